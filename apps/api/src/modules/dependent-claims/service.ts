import { ageOn } from '@clinvia/contracts/dependents';
import {
  CLAIM_INVITATION_DAYS,
  claimErrorCodes as codes,
  claimMessages as texts,
  type ClaimInvitation,
  type DependentInvitation,
  type OfAgeDependents,
} from '@clinvia/contracts/dependent-claims';
import type { UiLanguage } from '@clinvia/contracts/ui-language';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointmentMessages, appointments, checkIns, dependentInvitations, dependents, questionnaireResponses, users, visitSummaries } from '../../db/schema';
import { ageOfMajority } from '../../domain/dependents/dependents';
import { claimInvitationEmail } from '../../domain/messages/claim-invitation';
import { ApiError, mailNotSent, notFound } from '../../lib/errors';
import type { Mailer } from '../../lib/mail';
import { violatedUniqueConstraint } from '../../lib/pg-errors';
import { hashLinkToken, newLinkToken } from '../../lib/link-tokens';
import { spanishMessageBuilders as spanish } from '@clinvia/contracts/messages.es';

// FAMILY-7 to FAMILY-10: a dependent who has come of age claims their record. Staff e-mail an
// invitation (32 random bytes; only the SHA-256 is stored, as for record shares); the person's own
// patient account of that address claims it, and the dependent's visits move to that account in
// one transaction. Decision: docs/decisions/2026-11-29-dependent-claims.md.

type InvitationRow = typeof dependentInvitations.$inferSelect;

function toInvitation(row: Pick<InvitationRow, 'email' | 'sentAt' | 'expiresAt'>, now: Date): DependentInvitation {
  return { email: row.email, sent_at: row.sentAt.toISOString(), expires_at: row.expiresAt.toISOString(), state: row.expiresAt <= now ? 'expired' : 'pending' };
}

const notOfAge = (name: string, majority: number) => new ApiError(409, codes.notOfAge, texts.notOfAge(name, majority)).inSpanish(spanish.claimMessages.notOfAge(name, majority));

/** FAMILY-7: the dependents who have reached the age of majority and not claimed their record, oldest first. */
export async function listOfAgeDependents(db: Db, today: string, now: Date): Promise<OfAgeDependents & { guardianIds: string[] }> {
  const [rows, majority] = await Promise.all([
    db
      .select({ dependent: dependents, guardianName: users.name, guardianEmail: users.email, invitation: dependentInvitations })
      .from(dependents)
      .innerJoin(users, eq(users.id, dependents.guardianId))
      .leftJoin(dependentInvitations, eq(dependentInvitations.dependentId, dependents.id))
      .where(and(isNull(dependents.removedAt), isNull(dependents.claimedBy)))
      .orderBy(asc(dependents.dateOfBirth), asc(dependents.createdAt)),
    ageOfMajority(db),
  ]);
  // Filtered here, by the one age rule (ageOn): a birthday's date minus the years is not always a date (29 February).
  const ofAge = rows.filter((row) => ageOn(row.dependent.dateOfBirth, today) >= majority);
  return {
    age_of_majority: majority,
    guardianIds: ofAge.map((row) => row.dependent.guardianId),
    dependents: ofAge.map((row) => ({
      id: row.dependent.id,
      name: row.dependent.name,
      date_of_birth: row.dependent.dateOfBirth,
      age: ageOn(row.dependent.dateOfBirth, today),
      guardian_name: row.guardianName,
      guardian_email: row.guardianEmail,
      invitation: row.invitation === null ? null : toInvitation(row.invitation, now),
    })),
  };
}

export interface InviteContext {
  mailer: Mailer;
  appUrl: string;
}

/**
 * FAMILY-7, FAMILY-8: e-mails the dependent an invitation to claim their record. Sending again
 * replaces the previous token (its link stops working). The row is written in a transaction that
 * commits only once the mail is out, so a failed send leaves the previous invitation as it was.
 */
export async function inviteDependent(
  db: Db,
  context: InviteContext,
  staffId: string,
  dependentId: string,
  email: string,
  today: string,
): Promise<{ invitation: DependentInvitation; guardianId: string }> {
  // MAIL-2: with e-mail off the link would go nowhere.
  if (context.mailer.delivery === 'off') throw mailNotSent(texts.mailOff, new Error('MAIL_DELIVERY=off'));
  const address = email.toLowerCase();
  return db.transaction(async (tx) => {
    // The row lock orders two staff inviting the same dependent, and a claim under way.
    const [dependent] = await tx
      // I18N-10: the invited person has no account yet: the invitation speaks the guardian's
      // language (users.language of the dependent's guardian), the family's, rather than that of
      // the staff member who sends it.
      // (A subquery, not a join: FOR UPDATE locks the dependent's row only.)
      .select({ name: dependents.name, dateOfBirth: dependents.dateOfBirth, guardianId: dependents.guardianId, language: sql<UiLanguage>`(select ${users.language} from ${users} where ${users.id} = ${dependents.guardianId})` })
      .from(dependents)
      .where(and(eq(dependents.id, dependentId), isNull(dependents.removedAt), isNull(dependents.claimedBy)))
      .for('update');
    if (!dependent) throw notFound(texts.dependentNotFound);
    const majority = await ageOfMajority(tx);
    if (ageOn(dependent.dateOfBirth, today) < majority) throw notOfAge(dependent.name, majority);
    const { token, hash: tokenHash } = newLinkToken();
    const values = { email: address, tokenHash, expiresAt: sql`now() + make_interval(days => ${CLAIM_INVITATION_DAYS})`, usedAt: null, sentBy: staffId, sentAt: sql`now()` };
    const [row] = await tx
      .insert(dependentInvitations)
      .values({ dependentId, ...values })
      .onConflictDoUpdate({ target: dependentInvitations.dependentId, set: values })
      .returning();
    if (!row) throw new Error('the invitation was not stored');
    try {
      await context.mailer.send({ to: address, ...claimInvitationEmail({ name: dependent.name, token, appUrl: context.appUrl, language: dependent.language }), idempotencyKey: `dependent-invitation-${tokenHash.slice(0, 24)}` });
    } catch (error) {
      throw mailNotSent(texts.notSent, error);
    }
    return { invitation: toInvitation(row, new Date()), guardianId: dependent.guardianId };
  });
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The invitation this token opens, with its dependent, or the refusal: 404 with a code saying
 * which (unknown, used, expired; expiry by the database's clock), 409 while the dependent is
 * under the clinic's age of majority (it may have been raised since the invitation was sent).
 */
async function openInvitation(db: Db | Tx, token: string, today: string, lock: boolean) {
  const query = db
    .select({
      email: dependentInvitations.email,
      usedAt: dependentInvitations.usedAt,
      expired: sql<boolean>`${dependentInvitations.expiresAt} <= now()`,
      dependentId: dependents.id,
      name: dependents.name,
      dateOfBirth: dependents.dateOfBirth,
      guardianId: dependents.guardianId,
      claimedBy: dependents.claimedBy,
    })
    .from(dependentInvitations)
    .innerJoin(dependents, eq(dependents.id, dependentInvitations.dependentId))
    .where(eq(dependentInvitations.tokenHash, hashLinkToken(token)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new ApiError(404, codes.unknown, texts.linkUnknown);
  if (row.usedAt !== null || row.claimedBy !== null) throw new ApiError(404, codes.used, texts.linkUsed);
  if (row.expired) throw new ApiError(404, codes.expired, texts.linkExpired);
  const majority = await ageOfMajority(db);
  if (ageOn(row.dateOfBirth, today) < majority) throw notOfAge(row.name, majority);
  return row;
}

/** FAMILY-9: who the invitation is for, and whether that address already has an account (sign in) or not (register). */
export async function inspectInvitation(db: Db, token: string, today: string): Promise<ClaimInvitation & { dependentId: string; guardianId: string }> {
  const row = await openInvitation(db, token, today, false);
  const [account] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${row.email}`).limit(1);
  return { name: row.name, email: row.email, has_account: account !== undefined, dependentId: row.dependentId, guardianId: row.guardianId };
}

/**
 * FAMILY-9, FAMILY-10: the signed-in patient of the invited address claims the dependent's record.
 * In one transaction: every visit of the dependent (past and upcoming) moves to the account, with
 * the account as its contact; the visit's check-in, questionnaires and summary follow it; queued
 * e-mails go to the new address; the one-click links the guardian was sent stop working (LIFE-11's
 * version); the invitation is used and the dependent marked claimed.
 */
export async function claimRecord(db: Db, userId: string, token: string, today: string): Promise<{ moved: number; dependentId: string; guardianId: string }> {
  try {
    return await moveRecord(db, userId, token, today);
  } catch (error) {
    // The account already holds an active visit at the time of one being moved (BOOK-13's index).
    if (violatedUniqueConstraint(error) === 'appointments_patient_active_slot_key') throw new ApiError(409, codes.visitClash, texts.visitClash);
    throw error;
  }
}

async function moveRecord(db: Db, userId: string, token: string, today: string): Promise<{ moved: number; dependentId: string; guardianId: string }> {
  return db.transaction(async (tx) => {
    const invitation = await openInvitation(tx, token, today, true);
    const [claimant] = await tx.select({ id: users.id, name: users.name, email: users.email, phone: users.phone }).from(users).where(eq(users.id, userId));
    if (!claimant) throw new Error('the signed-in account vanished');
    if (claimant.email.toLowerCase() !== invitation.email) throw new ApiError(403, codes.otherAccount, texts.otherAccount(invitation.email)).inSpanish(spanish.claimMessages.otherAccount(invitation.email));
    // The dependent's row lock waits for a guardian's booking under way (which share-locks it).
    await tx.select({ id: dependents.id }).from(dependents).where(eq(dependents.id, invitation.dependentId)).for('update');
    const moved = await tx
      .update(appointments)
      .set({
        patientId: claimant.id,
        dependentId: null,
        contactName: claimant.name,
        contactEmail: claimant.email,
        contactPhone: claimant.phone,
        version: sql`${appointments.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(appointments.dependentId, invitation.dependentId))
      .returning({ id: appointments.id });
    const ids = moved.map((row) => row.id);
    if (ids.length > 0) {
      await tx.update(checkIns).set({ patientId: claimant.id }).where(inArray(checkIns.appointmentId, ids));
      await tx.update(questionnaireResponses).set({ patientId: claimant.id }).where(inArray(questionnaireResponses.appointmentId, ids));
      await tx.update(visitSummaries).set({ patientId: claimant.id }).where(inArray(visitSummaries.appointmentId, ids));
      await tx.update(appointmentMessages).set({ recipient: claimant.email }).where(and(inArray(appointmentMessages.appointmentId, ids), eq(appointmentMessages.status, 'queued')));
    }
    await tx.update(dependentInvitations).set({ usedAt: sql`now()` }).where(eq(dependentInvitations.dependentId, invitation.dependentId));
    await tx.update(dependents).set({ claimedBy: claimant.id, claimedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(dependents.id, invitation.dependentId));
    return { moved: ids.length, dependentId: invitation.dependentId, guardianId: invitation.guardianId };
  });
}
