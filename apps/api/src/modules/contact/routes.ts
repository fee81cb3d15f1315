import * as ops from '@clinvia/contracts/operations/contact';
import type { FastifyInstance } from 'fastify';
import { contactSuccessMessage } from '@clinvia/contracts/contact';
import { isBotSubmission } from '@clinvia/contracts/public-forms';
import { publicFormBodyLimits, publicFormRateLimit } from '../../lib/public-forms';
import { route } from '../../lib/operations';
import { storeContactMessage } from './service';

/** /api/contact: the Contact Us form (CONTACT-2, CONTACT-3). */
export async function contactRoutes(app: FastifyInstance): Promise<void> {
  await route(app, ops.sendContactMessage, {
    config: publicFormRateLimit(app.config, (after) => `You have sent several messages in a short time. Please try again in ${after}.`),
    bodyLimit: publicFormBodyLimits.contact,
    handler: async (request, reply) => {
      // A bot learns nothing from the answer; nothing is stored.
      if (isBotSubmission(request.body.website)) request.log.info({ form: 'contact' }, 'honeypot filled: submission not stored');
      else await storeContactMessage(app.db, request.body, request.language);
      return reply.code(201).send({ message: contactSuccessMessage });
    },
  });
}
