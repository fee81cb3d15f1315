import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/api';
import { doctorAppointment, doctorListItem } from '../../../test/fixtures';
import { renderApp, staff } from '../../../test/render';
import { browserInZone } from '../../../test/zone';

// TIME-5: the staff console's appointment list and 'Book for a patient' say a doctor's time with
// the zone of the doctor's location in words when the browser's clock reads otherwise, and the
// time alone when it reads the same. A doctor in Denver.

const denverVisit = doctorAppointment({ id: 'a1', appointment_date: '2030-03-12', appointment_time: '09:30', timeZone: 'America/Denver' });
const denverDoctor = doctorListItem({ user_id: 'd1', name: 'Rosa Peak', city: 'Denver, CO', next_available_date: '2030-03-12', next_available_time: '14:00', timeZone: 'America/Denver' });

function api() {
  fakeApi({
    'GET /api/config': { body: { clinicTimeZone: 'America/New_York', today: '2030-03-10' } },
    'GET /api/staff/appointments': { body: { items: [denverVisit], total: 1, page: 1, pageSize: 20 } },
    'GET /api/staff/patients/p7': { body: { id: 'p7', name: 'Maria Lopez', email: 'maria@example.com', phone: '+15550100' } },
    'GET /api/doctors': { body: { items: [denverDoctor], total: 1, page: 1, pageSize: 9 } },
    'GET /api/staff/patients': { body: { items: [{ id: 'p7', name: 'Maria Lopez', email: 'maria@example.com', phone: '+15550100', age: 41, gender: 'female', no_shows: 1 }], total: 1, page: 1, pageSize: 10 } },
    'GET /api/staff/patients/p7/no-shows': {
      body: { total: 1, last_12_months: 1, items: [{ appointment_id: 'a9', date: '2030-02-03', time: '14:30', doctor_name: 'Rosa Peak', timeZone: 'America/Denver', status_reason: null }] },
    },
    'GET /api/staff/appointment-messages': {
      body: {
        messages: [
          {
            id: '1c9d8e7f-3a2b-4c5d-9e6f-7a8b9c0d1e2f',
            appointment_id: '4a7e2c1b-9d3f-4e8a-b6c5-1f2e3d4c5b6a',
            kind: 'booked',
            status: 'sent',
            sequence: 0,
            due_at: '2030-03-01T14:00:00Z',
            sent_at: '2030-03-01T14:00:05Z',
            attempts: 1,
            last_error: null,
            patient_name: 'Maria Lopez',
            doctor_name: 'Rosa Peak',
            appointment_date: '2030-03-12',
            appointment_time: '09:30',
            timeZone: 'America/Denver',
          },
        ],
        page: 1,
        has_more: false,
        counts: { queued: 0, sent: 1, failed: 0, dropped: 0, not_sent: 0 },
        email_off: false,
      },
    },
  });
}

// The console's sections load lazily: on a busy 2-core machine the first render takes seconds.
describe('the staff console’s times (TIME-5)', { timeout: 30_000 }, () => {
  it('names Mountain time in the appointment list for a browser in New York', async () => {
    browserInZone('America/New_York');
    api();
    renderApp('/staff/appointments', staff);
    expect(await screen.findByText('9:30 AM Mountain time')).toBeInTheDocument();
  });

  it('says the time alone in the list for a browser in Denver', async () => {
    browserInZone('America/Denver');
    api();
    renderApp('/staff/appointments', staff);
    expect(await screen.findByText('9:30 AM')).toBeInTheDocument();
    expect(screen.queryByText(/Mountain time/)).not.toBeInTheDocument();
  });

  for (const [viewer, label] of [
    ['America/New_York', 'Next free: Tue, Mar 12, 2030, 2:00 PM Mountain time'],
    ['America/Denver', 'Next free: Tue, Mar 12, 2030, 2:00 PM'],
  ] as const) {
    it(`says a doctor's next free time in 'Book for a patient' to a browser in ${viewer}: '${label}'`, async () => {
      browserInZone(viewer);
      api();
      const user = userEvent.setup();
      renderApp('/staff/appointments/book?patient=p7', staff);
      await user.type(await screen.findByRole('searchbox', { name: 'Find a doctor' }), 'Rosa{Enter}');
      expect(await screen.findByText(label)).toBeInTheDocument();
    });
  }

  for (const [viewer, when] of [
    ['America/New_York', 'Feb 3, 2030, 2:30 PM Mountain time'],
    ['America/Denver', 'Feb 3, 2030, 2:30 PM'],
  ] as const) {
    it(`says a no-show's time (NOSHOW-1) to a browser in ${viewer}: '${when}'`, async () => {
      browserInZone(viewer);
      api();
      const user = userEvent.setup();
      renderApp('/staff/patients', staff);
      await user.type(await screen.findByRole('searchbox', { name: 'Find a patient' }, { timeout: 15_000 }), 'maria');
      await user.click(screen.getByRole('button', { name: 'Search' }));
      await user.click(await screen.findByRole('button', { name: /^No-show history/ }));
      const history = within(await screen.findByRole('list', { name: 'No-shows' }));
      expect(history.getByText(when, { exact: true })).toBeInTheDocument();
    });
  }

  for (const [viewer, line] of [
    ['America/New_York', 'Dr. Rosa Peak · Tue, Mar 12, 2030, 9:30 AM Mountain time'],
    ['America/Denver', 'Dr. Rosa Peak · Tue, Mar 12, 2030, 9:30 AM'],
  ] as const) {
    it(`says an e-mail's appointment time in Messages (LIFE-10) to a browser in ${viewer}: '${line}'`, async () => {
      browserInZone(viewer);
      api();
      renderApp('/staff/messages', staff);
      expect(await screen.findByText(line, { exact: true })).toBeInTheDocument();
    });
  }
});
