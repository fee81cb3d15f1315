import type { RescheduleRequest } from '@clinvia/contracts/appointments';
import type { OfferDetailsInput } from '@clinvia/contracts/waitlist';
import {
  acceptWaitlistOffer as acceptOperation,
  cancelAppointment as cancelOperation,
  declineWaitlistOffer as declineOperation,
  rescheduleAppointment as rescheduleOperation,
} from '@clinvia/contracts/operations/patients';
import { call } from '../../lib/client';

/** SPEC's call sends no body; a reason, when the patient gives one, goes with it (issue 40.7). */
export function cancelAppointment(appointmentId: string, reason = '') {
  return call(cancelOperation, { params: { appointmentId }, body: reason === '' ? undefined : { reason } });
}

export function rescheduleAppointment(appointmentId: string, body: RescheduleRequest) {
  return call(rescheduleOperation, { params: { appointmentId }, body });
}

/** WAIT-2: books a time held for the signed-in patient; `details` only when the waitlist entry keeps none. */
export function acceptWaitlistOffer(offerId: string, answer: { details?: OfferDetailsInput | undefined; move?: string }) {
  return call(acceptOperation, { params: { offerId }, body: { ...(answer.details === undefined ? {} : { details: answer.details }), ...(answer.move === undefined ? {} : { move: answer.move }) } });
}

/** WAIT-2: turns a held time down; it goes to the next patient waiting. */
export function declineWaitlistOffer(offerId: string) {
  return call(declineOperation, { params: { offerId } });
}
