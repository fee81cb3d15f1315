import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashLinkToken, newLinkToken } from './link-tokens';

describe('link tokens', () => {
  it('makes 32 random bytes as 43 URL-safe characters, different each time, with their SHA-256 to store', () => {
    const first = newLinkToken();
    const second = newLinkToken();
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(first.token, 'base64url')).toHaveLength(32);
    expect(first.token).not.toBe(second.token);
    expect(first.hash).toBe(createHash('sha256').update(first.token).digest('hex'));
    expect(hashLinkToken(first.token)).toBe(first.hash);
  });
});
