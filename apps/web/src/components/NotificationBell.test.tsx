import type { NotificationPage } from '@clinvia/contracts/notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { patient, renderApp } from '../test/render';
import { browserInZone } from '../test/zone';

const page: NotificationPage = {
  items: [
    { id: 'a1', kind: 'appointment.confirmed', title: 'Appointment confirmed', body: 'Dr. Maya Patel confirmed your visit.', appointment_id: 'x', link: '/appointments', created_at: '2026-11-20T10:00:00Z', read: false, timeZone: 'America/New_York' },
    { id: 'a2', kind: 'appointment.completed', title: 'Visit completed', body: 'Thank you.', appointment_id: 'y', link: '/appointments', created_at: '2026-11-18T10:00:00Z', read: true, timeZone: 'America/New_York' },
  ],
  total: 2,
  page: 1,
  pageSize: 10,
  unread: 1,
};

/**
 * The API as the bell sees it: the session (enrolled unless told otherwise), the notifications,
 * and a read call that leaves none unread.
 */
function stubApi({ enrolmentRequired = false, answer = page, stream = () => new Response(null, { status: 204 }) }: { enrolmentRequired?: boolean; answer?: { unread: number }; stream?: () => Response } = {}) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      calls.push({ url, body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined });
      if (url.startsWith('/api/authentication/me')) return Promise.resolve(Response.json({ user: { id: 'u1', role: 'patient', name: 'Pat', email: 'pat@example.com', username: 'pat', profileImage: null, status: 'active' }, enrolmentRequired }));
      if (url.startsWith('/api/notifications/stream')) return Promise.resolve(stream());
      if (url.startsWith('/api/notifications/read')) return Promise.resolve(Response.json({ unread: 0 }));
      if (url.startsWith('/api/notifications/unread')) return Promise.resolve(Response.json({ unread: answer.unread }));
      if (url.startsWith('/api/notifications')) return Promise.resolve(Response.json(answer));
      return Promise.resolve(Response.json([]));
    }),
  );
  return calls;
}

/** An offer of a Denver doctor's time, as the API writes it (slotInWords) with the zone of the doctor's location. */
const denverOffer: NotificationPage = {
  ...page,
  items: [
    {
      id: 'o1',
      kind: 'appointment.waitlist_offer',
      title: 'A time opened for you',
      body: 'A time with Dr. Rosa Peak on Wednesday, January 7 at 9:30 AM is free, and we are holding it for you for 15 minutes.',
      appointment_id: null,
      link: '/appointments',
      created_at: '2026-01-02T15:00:00Z',
      read: false,
      timeZone: 'America/Denver',
    },
  ],
  total: 1,
};

async function openBell() {
  const user = userEvent.setup();
  renderApp('/', patient);
  await user.click(await screen.findByRole('button', { name: /^Notifications/ }));
}

// The first render loads the app's chunks: seconds on a busy 2-core machine.
describe('notification bell: times in the zone of the doctor’s location (TIME-5)', { timeout: 20_000 }, () => {
  it('names the zone after a time when the browser’s clock reads otherwise', async () => {
    browserInZone('America/New_York');
    stubApi({ answer: denverOffer });
    await openBell();
    expect(await screen.findByText(/on Wednesday, January 7 at 9:30 AM Mountain time is free/)).toBeInTheDocument();
  });

  it('says the time alone to a browser in the doctor’s zone', async () => {
    browserInZone('America/Denver');
    stubApi({ answer: denverOffer });
    await openBell();
    expect(await screen.findByText(/on Wednesday, January 7 at 9:30 AM is free/)).toBeInTheDocument();
    expect(screen.queryByText(/Mountain time/)).not.toBeInTheDocument();
  });
});

describe('notification bell', () => {
  it('rings within the stream’s event, before the next poll (MSG-10)', async () => {
    let push: (text: string) => void = () => undefined;
    const stream = () =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            const encoder = new TextEncoder();
            push = (text) => {
              controller.enqueue(encoder.encode(text));
            };
          },
        }),
        { headers: { 'Content-Type': 'text/event-stream' } },
      );
    const calls = stubApi({ stream });
    renderApp('/', patient);
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await vi.waitFor(() => {
      expect(calls.map((call) => call.url)).toContain('/api/notifications/stream');
    });
    push(': ping\n\nevent: unread\ndata: {"unread": 3}\n');
    push('\n');
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
  });


  it('shows the unread dot and the latest notifications, newest first, linking to the appointment', async () => {
    stubApi();
    const user = userEvent.setup();
    renderApp('/', patient);
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(screen.getByTestId('unread-dot')).toBeInTheDocument();
    await user.click(bell);
    const panel = within(document.getElementById(bell.getAttribute('aria-controls') ?? '') ?? document.body);
    const links = panel.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([expect.stringContaining('Appointment confirmed'), expect.stringContaining('Visit completed')]);
    expect(links[0]).toHaveAttribute('href', '/appointments');
    expect(panel.getByText('New')).toBeInTheDocument();
  });

  it('leads a new-message notice to the thread itself, its words naming nothing of it (MSG-UI-6)', async () => {
    const threadNotice: NotificationPage = {
      ...page,
      items: [{ id: 'm1', kind: 'thread.message', title: 'New message', body: 'You have a new message from Clinvia. Open it in the portal.', appointment_id: null, link: '/messages/7d0c4c1e-5b7a-4a57-9f57-2f3f0f1b9a10', created_at: '2026-11-20T10:00:00Z', read: false, timeZone: 'America/New_York' }],
      total: 1,
    };
    const calls = stubApi({ answer: threadNotice });
    const user = userEvent.setup();
    renderApp('/', patient);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const notice = await screen.findByRole('link', { name: /New message/ });
    expect(notice).toHaveAttribute('href', '/messages/7d0c4c1e-5b7a-4a57-9f57-2f3f0f1b9a10');
    expect(notice).toHaveTextContent('You have a new message from Clinvia.');
    await user.click(notice);
    await vi.waitFor(() => {
      expect(calls.find((call) => call.url === '/api/notifications/read')?.body).toEqual({ ids: ['m1'] });
    });
  });

  it('polls only the unread count, and reads the notifications when the panel opens', async () => {
    const calls = stubApi();
    const user = userEvent.setup();
    renderApp('/', patient);
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    // The live channel (MSG-10) carries only counts; the notifications themselves wait for the panel.
    expect(calls.map((call) => call.url).filter((url) => url.startsWith('/api/notifications') && url !== '/api/notifications/stream')).toEqual(['/api/notifications/unread']);
    await user.click(bell);
    expect(await screen.findByText('Appointment confirmed')).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain('/api/notifications?pageSize=10');
  });

  it('asks nothing while the session must still enrol in two-step sign-in (AUTH-18: the server would refuse)', async () => {
    const calls = stubApi({ enrolmentRequired: true });
    renderApp('/', patient);
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    await vi.waitFor(() => {
      expect(calls.map((call) => call.url)).toContain('/api/authentication/me');
    });
    // The session's answer is in; give a query the bell might wrongly start a moment to fire.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.map((call) => call.url).filter((url) => url.startsWith('/api/notifications'))).toEqual([]);
  });

  it('marks everything read', async () => {
    const calls = stubApi();
    const user = userEvent.setup();
    renderApp('/', patient);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('unread-dot')).not.toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/notifications/read')?.body).toEqual({});
  });
});
