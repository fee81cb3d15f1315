// Idle timeout on the browser's side (AUTH-16, WCAG 2.2.1). The server ends a
// session after a time without requests; requests the page makes on its own (the bell's poll,
// a list refreshing itself) must not keep an unattended screen signed in, so a request sent
// while nobody has touched the page for a while is marked as background and the server does
// not count it. When the person is busy on the page without causing requests (typing a long
// form), a keep-alive tells the server now and then.

/** A request this long after the last input is background. */
export const BACKGROUND_AFTER_MS = 30_000;
/** At most one keep-alive in this interval while the person is active. */
export const KEEP_ALIVE_EVERY_MS = 30_000;

let lastInteraction = Date.now();
/** When the last request that counts as activity was sent (the server's last-active is at or after it). */
let lastActivity = Date.now();
const listeners = new Set<() => void>();
let keepAlive: (() => void) | null = null;

export function isBackground(now: number = Date.now()): boolean {
  return now - lastInteraction > BACKGROUND_AFTER_MS;
}

/** Called by apiFetch when a request with the session's token is sent as activity. */
export function noteActivity(now: number = Date.now()): void {
  lastActivity = now;
  for (const listener of listeners) listener();
}

export function lastActivityAt(): number {
  return lastActivity;
}

/** Subscribes to activity (the idle warning restarts its clock); returns the unsubscribe. */
export function onActivity(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The person pressed a key, clicked, scrolled or touched the page. */
export function noteInteraction(now: number = Date.now()): void {
  lastInteraction = now;
  if (keepAlive !== null && now - lastActivity > KEEP_ALIVE_EVERY_MS) keepAlive();
}

const inputEvents = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/** While signed in: watch the person's input and send `ping` as a keep-alive when due. Returns the stop. */
export function watchInteraction(ping: () => void): () => void {
  keepAlive = ping;
  lastInteraction = Date.now();
  const onInput = () => {
    noteInteraction();
  };
  for (const type of inputEvents) window.addEventListener(type, onInput, { passive: true, capture: true });
  return () => {
    keepAlive = null;
    for (const type of inputEvents) window.removeEventListener(type, onInput, { capture: true });
  };
}
