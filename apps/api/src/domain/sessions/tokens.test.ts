import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sessionTokenVerifier, signSessionToken, verifySessionToken, type SessionClaims } from './tokens';

// The remembering verifier (issue 32's bench) must refuse exactly what verifySessionToken refuses:
// a token past its expiry even when its signature was checked before, a changed token, another key.

const secret = 'a-test-secret-of-thirty-two-chars!!';
const now = new Date('2026-11-29T10:00:00.000Z');
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);

function claims(): SessionClaims {
  const id = randomUUID();
  return { id, role: 'patient', name: 'Pat', email: 'pat@clinvia.test', username: 'pat', profileImage: null, status: 'active', ver: 1, sid: randomUUID(), idle: 1800 };
}

describe('sessionTokenVerifier', () => {
  it('answers what verifySessionToken answers, on first sight and when it remembers the token', async () => {
    const verify = sessionTokenVerifier(secret);
    const own = claims();
    const token = await signSessionToken(own, secret, later(60), now);
    const expected = { userId: own.id, version: 1, sessionId: own.sid };
    expect(await verifySessionToken(token, secret, now)).toEqual(expected);
    expect(await verify(token, now)).toEqual(expected);
    expect(await verify(token, later(30))).toEqual(expected);
  });

  it('refuses a remembered token once it has expired, to the second', async () => {
    const verify = sessionTokenVerifier(secret);
    const token = await signSessionToken(claims(), secret, later(60), now);
    expect(await verify(token, later(59))).not.toBeNull();
    expect(await verify(token, later(60))).toBeNull();
    expect(await verifySessionToken(token, secret, later(60))).toBeNull();
    expect(await verify(token, later(59))).not.toBeNull();
  });

  it('refuses a token changed by one character, and one signed with another key, after the real one was remembered', async () => {
    const verify = sessionTokenVerifier(secret);
    const token = await signSessionToken(claims(), secret, later(60), now);
    expect(await verify(token, now)).not.toBeNull();
    // The signature's first character: every one of its bits counts (the last one's low bits are padding,
    // so changing 'A' to 'B' there leaves the same signature once in sixteen tokens).
    const [header, payload, signature = ''] = token.split('.');
    const first = signature.startsWith('A') ? 'B' : 'A';
    expect(await verify(`${header ?? ''}.${payload ?? ''}.${first}${signature.slice(1)}`, now)).toBeNull();
    expect(await verify(`${header ?? ''}.${payload ?? ''}.`, now)).toBeNull();
    const other = await signSessionToken(claims(), 'another-secret-of-thirty-two-chars!', later(60), now);
    expect(await verify(other, now)).toBeNull();
  });

  it('keeps answering rightly past its capacity (the oldest tokens are forgotten, then verified again)', async () => {
    const verify = sessionTokenVerifier(secret, 2);
    const tokens = await Promise.all([1, 2, 3].map(async () => signSessionToken(claims(), secret, later(60), now)));
    for (const token of tokens) expect(await verify(token, now)).not.toBeNull();
    for (const token of tokens) expect(await verify(token, now)).not.toBeNull();
    expect(await verify(tokens[0] ?? '', later(61))).toBeNull();
  });
});
