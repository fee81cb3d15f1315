import { citiesSchema, doctorDetailSchema, doctorPageSchema, slotsResponseSchema, specializationsSchema } from '@clinvia/contracts/doctors';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import { apiQuery, type FinderState } from './searchParams';

// TanStack Query options for the Find Doctor and profile screens; responses are checked
// against the shared contracts.

export const doctorPageQuery = (state: FinderState) =>
  queryOptions({
    queryKey: ['doctors', 'page', state],
    queryFn: ({ signal }) => apiFetch(`/api/doctors?${apiQuery(state)}`, { schema: doctorPageSchema, signal }),
  });

export const specializationsQuery = () =>
  queryOptions({
    queryKey: ['doctors', 'specializations'],
    queryFn: ({ signal }) => apiFetch('/api/doctors/specializations', { schema: specializationsSchema, signal }),
    staleTime: 5 * 60_000,
  });

export const citiesQuery = () =>
  queryOptions({
    queryKey: ['doctors', 'cities'],
    queryFn: ({ signal }) => apiFetch('/api/doctors/cities', { schema: citiesSchema, signal }),
    staleTime: 5 * 60_000,
  });

export const doctorQuery = (id: string) =>
  queryOptions({
    queryKey: ['doctors', 'detail', id],
    queryFn: ({ signal }) => apiFetch(`/api/doctors/get-doctors/${encodeURIComponent(id)}`, { schema: doctorDetailSchema, signal }),
  });

export const doctorSlotsQuery = (id: string) =>
  queryOptions({
    queryKey: ['doctors', 'slots', id],
    queryFn: ({ signal }) => apiFetch(`/api/doctors/${encodeURIComponent(id)}/slots`, { schema: slotsResponseSchema, signal }),
  });
