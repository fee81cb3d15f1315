import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CalendarFeedCard } from './CalendarFeedCard';
import { renderWithQueries } from '../../test/queries';

// PORTAL-13: the link is shown once, right after it is made or renewed; afterwards the card says
// since when one is live, and Stop turns it off.

function fakeApi(live = false) {
  let issued = 0;
  let active = live;
  const calls: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${url.pathname}`);
    if (url.pathname !== '/api/doctors/me/calendar-feed') return Promise.resolve(Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 }));
    if (method === 'POST') {
      issued += 1;
      active = true;
      return Promise.resolve(Response.json({ path: `/api/calendar-feeds/${'t'.repeat(42)}${String(issued)}`, created_at: '2030-03-10T14:00:00.000Z' }));
    }
    if (method === 'DELETE') active = false;
    return Promise.resolve(Response.json({ active, created_at: active ? '2030-03-10T14:00:00.000Z' : null }));
  });
  return { calls };
}

function renderCard() {
  renderWithQueries(<CalendarFeedCard />);
  return userEvent.setup({ delay: null });
}

describe('CalendarFeedCard', () => {
  it('makes a private link, renews it (the old one stops) and stops the feed', async () => {
    const { calls } = fakeApi();
    const user = renderCard();
    expect(await screen.findByText('No calendar link yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get my calendar link' }));

    const link = await screen.findByLabelText('Your private calendar link');
    const first = `${window.location.origin}/api/calendar-feeds/${'t'.repeat(42)}1`;
    expect(link).toHaveValue(first);
    expect(link).toHaveAccessibleDescription(/Anyone with this link can see your schedule/);
    expect(screen.getByRole('link', { name: 'Open in my calendar app' })).toHaveAttribute('href', `webcal://${window.location.host}/api/calendar-feeds/${'t'.repeat(42)}1`);

    await user.click(screen.getByRole('button', { name: 'Renew link' }));
    expect(await screen.findByText('A new link is ready. The old link no longer works.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your private calendar link')).toHaveValue(`${window.location.origin}/api/calendar-feeds/${'t'.repeat(42)}2`);

    await user.click(screen.getByRole('button', { name: 'Stop the feed' }));
    expect(await screen.findByText('The feed is stopped: the link no longer works.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Your private calendar link')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get my calendar link' })).toBeInTheDocument();
    expect(calls.filter((call) => !call.startsWith('GET'))).toEqual(['POST /api/doctors/me/calendar-feed', 'POST /api/doctors/me/calendar-feed', 'DELETE /api/doctors/me/calendar-feed']);
  });

  it('does not show a live link again: it says since when and offers to renew or stop', async () => {
    fakeApi(true);
    renderCard();
    expect(await screen.findByText(/Your calendar link is live since Mar 10, 2030/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Your private calendar link')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Renew link' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stop the feed' })).toBeInTheDocument();
  });
});
