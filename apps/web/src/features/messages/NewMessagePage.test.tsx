import { fileRules } from '@clinvia/contracts/files';
import { emergencyHotline } from '@clinvia/contracts/site';
import { threadMessages, type ThreadOptions } from '@clinvia/contracts/threads';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, type Reply } from '../../test/api';
import { patient, renderApp } from '../../test/render';
import { doctorPerson, threadDetail, threadId } from '../../test/threads';

// MSG-UI-3: a new conversation: topic, one of the patient's doctors, a visit, the text and
// files, checked in the browser with the contract's messages; the notice that messages are not
// for emergencies and how soon the clinic answers; a failed send keeps the text and the files;
// the daily limit (429) said plainly.

const toasts = vi.hoisted(() => ({ show: vi.fn() }));
vi.mock('../../lib/toast', () => ({ showToast: toasts.show, confirmDialog: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  toasts.show.mockReset();
});

const appointmentId = '6a7b8c9d-0000-4000-8000-000000000042';
const options = (overrides: Partial<ThreadOptions> = {}): ThreadOptions => ({
  doctors: [{ id: doctorPerson.id, name: doctorPerson.name, specialization: 'Dermatology' }],
  appointments: [{ id: appointmentId, date: '2030-03-12', time: '10:30', timeZone: 'America/New_York', doctor_id: doctorPerson.id, doctor_name: doctorPerson.name }],
  new_threads_left_today: 4,
  answer_business_days: 3,
  ...overrides,
});

function composeApi(start: Reply, answers: Partial<ThreadOptions> = {}) {
  return fakeApi({
    'GET /api/threads/options': { body: options(answers) },
    'POST /api/threads': start,
    [`GET /api/threads/${threadId}`]: { body: threadDetail() },
    [`POST /api/threads/${threadId}/read`]: { body: threadDetail().thread },
    [`GET /api/threads/${threadId}/attachments/*`]: { body: 'bytes' },
  });
}

const created = { status: 201, body: { message: threadMessages.sent, thread: threadDetail() } };

async function openForm(path = '/messages/new') {
  const view = renderApp(path, patient);
  await screen.findByRole('textbox', { name: 'Your message' }, { timeout: 10_000 });
  return view;
}

describe('a new message (MSG-UI-3)', { timeout: 20_000 }, () => {
  it('says before sending that messages are not for emergencies, and when the clinic answers', async () => {
    composeApi(created);
    await openForm();
    const notice = screen.getByRole('note', { name: 'Not for emergencies' });
    expect(within(notice).getByRole('link', { name: emergencyHotline.display })).toHaveAttribute('href', `tel:${emergencyHotline.tel}`);
    expect(within(notice).getByRole('link', { name: 'request an ambulance' })).toHaveAttribute('href', '/emergency');
    expect(notice).toHaveTextContent('The clinic answers within 3 business days');
    // Only the patient's own doctors are offered.
    const doctors = within(screen.getByRole('combobox', { name: 'Doctor (optional)' })).getAllByRole('option');
    expect(doctors.map((option) => option.textContent)).toEqual(['The clinic team', 'Dr. Maya Patel, Dermatology']);
  });

  it('checks the topic and the text with the contract’s messages and sends nothing', async () => {
    const api = composeApi(created);
    await openForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(threadMessages.topicRequired)).toBeInTheDocument();
    expect(screen.getByText(threadMessages.bodyRequired)).toBeInTheDocument();
    expect(api.calls('POST', '/api/threads')).toHaveLength(0);
  });

  it('refuses a wrong type, a file over 10 MB and a sixth file in the browser, each with its message', async () => {
    composeApi(created);
    await openForm();
    const picker = screen.getByLabelText(/Attach files/);
    const big = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: fileRules.maxBytes + 1 });
    await userEvent.upload(picker, [new File(['gif'], 'anim.gif', { type: 'image/gif' }), big], { applyAccept: false });
    const problems = screen.getByRole('alert');
    expect(problems).toHaveTextContent(`anim.gif: ${fileRules.messages.wrongType}`);
    expect(problems).toHaveTextContent(`scan.pdf: ${fileRules.messages.tooLarge}`);
    const photos = Array.from({ length: 6 }, (_, index) => new File(['jpeg'], `photo-${String(index + 1)}.jpg`, { type: 'image/jpeg' }));
    await userEvent.upload(picker, photos);
    expect(within(screen.getByRole('list', { name: 'Chosen files' })).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('alert')).toHaveTextContent(`photo-6.jpg: ${fileRules.messages.tooMany}`);
    expect(picker).toBeDisabled();
    expect(picker).toHaveAccessibleDescription(/5 files chosen, the most one message takes: remove one to choose another\./);
  });

  it('keeps the text and the files when the send fails', async () => {
    const api = composeApi(apiError(500, 'internal', 'Something went wrong on our side. Please try again.'));
    await openForm();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'What is it about?' }), 'medication');
    await userEvent.type(screen.getByRole('textbox', { name: 'Your message' }), 'The new pills make me dizzy.');
    await userEvent.upload(screen.getByLabelText(/Attach files/), new File(['jpeg'], 'label.jpg', { type: 'image/jpeg' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue('The new pills make me dizzy.');
    expect(screen.getByRole('list', { name: 'Chosen files' })).toHaveTextContent('label.jpg');
    const sent = api.calls('POST', '/api/threads')[0]?.body as FormData;
    expect(sent.get('topic')).toBe('medication');
    expect(sent.get('body')).toBe('The new pills make me dizzy.');
    expect(sent.get('doctorId')).toBeNull();
  });

  it('shows the daily limit plainly when the server refuses with 429, the text kept', async () => {
    composeApi(apiError(429, 'thread_limit', threadMessages.dailyLimit(5)));
    await openForm();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'What is it about?' }), 'other');
    await userEvent.type(screen.getByRole('textbox', { name: 'Your message' }), 'One more question.');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Daily limit reached');
    expect(alert).toHaveTextContent(threadMessages.dailyLimit(5));
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue('One more question.');
  });

  it('starts from a visit: the topic, the doctor and the visit chosen; sends JSON and opens the thread', async () => {
    const api = composeApi(created);
    const { router } = await openForm(`/messages/new?appointment=${appointmentId}`);
    expect(screen.getByRole('combobox', { name: 'What is it about?' })).toHaveValue('appointment');
    expect(screen.getByRole('combobox', { name: 'Doctor (optional)' })).toHaveValue(doctorPerson.id);
    expect(screen.getByRole('combobox', { name: 'Visit (optional)' })).toHaveValue(appointmentId);
    await userEvent.type(screen.getByRole('textbox', { name: 'Your message' }), 'Can I eat before the visit?');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await vi.waitFor(() => {
      expect(router.state.location.pathname).toBe(`/messages/${threadId}`);
    });
    expect(api.calls('POST', '/api/threads')[0]?.body).toEqual({ topic: 'appointment', doctorId: doctorPerson.id, appointmentId, body: 'Can I eat before the visit?' });
    expect(toasts.show).toHaveBeenCalledWith(expect.objectContaining({ title: threadMessages.sent }));
  });

  it('says when no new conversation is left today', async () => {
    composeApi(created, { new_threads_left_today: 0 });
    await openForm();
    expect(screen.getByRole('alert')).toHaveTextContent('Daily limit reached');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
  });
});
