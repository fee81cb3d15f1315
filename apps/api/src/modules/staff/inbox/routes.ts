import { contactMessagePageSchema, contactMessageQuerySchema, contactMessageSchema, handleMessageSchema, idParamsSchema } from '@clinvia/contracts/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers, signedIn } from '../../../lib/route-docs';
import { contactMessagePage, markMessageHandled } from './service';

const anyStaff = signedIn('approved staff');

/** Contact messages from the public Contact page. */
export const inboxRoutes: FastifyPluginAsyncZod = (app) => {
  app.get(
    '/contact-messages',
    {
      schema: {
        operationId: 'listContactMessages',
        tags: ['staff'],
        summary: 'Contact messages, newest first (filter new or handled)',
        ...anyStaff,
        querystring: contactMessageQuerySchema,
        response: { 200: contactMessagePageSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const user = request.requireUser();
      const page = await contactMessagePage(app.db, request.query);
      await request.audit({ actorId: user.id, actorRole: user.role, action: 'staff.contact_messages.read', subjectType: 'contact_message', subjectId: null });
      return page;
    },
  );

  app.post(
    '/contact-messages/:id/handle',
    {
      schema: {
        operationId: 'handleContactMessage',
        tags: ['staff'],
        summary: 'Mark a contact message handled, with an optional note for colleagues',
        ...anyStaff,
        params: idParamsSchema,
        body: handleMessageSchema,
        response: { 200: contactMessageSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = request.requireUser();
      const message = await markMessageHandled(app.db, request.params.id, user.id, request.body.note);
      await request.audit({ actorId: user.id, actorRole: user.role, action: 'staff.contact_message.handle', subjectType: 'contact_message', subjectId: message.id });
      return message;
    },
  );
  return Promise.resolve();
};
