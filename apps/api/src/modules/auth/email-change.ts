import { EMAIL_CHANGE_TTL_HOURS, emailChangeLinkMessages, emailChangeStopMessages, emailTakenMessage, type EmailChangeLink, type EmailChangeStop, type PendingEmailChange, accountAnswerMessages } from '@clinvia/contracts/auth';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailChanges, users } from '../../db/schema';
import { endSessionsOf } from '../../domain/sessions/sessions';
import { ApiError, errorCodes, notFound, validationError } from '../../lib/errors';
import type { Mail } from '../../lib/mail';
import type { UiLanguage } from '@clinvia/contracts/ui-language';
import { emailWords } from '../../domain/messages/email-words';
import { isUniqueViolation } from '../../lib/pg-errors';
import { readToken, signToken } from '../../lib/signed-token';

// AUTH-26..28 (issue 38.3): a change of e-mail address waits for the link sent to the new
// address; the old address is told (the new one masked) with a link that stops the change, or
// undoes it once confirmed, and ends every session. Both links are HMAC-signed tokens naming the
// change (lib/signed-token.ts, LINK_SECRET); the email_changes row makes each work once.
// Why: docs/decisions/2026-11-28-email-change-confirmed.md.

const confirmPurpose = 'clinvia.email-change.confirm.v1';
const stopPurpose = 'clinvia.email-change.stop.v1';
const hourMs = 3_600_000;
/** The stop link works this long after the e-mail that carries it. */
export const stopLinkDays = 7;
/** Resends of one change's link (AUTH-27), and the least time between two sends. */
export const maxResends = 3;
export const resendGapSeconds = 60;
/** Change requests per account a day: each one writes to two addresses. */
export const requestsPerDay = 5;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** 'jane@example.com' → 'j***@example.com': enough for the owner to recognise, not to learn it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

export function confirmLinkToken(secret: string, changeId: string): string {
  return signToken(secret, confirmPurpose, [changeId]);
}

export function stopLinkToken(secret: string, changeId: string, expiresAt: Date): string {
  return signToken(secret, stopPurpose, [changeId, String(expiresAt.getTime())]);
}

const invalidLink = () => new ApiError(404, 'link_invalid', accountAnswerMessages.linkInvalid);

function readConfirmToken(secret: string, token: string): string {
  const [changeId = '', extra] = readToken(secret, confirmPurpose, token)?.split('|') ?? [];
  if (extra !== undefined || !uuidPattern.test(changeId)) throw invalidLink();
  return changeId;
}

function readStopToken(secret: string, token: string): { changeId: string; expiresAt: Date } {
  const [changeId = '', expires = '', extra] = readToken(secret, stopPurpose, token)?.split('|') ?? [];
  if (extra !== undefined || !uuidPattern.test(changeId) || !/^\d{1,15}$/.test(expires)) throw invalidLink();
  return { changeId, expiresAt: new Date(Number(expires)) };
}

type ChangeRow = typeof emailChanges.$inferSelect;

async function changeOf(db: Db, changeId: string, lock = false): Promise<ChangeRow> {
  const query = db.select().from(emailChanges).where(eq(emailChanges.id, changeId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw invalidLink();
  return row;
}

function linkState(row: ChangeRow, at: Date): EmailChangeLink['state'] {
  if (row.confirmedAt !== null) return 'done';
  if (row.replacedAt !== null) return 'replaced';
  if (row.cancelledAt !== null || row.stoppedAt !== null) return 'withdrawn';
  return row.expiresAt <= at ? 'expired' : 'ready';
}

const pendingOnly = (userId: string, at: Date) =>
  and(eq(emailChanges.userId, userId), isNull(emailChanges.confirmedAt), isNull(emailChanges.stoppedAt), isNull(emailChanges.cancelledAt), isNull(emailChanges.replacedAt), gt(emailChanges.expiresAt, at));

function pendingOf(row: ChangeRow): PendingEmailChange {
  return { email: row.newEmail, expiresAt: row.expiresAt.toISOString(), resendsLeft: Math.max(0, maxResends + 1 - row.sends) };
}

/** The account's change of address waiting for confirmation, or null. */
export async function pendingEmailChange(db: Db, userId: string, at: Date): Promise<PendingEmailChange | null> {
  const [row] = await db.select().from(emailChanges).where(pendingOnly(userId, at)).orderBy(desc(emailChanges.createdAt)).limit(1);
  return row ? pendingOf(row) : null;
}

/** The address belongs to another account: 409 on the field, code `email_taken` (as registration says). */
function emailTaken(): ApiError {
  return new ApiError(409, 'email_taken', emailTakenMessage, { email: emailTakenMessage });
}

async function ownerOf(db: Db, email: string): Promise<string | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`).limit(1);
  return row?.id ?? null;
}

export interface EmailChangeMailContext {
  appUrl: string;
  linkSecret: string;
}

/** The two e-mails of a request: the link to the new address, the notice to the old one. In the clinic's words only, in the account's language (I18N-10). */
function requestMails(context: EmailChangeMailContext, row: ChangeRow, language: UiLanguage): Mail[] {
  return [confirmMail(context, row, language), requestedNotice(context, row, language)];
}

function confirmMail(context: EmailChangeMailContext, row: ChangeRow, language: UiLanguage): Mail {
  const link = `${context.appUrl}/confirm-email?token=${confirmLinkToken(context.linkSecret, row.id)}`;
  const words = emailWords[language].emailChange.confirm;
  return { to: row.newEmail, subject: words.subject, text: words.text(EMAIL_CHANGE_TTL_HOURS, link) };
}

function stopLink(context: EmailChangeMailContext, row: ChangeRow, at: Date): string {
  return `${context.appUrl}/stop-email-change?token=${stopLinkToken(context.linkSecret, row.id, new Date(at.getTime() + stopLinkDays * 24 * hourMs))}`;
}

function requestedNotice(context: EmailChangeMailContext, row: ChangeRow, language: UiLanguage): Mail {
  const words = emailWords[language].emailChange.requested;
  return { to: row.oldEmail, subject: words.subject, text: words.text(maskEmail(row.newEmail), stopLinkDays, stopLink(context, row, row.createdAt)) };
}

function changedNotice(context: EmailChangeMailContext, row: ChangeRow, at: Date, language: UiLanguage): Mail {
  const words = emailWords[language].emailChange.changed;
  return { to: row.oldEmail, subject: words.subject, text: words.text(maskEmail(row.newEmail), stopLinkDays, stopLink(context, row, at)) };
}

/**
 * Stores the request (the caller has re-authenticated), replacing an older pending one, under the
 * account's row lock so that two requests at once leave one pending and the daily limit holds.
 * Answers the row and its two e-mails; the caller sends them.
 */
export async function requestEmailChange(db: Db, context: EmailChangeMailContext, userId: string, newEmail: string, at: Date): Promise<{ pending: PendingEmailChange; mails: Mail[]; replaced: number }> {
  const email = newEmail.trim().toLowerCase();
  const owner = await ownerOf(db, email);
  if (owner === userId) throw validationError(accountAnswerMessages.sameEmail, { email: accountAnswerMessages.sameEmail });
  if (owner !== null) throw emailTaken();
  const { row, replaced, language } = await db.transaction(async (tx) => {
    const [account] = await tx.select({ email: users.email, language: users.language }).from(users).where(eq(users.id, userId)).for('update');
    if (!account) throw notFound(accountAnswerMessages.noSuchAccount);
    const [today] = await tx
      .select({ total: count() })
      .from(emailChanges)
      .where(and(eq(emailChanges.userId, userId), gt(emailChanges.createdAt, new Date(at.getTime() - 24 * hourMs))));
    if ((today?.total ?? 0) >= requestsPerDay) throw new ApiError(429, errorCodes[429], accountAnswerMessages.emailChangeTooOften);
    const older = await tx.update(emailChanges).set({ replacedAt: at }).where(pendingOnly(userId, at)).returning({ id: emailChanges.id });
    const [created] = await tx
      .insert(emailChanges)
      .values({ userId, oldEmail: account.email, newEmail: email, createdAt: at, lastSentAt: at, expiresAt: new Date(at.getTime() + EMAIL_CHANGE_TTL_HOURS * hourMs) })
      .returning();
    if (!created) throw new Error('insert into email_changes returned no row');
    return { row: created, replaced: older.length, language: account.language };
  });
  return { pending: pendingOf(row), mails: requestMails(context, row, language), replaced };
}

/**
 * Sends the pending change's link again (AUTH-27): one atomic update admits it, at most
 * `maxResends` times and `resendGapSeconds` apart, so parallel requests cannot pass together.
 */
export async function resendEmailChange(db: Db, context: EmailChangeMailContext, userId: string, at: Date, language: UiLanguage): Promise<{ pending: PendingEmailChange; mail: Mail } | { retryAfter: number | null }> {
  const [admitted] = await db
    .update(emailChanges)
    .set({ sends: sql`${emailChanges.sends} + 1`, lastSentAt: at })
    .where(and(pendingOnly(userId, at), sql`${emailChanges.sends} <= ${maxResends}`, sql`${emailChanges.lastSentAt} <= ${new Date(at.getTime() - resendGapSeconds * 1000)}`))
    .returning();
  if (admitted) return { pending: pendingOf(admitted), mail: confirmMail(context, admitted, language) };
  const [row] = await db.select().from(emailChanges).where(pendingOnly(userId, at)).limit(1);
  if (!row) throw notFound(accountAnswerMessages.noPendingEmailChange);
  if (row.sends > maxResends) return { retryAfter: null };
  return { retryAfter: Math.max(1, Math.ceil((row.lastSentAt.getTime() + resendGapSeconds * 1000 - at.getTime()) / 1000)) };
}

/** Withdraws the pending change from the settings screen; its link then says so. */
export async function cancelEmailChange(db: Db, userId: string, at: Date): Promise<void> {
  const cancelled = await db.update(emailChanges).set({ cancelledAt: at }).where(pendingOnly(userId, at)).returning({ id: emailChanges.id });
  if (cancelled.length === 0) throw notFound(accountAnswerMessages.noPendingEmailChange);
}

export interface ChangeLinkAnswer<T> {
  link: T;
  userId: string;
}

/** GET of the confirmation link: what it would confirm, changing nothing (mail scanners open links). */
export async function inspectConfirmLink(db: Db, secret: string, token: string, at: Date): Promise<ChangeLinkAnswer<EmailChangeLink>> {
  const row = await changeOf(db, readConfirmToken(secret, token));
  const state = linkState(row, at);
  return { userId: row.userId, link: { state, message: emailChangeLinkMessages[state], email: row.newEmail } };
}

const refusals: Record<Exclude<EmailChangeLink['state'], 'ready'>, { code: string; message: string }> = {
  done: { code: 'link_used', message: 'This link was used already: the address was confirmed.' },
  expired: { code: 'link_expired', message: emailChangeLinkMessages.expired },
  replaced: { code: 'link_replaced', message: emailChangeLinkMessages.replaced },
  withdrawn: { code: 'link_withdrawn', message: emailChangeLinkMessages.withdrawn },
};

/**
 * POST of the confirmation link: the account's address becomes the new one, once, under the
 * change's row lock. An address another account has by now is refused (409 email_taken, as
 * registration says); the change stays pending. Answers the notice for the old address.
 */
export async function confirmEmailChange(db: Db, context: EmailChangeMailContext, token: string, at: Date): Promise<ChangeLinkAnswer<EmailChangeLink> & { notice: Mail }> {
  const changeId = readConfirmToken(context.linkSecret, token);
  try {
    const row = await db.transaction(async (tx) => {
      const locked = await changeOf(tx, changeId, true);
      const state = linkState(locked, at);
      if (state !== 'ready') throw new ApiError(409, refusals[state].code, refusals[state].message);
      const owner = await ownerOf(tx, locked.newEmail);
      if (owner !== null && owner !== locked.userId) throw emailTaken();
      // I18N-10: the notice to the old address in the account's language, read by the update itself.
      const [account] = await tx.update(users).set({ email: locked.newEmail, updatedAt: at }).where(eq(users.id, locked.userId)).returning({ language: users.language });
      await tx.update(emailChanges).set({ confirmedAt: at }).where(eq(emailChanges.id, locked.id));
      return { ...locked, language: account?.language ?? 'en' };
    });
    return { userId: row.userId, link: { state: 'done', message: emailChangeLinkMessages.done, email: row.newEmail }, notice: changedNotice(context, row, at, row.language) };
  } catch (error) {
    // Another account took the address between the check and the update: the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/** The account behind a genuine confirmation link, or null (for the audit row of a refusal). */
export async function userOfConfirmLink(db: Db, secret: string, token: string): Promise<string | null> {
  try {
    return (await changeOf(db, readConfirmToken(secret, token))).userId;
  } catch {
    return null;
  }
}

function stopState(row: ChangeRow, expiresAt: Date, at: Date): EmailChangeStop['state'] {
  if (row.stoppedAt !== null) return 'done';
  return expiresAt <= at ? 'expired' : 'ready';
}

/** GET of the stop link: what it would stop, the new address masked; changes nothing. */
export async function inspectStopLink(db: Db, secret: string, token: string, at: Date): Promise<ChangeLinkAnswer<EmailChangeStop>> {
  const { changeId, expiresAt } = readStopToken(secret, token);
  const row = await changeOf(db, changeId);
  const state = stopState(row, expiresAt, at);
  return { userId: row.userId, link: { state, message: emailChangeStopMessages[state], maskedEmail: maskEmail(row.newEmail) } };
}

/**
 * POST of the stop link (AUTH-28), once: every pending change of the account stops; a confirmed
 * one is undone while the account still has its new address and the old one is free; every
 * session ends and older tokens die with token_version. Answers how many sessions ended and
 * whether the address went back.
 */
export async function stopEmailChange(db: Db, secret: string, token: string, at: Date): Promise<ChangeLinkAnswer<EmailChangeStop> & { ended: number; reverted: boolean }> {
  const { changeId, expiresAt } = readStopToken(secret, token);
  return db.transaction(async (tx) => {
    const row = await changeOf(tx, changeId, true);
    const state = stopState(row, expiresAt, at);
    if (state === 'done') throw new ApiError(409, 'link_used', accountAnswerMessages.stopLinkUsed);
    if (state === 'expired') throw new ApiError(409, 'link_expired', emailChangeStopMessages.expired);
    await tx.update(emailChanges).set({ stoppedAt: at }).where(eq(emailChanges.id, row.id));
    await tx.update(emailChanges).set({ stoppedAt: at }).where(pendingOnly(row.userId, at));
    let reverted = false;
    if (row.confirmedAt !== null) {
      const owner = await ownerOf(tx, row.oldEmail);
      if (owner === null) {
        const back = await tx
          .update(users)
          .set({ email: row.oldEmail, updatedAt: at })
          .where(and(eq(users.id, row.userId), eq(users.email, row.newEmail)))
          .returning({ id: users.id });
        reverted = back.length > 0;
      }
    }
    await tx.update(users).set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: at }).where(eq(users.id, row.userId));
    const ended = await endSessionsOf(tx, row.userId, 'ended_by_user', at);
    return { userId: row.userId, ended, reverted, link: { state: 'done', message: emailChangeStopMessages.done, maskedEmail: maskEmail(row.newEmail) } };
  });
}
