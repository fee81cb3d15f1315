import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

const storageKey = 'clinvia-scroll-positions';

function loadPositions(): Map<string, number> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? '{}');
    if (typeof stored !== 'object' || stored === null) return new Map();
    return new Map(Object.entries(stored).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
  } catch {
    return new Map();
  }
}

/**
 * Whether this document was opened afresh (a link from elsewhere, a typed address): its history
 * entry is new, so no position was saved for it and the first page need not read sessionStorage,
 * whose first read opens the tab's storage synchronously (~4 ms, ~17 ms at Lighthouse's 4×
 * slowdown, inside the first render; issue 39.7). A reload or a back/forward into the app reads it.
 */
function openedAfresh(): boolean {
  const [entry] = performance.getEntriesByType('navigation');
  return entry !== undefined && 'type' in entry && entry.type === 'navigate';
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
  // Positions of this tab's history entries: those remembered here, and (once read) those an
  // earlier document of the tab saved.
  const positions = useRef(new Map<string, number>());
  const storageRead = useRef(false);
  const current = useRef(location.key);
  const previousPath = useRef<string | null>(null);
  const firstLoad = useRef(true);

  const readStorage = useCallback(() => {
    if (storageRead.current) return;
    storageRead.current = true;
    for (const [key, y] of loadPositions()) if (!positions.current.has(key)) positions.current.set(key, y);
  }, []);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () => {
      positions.current.set(current.current, window.scrollY);
    };
    const persist = () => {
      remember();
      // Keeps what earlier documents of the tab saved, which a back/forward may return to.
      readStorage();
      sessionStorage.setItem(storageKey, JSON.stringify(Object.fromEntries(positions.current)));
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', persist);
    };
  }, [readStorage]);

  useLayoutEffect(() => {
    const first = firstLoad.current;
    firstLoad.current = false;
    current.current = location.key;
    const samePage = previousPath.current === location.pathname;
    previousPath.current = location.pathname;
    if (navigationType === NavigationType.Pop && !(first && openedAfresh())) {
      readStorage();
      const saved = positions.current.get(location.key);
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
  }, [location.key, location.pathname, location.hash, navigationType, readStorage]);

  return null;
}
