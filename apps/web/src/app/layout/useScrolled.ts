import { useEffect, useState } from 'react';

/** SHELL-4: the navigation bar changes look once the page is scrolled past 10 px. */
export const SCROLL_THRESHOLD_PX = 10;

export function useScrolled(threshold: number = SCROLL_THRESHOLD_PX): boolean {
  const [scrolled, setScrolled] = useState(() => window.scrollY > threshold);
  useEffect(() => {
    const onScroll = () => {
      setScrolled(window.scrollY > threshold);
    };
    // No read here: every change of position fires 'scroll', and reading scrollY right after
    // React's commit would force the new page's whole layout inside that task (issue 39.7, TBT).
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
    };
  }, [threshold]);
  return scrolled;
}
