import { predictionFields, type FieldWords, type NumericField, type PredictionTool } from '@clinvia/contracts/predictions';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

// I18N-1: the contract's fields in the page's language: label, help, unit, the coded choices'
// words and the group titles come from the 'predictions' catalogue (its English repeats the
// contract's); names, bounds and defaults stay the contract's, so the request is the same.

/** t for keys built from a field's name (the catalogue test reads the templates below). */
type Words = (key: string, values?: Record<string, string>) => string;

/** The contract's group titles (Parkinson's measures, breast cancer's value kinds) to their keys. */
const groupKeys: Readonly<Record<string, string>> = {
  'Fundamental Frequency': 'ff',
  Jitter: 'jitter',
  Shimmer: 'shimmer',
  'Noise Ratios': 'noise',
  'Nonlinear Measures': 'nonlinear',
  'Mean Values': 'mean',
  'Standard Error Values': 'se',
  'Worst Values': 'worst',
};

const breastSuffixes = ['mean', 'se', 'worst'] as const;

function inWords(tool: PredictionTool, field: NumericField, t: Words): NumericField {
  const group = field.group === undefined ? {} : { group: t(`groups.${groupKeys[field.group] ?? field.group}`) };
  if (tool === 'breast-cancer') {
    // PRED-BREAST-1: <measure>_<mean|se|worst>, labelled from the two parts.
    const suffix = breastSuffixes.find((end) => field.name.endsWith(`_${end}`)) ?? 'mean';
    const measure = field.name.slice(0, -(suffix.length + 1));
    return {
      ...field,
      ...group,
      label: t('breast.label', { measure: t(`breast.measures.${measure}.label`), suffix: t(`breast.suffixes.${suffix}.label`) }),
      help: t('breast.help', { measure: t(`breast.measures.${measure}.help`), suffix: t(`breast.suffixes.${suffix}.help`) }),
    };
  }
  return {
    ...field,
    ...group,
    label: t(`fields.${tool}.${field.name}.label`),
    help: t(`fields.${tool}.${field.name}.help`),
    ...(field.unit === undefined ? {} : { unit: t(`fields.${tool}.${field.name}.unit`) }),
    ...(field.options === undefined ? {} : { options: field.options.map((option) => ({ ...option, label: t(`fields.${tool}.${field.name}.options.${String(option.value)}`) })) }),
  };
}

/** The tool's contract fields, their words in the page's language. */
export function useToolFields(tool: PredictionTool): readonly NumericField[] {
  const { t: typed } = useTranslation('predictions');
  return useMemo(() => {
    const t = typed as unknown as Words;
    return predictionFields[tool].map((field) => inWords(tool, field, t));
  }, [tool, typed]);
}

/**
 * The words of the form's own messages ('… is required', '… must be between …') in the page's
 * language: the contract builds them from a field's label and bounds, so they cannot be looked up
 * by their English text (lib/i18n/contract-messages.ts); the page passes its words instead.
 */
export function useFieldMessageWords(): FieldWords {
  const { t } = useTranslation('predictions');
  return useMemo(
    () => ({
      required: (label) => t('validation.required', { label }),
      notNumber: (label) => t('validation.notNumber', { label }),
      whole: (label) => t('validation.whole', { label }),
      between: (label, min, max) => t('validation.between', { label, min, max }),
      oneOf: (label, values) => t('validation.oneOf', { label, values }),
    }),
    [t],
  );
}
