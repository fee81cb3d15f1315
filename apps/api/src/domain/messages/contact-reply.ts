import { clinicContact } from '@clinvia/contracts/site';
import { escapeHtml } from './emails';

// STAFF-19: the e-mail that carries the clinic's answer to a contact message. The staff
// member's reply is the body, signed by the clinic. The sender's own words (the message and
// its subject) are not repeated: anyone can type any address into the contact form, and the
// clinic's mail must not carry a stranger's text to it (docs/decisions/2026-11-28-contact-replies.md).
// I18N-10: in English: the sender has no account and the contact message records no language.

export interface ContactReplyView {
  recipientName: string;
  /** What the staff member wrote, as typed (plain text; escaped for the HTML part). */
  reply: string;
  /** When the answered message arrived, named by its date in the clinic's zone. */
  receivedAt: Date;
  clinicTimeZone: string;
  appUrl: string;
}

export function contactReplyEmail(view: ContactReplyView): { subject: string; text: string; html: string } {
  const received = new Intl.DateTimeFormat('en-US', { timeZone: view.clinicTimeZone, dateStyle: 'long' }).format(view.receivedAt);
  const greeting = `Dear ${view.recipientName},`;
  const intro = `Thank you for your message of ${received} through our contact form. Here is our answer:`;
  const signature = ['Kind regards,', 'The Clinvia team'];
  const footer = `To write to us again, use ${view.appUrl}/contact or call ${clinicContact.phone.display} (${clinicContact.hours}).`;
  const paragraphs = view.reply.split(/\n{2,}/);
  const text = [greeting, '', intro, '', ...paragraphs.flatMap((p) => [p, '']), ...signature, '', footer, ''].join('\n');
  const html = [
    '<!doctype html><html><body>',
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    // The reply's own line breaks kept; every character escaped, so it stays text.
    ...paragraphs.map((p) => `<p style="white-space:pre-wrap">${escapeHtml(p)}</p>`),
    `<p>${signature.map(escapeHtml).join('<br>')}</p>`,
    `<p style="color:#475569;font-size:13px">${escapeHtml(footer)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: 'Our answer to your message to Clinvia', text, html };
}
