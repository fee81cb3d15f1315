import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ToolDescription } from '../engine/types';

/** The fields with a typical range under them (PRED-CAL-1); the hints' words are the catalogue's. */
const hinted = ['Age', 'Height', 'Weight', 'Duration', 'Heart_Rate', 'Body_Temp'] as const;

/**
 * PRED-CAL-1 (the form and its hints), PRED-CAL-3 (the failure). I18N-1: the words in the page's
 * language ('predictions' catalogue).
 */
export function useCaloriesTool(): ToolDescription<'calories'> {
  const { t } = useTranslation('predictions');
  return useMemo(
    (): ToolDescription<'calories'> => ({
      tool: 'calories',
      title: t('calories.title'),
      subtitle: t('calories.subtitle'),
      submitText: t('calories.submit'),
      busyText: t('calories.busy'),
      failureMessage: () => t('calories.failure'),
      columns: 2,
      presentation: {
        Gender: { widget: 'toggle' },
        ...Object.fromEntries(hinted.map((name) => [name, { hint: t(`calories.hints.${name}`) }])),
      },
    }),
    [t],
  );
}

/** PRED-CAL-2: the ring gauge is full at 800 kcal. */
export const GAUGE_FULL_KCAL = 800;

export type Intensity = 'Light' | 'Moderate' | 'Intense' | 'Extreme';

/** PRED-CAL-2, the intensity: below 200, 200 up to 400, 400 up to 600, 600 and above. */
export function intensityOf(calories: number): Intensity {
  if (calories < 200) return 'Light';
  if (calories < 400) return 'Moderate';
  if (calories < 600) return 'Intense';
  return 'Extreme';
}

/** The share of the ring to fill, 0 to 1 (capped at full). */
export function gaugeFill(calories: number): number {
  return Math.min(Math.max(calories / GAUGE_FULL_KCAL, 0), 1);
}

/** PRED-CAL-2: result divided by weight, two decimals. */
export function caloriesPerKg(calories: number, weightKg: number): string {
  return (calories / weightKg).toFixed(2);
}

/**
 * PRED-CAL-6: what the Keytel et al. (2005) equations achieve on measured data (J Sports Sci
 * 23(3):289–297; 115 adults, energy use measured by gas exchange): without a fitness test, r = 0.857
 * between measured and estimated expenditure, 73.4 % of the variance explained. The tool's own
 * figures (R² 1.000, ± 0.3 kcal) come from data generated with such a formula and say nothing
 * about a real workout.
 */
export const keytelPublished = { r: 0.857, r2: 0.734, people: 115, citation: 'Keytel et al. 2005, Journal of Sports Sciences 23(3):289–297' } as const;

/**
 * The per-minute expenditure of the workouts in the tool's data: mean 5.20 kcal/min, SD 1.41
 * (services/predict/data/calories/calories-joined.csv), the spread the published error is scaled to.
 */
export const workoutSpread = { meanKcalPerMin: 5.2, sdKcalPerMin: 1.41 } as const;

/**
 * Half-width of a 90 % range relative to the estimate: 1.645 × the residual SD, which in a
 * regression is SD(measured) × √(1 − R²), with SD(measured) = SD(estimated) / r; as a share of the
 * average per-minute expenditure, rounded to whole percent (27 %).
 */
export const KEYTEL_RANGE_SHARE = Math.round(((1.645 * Math.sqrt(1 - keytelPublished.r2)) / keytelPublished.r) * (workoutSpread.sdKcalPerMin / workoutSpread.meanKcalPerMin) * 100) / 100;

/** The range a person should expect the real figure in, never below 0. */
export function calorieRange(kcal: number): { lower: number; upper: number } {
  return { lower: Math.max(0, Math.round(kcal * (1 - KEYTEL_RANGE_SHARE))), upper: Math.round(kcal * (1 + KEYTEL_RANGE_SHARE)) };
}

/** The figures PRED-CAL-6's sentence about the range states (calories.accuracy in the catalogue). */
export const calorieAccuracyFigures = {
  people: keytelPublished.people,
  explained: Math.round(keytelPublished.r2 * 100),
  share: Math.round(KEYTEL_RANGE_SHARE * 100),
} as const;
