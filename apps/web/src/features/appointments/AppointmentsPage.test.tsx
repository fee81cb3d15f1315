import { bookingMessages, slotConflicts, type PatientAppointment } from '@clinvia/contracts/appointments';
import type { SlotsResponse } from '@clinvia/contracts/doctors';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Swal } from '../../lib/swal';
import { apiError, fakeApi, type Reply } from '../../test/api';
import { patientAppointment } from '../../test/fixtures';
import { patient, renderApp, staff } from '../../test/render';

// APPT-1 to APPT-7: /appointments, the signed-in patient's own list, with Cancel and Reschedule.

afterEach(() => {
  Swal.close();
});

const today = '2030-03-10';
const upcoming = patientAppointment({ id: 'a-up', appointment_date: '2030-03-12', appointment_time: '10:30' });
const past = patientAppointment({ id: 'a-past', appointment_date: '2030-02-01', status: 'completed', doctor_name: 'Omar Haddad', can_cancel: false, can_reschedule: false });
const cancelled = patientAppointment({ id: 'a-cancelled', appointment_date: '2030-03-20', status: 'cancelled', doctor_name: 'Lena Fischer', can_cancel: false, can_reschedule: false });

function slots(): SlotsResponse {
  const times = ['09:00', '09:30', '10:00', '10:30'];
  return {
    doctor_id: upcoming.doctor_id,
    available: true,
    clinicTimeZone: 'America/New_York',
    today,
    booking_notice_hours: 0,
    two_slot_visit_types: [],
    locations: [{ id: 'loc-main', name: 'Main clinic', address: '1 Main St, Boston, MA', time_zone: 'America/New_York' }],
    days: ['2030-03-12', '2030-03-13'].map((date) => ({
      date,
      slots: times.map((time) => {
        const taken = date === '2030-03-12' && time === '10:30';
        return { time, taken, blocked: false, past: false, too_soon: false, held: false, available: !taken, fits_two_slots: !taken, location_id: 'loc-main' };
      }),
    })),
  };
}

function patientApi(appointments: PatientAppointment[] | Reply, more: Record<string, Reply> = {}) {
  return fakeApi({
    'GET /api/config': { body: { clinicTimeZone: 'America/New_York', today } },
    'GET /api/patients/patient-details/7': { body: { id: '7', name: 'Maria Lopez', email: 'maria@example.com', phone_number: '+14155550100', age: 41, gender: 'female', address: null } },
    'GET /api/patients/get-appointments/7': Array.isArray(appointments) ? { body: { appointments } } : appointments,
    'GET /api/patients/waitlist/7': { body: { entries: [], offers: [] } },
    [`GET /api/doctors/${upcoming.doctor_id}/slots`]: { body: slots() },
    ...more,
  });
}

describe('the patient’s appointments (APPT-1)', { timeout: 20_000 }, () => {
  it('shows who is signed in, then upcoming, cancelled and past appointments in their sections', async () => {
    patientApi([upcoming, past, cancelled]);
    renderApp('/appointments', patient);
    expect(await screen.findByText('maria@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book New Appointment' })).toHaveAttribute('href', '/find-doctor');
    const upcomingList = await screen.findByRole('list', { name: /Upcoming/ });
    expect(within(upcomingList).getAllByRole('listitem')).toHaveLength(1);
    expect(within(upcomingList).getByRole('listitem')).toHaveTextContent('Maya Patel');
    expect(screen.getByRole('list', { name: /Cancelled/ })).toHaveTextContent('Lena Fischer');
    expect(screen.getByRole('list', { name: /Past/ })).toHaveTextContent('Omar Haddad');
  });

  it('says when there are none yet, with the way to book', async () => {
    patientApi([]);
    renderApp('/appointments', patient);
    expect(await screen.findByText('No appointments found')).toBeInTheDocument();
    expect(screen.getByText('When you book an appointment with a doctor, it shows here.')).toBeInTheDocument();
  });

  it('shows SPEC’s load error, and loads again on request', async () => {
    let asked = 0;
    patientApi(() => {
      asked += 1;
      return asked === 1 ? apiError(403, 'forbidden', 'Not allowed') : { body: { appointments: [upcoming] } };
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/appointments', patient);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading appointments');
    expect(alert).toHaveTextContent('Server is Down');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: /Upcoming/ })).toBeInTheDocument();
  });

  it('points a member of staff to the console and reads nothing', async () => {
    const api = fakeApi({});
    renderApp('/appointments', staff);
    expect(await screen.findByText('Patients’ appointments are managed from the staff console.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the staff console' })).toHaveAttribute('href', '/staff');
    expect(api.sent.filter((request) => request.path.startsWith('/api/patients'))).toHaveLength(0);
  });
});

describe('cancelling (APPT-4)', { timeout: 20_000 }, () => {
  it('asks first, sends the reason given, and says it is cancelled', async () => {
    const api = patientApi([upcoming], { [`PUT /api/patients/cancel-appointment/${upcoming.id}`]: { body: { message: 'Cancelled', appointment: { ...upcoming, status: 'cancelled' } } } });
    const user = userEvent.setup({ delay: null });
    renderApp('/appointments', patient);
    const card = within(await screen.findByRole('list', { name: /Upcoming/ }));
    await user.click(card.getByRole('button', { name: 'Cancel' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Are you sure?' }));
    await user.type(dialog.getByLabelText(/Reason for cancelling/), 'Feeling better');
    await user.click(dialog.getByRole('button', { name: 'Yes, Cancel it!' }));
    expect(await screen.findByText('Your Appointment is cancelled')).toBeInTheDocument();
    expect(api.calls('PUT', `/api/patients/cancel-appointment/${upcoming.id}`).map((request) => request.body)).toEqual([{ reason: 'Feeling better' }]);
  });

  it('sends no body without a reason, and keeping it sends nothing', async () => {
    const api = patientApi([upcoming], { [`PUT /api/patients/cancel-appointment/${upcoming.id}`]: apiError(409, 'appointment_begun', 'This appointment has already begun.') });
    const user = userEvent.setup({ delay: null });
    renderApp('/appointments', patient);
    const card = within(await screen.findByRole('list', { name: /Upcoming/ }));
    await user.click(card.getByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', { name: 'No, keep it' }));
    expect(api.calls('PUT', `/api/patients/cancel-appointment/${upcoming.id}`)).toHaveLength(0);

    await user.click(card.getByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', { name: 'Yes, Cancel it!' }));
    expect(await screen.findByText('This appointment has already begun.')).toBeInTheDocument();
    expect(api.calls('PUT', `/api/patients/cancel-appointment/${upcoming.id}`).map((request) => request.body)).toEqual([undefined]);
  });
});

describe('rescheduling (APPT-6)', { timeout: 20_000 }, () => {
  const path = `/api/patients/reschedule-appointment/${upcoming.id}`;

  it('asks for a time, then moves the appointment to the one chosen', async () => {
    const api = patientApi([upcoming], { [`PUT ${path}`]: { body: { message: 'Moved', appointment: { ...upcoming, appointment_time: '09:30' } } } });
    const user = userEvent.setup({ delay: null });
    renderApp('/appointments', patient);
    await user.click(within(await screen.findByRole('list', { name: /Upcoming/ })).getByRole('button', { name: 'Reschedule' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reschedule appointment' }));
    expect(dialog.getByText(/Maya Patel · now/)).toBeInTheDocument();
    expect(dialog.getByText(/A new time needs the doctor’s confirmation again/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Move appointment' }));
    expect(await dialog.findByText(bookingMessages.timeRequired)).toBeInTheDocument();
    expect(api.calls('PUT', path)).toHaveLength(0);

    await user.click(await dialog.findByRole('radio', { name: '9:30 AM' }));
    await user.click(dialog.getByRole('button', { name: 'Move appointment' }));
    expect(await screen.findByText('Appointment moved')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Reschedule appointment' })).toBeNull();
    });
    expect(api.calls('PUT', path).map((request) => request.body)).toEqual([{ date: '2030-03-12', time: '09:30' }]);
  });

  it('keeps the dialog open on a taken time, says so and asks the slots again', async () => {
    const api = patientApi([upcoming], { [`PUT ${path}`]: apiError(409, 'slot_taken', slotConflicts.slot_taken) });
    const user = userEvent.setup({ delay: null });
    renderApp('/appointments', patient);
    await user.click(within(await screen.findByRole('list', { name: /Upcoming/ })).getByRole('button', { name: 'Reschedule' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reschedule appointment' }));
    await user.click(await dialog.findByRole('radio', { name: '10:00 AM' }));
    const slotReads = api.calls('GET', `/api/doctors/${upcoming.doctor_id}/slots`).length;
    await user.click(dialog.getByRole('button', { name: 'Move appointment' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(slotConflicts.slot_taken);
    await waitFor(() => {
      expect(api.calls('GET', `/api/doctors/${upcoming.doctor_id}/slots`).length).toBeGreaterThan(slotReads);
    });
    expect(dialog.getByRole('radio', { name: '10:00 AM' })).not.toBeChecked();
    // The × beside the title and the footer's button both close it.
    const [closeCross] = dialog.getAllByRole('button', { name: 'Close' });
    if (closeCross === undefined) throw new Error('no close button');
    await user.click(closeCross);
    expect(screen.queryByRole('dialog', { name: 'Reschedule appointment' })).toBeNull();
  });
});
