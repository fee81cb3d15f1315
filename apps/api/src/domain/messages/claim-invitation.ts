import { CLAIM_INVITATION_DAYS, claimPagePath } from '@clinvia/contracts/dependent-claims';
import { clinicContact } from '@clinvia/contracts/site';
import type { UiLanguage } from '@clinvia/contracts/ui-language';
import { emailWords } from './email-words';
import { escapeHtml } from './emails';

// FAMILY-8: the e-mail that invites a dependent who has come of age to claim their record. It
// names the person and the clinic, never the guardian or any visit: the address is one staff
// typed, and a mistyped one must not carry health information to a stranger. Its words from
// ./email-words (I18N-10), in the language the caller chose.

export interface ClaimInvitationView {
  name: string;
  /** The invitation's token; the link carries it in the fragment, which browsers do not send. */
  token: string;
  appUrl: string;
  /** I18N-10: English when not given. */
  language?: UiLanguage;
}

export function claimInvitationEmail(view: ClaimInvitationView): { subject: string; text: string; html: string } {
  const catalogue = emailWords[view.language ?? 'en'];
  const words = catalogue.claimInvitation;
  const link = `${view.appUrl}${claimPagePath}#${view.token}`;
  const greeting = catalogue.greeting(view.name);
  const action = words.action(CLAIM_INVITATION_DAYS);
  const footer = words.footer(clinicContact.phone.display, catalogue.clinicHours);
  const text = [greeting, '', words.intro, '', action, link, '', words.ignore, '', ...words.signature, '', footer, ''].join('\n');
  const html = [
    '<!doctype html><html><body>',
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(words.intro)}</p>`,
    `<p>${escapeHtml(action)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(words.link)}</a></p>`,
    `<p>${escapeHtml(words.ignore)}</p>`,
    `<p>${words.signature.map(escapeHtml).join('<br>')}</p>`,
    `<p style="color:#475569;font-size:13px">${escapeHtml(footer)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: words.subject, text, html };
}
