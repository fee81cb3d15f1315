import { clinicContact } from '@clinvia/contracts/site';
import type { UiLanguage } from '@clinvia/contracts/ui-language';
import { emailWords } from './email-words';
import { escapeHtml } from './emails';

// STAFF-19: the e-mail that carries the clinic's answer to a contact message. The staff
// member's reply is the body, signed by the clinic. The sender's own words (the message and
// its subject) are not repeated: anyone can type any address into the contact form, and the
// clinic's mail must not carry a stranger's text to it (docs/decisions/2026-11-28-contact-replies.md).
// I18N-10: the clinic's words (subject, greeting, introduction, signature, footer) in the
// language the message was sent in (contact_messages.language, from the request's); the reply
// itself stays as the staff member typed it.

export interface ContactReplyView {
  recipientName: string;
  /** What the staff member wrote, as typed (plain text; escaped for the HTML part). */
  reply: string;
  /** When the answered message arrived, named by its date in the clinic's zone. */
  receivedAt: Date;
  clinicTimeZone: string;
  appUrl: string;
  /** I18N-10: the message's language; English when not given. */
  language?: UiLanguage;
}

export function contactReplyEmail(view: ContactReplyView): { subject: string; text: string; html: string } {
  const catalogue = emailWords[view.language ?? 'en'];
  const words = catalogue.contactReply;
  const received = new Intl.DateTimeFormat(catalogue.locale, { timeZone: view.clinicTimeZone, dateStyle: 'long' }).format(view.receivedAt);
  const greeting = catalogue.greeting(view.recipientName);
  const intro = words.intro(received);
  const footer = words.footer(`${view.appUrl}/contact`, clinicContact.phone.display, catalogue.clinicHours);
  const paragraphs = view.reply.split(/\n{2,}/);
  const text = [greeting, '', intro, '', ...paragraphs.flatMap((p) => [p, '']), ...words.signature, '', footer, ''].join('\n');
  const html = [
    '<!doctype html><html><body>',
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    // The reply's own line breaks kept; every character escaped, so it stays text.
    ...paragraphs.map((p) => `<p style="white-space:pre-wrap">${escapeHtml(p)}</p>`),
    `<p>${words.signature.map(escapeHtml).join('<br>')}</p>`,
    `<p style="color:#475569;font-size:13px">${escapeHtml(footer)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: words.subject, text, html };
}
