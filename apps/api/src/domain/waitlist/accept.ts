import { bookingMessages, bookingRequestSchema } from '@clinvia/contracts/appointments';
import { offerMessages, type OfferDetailsInput, offerAnswerMessages } from '@clinvia/contracts/waitlist';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { ClinicNow } from '../../lib/clinic-time';
import { ApiError, forbidden, notFound, validationError } from '../../lib/errors';
import { book, reschedule } from '../lifecycle/lifecycle';
import type { ReminderSettings } from '../reminders/plan';
import { notYourRecordsMessage } from '../lifecycle/rules';
import { leaveDoctorWaitlist } from './entries';
import { declineOffer, laterVisitOf, detailsOf, loadOffer, offerClosed, offerState, type OfferView } from './offers';

// Answering an offer (WAIT-2), from the patient's /appointments page or the e-mail's link:
// accepting books the held slot through the lifecycle as the patient, declining passes it on.
// Kept apart from offers.ts, which the lifecycle itself uses.

const patientActor = (patientId: string) => ({ id: patientId, role: 'patient', staffApproved: false }) as const;

/** The offer, for this patient only: 404 when there is none, 403 when it is someone else's. */
export async function offerFor(db: Db, offerId: string, patientId: string): Promise<OfferView> {
  const offer = await loadOffer(db, offerId);
  if (!offer) throw notFound(offerMessages.notFound);
  if (offer.patientId !== patientId) throw forbidden(notYourRecordsMessage);
  return offer;
}

/** The booking an acceptance makes: the held slot, the entry's (or the given) step-2 details and the account's contact. */
async function bookingOf(db: Db, offer: OfferView, given: OfferDetailsInput | undefined) {
  const details = given ?? detailsOf(offer.entry);
  if (!details) {
    throw validationError(offerAnswerMessages.detailsRequired, {
      appointmentType: bookingMessages.typeRequired,
      appointmentReason: bookingMessages.reasonRequired,
      isInsurance: bookingMessages.paymentRequired,
    });
  }
  const [patient] = await db.select({ name: users.name, email: users.email, phone: users.phone }).from(users).where(eq(users.id, offer.patientId));
  if (!patient) throw notFound(offerMessages.notFound);
  const parsed = bookingRequestSchema.safeParse({
    ...details,
    patientId: offer.patientId,
    doctorId: offer.doctorId,
    selectedDate: offer.date,
    selectedTime: offer.time,
    patientName: patient.name,
    patientEmail: patient.email,
    patientPhone: patient.phone,
  });
  if (!parsed.success) {
    const fields = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
    throw validationError('Please correct the highlighted fields.', fields);
  }
  return parsed.data;
}

/** What accepting did: booked the waitlist's visit, or moved a later one here (kept confirmed or pending). */
export type Accepted = 'booked' | 'moved' | 'moved_confirmed';

/**
 * Takes the held slot for its patient (WAIT-5): books the visit they asked for on the waitlist, or,
 * when they chose `move`, moves their later visit with the doctor there instead (only the one
 * `laterVisitOf` names; a confirmed one stays confirmed, the doctor's slot having been offered).
 * Either way the patient's wait for this doctor is over (WAIT-4). Pressed twice, the second answer
 * is what the first did; too late (the hold passed on), 409 `offer_closed` in the offer's words.
 */
export async function acceptOffer(db: Db, offer: OfferView, given: OfferDetailsInput | undefined, move: string | undefined, now: ClinicNow, reminders: ReminderSettings): Promise<{ offer: OfferView; accepted: Accepted }> {
  if (offerState(offer) !== 'ready') throw offerClosed(offer);
  const actor = patientActor(offer.patientId);
  const moving = move === undefined ? null : await laterVisitOf(db, offer);
  if (move !== undefined && moving?.id !== move) throw new ApiError(409, 'move_unavailable', offerMessages.moveGone);
  const booking = moving === null ? await bookingOf(db, offer, given) : null;
  const accepted: Accepted = moving === null ? 'booked' : moving.status === 'confirmed' ? 'moved_confirmed' : 'moved';
  try {
    if (moving !== null) {
      await reschedule(db, actor, moving.id, { date: offer.date, time: offer.time }, now, reminders, { keepConfirmed: true });
      await leaveDoctorWaitlist(db, offer.patientId, offer.doctorId);
    } else if (booking !== null) {
      await book(db, actor, booking, now, reminders);
    }
  } catch (error) {
    const after = await loadOffer(db, offer.id);
    if (after?.status === 'accepted') return { offer: after, accepted };
    // Withdrawn meanwhile (the doctor's time off or hours took the slot, WAIT-6): the booking's
    // refusal (`outside_hours`, ...) is the offer's being closed, in its words.
    if (after?.status === 'withdrawn') throw offerClosed(after);
    // The hold ran out and the slot went to the next patient while this answer was on its way. While
    // the offer still holds its slot, slot_held is about the next slot a two-slot visit needs: the booking's own 409.
    if (error instanceof ApiError && error.code === 'slot_held' && after?.live !== true) throw offerClosed({ status: 'expired', live: false });
    throw error;
  }
  const done = await loadOffer(db, offer.id);
  if (!done) throw notFound(offerMessages.notFound);
  return { offer: done, accepted };
}

/** The words of an acceptance. */
export const acceptedMessage: Record<Accepted, string> = { booked: offerMessages.booked, moved: offerMessages.moved, moved_confirmed: offerMessages.movedConfirmed };

/** Turns the offer down: the slot goes to the next patient waiting; the patient stays on the waitlist. */
export async function refuseOffer(db: Db, offerId: string): Promise<OfferView> {
  await db.transaction(async (tx) => {
    const offer = await loadOffer(tx, offerId, true);
    if (!offer) throw notFound(offerMessages.notFound);
    await declineOffer(tx, offer);
  });
  const declined = await loadOffer(db, offerId);
  if (!declined) throw notFound(offerMessages.notFound);
  return declined;
}
