import { placeLine, type Place } from '@clinvia/contracts/locations';
import type { BookingFormInput } from '@clinvia/contracts/appointments';
import { slotLabel } from '@clinvia/contracts/doctors';
import { withZone } from '../../lib/zone-time';
import { Clock } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { formatClinicDate } from '../../lib/clinic-dates';
import { TextField } from '../../components/fields';
import { bookingTexts } from './texts';
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
  return (
    <div className="grid grid-cols-[1fr_auto] gap-x-3 py-2">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="row-start-2 min-w-0 break-words font-medium text-slate-900">{value}</dd>
      <dd className="col-start-2 row-span-2 row-start-1 self-center">
        <Button variant="inline" className="text-sm" onClick={onChange}>
          Change<span className="sr-only"> {label.toLowerCase()}</span>
        </Button>
      </dd>
    </div>
  );
}

/** Step 3 (BOOK-4): who the appointment is for, prefilled from the profile, and the arrival advice. */
export function PersonalInfoStep({ prefill, onBehalf = false, onChangeStep, timeZone, place = null }: PersonalInfoStepProps) {
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
          {onBehalf ? "Loading the patient's details..." : 'Loading your details...'}
        </p>
      )}
      {prefill === 'failed' && (
        <p role="status" className="rounded-md border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900">
          {onBehalf ? bookingTexts.prefillFailedOnBehalf : bookingTexts.prefillFailed}
        </p>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TextField label="Full name" autoComplete="name" error={errors.patientName} {...register('patientName')} />
        </div>
        <TextField label="Email" type="email" autoComplete="email" error={errors.patientEmail} {...register('patientEmail')} />
        <TextField label="Phone number" type="tel" autoComplete="tel" hint="10 to 15 digits" error={errors.patientPhone} {...register('patientPhone')} />
      </div>

      <div role="note" className="flex items-start gap-3 rounded-lg border border-teal-200 bg-teal-50 px-4 py-3 text-teal-900">
        <Clock className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <p>{bookingTexts.arrivalAdvice}</p>
      </div>

      <section aria-labelledby="booking-summary" className="rounded-lg border border-slate-200 bg-white px-4 py-2">
        <h3 id="booking-summary" className="pt-2 text-sm font-semibold uppercase tracking-wide text-slate-600">
          {onBehalf ? 'The choices' : 'Your choices'}
        </h3>
        <dl className="divide-y divide-slate-100">
          <Choice label="Date and time" value={date && time ? `${formatClinicDate(date, 'long')}, ${timeZone === undefined ? slotLabel(time) : withZone(slotLabel(time), date, time, timeZone)}` : '—'} onChange={() => { onChangeStep(1); }} />
          {place !== null && <Choice label="Where" value={placeLine(place)} onChange={() => { onChangeStep(1); }} />}
          <Choice label="Appointment type" value={type} onChange={() => { onChangeStep(2); }} />
          <Choice label="Payment" value={isInsurance === 'true' ? `Insurance${provider ? ` (${provider})` : ''}` : 'Self-pay'} onChange={() => { onChangeStep(2); }} />
        </dl>
      </section>
    </div>
  );
}
