import type { MessageKind } from '@clinvia/contracts/messages';
import type { Db } from '../../db/client';
import { appointmentMessages } from '../../db/schema';

// Writing a message: the lifecycle (and the reminder planner) call `queueMessage` inside the
// transaction of the change, so the message exists exactly when the change does (LIFE-6).
// Nothing here talks to the jobs engine: the jobs worker (../jobs/worker.ts) hands due
// messages to pg-boss and sends them (delivery.ts).

export interface NewMessage {
  appointmentId: string;
  kind: MessageKind;
  /** appointments.sequence after the change: the .ics SEQUENCE, and what makes the message stale later. */
  sequence: number;
  /** Who made the change: a cancellation says by whom. Null for reminders. */
  actorRole: 'patient' | 'doctor' | 'staff' | null;
  recipient: string;
  /** When to send it; now when left out. */
  dueAt?: Date;
}

/**
 * Queues one e-mail in `tx`. The same appointment, kind, sequence and due time is written once
 * (appointment_messages_once_key): planning it twice, on any replica, is harmless.
 */
export async function queueMessage(tx: Db, message: NewMessage): Promise<void> {
  await tx
    .insert(appointmentMessages)
    .values({
      appointmentId: message.appointmentId,
      kind: message.kind,
      sequence: message.sequence,
      actorRole: message.actorRole,
      recipient: message.recipient,
      ...(message.dueAt === undefined ? {} : { dueAt: message.dueAt }),
    })
    .onConflictDoNothing();
}
