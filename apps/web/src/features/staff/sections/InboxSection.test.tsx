import { contactReplyMessages } from '@clinvia/contracts/staff';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, staff } from '../../../test/render';

// STAFF-19: staff answer a contact message by e-mail from the inbox; the history shows who,
// when and what; a failed send keeps the text.

const toasts = vi.hoisted(() => ({ show: vi.fn() }));
vi.mock('../../../lib/toast', () => ({ showToast: toasts.show, confirmDialog: vi.fn() }));

const messageId = '3f0c2b1e-1d7a-4c39-9a55-0b7a1f0c2d11';
const base = {
  id: messageId,
  name: 'Rosa Sender',
  email: 'rosa@example.com',
  phone: null,
  subject: 'Parking at the clinic',
  message: 'Is there parking?',
  created_at: '2026-11-25T14:00:00Z',
  handled_at: null,
  handled_by: null,
  handled_note: null,
  language: 'en',
};
const unanswered = { ...base, status: 'new', replies: [] };
const answered = { ...base, status: 'answered', replies: [{ sent_at: '2026-11-26T15:30:00Z', sent_by: 'Sam Reed', body: 'Yes: level -1, free for patients.' }] };

function stubApi(replyAnswer: () => Response, waiting: object = unanswered) {
  let replied = false;
  const replies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      if (url === `/api/staff/contact-messages/${messageId}/reply`) {
        replies.push(JSON.parse(init?.body as string));
        const response = replyAnswer();
        replied = response.ok;
        return Promise.resolve(response);
      }
      if (url.startsWith('/api/staff/contact-messages')) return Promise.resolve(Response.json({ items: [replied ? answered : waiting], total: 1, page: 1, pageSize: 10 }));
      return Promise.resolve(Response.json({}, { status: 404 }));
    }),
  );
  return replies;
}

afterEach(() => {
  vi.unstubAllGlobals();
  toasts.show.mockReset();
});

async function openReply() {
  renderApp('/staff/inbox', staff);
  const card = (await screen.findByRole('heading', { level: 2, name: 'Parking at the clinic' }, { timeout: 10_000 })).closest('li');
  if (!card) throw new Error('no message card');
  await userEvent.click(within(card).getByRole('button', { name: /^Reply by e-mail/ }));
  return within(card);
}

// The console's sections load lazily: on a busy 2-core machine the first render takes seconds.
describe('Inbox replies', { timeout: 30_000 }, () => {
  it('sends the reply, then shows it in the history with who and when, the message answered', async () => {
    const replies = stubApi(() => Response.json(answered));
    const card = await openReply();
    expect(card.getByText('Written in English')).toBeInTheDocument();
    expect(card.getByText("Sent by e-mail to rosa@example.com in English, signed 'The Clinvia team'. Their message is not quoted.")).toBeInTheDocument();
    await userEvent.type(card.getByRole('textbox', { name: 'Reply to Rosa Sender' }), 'Yes: level -1, free for patients.');
    await userEvent.click(card.getByRole('button', { name: 'Send reply' }));
    const history = within(await screen.findByRole('list', { name: 'Replies sent' }));
    expect(history.getByText(/^Replied by Sam Reed on /)).toBeInTheDocument();
    expect(history.getByText('Yes: level -1, free for patients.')).toBeInTheDocument();
    expect(screen.getByText('Answered', { selector: 'span' })).toBeInTheDocument();
    expect(replies).toEqual([{ reply: 'Yes: level -1, free for patients.' }]);
    expect(toasts.show).toHaveBeenCalledWith(expect.objectContaining({ title: contactReplyMessages.sent }));
  });

  it('says what is missing and sends nothing', async () => {
    const replies = stubApi(() => Response.json(answered));
    const card = await openReply();
    await userEvent.click(card.getByRole('button', { name: 'Send reply' }));
    expect(await card.findByText(contactReplyMessages.required)).toBeInTheDocument();
    expect(card.getByRole('textbox', { name: 'Reply to Rosa Sender' })).toHaveAttribute('aria-invalid', 'true');
    expect(replies).toEqual([]);
  });

  it('keeps the text when the e-mail could not be sent', async () => {
    stubApi(() => Response.json({ error: { code: 'unavailable', message: contactReplyMessages.notSent } }, { status: 503 }));
    const card = await openReply();
    const box = card.getByRole('textbox', { name: 'Reply to Rosa Sender' });
    await userEvent.type(box, 'We will call you back.');
    await userEvent.click(card.getByRole('button', { name: 'Send reply' }));
    expect(await card.findByRole('alert')).toHaveTextContent(contactReplyMessages.notSent);
    expect(box).toHaveValue('We will call you back.');
    expect(screen.queryByRole('list', { name: 'Replies sent' })).toBeNull();
  });

  it('names the language a message was sent in, and asks for the reply in it (I18N-10)', async () => {
    stubApi(() => Response.json(answered), { ...unanswered, language: 'es' });
    const card = await openReply();
    expect(card.getByText('Written in Spanish')).toBeInTheDocument();
    expect(card.getByText("Sent by e-mail to rosa@example.com in Spanish, signed 'El equipo de Clinvia': please write your reply in Spanish. Their message is not quoted.")).toBeInTheDocument();
  });
});
