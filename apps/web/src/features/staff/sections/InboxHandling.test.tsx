import type { InboxMessage } from '@clinvia/contracts/staff';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi, type SentRequest } from '../../../test/api';
import { staffDashboard } from '../../../test/fixtures';
import { renderApp, staff } from '../../../test/render';

// STAFF-7: the Inbox shows what visitors sent from the Contact page (as text), and staff mark a
// message handled with an optional note for colleagues.

const messageId = '3d6c1f6e-8e9a-4f1b-9a0c-2b7d5e4f3a21';
const message: InboxMessage = {
  id: messageId,
  name: 'Ana Diaz',
  email: 'ana@example.com',
  phone: null,
  subject: 'Parking at the clinic',
  message: 'Is there parking? <b>not bold</b>',
  status: 'new',
  created_at: '2030-03-10T09:00:00.000Z',
  handled_at: null,
  handled_by: null,
  handled_note: null,
  language: 'en',
  replies: [],
};
const pageOf = (items: InboxMessage[]) => ({ items, total: items.length, page: 1, pageSize: 10 });
const dashboard = { body: staffDashboard({ new_contact_messages: 1 }) };

function inboxApi(handle: (request: SentRequest) => { status?: number; body?: unknown }) {
  let handled = false;
  return fakeApi({
    'GET /api/staff/dashboard': dashboard,
    'GET /api/staff/contact-messages': ({ query }) => ({ body: pageOf(handled || query.get('status') === 'handled' ? [] : [message]) }),
    [`POST /api/staff/contact-messages/${messageId}/handle`]: (request) => {
      const answer = handle(request);
      handled = (answer.status ?? 200) < 400;
      return answer;
    },
  });
}

describe('the staff inbox (STAFF-7)', { timeout: 20_000 }, () => {
  it('lists the new messages with what was written shown as text', async () => {
    const api = inboxApi(() => ({ body: { ...message, status: 'handled' } }));
    renderApp('/staff/inbox', staff);
    const card = (await screen.findByRole('heading', { name: 'Parking at the clinic' })).closest('li');
    if (card === null) throw new Error('no card');
    expect(within(card).getByRole('link', { name: 'ana@example.com' })).toHaveAttribute('href', 'mailto:ana@example.com');
    expect(within(card).getByText('Is there parking? <b>not bold</b>')).toBeInTheDocument();
    expect(card.querySelector('b')).toBeNull();
    expect(within(card).getByText('New')).toBeInTheDocument();
    expect(api.calls('GET', '/api/staff/contact-messages')[0]?.query.get('status')).toBe('new');
  });

  it('marks a message handled with the note typed, and the list empties', async () => {
    const api = inboxApi(() => ({ body: { ...message, status: 'handled' } }));
    const user = userEvent.setup({ delay: null });
    renderApp('/staff/inbox', staff);
    await user.click(await screen.findByRole('button', { name: /^Mark handled…\s*Parking at the clinic$/ }));
    await user.type(screen.getByLabelText(/Note for colleagues/), 'Told her about the garage');
    await user.click(screen.getByRole('button', { name: 'Mark handled' }));
    expect(await screen.findByText('No new messages. Everything has been answered or handled.')).toBeInTheDocument();
    expect(api.calls('POST', `/api/staff/contact-messages/${messageId}/handle`).map((request) => request.body)).toEqual([{ note: 'Told her about the garage' }]);
  });

  it('keeps the note and says why when the server refuses', async () => {
    inboxApi(() => apiError(409, 'already_handled', 'A colleague has handled this message already.'));
    const user = userEvent.setup({ delay: null });
    renderApp('/staff/inbox', staff);
    await user.click(await screen.findByRole('button', { name: /^Mark handled…/ }));
    await user.type(screen.getByLabelText(/Note for colleagues/), 'Called back');
    await user.click(screen.getByRole('button', { name: 'Mark handled' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A colleague has handled this message already.');
    expect(screen.getByLabelText(/Note for colleagues/)).toHaveValue('Called back');
    expect(screen.getByRole('button', { name: 'Mark handled' })).toBeEnabled();
  });

  it('switches to the handled messages on request', async () => {
    const api = inboxApi(() => ({ body: message }));
    const user = userEvent.setup({ delay: null });
    renderApp('/staff/inbox', staff);
    await user.click(within(await screen.findByRole('group', { name: 'Show messages' })).getByRole('button', { name: 'Handled' }));
    expect(await screen.findByText('No messages.')).toBeInTheDocument();
    await waitFor(() => {
      expect(api.calls('GET', '/api/staff/contact-messages').some((request) => request.query.get('status') === 'handled')).toBe(true);
    });
  });
});
