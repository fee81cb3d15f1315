import { CholeskyDecomposition, Matrix } from 'ml-matrix';
import { symmetricMatrix } from './ridge';

/** L2-regularised logistic regression, fitted by Newton's method (IRLS). */
export interface LogisticModel {
  intercept: number;
  coef: number[];
}

export function sigmoid(z: number): number {
  return z >= 0 ? 1 / (1 + Math.exp(-z)) : Math.exp(z) / (1 + Math.exp(z));
}

export function logisticLogit(model: LogisticModel, row: readonly number[]): number {
  return row.reduce((s, v, j) => s + v * (model.coef[j] ?? 0), model.intercept);
}

/**
 * Minimises Σ log-loss + (lambda / 2)·‖coef‖² (intercept not penalised), which is
 * scikit-learn's LogisticRegression with C = 1 / lambda. Rows should be standardised.
 */
export function fitLogistic(rows: readonly (readonly number[])[], labels: readonly number[], lambda: number): LogisticModel {
  const d = rows[0]?.length ?? 0;
  const size = d + 1;
  let beta = new Array<number>(size).fill(0);
  const x = new Float64Array(size);
  for (let iteration = 0; iteration < 100; iteration++) {
    const hessian = new Float64Array(size * size);
    const gradient = new Array<number>(size).fill(0);
    rows.forEach((row, i) => {
      x[0] = 1;
      for (let j = 0; j < d; j++) x[j + 1] = row[j] ?? 0;
      let z = 0;
      for (let j = 0; j < size; j++) z += (x[j] ?? 0) * (beta[j] ?? 0);
      const p = sigmoid(z);
      const w = Math.max(p * (1 - p), 1e-12);
      const residual = p - (labels[i] ?? 0);
      for (let a = 0; a < size; a++) {
        const xa = x[a] ?? 0;
        gradient[a] = (gradient[a] ?? 0) + residual * xa;
        for (let b = a; b < size; b++) hessian[a * size + b] = (hessian[a * size + b] ?? 0) + w * xa * (x[b] ?? 0);
      }
    });
    for (let a = 1; a < size; a++) {
      gradient[a] = (gradient[a] ?? 0) + lambda * (beta[a] ?? 0);
      hessian[a * size + a] = (hessian[a * size + a] ?? 0) + lambda;
    }
    const step = new CholeskyDecomposition(symmetricMatrix(hessian, size)).solve(Matrix.columnVector(gradient)).to1DArray();
    beta = beta.map((v, j) => v - (step[j] ?? 0));
    if (Math.max(...step.map(Math.abs)) < 1e-10) break;
  }
  return { intercept: beta[0] ?? 0, coef: beta.slice(1) };
}
