import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { StandaloneShell } from '../components/StandaloneShell';
import { Button, ButtonLink } from '../components/ui/Button';
import { reloadOnceForMissingChunk } from './chunk-reload';

/**
 * Shown when a screen throws or its code cannot be fetched (e.g. after a new release
 * replaced the old chunks). Details stay in the console, not on the screen.
 */
export function RouteError() {
  const { t } = useTranslation('layout');
  return (
    <StandaloneShell>
      <title>{t('routeError.pageTitle')}</title>
      <div role="alert" className="max-w-md text-center">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('routeError.title')}</h1>
        <p className="mt-4 text-slate-600">{t('routeError.lead')}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button
            onClick={() => {
              window.location.reload();
            }}
            size="xl"
          >
            {t('routeError.reload')}
          </Button>
          <ButtonLink to="/" reloadDocument variant="secondary" size="xl">
            {t('routeError.home')}
          </ButtonLink>
        </div>
      </div>
    </StandaloneShell>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** A new value (the page's path) clears a shown error, so the links still lead somewhere. */
  resetKey: string;
}

class Boundary extends Component<BoundaryProps, { failedAt: string | null }> {
  override state: { failedAt: string | null } = { failedAt: null };

  static getDerivedStateFromError(): { failedAt: string } {
    // Replaced by the path in componentDidCatch; any non-null value shows the error page.
    return { failedAt: '' };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
    // A chunk of an older build, gone after a deploy: the reload brings the new build.
    if (reloadOnceForMissingChunk(error, sessionStorage, () => {
      window.location.reload();
    })) return;
    this.setState({ failedAt: this.props.resetKey });
  }

  override render() {
    const { failedAt } = this.state;
    if (failedAt !== null && (failedAt === '' || failedAt === this.props.resetKey)) return <RouteError />;
    return this.props.children;
  }
}

/**
 * The app's error boundary around every route. React Router's `errorElement` needs its data
 * router, which adds ~17 KB gzip to the first download (docs/performance.md), so the app uses
 * the declarative router and catches render errors here.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary resetKey={pathname}>{children}</Boundary>;
}
