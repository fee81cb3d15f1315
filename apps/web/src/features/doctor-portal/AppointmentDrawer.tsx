import type { AppointmentDetails, AppointmentEvent, AppointmentStatus } from '@clinvia/contracts/appointments';
import { useQuery } from '@tanstack/react-query';
import { FileText, Mail, Phone, X } from 'lucide-react';
import { Link } from 'react-router';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { UiLanguage } from '@clinvia/contracts/ui-language';
import { isOtherContact, visitContactLabel } from '../../components/VisitContact';
import { reasonOf } from '../../lib/api';
import { formatClinicDate } from '../../lib/clinic-dates';
import { useLanguage } from '../../lib/i18n/i18n';
import { localeOf } from '../../lib/i18n/locale';
import { zonedClock } from '../../lib/zone-time';
import { StatusBadge } from '../../components/StatusBadge';
import { appointmentDetailsQuery } from './api';
import { DecisionButton, decisionsFor } from './decisions';
import { patientFacts } from './VisitPatient';
import { SignedConsents } from './SignedConsents';
import { VisitAnswers } from './VisitAnswers';
import { VisitSummaryEditor } from './VisitSummaryEditor';
import { formatPhone, phoneHref } from '../../lib/phone';
import { Button } from '../../components/ui/Button';
import { useVisitTypeName } from '../../components/visit-type-name';

/** The history's times: 'Jan 7, 2026, 9:30 AM'. */
const whenFormats = new Map<UiLanguage, Intl.DateTimeFormat>();
function when(language: UiLanguage): Intl.DateTimeFormat {
  const format = whenFormats.get(language) ?? new Intl.DateTimeFormat(localeOf(language), { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
  whenFormats.set(language, format);
  return format;
}

type T = TFunction<'doctorPortal'>;

/** 'YYYY-MM-DD HH:MM' → 'Jan 7, 2026, 9:30 AM' ('9:30 AM Mountain time' for a viewer elsewhere, TIME-5). */
function slotWords(slot: string | null, timeZone: string, t: T, language: UiLanguage): string {
  if (slot === null) return '';
  const [date = '', time = ''] = slot.split(' ');
  return t('drawer.at', { date: formatClinicDate(date, 'medium', language), time: zonedClock(date, time, timeZone, language) });
}

function byWhom(event: AppointmentEvent, t: T): string {
  if (event.actor_role === null) return t('drawer.by.clinic');
  if (event.actor_role === 'staff') return event.actor_name === null ? t('drawer.by.staff') : t('drawer.by.namedStaff', { name: event.actor_name });
  if (event.actor_role === 'doctor') return event.actor_name === null ? t('drawer.by.doctor') : t('drawer.by.namedDoctor', { name: event.actor_name });
  return event.actor_name ?? t('drawer.by.patient');
}

/** A status in words; every status, no-show included (a history line read 'Confirmed → Changed' for one). */
function statusWord(status: AppointmentStatus | null, t: T): string {
  return status === null ? t('drawer.event.unknownStatus') : t(`status.${status}`);
}

/** One line of the history, in words. */
function eventText(event: AppointmentEvent, timeZone: string, t: T, language: UiLanguage): string {
  const who = byWhom(event, t);
  if (event.kind === 'booked') return t('drawer.event.booked', { who, slot: slotWords(event.to_slot, timeZone, t, language) });
  if (event.kind === 'attendance_confirmed') return t('drawer.event.attendance_confirmed', { who });
  if (event.kind === 'rescheduled') return t('drawer.event.rescheduled', { who, from: slotWords(event.from_slot, timeZone, t, language), to: slotWords(event.to_slot, timeZone, t, language) });
  const status = statusWord(event.to_status, t);
  return event.from_status === null ? t('drawer.event.changed', { status, who }) : t('drawer.event.changedFrom', { from: statusWord(event.from_status, t), status, who });
}

/** 'Insurance: Aetna (ID 123)', the provider's name and number as the patient gave them. */
function payment(details: AppointmentDetails, t: T): string {
  const provider = details.insurance_provider ?? t('drawer.noProvider');
  return details.insurance_id ? t('drawer.insuranceWithId', { provider, id: details.insurance_id }) : t('drawer.insurance', { provider });
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 py-2 sm:grid-cols-[8rem_1fr] sm:gap-3">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

function Details({ details }: { details: AppointmentDetails }) {
  const { t } = useTranslation('doctorPortal');
  const visitTypeName = useVisitTypeName();
  const language = useLanguage();
  const decisions = decisionsFor(details);
  const waitingToComplete = details.status === 'confirmed' && !details.next_statuses.includes('completed');
  return (
    <div className="space-y-6">
      <section aria-labelledby="drawer-patient">
        <h3 id="drawer-patient" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
          {t('drawer.patient')}
        </h3>
        {/* FAMILY-4: a dependent is the patient of the visit; their guardian, the account holder, is the contact. */}
        <p className="mt-2 text-lg font-semibold text-slate-900">{details.dependent?.name ?? details.patient.name}</p>
        <p className="text-slate-600">{details.dependent ? t('patient.dependentAge', { age: details.dependent.age }) : patientFacts(details.patient, t)}</p>
        {details.dependent && (
          <p className="text-sm text-slate-600" data-testid="visit-guardian">
            {t('patient.guardian')} <span className="font-medium text-slate-800">{details.patient.name}</span>
          </p>
        )}
        {/* RECORD-5: the patient's whole record, read-only. */}
        <Link to={`/doctor-portal/patients/${details.patient_id}/record`} className="mt-2 inline-flex items-center gap-1 text-sm font-medium text-teal-800 underline underline-offset-2">
          <FileText className="size-4" aria-hidden="true" />
          {t('record.open')}
        </Link>
      </section>

      <section aria-labelledby="drawer-contact">
        <h3 id="drawer-contact" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
          {visitContactLabel}
        </h3>
        {isOtherContact(details.patient.name, details.contact_name) && <p className="mt-2 font-medium text-slate-900">{details.contact_name}</p>}
        <p className="mt-2 flex flex-col gap-1 text-sm">
          <a href={`mailto:${details.contact_email}`} className="inline-flex items-center gap-1.5 break-all text-teal-700 underline underline-offset-4">
            <Mail className="size-4 shrink-0" aria-hidden="true" />
            {details.contact_email}
          </a>
          <a href={phoneHref(details.contact_phone)} className="inline-flex items-center gap-1.5 text-teal-700 underline underline-offset-4">
            <Phone className="size-4 shrink-0" aria-hidden="true" />
            {formatPhone(details.contact_phone)}
          </a>
        </p>
      </section>

      <section aria-labelledby="drawer-visit">
        <h3 id="drawer-visit" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
          {t('drawer.visit')}
        </h3>
        <dl className="mt-1 divide-y divide-slate-100">
          <Row label={t('drawer.when')}>{t('drawer.at', { date: formatClinicDate(details.appointment_date, 'long', language), time: zonedClock(details.appointment_date, details.appointment_time, details.timeZone, language) })}</Row>
          <Row label={t('drawer.type')}>{visitTypeName(details.appointment_type)}</Row>
          <Row label={t('drawer.reason')}>{details.reason}</Row>
          <Row label={t('drawer.status')}>
            <StatusBadge status={details.status} declined={details.declined} />
            {details.status_reason !== null && <span className="mt-1 block text-sm text-slate-600">{details.status_reason}</span>}
            {details.patient_confirmed_at !== null && <span className="mt-1 block text-sm font-medium text-teal-800">{t('appointments.patientWillAttend')}</span>}
            {details.staff_confirms && details.status === 'pending' && <span className="mt-1 block text-sm text-slate-600">{t('decisions.staffConfirms')}</span>}
          </Row>
          <Row label={t('drawer.payment')}>{details.is_insurance ? payment(details, t) : t('drawer.selfPay')}</Row>
        </dl>
      </section>

      <VisitAnswers appointmentId={details.id} />

      <SignedConsents patientId={details.patient_id} appointmentId={details.id} timeZone={details.timeZone} />

      {(decisions.length > 0 || waitingToComplete) && (
        <section aria-labelledby="drawer-actions">
          <h3 id="drawer-actions" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
            {t('drawer.decide')}
          </h3>
          <div className="mt-2 flex flex-wrap gap-2" data-actions={details.id}>
            {decisions.map((decision) => (
              <DecisionButton key={decision} appointment={details} decision={decision} size="md" />
            ))}
          </div>
          {waitingToComplete && <p className="mt-2 text-sm text-slate-600">{t('decisions.completeNotYet')}</p>}
        </section>
      )}

      {/* SUMMARY-1: the summary is written once the visit is completed (or later). */}
      {(details.status === 'completed' || details.status === 'confirmed') && <VisitSummaryEditor appointmentId={details.id} status={details.status} />}

      <section aria-labelledby="drawer-history">
        <h3 id="drawer-history" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
          {t('drawer.history')}
        </h3>
        <ol className="mt-2 space-y-3 border-l-2 border-slate-200 pl-4">
          {details.history.map((event, i) => (
            <li key={`${event.at}-${String(i)}`}>
              <p className="text-sm font-medium text-slate-900">{eventText(event, details.timeZone, t, language)}</p>
              {event.reason !== null && <p className="text-sm text-slate-700">{t('drawer.historyReason', { reason: event.reason })}</p>}
              <p className="text-xs text-slate-500">
                <time dateTime={event.at}>{when(language).format(new Date(event.at))}</time>
              </p>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

/**
 * The details drawer (issue 11 point 2): reason, type, contact, insurance and the history of
 * an appointment, with its decisions. A modal dialog: focus moves in, stays in, and Escape or
 * Close returns it to where it was.
 */
export function AppointmentDrawer({ appointmentId, onClose }: { appointmentId: string; onClose: () => void }) {
  const { t } = useTranslation('doctorPortal');
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const details = useQuery(appointmentDetailsQuery(appointmentId));

  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    // The dialog would focus its first focusable element, the title: Close is where to start.
    closeButton.current?.focus();
    return () => {
      element?.close();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-labelledby="drawer-title"
      data-drawer
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-0 ml-auto h-dvh max-h-none w-full max-w-md border-l border-slate-200 p-0 shadow-xl backdrop:bg-slate-900/40"
    >
      <div className="sticky top-0 flex items-center justify-between gap-4 border-b border-slate-200 bg-white px-5 py-4">
        <h2 id="drawer-title" tabIndex={-1} data-focus-fallback className="text-lg font-semibold text-slate-900 focus:outline-none">
          {t('drawer.title')}
        </h2>
        <Button ref={closeButton} variant="ghost" size="icon" onClick={onClose}>
          <X className="size-5" aria-hidden="true" />
          <span className="sr-only">{t('drawer.close')}</span>
        </Button>
      </div>
      <div className="px-5 py-5">
        {details.isPending ? (
          <p role="status" className="text-slate-600">
            {t('drawer.loading')}
          </p>
        ) : details.isError ? (
          <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
            <p className="font-semibold">{t('drawer.loadError')}</p>
            <p className="mt-1 text-sm">{reasonOf(details.error)}</p>
          </div>
        ) : (
          <Details details={details.data} />
        )}
      </div>
    </dialog>
  );
}
