import { describe, expect, it } from 'vitest';
import { fakeToken, patient } from '../test/render';
import { readToken, removeToken, storeToken, userFromToken } from './token';

describe('userFromToken', () => {
  it('returns the user fields of an unexpired token', () => {
    expect(userFromToken(fakeToken({ ...patient, profileImage: '/avatars/doctor-01.svg', iat: 1 }))).toEqual({
      ...patient,
      profileImage: '/avatars/doctor-01.svg',
    });
  });

  it('decodes base64url payloads with non-ASCII names', () => {
    expect(userFromToken(fakeToken({ ...patient, name: 'Zoë Ñúñez ~?>' }))?.name).toBe('Zoë Ñúñez ~?>');
  });

  it('rejects expired tokens', () => {
    expect(userFromToken(fakeToken(patient, -1))).toBeNull();
  });

  it.each([
    ['garbage', 'not-a-token'],
    ['a payload that is not JSON', 'aGVhZGVy.bm90IGpzb24.sig'],
    ['a token without exp', `x.${btoa(JSON.stringify(patient))}.y`],
    ['an unknown role', fakeToken({ ...patient, role: 'admin' })],
    ['a missing name', fakeToken({ ...patient, name: undefined })],
  ])('rejects %s', (_label, token) => {
    expect(userFromToken(token)).toBeNull();
  });
});

describe('what userFromToken keeps of the payload', () => {
  const now = Date.UTC(2030, 2, 10, 12, 0, 0);
  /** A token whose payload is exactly `payload`, unsigned (as the browser reads it). */
  const tokenOf = (payload: object) => `x.${btoa(JSON.stringify(payload)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.y`;
  const valid = { id: 7, role: 'patient', name: 'Maria Lopez', email: 'maria@example.com', exp: now / 1000 + 60 };

  it('keeps the account’s status and a positive idle timeout, and leaves out what it does not know', () => {
    expect(userFromToken(tokenOf({ ...valid, status: 'pending', idle: 900 }), now)).toEqual({ id: 7, role: 'patient', name: 'Maria Lopez', email: 'maria@example.com', status: 'pending', idleTimeoutSeconds: 900 });
    expect(userFromToken(tokenOf({ ...valid, status: 'archived', idle: 0 }), now)).toEqual({ id: 7, role: 'patient', name: 'Maria Lopez', email: 'maria@example.com' });
    expect(userFromToken(tokenOf({ ...valid, idle: -5, iat: 1, sub: 'x' }), now)).toEqual({ id: 7, role: 'patient', name: 'Maria Lopez', email: 'maria@example.com' });
  });

  it('keeps a null photo and a string id', () => {
    expect(userFromToken(tokenOf({ ...valid, id: 'u-7', profileImage: null }), now)).toMatchObject({ id: 'u-7', profileImage: null });
  });

  it('is valid until the second it expires, not at it', () => {
    expect(userFromToken(tokenOf({ ...valid, exp: now / 1000 + 1 }), now)).not.toBeNull();
    expect(userFromToken(tokenOf({ ...valid, exp: now / 1000 }), now)).toBeNull();
    expect(userFromToken(tokenOf({ ...valid, exp: String(now / 1000 + 60) }), now)).toBeNull();
  });

  it.each([
    ['an empty string id', { id: '' }],
    ['a fractional id', { id: 7.5 }],
    ['an id that is neither', { id: true }],
    ['an e-mail that is not a string', { email: null }],
    ['a username that is not a string', { username: 42 }],
    ['a photo that is not a string', { profileImage: 3 }],
  ])('rejects %s', (_label, change) => {
    expect(userFromToken(tokenOf({ ...valid, ...change }), now)).toBeNull();
  });

  it.each([
    ['a payload that is JSON null', 'x.bnVsbA.y'],
    ['a payload that is a JSON number', 'x.NDI.y'],
    ['a token of one segment', 'x'],
    ['a payload that is not base64url', 'x.%%%.y'],
  ])('rejects %s', (_label, token) => {
    expect(userFromToken(token, now)).toBeNull();
  });
});

describe('the stored token (SHELL-8)', () => {
  it('is kept under "token" until removed', () => {
    expect(readToken()).toBeNull();
    storeToken('abc.def.ghi');
    expect(localStorage.getItem('token')).toBe('abc.def.ghi');
    expect(readToken()).toBe('abc.def.ghi');
    removeToken();
    expect(readToken()).toBeNull();
  });
});
