import { instantOfWallClock } from '@clinvia/contracts/clinic-time';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointmentMessages } from '../../db/schema';
import type { ClinicNow } from '../../lib/clinic-time';
import { queueMessage } from '../messages/queue';

// Reminders before each pending or confirmed visit (LIFE-8): rows of appointment_messages of
// kind 'reminder' with a due time, written by the lifecycle in the transaction of a booking,
// confirmation or reschedule, and sent by the jobs worker when due (domain/messages). A change
// that raises the appointment's sequence (confirm, decline, cancel, reschedule) drops the ones
// planned before it here, at once, so staff's Messages view shows them dropped; the worker
// would drop them anyway as stale.

/** The clinic's reminder settings: `app.reminders` (app.ts, from the config), passed down by the caller. */
export interface ReminderSettings {
  /** Hours before the start (REMINDER_HOURS, default 24 and 2). */
  hours: readonly number[];
  /** The clinic's zone, in which appointment dates and times are wall-clock values. */
  timeZone: string;
}

const HOUR = 3_600_000;

/**
 * When each reminder falls due: that many hours of elapsed time before the visit's start, the
 * start read at the offset of its own day (a 24-hour reminder across a DST change falls 24 real
 * hours before, not at the same clock time the day before). Reminders already past are left out.
 */
export function reminderDueTimes(date: string, time: string, hours: readonly number[], timeZone: string, now: Date): Date[] {
  const start = instantOfWallClock(timeZone, date, time);
  return hours.map((before) => new Date(start - before * HOUR)).filter((due) => due.getTime() > now.getTime());
}

export interface PlannedVisit {
  appointmentId: string;
  date: string;
  time: string;
  /** appointments.sequence after the change: a later change makes these reminders stale. */
  sequence: number;
  recipient: string;
}

/** Drops the appointment's reminders not yet sent (cancellation, decline, or before planning anew). */
export async function dropReminders(tx: Db, appointmentId: string): Promise<void> {
  await tx
    .update(appointmentMessages)
    .set({ status: 'dropped' })
    .where(and(eq(appointmentMessages.appointmentId, appointmentId), eq(appointmentMessages.kind, 'reminder'), inArray(appointmentMessages.status, ['queued'])));
}

/** Plans the visit's reminders anew in `tx`: the old ones dropped, one per configured hour still ahead. */
export async function planReminders(tx: Db, visit: PlannedVisit, now: ClinicNow, settings: ReminderSettings): Promise<void> {
  await dropReminders(tx, visit.appointmentId);
  const at = new Date(instantOfWallClock(settings.timeZone, now.date, now.time));
  for (const dueAt of reminderDueTimes(visit.date, visit.time, settings.hours, settings.timeZone, at)) {
    await queueMessage(tx, { appointmentId: visit.appointmentId, kind: 'reminder', sequence: visit.sequence, actorRole: null, recipient: visit.recipient, dueAt });
  }
}
