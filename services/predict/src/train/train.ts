import { predictionDisclaimerLong, type ModelCard } from '@clinvia/contracts/predictions';
import { quantile, reliabilityBins } from '../ml/metrics';
import { artefactFormat, type Artefact } from '../models/artefact';
import { fitPipeline, hyperparameters, predictOutput, type Candidate } from '../models/pipeline';
import type { Example, MetricSummary, ReadingNote, ToolDefinition } from '../models/tool';
import { loadDataset, type Dataset } from './dataset';
import { crossValidate, scores, type CrossValidation } from './evaluate';

/** Seed of the final fit on all rows (random forests use it; the other families are deterministic). */
export const finalSeed = 20071;

export interface CandidateResult {
  candidate: Candidate;
  primary: CrossValidation;
  secondary?: CrossValidation;
}

const errorMetrics = new Set(['rmse', 'mae', 'brier']);

function better(metric: string, a: number, b: number): boolean {
  return errorMetrics.has(metric) ? a < b : a > b;
}

export function chooseCandidate(def: ToolDefinition, results: readonly CandidateResult[]): CandidateResult {
  let best = results[0];
  if (best === undefined) throw new Error(`${def.tool}: no candidates`);
  for (const r of results.slice(1)) {
    const value = r.primary.summary[def.selectBy]?.mean ?? NaN;
    if (better(def.selectBy, value, best.primary.summary[def.selectBy]?.mean ?? NaN)) best = r;
  }
  return best;
}

export function explanationMethod(def: ToolDefinition, candidate: Candidate): string {
  const unit = def.task === 'classification' ? 'log-odds' : (def.unit ?? 'the predicted unit');
  switch (candidate.family) {
    case 'logistic':
    case 'linear':
      return `coefficient × standardised value of each term (in ${unit}); the baseline is the output for an average case (all terms at their training mean); a term built from two inputs is shared equally between them`;
    case 'boosting':
      return `path attribution over the boosted trees (Saabas): each split on a case's path credits its input with the change of the node value, in ${unit}; baseline + contributions = the model's raw output`;
    case 'forest':
      return 'path attribution averaged over the trees (Saabas): each split on a case\'s path credits its input with the change of the node\'s share of positive cases, in probability; baseline + contributions = the probability';
    case 'voting':
      return `each member's contributions, averaged: ${candidate.members.map((m) => `${m.label}: ${explanationMethod(def, m)}`).join('; ')}. ${
        def.task === 'classification'
          ? 'Log-odds contributions are first re-expressed in probability (the change from the baseline probability to the output, shared in proportion to the log-odds contributions), so baseline + contributions = the averaged probability'
          : 'baseline + contributions = the averaged prediction'
      }`;
  }
}

function preprocessing(def: ToolDefinition, candidate: Candidate): string[] {
  const steps: string[] = [];
  if (def.zeroMeansMissing.length > 0)
    steps.push(`0 in ${def.zeroMeansMissing.join(', ')} means "not measured" and is replaced by the median of the measured training values (fitted inside each fold)`);
  steps.push(`terms: ${candidate.terms.map((t) => t.name).join(', ')}`);
  const scaled = candidate.family === 'voting' ? candidate.members.filter((m) => m.family === 'logistic' || m.family === 'linear').map((m) => m.label) : [];
  if (candidate.family === 'voting' && scaled.length > 0) steps.push(`for ${scaled.join(', ')}: each term standardised to mean 0, SD 1 on the training rows (inside each fold)`);
  else if (candidate.family === 'logistic' || candidate.family === 'linear') steps.push('each term standardised to mean 0, SD 1 on the training rows (inside each fold)');
  else steps.push('no scaling (trees are invariant to monotone transformations)');
  return steps;
}

/** Metrics of pooled out-of-fold predictions over all repeats, split by the sex field. */
function bySex(def: ToolDefinition, examples: readonly Example[], cv: CrossValidation): ModelCard['by_sex'] {
  const sexField = def.sexField;
  if (sexField === undefined) return undefined;
  return Object.entries(sexField.labels).map(([code, group]) => {
    const rows = examples.flatMap((e, i) => (e.inputs[sexField.name] === Number(code) ? [i] : []));
    const actual = cv.outOfFold.flatMap(() => rows.map((i) => examples[i]?.target ?? NaN));
    const predicted = cv.outOfFold.flatMap((oof) => rows.map((i) => oof[i] ?? NaN));
    return { group, rows: rows.length, metrics: scores(def.task, actual, predicted) };
  });
}

function ranges(def: ToolDefinition, examples: readonly Example[]): Record<string, [number, number]> {
  return Object.fromEntries(
    def.fields.map((f) => {
      const values = examples.map((e) => e.inputs[f.name] ?? NaN).filter((v) => !(def.zeroMeansMissing.includes(f.name) && v === 0));
      return [f.name, [Math.min(...values), Math.max(...values)] as [number, number]];
    }),
  );
}

/** One sentence per missed quality bar, with the figures of this run (so that they cannot drift). */
function missedBarNotes(
  def: ToolDefinition,
  chosen: CandidateResult,
  results: readonly CandidateResult[],
  metrics: MetricSummary,
  secondary: MetricSummary | undefined,
): string[] {
  return def.bars.flatMap((bar) => {
    const of = (r: CandidateResult) => (bar.evaluation === 'primary' ? r.primary.summary : r.secondary?.summary)?.[bar.metric]?.mean ?? NaN;
    const achieved = (bar.evaluation === 'primary' ? metrics : secondary)?.[bar.metric]?.mean ?? NaN;
    if (bar.higherIsBetter ? achieved >= bar.bar : achieved <= bar.bar) return [];
    const where = bar.evaluation === 'primary' ? '' : ' (record-wise)';
    const best = results.reduce((a, b) => (better(bar.metric, of(b), of(a)) ? b : a));
    const alternative =
      best === chosen
        ? 'No other candidate does better on this measure.'
        : `${best.candidate.label} reaches ${of(best).toFixed(3)} on it, but its ${def.selectBy} under the primary protocol is ${(best.primary.summary[def.selectBy]?.mean ?? NaN).toFixed(3)} against ${(chosen.primary.summary[def.selectBy]?.mean ?? NaN).toFixed(3)} for the chosen model, and the choice follows the primary protocol.`;
    return [`Quality bar not met: ${bar.metric}${where} is ${achieved.toFixed(3)}, the bar ${bar.bar}. ${alternative}`];
  });
}

/** Which inputs a reading note is about, in words: 'Chest pain type (every value)', 'Thallium stress test: Fixed defect (1)'. */
function appliesTo(def: ToolDefinition, note: ReadingNote): string {
  const field = def.fields.find((f) => f.name === note.field);
  if (field === undefined) throw new Error(`${def.tool}: reading note for unknown field ${note.field}`);
  if (note.values === undefined) return `${field.label} (${field.options === undefined ? 'any value' : 'every value'})`;
  const values = note.values.map((v) => `${field.options?.find((o) => o.value === v)?.label ?? String(v)} (${v})`);
  return `${field.label}: ${values.join(', ')}`;
}

/** Rows shown in the card: the first two of each class (classification) or the first four (regression). */
function exampleRows(def: ToolDefinition, examples: readonly Example[]): number[] {
  if (def.task === 'regression') return [0, 1, 2, 3];
  const rows = (cls: number) => examples.flatMap((e, i) => (e.target === cls ? [i] : [])).slice(0, 2);
  return [...rows(1), ...rows(0)].sort((a, b) => a - b);
}

export function evaluateCandidates(def: ToolDefinition, dataset: Dataset): CandidateResult[] {
  return def.candidates.map((candidate) => ({
    candidate,
    primary: crossValidate(candidate, def.task, def.zeroMeansMissing, dataset.examples, def.evaluation),
    ...(def.secondaryEvaluation === undefined
      ? {}
      : { secondary: crossValidate(candidate, def.task, def.zeroMeansMissing, dataset.examples, def.secondaryEvaluation) }),
  }));
}

export function fitFinal(def: ToolDefinition, candidate: Candidate, examples: readonly Example[]) {
  return fitPipeline(
    candidate,
    def.task,
    examples.map((e) => e.inputs),
    examples.map((e) => e.target),
    def.zeroMeansMissing,
    finalSeed,
  );
}

function selectionText(def: ToolDefinition, chosen: CandidateResult, results: readonly CandidateResult[]): string {
  const list = results.map((r) => `${r.candidate.id} ${(r.primary.summary[def.selectBy]?.mean ?? NaN).toFixed(4)}`).join(', ');
  return `highest mean cross-validated ${def.selectBy}${errorMetrics.has(def.selectBy) ? ' (lowest is best)' : ''} under the primary protocol: ${list}. Chosen: ${chosen.candidate.id}.`;
}

export function trainTool(def: ToolDefinition): Artefact {
  const dataset = loadDataset(def);
  const { examples } = dataset;
  const results = evaluateCandidates(def, dataset);
  const chosen = chooseCandidate(def, results);
  const fitted = fitFinal(def, chosen.candidate, examples);
  const outputs = examples.map((e) => predictOutput(fitted, chosen.candidate.terms, def.task, e.inputs));
  const targets = examples.map((e) => e.target);
  const metrics: MetricSummary = chosen.primary.summary;
  const pooledActual = chosen.primary.outOfFold.flatMap(() => targets);
  const pooledPredicted = chosen.primary.outOfFold.flat();

  let interval: Artefact['interval'];
  let calibration: ModelCard['calibration'];
  if (def.task === 'regression') {
    const residuals = pooledActual.map((y, i) => y - (pooledPredicted[i] ?? NaN));
    interval = { level: 0.9, lower: quantile(residuals, 0.05), upper: quantile(residuals, 0.95) };
  } else {
    calibration = {
      brier: scores('classification', pooledActual, pooledPredicted).brier ?? NaN,
      bins: reliabilityBins(pooledActual, pooledPredicted).map((b) => ({
        from: b.from,
        to: b.to,
        count: b.count,
        mean_predicted: b.meanPredicted,
        observed_rate: b.observedRate,
      })),
    };
  }

  const secondary = chosen.secondary?.summary;
  const rangeOf = ranges(def, examples);
  const card: ModelCard = {
    tool: def.tool,
    title: def.title,
    version: def.version,
    summary: def.summary,
    disclaimer: predictionDisclaimerLong,
    data: {
      name: def.data.name,
      file: `services/predict/data/${def.data.file}`,
      sha256: dataset.sha256,
      rows: examples.length,
      target: def.data.target,
      ...(def.task === 'classification'
        ? { class_balance: `${targets.filter((t) => t === 1).length} ${def.condition ?? 'positive'} / ${targets.filter((t) => t === 0).length} not` }
        : {}),
      licence: def.data.licence,
      citation: def.data.citation,
      notes: [...def.data.notes],
    },
    intended_use: [...def.intendedUse],
    not_intended_use: [...def.notIntendedUse],
    features: def.fields.map((f) => ({
      field: f.name,
      label: f.label,
      ...(f.unit === undefined ? {} : { unit: f.unit }),
      help: f.help,
      training_min: rangeOf[f.name]?.[0] ?? NaN,
      training_max: rangeOf[f.name]?.[1] ?? NaN,
      bounds: [f.min, f.max],
    })),
    model: {
      id: chosen.candidate.id,
      name: chosen.candidate.name,
      reason: selectionText(def, chosen, results),
      preprocessing: preprocessing(def, chosen.candidate),
      hyperparameters: hyperparameters(chosen.candidate),
      explanation_method: explanationMethod(def, chosen.candidate),
    },
    evaluation: {
      protocol: def.evaluation.description,
      selection: `Hyper-parameters are the fixed defaults of each family (nothing tuned). The family is chosen by the ${def.selectBy} of this same cross-validation, so the chosen model's figures are slightly optimistic (${results.length} candidates compared).`,
      seeds: [...def.evaluation.seeds],
      folds: def.evaluation.folds,
    },
    metrics,
    ...(def.secondaryEvaluation === undefined || secondary === undefined
      ? {}
      : { secondary_evaluation: { protocol: def.secondaryEvaluation.description, metrics: secondary } }),
    candidates: results.map((r) => ({
      id: r.candidate.id,
      name: r.candidate.name,
      chosen: r === chosen,
      metrics: { ...r.primary.summary, ...Object.fromEntries(Object.entries(r.secondary?.summary ?? {}).map(([k, v]) => [`record_wise_${k}`, v])) },
    })),
    quality_bars: def.bars.map((bar) => {
      const achieved = (bar.evaluation === 'primary' ? metrics : secondary)?.[bar.metric]?.mean ?? NaN;
      return {
        metric: bar.evaluation === 'secondary' ? `${bar.metric} (${def.secondaryEvaluation?.kind === 'stratified' ? 'record-wise' : 'secondary'})` : bar.metric,
        bar: bar.bar,
        higher_is_better: bar.higherIsBetter,
        achieved,
        met: bar.higherIsBetter ? achieved >= bar.bar : achieved <= bar.bar,
      };
    }),
    published: def.published(metrics, secondary),
    ...(calibration === undefined ? {} : { calibration }),
    ...(interval === undefined
      ? {}
      : {
          interval: {
            level: interval.level,
            lower_offset: interval.lower,
            upper_offset: interval.upper,
            method: 'prediction + the 5th and 95th percentiles of the out-of-fold residuals (actual − predicted) over all repeats; one width for every case',
          },
        }),
    ...(def.sexField === undefined ? {} : { by_sex: bySex(def, examples, chosen.primary) }),
    examples: exampleRows(def, examples).map((i) => ({
      row: i + 1,
      inputs: { ...(examples[i]?.inputs ?? {}) },
      actual: targets[i] ?? NaN,
      predicted: outputs[i] ?? NaN,
    })),
    limitations: [...missedBarNotes(def, chosen, results, metrics, secondary), ...def.limitations],
    ...(def.readingNotes === undefined ? {} : { reading_notes: def.readingNotes.map((n) => ({ field: n.field, applies_to: appliesTo(def, n), note: n.note })) }),
  };

  return {
    format: artefactFormat,
    tool: def.tool,
    version: def.version,
    data: { file: def.data.file, sha256: dataset.sha256, rows: examples.length },
    fitted,
    ...(def.task === 'classification' ? { threshold: 0.5 } : {}),
    ...(interval === undefined ? {} : { interval }),
    ranges: rangeOf,
    metrics,
    apparent: scores(def.task, targets, outputs),
    card,
  };
}
