import { describe, expect, it } from 'vitest';
import { signVisitLink } from '../visit-links/links';
import { offerLinksFor, readOfferLink, signOfferLink } from './offer-links';

const secret = 'a-link-secret-that-is-long-enough-for-tests';
const offerId = '6d1f3b2a-8c4e-4b7a-9f10-3e2d1c0b9a88';

describe('waitlist offer links (WAIT-2)', () => {
  it('reads back the offer it signed', () => {
    expect(readOfferLink(secret, signOfferLink(secret, offerId))).toBe(offerId);
  });

  it('refuses another secret, a tampered payload or signature, and a visit link signed with the same secret', () => {
    const token = signOfferLink(secret, offerId);
    const [payload = '', signature = ''] = token.split('.');
    expect(readOfferLink('another-secret-that-is-long-enough-for-tests', token)).toBeNull();
    const other = Buffer.from(offerId.replace('6d1f', '7d1f')).toString('base64url');
    expect(readOfferLink(secret, `${other}.${signature}`)).toBeNull();
    expect(readOfferLink(secret, `${payload}.${signature.slice(0, -2)}`)).toBeNull();
    const visit = signVisitLink(secret, { appointmentId: offerId, action: 'attend', date: '2026-03-09', time: '09:00', version: 0 });
    expect(readOfferLink(secret, visit)).toBeNull();
    for (const bad of ['', 'x', `${payload}.`, `.${signature}`, `${token}.x`]) expect(readOfferLink(secret, bad)).toBeNull();
  });

  it('builds both links from APP_URL with the token in the query', () => {
    const links = offerLinksFor(secret, 'https://clinic.example', offerId);
    const book = new URL(links.book);
    const decline = new URL(links.decline);
    expect(book.origin + book.pathname).toBe('https://clinic.example/offer/book');
    expect(decline.pathname).toBe('/offer/decline');
    expect(readOfferLink(secret, book.searchParams.get('token') ?? '')).toBe(offerId);
    expect(decline.searchParams.get('token')).toBe(book.searchParams.get('token'));
  });
});
