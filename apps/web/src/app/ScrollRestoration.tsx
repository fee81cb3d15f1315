import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

// One item per history entry (tab-scoped, as sessionStorage is): saving adds to what earlier
// documents of the tab saved, and a first page need not read them all.
const storagePrefix = 'clinvia-scroll:';

/** Where the reader was in history entry `key` when an earlier document of the tab was left. */
function savedPosition(key: string): number | undefined {
  const y = Number(sessionStorage.getItem(storagePrefix + key) ?? Number.NaN);
  return Number.isFinite(y) ? y : undefined;
}

/** Scrolls to `y` once the page is tall enough (a lazily loaded screen may still be on its way). */
function scrollWhenReady(y: number, framesLeft = 60) {
  window.scrollTo(0, y);
  if (Math.abs(window.scrollY - y) < 2 || framesLeft === 0) return;
  requestAnimationFrame(() => {
    scrollWhenReady(y, framesLeft - 1);
  });
}

/**
 * What React Router's <ScrollRestoration> did, for the declarative router (its data router
 * costs ~17 KB gzip on the first load): a new page opens at the top (or at its #fragment);
 * back, forward and reload return to where the reader was in that history entry. Replacing
 * the query of the same page (tabs) leaves the scroll alone.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const current = useRef(location.key);
  const previousPath = useRef<string | null>(null);
  const firstLoad = useRef(true);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () => {
      positions.current.set(current.current, window.scrollY);
    };
    const persist = () => {
      remember();
      for (const [key, y] of positions.current) sessionStorage.setItem(storagePrefix + key, String(y));
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', persist);
    };
  }, []);

  useLayoutEffect(() => {
    const first = firstLoad.current;
    firstLoad.current = false;
    current.current = location.key;
    const samePage = previousPath.current === location.pathname;
    previousPath.current = location.pathname;
    // A document opened afresh (a link from elsewhere, a typed address) is on a new history entry:
    // nothing was saved for it, and reading sessionStorage would open the tab's storage
    // synchronously inside the first render (~17 ms at Lighthouse's 4× slowdown; issue 39.7).
    if (navigationType === NavigationType.Pop) {
      const afresh = first && (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type === 'navigate';
      const saved = positions.current.get(location.key) ?? (afresh ? undefined : savedPosition(location.key));
      if (saved !== undefined) {
        scrollWhenReady(saved);
        return;
      }
    }
    if (navigationType === NavigationType.Replace && samePage) return;
    // A freshly loaded document without a #fragment is already at the top: scrolling it here
    // would force the whole first page's layout inside React's commit (issue 39.7, TBT).
    if (first && location.hash === '') return;
    const target = location.hash === '' ? null : document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (target === null) window.scrollTo(0, 0);
    else target.scrollIntoView();
  }, [location.key, location.pathname, location.hash, navigationType]);

  return null;
}
