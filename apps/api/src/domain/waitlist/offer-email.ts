import { zoneLabel } from '@clinvia/contracts/clinic-time';
import type { AppointmentEmail } from '../messages/emails';
import { escapeHtml, whenInWords } from '../messages/emails';

// The e-mail of a waitlist offer (WAIT-2): a freed time, how long it is held and the two links.
// Like the appointment e-mails (messages/emails.ts): plain text and HTML with every value
// escaped, the clinic's wall-clock time with its zone and offset, and no health detail.

export interface OfferEmailView {
  patientName: string;
  doctorName: string;
  specialization: string;
  /** Clinic-local YYYY-MM-DD and HH:MM. */
  date: string;
  time: string;
  expiresAt: Date;
  /** TIME-5: the zone of the doctor's location (the clinic's for the default location). */
  clinicTimeZone: string;
  links: { book: string; decline: string };
  appUrl: string;
}

export const offerLinkLabels = { book: 'Book this slot', decline: 'No thanks' } as const;

const clockFormatters = new Map<string, Intl.DateTimeFormat>();

/** '10:15 AM' in the clinic's zone. */
function clockIn(timeZone: string, instant: Date): string {
  let formatter = clockFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' });
    clockFormatters.set(timeZone, formatter);
  }
  return formatter.format(instant);
}

export function offerEmail(view: OfferEmailView): AppointmentEmail {
  const doctor = `Dr. ${view.doctorName}`;
  const until = clockIn(view.clinicTimeZone, view.expiresAt);
  const paragraphs = [
    `A time you were waiting for is free: ${doctor} (${view.specialization}).`,
    `When: ${whenInWords(view.date, view.time, view.clinicTimeZone)}`,
    `We are holding it for you until ${until} ${zoneLabel(view.clinicTimeZone, view.expiresAt)}. Book it with one click, or tell us you do not need it so the next patient can have it. If we do not hear from you by then, we offer it to the next patient and keep you on the waitlist.`,
  ];
  const manage = `${view.appUrl}/appointments`;
  const greeting = `Dear ${view.patientName},`;
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    `${offerLinkLabels.book}: ${view.links.book}`,
    '',
    `${offerLinkLabels.decline}: ${view.links.decline}`,
    '',
    `Your waitlist and appointments: ${manage}`,
    '',
    'Clinvia',
    '',
  ].join('\n');
  const html = [
    '<!doctype html><html><body>',
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(view.links.book)}" style="display:inline-block;padding:10px 18px;background:#0f766e;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(offerLinkLabels.book)}</a> <a href="${escapeHtml(view.links.decline)}" style="display:inline-block;padding:10px 18px;color:#334155;text-decoration:underline">${escapeHtml(offerLinkLabels.decline)}</a></p>`,
    `<p><a href="${escapeHtml(manage)}">Your waitlist and appointments</a></p>`,
    '<p>Clinvia</p>',
    '</body></html>',
  ].join('\n');
  return { subject: `A time opened: ${doctor}, ${view.date}`, text, html };
}
