import { ageOn, dependentHasVisitsCode, dependentMessages, type Dependent, type DependentInput, type Dependents } from '@clinvia/contracts/dependents';
import { activeAppointmentStatuses } from '@clinvia/contracts/appointments';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments, dependents } from '../../db/schema';
import { ageOfMajority } from '../../domain/dependents/dependents';
import { ApiError, notFound, validationError } from '../../lib/errors';
import { spanishMessageBuilders as spanish } from '@clinvia/contracts/messages.es';

// FAMILY-1, FAMILY-5, FAMILY-6: a guardian's dependents. Every query is bound to the guardian,
// so another patient's dependent is not found (404), never 'forbidden': its existence is not told.

const fixFieldsMessage = 'Please correct the highlighted fields.';

type Row = typeof dependents.$inferSelect;

function toDependent(row: Row, today: string, majority: number): Dependent {
  const age = ageOn(row.dateOfBirth, today);
  const hasOwnAccount = row.claimedBy !== null;
  return { id: row.id, name: row.name, date_of_birth: row.dateOfBirth, relationship: row.relationship, age, can_book: !hasOwnAccount && age < majority, has_own_account: hasOwnAccount };
}

/** FAMILY-1: the date of birth is in the past and the dependent under the clinic's age of majority, on its today. */
function assertBirthDate(input: DependentInput, today: string, majority: number): void {
  if (input.date_of_birth >= today) throw validationError(fixFieldsMessage, { date_of_birth: dependentMessages.dateOfBirthFuture });
  if (ageOn(input.date_of_birth, today) >= majority) throw validationError(fixFieldsMessage, { date_of_birth: dependentMessages.ofAge(majority) }).inSpanish(undefined, { date_of_birth: spanish.dependentMessages.ofAge(majority) });
}

// FAMILY-10: a dependent who claimed their record is the guardian's no more: shown, never changed.
const owned = (guardianId: string, dependentId: string) => and(eq(dependents.id, dependentId), eq(dependents.guardianId, guardianId), isNull(dependents.removedAt), isNull(dependents.claimedBy));

/** FAMILY-1: the guardian's dependents still listed, oldest first (FAMILY-10: one who claimed their record says so). */
export async function listDependents(db: Db, guardianId: string, today: string): Promise<Dependents> {
  const [rows, majority] = await Promise.all([
    db.select().from(dependents).where(and(eq(dependents.guardianId, guardianId), isNull(dependents.removedAt))).orderBy(asc(dependents.dateOfBirth), asc(dependents.createdAt)),
    ageOfMajority(db),
  ]);
  return { dependents: rows.map((row) => toDependent(row, today, majority)), age_of_majority: majority };
}

export async function addDependent(db: Db, guardianId: string, input: DependentInput, today: string): Promise<Dependent> {
  const majority = await ageOfMajority(db);
  assertBirthDate(input, today, majority);
  const [row] = await db.insert(dependents).values({ guardianId, name: input.name, dateOfBirth: input.date_of_birth, relationship: input.relationship }).returning();
  if (!row) throw new Error('The dependent insert returned no row');
  return toDependent(row, today, majority);
}

export async function updateDependent(db: Db, guardianId: string, dependentId: string, input: DependentInput, today: string): Promise<Dependent> {
  const majority = await ageOfMajority(db);
  const [existing] = await db.select({ id: dependents.id }).from(dependents).where(owned(guardianId, dependentId));
  if (!existing) throw notFound(dependentMessages.notFound);
  assertBirthDate(input, today, majority);
  const [row] = await db
    .update(dependents)
    .set({ name: input.name, dateOfBirth: input.date_of_birth, relationship: input.relationship, updatedAt: sql`now()` })
    .where(owned(guardianId, dependentId))
    .returning();
  if (!row) throw notFound(dependentMessages.notFound);
  return toDependent(row, today, majority);
}

/**
 * FAMILY-1: removes the dependent from the list; the row stays so past visits still name them.
 * Refused (409) while a pending or confirmed visit for them is still ahead: those are cancelled first.
 */
export async function removeDependent(db: Db, guardianId: string, dependentId: string, now: { date: string; time: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: dependents.id }).from(dependents).where(owned(guardianId, dependentId)).for('update');
    if (!existing) throw notFound(dependentMessages.notFound);
    const [ahead] = await tx
      .select({ id: appointments.id })
      .from(appointments)
      .where(
        and(
          eq(appointments.dependentId, dependentId),
          inArray(appointments.status, [...activeAppointmentStatuses]),
          sql`(${appointments.appointmentDate} > ${now.date} or (${appointments.appointmentDate} = ${now.date} and ${appointments.appointmentTime} > ${now.time}))`,
        ),
      )
      .limit(1);
    if (ahead) throw new ApiError(409, dependentHasVisitsCode, dependentMessages.hasUpcomingVisits);
    await tx.update(dependents).set({ removedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(dependents.id, dependentId));
  });
}
