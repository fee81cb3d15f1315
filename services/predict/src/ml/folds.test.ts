import { describe, expect, it } from 'vitest';
import { kFold, stratifiedGroupKFold, stratifiedKFold, type Fold } from './folds';
import { mulberry32, shuffled } from './rng';

function expectPartition(folds: Fold[], n: number): void {
  const tested = folds.flatMap((f) => f.test).sort((a, b) => a - b);
  expect(tested).toEqual([...Array(n).keys()]);
  for (const fold of folds) {
    expect(new Set([...fold.train, ...fold.test]).size).toBe(n);
    expect(fold.train.some((row) => fold.test.includes(row))).toBe(false);
  }
}

describe('random generator', () => {
  it('is deterministic per seed and different across seeds', () => {
    const a = mulberry32(7);
    const b = mulberry32(7);
    const c = mulberry32(8);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect([c(), c(), c()]).not.toEqual(first);
    expect(first.every((v) => v >= 0 && v < 1)).toBe(true);
  });

  it('shuffles into a permutation', () => {
    expect(shuffled([1, 2, 3, 4, 5], mulberry32(1)).sort()).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('k-fold', () => {
  it('tests every row exactly once with sizes differing by at most one', () => {
    const folds = kFold(23, 5, mulberry32(1));
    expectPartition(folds, 23);
    const sizes = folds.map((f) => f.test.length);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
  });

  it('gives the same folds for the same seed', () => {
    expect(kFold(20, 4, mulberry32(3))).toEqual(kFold(20, 4, mulberry32(3)));
    expect(kFold(20, 4, mulberry32(3))).not.toEqual(kFold(20, 4, mulberry32(4)));
  });
});

describe('stratified k-fold', () => {
  it('keeps the class balance in every fold', () => {
    const labels = [...Array<number>(30).fill(0), ...Array<number>(10).fill(1)];
    const folds = stratifiedKFold(labels, 10, mulberry32(2));
    expectPartition(folds, 40);
    for (const fold of folds) {
      expect(fold.test.filter((row) => labels[row] === 1)).toHaveLength(1);
      expect(fold.test).toHaveLength(4);
    }
  });
});

describe('stratified group k-fold', () => {
  // 8 subjects × 3 recordings: 6 with the condition, 2 without.
  const groups = Array.from({ length: 24 }, (_, i) => `S${Math.floor(i / 3)}`);
  const labels = groups.map((g) => (['S0', 'S1'].includes(g) ? 0 : 1));

  it('never puts one subject on both sides of a split', () => {
    const folds = stratifiedGroupKFold(labels, groups, 4, mulberry32(5));
    expectPartition(folds, 24);
    for (const fold of folds) {
      const testSubjects = new Set(fold.test.map((r) => groups[r]));
      expect(fold.train.some((r) => testSubjects.has(groups[r]))).toBe(false);
    }
  });

  it('spreads the subjects of each class over the folds', () => {
    const folds = stratifiedGroupKFold(labels, groups, 2, mulberry32(5));
    for (const fold of folds) {
      const subjects = new Set(fold.test.map((r) => groups[r]));
      expect([...subjects].filter((s) => ['S0', 'S1'].includes(s ?? ''))).toHaveLength(1);
      expect(subjects.size).toBe(4);
    }
  });

  it('rejects a subject with two labels', () => {
    expect(() => stratifiedGroupKFold([0, 1], ['S1', 'S1'], 2, mulberry32(1))).toThrow(/more than one label/);
  });
});
