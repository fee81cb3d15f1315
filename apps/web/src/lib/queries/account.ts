import { getAccount } from '@clinvia/contracts/operations/auth';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../client';

// The signed-in user's own account (name, e-mail, role, phone): edited on /settings and shown on
// the staff console's 'Your profile' (STAFF-17), under one key so an edit shows on both.

export const accountKey = ['account'] as const;

export const accountQuery = () =>
  queryOptions({
    queryKey: accountKey,
    queryFn: ({ signal }) => call(getAccount, { signal }),
  });
