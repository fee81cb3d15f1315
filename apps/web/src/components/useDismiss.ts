import { useEffect, type RefObject } from 'react';

/**
 * Closes a popup (menu, panel) when the user presses Escape or presses outside `container`.
 * Only listens while `open`, so closed popups cost nothing.
 */
export function useDismiss(open: boolean, container: RefObject<HTMLElement | null>, close: (reason: 'escape' | 'outside') => void): void {
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close('escape');
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && container.current?.contains(event.target) !== true) close('outside');
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, container, close]);
}
