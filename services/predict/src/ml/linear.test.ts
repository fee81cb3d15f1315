import { describe, expect, it } from 'vitest';
import { fitLogistic, logisticLogit, sigmoid } from './logistic';
import { fitRidge, linearPredict } from './ridge';
import { applyScaling, fitScaling } from './scaling';

const logit = (p: number) => Math.log(p / (1 - p));

describe('logistic regression (IRLS)', () => {
  it('recovers the closed-form maximum-likelihood fit of one binary feature', () => {
    // x = 0: 3 of 10 positive; x = 1: 7 of 10 positive.
    const rows = [...Array<number[]>(10).fill([0]), ...Array<number[]>(10).fill([1])];
    const labels = [...[1, 1, 1, 0, 0, 0, 0, 0, 0, 0], ...[1, 1, 1, 1, 1, 1, 1, 0, 0, 0]];
    const model = fitLogistic(rows, labels, 0);
    expect(model.intercept).toBeCloseTo(logit(0.3), 9);
    expect(model.coef[0]).toBeCloseTo(logit(0.7) - logit(0.3), 9);
  });

  it('satisfies the penalised optimality condition Xᵀ(p − y) + λw = 0', () => {
    const rows = [
      [0.5, -1.2],
      [1.5, 0.3],
      [-0.7, 0.8],
      [2.1, -0.4],
      [-1.3, -1.1],
      [0.2, 1.7],
    ];
    const labels = [1, 1, 0, 1, 0, 0];
    const lambda = 1;
    const model = fitLogistic(rows, labels, lambda);
    const residual = rows.map((r, i) => sigmoid(logisticLogit(model, r)) - (labels[i] ?? 0));
    expect(residual.reduce((s, v) => s + v, 0)).toBeCloseTo(0, 9);
    for (let j = 0; j < 2; j++) {
      const gradient = residual.reduce((s, v, i) => s + v * (rows[i]?.[j] ?? 0), 0) + lambda * (model.coef[j] ?? 0);
      expect(gradient).toBeCloseTo(0, 9);
    }
  });

  it('shrinks coefficients as the penalty grows', () => {
    const rows = [[-2], [-1], [0], [1], [2], [0.5]];
    const labels = [0, 0, 1, 0, 1, 1];
    const weak = fitLogistic(rows, labels, 0.1).coef[0] ?? 0;
    const strong = fitLogistic(rows, labels, 10).coef[0] ?? 0;
    expect(Math.abs(strong)).toBeLessThan(Math.abs(weak));
  });

  it('computes the logistic function stably at the extremes', () => {
    expect(sigmoid(0)).toBe(0.5);
    expect(sigmoid(800)).toBe(1);
    expect(sigmoid(-800)).toBe(0);
  });
});

describe('ridge regression', () => {
  it('recovers an exact linear relation when the penalty is ~0', () => {
    const rows = [
      [1, 2],
      [2, 0],
      [3, 5],
      [4, 1],
      [0, 3],
    ];
    const targets = rows.map(([a = 0, b = 0]) => 3 + 2 * a - b);
    const model = fitRidge(rows, targets, 0);
    expect(model.intercept).toBeCloseTo(3, 9);
    expect(model.coef[0]).toBeCloseTo(2, 9);
    expect(model.coef[1]).toBeCloseTo(-1, 9);
    expect(linearPredict(model, [10, 10])).toBeCloseTo(13, 9);
  });

  it('matches the one-dimensional closed form Σxy / (Σx² + λ) on centred data', () => {
    const xs = [-2, -1, 0, 1, 2];
    const ys = [-3, -1, 0, 2, 2];
    const model = fitRidge(
      xs.map((x) => [x]),
      ys,
      5,
    );
    const sxy = xs.reduce((s, x, i) => s + x * (ys[i] ?? 0), 0);
    const sxx = xs.reduce((s, x) => s + x * x, 0);
    expect(model.coef[0]).toBeCloseTo(sxy / (sxx + 5), 12);
    expect(model.intercept).toBeCloseTo(0, 12);
  });
});

describe('scaling', () => {
  it('standardises to mean 0 and population SD 1, and leaves constant columns at 0', () => {
    const scaling = fitScaling([
      [1, 5],
      [3, 5],
    ]);
    expect(scaling).toEqual({ mean: [2, 5], scale: [1, 1] });
    expect(applyScaling([3, 5], scaling)).toEqual([1, 0]);
  });
});
