import type { TrendingDoctor } from '@clinvia/contracts/doctors';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';

/** The carousel's doctors. Typed, not parsed with zod, so zod stays out of the home page. */
export const trendingDoctorsQuery = () =>
  queryOptions({
    queryKey: ['doctors', 'trending'],
    queryFn: ({ signal }) => apiFetch<TrendingDoctor[]>('/api/doctors/get-trending-doctor/', { signal }),
  });
