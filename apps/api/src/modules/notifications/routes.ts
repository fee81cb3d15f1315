import { markReadSchema, notificationPageSchema, notificationQuerySchema, unreadCountSchema } from '@clinvia/contracts/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers, signedIn } from '../../lib/route-docs';
import { markRead, notificationPage } from './service';

/** The signed-in user's own notifications (the bell). Nobody reads anyone else's. */
export const notificationRoutes: FastifyPluginAsyncZod = (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/',
    {
      schema: {
        operationId: 'listNotifications',
        tags: ['notifications'],
        summary: 'Your notifications, newest first, with the unread total',
        ...signedIn('any signed-in user (their own notifications)'),
        querystring: notificationQuerySchema,
        response: { 200: notificationPageSchema, ...errorAnswers(400, 401) },
      },
    },
    (request) => notificationPage(app.db, request.requireUser(), request.query.page, request.query.pageSize),
  );

  app.post(
    '/read',
    {
      schema: {
        operationId: 'markNotificationsRead',
        tags: ['notifications'],
        summary: 'Mark notifications read: the listed ids, or all of them when `ids` is left out',
        ...signedIn('any signed-in user (their own notifications)'),
        body: markReadSchema,
        response: { 200: unreadCountSchema, ...errorAnswers(400, 401) },
      },
    },
    async (request) => ({ unread: await markRead(app.db, request.requireUser().id, request.body.ids) }),
  );
  return Promise.resolve();
};
