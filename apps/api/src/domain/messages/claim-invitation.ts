import { CLAIM_INVITATION_DAYS, claimPagePath } from '@clinvia/contracts/dependent-claims';
import { clinicContact } from '@clinvia/contracts/site';
import { escapeHtml } from './emails';

// FAMILY-8: the e-mail that invites a dependent who has come of age to claim their record. It
// names the person and the clinic, never the guardian or any visit: the address is one staff
// typed, and a mistyped one must not carry health information to a stranger.

export interface ClaimInvitationView {
  name: string;
  /** The invitation's token; the link carries it in the fragment, which browsers do not send. */
  token: string;
  appUrl: string;
}

export function claimInvitationEmail(view: ClaimInvitationView): { subject: string; text: string; html: string } {
  const link = `${view.appUrl}${claimPagePath}#${view.token}`;
  const greeting = `Dear ${view.name},`;
  const intro =
    'Until now your visits at Clinvia were booked by a family member on your behalf. You can now take over your own record: your past and upcoming visits move to your own account, and only you see and manage them.';
  const action = `To claim your record, open this link within ${String(CLAIM_INVITATION_DAYS)} days, then create your account or sign in with this e-mail address:`;
  const ignore = 'If you did not expect this e-mail, you can ignore it: nothing changes until the link is used.';
  const signature = ['Kind regards,', 'The Clinvia team'];
  const footer = `Questions? Call ${clinicContact.phone.display} (${clinicContact.hours}).`;
  const text = [greeting, '', intro, '', action, link, '', ignore, '', ...signature, '', footer, ''].join('\n');
  const html = [
    '<!doctype html><html><body>',
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p>${escapeHtml(action)}</p>`,
    `<p><a href="${escapeHtml(link)}">Claim your record</a></p>`,
    `<p>${escapeHtml(ignore)}</p>`,
    `<p>${signature.map(escapeHtml).join('<br>')}</p>`,
    `<p style="color:#475569;font-size:13px">${escapeHtml(footer)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: 'Claim your Clinvia record', text, html };
}
