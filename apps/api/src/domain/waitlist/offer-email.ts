import { zoneLabel } from '@clinvia/contracts/clinic-time';
import type { AppointmentEmail } from '../messages/emails';
import { escapeHtml, whenInWords } from '../messages/emails';
import { emailWords } from '../messages/email-words';
import type { UiLanguage } from '@clinvia/contracts/ui-language';

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
  /** I18N-10: the patient's language; English when not given. */
  language?: UiLanguage;
}

const clockFormatters = new Map<string, Intl.DateTimeFormat>();

/** '10:15 AM' (or '10:15 a.m.') in the clinic's zone. */
function clockIn(timeZone: string, instant: Date, locale: string): string {
  const key = `${locale} ${timeZone}`;
  let formatter = clockFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit' });
    clockFormatters.set(key, formatter);
  }
  return formatter.format(instant);
}

/** The offer's e-mail, in the patient's language (I18N-10). */
export function offerEmail(view: OfferEmailView): AppointmentEmail {
  const language = view.language ?? 'en';
  const catalogue = emailWords[language];
  const words = catalogue.offer;
  const doctor = `Dr. ${view.doctorName}`;
  const until = `${clockIn(view.clinicTimeZone, view.expiresAt, catalogue.locale)} ${zoneLabel(view.clinicTimeZone, view.expiresAt, language)}`;
  const paragraphs = [words.free(doctor, view.specialization), `${catalogue.when}: ${whenInWords(view.date, view.time, view.clinicTimeZone, language)}`, words.held(until)];
  const manage = `${view.appUrl}/appointments`;
  const greeting = catalogue.greeting(view.patientName);
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    `${words.book}: ${view.links.book}`,
    '',
    `${words.decline}: ${view.links.decline}`,
    '',
    `${words.manage}: ${manage}`,
    '',
    'Clinvia',
    '',
  ].join('\n');
  const html = [
    '<!doctype html><html><body>',
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(view.links.book)}" style="display:inline-block;padding:10px 18px;background:#0f766e;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(words.book)}</a> <a href="${escapeHtml(view.links.decline)}" style="display:inline-block;padding:10px 18px;color:#334155;text-decoration:underline">${escapeHtml(words.decline)}</a></p>`,
    `<p><a href="${escapeHtml(manage)}">${escapeHtml(words.manage)}</a></p>`,
    '<p>Clinvia</p>',
    '</body></html>',
  ].join('\n');
  return { subject: words.subject(doctor, view.date), text, html };
}
