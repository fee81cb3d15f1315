import { clientConfigSchema } from '@clinvia/contracts/health';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from './api';

/**
 * GET /api/config: the clinic's time zone and today's date there. Booking windows and
 * 'upcoming' are computed from the clinic's today, not the browser's (DESIGN §6).
 */
export const clinicConfigQuery = () =>
  queryOptions({
    queryKey: ['config'],
    queryFn: ({ signal }) => apiFetch('/api/config', { schema: clientConfigSchema, signal }),
    // Today changes at the clinic's midnight; a minute is fresh enough.
    staleTime: 60_000,
  });
