import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';

// Writing a notification is part of the change it announces (a booking, an offer, a failed
// e-mail, a staff decision), so it lives here, beside the rules that make those changes; the
// notifications module reads them back and marks them read.

export interface NewNotification {
  userId: string;
  /** e.g. 'appointment.booked'; the part before the dot says which screen it leads to. */
  kind: string;
  title: string;
  body: string;
  appointmentId?: string | null;
  /** MSG-UI-6: the thread a new-message notice is about; its link leads there. */
  threadId?: string | null;
  /** TIME-5: the zone of the times `body` names (the doctor's location's); null or left out: the clinic's, or none named. */
  timeZone?: string | null;
}

/** Anything that can insert: the database or a transaction (a notification commits with its change). */
type Writer = Pick<Db, 'insert'>;

/** Sends notifications; call it inside the transaction of the change they announce. */
export async function notify(db: Writer, items: NewNotification | NewNotification[]): Promise<void> {
  const rows = (Array.isArray(items) ? items : [items]).map((item) => ({ ...item, appointmentId: item.appointmentId ?? null, threadId: item.threadId ?? null, timeZone: item.timeZone ?? null }));
  if (rows.length === 0) return;
  await db.insert(notifications).values(rows);
}
