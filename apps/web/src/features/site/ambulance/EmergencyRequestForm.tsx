import { emergencyRequestSchema, type AmbulanceReceipt, type EmergencyRequestInput } from '@clinvia/contracts/ambulance';
import { requestAmbulance } from '@clinvia/contracts/operations/ambulance';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FormAlert, SubmitButton, TextAreaField, TextField } from '../../../components/fields';
import { useApiForm } from '../../../components/ui/useApiForm';
import { operationMutation } from '../../../lib/operation-queries';
import { Honeypot } from '../components/Honeypot';
import { RequestReceipt } from './RequestReceipt';
import type { CallerDetails } from './prefill';
import { useTranslation } from 'react-i18next';

const emptyRequest: EmergencyRequestInput = { kind: 'emergency', fullName: '', phone: '', location: '', description: '', website: '' };
const fieldNames = ['fullName', 'phone', 'location', 'description'] as const;

/**
 * AMB-2: full name, phone number, current location, emergency description. A signed-in
 * patient's name and phone arrive as `caller` (AMB-6) and fill the fields still empty.
 */
export function EmergencyRequestForm({ caller }: { caller?: CallerDetails }) {
  const { t } = useTranslation('sitePages');
  const [receipt, setReceipt] = useState<AmbulanceReceipt | null>(null);
  const send = useMutation(operationMutation(requestAmbulance));
  const {
    register,
    submit,
    failure,
    reset,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useApiForm({
    schema: emergencyRequestSchema,
    defaultValues: emptyRequest,
    fields: fieldNames,
    onSubmit: async (request) => {
      setReceipt(await send.mutateAsync({ body: request }));
      reset({ ...emptyRequest, fullName: caller?.fullName ?? '', phone: caller?.phone ?? '' });
    },
  });

  useEffect(() => {
    if (!caller) return;
    // What the caller has typed already wins over what the account holds.
    if (getValues('fullName') === '') setValue('fullName', caller.fullName);
    if (getValues('phone') === '' && caller.phone !== undefined) setValue('phone', caller.phone);
  }, [caller, getValues, setValue]);

  if (receipt) {
    return (
      <RequestReceipt
        receipt={receipt}
        title={t('ambulance.emergency.requested')}
        onAnother={() => {
          setReceipt(null);
        }}
      />
    );
  }

  return (
    <form className="relative space-y-4" noValidate aria-label={t('ambulance.emergency.form')} onSubmit={submit}>
      {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
      <TextField label={t('ambulance.fullName')} autoComplete="name" error={errors.fullName} {...register('fullName')} />
      <TextField label={t('ambulance.phone')} type="tel" autoComplete="tel" hint={t('ambulance.emergency.phoneHint')} error={errors.phone} {...register('phone')} />
      <TextField label={t('ambulance.emergency.location')} autoComplete="street-address" hint={t('ambulance.emergency.locationHint')} error={errors.location} {...register('location')} />
      <TextAreaField label={t('ambulance.emergency.description')} rows={4} hint={t('ambulance.emergency.descriptionHint')} error={errors.description} {...register('description')} />
      <Honeypot {...register('website')} />
      <SubmitButton busy={isSubmitting} busyText={t('ambulance.emergency.sending')}>
        {t('ambulance.emergency.submit')}
      </SubmitButton>
    </form>
  );
}
