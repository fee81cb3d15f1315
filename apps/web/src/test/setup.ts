import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import i18next from 'i18next';
// I18N-1: i18next set up in English as the app has it, for tests that render a component alone too.
import { lazyNamespaces } from '../app/i18n/catalogues';
import { afterAll, afterEach, vi } from 'vitest';

// The lazy namespaces are fetched before the tests, so a component reads its words on its first
// render as a test expects; the app fetches each one when a screen first needs it (I18N-9).
await i18next.loadNamespaces(Object.keys(lazyNamespaces));

// Screens, the footer, the query scope and the signed-in controls are lazy chunks: a first render
// waits for several dynamic imports, which vitest transforms on first use. On a loaded 2-core
// machine (the whole suite at once) that outgrows findBy*'s default 1 s.
configure({ asyncUtilTimeout: 5_000 });

afterEach(async () => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  // The tests read English (I18N-1): a test that switched the language switches it back.
  await i18next.changeLanguage('en');
});

// SweetAlert2 finishes opening a popup on a 10 ms timer that reads window styles. When a file's
// last test ends within those 10 ms, the timer would fire after jsdom is gone and fail the run
// with 'window is not defined' (CI, 2026-11-25). Timers run in order, so one later timer is enough.
// A toast fired without being awaited may still be loading SweetAlert2's chunk when the test ends
// (CI, 2026-11-29): close whatever is open, then wait past its timers.
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 20));
  if (document.querySelector('.swal2-container') === null) return;
  const { Swal } = await import('../lib/swal');
  Swal.close();
  await new Promise((resolve) => setTimeout(resolve, 50));
});

// The vmThreads pool (vitest.config.ts) runs each file in a context made from jsdom's window, which
// lacks the web streams; browsers have them, and the bell's live stream reads through them (MSG-10).
if (typeof globalThis.TextDecoderStream === 'undefined') {
  const streams = await import('node:stream/web');
  const { ReadableStream, WritableStream, TransformStream, TextDecoderStream, TextEncoderStream } = streams;
  Object.assign(globalThis, { ReadableStream, WritableStream, TransformStream, TextDecoderStream, TextEncoderStream });
}

// jsdom has no layout, so it does not implement scrolling; the router's scroll restoration calls it.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;

// jsdom keeps no performance entries; the scroll restoration asks how the document was opened.
// No navigation entry reads as a browser that cannot tell (the position is looked up). On the
// prototype, so fake timers' stand-in for `performance` (made from its methods) has it too.
Performance.prototype.getEntriesByType = () => [];

// jsdom has no media queries either; SweetAlert2 asks for the colour scheme. Nothing matches.
window.matchMedia = (query: string): MediaQueryList => {
  const list = new EventTarget() as MediaQueryList;
  return Object.assign(list, { matches: false, media: query, onchange: null, addListener: () => undefined, removeListener: () => undefined });
};

// jsdom has no modal dialogs: `showModal` opens the dialog (no inertness, no focus move) and
// `close` closes it with its 'close' event, enough for a test to read and use what a dialog shows.
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  if (!this.hasAttribute('open')) return;
  this.removeAttribute('open');
  this.dispatchEvent(new Event('close'));
};
