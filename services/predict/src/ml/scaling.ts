/** Column standardisation (z-scores), fitted on training rows only. */
export interface Scaling {
  mean: number[];
  scale: number[];
}

export function fitScaling(rows: readonly (readonly number[])[]): Scaling {
  const d = rows[0]?.length ?? 0;
  const mean = new Array<number>(d).fill(0);
  const scale = new Array<number>(d).fill(0);
  for (const row of rows) row.forEach((v, j) => (mean[j] = (mean[j] ?? 0) + v / rows.length));
  for (const row of rows) row.forEach((v, j) => (scale[j] = (scale[j] ?? 0) + (v - (mean[j] ?? 0)) ** 2 / rows.length));
  // A constant column keeps scale 1, so it maps to 0 instead of dividing by zero.
  return { mean, scale: scale.map((s) => (s > 0 ? Math.sqrt(s) : 1)) };
}

export function applyScaling(row: readonly number[], s: Scaling): number[] {
  return row.map((v, j) => (v - (s.mean[j] ?? 0)) / (s.scale[j] ?? 1));
}
