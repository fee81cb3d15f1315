import { boostedContributions, boostedRaw, fitBoostedTrees, type BoostedTrees } from '../ml/boosting';
import { fitRandomForest, forestContributions, forestPredict, type RandomForest } from '../ml/forest';
import { fitLogistic, logisticLogit, sigmoid, type LogisticModel } from '../ml/logistic';
import { median } from '../ml/metrics';
import { fitRidge, linearPredict, type LinearModel } from '../ml/ridge';
import { mulberry32 } from '../ml/rng';
import { applyScaling, fitScaling, type Scaling } from '../ml/scaling';
import { termValues, type Inputs, type Term } from './terms';

export type Task = 'classification' | 'regression';

/** A model family with fixed hyper-parameters and the terms it sees. */
export type Candidate = {
  id: string;
  /** Short name for responses, e.g. "Random forest". */
  label: string;
  name: string;
  terms: readonly Term[];
} & (
  | { family: 'logistic'; lambda: number }
  | { family: 'linear'; lambda: number }
  | { family: 'boosting'; trees: number; learningRate: number; maxDepth: number; minSamplesLeaf: number }
  | { family: 'forest'; trees: number; minSamplesLeaf: number; maxFeatures: 'sqrt' }
);

/** What a fitted pipeline stores (JSON-safe): imputation values, scaling and model parameters. */
export type FittedParams =
  | { family: 'logistic'; scaling: Scaling; model: LogisticModel }
  | { family: 'linear'; scaling: Scaling; model: LinearModel }
  | { family: 'boosting'; model: BoostedTrees }
  | { family: 'forest'; model: RandomForest };

export interface Fitted {
  candidate: string;
  terms: string[];
  /** Fields where 0 means "not measured", with the training median put in its place. */
  impute: Record<string, number>;
  params: FittedParams;
}

export interface Prediction {
  /** Probability of the condition (classification) or the predicted value (regression). */
  output: number;
  /** Unit of `baseline` and of the contributions. */
  unit: 'log-odds' | 'probability' | 'value';
  baseline: number;
  /** Per input field; baseline + Σ contributions = the model's score in `unit`. */
  contributions: Record<string, number>;
}

export function hyperparameters(candidate: Candidate): Record<string, number | string> {
  const described = new Set(['id', 'label', 'name', 'terms', 'family']);
  return Object.fromEntries(Object.entries(candidate).filter(([key]) => !described.has(key))) as Record<string, number | string>;
}

/** Replaces "not measured" zeros by the fitted median. */
export function imputeInputs(x: Inputs, impute: Readonly<Record<string, number>>): Inputs {
  const out: Record<string, number> = { ...x };
  for (const [name, value] of Object.entries(impute)) if (out[name] === 0) out[name] = value;
  return out;
}

export function fitImpute(inputs: readonly Inputs[], zeroMeansMissing: readonly string[]): Record<string, number> {
  return Object.fromEntries(zeroMeansMissing.map((name) => [name, median(inputs.map((x) => x[name] ?? 0).filter((v) => v !== 0))]));
}

export function fitPipeline(
  candidate: Candidate,
  task: Task,
  inputs: readonly Inputs[],
  targets: readonly number[],
  zeroMeansMissing: readonly string[],
  seed: number,
): Fitted {
  const impute = fitImpute(inputs, zeroMeansMissing);
  const rows = inputs.map((x) => termValues(candidate.terms, imputeInputs(x, impute)));
  const base = { candidate: candidate.id, terms: candidate.terms.map((t) => t.name), impute };
  switch (candidate.family) {
    case 'logistic':
    case 'linear': {
      const scaling = fitScaling(rows);
      const scaled = rows.map((r) => applyScaling(r, scaling));
      return candidate.family === 'logistic'
        ? { ...base, params: { family: 'logistic', scaling, model: fitLogistic(scaled, targets, candidate.lambda) } }
        : { ...base, params: { family: 'linear', scaling, model: fitRidge(scaled, targets, candidate.lambda) } };
    }
    case 'boosting':
      return {
        ...base,
        params: {
          family: 'boosting',
          model: fitBoostedTrees(rows, targets, {
            loss: task === 'classification' ? 'log-loss' : 'squared-error',
            trees: candidate.trees,
            learningRate: candidate.learningRate,
            maxDepth: candidate.maxDepth,
            minSamplesLeaf: candidate.minSamplesLeaf,
          }),
        },
      };
    case 'forest':
      return {
        ...base,
        params: {
          family: 'forest',
          model: fitRandomForest(rows, targets, {
            trees: candidate.trees,
            minSamplesLeaf: candidate.minSamplesLeaf,
            maxFeatures: Math.max(1, Math.floor(Math.sqrt(candidate.terms.length))),
            rng: mulberry32(seed),
          }),
        },
      };
  }
}

/** Shares each term's contribution equally among the input fields it is built from. */
function perField(terms: readonly Term[], termContributions: readonly number[]): Record<string, number> {
  const out: Record<string, number> = {};
  terms.forEach((term, j) => {
    for (const source of term.sources) out[source] = (out[source] ?? 0) + (termContributions[j] ?? 0) / term.sources.length;
  });
  return out;
}

export function predictPipeline(fitted: Fitted, terms: readonly Term[], task: Task, x: Inputs): Prediction {
  const row = termValues(terms, imputeInputs(x, fitted.impute));
  const { params } = fitted;
  switch (params.family) {
    case 'logistic':
    case 'linear': {
      // Linear models: coefficient × standardised term value; the baseline is the intercept,
      // which is the score of an average case because the terms are centred.
      const z = applyScaling(row, params.scaling);
      const termContributions = z.map((v, j) => v * (params.model.coef[j] ?? 0));
      const score = params.family === 'logistic' ? logisticLogit(params.model, z) : linearPredict(params.model, z);
      return {
        output: params.family === 'logistic' ? sigmoid(score) : score,
        unit: params.family === 'logistic' ? 'log-odds' : 'value',
        baseline: params.model.intercept,
        contributions: perField(terms, termContributions),
      };
    }
    case 'boosting': {
      const { baseline, contributions } = boostedContributions(params.model, row);
      const score = boostedRaw(params.model, row);
      return {
        output: task === 'classification' ? sigmoid(score) : score,
        unit: task === 'classification' ? 'log-odds' : 'value',
        baseline,
        contributions: perField(terms, contributions),
      };
    }
    case 'forest': {
      const { baseline, contributions } = forestContributions(params.model, row);
      return { output: forestPredict(params.model, row), unit: task === 'classification' ? 'probability' : 'value', baseline, contributions: perField(terms, contributions) };
    }
  }
}

/** Output only (the fast path used in cross-validation). */
export function predictOutput(fitted: Fitted, terms: readonly Term[], task: Task, x: Inputs): number {
  const row = termValues(terms, imputeInputs(x, fitted.impute));
  const { params } = fitted;
  switch (params.family) {
    case 'logistic':
      return sigmoid(logisticLogit(params.model, applyScaling(row, params.scaling)));
    case 'linear':
      return linearPredict(params.model, applyScaling(row, params.scaling));
    case 'boosting': {
      const score = boostedRaw(params.model, row);
      return task === 'classification' ? sigmoid(score) : score;
    }
    case 'forest':
      return forestPredict(params.model, row);
  }
}
