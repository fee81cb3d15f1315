import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, staff } from '../../../test/render';
import { browserInZone } from '../../../test/zone';

// LIFE-10: the Messages view groups the e-mails by appointment, says what failed and why (the
// kind of error only), and Retry queues a failed one again.

const appointmentId = '6f1c2b1e-1d7a-4c39-9a55-0b7a1f0c2d11';
const failedId = '0b8f7c1a-2e44-4a1b-8c0e-5d9e6f7a8b90';
const message = {
  appointment_id: appointmentId,
  sequence: 0,
  due_at: '2026-11-25T14:00:00Z',
  patient_name: 'Alex Morgan',
  doctor_name: 'Maya Patel',
  appointment_date: '2026-11-27',
  appointment_time: '10:00',
  timeZone: 'America/New_York',
};
const page = (failedStatus: 'failed' | 'queued') => ({
  messages: [
    { ...message, id: failedId, kind: 'confirmed', status: failedStatus, sent_at: null, attempts: 5, last_error: 'Error ECONNREFUSED' },
    { ...message, id: '1c9d8e7f-3a2b-4c5d-9e6f-7a8b9c0d1e2f', kind: 'booked', status: 'sent', sent_at: '2026-11-25T14:00:05Z', attempts: 1, last_error: null },
  ],
  page: 1,
  has_more: false,
  counts: { queued: failedStatus === 'queued' ? 1 : 0, sent: 1, failed: failedStatus === 'failed' ? 1 : 0, dropped: 0, not_sent: 0 },
  email_off: false,
});

function stubApi() {
  let retried = false;
  const calls: { url: string; method: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ url, method });
      if (url === `/api/staff/appointment-messages/${failedId}/retry` && method === 'POST') {
        retried = true;
        return Promise.resolve(Response.json({ message: page('queued').messages[0] }));
      }
      if (url.startsWith('/api/staff/appointment-messages')) return Promise.resolve(Response.json(page(retried ? 'queued' : 'failed')));
      return Promise.resolve(Response.json({}, { status: 404 }));
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

// The console's sections load lazily: on a busy 2-core machine the first render takes seconds.
describe('Messages', { timeout: 30_000 }, () => {
  it('lists an appointment’s e-mails with their status, attempts and last error, and retries a failed one', async () => {
    browserInZone('America/New_York');
    const calls = stubApi();
    const user = userEvent.setup();
    renderApp('/staff/messages', staff);
    // The list first, then the page's heading: a heading found before the list arrives is replaced
    // by a later render (the element is detached, the page still shows 'Messages').
    const card = (await screen.findByRole('heading', { level: 2, name: 'Alex Morgan' })).closest('li');
    if (!card) throw new Error('no appointment card');
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    const inCard = within(card);
    expect(inCard.getByText('Dr. Maya Patel · Fri, Nov 27, 2026, 10:00 AM')).toBeInTheDocument();
    expect(inCard.getByText('Failed')).toBeInTheDocument();
    expect(inCard.getByText('Last error: Error ECONNREFUSED')).toBeInTheDocument();
    expect(inCard.getByText(/5 attempts/)).toBeInTheDocument();
    expect(inCard.getByText('Sent', { selector: 'span' })).toBeInTheDocument();
    // Only the failed one offers a retry.
    expect(inCard.getAllByRole('button', { name: /Retry/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Failed (1)' })).toBeInTheDocument();

    await user.click(inCard.getByRole('button', { name: 'Retry the ‘Confirmed’ e-mail' }));
    expect(calls).toContainEqual({ url: `/api/staff/appointment-messages/${failedId}/retry`, method: 'POST' });
    expect(await screen.findByText('Due', { selector: 'span' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
  });

  it('filters by status through the address', async () => {
    const calls = stubApi();
    const user = userEvent.setup();
    renderApp('/staff/messages', staff);
    await user.click(await screen.findByRole('button', { name: /^Failed/ }));
    expect(screen.getByRole('button', { name: /^Failed/ })).toHaveAttribute('aria-pressed', 'true');
    expect(calls.map((call) => call.url)).toContain('/api/staff/appointment-messages?status=failed&page=1');
  });
});
