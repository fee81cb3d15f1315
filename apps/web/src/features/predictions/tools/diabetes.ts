import type { RangeBand, ToolDescription } from '../engine/types';

/**
 * PRED-DIAB-2: the clinical sources of the bands, named on the form and on the result. The data
 * set's Glucose is the plasma glucose two hours into an oral glucose tolerance test (OGTT), not a
 * fasting value; its BloodPressure is the diastolic pressure.
 */
export const bandSources = {
  glucose: 'Glucose (2-hour OGTT): American Diabetes Association, Standards of Care in Diabetes 2025, section 2, Diagnosis and Classification.',
  bloodPressure: 'Blood pressure (diastolic): 2017 ACC/AHA Guideline for High Blood Pressure in Adults (Whelton et al., Hypertension 2018).',
  bmi: 'BMI: World Health Organization adult BMI classification (WHO Technical Report Series 894, 2000).',
} as const;

/**
 * The 2-hour OGTT bands (ADA): below 140 mg/dL normal, 140 to 199 impaired glucose tolerance,
 * 200 and above the diabetes range. A 0 means 'not measured' in the training data (the service
 * says so in a warning), so it gets no band.
 */
export function glucoseBand(mgPerDl: number): RangeBand | undefined {
  if (mgPerDl <= 0) return undefined;
  if (mgPerDl < 140) return { label: 'Normal (2-hour OGTT)', tone: 'good' };
  if (mgPerDl < 200) return { label: 'Impaired glucose tolerance (pre-diabetes range)', tone: 'caution' };
  return { label: 'Diabetes range (2-hour OGTT)', tone: 'alert' };
}

/** WHO adult BMI classes: below 18.5 underweight, 18.5 to 24.9 healthy, 25 to 29.9 overweight, 30 and above obese. */
export function bmiBand(bmi: number): RangeBand | undefined {
  if (bmi <= 0) return undefined;
  if (bmi < 18.5) return { label: 'Underweight', tone: 'caution' };
  if (bmi < 25) return { label: 'Healthy', tone: 'good' };
  if (bmi < 30) return { label: 'Overweight', tone: 'caution' };
  return { label: 'Obese', tone: 'alert' };
}

/** ACC/AHA 2017 by the diastolic value alone: below 80 normal, 80 to 89 stage 1, 90 and above stage 2 hypertension. */
export function bloodPressureBand(mmHg: number): RangeBand | undefined {
  if (mmHg <= 0) return undefined;
  if (mmHg < 80) return { label: 'Normal (diastolic)', tone: 'good' };
  if (mmHg < 90) return { label: 'Hypertension Stage 1 range (diastolic 80–89)', tone: 'caution' };
  return { label: 'High (Hypertension Stage 2)', tone: 'alert' };
}

/** PRED-DIAB-1 (the form and its hints), PRED-DIAB-4 (the failure). Labels are the contract's (camel case split). */
export const diabetesTool: ToolDescription<'diabetes'> = {
  tool: 'diabetes',
  title: 'Diabetes Risk Assessment',
  subtitle: 'Assess your risk of diabetes from eight health measurements.',
  submitText: 'Assess Diabetes Risk',
  busyText: 'Analyzing...',
  failureMessage: () => 'An error occurred while processing your request. Please try again.',
  columns: 2,
  presentation: {
    Pregnancies: { hint: 'Typical range: 0–20' },
    Glucose: { hint: 'Typical range: 0–300 mg/dL; the value 2 hours into a glucose tolerance test', band: glucoseBand },
    BloodPressure: { hint: 'Typical range: 0–200 mm Hg; the lower (diastolic) number', band: bloodPressureBand },
    SkinThickness: { hint: 'Typical range: 0–100 mm' },
    Insulin: { hint: 'Typical range: 0–846 µU/mL' },
    BMI: { hint: 'Typical range: 0–70', band: bmiBand },
    DiabetesPedigreeFunction: { hint: 'Typical range: 0–2.5' },
    Age: { hint: 'Typical range: 0–120 years' },
  },
};

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

export const diabetesTexts = {
  aboutHeading: 'About This Assessment',
  about:
    'This assessment uses a statistical model trained on a public diabetes dataset (the Pima Indians Diabetes Database of the US National Institute of Diabetes and Digestive and Kidney Diseases). It is for educational purposes only and does not replace a medical diagnosis.',
  resultHeading: 'Assessment Result',
  lowerRisk: 'Your results suggest a lower risk of diabetes. Keep up healthy habits, and consult a healthcare professional if you have any concerns.',
  elevatedRisk: 'Your results suggest an elevated risk of diabetes. Please consult a healthcare professional for proper testing and advice.',
  factorsHeading: 'Key Risk Factors',
  sourcesHeading: 'Where the ranges come from',
  recommendationsHeading: 'Health Recommendations',
  /** PRED-DIAB-3: five recommendations per outcome (the specification does not give the texts). Careful, non-diagnostic. */
  recommendations: {
    elevated: [
      'Talk to a doctor about this result: diabetes is diagnosed with blood tests such as HbA1c or fasting glucose, not by this tool.',
      'Ask your doctor how often to check your blood glucose and blood pressure.',
      'Aim for at least 150 minutes of moderate activity a week, such as brisk walking, if your doctor agrees.',
      'Choose vegetables, whole grains and water over sugary drinks and refined carbohydrates.',
      'If you are above a healthy weight, losing even 5 to 7 % of your body weight can lower the risk of type 2 diabetes.',
    ],
    lower: [
      'Keep up regular physical activity: at least 150 minutes of moderate activity a week.',
      'Eat a balanced diet rich in vegetables, whole grains and lean protein, and limit sugary drinks.',
      'Keep a healthy weight and check your BMI from time to time.',
      'Have your blood glucose checked at routine check-ups, especially if diabetes runs in your family.',
      'A lower estimate is not a guarantee: see a doctor if you notice unusual thirst, frequent urination or tiredness.',
    ],
  },
  tryAgain: 'Try Another Assessment',
  print: 'Print Results',
  footer:
    'Disclaimer: this tool does not provide medical advice or a diagnosis. Its estimate comes from a statistical model and may be wrong. Always consult a qualified healthcare professional about your health.',
} as const;
