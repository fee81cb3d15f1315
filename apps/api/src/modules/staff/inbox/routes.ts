import * as ops from '@clinvia/contracts/operations/staff';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../lib/operations';
import { contactMessagePage, markMessageHandled } from './service';


/** Contact messages from the public Contact page. */
export async function inboxRoutes(app: FastifyInstance): Promise<void> {
  await route(app, ops.listContactMessages, {
    handler: async (request) => {
      const user = request.requireUser();
      const page = await contactMessagePage(app.db, request.query);
      await request.audit({ actorId: user.id, actorRole: user.role, action: 'staff.contact_messages.read', subjectType: 'contact_message', subjectId: null });
      return page;
    },
  });

  await route(app, ops.handleContactMessage, {
    handler: async (request) => {
      const user = request.requireUser();
      const message = await markMessageHandled(app.db, request.params.id, user.id, request.body.note);
      await request.audit({ actorId: user.id, actorRole: user.role, action: 'staff.contact_message.handle', subjectType: 'contact_message', subjectId: message.id });
      return message;
    },
  });
}
