import { operation, schemasFrom, signedIn } from './operation';

const load = schemasFrom(async () => ({ notifications: await import('../notifications') }));

export const listNotifications = operation({
  operationId: 'listNotifications',
  method: 'GET',
  path: '/api/notifications',
  tag: 'notifications',
  summary: 'Your notifications, newest first, with the unread total',
  description: 'Each call is audited, one row per patient the page names: poll `getUnreadNotificationCount` instead.',
  access: signedIn('any', 'any signed-in user (their own notifications)'),
  personalData: 'the patients the notifications name (a doctor’s), or the caller’s own appointments',
  errors: [400, 401],
  schemas: load(({ notifications }) => ({ query: notifications.notificationQuerySchema, responses: { 200: notifications.notificationPageSchema } })),
});

export const markNotificationsRead = operation({
  operationId: 'markNotificationsRead',
  method: 'POST',
  path: '/api/notifications/read',
  tag: 'notifications',
  summary: 'Mark notifications read: the listed ids, or all of them when `ids` is left out',
  access: signedIn('any', 'any signed-in user (their own notifications)'),
  errors: [400, 401],
  schemas: load(({ notifications }) => ({ body: notifications.markReadSchema, responses: { 200: notifications.unreadCountSchema } })),
});

export const getUnreadNotificationCount = operation({
  operationId: 'getUnreadNotificationCount',
  method: 'GET',
  path: '/api/notifications/unread',
  tag: 'notifications',
  summary: 'How many of your notifications are unread (what the bell polls; names nobody)',
  access: signedIn('any', 'any signed-in user (their own notifications)'),
  errors: [401],
  schemas: load(({ notifications }) => ({ responses: { 200: notifications.unreadCountSchema } })),
});

export const streamNotifications = operation({
  operationId: 'streamNotifications',
  method: 'GET',
  path: '/api/notifications/stream',
  tag: 'notifications',
  summary: 'The bell’s live channel (text/event-stream): an `unread` event with the unread total whenever a notification is written for you, on whichever replica',
  description:
    'Fed by PostgreSQL LISTEN/NOTIFY, so a notice written by any replica reaches every open stream within seconds (MSG-10). Events name nobody and say nothing of what happened; the client reads the list as before. A `ping` comment every 25 s keeps proxies from closing it; clients that cannot stream keep polling `getUnreadNotificationCount`.',
  access: signedIn('any', 'any signed-in user (their own notifications)'),
  errors: [401],
  produces: ['text/event-stream'],
  schemas: async () => {
    const threads = await import('../threads');
    return { responses: { 200: threads.notificationEventSchema } };
  },
});
