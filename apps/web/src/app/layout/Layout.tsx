import { lazy, startTransition, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { PageLoading } from '../../components/PageLoading';
import { useAfterFirstScreen } from '../../components/useAfterFirstScreen';
import { NavBar } from './NavBar';

// Below the first screen on phones: its code (links, hotline, newsletter) is fetched once the
// first page is on screen and the browser is idle, so it does not hold up the page's own code.
// Appearing under the main content, it moves nothing (main already fills the screen).
const Footer = lazy(async () => ({ default: (await import('./Footer')).Footer }));

function FooterAfterFirstScreen() {
  const ready = useAfterFirstScreen();
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Footer />
    </Suspense>
  );
}

/** Inside the page's Suspense boundary: its effect runs once the page itself is shown. */
function PageShown({ onShown }: { onShown: () => void }) {
  useEffect(onShown, [onShown]);
  return null;
}

/** SHELL-4, the shared layout: sticky navigation, main content, footer. */
export function Layout() {
  const { t } = useTranslation('layout');
  const main = useMainFocusOnNavigation();
  const firstPageStarted = useFirstPageInTransition();
  const [pageShown, setPageShown] = useState(false);
  const showFooter = useCallback(() => {
    setPageShown(true);
  }, []);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only rounded-md bg-teal-700 px-4 py-2 font-medium text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50"
      >
        {t('skipToContent')}
      </a>
      <NavBar pageShown={pageShown} />
      <main ref={main} id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense fallback={<PageLoading />}>
          {firstPageStarted ? (
            <>
              <Outlet />
              {!pageShown && <PageShown onShown={showFooter} />}
            </>
          ) : (
            <PageLoading />
          )}
        </Suspense>
      </main>
      {pageShown && <FooterAfterFirstScreen />}
    </div>
  );
}

/**
 * The first page is rendered in a transition: while its code loads, 'Loading...' stays on as the
 * page's content instead of as a Suspense fallback, so React shows the page as soon as its code
 * is in. After a fallback has been shown, React holds the content back until 300 ms have passed
 * (its throttle against flicker): ~200 ms of waiting on a fast first load. Later pages show
 * the fallback at once, as before (the router does not use transitions).
 */
function useFirstPageInTransition(): boolean {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    startTransition(() => {
      setStarted(true);
    });
  }, []);
  return started;
}

/** Focuses the page's heading (made focusable for it), if it is on screen yet. */
function focusHeading(main: HTMLElement): boolean {
  const heading = main.querySelector<HTMLElement>('h1');
  if (heading === null) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  return true;
}

/** How long a page that loads its code or data may take to show its heading before focus stays on main. */
const headingWaitMs = 5_000;

/**
 * After moving to another page, focus goes to the page's heading (A11Y-8), so a screen reader
 * reads the new page's name and the keyboard starts there instead of on the link chosen. A page
 * still loading its code or data has no heading yet: focus waits on the main content and moves
 * to the heading when it appears, unless the user has moved it meanwhile. Not on the first load.
 */
function useMainFocusOnNavigation() {
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    const element = main.current;
    if (previous.current === pathname || element === null) return;
    previous.current = pathname;
    if (focusHeading(element)) return;
    element.focus({ preventScroll: true });
    const observer = new MutationObserver(() => {
      if (document.activeElement !== element || focusHeading(element)) observer.disconnect();
    });
    observer.observe(element, { childList: true, subtree: true });
    const stop = window.setTimeout(() => {
      observer.disconnect();
    }, headingWaitMs);
    return () => {
      observer.disconnect();
      window.clearTimeout(stop);
    };
  }, [pathname]);
  return main;
}
