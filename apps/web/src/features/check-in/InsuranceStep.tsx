import { cardSides, checkInInsuranceSchema, type CheckIn, type CheckInInsurance } from '@clinvia/contracts/check-ins';
import { saveCheckInStep } from '@clinvia/contracts/operations/check-ins';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormAlert, TextField } from '../../components/fields';
import { Button } from '../../components/ui/Button';
import { FormActions } from '../../components/ui/FormActions';
import { useApiForm } from '../../components/ui/useApiForm';
import { operationMutation } from '../../lib/operation-queries';
import { CardPhoto } from './CardPhoto';

interface InsuranceValues {
  insurance: { mode: 'insurance' | 'self_pay'; provider: string; member_number: string };
}

// Nested as the API names its fields ('insurance.provider'), so the server's messages land under the same inputs.
const insuranceForm = z.object({ insurance: checkInInsuranceSchema }) as unknown as z.ZodType<{ insurance: CheckInInsurance }, InsuranceValues>;

/** CHECKIN-4: step 2, insurance with photos of the card, or self-pay. */
export function InsuranceStep({ checkIn, onSaved, onBack }: { checkIn: CheckIn; onSaved: (next: CheckIn, advance: boolean) => void; onBack: () => void }) {
  const { t } = useTranslation('checkIn');
  const save = useMutation(operationMutation(saveCheckInStep, (insurance: CheckInInsurance) => ({ params: { appointmentId: checkIn.appointment_id }, body: { step: 'insurance' as const, insurance } })));
  const form = useApiForm({
    schema: insuranceForm,
    defaultValues: { insurance: { mode: checkIn.insurance?.mode ?? 'insurance', provider: checkIn.insurance?.provider ?? '', member_number: checkIn.insurance?.member_number ?? '' } },
    fields: ['insurance.provider', 'insurance.member_number', 'insurance.mode'],
    onSubmit: async (values) => {
      const result = await save.mutateAsync(values.insurance);
      onSaved(result.check_in, true);
    },
  });
  const mode = form.watch('insurance.mode');
  const errors = form.formState.errors.insurance;
  return (
    <form noValidate onSubmit={form.submit} className="space-y-4">
      <p className="text-slate-700">{t('insuranceLead')}</p>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800">{t('insuranceChoice')}</legend>
        <div className="space-y-2">
          {(['insurance', 'self_pay'] as const).map((value) => (
            <label key={value} className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 py-3 has-[:checked]:border-teal-700 has-[:checked]:bg-teal-50">
              <input type="radio" value={value} className="size-4 accent-teal-700" {...form.register('insurance.mode')} />
              <span className="text-slate-900">{value === 'insurance' ? t('withInsurance') : t('selfPay')}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {mode === 'insurance' && (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label={t('provider')} error={errors && 'provider' in errors ? errors.provider : undefined} {...form.register('insurance.provider')} />
            <TextField label={t('memberNumber')} hint={t('memberNumberHint')} autoComplete="off" error={errors && 'member_number' in errors ? errors.member_number : undefined} {...form.register('insurance.member_number')} />
          </div>
          <section aria-labelledby="card-title" className="space-y-3">
            <h3 id="card-title" className="font-semibold text-slate-900">
              {t('cardTitle')}
            </h3>
            <p className="text-sm text-slate-600">{t('cardHint')}</p>
            <div className="grid gap-3 sm:grid-cols-2">
              {cardSides.map((side) => (
                <CardPhoto
                  key={side}
                  checkIn={checkIn}
                  side={side}
                  onSaved={(next) => {
                    onSaved(next, false);
                  }}
                />
              ))}
            </div>
          </section>
        </>
      )}
      {form.failure !== null && <FormAlert tone="error">{form.failure}</FormAlert>}
      <FormActions>
        <Button type="submit" size="lg" loading={form.formState.isSubmitting} loadingText={t('saving')}>
          {t('saveAndContinue')}
        </Button>
        <Button variant="secondary" size="lg" onClick={onBack}>
          {t('previous')}
        </Button>
      </FormActions>
    </form>
  );
}
