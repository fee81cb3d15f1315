/** Evaluation metrics, written out so that each is checkable against a known value. */

export function mean(values: readonly number[]): number {
  return values.reduce((s, v) => s + v, 0) / values.length;
}

/** Sample standard deviation (n − 1). */
export function sd(values: readonly number[]): number {
  if (values.length < 2) return 0;
  const m = mean(values);
  return Math.sqrt(values.reduce((s, v) => s + (v - m) ** 2, 0) / (values.length - 1));
}

/** Quantile with linear interpolation between order statistics (type 7, as numpy's default). */
export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  const a = sorted[lo] ?? NaN;
  const b = sorted[hi] ?? NaN;
  return a + (b - a) * (pos - lo);
}

export interface Confusion {
  tp: number;
  tn: number;
  fp: number;
  fn: number;
}

export function confusion(labels: readonly number[], probabilities: readonly number[], threshold = 0.5): Confusion {
  const c: Confusion = { tp: 0, tn: 0, fp: 0, fn: 0 };
  labels.forEach((label, i) => {
    const positive = (probabilities[i] ?? 0) >= threshold;
    if (label === 1) c[positive ? 'tp' : 'fn']++;
    else c[positive ? 'fp' : 'tn']++;
  });
  return c;
}

export function accuracy(c: Confusion): number {
  return (c.tp + c.tn) / (c.tp + c.tn + c.fp + c.fn);
}

/** Sensitivity (recall of the positive class); NaN when the fold has no positive case. */
export function sensitivity(c: Confusion): number {
  return c.tp / (c.tp + c.fn);
}

export function specificity(c: Confusion): number {
  return c.tn / (c.tn + c.fp);
}

/**
 * ROC AUC by the Mann–Whitney U statistic: the probability that a random positive scores above
 * a random negative, ties counting one half (average ranks). NaN when a class is absent.
 */
export function rocAuc(labels: readonly number[], scores: readonly number[]): number {
  const order = scores.map((s, i) => [s, i] as const).sort((a, b) => a[0] - b[0]);
  const ranks = new Array<number>(scores.length).fill(0);
  for (let start = 0; start < order.length; ) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]?.[0] === order[start]?.[0]) end++;
    const averageRank = (start + end) / 2 + 1;
    for (let j = start; j <= end; j++) ranks[order[j]?.[1] ?? 0] = averageRank;
    start = end + 1;
  }
  let positives = 0;
  let rankSum = 0;
  labels.forEach((label, i) => {
    if (label === 1) {
      positives++;
      rankSum += ranks[i] ?? 0;
    }
  });
  const negatives = labels.length - positives;
  if (positives === 0 || negatives === 0) return NaN;
  return (rankSum - (positives * (positives + 1)) / 2) / (positives * negatives);
}

/** Brier score: mean squared difference between predicted probability and outcome (0 best). */
export function brier(labels: readonly number[], probabilities: readonly number[]): number {
  return mean(labels.map((y, i) => ((probabilities[i] ?? 0) - y) ** 2));
}

export function rmse(actual: readonly number[], predicted: readonly number[]): number {
  return Math.sqrt(mean(actual.map((y, i) => (y - (predicted[i] ?? 0)) ** 2)));
}

export function mae(actual: readonly number[], predicted: readonly number[]): number {
  return mean(actual.map((y, i) => Math.abs(y - (predicted[i] ?? 0))));
}

/** Coefficient of determination: 1 − SSres / SStot. */
export function r2(actual: readonly number[], predicted: readonly number[]): number {
  const m = mean(actual);
  const ssRes = actual.reduce((s, y, i) => s + (y - (predicted[i] ?? 0)) ** 2, 0);
  const ssTot = actual.reduce((s, y) => s + (y - m) ** 2, 0);
  return 1 - ssRes / ssTot;
}

export interface ReliabilityBin {
  from: number;
  to: number;
  count: number;
  meanPredicted: number;
  observedRate: number;
}

/** Reliability diagram data: equal-width probability bins, empty bins left out. */
export function reliabilityBins(labels: readonly number[], probabilities: readonly number[], binCount = 10): ReliabilityBin[] {
  const bins: ReliabilityBin[] = [];
  for (let b = 0; b < binCount; b++) {
    const from = b / binCount;
    const to = (b + 1) / binCount;
    const members = probabilities.flatMap((p, i) => (p >= from && (p < to || (b === binCount - 1 && p <= to)) ? [i] : []));
    if (members.length === 0) continue;
    bins.push({
      from,
      to,
      count: members.length,
      meanPredicted: mean(members.map((i) => probabilities[i] ?? 0)),
      observedRate: mean(members.map((i) => labels[i] ?? 0)),
    });
  }
  return bins;
}

export function median(values: readonly number[]): number {
  return quantile(values, 0.5);
}
