import type { Dependent } from '@clinvia/contracts/dependents';
import { useTranslation } from 'react-i18next';

/**
 * FAMILY-2: 'Who is this visit for?' (me, or each dependent the patient may still book for),
 * shown only when there is someone to choose: a patient without dependents sees the wizard as
 * the specification has it. `value` is a dependent's id, or '' for the patient.
 */
export function WhoFor({ dependents, value, onChange }: { dependents: readonly Dependent[]; value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('booking');
  const choices = [{ id: '', label: t('whoFor.me') }, ...dependents.map((dependent) => ({ id: dependent.id, label: dependent.name }))];
  return (
    <fieldset className="rounded-lg border border-slate-200 p-4">
      <legend className="px-1 font-semibold text-slate-900">{t('whoFor.legend')}</legend>
      <div className="mt-2 flex flex-wrap gap-3">
        {choices.map((choice) => (
          <label key={choice.id || 'me'} className="inline-flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 py-2 has-[:checked]:border-teal-700 has-[:checked]:bg-teal-50">
            <input
              type="radio"
              name="booking-for"
              value={choice.id}
              checked={value === choice.id}
              onChange={() => {
                onChange(choice.id);
              }}
              className="accent-teal-700"
            />
            {choice.label}
          </label>
        ))}
      </div>
      {value !== '' && <p className="mt-2 text-sm text-slate-600">{t('whoFor.dependentHint')}</p>}
    </fieldset>
  );
}
