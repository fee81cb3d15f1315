import type { AppointmentDetails } from '@clinvia/contracts/appointments';
import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/api';
import { doctorAppointment } from '../../test/fixtures';
import { browserInZone } from '../../test/zone';
import { AppointmentDrawer } from './AppointmentDrawer';
import { AppointmentsCard } from './AppointmentsCard';
import { DecisionProvider } from './decisions';
import { renderWithQueries } from '../../test/queries';

// TIME-5: the portal's lists (today, upcoming, past) and the appointment's details say a time
// with the zone of the doctor's location in words when the browser's clock reads otherwise, and
// the time alone when it reads the same. A doctor in Denver.

const denverVisit = doctorAppointment({ id: 'a1', appointment_date: '2026-01-07', appointment_time: '09:30', timeZone: 'America/Denver' });
const details: AppointmentDetails = {
  ...denverVisit,
  contact_email: 'alex@example.com',
  contact_phone: '+16175550100',
  is_insurance: false,
  insurance_provider: null,
  insurance_id: null,
  created_at: '2026-01-02T15:00:00Z',
  history: [{ at: '2026-01-03T15:00:00Z', kind: 'rescheduled', actor_role: 'patient', actor_name: 'Alex Morgan', from_status: null, to_status: null, from_slot: '2026-01-06 14:00', to_slot: '2026-01-07 09:30', reason: null }],
};

function renderWith(node: ReactNode, path = '/doctor-portal') {
  fakeApi({
    'GET /api/doctors/d1/appointments': { body: { items: [denverVisit], total: 1, page: 1, pageSize: 20 } },
    'GET /api/doctors/appointments/a1': { body: details },
  });
  renderWithQueries(<DecisionProvider>{node}</DecisionProvider>, { path });
}

describe('the doctor portal’s times (TIME-5)', () => {
  for (const tab of ['today', 'upcoming', 'past']) {
    it(`names Mountain time in the ${tab} list for a browser in New York`, async () => {
      browserInZone('America/New_York');
      renderWith(<AppointmentsCard doctorId="d1" />, `/doctor-portal?tab=${tab}`);
      // jsdom matches no media query: the narrow layout's cards ('Wed, Jan 7 · 9:30 AM').
      expect(await screen.findByText('Wed, Jan 7 · 9:30 AM Mountain time')).toBeInTheDocument();
    });
  }

  it('says the time alone in the list for a browser in Denver', async () => {
    browserInZone('America/Denver');
    renderWith(<AppointmentsCard doctorId="d1" />);
    expect(await screen.findByText('Wed, Jan 7 · 9:30 AM')).toBeInTheDocument();
    expect(screen.queryByText(/Mountain time/)).not.toBeInTheDocument();
  });

  it('names the zone in the details and their history for a browser elsewhere, not for one in Denver', async () => {
    browserInZone('Europe/Berlin');
    renderWith(<AppointmentDrawer appointmentId="a1" onClose={() => undefined} />);
    const when = await screen.findByText('Wednesday, January 7, 2026, 9:30 AM Mountain time');
    expect(when).toBeInTheDocument();
    expect(screen.getByText(/from Jan 6, 2026, 2:00 PM Mountain time to Jan 7, 2026, 9:30 AM Mountain time/)).toBeInTheDocument();
  });

  it('says the details’ time alone to a browser in Denver', async () => {
    browserInZone('America/Denver');
    renderWith(<AppointmentDrawer appointmentId="a1" onClose={() => undefined} />);
    const dialog = await screen.findByText('Wednesday, January 7, 2026, 9:30 AM');
    expect(within(dialog.closest('dialog') ?? document.body).queryByText(/Mountain time/)).not.toBeInTheDocument();
  });
});
