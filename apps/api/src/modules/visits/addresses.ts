import type { UiLanguage } from '@clinvia/contracts/ui-language';
import { emailWords } from '../../domain/messages/email-words';
import { addressLinkMessages, type AddressLink } from '@clinvia/contracts/visits';
import { and, eq, gt } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { Db } from '../../db/client';
import { auditLog, confirmedAddresses, users } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { readToken, signToken } from '../../lib/signed-token';
import type { Mailer } from '../../lib/mail';

// MAIL-1: a contact address typed at booking receives appointment e-mails only once its owner
// confirmed it through the link sent to it (confirmed_addresses; domain/messages/recipients.ts
// reads it). The link's e-mail carries no word a user typed, and an account can have it sent
// to at most `perDay` addresses a day, once per address, so the clinic's sender cannot be used
// to write to strangers.

const purpose = 'clinvia.contact-address.v1';
const validMs = 7 * 24 * 3_600_000;
const dayMs = 24 * 3_600_000;
const perDay = 3;
/** The audit row that records a link sent: the record the daily limit counts. */
const sentAction = 'contact_address.link_sent';

interface AddressLinkPayload {
  userId: string;
  email: string;
  expiresAt: Date;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function signAddressLink(secret: string, link: AddressLinkPayload): string {
  // The address is base64url inside the payload: an address may hold the separator '|'.
  return signToken(secret, purpose, [link.userId, Buffer.from(link.email).toString('base64url'), String(link.expiresAt.getTime())]);
}

function readAddressLink(secret: string, token: string): AddressLinkPayload | null {
  const [userId = '', email = '', expires = '', extra] = readToken(secret, purpose, token)?.split('|') ?? [];
  if (extra !== undefined || !uuidPattern.test(userId) || !/^\d{1,15}$/.test(expires)) return null;
  return { userId, email: Buffer.from(email, 'base64url').toString('utf8'), expiresAt: new Date(Number(expires)) };
}

const invalidLink = () => new ApiError(404, 'link_invalid', addressLinkMessages.invalid);

/** A short, secret-free name of an address for the audit row (the limit's 'once per address'). */
const addressDigest = (email: string) => createHash('sha256').update(email).digest('hex').slice(0, 16);

export interface AddressLinkAnswer {
  link: AddressLink;
  userId: string;
}

async function isConfirmed(db: Db, userId: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ email: confirmedAddresses.email })
    .from(confirmedAddresses)
    .where(and(eq(confirmedAddresses.userId, userId), eq(confirmedAddresses.email, email)));
  return row !== undefined;
}

function genuine(secret: string, token: string): AddressLinkPayload {
  const payload = readAddressLink(secret, token);
  if (payload === null) throw invalidLink();
  return payload;
}

async function accountExists(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return row !== undefined;
}

/** GET: what the link confirms and whether it still works; changes nothing. */
export async function inspectAddressLink(db: Db, secret: string, token: string, at: Date): Promise<AddressLinkAnswer> {
  const payload = genuine(secret, token);
  if (!(await accountExists(db, payload.userId))) throw invalidLink();
  const state = (await isConfirmed(db, payload.userId, payload.email)) ? 'done' : payload.expiresAt <= at ? 'expired' : 'ready';
  return { userId: payload.userId, link: { state, message: addressLinkMessages[state], email: payload.email } };
}

/** POST: confirms the address for the account's appointment e-mails (twice is harmless). */
export async function confirmAddressLink(db: Db, secret: string, token: string, at: Date): Promise<AddressLinkAnswer> {
  const payload = genuine(secret, token);
  if (!(await accountExists(db, payload.userId))) throw invalidLink();
  if (!(await isConfirmed(db, payload.userId, payload.email))) {
    if (payload.expiresAt <= at) throw new ApiError(409, 'link_expired', addressLinkMessages.expired);
    await db.insert(confirmedAddresses).values({ userId: payload.userId, email: payload.email, confirmedAt: at }).onConflictDoNothing();
  }
  return { userId: payload.userId, link: { state: 'done', message: addressLinkMessages.done, email: payload.email } };
}

export interface AddressMailContext {
  mailer: Mailer;
  appUrl: string;
  linkSecret: string;
}

/**
 * After a booking: when its contact address is neither the account's own nor confirmed, the
 * confirmation link goes to it, within the daily limit (decided under the account's row lock, so
 * concurrent bookings cannot all pass). Answers what happened.
 */
export async function offerAddressConfirmation(db: Db, context: AddressMailContext, userId: string, contactEmail: string, at: Date): Promise<'own' | 'confirmed' | 'limited' | 'sent'> {
  const email = contactEmail.trim().toLowerCase();
  const decision = await db.transaction(async (tx): Promise<{ outcome: 'own' | 'confirmed' | 'limited' } | { outcome: 'sent'; language: UiLanguage }> => {
    const [account] = await tx.select({ email: users.email, language: users.language }).from(users).where(eq(users.id, userId)).for('update');
    if (!account || account.email.toLowerCase() === email) return { outcome: 'own' };
    if (await isConfirmed(tx, userId, email)) return { outcome: 'confirmed' };
    const since = new Date(at.getTime() - dayMs);
    const sent = await tx
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.actorId, userId), eq(auditLog.action, sentAction), gt(auditLog.at, since)));
    if (sent.length >= perDay || sent.some((row) => row.detail === addressDigest(email))) return { outcome: 'limited' };
    await tx.insert(auditLog).values({ at, actorId: userId, actorRole: 'patient', action: sentAction, subjectType: 'account', subjectId: userId, detail: addressDigest(email) });
    return { outcome: 'sent', language: account.language };
  });
  if (decision.outcome !== 'sent') return decision.outcome;
  // I18N-10: the address's owner has no account here: the mail speaks the language of the patient who gave it.
  const words = emailWords[decision.language].addressConfirmation;
  const link = `${context.appUrl}/confirm-address?token=${signAddressLink(context.linkSecret, { userId, email, expiresAt: new Date(at.getTime() + validMs) })}`;
  await context.mailer.send({ to: email, subject: words.subject, text: words.text(link) });
  return 'sent';
}
