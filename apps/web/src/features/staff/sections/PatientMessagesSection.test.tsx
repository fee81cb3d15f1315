import { threadMessages } from '@clinvia/contracts/threads';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/api';
import { staffDashboard } from '../../../test/fixtures';
import { renderApp, staff } from '../../../test/render';
import { doctorPerson, otherThreadId, staffPerson, threadDetail, threadId, threadSummary, threadScreenSetUp } from '../../../test/threads';

// MSG-UI-4: the staff queue (unassigned, mine, all) with overdue threads flagged in words; a
// thread assigned to a doctor, answered with a saved reply inserted, closed; the saved replies' editor.

const toasts = vi.hoisted(() => ({ show: vi.fn(), confirm: vi.fn() }));
vi.mock('../../../lib/toast', () => ({ showToast: toasts.show, confirmDialog: toasts.confirm }));

threadScreenSetUp([toasts.show, toasts.confirm]);

const waiting = threadSummary({ status: 'sent', assignee: null, answered_by: null, doctor: null, overdue: true, answer_due_at: '2030-03-13T17:00:00.000Z' });
const fresh = threadSummary({ id: otherThreadId, topic: 'billing', status: 'sent', assignee: null, answered_by: null, doctor: null, unread: true });
const savedReply = { id: 'b1000000-0000-4000-8000-000000000001', title: 'Stop and call', body: 'Please stop the medication and call us.', updated_at: '2030-03-01T10:00:00.000Z', updated_by: 'Sam Reed' };

const path = `/api/threads/${threadId}`;

function consoleApi() {
  const clinicView = threadDetail({ thread: waiting, can_close: true, can_assign: true });
  const assigned = { ...clinicView, thread: { ...waiting, doctor: doctorPerson, assignee: { ...doctorPerson, role: 'doctor' as const } } };
  const closed = { ...assigned, thread: { ...assigned.thread, status: 'closed' as const }, can_close: false, can_reply: false };
  // The thread as the server has it after each write (a write's answer is followed by a refetch).
  let current = clinicView;
  const moveTo = (next: typeof clinicView, message: string, status = 200) => () => {
    current = next;
    return { status, body: { message, thread: next } };
  };
  return fakeApi({
    'GET /api/authentication/me': { body: { user: { ...staff, id: String(staff.id), status: 'approved' }, enrolmentRequired: false } },
    'GET /api/staff/dashboard': { body: staffDashboard() },
    'GET /api/staff/threads': { body: { threads: [waiting, fresh], page: 1, has_more: false, counts: { unassigned: 2, mine: 0, all: 5, overdue: 1 } } },
    'GET /api/staff/threads/doctors': { body: { doctors: [{ id: doctorPerson.id, name: doctorPerson.name, specialization: 'Dermatology' }] } },
    'GET /api/staff/saved-replies': { body: { replies: [savedReply] } },
    [`GET ${path}`]: () => ({ body: current }),
    [`POST ${path}/read`]: { body: { ...waiting, unread: false } },
    [`GET ${path}/attachments/*`]: { body: 'bytes' },
    [`POST ${path}/assign`]: moveTo(assigned, threadMessages.assigned),
    [`POST ${path}/messages`]: moveTo(assigned, threadMessages.replied, 201),
    [`POST ${path}/close`]: moveTo(closed, threadMessages.closed),
  });
}

describe('the staff queue of patient messages (MSG-UI-4)', { timeout: 30_000 }, () => {
  it('shows the views with their counts and flags an overdue thread in words', async () => {
    const api = consoleApi();
    renderApp('/staff/patient-messages', staff);
    const list = await screen.findByRole('list', { name: 'Unassigned conversations' }, { timeout: 15_000 });
    expect(screen.getByRole('tab', { name: 'Unassigned (2)', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Mine (0)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All open (5)' })).toBeInTheDocument();
    expect(screen.getByText(/1 conversation is overdue/)).toBeInTheDocument();
    const overdue = within(list).getByRole('link', { name: 'Medication, Unread, Overdue' });
    expect(overdue).toHaveAttribute('href', `/staff/patient-messages/${threadId}`);
    expect(overdue.closest('li')).toHaveTextContent('Patient:Maria Lopez');
    expect(overdue.closest('li')).toHaveTextContent('Assigned to:In the queue');
    expect(within(list).getByRole('link', { name: 'Billing or insurance, Unread' })).toBeInTheDocument();
    expect(api.calls('GET', '/api/staff/threads')[0]?.query.get('view')).toBe('unassigned');
    await userEvent.click(screen.getByRole('tab', { name: 'Mine (0)' }));
    await vi.waitFor(() => {
      expect(api.calls('GET', '/api/staff/threads').some((call) => call.query.get('view') === 'mine')).toBe(true);
    });
  });

  it('assigns a thread to a doctor, answers it with a saved reply inserted, and closes it', async () => {
    const api = consoleApi();
    renderApp(`/staff/patient-messages/${threadId}`, staff);
    const assignee = await screen.findByRole('combobox', { name: 'Assign to' }, { timeout: 15_000 });
    await screen.findByRole('option', { name: 'Dr. Maya Patel, Dermatology' });
    await userEvent.selectOptions(assignee, `doctor:${doctorPerson.id}`);
    await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
    await vi.waitFor(() => {
      expect(api.calls('POST', `${path}/assign`)[0]?.body).toEqual({ assignee: 'doctor', doctorId: doctorPerson.id });
    });
    expect(await screen.findByText('Maya Patel (Doctor)', { selector: 'dd' })).toBeInTheDocument();

    const box = screen.getByRole('textbox', { name: 'Reply as the clinic' });
    await userEvent.type(box, 'Hello Maria,');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Insert a saved reply' }), savedReply.id);
    await userEvent.click(screen.getByRole('button', { name: 'Insert' }));
    expect(box).toHaveValue('Hello Maria,\n\nPlease stop the medication and call us.');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => {
      expect(api.calls('POST', `${path}/messages`)[0]?.body).toEqual({ body: 'Hello Maria,\n\nPlease stop the medication and call us.' });
    });

    await userEvent.click(screen.getByRole('button', { name: 'Close conversation' }));
    expect(await screen.findByText(threadMessages.closedForClinic.replace('This conversation is closed. ', ''), { exact: false })).toBeInTheDocument();
    expect(api.calls('POST', `${path}/close`)).toHaveLength(1);
    expect(toasts.show).toHaveBeenCalledWith(expect.objectContaining({ title: threadMessages.closed }));
  });

  it('writes a saved reply with the contract’s checks', async () => {
    const api = fakeApi({
      'GET /api/authentication/me': { body: { user: { ...staff, id: String(staff.id), status: 'approved' }, enrolmentRequired: false } },
    'GET /api/staff/dashboard': { body: staffDashboard() },
      'GET /api/staff/saved-replies': { body: { replies: [] } },
      'POST /api/staff/saved-replies': { status: 201, body: { message: threadMessages.savedReplySaved, reply: { ...savedReply, updated_by: staffPerson.name } } },
    });
    renderApp('/staff/patient-messages/saved-replies', staff);
    const save = await screen.findByRole('button', { name: 'Save reply' }, { timeout: 15_000 });
    expect(await screen.findByText('No saved replies yet.')).toBeInTheDocument();
    await userEvent.click(save);
    expect(await screen.findByText(threadMessages.savedReplyTitleRequired)).toBeInTheDocument();
    expect(api.calls('POST', '/api/staff/saved-replies')).toHaveLength(0);
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), savedReply.title);
    await userEvent.type(screen.getByRole('textbox', { name: 'Text' }), savedReply.body);
    await userEvent.click(save);
    await vi.waitFor(() => {
      expect(api.calls('POST', '/api/staff/saved-replies')[0]?.body).toEqual({ title: savedReply.title, body: savedReply.body });
    });
    expect(toasts.show).toHaveBeenCalledWith(expect.objectContaining({ title: threadMessages.savedReplySaved }));
  });
});
