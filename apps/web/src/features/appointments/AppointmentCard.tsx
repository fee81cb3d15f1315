import type { PatientAppointment } from '@clinvia/contracts/appointments';
import type { VisitSummary } from '@clinvia/contracts/visit-summaries';
import { CalendarCheck, CalendarClock, CalendarDays, CalendarPlus, ClipboardCheck, Clock, FileText, MapPin, MessageSquare, UserRound, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { summaryDateAndTime, VisitSummaryView } from '../../components/VisitSummaryView';
import { Avatar } from '../../components/Avatar';
import { useCalendarUrl } from '../../lib/calendar-url';
import { clockLabel, zoneNote } from '../../lib/zone-time';
import { formatClinicDate } from '../../lib/clinic-dates';
import { useLanguage } from '../../lib/i18n/i18n';
import { specialtyName } from '../../lib/i18n/specialty-names';
import { doctorTitle } from '../../lib/format';
import { appointmentCalendarFileName } from '../../lib/ics';
import { StatusBadge } from '../../components/StatusBadge';
import { Button, ButtonLink, buttonClass } from '../../components/ui/Button';
import { useVisitTypeName } from '../../components/visit-type-name';

interface AppointmentCardProps {
  appointment: PatientAppointment;
  onCancel?: (appointment: PatientAppointment) => void;
  onReschedule?: (appointment: PatientAppointment) => void;
  /** The appointment whose cancellation is on its way. */
  busy?: boolean;
  /** The clinic's zone: an upcoming appointment offers its .ics (APPT-9). */
  calendarTimeZone?: string;
  /** SUMMARY-5: the visit's signed summary, when there is one. */
  summary?: VisitSummary | undefined;
  /** The summary starts open (the e-mail's link names this visit). */
  summaryOpen?: boolean;
}

/** SUMMARY-5, SUMMARY-6: the signed summary, folded under the visit, and the follow-up it asks for. */
function SummarySection({ summary, open }: { summary: VisitSummary; open: boolean }) {
  const { t } = useTranslation('appointments');
  const language = useLanguage();
  const followUp = summary.follow_up;
  return (
    <details open={open} className="group mt-4 rounded-lg border border-teal-200 bg-teal-50/40" data-testid="summary-section">
      <summary className="flex cursor-pointer flex-wrap items-center gap-x-2 gap-y-1 px-3 py-2 font-medium text-teal-900">
        <FileText className="size-4 shrink-0" aria-hidden="true" />
        {t('summary.title')}
        <span className="text-sm font-normal text-slate-700">
          {summary.signed_at !== null && t('summary.signed', summaryDateAndTime(summary.signed_at, summary.time_zone, language))}
          {summary.addenda.length > 0 && ` · ${t('summary.addenda', { count: summary.addenda.length })}`}
        </span>
      </summary>
      <div className="border-t border-teal-200 bg-white px-3 py-3">
        <VisitSummaryView summary={summary} />
        {followUp !== null && (
          <div className="mt-4 flex flex-col gap-2 rounded-md bg-slate-50 p-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-slate-800">{t('summary.followUpHint', { doctor: doctorTitle(summary.doctor.name), date: formatClinicDate(followUp.date, 'long', language) })}</p>
            <ButtonLink to={`/appointment/${encodeURIComponent(summary.doctor.id)}?from=${followUp.date}`} className="shrink-0">
              <CalendarPlus className="size-4" aria-hidden="true" />
              {t('summary.bookFollowUp')}
            </ButtonLink>
          </div>
        )}
      </div>
    </details>
  );
}

/** The card's actions share a row on a phone and stack beside the card from `sm` up. */
const actionLayout = 'flex-1 sm:flex-none';

/** 'Add to calendar': the same .ics as the wizard's last step. */
function CalendarLink({ appointment, timeZone }: { appointment: PatientAppointment; timeZone: string }) {
  const { t } = useTranslation('appointments');
  const url = useCalendarUrl(appointment, timeZone);
  return (
    <a
      href={url}
      download={appointmentCalendarFileName(appointment)}
      aria-describedby={`appointment-${appointment.id}`}
      className={buttonClass({ variant: 'secondary', className: `${actionLayout} basis-full text-center sm:basis-auto sm:whitespace-nowrap` })}
    >
      <CalendarPlus className="size-4" aria-hidden="true" />
      {t('addToCalendar')}
    </a>
  );
}

/** One appointment (APPT-2): date, time (HH:MM), doctor, specialization, status, reason, and what can be done with it. */
export function AppointmentCard({ appointment, onCancel, onReschedule, busy = false, calendarTimeZone, summary, summaryOpen = false }: AppointmentCardProps) {
  const { t } = useTranslation('appointments');
  const visitTypeName = useVisitTypeName();
  const language = useLanguage();
  const zone = zoneNote(appointment.appointment_date, appointment.appointment_time, appointment.timeZone, language);
  const canReschedule = onReschedule !== undefined && appointment.can_reschedule;
  const canCancel = onCancel !== undefined && appointment.can_cancel;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5" data-testid="appointment" aria-labelledby={`appointment-${appointment.id}`}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="flex min-w-0 flex-1 items-start gap-3">
          <Avatar name={appointment.doctor_name} src={appointment.doctor_face_url} size={48} />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <h3 id={`appointment-${appointment.id}`} className="font-semibold text-slate-900">
                {doctorTitle(appointment.doctor_name)}
              </h3>
              <StatusBadge status={appointment.status} />
            </div>
            <p className="text-sm font-medium text-teal-700">{specialtyName(appointment.doctor_specialization, language)}</p>
            {/* FAMILY-3: whose visit it is, when it is a dependent's. */}
            {appointment.dependent !== null && (
              <p className="mt-1 flex items-center gap-1.5 text-sm font-semibold text-slate-900" data-testid="appointment-for">
                <UserRound className="size-4 text-slate-500" aria-hidden="true" />
                {t('forWhom', { name: appointment.dependent.name })}
              </p>
            )}
            <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-800">
              <span className="inline-flex items-center gap-1.5">
                <CalendarDays className="size-4 text-slate-500" aria-hidden="true" />
                {formatClinicDate(appointment.appointment_date, 'medium', language)}
                <span className="text-slate-600">({formatClinicDate(appointment.appointment_date, 'weekday', language)})</span>
              </span>
              <span className="inline-flex items-center gap-1.5">
                <Clock className="size-4 text-slate-500" aria-hidden="true" />
                {/* The time as everywhere else ('2:30 PM'), SPEC's HH:MM beside it (issue 40.7). */}
                <time dateTime={appointment.appointment_time}>{clockLabel(appointment.appointment_time, language)}</time>
                <span className="text-slate-600">({appointment.appointment_time})</span>
                {/* TIME-5: the zone of the doctor's location, when the browser's clock reads otherwise. */}
                {zone !== null && <span className="font-medium text-slate-800">{zone}</span>}
              </span>
              <span className="text-slate-600">{visitTypeName(appointment.appointment_type)}</span>
            </p>
            {/* LOC-5: where the visit is, as booked. */}
            {appointment.location !== null && (
              <p className="mt-1 flex items-start gap-1.5 break-words text-sm text-slate-700" data-testid="appointment-location">
                <MapPin className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
                <span>
                  <span className="font-medium text-slate-900">{appointment.location.name}</span>
                  {(appointment.location.address || appointment.clinic_address) && <span>, {appointment.location.address || appointment.clinic_address}</span>}
                </span>
              </p>
            )}
            <p className="mt-2 break-words text-sm text-slate-700">
              <span className="font-medium text-slate-900">{t('reason')} </span>
              {appointment.reason}
            </p>
            {appointment.status_reason !== null && <p className="mt-1 text-sm text-slate-600">{appointment.status_reason}</p>}
            {appointment.patient_confirmed_at !== null && appointment.can_cancel && (
              <p className="mt-1 flex items-center gap-1 text-sm font-medium text-teal-800" data-testid="attending">
                <CalendarCheck className="size-4" aria-hidden="true" />
                {t('attending')}
              </p>
            )}
          </div>
        </div>
        <div className="flex flex-wrap gap-2 sm:flex-col sm:flex-nowrap">
            {/* CHECKIN-1: the check-in while its window is open; once done, it says so. */}
            {(appointment.check_in === 'open' || appointment.check_in === 'in_progress') && (
              <ButtonLink
                to={`/appointments/${encodeURIComponent(appointment.id)}/check-in`}
                aria-describedby={`appointment-${appointment.id}`}
                className={`${actionLayout} basis-full text-center sm:basis-auto sm:whitespace-nowrap`}
              >
                <ClipboardCheck className="size-4" aria-hidden="true" />
                {t(`checkIn.${appointment.check_in}`)}
              </ButtonLink>
            )}
            {appointment.check_in === 'checked_in' && (
              <p className="flex basis-full items-center gap-1.5 text-sm font-semibold text-teal-800 sm:basis-auto" data-testid="checked-in">
                <ClipboardCheck className="size-4" aria-hidden="true" />
                {t('checkIn.checked_in')}
              </p>
            )}
            {calendarTimeZone !== undefined && <CalendarLink appointment={appointment} timeZone={appointment.timeZone} />}
            {canReschedule && (
              <Button
                onClick={() => {
                  onReschedule(appointment);
                }}
                disabled={busy}
                aria-describedby={`appointment-${appointment.id}`}
                variant="outline"
                className={actionLayout}
              >
                <CalendarClock className="size-4" aria-hidden="true" />
                {t('reschedule')}
              </Button>
            )}
            {canCancel && (
              <Button
                onClick={() => {
                  onCancel(appointment);
                }}
                disabled={busy}
                aria-describedby={`appointment-${appointment.id}`}
                variant="danger"
                className={actionLayout}
              >
                <XCircle className="size-4" aria-hidden="true" />
                {busy ? t('cancelling') : t('cancel')}
              </Button>
            )}
            {/* MSG-UI-3: a start point of a secure message, tied to this visit and its doctor. */}
            <ButtonLink
              to={`/messages/new?appointment=${encodeURIComponent(appointment.id)}`}
              aria-describedby={`appointment-${appointment.id}`}
              variant="secondary"
              className={`${actionLayout} basis-full text-center sm:basis-auto sm:whitespace-nowrap`}
            >
              <MessageSquare className="size-4" aria-hidden="true" />
              {t('message')}
            </ButtonLink>
        </div>
      </div>
      {summary !== undefined && <SummarySection summary={summary} open={summaryOpen} />}
    </li>
  );
}
