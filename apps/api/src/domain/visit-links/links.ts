import type { VisitLinkAction } from '@clinvia/contracts/visits';
import { randomBytes } from 'node:crypto';
import { readToken, signToken } from '../../lib/signed-token';

// The one-click links of appointment e-mails (LIFE-8, SEC): a signed token (lib/signed-token.ts)
// under the server's link secret (LINK_SECRET) whose payload names the appointment, the action,
// the slot the e-mail was written for, the appointment's version and a random nonce. 'Once' is
// the database's: a used link's nonce is a row of visit_link_uses (modules/visits), and any
// change of the appointment since (appointments.version) retires the link for good.

export interface VisitLinkPayload {
  appointmentId: string;
  action: VisitLinkAction;
  /** The clinic date and time the e-mail was written for: a link stops working when the appointment moves. */
  date: string;
  time: string;
  /** appointments.version when the e-mail was written: the link works only while it is unchanged. */
  version: number;
  nonce: string;
}

/** Keeps these signatures apart from anything else the same secret might ever sign. */
// v2 binds the version: a v1 link (bound to the slot only) is no longer genuine.
const purpose = 'clinvia.visit-link.v2';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const payloadPattern = /^([0-9a-f-]{36})\|(attend|cancel)\|(\d{4}-\d{2}-\d{2})\|([01]\d|2[0-3]):([0-5]\d)\|(0|[1-9]\d{0,8})\|([A-Za-z0-9_-]{16})$/;

/** A new link token for one action on one appointment at its current slot. */
export function signVisitLink(secret: string, link: Omit<VisitLinkPayload, 'nonce'>): string {
  const nonce = randomBytes(12).toString('base64url');
  return signToken(secret, purpose, [link.appointmentId, link.action, link.date, link.time, String(link.version), nonce]);
}

/** The payload of a genuine token; null for anything malformed, tampered with or signed with another secret. */
export function readVisitLink(secret: string, token: string): VisitLinkPayload | null {
  const payload = readToken(secret, purpose, token);
  const match = payload === null ? null : payloadPattern.exec(payload);
  if (!match) return null;
  const [, appointmentId = '', action, date = '', hour = '', minute = '', version = '', nonce = ''] = match;
  if (!uuidPattern.test(appointmentId) || (action !== 'attend' && action !== 'cancel')) return null;
  return { appointmentId, action, date, time: `${hour}:${minute}`, version: Number(version), nonce };
}

/** The two links an appointment e-mail carries, built from APP_URL (never from a request). */
export function visitLinksFor(secret: string, appUrl: string, appointment: { id: string; date: string; time: string; version: number }): Record<VisitLinkAction, string> {
  const linkOf = (action: VisitLinkAction) =>
    `${appUrl}/visit/${action}?token=${signVisitLink(secret, { appointmentId: appointment.id, action, date: appointment.date, time: appointment.time, version: appointment.version })}`;
  return { attend: linkOf('attend'), cancel: linkOf('cancel') };
}
