import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageLoading } from '../../components/PageLoading';
import { meQuery } from '../../lib/queries/me';
import { useTranslation } from 'react-i18next';

/**
 * What the server lets this account do before a portal's screen fires its reads: a role that
 * must use two-step sign-in and has not set it up goes to enrolment (AUTH-18; every other
 * route would answer 403); a staff registration waits for an administrator (AUTH-14). The token's
 * claims may predate either, so this asks the server.
 */
export function AccountGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('account');
  const me = useQuery(meQuery());
  // An answer that failed lets the screen through (its own reads say what is wrong). Asked again
  // (the header's bell reads the same key), the query has no data and is 'pending' once more: the
  // gate does not blank the screen for it, or the screen is thrown away and built anew (its
  // heading rendered twice, typing lost).
  const firstCheck = me.isPending && me.errorUpdateCount === 0;
  // A cached 'must enrol' from before the enrolment is checked again before it sends anyone back.
  if (firstCheck || (me.isFetching && me.data?.enrolmentRequired === true)) return <PageLoading />;
  if (me.data?.enrolmentRequired === true) return <Navigate to="/two-step-setup" replace />;
  if (me.data?.user.role === 'staff' && me.data.user.status === 'pending') {
    return (
      <section className="page-container py-16 text-center">
        <title>{t('gate.pageTitle')}</title>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('gate.title')}</h1>
        <p className="mx-auto mt-3 max-w-xl text-slate-600">{t('gate.lead')}</p>
      </section>
    );
  }
  return children;
}
