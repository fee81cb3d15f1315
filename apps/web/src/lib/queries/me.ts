import { getSessionUser } from '@clinvia/contracts/operations/session';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../client';

// What the server lets this session do (/api/authentication/me): the account gate and the
// header's bell read it under one key, so a page asks once. AUTH-18: a role that must use
// two-step sign-in and has not enrolled gets 403 from every other route until it does.

export const meKey = ['me'] as const;

export const meQuery = () =>
  queryOptions({
    queryKey: meKey,
    // Not checked with zod: the gate and the bell sit in the app's first download, which keeps zod out.
    queryFn: ({ signal }) => call(getSessionUser, { signal, unchecked: true }),
    staleTime: 0,
  });
