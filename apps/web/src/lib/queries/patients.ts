import { getPatientDetails, getPatientProfile, listPatientAppointments } from '@clinvia/contracts/operations/patients';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../client';

// A patient's own record, read by the patient's pages, the booking wizard and the staff console;
// the server checks that it is theirs (or that the caller is staff).

/** Every cached read about one patient starts with this key, so a change refreshes them all. */
export const patientKey = (patientId: string) => ['patients', patientId] as const;

export const patientDetailsQuery = (patientId: string) =>
  queryOptions({
    queryKey: [...patientKey(patientId), 'details'],
    queryFn: ({ signal }) => call(getPatientDetails, { params: { patientId }, signal }),
  });

export const patientProfileQuery = (patientId: string) =>
  queryOptions({
    queryKey: [...patientKey(patientId), 'profile'],
    queryFn: ({ signal }) => call(getPatientProfile, { params: { patientId }, signal }),
  });

/** The patient's appointments, soonest first: /appointments and the waitlist's warning (WAIT-5). */
export const patientAppointmentsQuery = (patientId: string) =>
  queryOptions({
    queryKey: [...patientKey(patientId), 'appointments'],
    queryFn: ({ signal }) => call(listPatientAppointments, { params: { patientId }, signal }),
  });
