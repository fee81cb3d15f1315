import { z } from 'zod';
import { slotLabel } from './doctors';

/**
 * In-app notifications (the bell, NOTIF-1 to NOTIF-4): a booking, a confirmation, a rejection, a
 * cancellation, a reschedule, a completion, a registration decision. Only their owner reads them.
 */

export const notificationSchema = z
  .object({
    id: z.string(),
    kind: z.string().describe("e.g. 'appointment.booked', 'appointment.confirmed', 'registration.approved'"),
    title: z.string(),
    body: z.string(),
    appointment_id: z.string().nullable(),
    /** Where the notification leads in the app for its owner, e.g. '/appointments'. */
    link: z.string().nullable(),
    timeZone: z
      .string()
      .describe('TIME-5: the IANA zone the times `body` names are wall clock in (the doctor’s location’s when the notice was written); the bell names it when the reader’s clock reads otherwise'),
    created_at: z.string(),
    read: z.boolean(),
  })
  .meta({ id: 'Notification' });
export type NotificationDto = z.infer<typeof notificationSchema>;

const pageNumber = (message: string, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value),
    z.number({ error: message }).int(message).min(1, message).max(max, message),
  );

export const notificationQuerySchema = z.object({
  page: pageNumber('Page must be a whole number of at least 1', 100_000).default(1),
  pageSize: pageNumber('Page size must be a whole number from 1 to 50', 50).default(10),
});

export const notificationPageSchema = z
  .object({
    items: z.array(notificationSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    unread: z.number().int().describe('Unread notifications in all, not only on this page'),
  })
  .meta({ id: 'NotificationPage' });
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** POST /api/notifications/read: these ids, or every notification when `ids` is left out. */
export const markReadSchema = z.object({
  ids: z.array(z.uuid({ error: 'Each id must be a valid id' })).max(100, 'At most 100 ids at a time').optional(),
});
export type MarkReadInput = z.input<typeof markReadSchema>;

export const unreadCountSchema = z.object({ unread: z.number().int() }).meta({ id: 'UnreadCount' });

const dayInWords = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** '2026-01-07', '09:30' → 'Wednesday, January 7 at 9:30 AM' (a clinic date and time, never shifted). */
export function slotInWords(date: string, time: string): string {
  return `${dayInWords.format(new Date(`${date}T00:00:00Z`))} at ${slotLabel(time)}`;
}

/**
 * The doctor's notice of a patient's request. Here, not in the API's domain, because the demo
 * data writes the same words for its pending requests (the seed sits below the domain).
 */
export function requestNotice(a: { patientName: string; date: string; time: string; type: string }): { kind: string; title: string; body: string } {
  return { kind: 'appointment.booked', title: 'New appointment request', body: `${a.patientName} asked for ${slotInWords(a.date, a.time)} (${a.type}). Accept or decline it in your portal.` };
}
