import {
  breastCancerResults,
  diabetesMessages,
  heartMessages,
  parkinsonsMessages,
  predictionDisclaimer,
  type BreastCancerResponse,
  type CaloriesResponse,
  type DiabetesResponse,
  type HeartResponse,
  type InsuranceResponse,
  type ParkinsonsResponse,
  type PredictionTool,
} from '@clinvia/contracts/predictions';
import { predictPipeline } from '../models/pipeline';
import type { Inputs } from '../models/terms';
import { protocolLabel, readingNotesFor } from '../models/tool';
import type { LoadedModel } from './models';

interface Warning {
  field: string;
  message: string;
}
type ModelInfo = HeartResponse['model'];

/** The metrics of the quality bars plus sensitivity and specificity; the card has the rest. */
function headlineMetrics(model: LoadedModel): string[] {
  const bars = model.def.bars.filter((b) => b.evaluation === 'primary').map((b) => b.metric);
  return [...new Set([...bars, ...(model.def.task === 'classification' ? ['sensitivity', 'specificity'] : ['r2', 'rmse', 'mae'])])];
}

function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

function withUnit(value: number, unit: string | undefined): string {
  return unit === undefined ? String(value) : `${value} ${unit}`;
}

/** Warnings for values the model has not seen (accepted, but the estimate is less reliable). */
export function inputWarnings(model: LoadedModel, x: Inputs): Warning[] {
  const { def, artefact } = model;
  const warnings: Warning[] = [];
  for (const field of def.fields) {
    const value = x[field.name] ?? NaN;
    if (def.zeroMeansMissing.includes(field.name) && value === 0) {
      const median = artefact.fitted.impute[field.name] ?? NaN;
      warnings.push({
        field: field.name,
        message: `${field.label} 0 is read as "not measured", as in the training data; the typical value ${withUnit(round(median, 2), field.unit)} was used instead.`,
      });
      continue;
    }
    const [min, max] = artefact.ranges[field.name] ?? [-Infinity, Infinity];
    if (value < min || value > max)
      warnings.push({
        field: field.name,
        message: `${field.label} ${withUnit(value, field.unit)} is outside the range of the training data (${min} to ${withUnit(max, field.unit)}); the estimate is less reliable.`,
      });
  }
  return warnings;
}

/** Short names of the contribution methods; the model card (GET /model) describes each in full. */
const shortMethod = {
  logistic: 'coefficient × standardised value',
  linear: 'coefficient × standardised value',
  boosting: 'tree path attribution (Saabas)',
  forest: 'tree path attribution (Saabas)',
  voting: 'members\' attributions, averaged',
} as const;

// Four decimals are far below the models' accuracy, and short numbers keep responses small
// and fast to serialise.
const decimals = 4;

const modelInfos = new WeakMap<LoadedModel, ModelInfo>();

/** The response's `model` block: the same for every request, so built once per model. */
function modelInfo(model: LoadedModel): ModelInfo {
  const cached = modelInfos.get(model);
  if (cached !== undefined) return cached;
  const { def, artefact } = model;
  const info: ModelInfo = {
    tool: def.tool,
    name: model.candidate.label,
    version: artefact.version,
    evaluation: protocolLabel(def.evaluation),
    metrics: Object.fromEntries(
      headlineMetrics(model).flatMap((m) => {
        const s = artefact.metrics[m];
        return s === undefined ? [] : [[m, { mean: round(s.mean, 3), sd: round(s.sd, 3) }]];
      }),
    ),
  };
  modelInfos.set(model, info);
  return info;
}

function common(model: LoadedModel, x: Inputs) {
  const { def, artefact, candidate } = model;
  const p = predictPipeline(artefact.fitted, candidate.terms, def.task, x);
  const unit = p.unit === 'value' ? (def.unit ?? 'value') : p.unit;
  const contributions = Object.fromEntries(
    def.fields.map((f) => [f.name, round(p.contributions[f.name] ?? 0, decimals)] as const).sort((a, b) => Math.abs(b[1]) - Math.abs(a[1])),
  );
  const notes = readingNotesFor(def, x);
  return {
    output: p.output,
    extras: {
      disclaimer: predictionDisclaimer,
      model: modelInfo(model),
      explanation: {
        unit,
        method: shortMethod[candidate.family],
        baseline: round(p.baseline, decimals),
        contributions,
        ...(Object.keys(notes).length > 0 ? { notes } : {}),
      },
      warnings: inputWarnings(model, x),
    },
  };
}

function classification(model: LoadedModel, x: Inputs) {
  const { output, extras } = common(model, x);
  const threshold = model.artefact.threshold ?? 0.5;
  return { positive: output >= threshold, probability: round(output, decimals), threshold, condition: model.def.condition ?? '', ...extras };
}

function regression(model: LoadedModel, x: Inputs) {
  const { output, extras } = common(model, x);
  const unit = model.def.unit ?? '';
  const interval = model.artefact.interval ?? { level: 0, lower: 0, upper: 0 };
  // Calories and costs cannot be negative; a linear model can go below 0 far from its data.
  const value = round(Math.max(0, output), 2);
  const warnings =
    output < 0 ? [...extras.warnings, { field: '_', message: `The model gave a negative value (${round(output, 2)} ${unit}) for these inputs, shown as 0; they are far from the training data.` }] : extras.warnings;
  return {
    value,
    unit,
    interval: { level: interval.level, lower: round(Math.max(0, output + interval.lower), 2), upper: round(Math.max(0, output + interval.upper), 2) },
    ...extras,
    warnings,
  };
}

export const predictors = {
  heart: (m: LoadedModel, x: Inputs): HeartResponse => {
    const r = classification(m, x);
    return { prediction: r.positive ? heartMessages.positive : heartMessages.negative, ...r };
  },
  parkinsons: (m: LoadedModel, x: Inputs): ParkinsonsResponse => {
    const r = classification(m, x);
    return { message: r.positive ? parkinsonsMessages.positive : parkinsonsMessages.negative, ...r };
  },
  'breast-cancer': (m: LoadedModel, x: Inputs): BreastCancerResponse => {
    const r = classification(m, x);
    // SPEC: prediction 0 = malignant, 1 = benign; the model's positive class is malignant.
    return r.positive ? { prediction: 0, result: breastCancerResults.malignant, ...r } : { prediction: 1, result: breastCancerResults.benign, ...r };
  },
  calories: (m: LoadedModel, x: Inputs): CaloriesResponse => {
    const r = regression(m, x);
    return { predicted_calories: r.value, ...r };
  },
  insurance: (m: LoadedModel, x: Inputs): InsuranceResponse => {
    const r = regression(m, x);
    return { predicted_cost_usd: r.value, ...r };
  },
  diabetes: (m: LoadedModel, x: Inputs): DiabetesResponse => {
    const r = classification(m, x);
    return { prediction: r.positive ? diabetesMessages.positive : diabetesMessages.negative, ...r };
  },
} satisfies Record<PredictionTool, (m: LoadedModel, x: Inputs) => unknown>;
