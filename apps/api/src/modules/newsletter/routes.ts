import { newsletterMessages, newsletterReceiptSchema, newsletterSubscriptionSchema, unsubscribeReceiptSchema, unsubscribeSchema } from '@clinvia/contracts/newsletter';
import { isBotSubmission } from '@clinvia/contracts/public-forms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicFormBodyLimits, publicFormRateLimit } from '../../lib/public-forms';
import { errorAnswers, openRoute } from '../../lib/route-docs';
import { confirmationMail, subscribe, unsubscribe } from './service';

const rateLimitDescription = 'Limited per client IP (`PUBLIC_FORM_MAX` per `PUBLIC_FORM_WINDOW_SECONDS`, 10 per 10 minutes by default).';

/** /api/newsletter: the footer's newsletter box (SPEC §2 footer, §5; DESIGN §6). */
export const newsletterRoutes: FastifyPluginAsyncZod = (app) => {
  const tooMany = (after: string) => `Too many attempts from this device. Please try again in ${after}.`;

  app.post(
    '/',
    {
      bodyLimit: publicFormBodyLimits.newsletter,
      config: publicFormRateLimit(app.config, tooMany),
      schema: {
        operationId: 'subscribeToNewsletter',
        tags: ['site'],
        summary: 'Subscribe an e-mail address to the newsletter',
        description: [
          '201 `subscribed` for a new (or renewed) subscription: a confirmation with an unsubscribe link is mailed. 200 `already_subscribed` when the address is subscribed already: nothing changes and nothing is mailed.',
          'The honeypot field `website` must stay empty: a submission that fills it is answered like a new one but not stored.',
          rateLimitDescription,
        ].join('\n\n'),
        ...openRoute,
        body: newsletterSubscriptionSchema,
        response: { 200: newsletterReceiptSchema, 201: newsletterReceiptSchema, ...errorAnswers(400, 413) },
      },
    },
    async (request, reply) => {
      if (isBotSubmission(request.body.website)) {
        request.log.info({ form: 'newsletter' }, 'honeypot filled: submission not stored');
        return reply.code(201).send({ status: 'subscribed', message: newsletterMessages.subscribed });
      }
      const result = await subscribe(app.db, request.body.email);
      if (result.status === 'already_subscribed') return reply.code(200).send({ status: result.status, message: newsletterMessages.alreadySubscribed });
      // Not awaited: a slow mail server must not hold the answer; a failure is logged (no address).
      app.mailer.send(confirmationMail(app.config.appUrl, result.email, result.token)).catch((error: unknown) => {
        request.log.error({ err: error }, 'newsletter confirmation mail failed');
      });
      return reply.code(201).send({ status: result.status, message: newsletterMessages.subscribed });
    },
  );

  app.post(
    '/unsubscribe',
    {
      bodyLimit: publicFormBodyLimits.newsletter,
      config: publicFormRateLimit(app.config, tooMany),
      schema: {
        operationId: 'unsubscribeFromNewsletter',
        tags: ['site'],
        summary: 'End a subscription with the token from the unsubscribe link',
        description: `Idempotent: using the link again answers 200 too. A token that matches no subscription (mistyped, or replaced by a newer subscription) answers 404.\n\n${rateLimitDescription}`,
        ...openRoute,
        body: unsubscribeSchema,
        response: { 200: unsubscribeReceiptSchema, ...errorAnswers(400, 404, 413) },
      },
    },
    async (request) => {
      await unsubscribe(app.db, request.body.token);
      return { message: newsletterMessages.unsubscribed };
    },
  );
  return Promise.resolve();
};
