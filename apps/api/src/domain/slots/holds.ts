import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { slotHolds } from '../../db/schema';

// WAIT-5: slot holds, the groundwork of the waitlist's offers (WAIT-2). A hold keeps one slot
// for one patient until it expires; the slot grid shows it as held (queries.ts, heldInWindow)
// and the lifecycle's booking refuses it to anyone else. One row per slot: a new hold replaces
// an expired one in the same statement, so of two racing holds exactly one wins.

export interface SlotRef {
  doctorId: string;
  date: string;
  time: string;
}

/** Holds the slot for `patientId` until `until`; false when someone else holds it now. */
export async function holdSlot(db: Db, slot: SlotRef, patientId: string, until: Date): Promise<boolean> {
  const rows = await db
    .insert(slotHolds)
    .values({ ...slot, patientId, expiresAt: until })
    .onConflictDoUpdate({
      target: [slotHolds.doctorId, slotHolds.date, slotHolds.time],
      set: { patientId, expiresAt: until, createdAt: sql`now()` },
      // Only an expired hold (or the same patient's, renewed) gives way.
      setWhere: sql`${slotHolds.expiresAt} <= now() or ${slotHolds.patientId} = ${patientId}`,
    })
    .returning({ id: slotHolds.id });
  return rows.length > 0;
}

/** Who holds the slot now, or null (no hold, or it has expired). */
export async function slotHolder(db: Db, slot: SlotRef): Promise<string | null> {
  const [row] = await db
    .select({ patientId: slotHolds.patientId })
    .from(slotHolds)
    .where(and(eq(slotHolds.doctorId, slot.doctorId), eq(slotHolds.date, slot.date), eq(slotHolds.time, slot.time), gt(slotHolds.expiresAt, sql`now()`)));
  return row?.patientId ?? null;
}

/** Ends the slot's hold (the holder booked it), and any expired hold with it. */
export async function releaseHold(db: Db, slot: SlotRef): Promise<void> {
  await db.delete(slotHolds).where(and(eq(slotHolds.doctorId, slot.doctorId), eq(slotHolds.date, slot.date), eq(slotHolds.time, slot.time)));
}
