/**
 * React Router saves scroll positions per history entry key, and an entry the page was loaded
 * into has no key of its own: it reads as 'default'. Every fresh load (a typed URL, a link
 * from an e-mail, a new tab) shared that key, so it was scrolled to wherever the last
 * 'default' page was left. After signing in on a phone that was the login page, scrolled down
 * to its form, and every later full page load opened ~180 px down with the title under the
 * header. Giving the entry its own key before the router starts keeps restoration for what it
 * is for: reloads and back/forward.
 */
export function ensureHistoryEntryKey(history: History = window.history): void {
  const state: unknown = history.state;
  const current = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  if (typeof current.key === 'string' && current.key !== 'default') return;
  history.replaceState({ ...current, key: Math.random().toString(36).slice(2, 10) }, '');
}
