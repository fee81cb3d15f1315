import type { NumericField } from '@clinvia/contracts/predictions';
import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** True when every input is still the contract's sample value. */
export function usesSampleValues(fields: readonly NumericField[], inputs: Readonly<Record<string, number>>): boolean {
  return fields.every((field) => inputs[field.name] === field.default);
}

/**
 * PRED-14: said above the form ('form'), and on a result computed from the untouched sample
 * ('result'), for forms that open with one real case from the data (as SPEC asks).
 */
export function SampleValuesNote({ on }: { on: 'form' | 'result' }) {
  const { t } = useTranslation('predictions');
  return (
    <p className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950" data-testid="sample-values-note">
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {on === 'form' ? t('sample.form') : t('sample.result')}
    </p>
  );
}
