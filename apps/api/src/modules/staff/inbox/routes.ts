import { createHash } from 'node:crypto';
import * as ops from '@clinvia/contracts/operations/staff';
import type { FastifyInstance } from 'fastify';
import { errorSummary } from '../../../domain/messages/delivery';
import { ApiError, errorCodes, MailNotSent } from '../../../lib/errors';
import { route } from '../../../lib/operations';
import { contactMessagePage, markMessageHandled, replyToMessage } from './service';

/** STAFF-19: replies per session in the window, beside the global per-IP limit (a runaway script, not a busy day). */
const replyLimit = { max: 20, windowMs: 10 * 60_000 } as const;

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

  await route(app, ops.replyToContactMessage, {
    config: {
      rateLimit: {
        max: replyLimit.max,
        timeWindow: replyLimit.windowMs,
        // Counted per session (its bearer token's hash, never the token).
        keyGenerator: (request) => `contact-reply:${createHash('sha256').update(request.headers.authorization ?? request.ip).digest('hex')}`,
        errorResponseBuilder: (_request, context) => new ApiError(429, errorCodes[429], `You have sent many replies in a short time. Please try again in ${context.after}.`),
      },
    },
    handler: async (request) => {
      const user = request.requireUser();
      try {
        const message = await replyToMessage(app.db, { mailer: app.mailer, clinicTimeZone: app.config.clinicTimeZone, appUrl: app.config.appUrl }, request.params.id, user.id, request.body.reply);
        await request.audit({ actorId: user.id, actorRole: user.role, action: 'staff.contact_message.reply', subjectType: 'contact_message', subjectId: message.id });
        return message;
      } catch (error) {
        if (error instanceof MailNotSent) request.log.error({ mailError: errorSummary(error.mailError) }, 'contact reply not sent: nothing recorded');
        throw error;
      }
    },
  });
}
