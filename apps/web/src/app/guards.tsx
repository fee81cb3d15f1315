import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { PageLoading } from '../components/PageLoading';
import { ButtonLink } from '../components/ui/Button';
import { useSession, type LoginRedirectState } from '../lib/session';
import type { Role } from '../lib/token';

/**
 * Protected screens (SHELL-2, SEC-1): 'Loading...' while the session is being established,
 * anonymous users go to /login, which can send them back to `state.from` afterwards.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status, user } = useSession();
  const location = useLocation();
  if (status === 'loading') return <PageLoading />;
  if (user === null) {
    const state: LoginRedirectState = { from: location };
    return <Navigate to="/login" replace state={state} />;
  }
  return children;
}

export function AccessDenied() {
  const { t } = useTranslation('layout');
  return (
    <section className="page-container py-16 text-center">
      <title>{t('accessDenied.pageTitle')}</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('accessDenied.title')}</h1>
      <p className="mt-3 text-slate-600">{t('accessDenied.lead')}</p>
      <ButtonLink to="/" variant="inline" className="mt-6">
        {t('accessDenied.home')}
      </ButtonLink>
    </section>
  );
}

/** Sends a signed-in user of another role to their own start page (patients '/', staff '/staff'). */
export function RedirectToOwnHome() {
  const { user } = useSession();
  const home = user?.role === 'staff' ? '/staff' : user?.role === 'doctor' ? '/doctor-portal' : '/';
  return <Navigate to={home} replace />;
}

/** A signed-in user of one role only (PORTAL-1: the doctor portal, STAFF-1: the staff console). */
export function RequireRole({ role, children, denied = <AccessDenied /> }: { role: Role; children: ReactNode; denied?: ReactNode }) {
  const { user } = useSession();
  return <RequireAuth>{user?.role === role ? children : denied}</RequireAuth>;
}
