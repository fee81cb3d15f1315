import { shuffled, type Rng } from './rng';

/** Row indices of one cross-validation split. */
export interface Fold {
  train: number[];
  test: number[];
}

function foldsFromAssignment(assignment: readonly number[], k: number): Fold[] {
  const folds: Fold[] = Array.from({ length: k }, () => ({ train: [], test: [] }));
  assignment.forEach((fold, row) => {
    folds.forEach((f, i) => (i === fold ? f.test : f.train).push(row));
  });
  return folds;
}

/** Shuffled k-fold: every row is in exactly one test fold; fold sizes differ by at most one. */
export function kFold(n: number, k: number, rng: Rng): Fold[] {
  const assignment = new Array<number>(n).fill(0);
  shuffled([...Array(n).keys()], rng).forEach((row, i) => (assignment[row] = i % k));
  return foldsFromAssignment(assignment, k);
}

/**
 * Stratified k-fold: each class is shuffled and dealt round-robin over the folds, the deal
 * continuing from one class to the next, so every fold keeps the class balance and the fold
 * sizes differ by at most one.
 */
export function stratifiedKFold(labels: readonly number[], k: number, rng: Rng): Fold[] {
  const assignment = new Array<number>(labels.length).fill(0);
  let dealt = 0;
  for (const cls of [...new Set(labels)].sort((a, b) => a - b)) {
    const rows = labels.flatMap((label, row) => (label === cls ? [row] : []));
    for (const row of shuffled(rows, rng)) assignment[row] = dealt++ % k;
  }
  return foldsFromAssignment(assignment, k);
}

/**
 * Grouped and stratified k-fold: all rows of a group (a subject) land in the same fold, so no
 * person is on both sides of a split. Groups must have one label each; groups are shuffled per
 * class and dealt round-robin, which balances the classes over folds by subjects.
 */
export function stratifiedGroupKFold(labels: readonly number[], groups: readonly string[], k: number, rng: Rng): Fold[] {
  const groupLabel = new Map<string, number>();
  labels.forEach((label, row) => {
    const group = groups[row] ?? '';
    const seen = groupLabel.get(group);
    if (seen !== undefined && seen !== label) throw new Error(`group ${group} has more than one label`);
    groupLabel.set(group, label);
  });
  const groupFold = new Map<string, number>();
  let dealt = 0;
  for (const cls of [...new Set(labels)].sort((a, b) => a - b)) {
    const members = [...groupLabel].flatMap(([group, label]) => (label === cls ? [group] : [])).sort();
    for (const group of shuffled(members, rng)) groupFold.set(group, dealt++ % k);
  }
  return foldsFromAssignment(groups.map((g) => groupFold.get(g) ?? 0), k);
}
