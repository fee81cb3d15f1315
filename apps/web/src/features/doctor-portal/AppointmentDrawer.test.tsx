import type { AppointmentDetails, AppointmentEvent } from '@clinvia/contracts/appointments';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, type Reply } from '../../test/api';
import { doctorAppointment } from '../../test/fixtures';
import { AppointmentDrawer } from './AppointmentDrawer';
import { DecisionProvider } from './decisions';
import { renderWithQueries } from '../../test/queries';

// Issue 11 point 2: an appointment's details in a drawer: the patient, the visit's contact, the
// visit, the decisions the doctor can make and the history in words.

const event = (overrides: Partial<AppointmentEvent>): AppointmentEvent => ({
  at: '2026-01-02T15:00:00.000Z',
  kind: 'status_changed',
  actor_role: null,
  actor_name: null,
  from_status: null,
  to_status: null,
  from_slot: null,
  to_slot: null,
  reason: null,
  ...overrides,
});

const base = doctorAppointment({ id: 'a-1', appointment_date: '2026-01-07', appointment_time: '09:30' });
const details: AppointmentDetails = {
  ...base,
  contact_name: 'Jordan Morgan',
  contact_email: 'jordan@example.com',
  contact_phone: '4155550123',
  is_insurance: true,
  insurance_provider: null,
  insurance_id: null,
  created_at: '2026-01-02T15:00:00.000Z',
  history: [
    event({ kind: 'booked', actor_role: 'patient', actor_name: 'Alex Morgan', to_status: 'pending', to_slot: '2026-01-06 10:00' }),
    event({ kind: 'rescheduled', actor_role: 'staff', actor_name: 'Sam Reed', from_slot: '2026-01-06 10:00', to_slot: '2026-01-07 09:30', reason: 'Doctor in surgery' }),
    event({ kind: 'attendance_confirmed', actor_role: 'patient', actor_name: null }),
    event({ from_status: 'confirmed', to_status: 'no_show', actor_role: 'doctor', actor_name: 'Maya Patel' }),
    event({ from_status: 'pending', to_status: 'cancelled' }),
  ],
};

function renderDrawer(reply: Reply, onClose = vi.fn()) {
  const api = fakeApi({ 'GET /api/doctors/appointments/a-1': reply });
  // RECORD-5: the drawer links to the patient's record (the helper's router).
  renderWithQueries(
    <DecisionProvider>
      <AppointmentDrawer appointmentId="a-1" onClose={onClose} />
    </DecisionProvider>,
  );
  return { api, onClose };
}

const drawer = () => screen.getByRole('dialog', { name: 'Appointment details' });

describe('the appointment drawer', () => {
  it('opens with Close focused and shows the patient, the contact for the visit and the visit', async () => {
    renderDrawer({ body: details });
    expect(drawer()).toHaveAttribute('open');
    expect(within(drawer()).getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(within(drawer()).getByRole('status')).toHaveTextContent('Loading...');
    const patient = await screen.findByRole('region', { name: 'Patient' });
    expect(patient).toHaveTextContent('Alex Morgan');
    expect(patient).toHaveTextContent('34 yrs, Female');
    // Someone else booked for the patient: their name shows with the contact.
    expect(screen.getByText('Jordan Morgan')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'jordan@example.com' })).toHaveAttribute('href', 'mailto:jordan@example.com');
    const visit = within(screen.getByRole('region', { name: 'Visit' }));
    // The doctor's wall clock; TIME-5 names the zone when the browser's differs.
    expect(visit.getByText(/^Wednesday, January 7, 2026, 9:30 AM/)).toBeInTheDocument();
    expect(visit.getByText('Recurring headaches')).toBeInTheDocument();
    expect(visit.getByText('Insurance: provider not given')).toBeInTheDocument();
    const decide = within(screen.getByRole('region', { name: 'Decide' }));
    expect(decide.getByRole('button', { name: /^Accept/ })).toBeInTheDocument();
    expect(decide.getByRole('button', { name: /^Reject/ })).toBeInTheDocument();
  });

  it('shows a dependent as the patient of the visit, with their age, and the guardian as the contact (FAMILY-4)', async () => {
    renderDrawer({ body: { ...details, dependent: { id: '00000000-0000-4000-8000-0000000000d1', name: 'Leo Lopez', date_of_birth: '2019-05-01', age: 6 } } });
    const patient = await screen.findByRole('region', { name: 'Patient' });
    expect(within(patient).getByText('Leo Lopez')).toBeInTheDocument();
    expect(patient).toHaveTextContent('6 yrs · dependent');
    expect(within(patient).getByTestId('visit-guardian')).toHaveTextContent('Guardian (contact): Alex Morgan');
    expect(patient).not.toHaveTextContent('34 yrs, Female');
  });

  it('tells the history in words, every status included', async () => {
    renderDrawer({ body: details });
    const history = within(await screen.findByRole('region', { name: 'History' }));
    // Times without the doctor's zone (America/New_York) that TIME-5 adds when the browser's differs.
    const lines = history.getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent.replace(/(AM|PM) Eastern time/g, '$1'));
    expect(lines).toEqual([
      'Booked by Alex Morgan for Jan 6, 2026, 10:00 AM',
      'Moved by Sam Reed (staff) from Jan 6, 2026, 10:00 AM to Jan 7, 2026, 9:30 AM',
      'the patient confirmed they will be there',
      'Confirmed → No-show by Dr. Maya Patel',
      'Pending → Cancelled by the clinic',
    ]);
    expect(history.getByText('Reason: Doctor in surgery')).toBeInTheDocument();
  });

  it('says a confirmed visit can be completed once it has begun', async () => {
    renderDrawer({ body: { ...details, status: 'confirmed', next_statuses: ['cancelled'], is_insurance: false } });
    expect(await screen.findByText('A visit can be marked completed once its time has begun.')).toBeInTheDocument();
    expect(screen.getByText('Self-pay')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Cancel/ })).toBeInTheDocument();
  });

  it('shows why the details could not be loaded', async () => {
    renderDrawer(apiError(404, 'not_found', 'Appointment not found'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('These details could not be loaded.');
    expect(alert).toHaveTextContent('Appointment not found');
  });

  it('closes with the Close button and with Escape', async () => {
    const { onClose } = renderDrawer({ body: details });
    const user = userEvent.setup();
    await user.click(within(drawer()).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    drawer().dispatchEvent(new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
