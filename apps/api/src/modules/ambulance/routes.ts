import { ambulanceReceiptSchema, ambulanceRefusedMessage, ambulanceRequestSchema } from '@clinvia/contracts/ambulance';
import { isBotSubmission } from '@clinvia/contracts/public-forms';
import { emergencyHotline } from '@clinvia/contracts/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clinicNow } from '../../lib/clinic-time';
import { validationError } from '../../lib/errors';
import { publicFormBodyLimits, publicFormRateLimit } from '../../lib/public-forms';
import { errorAnswers, openRoute } from '../../lib/route-docs';
import { createAmbulanceRequest } from './service';

function receiptMessage(kind: 'emergency' | 'transport', reference: string): string {
  if (kind === 'emergency') {
    return `Request received: reference ${reference}. Our dispatch team will call you back on the number you gave. If things get worse or nobody has called within a few minutes, call the hotline ${emergencyHotline.display} and quote this reference.`;
  }
  return `Transport request received: reference ${reference}. We will call you to confirm the pickup. Quote this reference if you need to change it.`;
}

/** /api/ambulance: the ambulance tab of the Services page (SPEC §2; DESIGN §6). */
export const ambulanceRoutes: FastifyPluginAsyncZod = (app) => {
  app.post(
    '/requests',
    {
      bodyLimit: publicFormBodyLimits.ambulance,
      config: publicFormRateLimit(
        app.config,
        (after) => `Too many requests from this device. In an emergency call ${emergencyHotline.display} or your local emergency number; otherwise please try again in ${after}.`,
      ),
      schema: {
        operationId: 'requestAmbulance',
        tags: ['site'],
        summary: 'Request an emergency ambulance or book a non-emergency transport',
        description: [
          'Stored with status `new` for the staff console; the answer carries the reference to quote on the phone. A web form is not an emergency channel: the hotline is.',
          "A transport's `date` and `time` are clinic-local (`GET /api/config`): not in the past, at most 90 days ahead.",
          'The honeypot field `website` must stay empty: a request that fills it is refused (400) with the hotline, never silently dropped.',
          'Limited per client IP (`PUBLIC_FORM_MAX` per `PUBLIC_FORM_WINDOW_SECONDS`, 10 per 10 minutes by default).',
        ].join('\n\n'),
        ...openRoute,
        body: ambulanceRequestSchema,
        response: { 201: ambulanceReceiptSchema, ...errorAnswers(400, 413) },
      },
    },
    async (request, reply) => {
      // Pretending to accept would leave a person who tripped the honeypot waiting for an
      // ambulance that never comes: refuse, and point to the hotline.
      if (isBotSubmission(request.body.website)) {
        request.log.info({ form: 'ambulance' }, 'honeypot filled: request refused');
        throw validationError(ambulanceRefusedMessage);
      }
      const stored = await createAmbulanceRequest(app.db, request.body, clinicNow(app.config.clinicTimeZone));
      await request.audit({
        actorId: null,
        actorRole: null,
        action: 'ambulance_request.create',
        subjectType: 'ambulance_request',
        subjectId: stored.id,
        detail: stored.kind,
      });
      return reply.code(201).send({
        reference: stored.reference,
        kind: stored.kind,
        status: stored.status,
        message: receiptMessage(stored.kind, stored.reference),
      });
    },
  );
  return Promise.resolve();
};
