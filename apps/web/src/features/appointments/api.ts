import type { RescheduleRequest } from '@clinvia/contracts/appointments';
import type { OfferDetailsInput } from '@clinvia/contracts/waitlist';
import {
  acceptWaitlistOffer as acceptOperation,
  cancelAppointment as cancelOperation,
  declineWaitlistOffer as declineOperation,
  listPatientAppointments,
  rescheduleAppointment as rescheduleOperation,
} from '@clinvia/contracts/operations/patients';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/client';
import { patientKey } from '../../lib/queries/patients';

export const patientAppointmentsQuery = (patientId: string) =>
  queryOptions({
    queryKey: [...patientKey(patientId), 'appointments'],
    queryFn: ({ signal }) => call(listPatientAppointments, { params: { patientId }, signal }),
  });

export function cancelAppointment(appointmentId: string) {
  return call(cancelOperation, { params: { appointmentId } });
}

export function rescheduleAppointment(appointmentId: string, body: RescheduleRequest) {
  return call(rescheduleOperation, { params: { appointmentId }, body });
}

/** WAIT-2: books a time held for the signed-in patient; `details` only when the waitlist entry keeps none. */
export function acceptWaitlistOffer(offerId: string, details?: OfferDetailsInput) {
  return call(acceptOperation, { params: { offerId }, body: details === undefined ? {} : { details } });
}

/** WAIT-2: turns a held time down; it goes to the next patient waiting. */
export function declineWaitlistOffer(offerId: string) {
  return call(declineOperation, { params: { offerId } });
}
