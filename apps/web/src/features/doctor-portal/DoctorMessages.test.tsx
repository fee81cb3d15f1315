import { threadMessages } from '@clinvia/contracts/threads';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/api';
import { doctor, renderApp } from '../../test/render';
import { threadDetail, threadId, threadSummary, threadScreenSetUp } from '../../test/threads';

// MSG-UI-5: the doctor portal's Messages: the threads routed to the doctor, overdue ones
// flagged; a thread answered and closed as the clinic.

const toasts = vi.hoisted(() => ({ show: vi.fn() }));
vi.mock('../../lib/toast', () => ({ showToast: toasts.show, confirmDialog: vi.fn() }));

threadScreenSetUp([toasts.show]);

const routed = threadSummary({ status: 'read', answered_by: null, overdue: true, answer_due_at: '2030-03-13T17:00:00.000Z' });
const path = `/api/threads/${threadId}`;

function portalApi() {
  const open = threadDetail({ thread: routed, can_close: true });
  const closed = { ...open, thread: { ...routed, status: 'closed' as const }, can_close: false, can_reply: false };
  let current = open;
  return fakeApi({
    // The portal's account gate asks the server first (AUTH-18).
    'GET /api/authentication/me': { body: { user: { ...doctor, id: String(doctor.id), status: 'approved' }, enrolmentRequired: false } },
    'GET /api/doctors/me/threads': { body: { threads: [routed], page: 1, has_more: false, counts: { open: 1, overdue: 1 } } },
    [`GET ${path}`]: () => ({ body: current }),
    [`POST ${path}/read`]: { body: { ...routed, unread: false } },
    [`GET ${path}/attachments/*`]: { body: 'bytes' },
    'GET /api/staff/saved-replies': { body: { replies: [] } },
    [`POST ${path}/messages`]: { status: 201, body: { message: threadMessages.replied, thread: open } },
    [`POST ${path}/close`]: () => {
      current = closed;
      return { body: { message: threadMessages.closed, thread: closed } };
    },
  });
}

describe('the doctor portal’s Messages (MSG-UI-5)', { timeout: 30_000 }, () => {
  it('lists the threads routed to the doctor, the overdue one flagged in words', async () => {
    const api = portalApi();
    renderApp('/doctor-portal/messages', doctor);
    const list = await screen.findByRole('list', { name: 'Open conversations' }, { timeout: 15_000 });
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Messages', current: 'page' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Open (1)', selected: true })).toBeInTheDocument();
    expect(screen.getByText(/1 conversation is overdue/)).toBeInTheDocument();
    const link = within(list).getByRole('link', { name: 'Medication, Unread, Overdue' });
    expect(link).toHaveAttribute('href', `/doctor-portal/messages/${threadId}`);
    expect(api.calls('GET', '/api/doctors/me/threads')[0]?.query.get('state')).toBe('open');
  });

  it('answers a thread as the clinic and closes it', async () => {
    const api = portalApi();
    renderApp(`/doctor-portal/messages/${threadId}`, doctor);
    const box = await screen.findByRole('textbox', { name: 'Reply as the clinic' }, { timeout: 15_000 });
    expect(screen.getByRole('heading', { level: 2, name: 'Medication' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Assign to' })).toBeNull();
    await userEvent.type(box, 'Please stop the cream.');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => {
      expect(api.calls('POST', `${path}/messages`)[0]?.body).toEqual({ body: 'Please stop the cream.' });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Close conversation' }));
    expect(await screen.findByText(/The patient reopens it by writing again/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Reply as the clinic' })).toBeNull();
  });
});
