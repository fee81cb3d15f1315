import { CholeskyDecomposition, Matrix } from 'ml-matrix';

/** Linear regression with an L2 penalty on the coefficients (not the intercept). */
export interface LinearModel {
  intercept: number;
  coef: number[];
}

export function linearPredict(model: LinearModel, row: readonly number[]): number {
  return row.reduce((s, v, j) => s + v * (model.coef[j] ?? 0), model.intercept);
}

/** Fills the lower triangle from the upper one and wraps a flat d×d array as a Matrix. */
export function symmetricMatrix(upper: Float64Array, d: number): Matrix {
  return new Matrix(Array.from({ length: d }, (_, a) => Array.from({ length: d }, (_, b) => upper[Math.min(a, b) * d + Math.max(a, b)] ?? 0)));
}

/** Solves (XcᵀXc + lambda·I)·coef = Xcᵀyc on centred data; lambda → 0 gives least squares. */
export function fitRidge(rows: readonly (readonly number[])[], targets: readonly number[], lambda: number): LinearModel {
  const n = rows.length;
  const d = rows[0]?.length ?? 0;
  const xMean = new Float64Array(d);
  for (const row of rows) row.forEach((v, j) => (xMean[j] = (xMean[j] ?? 0) + v / n));
  const yMean = targets.reduce((s, y) => s + y, 0) / n;
  const gram = new Float64Array(d * d);
  const xty = new Array<number>(d).fill(0);
  const centred = new Float64Array(d);
  rows.forEach((row, i) => {
    for (let j = 0; j < d; j++) centred[j] = (row[j] ?? 0) - (xMean[j] ?? 0);
    const y = (targets[i] ?? 0) - yMean;
    for (let a = 0; a < d; a++) {
      const xa = centred[a] ?? 0;
      xty[a] = (xty[a] ?? 0) + xa * y;
      for (let b = a; b < d; b++) gram[a * d + b] = (gram[a * d + b] ?? 0) + xa * (centred[b] ?? 0);
    }
  });
  for (let a = 0; a < d; a++) gram[a * d + a] = (gram[a * d + a] ?? 0) + lambda;
  const coef = new CholeskyDecomposition(symmetricMatrix(gram, d)).solve(Matrix.columnVector(xty)).to1DArray();
  return { intercept: yMean - coef.reduce((s, c, j) => s + c * (xMean[j] ?? 0), 0), coef };
}
