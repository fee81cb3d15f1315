import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { StandaloneShell } from '../components/StandaloneShell';
import { reloadOnceForMissingChunk } from './chunk-reload';

/**
 * Shown when a screen throws or its code cannot be fetched (e.g. after a new release
 * replaced the old chunks). Details stay in the console, not on the screen.
 */
export function RouteError() {
  return (
    <StandaloneShell>
      <title>Something went wrong · Clinvia</title>
      <div role="alert" className="max-w-md text-center">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Something went wrong</h1>
        <p className="mt-4 text-slate-600">Please reload the page. If the problem continues, try again a little later.</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <button
            type="button"
            onClick={() => {
              window.location.reload();
            }}
            className="rounded-md bg-teal-700 px-6 py-3 font-semibold text-white hover:bg-teal-800"
          >
            Reload page
          </button>
          <Link to="/" reloadDocument className="rounded-md border border-slate-300 bg-white px-6 py-3 font-semibold text-slate-800 hover:bg-slate-50">
            Back to HomePage
          </Link>
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
