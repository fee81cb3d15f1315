import { offerMessages, type OfferAction, type OfferDetailsInput, type WaitlistOffer } from '@clinvia/contracts/waitlist';
import type { Db } from '../../db/client';
import { acceptedMessage, acceptOffer, refuseOffer } from '../../domain/waitlist/accept';
import type { ReminderSettings } from '../../domain/reminders/plan';
import { readOfferLink } from '../../domain/waitlist/offer-links';
import { laterVisitOf, loadOffer, offerAnswer } from '../../domain/waitlist/offers';
import { clinicNow } from '../../lib/clinic-time';
import { ApiError } from '../../lib/errors';

// The links of a waitlist offer e-mail (WAIT-2), without signing in: reading one shows the
// offer; using one books the held time or declines it as the patient it is held for.

export interface OfferLinkAnswer {
  offer: WaitlistOffer;
  patientId: string;
}

async function linkedOffer(db: Db, secret: string, token: string) {
  const offerId = readOfferLink(secret, token);
  const offer = offerId === null ? null : await loadOffer(db, offerId);
  if (!offer) throw new ApiError(404, 'link_invalid', offerMessages.linkInvalid);
  return offer;
}

/** GET: where the offer stands and what accepting would move; changes nothing (mail scanners open links too). */
export async function inspectOfferLink(db: Db, secret: string, token: string, timeZone: string): Promise<OfferLinkAnswer> {
  const offer = await linkedOffer(db, secret, token);
  const moves = await laterVisitOf(db, offer);
  return { offer: offerAnswer(offer, timeZone, { moves }), patientId: offer.patientId };
}

/** POST: books or declines the held time, while the offer is open. */
export async function actOnOfferLink(
  db: Db,
  secret: string,
  request: { token: string; action: OfferAction; details?: OfferDetailsInput | undefined; move?: string | undefined },
  timeZone: string,
  at: Date,
  reminders: ReminderSettings,
): Promise<OfferLinkAnswer> {
  const offer = await linkedOffer(db, secret, request.token);
  if (request.action === 'accept') {
    const { offer: done, accepted } = await acceptOffer(db, offer, request.details, request.move, clinicNow(timeZone, at), reminders);
    return { offer: offerAnswer(done, timeZone, { message: acceptedMessage[accepted] }), patientId: offer.patientId };
  }
  return { offer: offerAnswer(await refuseOffer(db, offer.id), timeZone, { message: offerMessages.declined }), patientId: offer.patientId };
}
