import { asc, desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { doctors, specializationKeyOf } from '../../db/schema';

// DOC-8 (issue 40.5): one specialization, one label. Rows keep the words each doctor typed;
// chips, filters and counts group them by `doctors.specialization_key`, and the label shown
// is the clinic's spelling: that of the first doctor registered under the key among the listed
// ones (docs/decisions/2026-11-28-specialization-labels.md). Registration (AUTH-25) and staff's
// correction at verification (DOC-9) store new doctors in that spelling.

/** A specialization as one label: trimmed, inner spaces collapsed ('  heart   surgery ' → 'heart surgery'). */
export function tidySpecialization(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

/**
 * The clinic's spelling of a typed specialization ('cardiology ' → 'Cardiology'): the first
 * registered listed doctor's, else the first registered unlisted doctor's; a specialization the
 * clinic does not have yet keeps the typed words, tidied. `exceptDoctor` leaves out the doctor
 * being corrected, whose own spelling is what is in question.
 */
export async function clinicSpelling(db: Db, typed: string, exceptDoctor?: string): Promise<string> {
  const tidy = tidySpecialization(typed);
  const [known] = await db
    .select({ specialization: doctors.specialization })
    .from(doctors)
    .where(
      sql`${doctors.specializationKey} = ${specializationKeyOf(sql`${tidy}`)}${exceptDoctor === undefined ? sql`` : sql` and ${doctors.userId} <> ${exceptDoctor}`}`,
    )
    .orderBy(desc(doctors.verified), asc(doctors.createdAt), asc(doctors.userId))
    .limit(1);
  return known?.specialization ?? tidy;
}
