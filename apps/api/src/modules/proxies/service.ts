import { proxyInvitationDays, proxyMessages, type ActingFor, type Proxies, type ProxyActivity, type ProxyGrant, type ProxyScope } from '@clinvia/contracts/proxies';
import type { UiLanguage } from '@clinvia/contracts/ui-language';
import { and, desc, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { auditLog, proxyGrants, users } from '../../db/schema';
import { activeGrantWhere } from '../../domain/proxies/grants';
import { conflict, notFound, validationError } from '../../lib/errors';
import { hashLinkToken, newLinkToken } from '../../lib/link-tokens';

// PROXY-1 to PROXY-3, PROXY-6: a patient's proxies. The invitation's token is 32 random bytes
// e-mailed as a link; only its SHA-256 is stored, and it works once, for 7 days. Every query is
// bound to the caller (as the patient who granted, or as the proxy), so another person's grant
// answers 404, as one that does not exist.

const fixFieldsMessage = 'Please correct the highlighted fields.';

type GrantRow = typeof proxyGrants.$inferSelect;


function statusOf(row: GrantRow, today: string, now: Date): ProxyGrant['status'] {
  if (row.revokedAt !== null || row.leftAt !== null) return 'ended';
  if (row.acceptedAt === null) return row.invitationExpiresAt > now ? 'invited' : 'ended';
  return row.endsOn !== null && row.endsOn < today ? 'ended' : 'active';
}

function toGrant(row: GrantRow, proxyName: string | null, today: string, now: Date): ProxyGrant {
  return {
    id: row.id,
    email: row.email,
    proxy_name: proxyName,
    scopes: row.scopes,
    ends_on: row.endsOn,
    status: statusOf(row, today, now),
    created_at: row.createdAt.toISOString(),
    accepted_at: row.acceptedAt?.toISOString() ?? null,
  };
}

const proxyUsers = alias(users, 'proxy_users');

/** PROXY-3, PROXY-4: whom the patient lets act for them (newest first), and whom they may act for now. */
export async function listProxies(db: Db, userId: string, today: string, now: Date): Promise<Proxies> {
  const [granted, held] = await Promise.all([
    db
      .select({ grant: proxyGrants, proxyName: proxyUsers.name })
      .from(proxyGrants)
      .leftJoin(proxyUsers, eq(proxyUsers.id, proxyGrants.proxyUserId))
      .where(eq(proxyGrants.patientId, userId))
      .orderBy(desc(proxyGrants.createdAt)),
    db
      .select({ id: proxyGrants.id, patientId: proxyGrants.patientId, patientName: users.name, scopes: proxyGrants.scopes, endsOn: proxyGrants.endsOn })
      .from(proxyGrants)
      .innerJoin(users, eq(users.id, proxyGrants.patientId))
      .where(and(eq(proxyGrants.proxyUserId, userId), activeGrantWhere(today), ne(users.status, 'disabled')))
      .orderBy(users.name),
  ]);
  return {
    proxies: granted.map(({ grant, proxyName }) => toGrant(grant, proxyName, today, now)),
    acting_for: held.map((row): ActingFor => ({ id: row.id, patient_id: row.patientId, patient_name: row.patientName, scopes: row.scopes, ends_on: row.endsOn })),
  };
}

export interface ProxyInvitation {
  grant: ProxyGrant;
  /** The token of the e-mailed link: here only, never stored. */
  token: string;
  /**
   * I18N-10: the invitation e-mail's language: that of the account the address belongs to, when
   * there is one; else the inviting patient's (the person they chose likely reads it too).
   */
  language: UiLanguage;
}

/** PROXY-1: a new invitation. The end date is checked against the clinic's today; one cannot invite oneself. */
export async function inviteProxy(
  db: Db,
  patient: { id: string; email: string; language: UiLanguage },
  input: { email: string; scopes: ProxyScope[]; ends_on: string | null },
  today: string,
  now: Date,
): Promise<ProxyInvitation> {
  if (input.email === patient.email.toLowerCase()) throw validationError(fixFieldsMessage, { email: proxyMessages.ownEmail });
  if (input.ends_on !== null && input.ends_on < today) throw validationError(fixFieldsMessage, { ends_on: proxyMessages.endsOnPast });
  const { token, hash } = newLinkToken();
  const [row] = await db
    .insert(proxyGrants)
    .values({
      patientId: patient.id,
      email: input.email,
      tokenHash: hash,
      invitationExpiresAt: new Date(now.getTime() + proxyInvitationDays * 24 * 60 * 60 * 1000),
      scopes: input.scopes,
      endsOn: input.ends_on,
    })
    .returning();
  if (!row) throw new Error('The proxy grant insert returned no row');
  const [invitee] = await db.select({ language: users.language }).from(users).where(sql`lower(${users.email}) = ${input.email.toLowerCase()}`).limit(1);
  return { grant: toGrant(row, null, today, now), token, language: invitee?.language ?? patient.language };
}

/**
 * PROXY-2: the signed-in patient accepts an invitation: the token works once, within its 7 days,
 * while the invitation is not withdrawn. A grant the same patient gave the same proxy before is
 * ended by it, so one pair has one grant in force (its scopes are the newest invitation's).
 */
export async function acceptInvitation(db: Db, proxyUserId: string, token: string, today: string, now: Date): Promise<ActingFor> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(proxyGrants)
      .where(and(eq(proxyGrants.tokenHash, hashLinkToken(token)), isNull(proxyGrants.acceptedAt), isNull(proxyGrants.revokedAt), gt(proxyGrants.invitationExpiresAt, now)))
      .for('update');
    // An end date already past: the access it offered is over before it began.
    if (!row || (row.endsOn !== null && row.endsOn < today)) throw notFound(proxyMessages.invitationInvalid);
    if (row.patientId === proxyUserId) throw conflict(proxyMessages.ownInvitation);
    await tx
      .update(proxyGrants)
      .set({ revokedAt: now })
      .where(and(eq(proxyGrants.patientId, row.patientId), eq(proxyGrants.proxyUserId, proxyUserId), isNull(proxyGrants.revokedAt), isNull(proxyGrants.leftAt)));
    await tx.update(proxyGrants).set({ proxyUserId, acceptedAt: now, tokenHash: null }).where(eq(proxyGrants.id, row.id));
    const [patient] = await tx.select({ name: users.name }).from(users).where(eq(users.id, row.patientId));
    if (!patient) throw notFound(proxyMessages.invitationInvalid);
    return { id: row.id, patient_id: row.patientId, patient_name: patient.name, scopes: row.scopes, ends_on: row.endsOn };
  });
}

/**
 * PROXY-3: ends a grant at once, the patient revoking it (an invitation not yet accepted is
 * withdrawn) or the proxy leaving. Anyone else: 404. Ending an ended grant changes nothing.
 */
export async function endProxy(db: Db, userId: string, grantId: string, now: Date): Promise<{ patientId: string; by: 'patient' | 'proxy' }> {
  const [row] = await db
    .select({ patientId: proxyGrants.patientId, proxyUserId: proxyGrants.proxyUserId })
    .from(proxyGrants)
    .where(and(eq(proxyGrants.id, grantId), or(eq(proxyGrants.patientId, userId), eq(proxyGrants.proxyUserId, userId))));
  if (!row) throw notFound(proxyMessages.notFound);
  const open = and(eq(proxyGrants.id, grantId), isNull(proxyGrants.revokedAt), isNull(proxyGrants.leftAt));
  if (row.patientId === userId) {
    await db.update(proxyGrants).set({ revokedAt: now, tokenHash: null }).where(open);
    return { patientId: row.patientId, by: 'patient' };
  }
  await db.update(proxyGrants).set({ leftAt: now }).where(open);
  return { patientId: row.patientId, by: 'proxy' };
}

/** The most rows of the activity list: the newest, which is what a patient checks. */
const activityLimit = 200;

/** PROXY-6: what the patient's proxies did on their behalf, newest first, from the audit log. */
export async function listProxyActivity(db: Db, patientId: string): Promise<ProxyActivity> {
  const rows = await db
    .select({ at: auditLog.at, proxyName: users.name, action: auditLog.action, subjectType: auditLog.subjectType, subjectId: auditLog.subjectId })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.actorId))
    .where(eq(auditLog.onBehalfOf, patientId))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(activityLimit);
  return { items: rows.map((row) => ({ at: row.at.toISOString(), proxy_name: row.proxyName, action: row.action, subject_type: row.subjectType, subject_id: row.subjectId })) };
}
