import { describe, expect, it } from 'vitest';
import { predictions } from '../texts';
import { bandSources, bloodPressureBand, bmiBand, glucoseBand, riskBarWidths } from './diabetes';

// The bands by their keys; their English words are the catalogue's diabetes.bands (I18N-1).
const words = predictions.diabetes.bands;

describe('diabetes bands (PRED-DIAB-2)', () => {
  // American Diabetes Association, Standards of Care in Diabetes 2025, section 2: 2-hour plasma
  // glucose in a 75 g OGTT below 140 mg/dL normal, 140 to 199 impaired glucose tolerance, 200 and
  // above diabetes. The Pima data's Glucose is that 2-hour value, not a fasting one.
  it.each([
    [105, 'Normal (2-hour OGTT)', 'good'],
    [139, 'Normal (2-hour OGTT)', 'good'],
    [140, 'Impaired glucose tolerance (pre-diabetes range)', 'caution'],
    [190, 'Impaired glucose tolerance (pre-diabetes range)', 'caution'],
    [199.9, 'Impaired glucose tolerance (pre-diabetes range)', 'caution'],
    [200, 'Diabetes range (2-hour OGTT)', 'alert'],
  ] as const)('glucose %s mg/dL is %s (ADA Standards of Care 2025)', (value, label, tone) => {
    const band = glucoseBand(value);
    expect(band?.tone).toBe(tone);
    expect(band === undefined ? undefined : words.glucose[band.key]).toBe(label);
  });

  // WHO Technical Report Series 894 (2000): < 18.5 underweight, 18.5–24.9 normal, 25–29.9 pre-obese, ≥ 30 obese.
  it.each([
    [17, 'Underweight', 'caution'],
    [18.5, 'Healthy', 'good'],
    [24.9, 'Healthy', 'good'],
    [25, 'Overweight', 'caution'],
    [29.9, 'Overweight', 'caution'],
    [30, 'Obese', 'alert'],
  ] as const)('BMI %s is %s (WHO adult classification)', (value, label, tone) => {
    const band = bmiBand(value);
    expect(band?.tone).toBe(tone);
    expect(band === undefined ? undefined : words.bmi[band.key]).toBe(label);
  });

  // 2017 ACC/AHA guideline (Whelton et al., Hypertension 2018;71:e13), diastolic: < 80 normal,
  // 80–89 stage 1 hypertension, ≥ 90 stage 2. 'Elevated' there is a systolic-only class, so it is not used.
  it.each([
    [79, 'Normal (diastolic)', 'good'],
    [80, 'Hypertension Stage 1 range (diastolic 80–89)', 'caution'],
    [89, 'Hypertension Stage 1 range (diastolic 80–89)', 'caution'],
    [90, 'High (Hypertension Stage 2)', 'alert'],
  ] as const)('diastolic blood pressure %s mm Hg is %s (ACC/AHA 2017)', (value, label, tone) => {
    const band = bloodPressureBand(value);
    expect(band?.tone).toBe(tone);
    expect(band === undefined ? undefined : words.bloodPressure[band.key]).toBe(label);
  });

  it('names each source on the screen', () => {
    const sources = predictions.diabetes.sources;
    expect(bandSources).toEqual(['glucose', 'bloodPressure', 'bmi']);
    expect(sources.glucose).toContain('American Diabetes Association, Standards of Care in Diabetes');
    expect(sources.bloodPressure).toContain('2017 ACC/AHA');
    expect(sources.bmi).toContain('World Health Organization');
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
