import { bookingMessages } from '@clinvia/contracts/appointments';
import { offerMessages, type OfferState, type WaitlistOffer } from '@clinvia/contracts/waitlist';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitlistOffer } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { browserInZone } from '../../test/zone';

// WAIT-2: the page of a waitlist offer e-mail's links, every state it can be in.

configure({ asyncUtilTimeout: 5000 });

const token = 'b2ZmZXI.c2lnbmF0dXJl';
/** The clinic's 10:05 AM (New York, March: UTC-4); the hold ends at 10:15 AM. */
const now = new Date('2030-03-12T14:05:00.000Z');

function offer(state: OfferState, extra: Partial<WaitlistOffer> = {}): WaitlistOffer {
  const messages: Record<OfferState, string> = {
    ready: offerMessages.ready,
    booked: offerMessages.alreadyBooked,
    declined: offerMessages.alreadyDeclined,
    expired: offerMessages.expired,
    withdrawn: offerMessages.withdrawn,
  };
  return waitlistOffer({ state, message: messages[state], ...extra });
}

interface Reply {
  status: number;
  body: unknown;
}

/** The two calls of the page: GETs answer `reads` in turn (the last one repeats), POSTs `posts`. */
function stubApi(reads: Reply[], posts: Reply[] = []) {
  const calls: { method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (!url.startsWith('/api/waitlist-offers')) return Promise.resolve(Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 }));
      calls.push({ method, body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined });
      const reply = method === 'GET' ? (reads.length > 1 ? reads.shift() : reads[0]) : posts.shift();
      if (!reply) throw new Error(`no answer for ${method} ${url}`);
      return Promise.resolve(Response.json(reply.body, { status: reply.status }));
    }),
  );
  return calls;
}

const ok = (body: WaitlistOffer): Reply => ({ status: 200, body });
const failure = (status: number, code: string, message: string, fields?: Record<string, string>): Reply => ({ status, body: { error: { code, message, ...(fields ? { fields } : {}) } } });

beforeEach(() => {
  // The specification's case: a browser in the doctor's zone sees the times alone (TIME-5).
  browserInZone('America/New_York');
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the waitlist offer page (WAIT-2)', { timeout: 20_000 }, () => {
  it('shows the held time and how long it is held, changes nothing on load, and books with one click', async () => {
    const calls = stubApi([ok(offer('ready'))], [ok(offer('booked', { message: offerMessages.booked, appointment_id: 'a1' }))]);
    const user = userEvent.setup({ delay: null });
    renderApp(`/offer/book?token=${token}`);
    expect(await screen.findByRole('heading', { name: 'A time opened for you' })).toBeInTheDocument();
    expect(screen.getByText('Dr. Maya Patel')).toBeInTheDocument();
    expect(screen.getByTestId('offer-when')).toHaveTextContent('Wednesday, March 13, 2030 at 2:30 PM');
    expect(screen.getByText(/^Held for you until/).closest('p')).toHaveTextContent(/^Held for you until 10:15 AM$/);
    expect(screen.queryByText(/Eastern time/)).not.toBeInTheDocument();
    // The countdown is for the eye; screen readers hear the hold's end instead of every second.
    expect(screen.getByTestId('offer-countdown')).toHaveTextContent('10:00 left');
    expect(screen.getByTestId('offer-countdown')).toHaveAttribute('aria-hidden', 'true');
    const buttons = within(screen.getByRole('main')).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Book this slot', 'No thanks']);
    expect(calls.map((call) => call.method)).toEqual(['GET']);

    await user.click(screen.getByRole('button', { name: 'Book this slot' }));
    const done = await screen.findByRole('heading', { name: 'You are booked' });
    expect(done).toHaveFocus();
    expect(screen.getByText(offerMessages.booked)).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({ method: 'POST', body: { token, action: 'accept' } });
    expect(screen.getByRole('link', { name: 'Sign in to see your appointments' })).toHaveAttribute('href', '/appointments');
  });

  it('names a later visit with the doctor (WAIT-5): booking keeps it, the second button moves it here, confirmed and all', async () => {
    const moves = { id: 'a0', date: '2030-03-19', time: '11:00', appointment_type: 'Follow-up', status: 'confirmed' as const };
    const calls = stubApi([ok(offer('ready', { moves_appointment: moves }))], [ok(offer('booked', { message: offerMessages.movedConfirmed, appointment_id: 'a0' }))]);
    const user = userEvent.setup({ delay: null });
    renderApp(`/offer/book?token=${token}`);
    expect(await screen.findByText(/^You also have a follow-up with this doctor/)).toHaveTextContent(
      'You also have a follow-up with this doctor on Tuesday, March 19, 2030 at 11:00 AM (confirmed). Booking this time keeps it; you may move it here instead, and it stays confirmed.',
    );
    expect(within(screen.getByRole('main')).getAllByRole('button').map((button) => button.textContent)).toEqual(['Book this slot', 'Move my Tue, Mar 19, 11:00 AM visit here instead', 'No thanks']);
    await user.click(screen.getByRole('button', { name: 'Move my Tue, Mar 19, 11:00 AM visit here instead' }));
    expect(await screen.findByText(offerMessages.movedConfirmed)).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({ method: 'POST', body: { token, action: 'accept', move: 'a0' } });
  });

  it('names the zone of the doctor’s location in the held time, its hold and a later visit for a browser elsewhere (TIME-5)', async () => {
    browserInZone('Europe/London');
    const moves = { id: 'a0', date: '2030-03-19', time: '11:00', appointment_type: 'Follow-up', status: 'pending' as const };
    stubApi([ok(offer('ready', { timeZone: 'America/Denver', moves_appointment: moves }))]);
    renderApp(`/offer/book?token=${token}`);
    expect(await screen.findByTestId('offer-when')).toHaveTextContent('Wednesday, March 13, 2030 at 2:30 PM Mountain time');
    // 14:15 UTC is 8:15 AM in Denver (UTC-6 in March).
    expect(screen.getByText(/^Held for you until/).closest('p')).toHaveTextContent(/^Held for you until 8:15 AM Mountain time$/);
    expect(screen.getByText(/^You also have a follow-up/)).toHaveTextContent('on Tuesday, March 19, 2030 at 11:00 AM Mountain time.');
    expect(screen.getByRole('button', { name: 'Move my Tue, Mar 19, 11:00 AM Mountain time visit here instead' })).toBeInTheDocument();
  });

  it('the decline page puts No thanks first and passes the time on', async () => {
    const calls = stubApi([ok(offer('ready'))], [ok(offer('declined', { message: offerMessages.declined }))]);
    const user = userEvent.setup({ delay: null });
    renderApp(`/offer/decline?token=${token}`);
    expect(await screen.findByRole('heading', { name: 'Turn down this time?' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getAllByRole('button').map((button) => button.textContent)).toEqual(['No thanks', 'Book this slot']);
    await user.click(screen.getByRole('button', { name: 'No thanks' }));
    expect(await screen.findByRole('heading', { name: 'Thanks for letting us know' })).toBeInTheDocument();
    expect(screen.getByText(offerMessages.declined)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find another doctor' })).toHaveAttribute('href', '/find-doctor');
    expect(calls.at(-1)).toEqual({ method: 'POST', body: { token, action: 'decline' } });
  });

  it('asks the visit’s details first when the waitlist entry has none, with the booking’s messages and the server’s', async () => {
    const serverMessage = 'Please describe the reason in your own words';
    const calls = stubApi(
      [ok(offer('ready', { needs_details: true }))],
      [failure(400, 'validation_error', 'Please correct the highlighted fields.', { 'details.appointmentReason': serverMessage }), ok(offer('booked', { message: offerMessages.booked }))],
    );
    const user = userEvent.setup({ delay: null });
    renderApp(`/offer/book?token=${token}`);
    const details = await screen.findByRole('region', { name: 'About your visit' });
    await user.click(screen.getByRole('button', { name: 'Book this slot' }));
    expect(await within(details).findByText(bookingMessages.typeRequired)).toBeInTheDocument();
    expect(within(details).getByText(bookingMessages.reasonRequired)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.click(within(details).getByRole('radio', { name: /Follow-up/ }));
    await user.type(within(details).getByLabelText('Reason for your visit'), 'Blood pressure check');
    await user.click(screen.getByRole('button', { name: 'Book this slot' }));
    expect(await within(details).findByText(serverMessage)).toBeInTheDocument();
    expect(within(details).getByLabelText('Reason for your visit')).toHaveValue('Blood pressure check');
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');

    await user.click(screen.getByRole('button', { name: 'Book this slot' }));
    expect(await screen.findByRole('heading', { name: 'You are booked' })).toBeInTheDocument();
    expect(calls.at(-1)?.body).toEqual({
      token,
      action: 'accept',
      details: { appointmentType: 'Follow-up', appointmentReason: 'Blood pressure check', isInsurance: 'false', insuranceProvider: '', insuranceId: '' },
    });
  });

  it.each([
    ['expired', 'This hold has ended', offerMessages.expired],
    ['withdrawn', 'This time is no longer available', offerMessages.withdrawn],
    ['booked', 'You have booked this time', offerMessages.alreadyBooked],
    ['declined', 'You turned this time down', offerMessages.alreadyDeclined],
  ] as const)('a link to an offer that is %s says so, with no buttons and the next steps', async (state, title, message) => {
    stubApi([ok(offer(state))]);
    renderApp(`/offer/book?token=${token}`);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book this slot' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find another doctor' })).toBeInTheDocument();
  });

  it('a click too late (409 offer_closed) shows where the offer stands now', async () => {
    stubApi([ok(offer('ready')), ok(offer('expired'))], [failure(409, 'offer_closed', offerMessages.expired)]);
    const user = userEvent.setup({ delay: null });
    renderApp(`/offer/book?token=${token}`);
    await user.click(await screen.findByRole('button', { name: 'Book this slot' }));
    expect(await screen.findByRole('heading', { name: 'This hold has ended' })).toBeInTheDocument();
    expect(screen.getByText(offerMessages.expired)).toBeInTheDocument();
  });

  it('a booking refused for another reason keeps the page and says why', async () => {
    const conflict = 'You already have an appointment at this date and time. Please choose another time.';
    stubApi([ok(offer('ready'))], [failure(409, 'patient_double_booking', conflict)]);
    const user = userEvent.setup({ delay: null });
    renderApp(`/offer/book?token=${token}`);
    await user.click(await screen.findByRole('button', { name: 'Book this slot' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(conflict);
    expect(screen.getByRole('button', { name: 'No thanks' })).toBeEnabled();
  });

  it('when the hold runs out on the page, it asks the server again and says the hold has ended', async () => {
    const calls = stubApi([ok(offer('ready', { expires_at: now.toISOString() })), ok(offer('expired'))]);
    renderApp(`/offer/book?token=${token}`);
    expect(await screen.findByRole('heading', { name: 'This hold has ended' }, { timeout: 4000 })).toBeInTheDocument();
    expect(calls.map((call) => call.method)).toEqual(['GET', 'GET']);
  });

  it('a link that is not genuine, a page without its token and too many tries each read right', async () => {
    stubApi([failure(404, 'link_invalid', offerMessages.linkInvalid)]);
    const first = renderApp(`/offer/book?token=${token}`);
    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeInTheDocument();
    expect(screen.getByText(offerMessages.linkInvalid)).toBeInTheDocument();
    first.unmount();

    const second = renderApp('/offer/book');
    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeInTheDocument();
    second.unmount();

    stubApi([failure(429, 'rate_limited', 'Too many requests. Please try again in a minute.')]);
    renderApp(`/offer/book?token=${token}`);
    expect(await screen.findByRole('heading', { name: 'Please wait a moment' })).toBeInTheDocument();
    expect(screen.getByText('Too many requests. Please try again in a minute.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
