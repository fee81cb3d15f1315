import type { ReminderPreferences } from '@clinvia/contracts/reminders';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { patients } from '../../db/schema';
import { notFound } from '../../lib/errors';

// A patient's reminder channels (LIFE-8). The reminder job reads them when a reminder falls
// due, so turning a channel off also silences the reminders already planned.

const noPatientMessage = 'No patient record for this account.';

export async function reminderPreferences(db: Db, patientId: string): Promise<ReminderPreferences> {
  const [row] = await db.select({ email: patients.remindByEmail, inApp: patients.remindInApp }).from(patients).where(eq(patients.userId, patientId));
  if (!row) throw notFound(noPatientMessage);
  return row;
}

export async function updateReminderPreferences(db: Db, patientId: string, preferences: ReminderPreferences): Promise<ReminderPreferences> {
  const [row] = await db
    .update(patients)
    .set({ remindByEmail: preferences.email, remindInApp: preferences.inApp })
    .where(eq(patients.userId, patientId))
    .returning({ email: patients.remindByEmail, inApp: patients.remindInApp });
  if (!row) throw notFound(noPatientMessage);
  return row;
}
