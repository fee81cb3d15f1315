import { ageOfMajorityLimits, clinicSettingsSchema, noShowThresholdLimits, type ClinicSettings, type ClinicSettingsInput } from '@clinvia/contracts/waitlist';
import { DEFAULT_AGE_OF_MAJORITY } from '@clinvia/contracts/dependents';
import * as operations from '@clinvia/contracts/operations/staff';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/fields';
import { operationMutation } from '../../../lib/operation-queries';
import { checkInSettingsQuery, clinicSettingsQuery, siteSettingsQuery, staffKeys } from '../api';
import { CheckInSettingsForm } from './CheckInSettingsForm';
import { PublicPagesForm } from './PublicPagesForm';
import { Section } from '../components/Section';
import { Button } from '../../../components/ui/Button';
import { LoadState } from '../../../components/ui/LoadState';
import { useApiForm } from '../../../components/ui/useApiForm';

// NOSHOW-2: the clinic's settings; CHECKIN-1: the check-in window. Off by default: patients with that many no-shows in the last
// 12 months have their next booking confirmed by staff. Staff read it; administrators change it.

function SettingsForm({ settings, administrator }: { settings: ClinicSettings; administrator: boolean }) {
  const { t } = useTranslation('staffClinic');
  const queryClient = useQueryClient();
  const id = useId();
  const [saved, setSaved] = useState<string | null>(null);
  const update = useMutation(operationMutation(operations.updateClinicSettings, (body: ClinicSettings) => ({ body })));
  const {
    register,
    submit,
    failure,
    watch,
    formState: { errors, isSubmitting },
  } = useApiForm<ClinicSettingsInput, ClinicSettings>({
    // The number is kept as typed; the contract's schema reads it as the whole number the API takes.
    schema: clinicSettingsSchema,
    defaultValues: {
      noShowConfirmation: { enabled: settings.noShowConfirmation.enabled, threshold: String(settings.noShowConfirmation.threshold) },
      ageOfMajority: String(settings.ageOfMajority ?? DEFAULT_AGE_OF_MAJORITY),
    },
    fields: ['noShowConfirmation.threshold', 'noShowConfirmation.enabled', 'ageOfMajority'],
    onSubmit: async (values) => {
      setSaved(null);
      const answer = await update.mutateAsync(values);
      setSaved(answer.message);
      queryClient.setQueryData(staffKeys.settings, answer.settings);
    },
  });
  const enabled = watch('noShowConfirmation.enabled');
  const thresholdError = errors.noShowConfirmation?.threshold?.message ?? null;
  const ageError = errors.ageOfMajority?.message ?? null;

  return (
    <form noValidate onSubmit={submit} className="space-y-4 rounded-xl border border-slate-200 bg-white p-5">
      <h2 className="text-lg font-semibold text-slate-900">{t('settings.missedVisits')}</h2>
      <label className="flex items-start gap-3 text-slate-900">
        <input type="checkbox" disabled={!administrator} className="mt-1 size-4 rounded border-slate-400 text-teal-700" {...register('noShowConfirmation.enabled')} />
        <span>
          {t('settings.confirmNext')}
          <span className="block text-sm text-slate-600">{t('settings.confirmNextHint')}</span>
        </span>
      </label>
      <div>
        <label htmlFor={`${id}-threshold`} className="block text-sm font-medium text-slate-800">
          {t('settings.threshold')}
        </label>
        <input
          id={`${id}-threshold`}
          type="number"
          inputMode="numeric"
          min={noShowThresholdLimits.min}
          max={noShowThresholdLimits.max}
          // The HTML attribute, not register's option: the number is still saved while it is off.
          disabled={!administrator || !enabled}
          aria-invalid={thresholdError !== null}
          aria-describedby={thresholdError === null ? `${id}-hint` : `${id}-error`}
          className="mt-1 block w-28 rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 disabled:bg-slate-100"
          {...register('noShowConfirmation.threshold')}
        />
        {thresholdError === null ? (
          <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
            {t('settings.thresholdHint', { min: noShowThresholdLimits.min, max: noShowThresholdLimits.max })}
          </p>
        ) : (
          <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
            {thresholdError}
          </p>
        )}
      </div>
      {/* FAMILY-5: from this age a guardian no longer books for a dependent. */}
      <h2 className="pt-2 text-lg font-semibold text-slate-900">{t('settings.families')}</h2>
      <div>
        <label htmlFor={`${id}-majority`} className="block text-sm font-medium text-slate-800">
          {t('settings.ageOfMajority')}
        </label>
        <input
          id={`${id}-majority`}
          type="number"
          inputMode="numeric"
          min={ageOfMajorityLimits.min}
          max={ageOfMajorityLimits.max}
          disabled={!administrator}
          aria-invalid={ageError !== null}
          aria-describedby={ageError === null ? `${id}-majority-hint` : `${id}-majority-error`}
          className="mt-1 block w-28 rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 disabled:bg-slate-100"
          {...register('ageOfMajority')}
        />
        {ageError === null ? (
          <p id={`${id}-majority-hint`} className="mt-1 text-sm text-slate-600">
            {t('settings.ageOfMajorityHint')}
          </p>
        ) : (
          <p id={`${id}-majority-error`} className="mt-1 text-sm text-red-700">
            {ageError}
          </p>
        )}
      </div>
      {failure !== null && <FormAlert tone="error">{failure}</FormAlert>}
      {saved !== null && failure === null && <FormAlert tone="success">{saved}</FormAlert>}
      {administrator ? (
        <Button type="submit" loading={isSubmitting} loadingText={t('settings.saving')}>
          {t('settings.save')}
        </Button>
      ) : (
        <p className="text-sm text-slate-600">{t('settings.adminOnly')}</p>
      )}
    </form>
  );
}

export default function SettingsSection({ administrator }: { administrator: boolean }) {
  const { t } = useTranslation('staffClinic');
  const settings = useQuery(clinicSettingsQuery());
  const publicPages = useQuery(siteSettingsQuery());
  const checkIn = useQuery(checkInSettingsQuery());
  return (
    <Section title={t('settings.title')} description={t('settings.description')}>
      <div className="space-y-10">
        <LoadState pending={settings.isPending} error={settings.error} empty={false} emptyText="" onRetry={() => void settings.refetch()}>
          {settings.data && <SettingsForm settings={settings.data} administrator={administrator} />}
        </LoadState>
        <LoadState pending={checkIn.isPending} error={checkIn.error} empty={false} emptyText="" onRetry={() => void checkIn.refetch()}>
          {checkIn.data && <CheckInSettingsForm settings={checkIn.data} administrator={administrator} />}
        </LoadState>
        {/* STAFF-18: any approved staff member keeps the public pages up to date. */}
        <LoadState pending={publicPages.isPending} error={publicPages.error} empty={false} emptyText="" onRetry={() => void publicPages.refetch()}>
          {publicPages.data && <PublicPagesForm settings={publicPages.data} />}
        </LoadState>
      </div>
    </Section>
  );
}

