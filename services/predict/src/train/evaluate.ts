import { at } from '../ml/arrays';
import { kFold, stratifiedGroupKFold, stratifiedKFold, type Fold } from '../ml/folds';
import { accuracy, brier, confusion, mae, mean, r2, rmse, rocAuc, sd, sensitivity, specificity } from '../ml/metrics';
import { mulberry32 } from '../ml/rng';
import { fitPipeline, predictOutput, type Candidate, type Task } from '../models/pipeline';
import type { Example, MetricSummary, Protocol } from '../models/tool';

export interface CrossValidation {
  /** Metric → one value per fold, over all repeats. */
  folds: Record<string, number[]>;
  /** Metric → one value per repeat, from that repeat's pooled out-of-fold predictions. */
  repeats: Record<string, number[]>;
  /** Out-of-fold predictions, one array (aligned with the examples) per repeat. */
  outOfFold: number[][];
  summary: MetricSummary;
}

export function makeFolds(protocol: Protocol, examples: readonly Example[], seed: number): Fold[] {
  const rng = mulberry32(seed);
  const labels = examples.map((e) => e.target);
  switch (protocol.kind) {
    case 'stratified':
      return stratifiedKFold(labels, protocol.folds, rng);
    case 'grouped':
      return stratifiedGroupKFold(labels, examples.map((e) => e.group ?? ''), protocol.folds, rng);
    case 'kfold':
      return kFold(examples.length, protocol.folds, rng);
  }
}

export function classificationScores(labels: readonly number[], probabilities: readonly number[]): Record<string, number> {
  const c = confusion(labels, probabilities);
  return {
    accuracy: accuracy(c),
    auc: rocAuc(labels, probabilities),
    sensitivity: sensitivity(c),
    specificity: specificity(c),
    brier: brier(labels, probabilities),
  };
}

export function regressionScores(actual: readonly number[], predicted: readonly number[]): Record<string, number> {
  return { r2: r2(actual, predicted), rmse: rmse(actual, predicted), mae: mae(actual, predicted) };
}

export function scores(task: Task, actual: readonly number[], predicted: readonly number[]): Record<string, number> {
  return task === 'classification' ? classificationScores(actual, predicted) : regressionScores(actual, predicted);
}

function push(into: Record<string, number[]>, values: Record<string, number>): void {
  for (const [name, value] of Object.entries(values)) (into[name] ??= []).push(value);
}

/** Mean and sample SD of each metric, ignoring undefined values (a fold without one class has no AUC). */
export function summarise(values: Record<string, number[]>): MetricSummary {
  return Object.fromEntries(
    Object.entries(values).map(([name, list]) => {
      const defined = list.filter((v) => Number.isFinite(v));
      return [name, { mean: mean(defined), sd: sd(defined) }];
    }),
  );
}

/**
 * Repeated cross-validation of one candidate. Everything fitted (imputation medians, scaling,
 * the model) is fitted on the training rows of each fold only.
 */
export function crossValidate(candidate: Candidate, task: Task, zeroMeansMissing: readonly string[], examples: readonly Example[], protocol: Protocol): CrossValidation {
  const folds: Record<string, number[]> = {};
  const repeats: Record<string, number[]> = {};
  const outOfFold: number[][] = [];
  const targets = examples.map((e) => e.target);
  for (const seed of protocol.seeds) {
    const predictions = new Array<number>(examples.length).fill(NaN);
    makeFolds(protocol, examples, seed).forEach((fold, f) => {
      const train = fold.train.map((i) => at(examples, i));
      const fitted = fitPipeline(
        candidate,
        task,
        train.map((e) => e.inputs),
        train.map((e) => e.target),
        zeroMeansMissing,
        seed * 1000 + f,
      );
      const predicted = fold.test.map((i) => predictOutput(fitted, candidate.terms, task, at(examples, i).inputs));
      fold.test.forEach((i, j) => (predictions[i] = predicted[j] ?? NaN));
      push(folds, scores(task, fold.test.map((i) => targets[i] ?? NaN), predicted));
    });
    outOfFold.push(predictions);
    const pooled = scores(task, targets, predictions);
    push(repeats, Object.fromEntries(Object.entries(pooled).map(([name, value]) => [`${name}_pooled`, value])));
  }
  return { folds, repeats, outOfFold, summary: { ...summarise(folds), ...summarise(repeats) } };
}
