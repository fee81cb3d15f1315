import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/api';
import { doctor, patient, renderApp } from '../../test/render';
import { otherThreadId, staffPerson, threadId, threadSummary } from '../../test/threads';

// MSG-UI-1: the patient's list of conversations: topic, status in words, last activity, who
// answered (name and role), an unread marker; the nav link for patients only.

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const list = (threads: unknown[]) => ({ threads, page: 1, has_more: false, answer_business_days: 2, new_threads_left_today: 5 });

describe('the /messages page (MSG-UI-1)', { timeout: 20_000 }, () => {
  it('lists every thread with its topic, state, who answered, last activity and an unread marker', async () => {
    const api = fakeApi({
      'GET /api/threads': {
        body: list([
          threadSummary(),
          threadSummary({ id: otherThreadId, topic: 'billing', status: 'read', unread: false, doctor: null, answered_by: null, assignee: { ...staffPerson, role: 'staff' } }),
        ]),
      },
    });
    renderApp('/messages', patient);
    const threads = await screen.findByRole('list', { name: 'Your conversations' }, { timeout: 10_000 });
    const [first, second] = within(threads).getAllByRole('listitem');
    if (first === undefined || second === undefined) throw new Error('two threads expected');
    const medication = within(first).getByRole('link', { name: 'Medication, Unread' });
    expect(medication).toHaveAttribute('href', `/messages/${threadId}`);
    expect(first).toHaveTextContent('Answered');
    expect(first).toHaveTextContent('Answered by:Maya Patel (Doctor)');
    expect(within(first).getByText('New')).toBeInTheDocument();
    expect(first).toHaveTextContent(/Last activity: .*2030/);
    expect(within(second).getByRole('link', { name: 'Billing or insurance' })).toHaveAttribute('href', `/messages/${otherThreadId}`);
    expect(second).toHaveTextContent('Read by the clinic');
    expect(within(second).queryByText('New')).toBeNull();
    // The staff member assigned is the clinic's business: the patient's list shows who answered, not who holds it.
    expect(second).not.toHaveTextContent('Sam Reed');
    expect(api.calls('GET', '/api/threads')[0]?.query.get('state')).toBe('all');
    expect(screen.getByRole('link', { name: 'New message' })).toHaveAttribute('href', '/messages/new');
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/messages');
  });

  it('says so when there is no conversation yet', async () => {
    fakeApi({ 'GET /api/threads': { body: list([]) } });
    renderApp('/messages', patient);
    expect(await screen.findByText('No conversations yet. Start one with New message.', undefined, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('is a patient’s page: a doctor who opens it is sent to their portal', async () => {
    fakeApi({});
    const { router } = renderApp('/messages', doctor);
    await vi.waitFor(() => {
      expect(router.state.location.pathname).toBe('/doctor-portal');
    });
  });
});
