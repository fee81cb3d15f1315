import type { Rng } from './rng';

// HOT PATH, hand-written by a measured decision (docs/decisions/2026-11-22-models-in-typescript.md):
// the trees of the forest and of boosting. Training fits every candidate under repeated 10-fold
// cross-validation, all six tools in 1.5–2 minutes, where one 100-tree fit with the ml-random-forest
// package took ~36 s; serving, Parkinson's vote of 200 trees with its contributions takes about
// 7 µs an answer (docs/performance.md#prediction-cost).

/**
 * A binary regression tree in flat arrays (node 0 is the root). A row goes left when
 * row[feature] <= threshold. Every node keeps its value, so a prediction can be split into
 * the changes of value along its path (per-feature contributions).
 */
export interface Tree {
  feature: number[];
  threshold: number[];
  left: number[];
  right: number[];
  value: number[];
}

export interface TreeOptions {
  maxDepth: number;
  minSamplesLeaf: number;
  /** Features inspected per split (random forests); all when undefined. */
  maxFeatures?: number;
  rng?: Rng;
}

/** Column-major copy of the rows: columns[feature][row]. */
export function toColumns(rows: readonly (readonly number[])[]): Float64Array[] {
  const d = rows[0]?.length ?? 0;
  return Array.from({ length: d }, (_, j) => Float64Array.from(rows, (row) => row[j] ?? 0));
}

/** For each feature, the row indices sorted by that feature's value (ties by row index). */
export function presort(columns: readonly Float64Array[]): Int32Array[] {
  return columns.map((column) => {
    const order = Int32Array.from(column.keys());
    return order.sort((a, b) => (column[a] ?? 0) - (column[b] ?? 0) || a - b);
  });
}

interface Split {
  feature: number;
  threshold: number;
  gain: number;
}

/** Best squared-error split of one feature's sorted sample list, if any. */
function bestSplitOf(column: Float64Array, list: Int32Array, target: Float64Array, minLeaf: number, total: number): Split | undefined {
  const m = list.length;
  let leftSum = 0;
  let best: Split | undefined;
  for (let j = 0; j < m - 1; j++) {
    const row = list[j] ?? 0;
    const next = list[j + 1] ?? 0;
    leftSum += target[row] ?? 0;
    const nLeft = j + 1;
    if (nLeft < minLeaf || m - nLeft < minLeaf) continue;
    const here = column[row] ?? 0;
    const there = column[next] ?? 0;
    if (here === there) continue;
    const rightSum = total - leftSum;
    const gain = (leftSum * leftSum) / nLeft + (rightSum * rightSum) / (m - nLeft) - (total * total) / m;
    if (best === undefined || gain > best.gain) best = { feature: -1, threshold: here + (there - here) / 2, gain };
  }
  return best;
}

/** Feature indices in the order a split inspects them (shuffled when sampling features). */
function featureOrder(d: number, options: TreeOptions): number[] {
  const order = [...Array(d).keys()];
  if (options.maxFeatures === undefined || options.rng === undefined) return order;
  for (let i = d - 1; i > 0; i--) {
    const j = Math.floor(options.rng() * (i + 1));
    [order[i], order[j]] = [order[j] ?? 0, order[i] ?? 0];
  }
  return order;
}

/**
 * Grows a least-squares regression tree on `target`. `sorted[f]` lists the training samples
 * (row indices, repeated for bootstrap copies) sorted by feature f; splitting partitions these
 * lists, so no sorting happens below the root. `nodeValue` gives each node's value from its rows.
 */
export function growTree(
  columns: readonly Float64Array[],
  sorted: readonly Int32Array[],
  target: Float64Array,
  options: TreeOptions,
  nodeValue: (rows: Int32Array) => number,
): Tree {
  const tree: Tree = { feature: [], threshold: [], left: [], right: [], value: [] };
  const goesLeft = new Uint8Array(target.length);
  const grow = (lists: readonly Int32Array[], depth: number): number => {
    const id = tree.value.length;
    const rows = lists[0] ?? new Int32Array();
    tree.feature.push(-1);
    tree.threshold.push(0);
    tree.left.push(-1);
    tree.right.push(-1);
    tree.value.push(nodeValue(rows));
    if (depth >= options.maxDepth || rows.length < 2 * options.minSamplesLeaf) return id;
    let total = 0;
    for (const row of rows) total += target[row] ?? 0;
    let best: Split | undefined;
    let inspected = 0;
    for (const f of featureOrder(columns.length, options)) {
      if (options.maxFeatures !== undefined && inspected >= options.maxFeatures && best !== undefined) break;
      inspected++;
      const split = bestSplitOf(columns[f] ?? new Float64Array(), lists[f] ?? new Int32Array(), target, options.minSamplesLeaf, total);
      if (split !== undefined && (best === undefined || split.gain > best.gain)) best = { ...split, feature: f };
    }
    if (best === undefined || best.gain <= 1e-12 * Math.max(1, Math.abs(total))) return id;
    const column = columns[best.feature] ?? new Float64Array();
    for (const row of rows) goesLeft[row] = (column[row] ?? 0) <= best.threshold ? 1 : 0;
    const leftLists: Int32Array[] = [];
    const rightLists: Int32Array[] = [];
    for (const list of lists) {
      const left: number[] = [];
      const right: number[] = [];
      for (const row of list) (goesLeft[row] === 1 ? left : right).push(row);
      leftLists.push(Int32Array.from(left));
      rightLists.push(Int32Array.from(right));
    }
    tree.feature[id] = best.feature;
    tree.threshold[id] = best.threshold;
    tree.left[id] = grow(leftLists, depth + 1);
    tree.right[id] = grow(rightLists, depth + 1);
    return id;
  };
  grow(sorted, 0);
  return tree;
}

function leafOf(tree: Tree, row: readonly number[]): number {
  let node = 0;
  while ((tree.feature[node] ?? -1) >= 0) {
    const f = tree.feature[node] ?? 0;
    node = (row[f] ?? 0) <= (tree.threshold[node] ?? 0) ? (tree.left[node] ?? 0) : (tree.right[node] ?? 0);
  }
  return node;
}

export function predictTree(tree: Tree, row: readonly number[]): number {
  return tree.value[leafOf(tree, row)] ?? 0;
}

/**
 * Path attribution (Saabas): each split on the way to the leaf credits its feature with the
 * change in node value, times `weight`. The root value plus all credits equals the leaf value.
 * Answers the leaf reached (its value is the tree's prediction), so one walk serves both the
 * prediction and its explanation.
 */
export function addPathContributions(tree: Tree, row: readonly number[], weight: number, into: number[]): number {
  let node = 0;
  while ((tree.feature[node] ?? -1) >= 0) {
    const f = tree.feature[node] ?? 0;
    const child = (row[f] ?? 0) <= (tree.threshold[node] ?? 0) ? (tree.left[node] ?? 0) : (tree.right[node] ?? 0);
    into[f] = (into[f] ?? 0) + weight * ((tree.value[child] ?? 0) - (tree.value[node] ?? 0));
    node = child;
  }
  return node;
}
