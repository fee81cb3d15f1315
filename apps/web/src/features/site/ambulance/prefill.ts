import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { accountQuery } from '../../../lib/queries/account';
import { useSession } from '../../../lib/session';

/** Who is asking for help, as the account knows them: fills a signed-in patient's ambulance forms (AMB-6). */
export interface CallerDetails {
  fullName: string;
  phone?: string;
  address?: string;
}

/**
 * The signed-in patient's name, phone and address; undefined for a visitor, a doctor or staff.
 * One object per change of those values, so the forms fill their fields once, not on every render
 * (a caller who clears a field keeps it cleared).
 */
export function useCallerDetails(): CallerDetails | undefined {
  const { user } = useSession();
  const patientName = user?.role === 'patient' ? user.name : undefined;
  const account = useQuery({ ...accountQuery(), enabled: patientName !== undefined });
  const phone = account.data?.phoneNumber;
  const address = account.data?.address ?? undefined;
  return useMemo(() => (patientName === undefined ? undefined : { fullName: patientName, phone, address }), [patientName, phone, address]);
}
