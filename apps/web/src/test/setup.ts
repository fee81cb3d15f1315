import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// jsdom has no layout, so it does not implement scrolling; the router's scroll restoration calls it.
window.scrollTo = () => undefined;
