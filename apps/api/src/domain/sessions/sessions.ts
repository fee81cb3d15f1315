import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, type SessionEndReason, type UserRole } from '../../db/schema';
import type { SessionPolicy } from '../../config';
import { browserOf, deviceOf, placeOf } from './device';


export const defaultSessionPolicy: SessionPolicy = {
  idleSecondsStaff: 15 * 60,
  idleSecondsPatient: 30 * 60,
  absoluteSeconds: 12 * 60 * 60,
  rememberMeSeconds: 30 * 24 * 60 * 60,
};

/**
 * last_active_at is written at most this often (a read per request, not a write per request).
 * The idle check allows the same slack, so a session never ends before its idle time has
 * passed since the last request; it may outlive it by up to this much.
 */
export const TOUCH_INTERVAL_MS = 10_000;

export interface NewSession {
  id: string;
  expiresAt: Date;
  idleTimeoutSeconds: number | null;
}

export function sessionTermsFor(role: UserRole, rememberMe: boolean, policy: SessionPolicy, now: Date): { rememberMe: boolean; idleTimeoutSeconds: number | null; expiresAt: Date } {
  // Never for staff or doctors: a shared clinic computer must not stay signed in.
  const remembered = rememberMe && role === 'patient';
  const idle = role === 'patient' ? policy.idleSecondsPatient : policy.idleSecondsStaff;
  const lifetime = remembered ? policy.rememberMeSeconds : policy.absoluteSeconds;
  return { rememberMe: remembered, idleTimeoutSeconds: remembered ? null : idle, expiresAt: new Date(now.getTime() + lifetime * 1000) };
}

export async function startSession(
  db: Db,
  user: { id: string; role: UserRole },
  client: { userAgent: string | undefined; address: string | null; rememberMe: boolean },
  policy: SessionPolicy,
  now: Date,
): Promise<NewSession> {
  const terms = sessionTermsFor(user.role, client.rememberMe, policy, now);
  const [row] = await db
    .insert(sessions)
    .values({
      userId: user.id,
      browser: browserOf(client.userAgent),
      device: deviceOf(client.userAgent),
      clientAddress: client.address,
      rememberMe: terms.rememberMe,
      idleTimeoutSeconds: terms.idleTimeoutSeconds,
      createdAt: now,
      lastActiveAt: now,
      expiresAt: terms.expiresAt,
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('insert into sessions returned no row');
  return { id: row.id, expiresAt: terms.expiresAt, idleTimeoutSeconds: terms.idleTimeoutSeconds };
}

/** What a request's session row says: still valid, or why it no longer is. */
export type SessionVerdict = { valid: true; touch: boolean } | { valid: false; reason: SessionEndReason; endNow: boolean };

export interface SessionState {
  endedAt: Date | null;
  endReason: SessionEndReason | null;
  expiresAt: Date;
  lastActiveAt: Date;
  idleTimeoutSeconds: number | null;
}

export function verdictOf(session: SessionState, now: Date): SessionVerdict {
  if (session.endedAt !== null) return { valid: false, reason: session.endReason ?? 'logout', endNow: false };
  if (now.getTime() >= session.expiresAt.getTime()) return { valid: false, reason: 'expired', endNow: true };
  const sinceActive = now.getTime() - session.lastActiveAt.getTime();
  if (session.idleTimeoutSeconds !== null && sinceActive > session.idleTimeoutSeconds * 1000 + TOUCH_INTERVAL_MS) {
    return { valid: false, reason: 'idle_timeout', endNow: true };
  }
  return { valid: true, touch: sinceActive >= TOUCH_INTERVAL_MS };
}

/** The sign-in page's words for why a session ended (shown after the 401). */
export function endedMessage(reason: SessionEndReason, idleTimeoutSeconds: number | null): string {
  switch (reason) {
    case 'idle_timeout': {
      const minutes = Math.max(1, Math.round((idleTimeoutSeconds ?? 0) / 60));
      return `You were signed out after ${String(minutes)} ${minutes === 1 ? 'minute' : 'minutes'} without activity.`;
    }
    case 'expired':
      return 'Your session has expired. Please sign in again.';
    case 'logout':
      return 'You signed out.';
    case 'ended_by_user':
      return 'This session was ended from another device. Please sign in again.';
    case 'ended_by_administrator':
      return 'An administrator ended your session. Please sign in again.';
    case 'password_change':
    case 'password_reset':
      return 'Your password was changed. Please sign in again.';
    case 'email_change':
      return 'Your e-mail address was changed. Please sign in again.';
    case 'second_factor_reset':
      return 'Your two-step sign-in was reset. Please sign in again.';
  }
}

export async function touchSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastActiveAt: now }).where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)));
}

/** Ends one open session; true when this call ended it (so the caller audits it once). */
export async function endSession(db: Db, sessionId: string, reason: SessionEndReason, now: Date, userId?: string): Promise<boolean> {
  const ended = await db
    .update(sessions)
    .set({ endedAt: now, endReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt), userId === undefined ? undefined : eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}

/**
 * Ends every open session of the user, except `keep` when given. Answers how many of them were
 * still in use (rows past their time, not yet noticed by a request, end too but do not count).
 */
export async function endSessionsOf(db: Pick<Db, 'update'>, userId: string, reason: SessionEndReason, now: Date, keep?: string): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ endedAt: now, endReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt), keep === undefined ? undefined : ne(sessions.id, keep)))
    .returning({ expiresAt: sessions.expiresAt, lastActiveAt: sessions.lastActiveAt, idleTimeoutSeconds: sessions.idleTimeoutSeconds });
  return ended.filter((row) => verdictOf({ ...row, endedAt: null, endReason: null }, now).valid).length;
}

export interface SessionListing {
  id: string;
  browser: string;
  device: string;
  place: string;
  startedAt: string;
  lastActiveAt: string;
  expiresAt: string;
  current: boolean;
}

/** The user's open sessions, newest activity first; the ones already past their time are left out. */
export async function listSessions(db: Db, userId: string, currentId: string, now: Date): Promise<SessionListing[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt), sql`${sessions.expiresAt} > ${now.toISOString()}`))
    .orderBy(desc(sessions.lastActiveAt));
  return rows
    .filter((row) => verdictOf(row, now).valid)
    .map((row) => ({
      id: row.id,
      browser: row.browser,
      device: row.device,
      place: placeOf(row.clientAddress),
      startedAt: row.createdAt.toISOString(),
      lastActiveAt: row.lastActiveAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      current: row.id === currentId,
    }));
}
