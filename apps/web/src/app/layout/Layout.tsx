import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoading } from '../../components/PageLoading';
import { NavBar } from './NavBar';

// Below the first screen on phones: its code (links, hotline, newsletter) comes after the page's.
// Appearing under the main content, it moves nothing (main already fills the screen).
const Footer = lazy(async () => ({ default: (await import('./Footer')).Footer }));

/** SPEC §2 'Shared layout': sticky navigation, main content, footer. */
export function Layout() {
  const main = useMainFocusOnNavigation();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only rounded-md bg-teal-700 px-4 py-2 font-medium text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50"
      >
        Skip to content
      </a>
      <NavBar />
      <main ref={main} id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </div>
  );
}

/**
 * After moving to another page, focus goes to the main content, so keyboard and screen
 * reader users start there instead of on the link they chose. Not on the first load.
 */
function useMainFocusOnNavigation() {
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    main.current?.focus({ preventScroll: true });
  }, [pathname]);
  return main;
}
