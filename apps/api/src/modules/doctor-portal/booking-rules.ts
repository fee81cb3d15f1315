import { appointmentTypes, type AppointmentType } from '@clinvia/contracts/appointments';
import type { BookingRules } from '@clinvia/contracts/doctor-portal';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { doctors } from '../../db/schema';
import { longTypesInRow, setLongTypes } from '../../domain/slots/visit-types';
import { notFound } from '../../lib/errors';

// A doctor's booking rules (BOOK-20): the minimum notice, stored on the doctor's row, and the
// visit types that take two slots, which are the doctor's visit types (VISIT-1,
// domain/slots/visit-types.ts). The slot grid and every booking read both (domain/slots), so a
// change applies to the next grid and the next booking alike. The update
// takes the row FOR UPDATE: a booking in flight (which holds it FOR SHARE) finishes under the
// rules it read first.

const noDoctorMessage = 'There is no doctor profile for this account.';

function asVisitTypes(stored: readonly string[]): AppointmentType[] {
  return appointmentTypes.filter((type) => stored.includes(type));
}

export async function ownBookingRules(db: Db, doctorId: string): Promise<BookingRules> {
  const [row] = await db
    .select({ noticeHours: doctors.bookingNoticeHours, twoSlotVisitTypes: longTypesInRow })
    .from(doctors)
    .where(eq(doctors.userId, doctorId));
  if (!row) throw notFound(noDoctorMessage);
  return { noticeHours: row.noticeHours, twoSlotVisitTypes: asVisitTypes(row.twoSlotVisitTypes) };
}

export async function updateOwnBookingRules(db: Db, doctorId: string, rules: BookingRules): Promise<BookingRules> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ id: doctors.userId }).from(doctors).where(eq(doctors.userId, doctorId)).for('update');
    if (!row) throw notFound(noDoctorMessage);
    await tx.update(doctors).set({ bookingNoticeHours: rules.noticeHours }).where(eq(doctors.userId, doctorId));
    await setLongTypes(tx, doctorId, rules.twoSlotVisitTypes);
  });
  return ownBookingRules(db, doctorId);
}
