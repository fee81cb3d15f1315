import * as ops from '@clinvia/contracts/operations/visits';
import type { FastifyInstance } from 'fastify';
import { clinicNow } from '../../lib/clinic-time';
import { route } from '../../lib/operations';
import { publicFormRateLimit } from '../../lib/public-forms';
import { actOnOfferLink, inspectOfferLink } from './offers';
import { confirmAddressLink, inspectAddressLink, inspectVisitLink, actOnVisitLink } from './service';

/** /api/visit-links and /api/waitlist-offers: the one-click links of e-mails, without signing in (LIFE-8, WAIT-2). */
export async function visitRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  const tooMany = (after: string) => `Too many attempts from this device. Please try again in ${after}.`;
  const now = () => clinicNow(config.clinicTimeZone, app.now());

  await route(app, ops.getVisitLink, {
    config: publicFormRateLimit(config, tooMany),
    handler: async (request) => {
      const answer = await inspectVisitLink(db, config.linkSecret, request.query.token, config.clinicTimeZone, now());
      // Whoever opened it (the patient, or a mail scanner): anonymous, with what it showed.
      await request.audit({ actorId: null, actorRole: null, action: 'appointment.link.read', subjectType: 'appointment', subjectId: answer.appointmentId, patientId: answer.patientId, detail: `${answer.link.action}: ${answer.link.state}` });
      return answer.link;
    },
  });

  await route(app, ops.actOnVisitLink, {
    config: publicFormRateLimit(config, tooMany),
    handler: async (request) => {
      const answer = await actOnVisitLink(db, config.linkSecret, request.body.token, config.clinicTimeZone, now(), app.now(), app.reminders);
      // The link acts for the patient it was sent to; the detail says it was a link, not a session.
      await request.audit({
        actorId: answer.patientId,
        actorRole: 'patient',
        action: `appointment.link.${answer.link.action}`,
        subjectType: 'appointment',
        subjectId: answer.appointmentId,
        patientId: answer.patientId,
        detail: `e-mail link, not signed in: ${answer.link.state}`,
      });
      return answer.link;
    },
  });

  // MAIL-1: the confirmation of a contact address given at booking; audited as the account's.
  await route(app, ops.getContactAddressLink, {
    config: publicFormRateLimit(config, tooMany),
    handler: async (request) => {
      const answer = await inspectAddressLink(db, config.linkSecret, request.query.token, app.now());
      await request.audit({ actorId: null, actorRole: null, action: 'contact_address.link.read', subjectType: 'account', subjectId: answer.userId, patientId: answer.userId, detail: answer.link.state });
      return answer.link;
    },
  });

  await route(app, ops.confirmContactAddress, {
    config: publicFormRateLimit(config, tooMany),
    handler: async (request) => {
      const answer = await confirmAddressLink(db, config.linkSecret, request.body.token, app.now());
      await request.audit({ actorId: null, actorRole: null, action: 'contact_address.confirm', subjectType: 'account', subjectId: answer.userId, patientId: answer.userId, detail: 'e-mail link, not signed in' });
      return answer.link;
    },
  });

  await route(app, ops.getWaitlistOfferLink, {
    config: publicFormRateLimit(config, tooMany),
    handler: async (request) => {
      const answer = await inspectOfferLink(db, config.linkSecret, request.query.token, config.clinicTimeZone);
      await request.audit({ actorId: null, actorRole: null, action: 'waitlist.offer.link.read', subjectType: 'waitlist_offer', subjectId: answer.offer.id, patientId: answer.patientId, detail: answer.offer.state });
      return answer.offer;
    },
  });

  await route(app, ops.actOnWaitlistOfferLink, {
    config: publicFormRateLimit(config, tooMany),
    handler: async (request) => {
      const answer = await actOnOfferLink(db, config.linkSecret, request.body, config.clinicTimeZone, app.now(), app.reminders);
      await request.audit({
        actorId: answer.patientId,
        actorRole: 'patient',
        action: `waitlist.offer.link.${request.body.action}`,
        subjectType: 'waitlist_offer',
        subjectId: answer.offer.id,
        patientId: answer.patientId,
        detail: `e-mail link, not signed in: ${answer.offer.state}`,
      });
      return answer.offer;
    },
  });
}
