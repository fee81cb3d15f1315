import { checkInContactSchema, type CheckIn, type CheckInContact } from '@clinvia/contracts/check-ins';
import { saveCheckInStep } from '@clinvia/contracts/operations/check-ins';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormAlert, SelectField, TextField } from '../../components/fields';
import { Button } from '../../components/ui/Button';
import { FormActions } from '../../components/ui/FormActions';
import { useApiForm } from '../../components/ui/useApiForm';
import { operationMutation } from '../../lib/operation-queries';

/** The genders offered, as the API names them. */
const genders = ['male', 'female', 'other'] as const;

/** The form's values: what the inputs hold (the age as typed). */
interface ContactValues {
  contact: { name: string; email: string; phone: string; age: string; gender: string; address: string };
}

// The server's own schema, nested as the API names its fields ('contact.age'), so its messages land under the same inputs.
const contactForm = z.object({ contact: checkInContactSchema }) as unknown as z.ZodType<{ contact: CheckInContact }, ContactValues>;

function startingValues(checkIn: CheckIn): ContactValues {
  const from = checkIn.contact ?? checkIn.contact_prefill;
  return { contact: { name: from.name, email: from.email, phone: from.phone, age: from.age === null ? '' : String(from.age), gender: from.gender ?? '', address: from.address ?? '' } };
}

/** CHECKIN-3: step 1, the contact details and demographics, prefilled from the profile. */
export function ContactStep({ checkIn, onSaved }: { checkIn: CheckIn; onSaved: (next: CheckIn) => void }) {
  const { t } = useTranslation('checkIn');
  const save = useMutation(operationMutation(saveCheckInStep, (contact: CheckInContact) => ({ params: { appointmentId: checkIn.appointment_id }, body: { step: 'contact' as const, contact } })));
  const form = useApiForm({
    schema: contactForm,
    defaultValues: startingValues(checkIn),
    fields: ['contact.name', 'contact.email', 'contact.phone', 'contact.age', 'contact.gender', 'contact.address'],
    onSubmit: async (values) => {
      const result = await save.mutateAsync(values.contact);
      onSaved(result.check_in);
    },
  });
  const errors = form.formState.errors.contact;
  return (
    <form noValidate onSubmit={form.submit} className="space-y-4" aria-describedby="contact-lead">
      <p id="contact-lead" className="text-slate-700">
        {t('contactLead')}
      </p>
      <TextField label={t('name')} autoComplete="name" error={errors?.name} {...form.register('contact.name')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('email')} type="email" autoComplete="email" error={errors?.email} {...form.register('contact.email')} />
        <TextField label={t('phone')} type="tel" autoComplete="tel" error={errors?.phone} {...form.register('contact.phone')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('age')} inputMode="numeric" error={errors?.age} {...form.register('contact.age')} />
        <SelectField label={t('gender')} placeholder={t('genderPlaceholder')} options={genders.map((value) => ({ value, label: t(`genders.${value}`) }))} error={errors?.gender} {...form.register('contact.gender')} />
      </div>
      <TextField label={t('address')} autoComplete="street-address" error={errors?.address} {...form.register('contact.address')} />
      {form.failure !== null && <FormAlert tone="error">{form.failure}</FormAlert>}
      <FormActions>
        <Button type="submit" size="lg" loading={form.formState.isSubmitting} loadingText={t('saving')}>
          {t('saveAndContinue')}
        </Button>
      </FormActions>
    </form>
  );
}
