import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

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
