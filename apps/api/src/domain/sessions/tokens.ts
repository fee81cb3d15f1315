import { createHash, webcrypto } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { UserRole, UserStatus } from '../../db/schema';

// The signed session token (AUTH-11, SEC-1) and the second step's challenge (AUTH-18): HS256
// JWTs with the app's secret. Signed at sign-in (modules/auth), verified on every request
// (plugins/authenticate.ts).

const ALGORITHM = 'HS256';
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The claims of a session token. The web reads id, role, name, email, username, profileImage, exp. */
export interface SessionClaims {
  id: string;
  role: UserRole;
  name: string;
  email: string;
  username: string;
  profileImage: string | null;
  status: UserStatus;
  /** users.token_version when the token was issued; a bump revokes the token. */
  ver: number;
  /** The server-side session (sessions.id) the token belongs to: the token is worth nothing once it ends. */
  sid: string;
  /** The session's idle timeout in seconds (null: none), so the web can warn before it (AUTH-16). */
  idle: number | null;
}

const keys = new Map<string, Promise<webcrypto.CryptoKey>>();

/**
 * The secret as an HMAC key, imported once per secret: handed the raw bytes, jose imports them
 * again on every verification, a second WebCrypto job per signed-in request (issue 32's bench).
 */
function keyOf(secret: string): Promise<webcrypto.CryptoKey> {
  let key = keys.get(secret);
  if (key === undefined) {
    key = webcrypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, key);
  }
  return key;
}

/** A token of the session, valid (as a signature) until the session's absolute expiry. */
export async function signSessionToken(claims: SessionClaims, secret: string, expiresAt: Date, now: Date): Promise<string> {
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(claims.id)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(await keyOf(secret));
}

/** What a valid session token says: its user, token version and session. */
export interface VerifiedSessionToken {
  userId: string;
  version: number;
  sessionId: string;
}

/** A valid token's claims and its expiry (seconds since the epoch), or null. */
async function verifiedClaims(token: string, secret: string, now: Date): Promise<(VerifiedSessionToken & { exp: number }) | null> {
  try {
    const { payload } = await jwtVerify(token, await keyOf(secret), { algorithms: [ALGORITHM], requiredClaims: ['exp', 'sub'], currentDate: now });
    const { sub, ver, sid, exp } = payload;
    if (typeof sub !== 'string' || !uuidPattern.test(sub) || typeof ver !== 'number' || typeof exp !== 'number') return null;
    if (typeof sid !== 'string' || !uuidPattern.test(sid)) return null;
    return { userId: sub, version: ver, sessionId: sid, exp };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}

/**
 * The subject and token version of a valid token, or null. Only HS256 with our key is
 * accepted ('none', RS256 and others are refused by `algorithms`), and exp is required.
 */
export async function verifySessionToken(token: string, secret: string, now: Date): Promise<VerifiedSessionToken | null> {
  const claims = await verifiedClaims(token, secret, now);
  return claims === null ? null : { userId: claims.userId, version: claims.version, sessionId: claims.sessionId };
}

/** Tokens a verifier remembers at most (a few hundred bytes each). */
export const rememberedTokens = 5_000;

/**
 * verifySessionToken for every signed-in request (plugins/authenticate.ts), remembering the
 * tokens whose signature it has checked. A signature's verdict depends only on the token's
 * exact text and the secret, so a token seen before is not verified again (WebCrypto's HMAC
 * runs as an asynchronous job: a tenth of a thread read's CPU, issue 32's bench); its expiry is
 * still checked on every call, as jose checks it (valid while exp > now in whole seconds).
 * Remembered by the token's SHA-256, never the token itself; the oldest is forgotten first.
 * This settles only the signature: the session and user are still read on every request.
 */
export function sessionTokenVerifier(secret: string, capacity = rememberedTokens): (token: string, now: Date) => Promise<VerifiedSessionToken | null> {
  const accepted = new Map<string, VerifiedSessionToken & { exp: number }>();
  return async (token, now) => {
    const key = createHash('sha256').update(token).digest('base64');
    const known = accepted.get(key) ?? (await verifiedClaims(token, secret, now));
    if (known === null) return null;
    if (known.exp <= Math.floor(now.getTime() / 1000)) {
      accepted.delete(key);
      return null;
    }
    if (!accepted.has(key)) {
      if (accepted.size >= capacity) {
        const oldest = accepted.keys().next();
        if (oldest.done !== true) accepted.delete(oldest.value);
      }
      accepted.set(key, known);
    }
    return { userId: known.userId, version: known.version, sessionId: known.sessionId };
  };
}

/** The proof that the password step passed, good for five minutes, for the second step only (AUTH-18). */
const CHALLENGE_SECONDS = 5 * 60;
const CHALLENGE_PURPOSE = 'second-step';

export async function signChallenge(userId: string, tokenVersion: number, secret: string, now: Date): Promise<string> {
  const issued = Math.floor(now.getTime() / 1000);
  return new SignJWT({ purpose: CHALLENGE_PURPOSE, ver: tokenVersion })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(userId)
    .setIssuedAt(issued)
    .setExpirationTime(issued + CHALLENGE_SECONDS)
    .sign(await keyOf(secret));
}

/** The user and token version of a valid challenge, or null. A session token is not a challenge (no purpose), nor the reverse (no sid). */
export async function verifyChallenge(challenge: string, secret: string, now: Date): Promise<{ userId: string; version: number } | null> {
  try {
    const { payload } = await jwtVerify(challenge, await keyOf(secret), { algorithms: [ALGORITHM], requiredClaims: ['exp', 'sub'], currentDate: now });
    const { sub, ver, purpose } = payload;
    if (purpose !== CHALLENGE_PURPOSE || typeof sub !== 'string' || !uuidPattern.test(sub) || typeof ver !== 'number') return null;
    return { userId: sub, version: ver };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}
