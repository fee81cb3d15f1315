import * as ops from '@clinvia/contracts/operations/newsletter';
import type { FastifyInstance } from 'fastify';
import { newsletterMessages } from '@clinvia/contracts/newsletter';
import { isBotSubmission } from '@clinvia/contracts/public-forms';
import { publicFormBodyLimits, publicFormRateLimit } from '../../lib/public-forms';
import { route } from '../../lib/operations';
import { confirmationMail, subscribe, unsubscribe } from './service';


/** /api/newsletter: the footer's newsletter box (NEWS-1, NEWS-3). */
export async function newsletterRoutes(app: FastifyInstance): Promise<void> {
  const tooMany = (after: string) => `Too many attempts from this device. Please try again in ${after}.`;

  await route(app, ops.subscribeToNewsletter, {
    config: publicFormRateLimit(app.config, tooMany),
    bodyLimit: publicFormBodyLimits.newsletter,
    handler: async (request, reply) => {
      if (isBotSubmission(request.body.website)) {
        request.log.info({ form: 'newsletter' }, 'honeypot filled: submission not stored');
        return reply.code(201).send({ status: 'subscribed', message: newsletterMessages.subscribed });
      }
      const result = await subscribe(app.db, request.body.email);
      if (result.status === 'already_subscribed') return reply.code(200).send({ status: result.status, message: newsletterMessages.alreadySubscribed });
      // Not awaited: a slow mail server must not hold the answer; a failure is logged (no address).
      app.mailer.send(confirmationMail(app.config.appUrl, result.email, result.token, request.language)).catch((error: unknown) => {
        request.log.error({ err: error }, 'newsletter confirmation mail failed');
      });
      return reply.code(201).send({ status: result.status, message: newsletterMessages.subscribed });
    },
  });

  await route(app, ops.unsubscribeFromNewsletter, {
    config: publicFormRateLimit(app.config, tooMany),
    bodyLimit: publicFormBodyLimits.newsletter,
    handler: async (request) => {
      await unsubscribe(app.db, request.body.token);
      return { message: newsletterMessages.unsubscribed };
    },
  });
}
