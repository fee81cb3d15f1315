import type { ThreadOptions } from '@clinvia/contracts/threads';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/api';
import { patient, renderApp } from '../../test/render';
import { doctorPerson, threadDetail, threadId, threadSummary } from '../../test/threads';
import { browserInZone } from '../../test/zone';

// TIME-5: secure messages name the visit they are about with the doctor's time, and the zone of
// the doctor's location in words when the browser's clock reads otherwise: the list, the
// conversation and the visits to choose from in 'New message'. A doctor in Denver.

const appointmentId = '6a7b8c9d-0000-4000-8000-000000000042';
const about = { id: appointmentId, date: '2030-03-12', time: '10:30', timeZone: 'America/Denver' };
const summary = threadSummary({ topic: 'appointment', appointment: about });
const options: ThreadOptions = {
  doctors: [{ id: doctorPerson.id, name: doctorPerson.name, specialization: 'Dermatology' }],
  appointments: [{ ...about, doctor_id: doctorPerson.id, doctor_name: doctorPerson.name }],
  new_threads_left_today: 4,
  answer_business_days: 3,
};

function api() {
  fakeApi({
    'GET /api/threads': { body: { threads: [summary], page: 1, has_more: false, answer_business_days: 2, new_threads_left_today: 5 } },
    [`GET /api/threads/${threadId}`]: { body: threadDetail({ thread: summary }) },
    [`POST /api/threads/${threadId}/read`]: { body: { ...summary, unread: false } },
    [`GET /api/threads/${threadId}/attachments/*`]: { body: 'bytes' },
    'GET /api/threads/options': { body: options },
  });
}

describe('the visit a message is about (TIME-5)', { timeout: 20_000 }, () => {
  for (const [viewer, when] of [
    ['America/New_York', 'Mar 12, 2030, 10:30 AM Mountain time'],
    ['America/Denver', 'Mar 12, 2030, 10:30 AM'],
  ] as const) {
    it(`the list says '${when}' to a browser in ${viewer}`, async () => {
      browserInZone(viewer);
      api();
      renderApp('/messages', patient);
      const threads = await screen.findByRole('list', { name: 'Your conversations' }, { timeout: 10_000 });
      expect(within(threads).getByText(when, { exact: true })).toBeInTheDocument();
    });

    it(`the conversation says '${when}' to a browser in ${viewer}`, async () => {
      browserInZone(viewer);
      api();
      renderApp(`/messages/${threadId}`, patient);
      expect(await screen.findByText(when, { exact: true }, { timeout: 10_000 })).toBeInTheDocument();
    });

    it(`'New message' offers the visit at '${when}' to a browser in ${viewer}`, async () => {
      browserInZone(viewer);
      api();
      renderApp('/messages/new', patient);
      const visits = await screen.findByRole('combobox', { name: 'Visit (optional)' }, { timeout: 10_000 });
      expect(within(visits).getByRole('option', { name: `${when} with Dr. Maya Patel` })).toBeInTheDocument();
    });
  }
});
