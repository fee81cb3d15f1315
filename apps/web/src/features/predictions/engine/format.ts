import type { NumericField } from '@clinvia/contracts/predictions';
import type { UiLanguage } from '@clinvia/contracts/ui-language';
import { localeOf } from '../../../lib/i18n/locale';

/** '56 %'; the extremes say '< 1 %' and '> 99 %' rather than a certainty no model has. */
export function formatProbability(probability: number): string {
  if (probability < 0.005) return '< 1 %';
  if (probability > 0.995) return '> 99 %';
  return `${Math.round(probability * 100)} %`;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const usdWhole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** PRED-INS-2: dollars with two decimals. */
export function formatUsd(value: number): string {
  return usd.format(value);
}

/** An amount in the service's unit ('USD', 'kcal'); `whole` drops the cents or decimals. */
export function formatAmount(value: number, unit: string, whole = false): string {
  if (unit === 'USD') return whole ? usdWhole.format(value) : usd.format(value);
  const digits = whole || Math.abs(value) >= 10 ? 0 : 1;
  return `${value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })} ${unit}`;
}

/** A field's value as a person reads it: the coded choice in words, or the number with its unit. */
export function fieldValueText(field: NumericField, value: number): string {
  const option = field.options?.find((o) => o.value === value);
  if (option !== undefined) return option.label;
  return field.unit === undefined ? String(value) : `${value} ${field.unit}`;
}

/** A measured value with its unit, digits grouped in the page's language ('1,440 min'). */
export function formatMeasure(value: number, unit: string | undefined, language: UiLanguage): string {
  const number = value.toLocaleString(localeOf(language), { maximumFractionDigits: 2 });
  return unit === undefined ? number : `${number} ${unit}`;
}

/** TIME-3, PRED-8, I18N-4: dates in the page's language (en-US or es-US). */
export function formatDateTime(date: Date, language: UiLanguage): string {
  return date.toLocaleString(localeOf(language), { dateStyle: 'medium', timeStyle: 'short' });
}
