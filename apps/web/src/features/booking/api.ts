import type { BookingRequestInput } from '@clinvia/contracts/appointments';
import { bookAppointment as bookAppointmentOperation } from '@clinvia/contracts/operations/patients';
import { call } from '../../lib/client';

export function bookAppointment(body: BookingRequestInput) {
  return call(bookAppointmentOperation, { body });
}
