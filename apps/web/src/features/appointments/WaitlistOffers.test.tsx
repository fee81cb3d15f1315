import { bookingMessages } from '@clinvia/contracts/appointments';
import { offerMessages, type WaitlistEntries, type WaitlistEntry, type WaitlistOffer } from '@clinvia/contracts/waitlist';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Swal } from '../../lib/swal';
import { waitlistOffer } from '../../test/fixtures';
import { patient, renderApp } from '../../test/render';
import { browserInZone } from '../../test/zone';

// WAIT-2 on /appointments: the times held for the patient, first on the page, answered there.

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  Swal.close();
});

const offer = waitlistOffer({ expires_at: new Date(Date.now() + 10 * 60_000).toISOString(), needs_details: true });

const entry: WaitlistEntry = { id: 'e1', doctor_id: offer.doctor_id, doctor_name: 'Maya Patel', specialization: 'Cardiology', days: ['2030-03-13'], parts: ['afternoon'], expires_on: '2030-03-13', created_at: '2030-03-10T12:00:00.000Z' };

/** The patient's page: the waitlist answers the offer until it is booked, then nothing held. */
function stubApi(shown: WaitlistOffer = offer) {
  let booked = false;
  const posts: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        posts.push({ url, body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined });
        booked = true;
        return Promise.resolve(Response.json({ ...offer, state: 'booked', message: offerMessages.booked }));
      }
      if (url === '/api/patients/waitlist/7') {
        const answer: WaitlistEntries = booked ? { entries: [], offers: [] } : { entries: [entry], offers: [shown] };
        return Promise.resolve(Response.json(answer));
      }
      if (url === '/api/patients/get-appointments/7') return Promise.resolve(Response.json({ appointments: [] }));
      if (url === '/api/config') return Promise.resolve(Response.json({ clinicTimeZone: 'America/New_York', today: '2030-03-10' }));
      return Promise.resolve(Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 }));
    }),
  );
  return posts;
}

describe('offers on /appointments (WAIT-2)', { timeout: 20_000 }, () => {
  it('name the zone of the doctor’s location for a browser elsewhere, not ‘(clinic time)’ (TIME-5)', async () => {
    browserInZone('America/New_York');
    stubApi({ ...offer, timeZone: 'America/Denver' });
    renderApp('/appointments', patient);
    const offers = await screen.findByRole('region', { name: 'A time opened for you' });
    expect(offers).toHaveTextContent('Wednesday, March 13, 2030 at 2:30 PM Mountain time');
    expect(within(offers).getByText(/^Held for you until/).closest('p')).toHaveTextContent(/^Held for you until \d{1,2}:\d{2} [AP]M Mountain time$/);
    expect(offers).not.toHaveTextContent('clinic time');
  });

  it('say the time alone to a browser in the doctor’s zone (TIME-5)', async () => {
    browserInZone('America/Denver');
    stubApi({ ...offer, timeZone: 'America/Denver' });
    renderApp('/appointments', patient);
    const offers = await screen.findByRole('region', { name: 'A time opened for you' });
    expect(offers).toHaveTextContent('Wednesday, March 13, 2030 at 2:30 PM');
    expect(offers).not.toHaveTextContent(/Mountain time|clinic time/);
  });

  it('come first, ask the visit’s details when the entry keeps none, and book with them', async () => {
    browserInZone('America/New_York');
    const posts = stubApi();
    const user = userEvent.setup({ delay: null });
    renderApp('/appointments', patient);
    const offers = await screen.findByRole('region', { name: 'A time opened for you' });
    expect(screen.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent('A time opened for you');
    expect(offers).toHaveTextContent('Dr. Maya Patel');
    expect(offers).toHaveTextContent('Wednesday, March 13, 2030 at 2:30 PM');
    expect(within(offers).getByText(/^Held for you until/)).toBeInTheDocument();

    const book = within(offers).getByRole('button', { name: 'Book this slot with Dr. Maya Patel, Wed, Mar 13 at 2:30 PM' });
    await user.click(book);
    expect(posts).toEqual([]);
    await user.click(book);
    expect(await within(offers).findByText(bookingMessages.typeRequired)).toBeInTheDocument();
    expect(within(offers).getByText(bookingMessages.reasonRequired)).toBeInTheDocument();
    expect(posts).toEqual([]);

    await user.click(within(offers).getByRole('radio', { name: /Consultation/ }));
    await user.type(within(offers).getByLabelText('Reason for your visit'), 'Results of my blood test');
    await user.click(book);
    expect(await screen.findByText(offerMessages.booked)).toBeInTheDocument();
    expect(posts).toEqual([
      {
        url: `/api/patients/waitlist/offers/${offer.id}/accept`,
        body: { details: { appointmentType: 'Consultation', appointmentReason: 'Results of my blood test', isInsurance: 'false', insuranceProvider: '', insuranceId: '' } },
      },
    ]);
    // The waitlist is read again: nothing is held any more.
    await vi.waitFor(() => {
      expect(screen.queryByRole('region', { name: 'A time opened for you' })).not.toBeInTheDocument();
    });
  });
});
