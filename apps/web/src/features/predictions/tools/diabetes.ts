import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldPresentation, RangeBand, ToolDescription } from '../engine/types';

/**
 * PRED-DIAB-2: the bands of three inputs, each from a clinical source named on the form and on the
 * result (the catalogue's diabetes.sources). The data set's Glucose is the plasma glucose two hours
 * into an oral glucose tolerance test (OGTT), not a fasting value; its BloodPressure is the
 * diastolic pressure. A band is named by its key under diabetes.bands.<measure>.
 */
export const bandSources = ['glucose', 'bloodPressure', 'bmi'] as const;

type Tone = RangeBand['tone'];

/**
 * The 2-hour OGTT bands (ADA): below 140 mg/dL normal, 140 to 199 impaired glucose tolerance,
 * 200 and above the diabetes range. A 0 means 'not measured' in the training data (the service
 * says so in a warning), so it gets no band.
 */
export function glucoseBand(mgPerDl: number): { key: 'normal' | 'impaired' | 'diabetes'; tone: Tone } | undefined {
  if (mgPerDl <= 0) return undefined;
  if (mgPerDl < 140) return { key: 'normal', tone: 'good' };
  if (mgPerDl < 200) return { key: 'impaired', tone: 'caution' };
  return { key: 'diabetes', tone: 'alert' };
}

/** WHO adult BMI classes: below 18.5 underweight, 18.5 to 24.9 healthy, 25 to 29.9 overweight, 30 and above obese. */
export function bmiBand(bmi: number): { key: 'underweight' | 'healthy' | 'overweight' | 'obese'; tone: Tone } | undefined {
  if (bmi <= 0) return undefined;
  if (bmi < 18.5) return { key: 'underweight', tone: 'caution' };
  if (bmi < 25) return { key: 'healthy', tone: 'good' };
  if (bmi < 30) return { key: 'overweight', tone: 'caution' };
  return { key: 'obese', tone: 'alert' };
}

/** ACC/AHA 2017 by the diastolic value alone: below 80 normal, 80 to 89 stage 1, 90 and above stage 2 hypertension. */
export function bloodPressureBand(mmHg: number): { key: 'normal' | 'stage1' | 'stage2'; tone: Tone } | undefined {
  if (mmHg <= 0) return undefined;
  if (mmHg < 80) return { key: 'normal', tone: 'good' };
  if (mmHg < 90) return { key: 'stage1', tone: 'caution' };
  return { key: 'stage2', tone: 'alert' };
}

/** The three banded inputs: each field's band in the page's language. */
export type DiabetesBands = Readonly<Record<'Glucose' | 'BMI' | 'BloodPressure', (value: number) => RangeBand | undefined>>;

/** The fields with a typical range under them (PRED-DIAB-1); the hints' words are the catalogue's. */
const hinted = ['Pregnancies', 'Glucose', 'BloodPressure', 'SkinThickness', 'Insulin', 'BMI', 'DiabetesPedigreeFunction', 'Age'] as const;

/**
 * PRED-DIAB-1 (the form, its hints and bands), PRED-DIAB-4 (the failure). Labels are the
 * contract's (camel case split). I18N-1: the words in the page's language ('predictions' catalogue).
 */
export function useDiabetesTool(): ToolDescription<'diabetes'> & { bands: DiabetesBands } {
  const { t } = useTranslation('predictions');
  return useMemo((): ToolDescription<'diabetes'> & { bands: DiabetesBands } => {
    const bands: DiabetesBands = {
      Glucose: (value) => {
        const band = glucoseBand(value);
        return band && { label: t(`diabetes.bands.glucose.${band.key}`), tone: band.tone };
      },
      BMI: (value) => {
        const band = bmiBand(value);
        return band && { label: t(`diabetes.bands.bmi.${band.key}`), tone: band.tone };
      },
      BloodPressure: (value) => {
        const band = bloodPressureBand(value);
        return band && { label: t(`diabetes.bands.bloodPressure.${band.key}`), tone: band.tone };
      },
    };
    const presentation: Record<string, FieldPresentation> = Object.fromEntries(hinted.map((name) => [name, { hint: t(`diabetes.hints.${name}`) }]));
    for (const [name, band] of Object.entries(bands)) presentation[name] = { ...presentation[name], band };
    return {
      tool: 'diabetes',
      title: t('diabetes.title'),
      subtitle: t('diabetes.subtitle'),
      submitText: t('diabetes.submit'),
      busyText: t('diabetes.busy'),
      failureMessage: () => t('diabetes.failure'),
      columns: 2,
      presentation,
      bands,
    };
  }, [t]);
}

/** PRED-DIAB-3: the Key Risk Factors bars' widths in percent (glucose/3, BMI×2, BP/2, age×1.2, capped). */
export function riskBarWidths(inputs: Readonly<Record<string, number>>) {
  const cap = (value: number) => Math.min(Math.max(value, 0), 100);
  return {
    Glucose: cap((inputs.Glucose ?? 0) / 3),
    BMI: cap((inputs.BMI ?? 0) * 2),
    BloodPressure: cap((inputs.BloodPressure ?? 0) / 2),
    Age: cap((inputs.Age ?? 0) * 1.2),
  };
}
