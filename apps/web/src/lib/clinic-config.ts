import { getClientConfig } from '@clinvia/contracts/operations/platform';
import { queryOptions } from '@tanstack/react-query';
import { call } from './client';

/**
 * The clinic's time zone and today's date there. Booking windows and
 * 'upcoming' are computed from the clinic's today, not the browser's (TIME-1).
 */
export const clinicConfigQuery = () =>
  queryOptions({
    queryKey: ['config'],
    queryFn: ({ signal }) => call(getClientConfig, { signal }),
    // Today changes at the clinic's midnight; a minute is fresh enough.
    staleTime: 60_000,
  });
