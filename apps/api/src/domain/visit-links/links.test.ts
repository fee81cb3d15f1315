import { describe, expect, it } from 'vitest';
import { readVisitLink, signVisitLink, visitLinksFor } from './links';

const secret = 'a-link-secret-that-is-long-enough-for-tests';
const link = { appointmentId: '0b9d4a8e-3c1f-4f7a-9a51-2f6f7f0c1d22', action: 'attend', date: '2026-03-09', time: '09:00', version: 3 } as const;

describe('signed one-click links (LIFE-8)', () => {
  it('reads back what it signed, with a fresh nonce each time', () => {
    const first = signVisitLink(secret, link);
    const second = signVisitLink(secret, link);
    expect(readVisitLink(secret, first)).toEqual({ ...link, nonce: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/) as unknown });
    expect(first).not.toBe(second);
    expect(readVisitLink(secret, first)?.nonce).not.toBe(readVisitLink(secret, second)?.nonce);
  });

  it('refuses a token signed with another secret, a changed payload or signature, and malformed ones', () => {
    const token = signVisitLink(secret, link);
    const [payload = '', signature = ''] = token.split('.');
    expect(readVisitLink('another-secret-that-is-long-enough-for-tests', token)).toBeNull();
    // The same payload with the action changed to 'cancel' keeps the old signature: refused.
    const changed = Buffer.from(Buffer.from(payload, 'base64url').toString('utf8').replace('|attend|', '|cancel|')).toString('base64url');
    expect(readVisitLink(secret, `${changed}.${signature}`)).toBeNull();
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    expect(readVisitLink(secret, `${payload}.${flipped}`)).toBeNull();
    expect(readVisitLink(secret, `${payload}.${signature.slice(0, 10)}`)).toBeNull();
    for (const bad of ['', 'abc', `${payload}.${signature}.x`, `.${signature}`, `${payload}.`]) expect(readVisitLink(secret, bad)).toBeNull();
  });

  it('builds both links from APP_URL with the token in the query', () => {
    const links = visitLinksFor(secret, 'https://clinic.example', { id: link.appointmentId, date: link.date, time: link.time, version: link.version });
    const attend = new URL(links.attend);
    const cancel = new URL(links.cancel);
    expect(attend.origin + attend.pathname).toBe('https://clinic.example/visit/attend');
    expect(cancel.pathname).toBe('/visit/cancel');
    expect(readVisitLink(secret, attend.searchParams.get('token') ?? '')).toMatchObject({ action: 'attend', date: '2026-03-09', time: '09:00', version: 3 });
    expect(readVisitLink(secret, cancel.searchParams.get('token') ?? '')).toMatchObject({ action: 'cancel' });
  });
});
