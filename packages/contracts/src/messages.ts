import { z } from 'zod';

// The e-mails an appointment causes (LIFE-6, LIFE-7) and where each stands: the API's
// appointment_messages rows, the staff console's Messages view and its retry (LIFE-10).

/** What an e-mail is about: one per lifecycle transition, the reminders before the visit, a signed visit summary and an addendum to it (SUMMARY-4). */
export const messageKinds = ['booked', 'confirmed', 'declined', 'rescheduled', 'cancelled', 'completed', 'no_show', 'reminder', 'summary_ready', 'summary_amended'] as const;
export type MessageKind = (typeof messageKinds)[number];

/**
 * queued: waiting for its due time or a worker; sent: handed to SMTP or written to the outbox;
 * failed: every attempt failed (the dead-letter state, retried only by staff); dropped: the
 * appointment changed before it went out, so a newer message replaces it; not_sent: e-mail
 * delivery is off (MAIL_DELIVERY=off, MAIL-2), so the e-mail was kept and never handed to anyone.
 */
export const messageStatuses = ['queued', 'sent', 'failed', 'dropped', 'not_sent'] as const;
export type MessageStatus = (typeof messageStatuses)[number];

export const messageKindLabels: Record<MessageKind, string> = {
  booked: 'Booking received',
  confirmed: 'Confirmed',
  declined: 'Declined',
  rescheduled: 'Rescheduled',
  cancelled: 'Cancelled',
  completed: 'Thank you',
  no_show: 'Missed appointment',
  reminder: 'Reminder',
  summary_ready: 'Visit summary ready',
  summary_amended: 'Visit summary updated',
};

export const messageStatusLabels: Record<MessageStatus, string> = {
  queued: 'Due',
  sent: 'Sent',
  failed: 'Failed',
  dropped: 'Dropped',
  not_sent: 'Not sent (e-mail off)',
};

export const appointmentMessageSchema = z
  .object({
    id: z.uuid(),
    appointment_id: z.uuid(),
    kind: z.enum(messageKinds),
    status: z.enum(messageStatuses),
    /** The appointment's calendar sequence this message was written for (the .ics SEQUENCE). */
    sequence: z.number().int(),
    due_at: z.iso.datetime({ offset: true }),
    sent_at: z.iso.datetime({ offset: true }).nullable(),
    attempts: z.number().int(),
    /** What went wrong the last time, without personal data (an error class and code). */
    last_error: z.string().nullable(),
    patient_name: z.string(),
    doctor_name: z.string(),
    appointment_date: z.string(),
    appointment_time: z.string(),
    timeZone: z.string().describe('TIME-5: the IANA zone of the doctor’s location; the appointment date and time are wall clock in it (HOURS-4)'),
  })
  .meta({ id: 'AppointmentMessage' });
export type AppointmentMessage = z.infer<typeof appointmentMessageSchema>;

export const messageListQuerySchema = z.object({
  status: z.enum(messageStatuses).optional(),
  appointment_id: z.uuid({ error: 'The appointment id must be a valid id' }).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type MessageListQuery = z.infer<typeof messageListQuerySchema>;

export const messageListSchema = z
  .object({
    messages: z.array(appointmentMessageSchema),
    page: z.number().int(),
    has_more: z.boolean(),
    counts: z.object({ queued: z.number().int(), sent: z.number().int(), failed: z.number().int(), dropped: z.number().int(), not_sent: z.number().int() }),
    /** MAIL-2: the clinic sends no e-mail (MAIL_DELIVERY=off): new e-mails stay 'not_sent'. */
    email_off: z.boolean(),
  })
  .meta({ id: 'AppointmentMessageList' });
export type MessageList = z.infer<typeof messageListSchema>;

export const messageIdParamsSchema = z.object({ messageId: z.uuid({ error: 'The message id must be a valid id' }) });

export const messageRetryResultSchema = z.object({ message: appointmentMessageSchema }).meta({ id: 'AppointmentMessageRetry' });

export const messageRetryMessages = {
  notFailed: 'Only a failed message can be sent again.',
  notFound: 'No message with this id.',
  queued: 'The e-mail is queued again.',
} as const;

/** Messages per page in the staff console's Messages view. */
export const MESSAGE_PAGE_SIZE = 50;
