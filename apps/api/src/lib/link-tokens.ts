import { createHash, randomBytes } from 'node:crypto';

// The secret of a link that is e-mailed or handed on (a password reset, a newsletter unsubscribe,
// a doctor's calendar feed, a record share, a proxy or record-claim invitation): 32 random bytes
// in the URL, and only their SHA-256 in the database, so a copy of the database opens nothing.

/** The stored form of a link's secret: its SHA-256, in hex. */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new link secret (43 URL-safe characters) and the hash to store in its place. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}
