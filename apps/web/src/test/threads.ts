import type { ThreadDetail, ThreadMessage, ThreadSummary } from '@clinvia/contracts/threads';
import { type Mock, afterEach, beforeEach, vi } from 'vitest';

// Secure-message answers as the contracts shape them (MSG-1 to MSG-6), for the component tests
// of the patient's pages, the staff queue and the doctor portal.

export const threadId = '0b7c3a52-52f3-4c8e-9d0a-6f1e2a3b4c5d';
export const otherThreadId = '1c8d4b63-63a4-4d9f-8e1b-7a2f3b4c5d6e';
export const patientPerson = { id: '7d4b2a10-0000-4000-8000-000000000007', name: 'Maria Lopez' };
export const doctorPerson = { id: '3a1e9f20-0000-4000-8000-000000000003', name: 'Maya Patel' };
export const staffPerson = { id: '9c2d8e30-0000-4000-8000-000000000009', name: 'Sam Reed' };
export const photoId = '5e6f7a81-0000-4000-8000-000000000001';
export const pdfId = '5e6f7a81-0000-4000-8000-000000000002';

export function threadSummary(overrides: Partial<ThreadSummary> = {}): ThreadSummary {
  return {
    id: threadId,
    topic: 'medication',
    status: 'answered',
    patient: patientPerson,
    doctor: doctorPerson,
    assignee: { ...doctorPerson, role: 'doctor' },
    appointment: null,
    answered_by: { ...doctorPerson, role: 'doctor' },
    message_count: 2,
    last_message_at: '2030-03-11T15:30:00.000Z',
    unread: true,
    answer_due_at: null,
    overdue: false,
    created_at: '2030-03-11T09:00:00.000Z',
    closed_at: null,
    ...overrides,
  };
}

export function threadMessage(overrides: Partial<ThreadMessage> = {}): ThreadMessage {
  return {
    id: 'a0000000-0000-4000-8000-000000000001',
    author: { ...patientPerson, role: 'patient' },
    body: 'My rash got worse.\nSee the photo.',
    attachments: [],
    created_at: '2030-03-11T09:00:00.000Z',
    ...overrides,
  };
}

export function threadDetail(overrides: Partial<ThreadDetail> = {}): ThreadDetail {
  return {
    thread: threadSummary(),
    messages: [
      threadMessage({
        attachments: [
          { id: photoId, name: 'rash.jpg', contentType: 'image/jpeg', size: 204_800, createdAt: '2030-03-11T09:00:00.000Z' },
          { id: pdfId, name: 'lab-result.pdf', contentType: 'application/pdf', size: 1_258_291, createdAt: '2030-03-11T09:00:00.000Z' },
        ],
      }),
      threadMessage({
        id: 'a0000000-0000-4000-8000-000000000002',
        author: { ...doctorPerson, role: 'doctor' },
        body: 'Please stop the cream.\n<b>Call us</b> if it spreads.',
        created_at: '2030-03-11T15:30:00.000Z',
      }),
    ],
    can_reply: true,
    can_close: false,
    can_assign: false,
    ...overrides,
  };
}

/**
 * The set-up of a thread screen's test file: photos shown from blob URLs (jsdom has none), and
 * after each test the fetch stub, the session and the mocked toasts reset. The toast mock itself
 * stays in each file: vi.mock is hoisted per file.
 */
export function threadScreenSetUp(toastMocks: Mock[]): void {
  beforeEach(() => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:photo'), revokeObjectURL: vi.fn() }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    for (const mock of toastMocks) mock.mockReset();
  });
}
