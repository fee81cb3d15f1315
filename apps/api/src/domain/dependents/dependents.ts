import { ageOn, DEFAULT_AGE_OF_MAJORITY, dependentMessages, dependentOfAgeCode } from '@clinvia/contracts/dependents';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clinicSettings, dependents } from '../../db/schema';
import { ApiError, notFound } from '../../lib/errors';
import { spanishMessageBuilders as spanish } from '@clinvia/contracts/messages.es';

// FAMILY-2, FAMILY-5: the rule the lifecycle applies when a visit is booked or moved for a
// dependent. Shared by the lifecycle (which writes appointments) and the dependents module
// (which lists them), so 'of age' means one thing everywhere.

/** FAMILY-5: the clinic's age of majority, or the default until the clinic sets one. */
export async function ageOfMajority(db: Pick<Db, 'select'>): Promise<number> {
  const [row] = await db.select({ age: clinicSettings.ageOfMajority }).from(clinicSettings);
  return row?.age ?? DEFAULT_AGE_OF_MAJORITY;
}

/**
 * The guardian's dependent, still listed and under the age of majority on the clinic's `today`.
 * Another patient's, a removed or a claimed (FAMILY-10) dependent is 404, as one that never existed (FAMILY-6); one
 * who has come of age is 409 `dependent_of_age` (FAMILY-5). Called inside the booking's
 * transaction: the row's share lock waits for a removal under way (which locks it for update
 * and refuses while a visit is ahead), so a visit is never booked for a dependent just removed.
 */
export async function assertMayBookFor(tx: Pick<Db, 'select'>, guardianId: string, dependentId: string, today: string): Promise<void> {
  const [row] = await tx
    .select({ name: dependents.name, dateOfBirth: dependents.dateOfBirth })
    .from(dependents)
    .where(and(eq(dependents.id, dependentId), eq(dependents.guardianId, guardianId), isNull(dependents.removedAt), isNull(dependents.claimedBy)))
    .for('share');
  if (!row) throw notFound(dependentMessages.notFound);
  const majority = await ageOfMajority(tx);
  if (ageOn(row.dateOfBirth, today) >= majority) throw new ApiError(409, dependentOfAgeCode, dependentMessages.cannotBookOfAge(row.name, majority)).inSpanish(spanish.dependentMessages.cannotBookOfAge(row.name, majority));
}
