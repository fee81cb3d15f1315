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
