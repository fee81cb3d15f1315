import { visitPlaceLine } from '@clinvia/contracts/locations';
import { ARRIVAL_MINUTES_EARLY, type PatientAppointment } from '@clinvia/contracts/appointments';
import { zonedClock } from '../../lib/zone-time';
import { CalendarPlus, CheckCircle2, Clock } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatClinicDate } from '../../lib/clinic-dates';
import { useLanguage } from '../../lib/i18n/i18n';
import { specialtyName } from '../../lib/i18n/specialty-names';
import { doctorTitle } from '../../lib/format';
import { formatPhone } from '../../lib/phone';
import { useCalendarUrl } from '../../lib/calendar-url';
import { appointmentCalendarFileName } from '../../lib/ics';
import { buttonClass, ButtonLink } from '../../components/ui/Button';
import { useVisitTypeName } from '../../components/visit-type-name';

function SummaryRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-0.5 py-2.5 sm:grid-cols-[11rem_1fr] sm:gap-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="break-words font-medium text-slate-900">{value}</dd>
    </div>
  );
}

/** Step 4 ('Appointment Confirmed'), shown only once the server has accepted the booking (BOOK-7). */
export function Confirmation({ appointment, onBehalf = false }: { appointment: PatientAppointment; onBehalf?: boolean }) {
  const { t } = useTranslation('booking');
  const visitTypeName = useVisitTypeName();
  const language = useLanguage();
  const heading = useRef<HTMLHeadingElement>(null);
  // TIME-5: the .ics is in the zone of the doctor's location.
  const calendarUrl = useCalendarUrl(appointment, appointment.timeZone);
  const where = visitPlaceLine(appointment.location, appointment.clinic_address);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <div className="text-center">
      <CheckCircle2 className="mx-auto size-14 text-green-700" aria-hidden="true" />
      <h2 ref={heading} tabIndex={-1} className="mt-3 text-2xl font-bold text-slate-900 focus:outline-none">
        {t('confirmed')}
      </h2>
      {/* Issue 40.7: SPEC's heading stays; the line under it says plainly whether the doctor has accepted yet. */}
      <p className="mx-auto mt-2 max-w-xl font-semibold text-amber-800" data-testid="doctor-decision">
        {appointment.status === 'pending' ? t('awaitingDoctor') : t('acceptedByDoctor')}
      </p>
      <p className="mx-auto mt-2 max-w-xl text-slate-600">{onBehalf ? t('onBehalfLead') : t('confirmedLead')}</p>

      <dl className="mx-auto mt-6 max-w-xl divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white px-4 text-left">
        {/* FAMILY-3: whose visit it is; the patient row below is the guardian, the contact. */}
        {appointment.dependent !== null && <SummaryRow label={t('summary.for')} value={appointment.dependent.name} />}
        <SummaryRow label={t('summary.doctor')} value={`${doctorTitle(appointment.doctor_name)}, ${specialtyName(appointment.doctor_specialization, language)}`} />
        <SummaryRow label={t('summary.date')} value={formatClinicDate(appointment.appointment_date, 'long', language)} />
        {/* TIME-6: the one formatter: the zone in words only when the browser's clock reads otherwise. */}
        <SummaryRow label={t('summary.time')} value={zonedClock(appointment.appointment_date, appointment.appointment_time, appointment.timeZone, language)} />
        <SummaryRow label={t('summary.type')} value={visitTypeName(appointment.appointment_type)} />
        <SummaryRow label={t('summary.reason')} value={appointment.reason} />
        <SummaryRow label={t('summary.payment')} value={appointment.is_insurance ? t('summary.insurance', { provider: appointment.insurance_provider ?? '' }) : t('summary.selfPay')} />
        <SummaryRow label={t('summary.patient')} value={`${appointment.patient_name} · ${appointment.patient_email} · ${formatPhone(appointment.patient_phone)}`} />
        {/* LOC-5: the location of the booked slot, else the doctor's clinic address. */}
        {where !== null && <SummaryRow label={t('summary.where')} value={where} />}
        <SummaryRow label={t('summary.status')} value={appointment.status === 'pending' ? t('summary.pending') : t('summary.confirmed')} />
      </dl>

      <p className="mx-auto mt-4 flex max-w-xl items-start justify-center gap-2 text-teal-900">
        <Clock className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        {t('arrivalAdvice', { minutes: ARRIVAL_MINUTES_EARLY })}
      </p>

      <div className="mt-6 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
        <a
          href={calendarUrl}
          download={appointmentCalendarFileName(appointment)}
          className={buttonClass({ variant: 'outline', size: 'lg' })}
        >
          <CalendarPlus className="size-5" aria-hidden="true" />
          {t('addToCalendar')}
        </a>
        <ButtonLink to={onBehalf ? '/staff/appointments' : '/appointments'} size="lg">
          {onBehalf ? t('backToConsole') : t('viewAppointments')}
        </ButtonLink>
      </div>
      <Link
        to={onBehalf ? `/staff/appointments/book?patient=${appointment.patient_id}` : '/find-doctor'}
        className="mt-4 inline-block text-sm font-medium text-teal-700 underline underline-offset-4"
      >
        {onBehalf ? t('bookAnotherForPatient') : t('bookAnother')}
      </Link>
    </div>
  );
}
