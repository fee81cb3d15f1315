import { offerMessages, type OfferDetailsInput, type WaitlistEntries, type WaitlistOffer } from '@clinvia/contracts/waitlist';
import type { Db } from '../../db/client';
import { acceptedMessage, acceptOffer, offerFor, refuseOffer } from '../../domain/waitlist/accept';
import * as waitlist from '../../domain/waitlist/entries';
import { laterVisitOf, offerAnswer, openOffersOf } from '../../domain/waitlist/offers';
import type { ReminderSettings } from '../../domain/reminders/plan';
import { clinicNow } from '../../lib/clinic-time';
import { assertPatientAccess, type Actor } from './access';

// The patient's side of the waitlist (WAIT-1) and its offers (WAIT-2): what the routes need
// beyond the domain's own functions (domain/waitlist, which the routes also call directly).

/** The patient's entries and the times held for them now. */
export async function listWaitlist(db: Db, patientId: string, clinicTimeZone: string): Promise<WaitlistEntries> {
  const now = clinicNow(clinicTimeZone);
  const [entries, offers] = await Promise.all([waitlist.listWaitlist(db, patientId, now), openOffersOf(db, patientId)]);
  const answers = await Promise.all(offers.map(async (offer) => offerAnswer(offer, clinicTimeZone, { moves: await laterVisitOf(db, offer) })));
  return { entries, offers: answers };
}

/** Books a time held for the signed-in patient (WAIT-2). */
export async function acceptWaitlistOffer(db: Db, patientId: string, offerId: string, answer: { details?: OfferDetailsInput | undefined; move?: string | undefined }, clinicTimeZone: string, reminders: ReminderSettings, at: Date): Promise<WaitlistOffer> {
  const offer = await offerFor(db, offerId, patientId);
  const { offer: done, accepted } = await acceptOffer(db, offer, answer.details, answer.move, clinicNow(clinicTimeZone, at), reminders);
  return offerAnswer(done, clinicTimeZone, { message: acceptedMessage[accepted] });
}

/** Turns down a time held for the signed-in patient; it goes to the next patient waiting (WAIT-2). */
export async function declineWaitlistOffer(db: Db, patientId: string, offerId: string, clinicTimeZone: string): Promise<WaitlistOffer> {
  await offerFor(db, offerId, patientId);
  return offerAnswer(await refuseOffer(db, offerId), clinicTimeZone, { message: offerMessages.declined });
}

/** Leaves the entry after the ownership check (404 before 403: an entry id reveals nothing else); answers its patient. */
export async function leaveWaitlist(db: Db, actor: Actor, entryId: string): Promise<string> {
  const patientId = await waitlist.waitlistEntryPatient(db, entryId);
  assertPatientAccess(actor, patientId);
  await waitlist.leaveWaitlist(db, entryId);
  return patientId;
}
