import { visitPlaceLine } from '@clinvia/contracts/locations';
import { ARRIVAL_MINUTES_EARLY } from '@clinvia/contracts/appointments';
import { calendarFile, type CalendarEvent } from '@clinvia/contracts/calendar';
import { instantOfWallClock, utcOffsetAt, zoneLabel } from '@clinvia/contracts/clinic-time';
import type { MessageKind } from '@clinvia/contracts/messages';
import type { UiLanguage } from '@clinvia/contracts/ui-language';
import type { MailCalendar } from '../../lib/mail';
import { emailWords, type EmailWords } from './email-words';

// Every appointment e-mail, in one module (LIFE-7), its words from ./email-words in the recipient's language (I18N-10): subject, plain text and HTML (every
// value escaped), and the .ics. The minimum of health detail: who, when, where and the status,
// never the reason for the visit or a doctor's note (those stay behind the sign-in, on
// /appointments). Times are the clinic's wall-clock times, with the zone and its UTC offset
// spelled out so a reader elsewhere (and a test) knows the instant; the .ics says the same instant.

/** BOOK-2: appointments are half-hour slots (as the web's 'Add to calendar' file says), unless the view says otherwise. */
const SLOT_MINUTES = 30;

/** What an e-mail may tell about the appointment, read when it is sent. */
export interface AppointmentEmailView {
  appointmentId: string;
  kind: MessageKind;
  /** The .ics SEQUENCE (appointments.sequence this message was written for). */
  sequence: number;
  /** Who made the change ('patient', 'doctor', 'staff'); a cancellation names them. */
  actorRole: 'patient' | 'doctor' | 'staff' | null;
  /** The account holder's name (MAIL-1: never the contact name typed at booking) and the confirmed address. */
  patientName: string;
  recipient: string;
  /** FAMILY-3: the dependent the visit is for; the e-mail still goes to (and greets) the guardian. */
  dependentName?: string | null;
  /** The doctor's id: a no-show's e-mail links to booking them again. */
  doctorId: string;
  doctorName: string;
  specialization: string;
  clinicAddress: string | null;
  /** LOC-5: the location the visit was booked at (name and address); null falls back to the doctor's clinic address. */
  place?: { name: string; address: string } | null;
  /** Clinic-local YYYY-MM-DD and HH:MM. */
  date: string;
  time: string;
  appointmentType: string;
  /** TIME-5: the zone of the doctor's location (HOURS-4), whose wall clock `date` and `time` are. */
  clinicTimeZone: string;
  /** VISIT-1: how long the visit lasts (its slots × the doctor's slot length); BOOK-2's half hour when not given. */
  durationMinutes?: number;
  /** APP_URL: every link is built from it. */
  appUrl: string;
  organizer: { name: string; email: string };
  /** The DTSTAMP (tests pin it). */
  now?: Date;
  /** The signed one-click links (LIFE-8) a booked, confirmed, rescheduled or reminder e-mail carries. */
  visitLinks?: { attend: string; cancel: string };
  /** CHECKIN-8: the visit's check-in window is open: a reminder links to it (through sign-in). */
  checkInOpen?: boolean;
  /** I18N-10: the recipient's language (users.language); English when not given. */
  language?: UiLanguage;
}

export interface AppointmentEmail {
  subject: string;
  text: string;
  html: string;
  calendar?: MailCalendar;
}

/** The instant a clinic wall-clock time stands for (the offset read at that instant, so across a DST change too). */
export function clinicInstant(date: string, time: string, timeZone: string): Date {
  return new Date(instantOfWallClock(timeZone, date, time));
}

function offsetText(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

// Making an Intl.DateTimeFormat costs more than formatting with one: one per language and zone, kept.
const longFormatters = new Map<string, Intl.DateTimeFormat>();

function longFormatter(timeZone: string, locale: string): Intl.DateTimeFormat {
  const key = `${locale} ${timeZone}`;
  let formatter = longFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { timeZone, weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' });
    longFormatters.set(key, formatter);
  }
  return formatter;
}

/**
 * 'Tuesday, March 10, 2026 at 9:00 AM Eastern time (America/New_York, UTC-04:00)': the wall clock
 * of the doctor's location, never the server's, its zone in words and exactly (TIME-5); in
 * Spanish 'martes, 10 de marzo de 2026, a las 9:00 a.m. hora oriental (America/New_York, UTC-04:00)'.
 */
export function whenInWords(date: string, time: string, timeZone: string, language: UiLanguage = 'en'): string {
  const instant = clinicInstant(date, time, timeZone);
  const words = emailWords[language];
  const wall = longFormatter(timeZone, words.locale).format(instant);
  return `${words.joinClock(wall)} ${zoneLabel(timeZone, instant, language)} (${timeZone}, ${offsetText(utcOffsetAt(timeZone, instant.getTime()))})`;
}

const doctorTitle = (name: string) => `Dr. ${name}`;

/** One e-mail's words: a subject, paragraphs and at most one link. */
interface Words {
  subject: string;
  paragraphs: string[];
  link?: { label: string; path: string };
  /** The calendar change it carries: REQUEST (add or update the event) or CANCEL (remove it). */
  calendar?: { method: 'REQUEST' | 'CANCEL'; status: CalendarEvent['status'] };
}

/** Where each kind's link leads, and the calendar change it carries: the same in every language. */
function targetOf(view: AppointmentEmailView): Pick<Words, 'calendar'> & { path: string } {
  const manage = '/appointments';
  const bookAgain = '/find-doctor';
  const summary = `/appointments?summary=${view.appointmentId}`;
  switch (view.kind) {
    case 'booked':
    case 'rescheduled':
      return { path: manage, calendar: { method: 'REQUEST', status: 'TENTATIVE' } };
    case 'confirmed':
      return { path: manage, calendar: { method: 'REQUEST', status: 'CONFIRMED' } };
    case 'declined':
    case 'cancelled':
      return { path: bookAgain, calendar: { method: 'CANCEL', status: 'CANCELLED' } };
    case 'completed':
      return { path: manage };
    case 'no_show':
      // LIFE-9: straight back to this doctor’s booking wizard.
      return { path: `/appointment/${view.doctorId}` };
    case 'summary_ready':
    case 'summary_amended':
      // SUMMARY-4 (and SUMMARY-3 for an addendum): where to read it, through sign-in; nothing of the visit.
      return { path: summary };
    case 'reminder':
      // CHECKIN-8: the link names no health detail; the page asks for sign-in first.
      return { path: view.checkInOpen === true ? `/appointments/${view.appointmentId}/check-in` : manage };
  }
}

function wordsOf(view: AppointmentEmailView, language: UiLanguage): Words {
  const words = emailWords[language];
  const kind = words.kind({
    kind: view.kind,
    doctor: doctorTitle(view.doctorName),
    specialization: view.specialization,
    appointmentType: view.appointmentType,
    dependentName: view.dependentName ?? null,
    when: whenInWords(view.date, view.time, view.clinicTimeZone, language),
    date: view.date,
    actorRole: view.actorRole,
    checkInOpen: view.checkInOpen === true,
    arrivalMinutesEarly: ARRIVAL_MINUTES_EARLY,
  });
  const { path, calendar } = targetOf(view);
  return { subject: kind.subject, paragraphs: kind.paragraphs, link: { label: kind.link, path }, ...(calendar ? { calendar } : {}) };
}

/** HTML text with every character that could start markup or end an attribute escaped. */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

function calendarOf(view: AppointmentEmailView, change: NonNullable<Words['calendar']>, language: UiLanguage): MailCalendar {
  const words = emailWords[language];
  const content = calendarFile({
    method: change.method,
    timeZone: view.clinicTimeZone,
    ...(view.now === undefined ? {} : { now: view.now }),
    events: [
      {
        // The same UID as the web's 'Add to calendar' file: the e-mail updates that event too.
        uid: `${view.appointmentId}@clinvia`,
        date: view.date,
        time: view.time,
        durationMinutes: view.durationMinutes ?? SLOT_MINUTES,
        summary: words.calendarSummary({ appointmentType: view.appointmentType, dependentName: view.dependentName ?? null, doctor: doctorTitle(view.doctorName), specialization: view.specialization }),
        description: words.calendarDescription(`${view.appUrl}/appointments`),
        location: whereInWords(view),
        status: change.status,
        sequence: view.sequence,
        organizer: view.organizer,
        attendees: [{ name: view.patientName, email: view.recipient }],
      },
    ],
  });
  return { method: change.method, content, filename: change.method === 'CANCEL' ? 'cancel.ics' : 'invite.ics' };
}

/** LOC-5: where the visit is, as the e-mail and the .ics's LOCATION say it ('Clinvia Denver, 1600 Champa St, Denver, CO'). */
export function whereInWords(view: Pick<AppointmentEmailView, 'place' | 'clinicAddress'>): string | null {
  return visitPlaceLine(view.place ?? null, view.clinicAddress);
}

/** LOC-5: a 'Where:' line after each 'When:' line. */
function withWhere(words: Words, where: string | null, labels: Pick<EmailWords, 'when' | 'where'>): Words {
  if (where === null || where === '') return words;
  return { ...words, paragraphs: words.paragraphs.flatMap((paragraph) => (paragraph.startsWith(`${labels.when}: `) ? [paragraph, `${labels.where}: ${where}`] : [paragraph])) };
}

/** The e-mail of one appointment message: subject, text, HTML and (for calendar changes) the .ics. */
export function appointmentEmail(view: AppointmentEmailView): AppointmentEmail {
  const language = view.language ?? 'en';
  const catalogue = emailWords[language];
  const visitLinkLabels = catalogue.visitLinks;
  const words = withWhere(wordsOf(view, language), whereInWords(view), catalogue);
  const greeting = catalogue.greeting(view.patientName);
  const signature = 'Clinvia';
  const link = words.link ? { label: words.link.label, url: `${view.appUrl}${words.link.path}` } : undefined;
  const visit = view.visitLinks;
  const text = [
    greeting,
    '',
    ...words.paragraphs.flatMap((p) => [p, '']),
    ...(visit ? [`${visitLinkLabels.attend}: ${visit.attend}`, '', `${visitLinkLabels.cancel}: ${visit.cancel}`, '', visitLinkLabels.note, ''] : []),
    ...(link ? [`${link.label}: ${link.url}`, ''] : []),
    signature,
    '',
  ].join('\n');
  const html = [
    '<!doctype html><html><body>',
    `<p>${escapeHtml(greeting)}</p>`,
    ...words.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(visit
      ? [
          `<p><a href="${escapeHtml(visit.attend)}" style="display:inline-block;padding:10px 18px;background:#0f766e;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(visitLinkLabels.attend)}</a> <a href="${escapeHtml(visit.cancel)}" style="display:inline-block;padding:10px 18px;color:#be123c;text-decoration:underline">${escapeHtml(visitLinkLabels.cancel)}</a></p>`,
          `<p style="color:#475569;font-size:13px">${escapeHtml(visitLinkLabels.note)}</p>`,
        ]
      : []),
    ...(link ? [`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`] : []),
    `<p>${escapeHtml(signature)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: words.subject, text, html, ...(words.calendar ? { calendar: calendarOf(view, words.calendar, language) } : {}) };
}
