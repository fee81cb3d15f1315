import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { predictions } from '../texts';
import { calorieAccuracyFigures, calorieRange, caloriesPerKg, gaugeFill, intensityOf, KEYTEL_RANGE_SHARE, keytelPublished } from './calories';

describe('calories (PRED-CAL-2)', () => {
  it.each([
    [0, 'Light'],
    [199.99, 'Light'],
    [200, 'Moderate'],
    [399.99, 'Moderate'],
    [400, 'Intense'],
    [599.99, 'Intense'],
    [600, 'Extreme'],
    [2000, 'Extreme'],
  ] as const)('%s kcal is a %s workout', (calories, intensity) => {
    expect(intensityOf(calories)).toBe(intensity);
  });

  it("has SPEC's advice for each intensity", () => {
    expect(predictions.calories.advice.Light).toBe('This is a light workout. Consider increasing intensity or duration for better results.');
    expect(predictions.calories.advice.Extreme).toBe("Extreme calorie burn! Ensure you're not overtraining and consuming enough nutrients.");
  });

  it('fills the gauge to calories/800, full from 800', () => {
    expect(gaugeFill(200)).toBe(0.25);
    expect(gaugeFill(800)).toBe(1);
    expect(gaugeFill(1200)).toBe(1);
    expect(gaugeFill(0)).toBe(0);
  });

  it('gives calories per kg with two decimals', () => {
    expect(caloriesPerKg(44.95, 60)).toBe('0.75');
    expect(caloriesPerKg(250, 80)).toBe('3.13');
    expect(caloriesPerKg(100, 50)).toBe('2.00');
  });
});

describe('the calorie range from the published error (PRED-CAL-6)', () => {
  // Keytel LR et al. Prediction of energy expenditure from heart rate monitoring during submaximal
  // exercise. J Sports Sci 2005;23(3):289–297: without VO2max, r = 0.857, R² = 73.4 % on measured data.
  it('sizes a 90 % range from R² 0.734 and r 0.857: ± 27 %, not the ± 0.3 kcal of generated data', () => {
    expect(keytelPublished).toMatchObject({ r: 0.857, r2: 0.734, people: 115 });
    expect(KEYTEL_RANGE_SHARE).toBe(0.27);
    expect(calorieRange(231)).toEqual({ lower: 169, upper: 293 });
    expect(calorieRange(0)).toEqual({ lower: 0, upper: 0 });
  });

  it('says where the error comes from', () => {
    const calorieAccuracyText = i18next.t('predictions:calories.accuracy', calorieAccuracyFigures);
    expect(calorieAccuracyText).toContain('Keytel et al. (2005)');
    expect(calorieAccuracyText).toContain('73 %');
    expect(calorieAccuracyText).toContain('± 27 %');
  });
});
