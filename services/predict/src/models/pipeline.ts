import { boostedContributions, boostedRaw, fitBoostedTrees, type BoostedTrees } from '../ml/boosting';
import { fitRandomForest, forestContributions, forestPredict, type RandomForest } from '../ml/forest';
import { fitLogistic, logisticLogit, sigmoid, type LogisticModel } from '../ml/logistic';
import { median } from '../ml/metrics';
import { fitRidge, linearPredict, type LinearModel } from '../ml/ridge';
import { mulberry32 } from '../ml/rng';
import { applyScaling, fitScaling, type Scaling } from '../ml/scaling';
import { termValues, type Inputs, type Term } from './terms';

export type Task = 'classification' | 'regression';

/** The single model families, each with fixed hyper-parameters. */
export type SingleFamily =
  | { family: 'logistic'; lambda: number }
  | { family: 'linear'; lambda: number }
  | { family: 'boosting'; trees: number; learningRate: number; maxDepth: number; minSamplesLeaf: number }
  | { family: 'forest'; trees: number; minSamplesLeaf: number; maxFeatures: 'sqrt' };

interface Described {
  id: string;
  /** Short name for responses, e.g. "Random forest". */
  label: string;
  name: string;
  terms: readonly Term[];
}

/** A candidate of one family. */
export type SingleCandidate = Described & SingleFamily;

/**
 * A model family with fixed hyper-parameters and the terms it sees. `voting` averages the
 * outputs (probabilities, for classification) of its members, each fitted on the same terms.
 */
export type Candidate = Described & (SingleFamily | { family: 'voting'; members: readonly SingleCandidate[] });

/** What a fitted model of one family stores (JSON-safe): scaling and model parameters. */
export type SingleParams =
  | { family: 'logistic'; scaling: Scaling; model: LogisticModel }
  | { family: 'linear'; scaling: Scaling; model: LinearModel }
  | { family: 'boosting'; model: BoostedTrees }
  | { family: 'forest'; model: RandomForest };

export type FittedParams = SingleParams | { family: 'voting'; members: SingleParams[] };

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
  /** Per input field, in the order of the predictor's `fields`; baseline + Σ contributions = the model's score in `unit`. */
  contributions: number[];
}

export function hyperparameters(candidate: Candidate): Record<string, number | string> {
  if (candidate.family === 'voting') return { members: candidate.members.map((m) => m.id).join(' + '), vote: 'mean of the members\' outputs' };
  const described = new Set(['id', 'label', 'name', 'terms', 'family']);
  return Object.fromEntries(Object.entries(candidate).filter(([key]) => !described.has(key)));
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

function fitSingle(candidate: SingleCandidate, task: Task, rows: readonly (readonly number[])[], targets: readonly number[], seed: number): SingleParams {
  switch (candidate.family) {
    case 'logistic':
    case 'linear': {
      const scaling = fitScaling(rows);
      const scaled = rows.map((r) => applyScaling(r, scaling));
      return candidate.family === 'logistic'
        ? { family: 'logistic', scaling, model: fitLogistic(scaled, targets, candidate.lambda) }
        : { family: 'linear', scaling, model: fitRidge(scaled, targets, candidate.lambda) };
    }
    case 'boosting':
      return {
        family: 'boosting',
        model: fitBoostedTrees(rows, targets, {
          loss: task === 'classification' ? 'log-loss' : 'squared-error',
          trees: candidate.trees,
          learningRate: candidate.learningRate,
          maxDepth: candidate.maxDepth,
          minSamplesLeaf: candidate.minSamplesLeaf,
        }),
      };
    case 'forest':
      return {
        family: 'forest',
        model: fitRandomForest(rows, targets, {
          trees: candidate.trees,
          minSamplesLeaf: candidate.minSamplesLeaf,
          maxFeatures: Math.max(1, Math.floor(Math.sqrt(candidate.terms.length))),
          rng: mulberry32(seed),
        }),
      };
  }
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
  // Members get the same seed as when fitted alone, so a vote combines exactly the models
  // that were evaluated on their own.
  if (candidate.family === 'voting') return { ...base, params: { family: 'voting', members: candidate.members.map((m) => fitSingle(m, task, rows, targets, seed)) } };
  return { ...base, params: fitSingle(candidate, task, rows, targets, seed) };
}

/** A prediction in the model's own unit, with one contribution per term. */
interface TermPrediction {
  output: number;
  unit: Prediction['unit'];
  baseline: number;
  terms: number[];
}

function predictSingle(params: SingleParams, task: Task, row: readonly number[]): TermPrediction {
  switch (params.family) {
    case 'logistic':
    case 'linear': {
      // Linear models: coefficient × standardised term value; the baseline is the intercept,
      // which is the score of an average case because the terms are centred.
      const z = applyScaling(row, params.scaling);
      const score = params.family === 'logistic' ? logisticLogit(params.model, z) : linearPredict(params.model, z);
      return {
        output: params.family === 'logistic' ? sigmoid(score) : score,
        unit: params.family === 'logistic' ? 'log-odds' : 'value',
        baseline: params.model.intercept,
        terms: z.map((v, j) => v * (params.model.coef[j] ?? 0)),
      };
    }
    case 'boosting': {
      // One walk of each tree gives the score and its explanation.
      const { output: score, baseline, contributions } = boostedContributions(params.model, row);
      return { output: task === 'classification' ? sigmoid(score) : score, unit: task === 'classification' ? 'log-odds' : 'value', baseline, terms: contributions };
    }
    case 'forest': {
      const { output, baseline, contributions } = forestContributions(params.model, row);
      return { output, unit: task === 'classification' ? 'probability' : 'value', baseline, terms: contributions };
    }
  }
}

/**
 * Re-expresses log-odds contributions in probability: the change from the baseline's
 * probability to the output is shared in proportion to the log-odds contributions.
 */
function inProbability(p: TermPrediction): TermPrediction {
  if (p.unit !== 'log-odds') return p;
  const baseline = sigmoid(p.baseline);
  const logit = p.baseline + p.terms.reduce((s, v) => s + v, 0);
  // Where the log-odds barely move, the slope of the sigmoid is the ratio.
  const ratio = Math.abs(logit - p.baseline) < 1e-12 ? p.output * (1 - p.output) : (p.output - baseline) / (logit - p.baseline);
  return { output: p.output, unit: 'probability', baseline, terms: p.terms.map((v) => v * ratio) };
}

function predictTerms(params: FittedParams, task: Task, row: readonly number[]): TermPrediction {
  if (params.family !== 'voting') return predictSingle(params, task, row);
  // Averaged in probability (or the value, for regression), so the shares add up to the vote.
  const members = params.members.map((m) => (task === 'classification' ? inProbability(predictSingle(m, task, row)) : predictSingle(m, task, row)));
  const share = 1 / members.length;
  return {
    output: members.reduce((s, m) => s + share * m.output, 0),
    unit: members[0]?.unit ?? 'value',
    baseline: members.reduce((s, m) => s + share * m.baseline, 0),
    terms: row.map((_, j) => members.reduce((s, m) => s + share * (m.terms[j] ?? 0), 0)),
  };
}

/**
 * Predicts with a fitted model and explains the prediction per input field of `fields`. Which
 * fields each term's contribution goes to is worked out here, once per model, not per answer.
 */
export function pipelinePredictor(fitted: Fitted, terms: readonly Term[], task: Task, fields: readonly string[]): (x: Inputs) => Prediction {
  // Each term's contribution is shared equally among the input fields it is built from.
  const targets = terms.map((term) => ({ positions: term.sources.map((source) => fields.indexOf(source)).filter((i) => i >= 0), share: term.sources.length }));
  return (x) => {
    const row = termValues(terms, imputeInputs(x, fitted.impute));
    const p = predictTerms(fitted.params, task, row);
    const contributions = new Array<number>(fields.length).fill(0);
    targets.forEach(({ positions, share }, j) => {
      const value = (p.terms[j] ?? 0) / share;
      for (const i of positions) contributions[i] = (contributions[i] ?? 0) + value;
    });
    return { output: p.output, unit: p.unit, baseline: p.baseline, contributions };
  };
}

function outputOf(params: FittedParams, task: Task, row: readonly number[]): number {
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
    case 'voting':
      return params.members.reduce((s, m) => s + outputOf(m, task, row), 0) / params.members.length;
  }
}

/** Output only (the fast path used in cross-validation). */
export function predictOutput(fitted: Fitted, terms: readonly Term[], task: Task, x: Inputs): number {
  return outputOf(fitted.params, task, termValues(terms, imputeInputs(x, fitted.impute)));
}
