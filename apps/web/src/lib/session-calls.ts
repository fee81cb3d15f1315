import { getSessionUser, logout } from '@clinvia/contracts/operations/session';
import { call, urlOf } from './client';

// The session's own calls to the server (AUTH-15, AUTH-16). session.tsx loads this module on
// demand, so these declarations and the typed client stay out of every page's first download (PERF-7).

/** Tells the server the person is still here (the idle timer restarts there too). */
export function stillHere(): void {
  call(getSessionUser).catch(() => undefined);
}

/**
 * Ends the session on the server. The token is passed in because the app forgets it at once;
 * `keepalive` lets the request finish when the sign-out also leaves the page. A failure changes
 * nothing here: the session then ends on the server by its timeouts.
 */
export function endOnServer(token: string): void {
  fetch(urlOf(logout), { method: 'POST', headers: { Authorization: `Bearer ${token}` }, keepalive: true }).catch(() => undefined);
}
