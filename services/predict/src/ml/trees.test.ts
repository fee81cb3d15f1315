import { describe, expect, it } from 'vitest';
import { boostedContributions, boostedRaw, fitBoostedTrees } from './boosting';
import { fitRandomForest, forestContributions, forestPredict } from './forest';
import { rmse } from './metrics';
import { mulberry32 } from './rng';
import { addPathContributions, growTree, predictTree, presort, toColumns } from './tree';

const meanOf = (target: Float64Array) => (rows: Int32Array) => {
  let s = 0;
  for (const r of rows) s += target[r] ?? 0;
  return rows.length === 0 ? 0 : s / rows.length;
};

describe('regression tree', () => {
  it('splits a step function at the midpoint between the two sides', () => {
    const rows = [[1], [2], [3], [10], [11], [12]];
    const target = Float64Array.from([0, 0, 0, 5, 5, 5]);
    const columns = toColumns(rows);
    const tree = growTree(columns, presort(columns), target, { maxDepth: 3, minSamplesLeaf: 1 }, meanOf(target));
    expect(tree.feature[0]).toBe(0);
    expect(tree.threshold[0]).toBe(6.5);
    expect(tree.value).toHaveLength(3);
    expect(predictTree(tree, [2.5])).toBe(0);
    expect(predictTree(tree, [9])).toBe(5);
  });

  it('respects the depth limit and the minimum leaf size', () => {
    const rows = Array.from({ length: 16 }, (_, i) => [i]);
    const target = Float64Array.from(rows, ([x = 0]) => x * x);
    const columns = toColumns(rows);
    const shallow = growTree(columns, presort(columns), target, { maxDepth: 1, minSamplesLeaf: 1 }, meanOf(target));
    expect(shallow.value).toHaveLength(3);
    const bigLeaves = growTree(columns, presort(columns), target, { maxDepth: 10, minSamplesLeaf: 8 }, meanOf(target));
    expect(bigLeaves.value).toHaveLength(3);
  });

  it('path contributions add up from the root value to the leaf value', () => {
    const rows = [
      [1, 5],
      [2, 3],
      [3, 8],
      [4, 1],
      [5, 9],
      [6, 2],
    ];
    const target = Float64Array.from([1, 4, 2, 8, 3, 9]);
    const columns = toColumns(rows);
    const tree = growTree(columns, presort(columns), target, { maxDepth: 3, minSamplesLeaf: 1 }, meanOf(target));
    for (const row of rows) {
      const contributions = [0, 0];
      const leaf = addPathContributions(tree, row, 1, contributions);
      expect(tree.value[leaf]).toBe(predictTree(tree, row));
      expect((tree.value[0] ?? 0) + (contributions[0] ?? 0) + (contributions[1] ?? 0)).toBeCloseTo(predictTree(tree, row), 12);
    }
  });
});

describe('gradient boosting', () => {
  const rows = Array.from({ length: 40 }, (_, i) => [i / 4, (i * 7) % 5]);

  it('starts from the mean (squared error) and lowers the training error', () => {
    const targets = rows.map(([a = 0, b = 0]) => Math.sin(a) * 3 + b);
    const model = fitBoostedTrees(rows, targets, { loss: 'squared-error', trees: 50, learningRate: 0.1, maxDepth: 3, minSamplesLeaf: 1 });
    expect(model.init).toBeCloseTo(targets.reduce((s, y) => s + y, 0) / targets.length, 12);
    const predicted = rows.map((r) => boostedRaw(model, r));
    expect(rmse(targets, predicted)).toBeLessThan(0.3 * rmse(targets, Array<number>(targets.length).fill(model.init)));
  });

  it('starts from the log-odds (log-loss), and baseline + contributions equal the raw score', () => {
    const labels = rows.map(([a = 0]) => (a > 5 ? 1 : 0));
    const model = fitBoostedTrees(rows, labels, { loss: 'log-loss', trees: 20, learningRate: 0.1, maxDepth: 2, minSamplesLeaf: 1 });
    expect(model.init).toBeCloseTo(Math.log(19 / 21), 12);
    for (const row of rows) {
      const { output, baseline, contributions } = boostedContributions(model, row);
      expect(output).toBe(boostedRaw(model, row));
      expect(baseline + contributions.reduce((s, c) => s + c, 0)).toBeCloseTo(boostedRaw(model, row), 10);
    }
    expect(boostedRaw(model, [9, 0])).toBeGreaterThan(0);
    expect(boostedRaw(model, [1, 0])).toBeLessThan(0);
  });
});

describe('random forest', () => {
  const rows = Array.from({ length: 30 }, (_, i) => [i, (i * 13) % 7]);
  const labels = rows.map(([a = 0]) => (a >= 15 ? 1 : 0));

  it('is deterministic for a seed and separates a clean boundary', () => {
    const a = fitRandomForest(rows, labels, { trees: 15, minSamplesLeaf: 1, maxFeatures: 1, rng: mulberry32(9) });
    const b = fitRandomForest(rows, labels, { trees: 15, minSamplesLeaf: 1, maxFeatures: 1, rng: mulberry32(9) });
    expect(a).toEqual(b);
    expect(forestPredict(a, [25, 3])).toBeGreaterThan(0.8);
    expect(forestPredict(a, [3, 3])).toBeLessThan(0.2);
  });

  it('baseline + contributions equal the predicted probability', () => {
    const model = fitRandomForest(rows, labels, { trees: 10, minSamplesLeaf: 1, maxFeatures: 1, rng: mulberry32(2) });
    for (const row of rows.slice(0, 5)) {
      const { output, baseline, contributions } = forestContributions(model, row);
      expect(output).toBe(forestPredict(model, row));
      expect(baseline + contributions.reduce((s, c) => s + c, 0)).toBeCloseTo(forestPredict(model, row), 12);
    }
  });
});
