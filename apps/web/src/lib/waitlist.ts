import { getBookingConditions, listWaitlist } from '@clinvia/contracts/operations/patients';
import { queryOptions } from '@tanstack/react-query';
import { call } from './client';
import { patientKey } from './queries/patients';

// The waitlist (WAIT-1) and the booking conditions (NOSHOW-2), read by the booking
// wizard, the doctor's profile and /appointments. Under the patient's key: joining, leaving or
// booking refreshes every screen that shows them.

export const waitlistQuery = (patientId: string) =>
  queryOptions({
    queryKey: [...patientKey(patientId), 'waitlist'],
    queryFn: ({ signal }) => call(listWaitlist, { params: { patientId }, signal }),
  });

export const bookingConditionsQuery = (patientId: string) =>
  queryOptions({
    queryKey: [...patientKey(patientId), 'booking-conditions'],
    queryFn: ({ signal }) => call(getBookingConditions, { params: { patientId }, signal }),
  });
