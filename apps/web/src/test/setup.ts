import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Screens, the footer, the query scope and the signed-in controls are lazy chunks: a first render
// waits for several dynamic imports, which vitest transforms on first use. On a loaded 2-core
// machine (the whole suite at once) that outgrows findBy*'s default 1 s.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

// jsdom has no layout, so it does not implement scrolling; the router's scroll restoration calls it.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;

// jsdom has no media queries either; SweetAlert2 asks for the colour scheme. Nothing matches.
window.matchMedia = (query: string): MediaQueryList => {
  const list = new EventTarget() as MediaQueryList;
  return Object.assign(list, { matches: false, media: query, onchange: null, addListener: () => undefined, removeListener: () => undefined });
};
