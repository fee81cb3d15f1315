import { getSessionUser } from '@clinvia/contracts/operations/session';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageLoading } from '../../components/PageLoading';
import { call } from '../../lib/client';

/**
 * AUTH-14: a staff registration has no staff powers until an administrator approves it. The
 * server enforces that; this asks the server (the token's status may predate the approval).
 */
export function StaffApprovalGate({ children }: { children: ReactNode }) {
  const me = useQuery({
    queryKey: ['me'],
    // Not checked with zod: this sits in the app's first download, which keeps zod out.
    queryFn: ({ signal }) => call(getSessionUser, { signal, unchecked: true }),
    staleTime: 0,
  });
  if (me.isPending) return <PageLoading />;
  if (me.data?.user.status === 'pending') {
    return (
      <section className="page-container py-16 text-center">
        <title>Waiting for approval · Clinvia</title>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Your staff account is waiting for approval</h1>
        <p className="mx-auto mt-3 max-w-xl text-slate-600">
          An administrator needs to approve your registration before you can use the staff console. Please check back later.
        </p>
      </section>
    );
  }
  return children;
}
