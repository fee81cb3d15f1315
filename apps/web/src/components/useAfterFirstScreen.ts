import { useEffect, useState } from 'react';

/**
 * False until the component has been on screen and the browser is idle (at most 2 s): code
 * below the first screen (the home page's carousel, the footer) waits, so what is in view
 * draws and answers sooner. Without requestIdleCallback (Safari), a short timer stands in.
 */
export function useAfterFirstScreen(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const show = () => {
      setReady(true);
    };
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(show, { timeout: 2000 });
      return () => {
        window.cancelIdleCallback(id);
      };
    }
    const id = window.setTimeout(show, 200);
    return () => {
      window.clearTimeout(id);
    };
  }, []);
  return ready;
}

/**
 * False until the component's first frame has been painted (the callback of the next animation
 * frame, then a task after it): what it gates starts loading after the page is on screen, not
 * before, so the page's own content paints first.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: number | undefined;
    const show = () => {
      timer = window.setTimeout(() => {
        setPainted(true);
      }, 0);
    };
    // Without animation frames (a hidden tab), a task stands in.
    if (document.visibilityState === 'hidden' || typeof window.requestAnimationFrame !== 'function') {
      show();
      return () => {
        window.clearTimeout(timer);
      };
    }
    const frame = window.requestAnimationFrame(show);
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  return painted;
}
