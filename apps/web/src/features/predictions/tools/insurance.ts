import type { ToolDescription } from '../engine/types';

/** PRED-INS-1 (the form and its hints), PRED-INS-3 (the failure). Sex, smoker and region are dropdowns (contract options). */
export const insuranceTool: ToolDescription<'insurance'> = {
  tool: 'insurance',
  title: 'Insurance Cost Predictor',
  subtitle: 'Estimate your annual health insurance premium from a few facts about you.',
  submitText: 'Calculate Insurance Premium',
  busyText: 'Processing...',
  failureMessage: () => 'Failed to predict insurance cost. Please try again.',
  columns: 2,
  presentation: {
    age: { hint: '18 or older, whole years' },
    bmi: { hint: 'Up to two decimals, e.g. 25.74' },
    children: { hint: '0 or more' },
  },
};

export const insuranceTexts = {
  inputTab: 'Input Data',
  resultsTab: 'Results',
  resultHeading: 'Your Estimated Premium',
  period: 'Annually',
  factorsHeading: 'Key Factors Affecting Your Premium',
  noFactors: 'None of the usual premium drivers (smoking, a BMI above 30, age above 50, dependents) apply to your inputs.',
  modify: 'Modify Inputs',
  save: 'Save Results',
  footer: 'This is an estimate only. Actual premiums depend on the insurer, the plan and factors this tool does not know.',
} as const;

/** PRED-INS-2's key-factor notes, for the inputs the estimate was made from. */
export function keyFactors(inputs: Readonly<Record<string, number>>): string[] {
  const notes: string[] = [];
  if (inputs.smoker === 1) notes.push('Smoking significantly increases your premium');
  if ((inputs.bmi ?? 0) > 30) notes.push('Higher BMI may lead to increased costs');
  if ((inputs.age ?? 0) > 50) notes.push('Age is a factor in your premium calculation');
  if ((inputs.children ?? 0) > 0) notes.push('Number of dependents affects your coverage');
  return notes;
}
