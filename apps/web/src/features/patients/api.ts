import { patientDetailsSchema, patientProfileSchema } from '@clinvia/contracts/appointments';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';

// The patient's own record (SPEC §7 patient-details, get-patient-profile); the server checks
// that it is theirs. Responses are checked against the shared contracts.

export const patientsApi = '/api/patients';

/** Every cached read about one patient starts with this key, so a change refreshes them all. */
export const patientKey = (patientId: string) => ['patients', patientId] as const;

export const patientDetailsQuery = (patientId: string) =>
  queryOptions({
    queryKey: [...patientKey(patientId), 'details'],
    queryFn: ({ signal }) => apiFetch(`${patientsApi}/patient-details/${encodeURIComponent(patientId)}`, { schema: patientDetailsSchema, signal }),
  });

export const patientProfileQuery = (patientId: string) =>
  queryOptions({
    queryKey: [...patientKey(patientId), 'profile'],
    queryFn: ({ signal }) => apiFetch(`${patientsApi}/get-patient-profile/${encodeURIComponent(patientId)}`, { schema: patientProfileSchema, signal }),
  });
