import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, kept up to date (e.g. a table on wide screens, cards
 * on phones). Where matchMedia is missing (tests without a layout engine) it answers `fallback`.
 */
export function useMediaQuery(query: string, fallback = true): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => {
        list.removeEventListener('change', onChange);
      };
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : fallback),
  );
}
