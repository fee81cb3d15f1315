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
const transportTypeOptions = transportTypes.map((type) => ({ value: type, label: type }));

/** AMB-3's non-emergency transport panel, with who and where to collect added. */
export function TransportRequestForm({ caller }: { caller?: CallerDetails }) {
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
        title="Transport requested"
        onAnother={() => {
          setReceipt(null);
        }}
      />
    );
  }

  const today = clinic.data?.today;
  return (
    <form className="relative space-y-4" noValidate aria-label="Non-emergency transport booking" onSubmit={submit}>
      {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
      <TextField label="Full name" autoComplete="name" error={errors.fullName} {...register('fullName')} />
      <TextField label="Phone number" type="tel" autoComplete="tel" hint="10 to 15 digits" error={errors.phone} {...register('phone')} />
      <TextField label="Pickup address" autoComplete="street-address" error={errors.pickupAddress} {...register('pickupAddress')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Date"
          type="date"
          min={today}
          max={today === undefined ? undefined : lastTransportDate(today)}
          hint={clinic.data ? `Clinic time (${clinic.data.clinicTimeZone.replace(/_/g, ' ')})` : undefined}
          error={errors.date}
          {...register('date')}
        />
        <TextField label="Time" type="time" step={300} error={errors.time} {...register('time')} />
      </div>
      <SelectField label="Transport type" placeholder="Choose a transport type" options={transportTypeOptions} error={errors.transportType} {...register('transportType')} />
      <fieldset className="space-y-3">
        <legend className="sr-only">Needs during the transport</legend>
        <CheckboxField label="Medical Equipment Needed" {...register('equipmentNeeded')} />
        <CheckboxField label="Medical Staff Assistance Required" {...register('staffAssistance')} />
      </fieldset>
      <Honeypot {...register('website')} />
      <SubmitButton busy={isSubmitting} busyText="Scheduling...">
        Schedule Transport
      </SubmitButton>
    </form>
  );
}
