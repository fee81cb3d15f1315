import type { DoctorListItem } from '@clinvia/contracts/doctors';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/api';
import { doctorAppointment } from '../../../test/fixtures';
import { renderApp, staff } from '../../../test/render';
import { browserInZone } from '../../../test/zone';

// TIME-5: the staff console's appointment list and 'Book for a patient' say a doctor's time with
// the zone of the doctor's location in words when the browser's clock reads otherwise, and the
// time alone when it reads the same. A doctor in Denver.

const denverVisit = doctorAppointment({ id: 'a1', appointment_date: '2030-03-12', appointment_time: '09:30', timeZone: 'America/Denver' });
const denverDoctor: DoctorListItem = {
  user_id: 'd1',
  name: 'Rosa Peak',
  specialization: 'Cardiology',
  qualifications: 'MD',
  rating: 4.6,
  experience_years: 10,
  consultation_fee: 120,
  available: true,
  trending: false,
  face_url: null,
  city: 'Denver, CO',
  available_today: false,
  next_available_date: '2030-03-12',
  next_available_time: '14:00',
  timeZone: 'America/Denver',
};

function api() {
  fakeApi({
    'GET /api/config': { body: { clinicTimeZone: 'America/New_York', today: '2030-03-10' } },
    'GET /api/staff/appointments': { body: { items: [denverVisit], total: 1, page: 1, pageSize: 20 } },
    'GET /api/staff/patients/p7': { body: { id: 'p7', name: 'Maria Lopez', email: 'maria@example.com', phone: '+15550100' } },
    'GET /api/doctors': { body: { items: [denverDoctor], total: 1, page: 1, pageSize: 9 } },
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
});
