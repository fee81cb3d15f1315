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
