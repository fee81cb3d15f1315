import { getTrendingDoctors } from '@clinvia/contracts/operations/doctors';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/client';

/** The carousel's doctors. Typed, not checked with zod, so zod stays out of the home page. */
export const trendingDoctorsQuery = () =>
  queryOptions({
    queryKey: ['doctors', 'trending'],
    queryFn: ({ signal }) => call(getTrendingDoctors, { signal, unchecked: true }),
  });
