import { sigmoid } from './logistic';
import { addPathContributions, growTree, predictTree, presort, toColumns, type Tree } from './tree';

// HOT PATH: see tree.ts (docs/decisions/2026-11-22-models-in-typescript.md).

/**
 * Gradient-boosted regression trees (Friedman 2001), as scikit-learn's GradientBoosting*
 * defaults: least squares for regression; for classification log-loss with Newton leaf values,
 * the raw score being log-odds.
 */
export interface BoostedTrees {
  loss: 'log-loss' | 'squared-error';
  init: number;
  learningRate: number;
  trees: Tree[];
}

export interface BoostingOptions {
  loss: BoostedTrees['loss'];
  trees: number;
  learningRate: number;
  maxDepth: number;
  minSamplesLeaf: number;
}

export function fitBoostedTrees(rows: readonly (readonly number[])[], targets: readonly number[], options: BoostingOptions): BoostedTrees {
  const columns = toColumns(rows);
  const sorted = presort(columns);
  const n = rows.length;
  const meanTarget = targets.reduce((s, y) => s + y, 0) / n;
  const init = options.loss === 'log-loss' ? Math.log(meanTarget / (1 - meanTarget)) : meanTarget;
  const raw = new Float64Array(n).fill(init);
  const residual = new Float64Array(n);
  const hessian = new Float64Array(n);
  const trees: Tree[] = [];
  const nodeValue =
    options.loss === 'log-loss'
      ? (list: Int32Array) => {
          let numerator = 0;
          let denominator = 0;
          for (const row of list) {
            numerator += residual[row] ?? 0;
            denominator += hessian[row] ?? 0;
          }
          return denominator < 1e-150 ? 0 : numerator / denominator;
        }
      : (list: Int32Array) => {
          let sum = 0;
          for (const row of list) sum += residual[row] ?? 0;
          return list.length === 0 ? 0 : sum / list.length;
        };
  for (let m = 0; m < options.trees; m++) {
    for (let i = 0; i < n; i++) {
      const y = targets[i] ?? 0;
      if (options.loss === 'log-loss') {
        const p = sigmoid(raw[i] ?? 0);
        residual[i] = y - p;
        hessian[i] = p * (1 - p);
      } else residual[i] = y - (raw[i] ?? 0);
    }
    const tree = growTree(columns, sorted, residual, { maxDepth: options.maxDepth, minSamplesLeaf: options.minSamplesLeaf }, nodeValue);
    trees.push(tree);
    for (let i = 0; i < n; i++) raw[i] = (raw[i] ?? 0) + options.learningRate * predictTree(tree, rows[i] ?? []);
  }
  return { loss: options.loss, init, learningRate: options.learningRate, trees };
}

/** Raw score: log-odds for log-loss, the predicted value for squared error. */
export function boostedRaw(model: BoostedTrees, row: readonly number[]): number {
  return model.trees.reduce((s, tree) => s + model.learningRate * predictTree(tree, row), model.init);
}

/**
 * Splits the raw score into a baseline and one contribution per feature (path attribution);
 * the raw score (`output`, exactly as boostedRaw computes it) comes from the same walk.
 */
export function boostedContributions(model: BoostedTrees, row: readonly number[]): { output: number; baseline: number; contributions: number[] } {
  const contributions = new Array<number>(row.length).fill(0);
  let baseline = model.init;
  let output = model.init;
  for (const tree of model.trees) {
    baseline += model.learningRate * (tree.value[0] ?? 0);
    output += model.learningRate * (tree.value[addPathContributions(tree, row, model.learningRate, contributions)] ?? 0);
  }
  return { output, baseline, contributions };
}
