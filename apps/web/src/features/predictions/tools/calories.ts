import type { ToolDescription } from '../engine/types';

/** PRED-CAL-1 (the form and its hints), PRED-CAL-3 (the failure). */
export const caloriesTool: ToolDescription<'calories'> = {
  tool: 'calories',
  title: 'Workout Calorie Calculator',
  subtitle: 'Estimate calories burned during your exercise',
  submitText: 'Calculate Calories Burned',
  busyText: 'Calculating...',
  failureMessage: () => 'Failed to predict calories. Please try again.',
  columns: 2,
  presentation: {
    Gender: { widget: 'toggle' },
    Age: { hint: 'Typical range: 15–80 years' },
    Height: { hint: 'Typical range: 120–220 cm' },
    Weight: { hint: 'Typical range: 30–200 kg' },
    Duration: { hint: 'Typical range: 1–120 min' },
    Heart_Rate: { hint: 'Typical range: 40–200 bpm' },
    Body_Temp: { hint: 'Typical range: 35–42 °C' },
  },
};

export const caloriesTexts = {
  footer: 'Estimates are based on statistical models and may differ from the calories you actually burn.',
  resultHeading: 'Workout Results',
  calculateAgain: 'Calculate Again',
  save: 'Save Results',
  tipsHeading: 'Workout Tips',
  tips: ['Stay hydrated before, during and after your workout.', 'Maintain proper form to avoid injuries.', 'Allow time for recovery between intense sessions.'],
} as const;

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

export const intensityAdvice: Record<Intensity, string> = {
  Light: 'This is a light workout. Consider increasing intensity or duration for better results.',
  Moderate: 'Good moderate workout. This is ideal for maintaining fitness.',
  Intense: 'Great intense workout! Make sure to stay hydrated and rest properly.',
  Extreme: "Extreme calorie burn! Ensure you're not overtraining and consuming enough nutrients.",
};

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

export const calorieAccuracyText = `The estimate uses the heart-rate equations of Keytel et al. (2005). Checked against energy use measured in ${String(keytelPublished.people)} adults, such equations explained ${String(Math.round(keytelPublished.r2 * 100))} % of the differences between workouts, so expect the real figure within about ± ${String(Math.round(KEYTEL_RANGE_SHARE * 100))} % of it. The near-perfect fit on this tool's own data only shows that those data were computed with such a formula.`;
