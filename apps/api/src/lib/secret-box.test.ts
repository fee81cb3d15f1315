import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isSealed, openSecret, sealSecret, secretKeyOf } from './secret-box';

const key = randomBytes(32);

describe('secret box (AES-256-GCM)', () => {
  it('seals a secret so that it opens again with the key and owner, and never shows it', () => {
    const sealed = sealSecret(key, 'JBSWY3DPEHPK3PXP', 'user-1');
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(openSecret(key, sealed, 'user-1')).toBe('JBSWY3DPEHPK3PXP');
    // A fresh nonce each time: the same secret seals differently.
    expect(sealSecret(key, 'JBSWY3DPEHPK3PXP', 'user-1')).not.toBe(sealed);
  });

  it('refuses another key, another owner, and changed bytes', () => {
    const sealed = sealSecret(key, 'JBSWY3DPEHPK3PXP', 'user-1');
    expect(() => openSecret(randomBytes(32), sealed, 'user-1')).toThrow();
    expect(() => openSecret(key, sealed, 'user-2')).toThrow();
    const [version, iv, ciphertext = '', tag] = sealed.split(':');
    const flipped = `${ciphertext.startsWith('A') ? 'B' : 'A'}${ciphertext.slice(1)}`;
    expect(() => openSecret(key, [version, iv, flipped, tag].join(':'), 'user-1')).toThrow();
    expect(() => openSecret(key, 'JBSWY3DPEHPK3PXP', 'user-1')).toThrow('Not a sealed secret');
  });

  it('takes a 32-byte key in base64 and refuses any other length', () => {
    expect(secretKeyOf(key.toString('base64'))).toEqual(key);
    expect(() => secretKeyOf(randomBytes(16).toString('base64'))).toThrow('32 bytes');
  });
});
