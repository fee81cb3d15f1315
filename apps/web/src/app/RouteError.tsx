import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { StandaloneShell } from './StandaloneShell';

/**
 * Shown when a screen throws or its code cannot be fetched (e.g. after a new release
 * replaced the old chunks). Details stay in the console, not on the screen.
 */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  const status = isRouteErrorResponse(error) ? ` (${error.status})` : '';

  return (
    <StandaloneShell>
      <title>Something went wrong · Clinvia</title>
      <div role="alert" className="max-w-md text-center">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Something went wrong{status}</h1>
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
