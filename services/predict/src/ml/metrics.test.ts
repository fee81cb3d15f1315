import { describe, expect, it } from 'vitest';
import { accuracy, brier, confusion, mae, mean, median, quantile, r2, reliabilityBins, rmse, rocAuc, sd, sensitivity, specificity } from './metrics';

// Reference values from scikit-learn's documentation examples and numpy.
describe('classification metrics', () => {
  it('computes ROC AUC as the Mann–Whitney statistic (sklearn roc_auc_score example: 0.75)', () => {
    expect(rocAuc([0, 0, 1, 1], [0.1, 0.4, 0.35, 0.8])).toBeCloseTo(0.75, 12);
  });

  it('counts ties as one half and is NaN without both classes', () => {
    expect(rocAuc([0, 1], [0.5, 0.5])).toBe(0.5);
    expect(rocAuc([0, 1, 1, 0], [0.2, 0.2, 0.9, 0.1])).toBeCloseTo(0.875, 12);
    expect(rocAuc([1, 1], [0.2, 0.3])).toBeNaN();
  });

  it('computes the Brier score (sklearn brier_score_loss example: 0.0375)', () => {
    expect(brier([0, 1, 1, 0], [0.1, 0.9, 0.8, 0.3])).toBeCloseTo(0.0375, 12);
  });

  it('derives accuracy, sensitivity and specificity from the confusion at threshold 0.5', () => {
    const c = confusion([1, 1, 1, 0, 0], [0.9, 0.5, 0.2, 0.1, 0.7]);
    expect(c).toEqual({ tp: 2, fn: 1, tn: 1, fp: 1 });
    expect(accuracy(c)).toBeCloseTo(0.6, 12);
    expect(sensitivity(c)).toBeCloseTo(2 / 3, 12);
    expect(specificity(c)).toBeCloseTo(0.5, 12);
  });

  it('groups probabilities into reliability bins, the last bin closed at 1', () => {
    const bins = reliabilityBins([0, 1, 1, 1], [0.05, 0.95, 1, 0.55], 2);
    expect(bins).toEqual([
      { from: 0, to: 0.5, count: 1, meanPredicted: 0.05, observedRate: 0 },
      { from: 0.5, to: 1, count: 3, meanPredicted: (0.95 + 1 + 0.55) / 3, observedRate: 1 },
    ]);
  });
});

describe('regression metrics (sklearn r2_score / mean_absolute_error example)', () => {
  const actual = [3, -0.5, 2, 7];
  const predicted = [2.5, 0, 2, 8];
  it('R² 0.9486, MAE 0.5, RMSE √0.375', () => {
    expect(r2(actual, predicted)).toBeCloseTo(0.9486081370449679, 12);
    expect(mae(actual, predicted)).toBeCloseTo(0.5, 12);
    expect(rmse(actual, predicted)).toBeCloseTo(Math.sqrt(0.375), 12);
  });
});

describe('summaries', () => {
  it('mean and sample SD', () => {
    expect(mean([2, 4, 4, 4, 5, 5, 7, 9])).toBe(5);
    expect(sd([2, 4, 4, 4, 5, 5, 7, 9])).toBeCloseTo(Math.sqrt(32 / 7), 12);
    expect(sd([3])).toBe(0);
  });

  it('quantiles interpolate like numpy.percentile', () => {
    expect(quantile([4, 1, 3, 2], 0.25)).toBeCloseTo(1.75, 12);
    expect(quantile([1, 2, 3, 4], 0.95)).toBeCloseTo(3.85, 12);
    expect(median([5, 1, 3])).toBe(3);
  });
});
