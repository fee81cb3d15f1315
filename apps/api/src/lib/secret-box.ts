import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// Secrets kept at rest encrypted (AUTH-18: the TOTP secrets), AES-256-GCM with a key the database
// does not hold (TOTP_ENCRYPTION_KEY, config.ts): a copy of the database alone gives no one the
// codes. The owner's id is the additional authenticated data, so a sealed secret copied to another
// row does not open there.

const ALGORITHM = 'aes-256-gcm';
const VERSION = 'v1';
export const SECRET_KEY_BYTES = 32;

/** The key from its base64 (or base64url) text: exactly 32 bytes. */
export function secretKeyOf(text: string): Buffer {
  const key = Buffer.from(text.trim(), 'base64');
  if (key.length !== SECRET_KEY_BYTES) throw new Error(`The key must be ${String(SECRET_KEY_BYTES)} bytes in base64`);
  return key;
}

/** `v1:<iv>:<ciphertext>:<tag>`, each base64url: a fresh 96-bit nonce every time. */
export function sealSecret(key: Buffer, plaintext: string, owner: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  cipher.setAAD(Buffer.from(owner));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), ciphertext.toString('base64url'), cipher.getAuthTag().toString('base64url')].join(':');
}

export function isSealed(stored: string): boolean {
  return stored.startsWith(`${VERSION}:`);
}

/** The plaintext of a sealed secret; throws when the key, the owner or the bytes are not the ones it was sealed with. */
export function openSecret(key: Buffer, stored: string, owner: string): string {
  const [version, iv, ciphertext, tag] = stored.split(':');
  if (version !== VERSION || iv === undefined || ciphertext === undefined || tag === undefined) throw new Error('Not a sealed secret');
  const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(owner));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
}
