import { listDoctorCities, listSpecializations } from '@clinvia/contracts/operations/doctors';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/client';

// Find Doctor's own reads; the directory's pages, a doctor and their slots are in
// lib/queries/doctors.ts (the booking wizard and the staff console read them too). Answers are
// checked against the contracts, loaded beside the first request: Find Doctor draws its first
// frame without zod.

export const specializationsQuery = () =>
  queryOptions({
    queryKey: ['doctors', 'specializations'],
    queryFn: ({ signal }) => call(listSpecializations, { signal }),
    staleTime: 5 * 60_000,
  });

export const citiesQuery = () =>
  queryOptions({
    queryKey: ['doctors', 'cities'],
    queryFn: ({ signal }) => call(listDoctorCities, { signal }),
    staleTime: 5 * 60_000,
  });
