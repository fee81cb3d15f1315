import { visitLinkMessages, type VisitLinkState } from '@clinvia/contracts/visits';
import { offerMessages, type OfferState } from '@clinvia/contracts/waitlist';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatClinicDate } from '../../lib/clinic-dates';
import { zonedClock } from '../../lib/zone-time';
import { apiError, fakeApi } from '../../test/api';
import { waitlistOffer } from '../../test/fixtures';
import { inPseudoLanguage, readable, untranslated } from '../../test/pseudo';
import { renderApp } from '../../test/render';
import { browserInZone } from '../../test/zone';

// I18N-8: the e-mail link pages (a visit's one-click links, a waitlist offer's, a contact
// address's) in the pseudo-language: no word that did not come through a catalogue. The server's
// messages, the doctor and the clinic's date and time are data, left out.

const token = 'dmlzaXQ.c2lnbmF0dXJl';
const date = '2030-03-13';
const time = '14:30';
const timeZone = 'America/New_York';
const when = [formatClinicDate(date, 'long', 'en'), zonedClock(date, time, timeZone, 'en')];

async function mainAt(path: string): Promise<HTMLElement> {
  browserInZone(timeZone);
  await inPseudoLanguage();
  renderApp(path);
  const main = await screen.findByRole('main', {}, { timeout: 10_000 });
  await within(main).findByRole('heading', { level: 1, name: /⟦/ }, { timeout: 10_000 });
  return main;
}

describe('the e-mail link pages in the pseudo-language (I18N-8)', { timeout: 20_000 }, () => {
  it.each<[string, VisitLinkState, string]>([
    ['attend', 'ready', visitLinkMessages.readyAttend],
    ['cancel', 'ready', visitLinkMessages.readyCancel],
    ['attend', 'done', visitLinkMessages.attended],
    ['cancel', 'done', visitLinkMessages.attended],
    ['attend', 'closed', visitLinkMessages.attended],
  ])('shows /visit/%s (%s) with no untranslated text', async (action, state, message) => {
    fakeApi({ 'GET /api/visit-links': { body: { action, state, message, doctorName: 'Maya Patel', date, time, timeZone } } });
    const main = await mainAt(`/visit/${action}?token=${token}`);
    await within(main).findByTestId('visit-when');
    expect(untranslated(readable(main), ['Maya Patel', message, ...when])).toEqual([]);
  });

  it.each(['/visit/attend', '/offer/book', '/confirm-address'])('shows %s without its token with no untranslated text', async (path) => {
    fakeApi({});
    const main = await mainAt(path);
    expect(untranslated(readable(main))).toEqual([]);
  });

  it.each<OfferState>(['booked', 'declined', 'expired', 'withdrawn'])('shows an offer that is %s with no untranslated text', async (state) => {
    const offer = waitlistOffer({ state, message: offerMessages.ready });
    fakeApi({ 'GET /api/waitlist-offers*': { body: offer } });
    const main = await mainAt(`/offer/book?token=${token}`);
    await within(main).findByTestId('offer-when');
    expect(untranslated(readable(main), [offer.doctor_name, offer.specialization, offer.message, ...when])).toEqual([]);
  });

  it('shows an offer link that does not open with no untranslated text', async () => {
    fakeApi({ 'GET /api/waitlist-offers*': apiError(429, 'rate_limited', 'Too many requests') });
    const main = await mainAt(`/offer/decline?token=${token}`);
    await within(main).findByRole('button');
    expect(untranslated(readable(main), ['Too many requests'])).toEqual([]);
  });

  it('shows the contact-address page with no untranslated text', async () => {
    fakeApi({ 'GET /api/contact-address-links*': { body: { state: 'ready', email: 'maria@example.com', message: 'Confirm it.' } } });
    const main = await mainAt(`/confirm-address?token=${token}`);
    await within(main).findByRole('button');
    expect(untranslated(readable(main), ['maria@example.com', 'Confirm it.'])).toEqual([]);
  });
});
