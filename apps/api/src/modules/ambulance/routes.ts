import * as ops from '@clinvia/contracts/operations/ambulance';
import type { FastifyInstance } from 'fastify';
import { ambulanceRefusedMessage } from '@clinvia/contracts/ambulance';
import { isBotSubmission } from '@clinvia/contracts/public-forms';
import { emergencyHotline } from '@clinvia/contracts/site';
import { clinicNow } from '../../lib/clinic-time';
import { validationError } from '../../lib/errors';
import { publicFormBodyLimits, publicFormRateLimit } from '../../lib/public-forms';
import { route } from '../../lib/operations';
import { createAmbulanceRequest } from './service';

function receiptMessage(kind: 'emergency' | 'transport', reference: string): string {
  if (kind === 'emergency') {
    return `Request received: reference ${reference}. Our dispatch team will call you back on the number you gave. If things get worse or nobody has called within a few minutes, call the hotline ${emergencyHotline.display} and quote this reference.`;
  }
  return `Transport request received: reference ${reference}. We will call you to confirm the pickup. Quote this reference if you need to change it.`;
}

/** /api/ambulance: the ambulance tab of the Services page (AMB-1, AMB-4). */
export async function ambulanceRoutes(app: FastifyInstance): Promise<void> {
  await route(app, ops.requestAmbulance, {
    config: publicFormRateLimit(
        app.config,
        (after) => `Too many requests from this device. In an emergency call ${emergencyHotline.display} or your local emergency number; otherwise please try again in ${after}.`,
      ),
    bodyLimit: publicFormBodyLimits.ambulance,
    handler: async (request, reply) => {
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
  });
}
