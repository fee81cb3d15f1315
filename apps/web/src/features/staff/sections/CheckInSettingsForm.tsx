import { checkInLimits, checkInSettingsInputSchema, type CheckInSettings, type CheckInSettingsInput } from '@clinvia/contracts/check-ins';
import { updateCheckInSettings } from '@clinvia/contracts/operations/check-ins';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/fields';
import { Button } from '../../../components/ui/Button';
import { useApiForm } from '../../../components/ui/useApiForm';
import { operationMutation } from '../../../lib/operation-queries';
import { staffKeys } from '../api';
import { FieldError } from '../../../components/ui/Field';

// CHECKIN-1: the check-in window, in whole days before a visit's start (1 to 14, default 3).
// Staff read it; administrators change it. The number is checked with the contract's message,
// the server's lands under the field, and what was typed stays on a failure.

export function CheckInSettingsForm({ settings, administrator }: { settings: CheckInSettings; administrator: boolean }) {
  const { t } = useTranslation('staffClinic');
  const queryClient = useQueryClient();
  const id = useId();
  const [saved, setSaved] = useState<string | null>(null);
  const update = useMutation(operationMutation(updateCheckInSettings, (body: CheckInSettings) => ({ body })));
  const {
    register,
    submit,
    failure,
    formState: { errors, isSubmitting },
  } = useApiForm<CheckInSettingsInput, CheckInSettings>({
    schema: checkInSettingsInputSchema,
    defaultValues: { open_days: String(settings.open_days) },
    fields: ['open_days'],
    onSubmit: async (values) => {
      setSaved(null);
      const answer = await update.mutateAsync(values);
      setSaved(answer.message);
      queryClient.setQueryData(staffKeys.checkInSettings, answer.settings);
    },
  });
  const error = errors.open_days?.message ?? null;

  return (
    <form noValidate onSubmit={submit} className="space-y-4 rounded-xl border border-slate-200 bg-white p-5" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {t('checkInSettings.title')}
      </h2>
      <div>
        <label htmlFor={`${id}-days`} className="block text-sm font-medium text-slate-800">
          {t('checkInSettings.label')}
        </label>
        <input
          id={`${id}-days`}
          type="number"
          inputMode="numeric"
          min={checkInLimits.openDays.min}
          max={checkInLimits.openDays.max}
          disabled={!administrator}
          aria-invalid={error !== null}
          aria-describedby={error === null ? `${id}-hint` : `${id}-error ${id}-hint`}
          className={`mt-1 block w-28 rounded-md border bg-white px-3 py-2 text-slate-900 disabled:bg-slate-100 ${error === null ? 'border-slate-300' : 'border-red-600'}`}
          {...register('open_days')}
        />
        <FieldError id={`${id}-error`} message={error} />
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {t('checkInSettings.hint', { min: checkInLimits.openDays.min, max: checkInLimits.openDays.max, default: checkInLimits.openDays.default })}
        </p>
      </div>
      {failure !== null && <FormAlert tone="error">{failure}</FormAlert>}
      {saved !== null && failure === null && <FormAlert tone="success">{saved}</FormAlert>}
      {administrator ? (
        <Button type="submit" loading={isSubmitting} loadingText={t('checkInSettings.saving')}>
          {t('checkInSettings.save')}
        </Button>
      ) : (
        <p className="text-sm text-slate-600">{t('checkInSettings.adminOnly')}</p>
      )}
    </form>
  );
}
