import { describe, expect, it } from 'vitest';
import { fakeToken, patient } from '../test/render';
import { userFromToken } from './token';

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
