import { visitPlaceLine } from '@clinvia/contracts/locations';
import { ARRIVAL_MINUTES_EARLY } from '@clinvia/contracts/appointments';
import { calendarFile, type CalendarEvent } from '@clinvia/contracts/calendar';
import { instantOfWallClock, utcOffsetAt, zoneLabel } from '@clinvia/contracts/clinic-time';
import type { MessageKind } from '@clinvia/contracts/messages';
import type { MailCalendar } from '../../lib/mail';

// Every appointment e-mail's words, in one module (LIFE-7): subject, plain text and HTML (every
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

// Making an Intl.DateTimeFormat costs more than formatting with one: one per zone, kept.
const longFormatters = new Map<string, Intl.DateTimeFormat>();

function longFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = longFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' });
    longFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * 'Tuesday, March 10, 2026 at 9:00 AM Eastern time (America/New_York, UTC-04:00)': the wall clock
 * of the doctor's location, never the server's, its zone in words and exactly (TIME-5).
 */
export function whenInWords(date: string, time: string, timeZone: string): string {
  const instant = clinicInstant(date, time, timeZone);
  const wall = longFormatter(timeZone).format(instant);
  return `${wall.replace(/, (\d{1,2}:\d{2})/, ' at $1')} ${zoneLabel(timeZone, instant)} (${timeZone}, ${offsetText(utcOffsetAt(timeZone, instant.getTime()))})`;
}

const doctorTitle = (name: string) => `Dr. ${name}`;

const byWhom: Record<'patient' | 'doctor' | 'staff', (doctor: string) => string> = {
  patient: () => 'You cancelled this appointment.',
  doctor: (doctor) => `${doctor} cancelled this appointment.`,
  staff: () => 'The clinic cancelled this appointment.',
};

/** One e-mail's words: a subject, paragraphs and at most one link. */
interface Words {
  subject: string;
  paragraphs: string[];
  link?: { label: string; path: string };
  /** The calendar change it carries: REQUEST (add or update the event) or CANCEL (remove it). */
  calendar?: { method: 'REQUEST' | 'CANCEL'; status: CalendarEvent['status'] };
}

function wordsOf(view: AppointmentEmailView): Words {
  const doctor = doctorTitle(view.doctorName);
  const when = whenInWords(view.date, view.time, view.clinicTimeZone);
  const forWhom = view.dependentName ? ` for ${view.dependentName}` : '';
  const withWhom = `${view.dependentName ? 'the' : 'your'} ${view.appointmentType.toLowerCase()} appointment${forWhom} with ${doctor} (${view.specialization})`;
  const manage = { label: 'See your appointments', path: '/appointments' };
  const bookAgain = { label: 'Book an appointment', path: '/find-doctor' };
  switch (view.kind) {
    case 'booked':
      return {
        subject: `Appointment requested: ${doctor}, ${view.date}`,
        paragraphs: [`We have your request for ${withWhom}.`, `When: ${when}`, 'It is pending until the doctor confirms it. We will write to you when they do.'],
        link: manage,
        calendar: { method: 'REQUEST', status: 'TENTATIVE' },
      };
    case 'confirmed':
      return {
        subject: `Appointment confirmed: ${doctor}, ${view.date}`,
        paragraphs: [`${doctor} confirmed ${withWhom}.`, `When: ${when}`, `Please arrive ${String(ARRIVAL_MINUTES_EARLY)} minutes early.`],
        link: manage,
        calendar: { method: 'REQUEST', status: 'CONFIRMED' },
      };
    case 'declined':
      return {
        subject: `Appointment request declined: ${doctor}, ${view.date}`,
        paragraphs: [`${doctor} could not take your request${forWhom} for ${when}.`, 'You are welcome to book another time or another doctor.'],
        link: bookAgain,
        calendar: { method: 'CANCEL', status: 'CANCELLED' },
      };
    case 'rescheduled':
      return {
        subject: `Appointment moved: ${doctor}, ${view.date}`,
        paragraphs: [`${withWhom.charAt(0).toUpperCase()}${withWhom.slice(1)} has a new time.`, `When: ${when}`, 'It is pending until the doctor confirms the new time.'],
        link: manage,
        calendar: { method: 'REQUEST', status: 'TENTATIVE' },
      };
    case 'cancelled':
      return {
        subject: `Appointment cancelled: ${doctor}, ${view.date}`,
        paragraphs: [byWhom[view.actorRole ?? 'staff'](doctor), `It was ${withWhom} on ${when}.`, 'You are welcome to book another time.'],
        link: bookAgain,
        calendar: { method: 'CANCEL', status: 'CANCELLED' },
      };
    case 'completed':
      return {
        subject: `Thank you for your visit to ${doctor}`,
        paragraphs: [`Thank you for coming to ${withWhom} on ${when}.`, 'Anything the doctor shared with you is in your account.'],
        link: manage,
      };
    case 'no_show':
      return {
        subject: `We missed you: ${doctor}, ${view.date}`,
        paragraphs: [
          `We did not see you at ${withWhom} on ${when}.`,
          `We hope all is well. If you still need to see ${doctor}, you can book a new time whenever it suits you; if you cannot come to a visit, cancelling it from the e-mail or your appointments page frees the time for another patient.`,
        ],
        // LIFE-9: straight back to this doctor’s booking wizard.
        link: { label: `Book a new time with ${doctor}`, path: `/appointment/${view.doctorId}` },
      };
    case 'summary_ready':
      // SUMMARY-4: that a summary is ready and where to read it (through sign-in); nothing of the
      // visit: no doctor, no specialty, no date, no word of the summary.
      return {
        subject: summaryReadyWords.subject,
        paragraphs: [...summaryReadyWords.paragraphs],
        link: { label: summaryReadyWords.link, path: `/appointments?summary=${view.appointmentId}` },
      };
    case 'summary_amended':
      // SUMMARY-4 for an addendum (SUMMARY-3): that the summary was updated, nothing of what was added.
      return {
        subject: summaryAmendedWords.subject,
        paragraphs: [...summaryAmendedWords.paragraphs],
        link: { label: summaryAmendedWords.link, path: `/appointments?summary=${view.appointmentId}` },
      };
    case 'reminder':
      // CHECKIN-8: the link names no health detail; the page asks for sign-in first.
      return view.checkInOpen === true
        ? {
            subject: `Reminder: ${doctor}, ${view.date}`,
            paragraphs: [`A reminder of ${withWhom}.`, `When: ${when}`, 'You can check in online now, before you come.'],
            link: { label: checkInLinkLabel, path: `/appointments/${view.appointmentId}/check-in` },
          }
        : {
            subject: `Reminder: ${doctor}, ${view.date}`,
            paragraphs: [`A reminder of ${withWhom}.`, `When: ${when}`],
            link: manage,
          };
  }
}

/** SUMMARY-4: the words of the e-mail that says a visit summary is ready (no health information). */
export const summaryReadyWords = {
  subject: 'A summary of your visit is ready',
  paragraphs: ['A summary of your recent visit is ready in your Clinvia account.', 'For your privacy, this e-mail does not include it. Sign in to read it.'],
  link: 'Sign in to read your visit summary',
} as const;

/** SUMMARY-3, SUMMARY-4: the words of the e-mail that says a signed summary was amended (no health information). */
export const summaryAmendedWords = {
  subject: 'Your visit summary was updated',
  paragraphs: ['The summary of your recent visit was updated: your doctor added a note to it in your Clinvia account.', 'For your privacy, this e-mail does not include it. Sign in to read it.'],
  link: 'Sign in to read your visit summary',
} as const;

/** CHECKIN-8: the reminder's link to an open check-in. */
export const checkInLinkLabel = 'Check in';

/** The one-click links' words (LIFE-8): each opens a page with one button, no sign-in needed. */
export const visitLinkLabels = {
  attend: 'I’ll be there',
  cancel: 'Cancel this appointment',
  note: 'Each link works once, until the appointment begins, and asks you to confirm on the page it opens.',
} as const;

/** HTML text with every character that could start markup or end an attribute escaped. */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

function calendarOf(view: AppointmentEmailView, change: NonNullable<Words['calendar']>): MailCalendar {
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
        summary: `${view.appointmentType}${view.dependentName ? ` for ${view.dependentName}` : ''} with ${doctorTitle(view.doctorName)} (${view.specialization})`,
        description: `Manage this appointment: ${view.appUrl}/appointments`,
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
function withWhere(words: Words, where: string | null): Words {
  if (where === null || where === '') return words;
  return { ...words, paragraphs: words.paragraphs.flatMap((paragraph) => (paragraph.startsWith('When: ') ? [paragraph, `Where: ${where}`] : [paragraph])) };
}

/** The e-mail of one appointment message: subject, text, HTML and (for calendar changes) the .ics. */
export function appointmentEmail(view: AppointmentEmailView): AppointmentEmail {
  const words = withWhere(wordsOf(view), whereInWords(view));
  const greeting = `Dear ${view.patientName},`;
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
  return { subject: words.subject, text, html, ...(words.calendar ? { calendar: calendarOf(view, words.calendar) } : {}) };
}
