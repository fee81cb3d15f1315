import {
  lastTransportDate,
  transportRequestSchema,
  transportTimingProblems,
  transportTypes,
  type AmbulanceReceipt,
  type TransportRequestInput,
} from '@clinvia/contracts/ambulance';
import { requestAmbulance } from '@clinvia/contracts/operations/ambulance';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { CheckboxField, FormAlert, SelectField, SubmitButton, TextField } from '../../../components/fields';
import { useApiForm } from '../../../components/ui/useApiForm';
import { Honeypot } from '../components/Honeypot';
import { clinicConfigQuery } from '../../../lib/clinic-config';
import { operationMutation } from '../../../lib/operation-queries';
import { wallClockAt } from '@clinvia/contracts/clinic-time';
import { RequestReceipt } from './RequestReceipt';
import type { CallerDetails } from './prefill';
import { useTranslation } from 'react-i18next';

type TransportForm = Omit<TransportRequestInput, 'transportType'> & { transportType: string };

const emptyRequest: TransportForm = {
  kind: 'transport',
  fullName: '',
  phone: '',
  pickupAddress: '',
  date: '',
  time: '',
  transportType: '',
  equipmentNeeded: false,
  staffAssistance: false,
  website: '',
};
const fieldNames = ['fullName', 'phone', 'pickupAddress', 'date', 'time', 'transportType', 'equipmentNeeded', 'staffAssistance'] as const;
/** I18N-1: a transport type's words; the value sent stays the contract's English. */
const transportTypeKeys = {
  'Basic Life Support': 'basic',
  'Advanced Life Support': 'advanced',
  'Critical Care Transport': 'critical',
  'Wheelchair Accessible': 'wheelchair',
} as const satisfies Record<(typeof transportTypes)[number], string>;

/** AMB-3's non-emergency transport panel, with who and where to collect added. */
export function TransportRequestForm({ caller }: { caller?: CallerDetails }) {
  const { t } = useTranslation('sitePages');
  const [receipt, setReceipt] = useState<AmbulanceReceipt | null>(null);
  const clinic = useQuery(clinicConfigQuery());
  const send = useMutation(operationMutation(requestAmbulance));
  const {
    register,
    submit,
    failure,
    setError,
    reset,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useApiForm<TransportForm, TransportRequestInput>({
    // The form holds '' for "no type chosen yet"; the schema turns it into its message.
    schema: transportRequestSchema,
    defaultValues: emptyRequest,
    fields: fieldNames,
    onSubmit: (request) => schedule(request),
  });

  useEffect(() => {
    if (!caller) return;
    if (getValues('fullName') === '') setValue('fullName', caller.fullName);
    if (getValues('phone') === '' && caller.phone !== undefined) setValue('phone', caller.phone);
    if (getValues('pickupAddress') === '' && caller.address !== undefined) setValue('pickupAddress', caller.address);
  }, [caller, getValues, setValue]);

  /** The clinic's own clock decides whether the time is still ahead (TIME-1), before sending. */
  async function schedule(request: TransportRequestInput): Promise<void> {
    if (clinic.data) {
      const problems = transportTimingProblems(request, wallClockAt(clinic.data.clinicTimeZone));
      for (const [field, message] of Object.entries(problems)) setError(field as 'date' | 'time', { type: 'clinic-time', message });
      if (Object.keys(problems).length > 0) return;
    }
    setReceipt(await send.mutateAsync({ body: request }));
    reset({ ...emptyRequest, fullName: caller?.fullName ?? '', phone: caller?.phone ?? '', pickupAddress: caller?.address ?? '' });
  }

  if (receipt) {
    return (
      <RequestReceipt
        receipt={receipt}
        title={t('ambulance.transport.requested')}
        onAnother={() => {
          setReceipt(null);
        }}
      />
    );
  }

  const today = clinic.data?.today;
  const transportTypeOptions = transportTypes.map((type) => ({ value: type, label: t(`ambulance.transport.types.${transportTypeKeys[type]}`) }));
  return (
    <form className="relative space-y-4" noValidate aria-label={t('ambulance.transport.form')} onSubmit={submit}>
      {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
      <TextField label={t('ambulance.fullName')} autoComplete="name" error={errors.fullName} {...register('fullName')} />
      <TextField label={t('ambulance.phone')} type="tel" autoComplete="tel" hint={t('ambulance.transport.phoneHint')} error={errors.phone} {...register('phone')} />
      <TextField label={t('ambulance.transport.pickup')} autoComplete="street-address" error={errors.pickupAddress} {...register('pickupAddress')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('ambulance.transport.date')}
          type="date"
          min={today}
          max={today === undefined ? undefined : lastTransportDate(today)}
          hint={clinic.data ? t('ambulance.transport.clinicTime', { zone: clinic.data.clinicTimeZone.replace(/_/g, ' ') }) : undefined}
          error={errors.date}
          {...register('date')}
        />
        <TextField label={t('ambulance.transport.time')} type="time" step={300} error={errors.time} {...register('time')} />
      </div>
      <SelectField label={t('ambulance.transport.type')} placeholder={t('ambulance.transport.choose')} options={transportTypeOptions} error={errors.transportType} {...register('transportType')} />
      <fieldset className="space-y-3">
        <legend className="sr-only">{t('ambulance.transport.needs')}</legend>
        <CheckboxField label={t('ambulance.transport.equipment')} {...register('equipmentNeeded')} />
        <CheckboxField label={t('ambulance.transport.staff')} {...register('staffAssistance')} />
      </fieldset>
      <Honeypot {...register('website')} />
      <SubmitButton busy={isSubmitting} busyText={t('ambulance.transport.scheduling')}>
        {t('ambulance.transport.submit')}
      </SubmitButton>
    </form>
  );
}
