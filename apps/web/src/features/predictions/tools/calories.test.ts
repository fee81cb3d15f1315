import { describe, expect, it } from 'vitest';
import { caloriesPerKg, gaugeFill, intensityAdvice, intensityOf } from './calories';

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
    expect(intensityAdvice.Light).toBe('This is a light workout. Consider increasing intensity or duration for better results.');
    expect(intensityAdvice.Extreme).toBe("Extreme calorie burn! Ensure you're not overtraining and consuming enough nutrients.");
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
