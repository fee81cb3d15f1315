import { createHmac, timingSafeEqual } from 'node:crypto';

// Tokens of the links the product e-mails (LIFE-8's visit links, WAIT-2's offer links): a
// payload and its HMAC-SHA256 under the server's link secret (LINK_SECRET), each base64url,
// joined by a dot. The payload is '|'-separated text; nothing in it is secret, and nothing of
// it is trusted before the signature matches (compared in constant time). The purpose keeps the
// signatures of one kind of link from being valid for another under the same secret.

function signatureOf(secret: string, purpose: string, encodedPayload: string): Buffer {
  return createHmac('sha256', secret).update(`${purpose}.${encodedPayload}`).digest();
}

/** A token carrying `fields` (none may contain '|'), signed for `purpose`. */
export function signToken(secret: string, purpose: string, fields: readonly string[]): string {
  const encoded = Buffer.from(fields.join('|')).toString('base64url');
  return `${encoded}.${signatureOf(secret, purpose, encoded).toString('base64url')}`;
}

/** The payload text of a genuine token signed for `purpose`; null for anything malformed, tampered with or signed otherwise. */
export function readToken(secret: string, purpose: string, token: string): string | null {
  const [encoded, signature, extra] = token.split('.');
  if (encoded === undefined || signature === undefined || extra !== undefined) return null;
  const expected = signatureOf(secret, purpose, encoded);
  const given = Buffer.from(signature, 'base64url');
  // timingSafeEqual needs equal lengths; a wrong length says nothing about the right signature.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return Buffer.from(encoded, 'base64url').toString('utf8');
}
