import type { TrendingDoctor } from '@clinvia/contracts/doctors';
import { getTrendingDoctors } from '@clinvia/contracts/operations/doctors';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/client';

/**
 * A carousel doctor as any server built to the specification may answer it: the specification's
 * trending list has no `available`, no next slot and no languages (SPEC section 3), so those may be missing.
 */
export type CarouselDoctor = Omit<TrendingDoctor, 'available' | 'next_available_date' | 'next_available_time' | 'timeZone' | 'languages'> &
  Partial<Pick<TrendingDoctor, 'available' | 'next_available_date' | 'next_available_time' | 'timeZone' | 'languages'>>;

/** The carousel's doctors. Typed, not checked with zod, so zod stays out of the home page. */
export const trendingDoctorsQuery = () =>
  queryOptions({
    queryKey: ['doctors', 'trending'],
    queryFn: async ({ signal }): Promise<CarouselDoctor[]> => call(getTrendingDoctors, { signal, unchecked: true }),
  });
