import type { NumericField, PredictionTool } from '@clinvia/contracts/predictions';
import type { Candidate, Task } from './pipeline';
import type { Inputs } from './terms';

export type MetricSummary = Record<string, { mean: number; sd: number }>;

/** One row of a data set, read into the service's input fields. */
export interface Example {
  inputs: Inputs;
  /** 1 = the condition (classification) or the value (regression). */
  target: number;
  /** The person a row belongs to, where the data have several rows per person. */
  group?: string;
}

export interface Protocol {
  kind: 'stratified' | 'grouped' | 'kfold';
  folds: number;
  seeds: readonly number[];
  description: string;
}

/** A short name of a protocol for responses, e.g. "stratified 10-fold CV × 5 seeds". */
export function protocolLabel(protocol: Protocol): string {
  const kind = protocol.kind === 'grouped' ? 'subject-grouped stratified ' : protocol.kind === 'stratified' ? 'stratified ' : '';
  return `${kind}${protocol.folds}-fold CV × ${protocol.seeds.length} seeds`;
}

export interface QualityBar {
  metric: string;
  bar: number;
  higherIsBetter: boolean;
  /** Which evaluation the bar applies to. */
  evaluation: 'primary' | 'secondary';
}

/**
 * Plain words for an input whose contribution would read wrongly to a clinician (PRED-11): where
 * the data set's coding or selection, or the fitted model's sign, goes against clinical
 * expectation. The service sends the note with the contribution; the model card lists it.
 */
export interface ReadingNote {
  field: string;
  /** The coded values the note is about; all values when absent. */
  values?: readonly number[];
  note: string;
}

/** Everything the training run and the service need to know about one tool. */
export interface ToolDefinition {
  tool: PredictionTool;
  title: string;
  version: string;
  task: Task;
  summary: string;
  fields: readonly NumericField[];
  data: {
    name: string;
    file: string;
    target: string;
    licence: string;
    citation: string;
    notes: readonly string[];
  };
  parse: (record: Readonly<Record<string, string>>) => Example;
  /** Classification: the condition a probability refers to (the positive class). */
  condition?: string;
  /** Regression: the unit of the predicted value. */
  unit?: string;
  zeroMeansMissing: readonly string[];
  candidates: readonly Candidate[];
  /** Metric the candidates are compared on (higher is better unless it is an error). */
  selectBy: string;
  evaluation: Protocol;
  secondaryEvaluation?: Protocol;
  sexField?: { name: string; labels: Readonly<Record<number, string>> };
  bars: readonly QualityBar[];
  published: (metrics: MetricSummary, secondary: MetricSummary | undefined) => { source: string; result: string; comparison: string }[];
  intendedUse: readonly string[];
  notIntendedUse: readonly string[];
  limitations: readonly string[];
  readingNotes?: readonly ReadingNote[];
}

/** The reading notes that apply to these inputs, by field (PRED-11). */
export function readingNotesFor(def: ToolDefinition, x: Inputs): Record<string, string> {
  const notes: Record<string, string> = {};
  for (const { field, values, note } of def.readingNotes ?? []) {
    const value = x[field];
    if (value !== undefined && (values === undefined || values.includes(value))) notes[field] = note;
  }
  return notes;
}

export function num(value: string | undefined, column: string): number {
  const n = Number(value);
  if (value === undefined || value.trim() === '' || !Number.isFinite(n)) throw new Error(`column ${column}: not a number: ${String(value)}`);
  return n;
}

/** Reads the listed fields of a CSV record as numbers. */
export function numbers(record: Readonly<Record<string, string>>, names: readonly string[]): Record<string, number> {
  return Object.fromEntries(names.map((name) => [name, num(record[name], name)]));
}

export const classificationMetrics = ['accuracy', 'auc', 'sensitivity', 'specificity', 'brier'] as const;
export const regressionMetrics = ['r2', 'rmse', 'mae'] as const;

export function fmt(value: number, digits = 3): string {
  return value.toFixed(digits);
}
