import { offerMessages, type BookingConditions, type JoinWaitlist, type OfferDetailsInput, type WaitlistEntries, type WaitlistEntry, type WaitlistOffer } from '@clinvia/contracts/waitlist';
import type { Db } from '../../db/client';
import { bookingConditions } from '../../domain/no-shows/no-shows';
import { acceptOffer, offerFor, refuseOffer } from '../../domain/waitlist/accept';
import * as waitlist from '../../domain/waitlist/entries';
import { appointmentToMove, offerAnswer, openOffersOf } from '../../domain/waitlist/offers';
import { clinicNow } from '../../lib/clinic-time';
import { assertPatientAccess, type Actor } from './access';

// The patient's side of the waitlist (WAIT-1), its offers (WAIT-2) and the no-show rule (NOSHOW-2).

export async function joinWaitlist(db: Db, patientId: string, request: JoinWaitlist, clinicTimeZone: string): Promise<{ entry: WaitlistEntry; created: boolean }> {
  return waitlist.joinWaitlist(db, patientId, request, clinicNow(clinicTimeZone));
}

/** The patient's entries and the times held for them now. */
export async function listWaitlist(db: Db, patientId: string, clinicTimeZone: string): Promise<WaitlistEntries> {
  const now = clinicNow(clinicTimeZone);
  const [entries, offers] = await Promise.all([waitlist.listWaitlist(db, patientId, now), openOffersOf(db, patientId)]);
  const answers = await Promise.all(offers.map(async (offer) => offerAnswer(offer, clinicTimeZone, { moves: await appointmentToMove(db, patientId, offer.doctorId, now) })));
  return { entries, offers: answers };
}

/** Books a time held for the signed-in patient (WAIT-2). */
export async function acceptWaitlistOffer(db: Db, patientId: string, offerId: string, details: OfferDetailsInput | undefined, clinicTimeZone: string, at: Date): Promise<WaitlistOffer> {
  const offer = await offerFor(db, offerId, patientId);
  const { offer: accepted, moved } = await acceptOffer(db, offer, details, clinicNow(clinicTimeZone, at), clinicTimeZone);
  return offerAnswer(accepted, clinicTimeZone, { message: moved ? offerMessages.moved : offerMessages.booked });
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

export async function bookingConditionsOf(db: Db, patientId: string, clinicTimeZone: string): Promise<BookingConditions> {
  return bookingConditions(db, patientId, clinicNow(clinicTimeZone));
}
