import { listDoctorCities, listSpecializations } from '@clinvia/contracts/operations/doctors';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/client';

// Find Doctor's own reads; the directory's pages, a doctor and their slots are in
// lib/queries/doctors.ts (the booking wizard and the staff console read them too). Typed, not
// checked with zod: lists of names Find Doctor only shows, and zod's code and the contracts'
// schemas cost its first load more main thread than anything else (issue 39.7,
// docs/decisions/2026-11-29-find-doctor-main-thread.md).

export const specializationsQuery = () =>
  queryOptions({
    queryKey: ['doctors', 'specializations'],
    queryFn: ({ signal }) => call(listSpecializations, { signal, unchecked: true }),
    staleTime: 5 * 60_000,
  });

export const citiesQuery = () =>
  queryOptions({
    queryKey: ['doctors', 'cities'],
    queryFn: ({ signal }) => call(listDoctorCities, { signal, unchecked: true }),
    staleTime: 5 * 60_000,
  });
