import { describe, expect, it } from 'vitest';
import { bloodPressureBand, bmiBand, glucoseBand, riskBarWidths } from './diabetes';

describe('diabetes bands (PRED-DIAB-2)', () => {
  it.each([
    [99, 'Normal', 'good'],
    [100, 'Elevated (pre-diabetic)', 'caution'],
    [125.9, 'Elevated (pre-diabetic)', 'caution'],
    [126, 'High (diabetic range)', 'alert'],
  ] as const)('glucose %s is %s', (value, label, tone) => {
    expect(glucoseBand(value)).toEqual({ label, tone });
  });

  it.each([
    [24.9, 'Healthy', 'good'],
    [25, 'Overweight', 'caution'],
    [29.9, 'Overweight', 'caution'],
    [30, 'Obese', 'alert'],
  ] as const)('BMI %s is %s', (value, label, tone) => {
    expect(bmiBand(value)).toEqual({ label, tone });
  });

  it.each([
    [79, 'Normal', 'good'],
    [80, 'Elevated (Hypertension Stage 1)', 'caution'],
    [89, 'Elevated (Hypertension Stage 1)', 'caution'],
    [90, 'High (Hypertension Stage 2)', 'alert'],
  ] as const)('blood pressure %s is %s', (value, label, tone) => {
    expect(bloodPressureBand(value)).toEqual({ label, tone });
  });

  it('gives no band to 0, which the data set uses for "not measured"', () => {
    expect(glucoseBand(0)).toBeUndefined();
    expect(bmiBand(0)).toBeUndefined();
    expect(bloodPressureBand(0)).toBeUndefined();
  });

  it("sizes the Key Risk Factors bars as SPEC says, capped at 100 %", () => {
    expect(riskBarWidths({ Glucose: 150, BMI: 30, BloodPressure: 80, Age: 50 })).toEqual({ Glucose: 50, BMI: 60, BloodPressure: 40, Age: 60 });
    expect(riskBarWidths({ Glucose: 400, BMI: 70, BloodPressure: 250, Age: 90 })).toEqual({ Glucose: 100, BMI: 100, BloodPressure: 100, Age: 100 });
  });
});
