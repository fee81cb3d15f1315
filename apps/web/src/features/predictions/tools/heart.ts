import type { ToolDescription } from '../engine/types';

/** PRED-HEART-1 (the form), PRED-HEART-3 (the failure). Coded inputs are dropdowns in words (contract options). */
export const heartTool: ToolDescription<'heart'> = {
  tool: 'heart',
  title: 'Heart Disease Risk Assessment',
  subtitle: "Estimate the risk of heart disease from 13 clinical and exercise-test findings. The form starts with a sample patient's values.",
  submitText: 'Assess Heart Disease Risk',
  busyText: 'Processing...',
  failureMessage: () => 'There was an error making the prediction. Please try again.',
  presentation: {
    // The data set's cut-off is not a clinical band: the diabetes threshold is named beside it.
    fbs: { hint: "The study's cut-off. Clinically, fasting glucose from 126 mg/dL is the diabetes range (ADA Standards of Care 2025)." },
  },
};

export const heartTexts = {
  resultHeading: 'Heart Disease Risk Result',
  favourable: 'The model does not see a pattern linked with heart disease in these values. Keep up regular check-ups.',
  adverse: 'The model sees a pattern linked with heart disease in these values. Please discuss them with a doctor.',
} as const;
