import { accountRoles, accountStatuses, type AccountRole, type AccountStatus } from '@clinvia/contracts/roles';

/** SHELL-8: the session token lives in localStorage under this key. */
export const TOKEN_KEY = 'token';

export function readToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function storeToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
}

export function removeToken(): void {
  localStorage.removeItem(TOKEN_KEY);
}

export type Role = AccountRole;

/** The user the navigation and the portals read from the token payload (AUTH-10, SHELL-8). */
export interface SessionUser {
  id: string | number;
  role: Role;
  name: string;
  email: string;
  username?: string;
  profileImage?: string | null;
  /** 'pending': a staff registration not yet approved (no staff powers, AUTH-14). */
  status?: AccountStatus;
  /** The session's idle timeout in seconds, from the token (null or absent: none). */
  idleTimeoutSeconds?: number | null;
}

export type { AccountStatus };

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

const optionalString = (value: unknown) => value === undefined || typeof value === 'string';

/**
 * Checked by hand rather than with zod so that zod stays out of the first download; the
 * payload is only a hint anyway (the server checks the signed token on every request).
 */
function toSessionUser(payload: unknown, nowMs: number): SessionUser | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const p = payload as Record<string, unknown>;
  const { id, role, name, email, username, profileImage, status, exp, idle } = p;
  if (typeof exp !== 'number' || exp * 1000 <= nowMs) return null;
  if (!(typeof id === 'string' && id !== '') && !(typeof id === 'number' && Number.isInteger(id))) return null;
  if (!accountRoles.some((known) => known === role)) return null;
  if (typeof name !== 'string' || typeof email !== 'string' || !optionalString(username)) return null;
  if (!(profileImage === null || optionalString(profileImage))) return null;
  return {
    id,
    role: role as Role,
    name,
    email,
    ...(username === undefined ? {} : { username: username }),
    ...(profileImage === undefined ? {} : { profileImage: profileImage }),
    ...(accountStatuses.some((known) => known === status) ? { status: status as AccountStatus } : {}),
    ...(typeof idle === 'number' && idle > 0 ? { idleTimeoutSeconds: idle } : {}),
  };
}

/**
 * Reads the user out of a JWT without verifying its signature: the server verifies every
 * request, the browser only needs to know who is probably signed in. Returns null when the
 * token does not decode, lacks the user fields or has expired.
 */
export function userFromToken(token: string, nowMs: number = Date.now()): SessionUser | null {
  const payloadSegment = token.split('.')[1];
  if (payloadSegment === undefined) return null;
  try {
    return toSessionUser(JSON.parse(decodeBase64Url(payloadSegment)), nowMs);
  } catch {
    return null;
  }
}
