import { getPatientDetails, getPatientProfile } from '@clinvia/contracts/operations/patients';
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
