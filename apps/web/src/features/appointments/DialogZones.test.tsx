import type { SlotsResponse } from '@clinvia/contracts/doctors';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/api';
import { patientAppointment } from '../../test/fixtures';
import { patient, renderApp } from '../../test/render';
import { browserInZone } from '../../test/zone';

// TIME-5: the Cancel and Reschedule dialogs of /appointments say which visit they act on with
// the doctor's time, and the zone of the doctor's location in words when the browser's clock
// reads otherwise. A doctor in Denver.

const today = '2030-03-10';
const visit = patientAppointment({ id: 'a-den', appointment_date: '2030-03-12', appointment_time: '10:30', timeZone: 'America/Denver' });

function slots(): SlotsResponse {
  return {
    doctor_id: visit.doctor_id,
    available: true,
    clinicTimeZone: 'America/New_York',
    today,
    booking_notice_hours: 0,
    two_slot_visit_types: [],
    locations: [{ id: 'loc-den', name: 'Denver clinic', address: '5 Larimer St, Denver, CO', time_zone: 'America/Denver' }],
    days: [{ date: '2030-03-12', slots: [{ time: '09:30', taken: false, blocked: false, past: false, too_soon: false, held: false, available: true, fits_two_slots: true, location_id: 'loc-den' }] }],
  };
}

function api() {
  fakeApi({
    'GET /api/config': { body: { clinicTimeZone: 'America/New_York', today } },
    'GET /api/patients/patient-details/7': { body: { id: '7', name: 'Maria Lopez', email: 'maria@example.com', phone_number: '+14155550100', age: 41, gender: 'female', address: null } },
    'GET /api/patients/get-appointments/7': { body: { appointments: [visit] } },
    'GET /api/patients/waitlist/7': { body: { entries: [], offers: [] } },
    [`GET /api/doctors/${visit.doctor_id}/slots`]: { body: slots() },
  });
}

async function open(button: 'Cancel' | 'Reschedule', dialogName: string) {
  const user = userEvent.setup({ delay: null });
  renderApp('/appointments', patient);
  await user.click(within(await screen.findByRole('list', { name: /Upcoming/ })).getByRole('button', { name: button }));
  return within(await screen.findByRole('dialog', { name: dialogName }));
}

describe('the appointment dialogs’ times (TIME-5)', { timeout: 20_000 }, () => {
  for (const [viewer, time] of [
    ['America/New_York', '10:30 AM Mountain time'],
    ['America/Denver', '10:30 AM'],
  ] as const) {
    it(`Cancel names the visit at '${time}' to a browser in ${viewer}`, async () => {
      browserInZone(viewer);
      api();
      const dialog = await open('Cancel', 'Are you sure?');
      expect(within(dialog.getByTestId('cancel-visit')).getByText(time, { exact: true })).toBeInTheDocument();
    });

    it(`Reschedule says the visit is now at '${time}' to a browser in ${viewer}`, async () => {
      browserInZone(viewer);
      api();
      const dialog = await open('Reschedule', 'Reschedule appointment');
      expect(dialog.getByText(new RegExp(`· now Tue, Mar 12, ${time}(\\.|$)`))).toBeInTheDocument();
    });
  }
});
