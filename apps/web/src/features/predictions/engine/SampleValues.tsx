import type { NumericField } from '@clinvia/contracts/predictions';
import { Info } from 'lucide-react';

/** PRED-14: the words for forms that open with one real case from the data (as SPEC asks). */
export const sampleTexts = {
  form: 'Sample values from a patient in the data set: replace them with your own.',
  result: 'This result was computed from the sample values of a patient in the data set, not from your own.',
} as const;

/** True when every input is still the contract's sample value. */
export function usesSampleValues(fields: readonly NumericField[], inputs: Readonly<Record<string, number>>): boolean {
  return fields.every((field) => inputs[field.name] === field.default);
}

/** Said above the form, and on a result computed from the untouched sample. */
export function SampleValuesNote({ text }: { text: string }) {
  return (
    <p className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950" data-testid="sample-values-note">
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {text}
    </p>
  );
}
