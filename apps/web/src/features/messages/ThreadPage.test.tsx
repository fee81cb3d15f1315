import { threadLimits } from '@clinvia/contracts/threads';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi } from '../../test/api';
import { patient, renderApp } from '../../test/render';
import { pdfId, photoId, threadDetail, threadId, threadMessage, threadSummary, threadScreenSetUp } from '../../test/threads';

// MSG-UI-2: one conversation: who wrote (name and role), the text as plain text with its line
// breaks, photos inline as images only, PDFs as downloads, and the reply box (counter, files).

const toasts = vi.hoisted(() => ({ show: vi.fn() }));
vi.mock('../../lib/toast', () => ({ showToast: toasts.show, confirmDialog: vi.fn() }));

threadScreenSetUp([toasts.show]);

const path = `/api/threads/${threadId}`;

function threadApi(post: Parameters<typeof fakeApi>[0][string] = { status: 201, body: { message: 'Your reply has been sent.', thread: threadDetail() } }) {
  return fakeApi({
    [`GET ${path}`]: { body: threadDetail() },
    [`POST ${path}/read`]: { body: threadSummary({ unread: false }) },
    [`GET ${path}/attachments/*`]: { body: 'bytes' },
    [`POST ${path}/messages`]: post,
  });
}

describe('a patient’s conversation (MSG-UI-2)', { timeout: 20_000 }, () => {
  it('shows who wrote and when, the text as text, the photo as an image and the PDF as a download; and marks it read', async () => {
    const api = threadApi();
    renderApp(`/messages/${threadId}`, patient);
    expect(await screen.findByRole('heading', { level: 1, name: 'Medication' }, { timeout: 10_000 })).toBeInTheDocument();
    const messages = within(screen.getByRole('list', { name: 'Messages in this conversation' }));
    const [mine, answer] = messages.getAllByRole('article');
    if (mine === undefined || answer === undefined) throw new Error('two messages expected');
    expect(mine).toHaveTextContent('You(Patient)');
    expect(answer).toHaveTextContent('Maya Patel(Doctor)');
    // Plain text: the markup is shown as the characters typed, never made into elements.
    const text = within(answer).getByText(/Please stop the cream/);
    expect(text.textContent).toBe('Please stop the cream.\n<b>Call us</b> if it spreads.');
    expect(answer.querySelector('b')).toBeNull();
    expect(text).toHaveClass('whitespace-pre-wrap');
    const photo = await within(mine).findByRole('img', { name: 'rash.jpg' });
    expect(photo).toHaveAttribute('src', 'blob:photo');
    expect(api.calls('GET', `${path}/attachments/${photoId}`)[0]?.query.get('inline')).toBe('true');
    expect(within(mine).getByRole('button', { name: /Download lab-result\.pdf \(PDF, 1\.2 MB\)/ })).toBeInTheDocument();
    expect(within(mine).queryByRole('img', { name: 'lab-result.pdf' })).toBeNull();
    expect(api.calls('GET', `${path}/attachments/${pdfId}`)).toHaveLength(0);
    await vi.waitFor(() => {
      expect(api.calls('POST', `${path}/read`)).toHaveLength(1);
    });
  });

  it('sends a reply with its counter, then clears the box and shows it', async () => {
    const after = threadDetail({ messages: [...threadDetail().messages, threadMessage({ id: 'a0000000-0000-4000-8000-000000000003', body: 'Thank you.' })] });
    let sent = false;
    const api = fakeApi({
      [`GET ${path}`]: () => ({ body: sent ? after : threadDetail() }),
      [`POST ${path}/read`]: { body: threadSummary({ unread: false }) },
      [`GET ${path}/attachments/*`]: { body: 'bytes' },
      [`POST ${path}/messages`]: () => {
        sent = true;
        return { status: 201, body: { message: 'Your reply has been sent.', thread: after } };
      },
      'GET /api/threads': { body: { threads: [], page: 1, has_more: false, answer_business_days: 2, new_threads_left_today: 5 } },
    });
    renderApp(`/messages/${threadId}`, patient);
    const box = await screen.findByRole('textbox', { name: 'Your reply' }, { timeout: 10_000 });
    await userEvent.type(box, 'Thank you.');
    expect(screen.getByText(`10 / ${String(threadLimits.bodyMaxLength)} characters`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => {
      expect(box).toHaveValue('');
    });
    expect(api.calls('POST', `${path}/messages`)[0]?.body).toEqual({ body: 'Thank you.' });
    expect(await screen.findByText('Thank you.')).toBeInTheDocument();
    expect(toasts.show).toHaveBeenCalledWith(expect.objectContaining({ title: 'Your reply has been sent.' }));
  });

  it('keeps the text and the file when the send fails, with the server’s reason', async () => {
    const api = threadApi(apiError(503, 'unavailable', 'The service is busy. Please try again.'));
    renderApp(`/messages/${threadId}`, patient);
    const box = await screen.findByRole('textbox', { name: 'Your reply' }, { timeout: 10_000 });
    await userEvent.type(box, 'Still itching.');
    await userEvent.upload(screen.getByLabelText(/Attach files/), new File(['jpeg'], 'arm.jpg', { type: 'image/jpeg' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The service is busy. Please try again.')).toBeInTheDocument();
    expect(box).toHaveValue('Still itching.');
    expect(screen.getByRole('list', { name: 'Chosen files' })).toHaveTextContent('arm.jpg');
    const sent = api.calls('POST', `${path}/messages`)[0]?.body;
    expect(sent).toBeInstanceOf(FormData);
    expect((sent as FormData).get('body')).toBe('Still itching.');
    expect(((sent as FormData).get('files') as File).name).toBe('arm.jpg');
  });

  it('says what is missing and sends nothing', async () => {
    const api = threadApi();
    renderApp(`/messages/${threadId}`, patient);
    await screen.findByRole('textbox', { name: 'Your reply' }, { timeout: 10_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Write your message')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your reply' })).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('POST', `${path}/messages`)).toHaveLength(0);
  });

  it('says a conversation that is not theirs is not found', async () => {
    fakeApi({ [`GET ${path}`]: apiError(404, 'not_found', 'No conversation with this id.') });
    renderApp(`/messages/${threadId}`, patient);
    expect(await screen.findByText('Conversation not found', undefined, { timeout: 10_000 })).toBeInTheDocument();
  });
});
