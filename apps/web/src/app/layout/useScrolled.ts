import { useEffect, useState } from 'react';

/** SHELL-4: the navigation bar changes look once the page is scrolled past 10 px. */
export const SCROLL_THRESHOLD_PX = 10;

export function useScrolled(threshold: number = SCROLL_THRESHOLD_PX): boolean {
  const [scrolled, setScrolled] = useState(() => window.scrollY > threshold);
  useEffect(() => {
    const onScroll = () => {
      setScrolled(window.scrollY > threshold);
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
    };
  }, [threshold]);
  return scrolled;
}
