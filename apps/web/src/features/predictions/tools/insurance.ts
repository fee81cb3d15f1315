import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ToolDescription } from '../engine/types';

/**
 * PRED-INS-1 (the form and its hints), PRED-INS-3 (the failure). Sex, smoker and region are
 * dropdowns (contract options). I18N-1: the words in the page's language ('predictions' catalogue).
 */
export function useInsuranceTool(): ToolDescription<'insurance'> {
  const { t } = useTranslation('predictions');
  return useMemo(
    (): ToolDescription<'insurance'> => ({
      tool: 'insurance',
      title: t('insurance.title'),
      subtitle: t('insurance.subtitle'),
      submitText: t('insurance.submit'),
      busyText: t('insurance.busy'),
      failureMessage: () => t('insurance.failure'),
      columns: 2,
      presentation: {
        age: { hint: t('insurance.hints.age') },
        bmi: { hint: t('insurance.hints.bmi') },
        children: { hint: t('insurance.hints.children') },
      },
    }),
    [t],
  );
}

/** PRED-INS-2's key factors, named by the catalogue's insurance.factors keys. */
export type KeyFactor = 'smoker' | 'bmi' | 'age' | 'children';

/** PRED-INS-2's key factors that apply to the inputs the estimate was made from, in their order. */
export function keyFactors(inputs: Readonly<Record<string, number>>): KeyFactor[] {
  const factors: KeyFactor[] = [];
  if (inputs.smoker === 1) factors.push('smoker');
  if ((inputs.bmi ?? 0) > 30) factors.push('bmi');
  if ((inputs.age ?? 0) > 50) factors.push('age');
  if ((inputs.children ?? 0) > 0) factors.push('children');
  return factors;
}
