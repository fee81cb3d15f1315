import { contactMessageSchema, contactReceiptSchema, contactSuccessMessage } from '@clinvia/contracts/contact';
import { isBotSubmission } from '@clinvia/contracts/public-forms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicFormBodyLimits, publicFormRateLimit } from '../../lib/public-forms';
import { errorAnswers, openRoute } from '../../lib/route-docs';
import { storeContactMessage } from './service';

/** /api/contact: the Contact Us form (SPEC §2, §3, §5). */
export const contactRoutes: FastifyPluginAsyncZod = (app) => {
  app.post(
    '/',
    {
      bodyLimit: publicFormBodyLimits.contact,
      config: publicFormRateLimit(app.config, (after) => `You have sent several messages in a short time. Please try again in ${after}.`),
      schema: {
        operationId: 'sendContactMessage',
        tags: ['site'],
        summary: 'Send a message from the Contact Us form; staff read it in the staff console',
        description:
          'Stored with status `new`. The honeypot field `website` must stay empty: a submission that fills it is answered like any other but not stored. Limited per client IP (`PUBLIC_FORM_MAX` per `PUBLIC_FORM_WINDOW_SECONDS`, 10 per 10 minutes by default).',
        ...openRoute,
        body: contactMessageSchema,
        response: { 201: contactReceiptSchema, ...errorAnswers(400, 413) },
      },
    },
    async (request, reply) => {
      // A bot learns nothing from the answer; nothing is stored.
      if (isBotSubmission(request.body.website)) request.log.info({ form: 'contact' }, 'honeypot filled: submission not stored');
      else await storeContactMessage(app.db, request.body);
      return reply.code(201).send({ message: contactSuccessMessage });
    },
  );
  return Promise.resolve();
};
