import { placeLine, type Place } from '@clinvia/contracts/locations';
import { ARRIVAL_MINUTES_EARLY, type BookingFormInput } from '@clinvia/contracts/appointments';
import { clockLabel, withZone } from '../../lib/zone-time';
import { Clock } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatClinicDate } from '../../lib/clinic-dates';
import { useLanguage } from '../../lib/i18n/i18n';
import { TextField } from '../../components/fields';
import { Button } from '../../components/ui/Button';

interface PersonalInfoStepProps {
  /** 'loading' while the patient's details are on the way, 'failed' when they could not be read. */
  prefill: 'loading' | 'done' | 'failed';
  /** Staff book for the patient: the texts speak of the patient's details. */
  onBehalf?: boolean;
  onChangeStep: (step: 1 | 2) => void;
  /** TIME-5: the zone of the doctor's location, named beside the time when the browser's differs. */
  timeZone?: string | undefined;
  /** LOC-5: where the chosen slot is. */
  place?: Place | null;
}

function Choice({ label, value, onChange }: { label: string; value: string; onChange: () => void }) {
  const { t } = useTranslation('booking');
  return (
    <div className="grid grid-cols-[1fr_auto] gap-x-3 py-2">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="row-start-2 min-w-0 break-words font-medium text-slate-900">{value}</dd>
      <dd className="col-start-2 row-span-2 row-start-1 self-center">
        <Button variant="inline" className="text-sm" onClick={onChange}>
          {t('personal.change')}
          <span className="sr-only"> {label.toLowerCase()}</span>
        </Button>
      </dd>
    </div>
  );
}

/** Step 3 (BOOK-4): who the appointment is for, prefilled from the profile, and the arrival advice. */
export function PersonalInfoStep({ prefill, onBehalf = false, onChangeStep, timeZone, place = null }: PersonalInfoStepProps) {
  const { t } = useTranslation('booking');
  const language = useLanguage();
  const {
    register,
    formState: { errors },
  } = useFormContext<BookingFormInput>();
  const [date, time, type, isInsurance, provider] = useWatch<BookingFormInput, ['selectedDate', 'selectedTime', 'appointmentType', 'isInsurance', 'insuranceProvider']>({
    name: ['selectedDate', 'selectedTime', 'appointmentType', 'isInsurance', 'insuranceProvider'],
  });

  return (
    <div className="space-y-6">
      {prefill === 'loading' && (
        <p role="status" className="text-sm text-slate-600">
          {onBehalf ? t('personal.loadingOnBehalf') : t('personal.loading')}
        </p>
      )}
      {prefill === 'failed' && (
        <p role="status" className="rounded-md border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900">
          {onBehalf ? t('personal.prefillFailedOnBehalf') : t('personal.prefillFailed')}
        </p>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TextField label={t('personal.fullName')} autoComplete="name" error={errors.patientName} {...register('patientName')} />
        </div>
        <TextField label={t('personal.email')} type="email" autoComplete="email" error={errors.patientEmail} {...register('patientEmail')} />
        <TextField label={t('personal.phone')} type="tel" autoComplete="tel" hint={t('personal.phoneHint')} error={errors.patientPhone} {...register('patientPhone')} />
      </div>

      <div role="note" className="flex items-start gap-3 rounded-lg border border-teal-200 bg-teal-50 px-4 py-3 text-teal-900">
        <Clock className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <p>{t('arrivalAdvice', { minutes: ARRIVAL_MINUTES_EARLY })}</p>
      </div>

      <section aria-labelledby="booking-summary" className="rounded-lg border border-slate-200 bg-white px-4 py-2">
        <h3 id="booking-summary" className="pt-2 text-sm font-semibold uppercase tracking-wide text-slate-600">
          {onBehalf ? t('personal.choicesOnBehalf') : t('personal.choices')}
        </h3>
        <dl className="divide-y divide-slate-100">
          <Choice label={t('personal.dateTime')} value={date && time ? `${formatClinicDate(date, 'long', language)}, ${timeZone === undefined ? clockLabel(time, language) : withZone(clockLabel(time, language), date, time, timeZone, language)}` : '—'} onChange={() => { onChangeStep(1); }} />
          {place !== null && <Choice label={t('personal.where')} value={placeLine(place)} onChange={() => { onChangeStep(1); }} />}
          <Choice label={t('personal.type')} value={type} onChange={() => { onChangeStep(2); }} />
          <Choice label={t('personal.payment')} value={isInsurance === 'true' ? (provider ? t('personal.insuranceWith', { provider }) : t('personal.insurance')) : t('personal.selfPay')} onChange={() => { onChangeStep(2); }} />
        </dl>
      </section>
    </div>
  );
}
