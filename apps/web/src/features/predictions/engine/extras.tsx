import type { ModelInfo, NumericField, PredictionExplanation, PredictionInterval, PredictionWarning } from '@clinvia/contracts/predictions';
import { ArrowDown, ArrowUp, Info, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { contractMessage } from '../../../lib/i18n/contract-messages';
import { useLanguage } from '../../../lib/i18n/i18n';
import { calibratedPercent, calibratedReading, inTen } from './calibration';
import { fieldValueText, formatAmount, formatMeasure, formatProbability } from './format';

/** A tool whose result is yes or no, with a calibrated reading (PRED-13). */
type ClassificationTool = Parameters<typeof calibratedReading>[0];

/**
 * The headline of a yes/no result (PRED-13): the group, then what it meant for people in the
 * data; in the page's language (I18N-1).
 */
export function useCalibratedHeadline(): (tool: ClassificationTool, probability: number) => string {
  const { t } = useTranslation('predictions');
  return (tool, probability) => {
    const reading = calibratedReading(tool, probability);
    const { share, tenths } = inTen(reading.observedRate);
    const group = t(`calibrated.${reading.group}`);
    return t('calibrated.headline', { group, share: t(`calibrated.${share}`, { tenths }), condition: t(`calibrated.conditions.${tool}`) });
  };
}

// The structured extras our service's answers carry (ML-5, PRED-6), read from their fields, never
// from the wording of the message. PRED-10: a service that speaks only the specification's
// contract sends none of them, so each one shows only when it is there.

interface Classification {
  probability?: number | undefined;
  threshold?: number | undefined;
  condition?: string | undefined;
}
interface Regression {
  unit?: string | undefined;
  interval?: PredictionInterval | undefined;
}

/**
 * PRED-13: the share of the model's test cases with a probability like this one that had the
 * condition, beside the calibrated headline; never finer or surer than those tests support.
 */
export function CalibratedFigure({ tool, probability }: { tool: ClassificationTool; probability: number | undefined }) {
  const { t } = useTranslation('predictions');
  if (probability === undefined) return null;
  const reading = calibratedReading(tool, probability);
  return (
    <p className="shrink-0 sm:max-w-56 sm:text-right" data-testid="probability-figure">
      <span className="block text-3xl leading-none font-bold">{calibratedPercent(reading.observedRate)}</span>{' '}
      <span className="text-sm">{t('calibrated.figure', { condition: t(`calibrated.conditions.${tool}`) })}</span>
    </p>
  );
}

/** The estimated probability as a bar, with the threshold from which the model calls a result positive. */
export function ProbabilityMeter({ result, favourable }: { result: Classification; favourable: boolean }) {
  const { t } = useTranslation('predictions');
  const { probability, threshold } = result;
  if (probability === undefined) return null;
  const percent = Math.round(probability * 100);
  return (
    <div>
      <div aria-hidden="true" className="h-3 overflow-hidden rounded-full bg-slate-200">
        <div className={`h-full rounded-full ${favourable ? 'bg-emerald-600' : 'bg-red-600'}`} style={{ width: `${Math.max(percent, 1)}%` }} />
      </div>
      {threshold !== undefined && <p className="mt-2 text-sm text-slate-600">{t('threshold', { threshold: formatProbability(threshold) })}</p>}
    </div>
  );
}

/** The estimate's range: where 90 % of similar cases fell in the model's evaluation. */
export function EstimateRange({ result }: { result: Regression }) {
  const { t } = useTranslation('predictions');
  if (result.interval === undefined || result.unit === undefined) return null;
  const { level, lower, upper } = result.interval;
  if (level <= 0) return null;
  return (
    <p className="text-sm text-slate-700">{t('range', { lower: formatAmount(lower, result.unit), upper: formatAmount(upper, result.unit), level: Math.round(level * 100) })}</p>
  );
}

interface ContributionsProps {
  explanation: PredictionExplanation | undefined;
  fields: readonly NumericField[];
  inputs: Record<string, number>;
  /** How many factors to list. */
  limit?: number;
}

/** How a contribution moved the estimate, in words that fit its unit. */
function useEffectText(): (value: number, unit: string, noted: boolean) => string {
  const { t } = useTranslation('predictions');
  return (value, unit, noted) => {
    const up = value > 0;
    const probability = unit === 'log-odds' || unit === 'probability';
    const amount = formatAmount(Math.abs(value), unit);
    // PRED-11: where a note says the model's direction is surprising, no verb that reads as a
    // clinical effect: the direction within this model only, and the note beside it.
    if (noted) {
      if (probability) return up ? t('contributions.towardsHigher') : t('contributions.towardsLower');
      return t('contributions.amountInModel', { sign: up ? '+' : '−', amount });
    }
    if (probability) return up ? t('contributions.raised') : t('contributions.lowered');
    return up ? t('contributions.added', { amount }) : t('contributions.tookOff', { amount });
  };
}

/**
 * The inputs that moved the estimate most, largest first, with their direction: for a
 * probability in words only (log-odds mean nothing to most people), for an amount with the
 * amount; with the service's note where the direction would read wrongly to a clinician.
 */
export function Contributions({ explanation, fields, inputs, limit = 5 }: ContributionsProps) {
  const { t } = useTranslation('predictions');
  const language = useLanguage();
  const effectText = useEffectText();
  if (explanation === undefined) return null;
  const byName = new Map(fields.map((field) => [field.name, field]));
  const top = Object.entries(explanation.contributions)
    .filter(([, value]) => value !== 0)
    .sort((a, b) => Math.abs(b[1]) - Math.abs(a[1]))
    .slice(0, limit);
  const largest = Math.abs(top[0]?.[1] ?? 1);
  if (top.length === 0) return null;

  return (
    <div>
      <h3 className="text-lg font-semibold text-slate-900">{t('contributions.heading')}</h3>
      <p className="mt-1 text-sm text-slate-600">{t('contributions.lead')}</p>
      <ul className="mt-3 max-w-2xl space-y-3">
        {top.map(([name, value]) => {
          const field = byName.get(name);
          const input = inputs[name];
          const note = explanation.notes?.[name];
          const up = value > 0;
          const Icon = up ? ArrowUp : ArrowDown;
          return (
            <li key={name} data-testid={`contribution-${name}`}>
              <p className="flex items-start gap-2 text-sm text-slate-800">
                <Icon className={`mt-0.5 size-4 shrink-0 ${up ? 'text-amber-700' : 'text-sky-700'}`} aria-hidden="true" />
                <span>
                  <span className="font-medium">
                    {field?.label ?? name}
                    {field !== undefined && input !== undefined ? ` (${fieldValueText(field, input)})` : ''}
                  </span>
                  {effectText(value, explanation.unit, note !== undefined)}
                </span>
              </p>
              <div aria-hidden="true" className="mt-1 ml-6 h-1.5 rounded-full bg-slate-100">
                <div className={`h-full rounded-full ${up ? 'bg-amber-400' : 'bg-sky-500'}`} style={{ width: `${Math.max(4, (Math.abs(value) / largest) * 100)}%` }} />
              </div>
              {note !== undefined && (
                <p className="mt-2 ml-6 flex gap-2 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700">
                  <Info className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
                  <span>
                    <span className="font-semibold">{t('contributions.readWithCare')}</span>
                    {contractMessage(note, language)}
                  </span>
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * I18N-12: a warning of the service in the page's language, said from its kind and numbers with
 * the field's words of the page; a warning without them (another service's) as it came.
 * `unit`: the estimate's, for a negative estimate.
 */
export function useWarningText(fields: readonly NumericField[]): (warning: PredictionWarning, unit?: string) => string {
  const { t } = useTranslation('predictions');
  const language = useLanguage();
  return (warning, unit = '') => {
    const field = fields.find((f) => f.name === warning.field);
    const { kind, value, min, max, typical } = warning;
    const measure = (amount: number) => formatMeasure(amount, field?.unit, language);
    if (kind === 'not_measured' && field !== undefined && typical !== undefined) return t('warnings.notMeasured', { label: field.label, typical: measure(typical) });
    if (kind === 'outside_training_range' && field !== undefined && value !== undefined && min !== undefined && max !== undefined) {
      return t('warnings.outsideRange', { label: field.label, value: measure(value), min: formatMeasure(min, undefined, language), max: measure(max) });
    }
    if (kind === 'negative_estimate' && value !== undefined) return t('warnings.negativeEstimate', { value: formatAmount(value, unit) });
    return warning.message;
  };
}

interface InputWarningsProps {
  warnings: readonly PredictionWarning[] | undefined;
  /** The form's fields in the page's language. */
  fields: readonly NumericField[];
  /** The estimate's unit (a regression's). */
  unit?: string | undefined;
}

/** The service's warnings (values outside the training data), listed with the result. */
export function InputWarnings({ warnings, fields, unit }: InputWarningsProps) {
  const { t } = useTranslation('predictions');
  const warningText = useWarningText(fields);
  if (warnings === undefined || warnings.length === 0) return null;
  return (
    <div className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
      <h3 className="flex items-center gap-2 font-semibold">
        <TriangleAlert className="size-4" aria-hidden="true" />
        {t('warningsHeading')}
      </h3>
      <ul className="mt-1 list-disc space-y-1 pl-6 text-sm">
        {warnings.map((warning) => (
          <li key={`${warning.field}:${warning.message}`}>{warningText(warning, unit)}</li>
        ))}
      </ul>
    </div>
  );
}

const percentMetric = (value: number) => `${Math.round(value * 100)} %`;

/** The model's cross-validated quality in one line (accuracy and AUC, or R² and typical error), in the page's language. */
export function useModelQualityText(): (model: ModelInfo, unit?: string) => string {
  const { t } = useTranslation('predictions');
  return (model, unit = '') => {
    const m = model.metrics;
    const parts: string[] = [];
    if (m.accuracy !== undefined) parts.push(t('quality.accuracy', { value: percentMetric(m.accuracy.mean) }));
    const auc = m.auc ?? m.auc_pooled;
    if (auc !== undefined) parts.push(t('quality.auc', { value: auc.mean.toFixed(2) }));
    if (m.r2 !== undefined) parts.push(t('quality.r2', { value: m.r2.mean.toFixed(m.r2.mean > 0.99 ? 3 : 2) }));
    if (m.mae !== undefined) parts.push(t('quality.mae', { value: formatAmount(m.mae.mean, unit, m.mae.mean >= 10) }));
    return t('quality.line', { name: model.name, version: model.version, parts: parts.join(', '), evaluation: model.evaluation });
  };
}

export function ModelQuality({ model, unit }: { model: ModelInfo | undefined; unit: string | undefined }) {
  const modelQualityText = useModelQualityText();
  if (model === undefined) return null;
  return <p className="text-sm text-slate-600">{modelQualityText(model, unit)}</p>;
}
