import { bookingResponseSchema, type BookingRequestInput } from '@clinvia/contracts/appointments';
import { bookingWindowDays, slotsResponseSchema } from '@clinvia/contracts/doctors';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import { patientsApi } from '../patients/api';

/** Every slot grid of a doctor starts with this key, so a booking can refresh them all. */
export const slotsKey = (doctorId: string) => ['doctors', 'slots', doctorId] as const;

/** The 10-day booking window's slots from the clinic's today (DESIGN §6). */
export const bookingSlotsQuery = (doctorId: string, today: string) =>
  queryOptions({
    queryKey: [...slotsKey(doctorId), today],
    queryFn: ({ signal }) =>
      apiFetch(`/api/doctors/${encodeURIComponent(doctorId)}/slots?from=${today}&days=${String(bookingWindowDays)}`, { schema: slotsResponseSchema, signal }),
    // Slots are taken by others all the time: always fetch fresh ones when the picker shows.
    staleTime: 0,
  });

export function bookAppointment(body: BookingRequestInput) {
  return apiFetch(`${patientsApi}/book-appointment`, { method: 'POST', body, schema: bookingResponseSchema });
}
