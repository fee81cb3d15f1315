import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { doctors, slotOffers, users } from '../../db/schema';
import type { DeliveryContext } from '../messages/delivery';
import { offerLinksFor } from './offer-links';
import { offerEmail } from './offer-email';
import { locationZone } from '../slots/schedule-queries';
import { markOfferEmailed } from './offers';

// Sending an offer's e-mail (WAIT-2): the job `offerSlot` queued in the offer's transaction,
// one per offer. It runs again after a crash or a mailer failure until the e-mail is out; the
// mail's idempotency key (the offer id) keeps the outbox file single, as for appointment e-mails.

const patientUser = alias(users, 'patient_user');

/** sent; not_sent (MAIL_DELIVERY=off, MAIL-2: the offer stays unmarked as e-mailed); skipped (answered or e-mailed already). */
export type OfferDeliveryOutcome = 'sent' | 'not_sent' | 'skipped';

export async function deliverOfferEmail(db: Db, context: DeliveryContext, offerId: string): Promise<OfferDeliveryOutcome> {
  const [offer] = await db
    .select({
      status: slotOffers.status,
      emailedAt: slotOffers.emailedAt,
      date: slotOffers.date,
      time: slotOffers.time,
      expiresAt: slotOffers.expiresAt,
      patientName: patientUser.name,
      recipient: patientUser.email,
      // I18N-10: written in the patient's language.
      language: patientUser.language,
      doctorName: users.name,
      specialization: doctors.specialization,
      zone: locationZone,
    })
    .from(slotOffers)
    .innerJoin(patientUser, eq(patientUser.id, slotOffers.patientId))
    .innerJoin(users, eq(users.id, slotOffers.doctorId))
    .innerJoin(doctors, eq(doctors.userId, slotOffers.doctorId))
    .where(eq(slotOffers.id, offerId));
  // Answered in the app before the e-mail left, or sent already: nothing to say.
  if (offer?.status !== 'open' || offer.emailedAt !== null) return 'skipped';
  if (context.mailer.delivery === 'off') return 'not_sent';
  const email = offerEmail({ ...offer, clinicTimeZone: offer.zone ?? context.clinicTimeZone, appUrl: context.appUrl, links: offerLinksFor(context.linkSecret, context.appUrl, offerId) });
  await context.mailer.send({ to: offer.recipient, ...email, idempotencyKey: `waitlist-offer-${offerId}` });
  await markOfferEmailed(db, offerId);
  return 'sent';
}
