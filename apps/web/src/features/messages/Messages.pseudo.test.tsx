import { emergencyHotline } from '@clinvia/contracts/site';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/api';
import { patient, renderApp } from '../../test/render';
import { inPseudoLanguage, readable, untranslated } from '../../test/pseudo';
import { doctorPerson, otherThreadId, patientPerson, staffPerson, threadDetail, threadId, threadScreenSetUp, threadSummary } from '../../test/threads';

// I18N-8: the patient's message pages (MSG-UI-1 to MSG-UI-3) in the pseudo-language show no
// text that did not come through a catalogue; what the stub sends (names, texts, file names) and
// the dates and clock times (Intl's, and the shared clock helper's) are data.

const toasts = vi.hoisted(() => ({ show: vi.fn() }));
vi.mock('../../lib/toast', () => ({ showToast: toasts.show, confirmDialog: vi.fn() }));

threadScreenSetUp([toasts.show]);

/** The text of every <time> and of the given elements: dates and clocks, data here. */
function timesIn(element: Element): string[] {
  return [...element.querySelectorAll('time')].map((time) => time.textContent);
}

const names = [patientPerson.name, doctorPerson.name, staffPerson.name, 'Dermatology'];

/**
 * The text box's counter ('0 / 2000 characters') belongs to the shared fields (components/fields.tsx),
 * not yet in a catalogue: left out here, not a word of these pages.
 */
const counter = ['characters'];

describe('the message pages in the pseudo-language (I18N-8)', { timeout: 20_000 }, () => {
  it('shows /messages with no untranslated text', async () => {
    fakeApi({
      'GET /api/threads': {
        body: { threads: [threadSummary(), threadSummary({ id: otherThreadId, topic: 'billing', status: 'read', unread: false })], page: 1, has_more: true, answer_business_days: 2, new_threads_left_today: 5 },
      },
    });
    await inPseudoLanguage();
    renderApp('/messages', patient);
    const main = await screen.findByRole('main');
    await within(main).findByRole('list', { name: /⟦/ }, { timeout: 10_000 });
    expect(document.title).toMatch(/⟦/);
    expect(untranslated(readable(main), [...names, ...timesIn(main)])).toEqual([]);
  });

  it('shows a conversation with its files and the reply box with no untranslated text', async () => {
    fakeApi({
      [`GET /api/threads/${threadId}`]: { body: threadDetail() },
      [`POST /api/threads/${threadId}/read`]: { body: threadSummary({ unread: false }) },
      [`GET /api/threads/${threadId}/attachments/*`]: { body: 'bytes' },
    });
    await inPseudoLanguage();
    renderApp(`/messages/${threadId}`, patient);
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { level: 1, name: /⟦/ }, { timeout: 10_000 });
    await within(main).findByRole('img');
    expect(document.title).toMatch(/^⟦.*⟧$/);
    const messages = threadDetail().messages;
    const data = [...names, ...timesIn(main), ...messages.map((message) => message.body), 'rash.jpg', 'lab-result.pdf', 'PDF', 'JPEG', 'KB', 'MB'];
    expect(untranslated(readable(main), [...data, ...counter])).toEqual([]);
  });

  it('shows /messages/new with its emergency notice with no untranslated text', async () => {
    fakeApi({
      'GET /api/threads/options': {
        body: {
          doctors: [{ id: doctorPerson.id, name: doctorPerson.name, specialization: 'Dermatology' }],
          appointments: [{ id: '6a7b8c9d-0000-4000-8000-000000000042', date: '2030-03-12', time: '10:30', timeZone: 'America/New_York', doctor_id: doctorPerson.id, doctor_name: doctorPerson.name }],
          new_threads_left_today: 0,
          answer_business_days: 3,
        },
      },
    });
    await inPseudoLanguage();
    renderApp('/messages/new', patient);
    const main = await screen.findByRole('main');
    await within(main).findByRole('note', {}, { timeout: 10_000 });
    expect(document.title).toMatch(/^⟦.*⟧$/);
    // The visit's option: the clinic date and the clock with its zone, written by shared helpers in English.
    const visit = within(main).getAllByRole('option').at(-1)?.textContent ?? '';
    const visitData = visit.split(/⟦[^⟧]*⟧/).flatMap((part) => part.split(',')).map((part) => part.trim()).filter((part) => part !== '');
    expect(untranslated(readable(main), [...names, emergencyHotline.display, 'Dr.', ...visitData, ...counter])).toEqual([]);
  });
});
