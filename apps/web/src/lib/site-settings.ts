import { getSiteSettings } from '@clinvia/contracts/operations/site';
import type { SiteSettings } from '@clinvia/contracts/site';
import { useEffect, useSyncExternalStore } from 'react';
import { call } from './client';

// The clinic's public content (SHELL-15, ABOUT-4): the footer on every page and the About page
// read it from one request per page load. A small store rather than TanStack Query: the footer
// is in every visitor's first download, which carries neither the query library nor zod (the
// answer is typed by the declaration, not checked). Staff saving new content show it at once.
// Why settings at all: docs/decisions/2026-11-28-clinic-public-content.md.

const nothingSet: SiteSettings = { social: {}, figures: [], partners: [] };

let current: SiteSettings | undefined;
let request: Promise<void> | undefined;
const listeners = new Set<() => void>();

function publish(settings: SiteSettings): void {
  current = settings;
  for (const listener of listeners) listener();
}

/** The answer is not checked with zod, so its shape is checked by hand: anything else counts as nothing set. */
function isSiteSettings(value: unknown): value is SiteSettings {
  if (typeof value !== 'object' || value === null) return false;
  const { social, figures, partners } = value as Record<string, unknown>;
  return typeof social === 'object' && social !== null && Array.isArray(figures) && Array.isArray(partners);
}

function load(): void {
  request ??= call(getSiteSettings, { unchecked: true }).then(
    (answer: unknown) => {
      publish(isSiteSettings(answer) ? answer : nothingSet);
    },
    () => {
      // Unreachable now: the pages show nothing set (no empty boxes), and the next page load asks again.
      request = undefined;
      publish(nothingSet);
    },
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The content, or undefined while it loads. Parts a clinic never set are empty. */
export function useSiteSettings(): SiteSettings | undefined {
  useEffect(load, []);
  return useSyncExternalStore(subscribe, () => current);
}

/** After staff save: every open footer and About page shows the new content. */
export const showSiteSettings = publish;
