import type { UiLanguage } from '@clinvia/contracts/ui-language';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications, users } from '../../db/schema';
import type { NoticeText } from '../messages/notice-words';

// Writing a notification is part of the change it announces (a booking, an offer, a failed
// e-mail, a staff decision), so it lives here, beside the rules that make those changes; the
// notifications module reads them back and marks them read.

interface NotificationBase {
  userId: string;
  /** e.g. 'appointment.booked'; the part before the dot says which screen it leads to. */
  kind: string;
  appointmentId?: string | null;
  /** MSG-UI-6: the thread a new-message notice is about; its link leads there. */
  threadId?: string | null;
  /** TIME-5: the zone of the times `body` names (the doctor's location's); null or left out: the clinic's, or none named. */
  timeZone?: string | null;
}

/**
 * A notice: its words in every language (I18N-10: ../messages/notice-words), of which the
 * recipient's (users.language) is stored; or words stored as they are, whoever reads them.
 */
export type NewNotification = NotificationBase & ({ words: Readonly<Record<UiLanguage, NoticeText>> } | NoticeText);

/** Anything that can run a statement: the database or a transaction (a notification commits with its change). */
type Writer = Pick<Db, 'execute'>;

/**
 * Sends notifications; call it inside the transaction of the change they announce. One
 * statement for them all: each notice's words are picked by its recipient's language in the
 * insert itself (I18N-10), so a language costs no round trip of its own.
 */
export async function notify(db: Writer, items: NewNotification | NewNotification[]): Promise<void> {
  const rows = (Array.isArray(items) ? items : [items]).map((item) => ({
    user_id: item.userId,
    kind: item.kind,
    words: 'words' in item ? item.words : { en: { title: item.title, body: item.body } },
    appointment_id: item.appointmentId ?? null,
    thread_id: item.threadId ?? null,
    time_zone: item.timeZone ?? null,
  }));
  if (rows.length === 0) return;
  // A recipient's language without words of its own (or an account that is gone: the foreign key refuses it) reads English.
  const chosen = sql`coalesce(v.words -> u.language, v.words -> 'en')`;
  await db.execute(sql`
    insert into ${notifications} (user_id, kind, title, body, appointment_id, thread_id, time_zone)
    select v.user_id, v.kind, ${chosen} ->> 'title', ${chosen} ->> 'body', v.appointment_id, v.thread_id, v.time_zone
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(user_id uuid, kind text, words jsonb, appointment_id uuid, thread_id uuid, time_zone text)
    left join ${users} u on u.id = v.user_id`);
}
