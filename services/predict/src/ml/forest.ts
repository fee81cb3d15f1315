import type { Rng } from './rng';
import { addPathContributions, growTree, predictTree, presort, toColumns, type Tree } from './tree';

// HOT PATH: see tree.ts (docs/decisions/2026-11-22-models-in-typescript.md).

/** A random forest (Breiman 2001): fully grown trees on bootstrap samples, √d features per split. */
export interface RandomForest {
  trees: Tree[];
}

export interface ForestOptions {
  trees: number;
  minSamplesLeaf: number;
  maxFeatures: number;
  rng: Rng;
}

/** For 0/1 targets the squared-error split equals the Gini split, and leaves hold class frequencies. */
export function fitRandomForest(rows: readonly (readonly number[])[], targets: readonly number[], options: ForestOptions): RandomForest {
  const columns = toColumns(rows);
  const sortedAll = presort(columns);
  const n = rows.length;
  const target = Float64Array.from(targets);
  const nodeValue = (list: Int32Array) => {
    let sum = 0;
    for (const row of list) sum += target[row] ?? 0;
    return list.length === 0 ? 0 : sum / list.length;
  };
  const trees: Tree[] = [];
  for (let t = 0; t < options.trees; t++) {
    const copies = new Int32Array(n);
    for (let i = 0; i < n; i++) {
      const drawn = Math.floor(options.rng() * n);
      copies[drawn] = (copies[drawn] ?? 0) + 1;
    }
    // Expanding the presorted lists by bootstrap copies keeps them sorted without sorting again.
    const sorted = sortedAll.map((order) => {
      const list: number[] = [];
      for (const row of order) for (let c = 0; c < (copies[row] ?? 0); c++) list.push(row);
      return Int32Array.from(list);
    });
    trees.push(
      growTree(columns, sorted, target, { maxDepth: Infinity, minSamplesLeaf: options.minSamplesLeaf, maxFeatures: options.maxFeatures, rng: options.rng }, nodeValue),
    );
  }
  return { trees };
}

export function forestPredict(model: RandomForest, row: readonly number[]): number {
  return model.trees.reduce((s, tree) => s + predictTree(tree, row), 0) / model.trees.length;
}

/**
 * The forest's output (exactly as forestPredict computes it) with its baseline and one
 * contribution per feature, from one walk of each tree.
 */
export function forestContributions(model: RandomForest, row: readonly number[]): { output: number; baseline: number; contributions: number[] } {
  const contributions = new Array<number>(row.length).fill(0);
  const weight = 1 / model.trees.length;
  let baseline = 0;
  let sum = 0;
  for (const tree of model.trees) {
    baseline += weight * (tree.value[0] ?? 0);
    sum += tree.value[addPathContributions(tree, row, weight, contributions)] ?? 0;
  }
  return { output: sum / model.trees.length, baseline, contributions };
}
