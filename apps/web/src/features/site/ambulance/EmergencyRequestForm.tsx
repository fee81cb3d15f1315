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

const emptyRequest: EmergencyRequestInput = { kind: 'emergency', fullName: '', phone: '', location: '', description: '', website: '' };
const fieldNames = ['fullName', 'phone', 'location', 'description'] as const;

/**
 * AMB-2: full name, phone number, current location, emergency description. A signed-in
 * patient's name and phone arrive as `caller` (AMB-6) and fill the fields still empty.
 */
export function EmergencyRequestForm({ caller }: { caller?: CallerDetails }) {
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
        title="Ambulance requested"
        onAnother={() => {
          setReceipt(null);
        }}
      />
    );
  }

  return (
    <form className="relative space-y-4" noValidate aria-label="Emergency ambulance request" onSubmit={submit}>
      {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
      <TextField label="Full name" autoComplete="name" error={errors.fullName} {...register('fullName')} />
      <TextField label="Phone number" type="tel" autoComplete="tel" hint="10 to 15 digits; we call you back on it" error={errors.phone} {...register('phone')} />
      <TextField label="Current location" autoComplete="street-address" hint="Street address or a landmark" error={errors.location} {...register('location')} />
      <TextAreaField label="Emergency description" rows={4} hint="What happened, and how the person is now" error={errors.description} {...register('description')} />
      <Honeypot {...register('website')} />
      <SubmitButton busy={isSubmitting} busyText="Sending request...">
        Request Ambulance Now
      </SubmitButton>
    </form>
  );
}
