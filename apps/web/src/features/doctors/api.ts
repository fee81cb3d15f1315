import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import { apiQuery, type FinderState } from './searchParams';

// TanStack Query options for the Find Doctor and profile screens; responses are checked
// against the shared contracts, which load beside the first request (with zod) instead of
// with the screen's code: Find Doctor draws its first frame without them.
const contracts = () => import('@clinvia/contracts/doctors');

export const doctorPageQuery = (state: FinderState) =>
  queryOptions({
    queryKey: ['doctors', 'page', state],
    queryFn: ({ signal }) => apiFetch(`/api/doctors?${apiQuery(state)}`, { loadSchema: async () => (await contracts()).doctorPageSchema, signal }),
  });

export const specializationsQuery = () =>
  queryOptions({
    queryKey: ['doctors', 'specializations'],
    queryFn: ({ signal }) => apiFetch('/api/doctors/specializations', { loadSchema: async () => (await contracts()).specializationsSchema, signal }),
    staleTime: 5 * 60_000,
  });

export const citiesQuery = () =>
  queryOptions({
    queryKey: ['doctors', 'cities'],
    queryFn: ({ signal }) => apiFetch('/api/doctors/cities', { loadSchema: async () => (await contracts()).citiesSchema, signal }),
    staleTime: 5 * 60_000,
  });

export const doctorQuery = (id: string) =>
  queryOptions({
    queryKey: ['doctors', 'detail', id],
    queryFn: ({ signal }) => apiFetch(`/api/doctors/get-doctors/${encodeURIComponent(id)}`, { loadSchema: async () => (await contracts()).doctorDetailSchema, signal }),
  });

export const doctorSlotsQuery = (id: string) =>
  queryOptions({
    queryKey: ['doctors', 'slots', id],
    queryFn: ({ signal }) => apiFetch(`/api/doctors/${encodeURIComponent(id)}/slots`, { loadSchema: async () => (await contracts()).slotsResponseSchema, signal }),
  });
