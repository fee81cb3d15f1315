import { act, cleanup, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../lib/i18n/i18n';
import { patientAppointment } from '../../test/fixtures';
import { AppointmentCard } from './AppointmentCard';

const appointment = patientAppointment();

function renderCard(props: Partial<Parameters<typeof AppointmentCard>[0]> = {}) {
  render(
    <MemoryRouter>
      <ul>
        <AppointmentCard appointment={appointment} {...props} />
      </ul>
    </MemoryRouter>,
  );
  return screen.getByRole('listitem', { name: 'Dr. Maya Patel' });
}

describe("a patient's appointment card (APPT-2)", () => {
  it('shows the doctor, the specialization, the date, the time, the visit type, the status and the reason', () => {
    const card = renderCard();
    expect(within(card).getByRole('heading', { name: 'Dr. Maya Patel' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Cardiology');
    expect(card).toHaveTextContent('Mar 12, 2030');
    expect(card).toHaveTextContent('(Tue)');
    // APPT-10: the time as everywhere else, SPEC's HH:MM beside it.
    expect(within(card).getByText('10:30 AM')).toHaveAttribute('datetime', '10:30');
    expect(within(card).getByText('(10:30)')).toBeInTheDocument();
    expect(card).toHaveTextContent('Follow-up');
    expect(card).toHaveTextContent('Confirmed');
    expect(card).toHaveTextContent('Reason: Blood pressure check');
  });

  it('writes the time, its zone and the visit type in Spanish when the page is in Spanish (I18N-1, TIME-5)', async () => {
    await act(() => switchLanguage('es'));
    await act(() => i18next.loadNamespaces(['appointments', 'bookingKit', 'recordKit']));
    // The doctor's location in Denver, the browser (these tests' machine) elsewhere.
    const card = renderCard({ appointment: { ...appointment, timeZone: 'America/Denver' } });
    expect(within(card).getByText('10:30 a.m.')).toHaveAttribute('datetime', '10:30');
    expect(within(card).getByText('hora de las Montañas Rocosas')).toBeInTheDocument();
    // The standard visit type as the wizard names it; a clinic's own as it was stored.
    expect(within(card).getByText('Seguimiento')).toBeInTheDocument();
    cleanup();
    const own = renderCard({ appointment: { ...appointment, appointment_type: 'Allergy testing' } });
    expect(within(own).getByText('Allergy testing')).toBeInTheDocument();
  });

  it('says whose visit it is when it was booked for a dependent, and nothing more for the patient’s own (FAMILY-3)', () => {
    const own = renderCard();
    expect(within(own).queryByTestId('appointment-for')).not.toBeInTheDocument();
    cleanup();
    const child = renderCard({ appointment: patientAppointment({ dependent: { id: '00000000-0000-4000-8000-0000000000d1', name: 'Leo Lopez', date_of_birth: '2019-05-01' } }) });
    expect(within(child).getByTestId('appointment-for')).toHaveTextContent('For: Leo Lopez');
  });

  it('offers the check-in while its window is open, and says when it is done (CHECKIN-1)', () => {
    const open = renderCard({ appointment: patientAppointment({ check_in: 'open' }) });
    expect(within(open).getByRole('link', { name: 'Check in' })).toHaveAttribute('href', `/appointments/${appointment.id}/check-in`);
  });

  it('offers to continue a check-in begun, says one finished, and offers none outside the window (CHECKIN-1)', () => {
    const { unmount } = render(
      <MemoryRouter>
        <ul>
          <AppointmentCard appointment={patientAppointment({ id: 'a-1', check_in: 'in_progress' })} />
          <AppointmentCard appointment={patientAppointment({ id: 'a-2', check_in: 'checked_in' })} />
          <AppointmentCard appointment={patientAppointment({ id: 'a-3', check_in: 'not_open' })} />
        </ul>
      </MemoryRouter>,
    );
    const [begun, done, later] = screen.getAllByRole('listitem').map((item) => within(item));
    expect(begun?.getByRole('link', { name: 'Continue check-in' })).toHaveAttribute('href', '/appointments/a-1/check-in');
    expect(done?.queryByRole('link', { name: /check/i })).not.toBeInTheDocument();
    expect(done?.getByText('Checked in')).toBeInTheDocument();
    expect(later?.queryByRole('link', { name: /check/i })).not.toBeInTheDocument();
    unmount();
  });

  it('offers a message about this visit, past or ahead (MSG-UI-3)', () => {
    const card = renderCard({ appointment: patientAppointment({ can_cancel: false, can_reschedule: false, status: 'completed' }) });
    const link = within(card).getByRole('link', { name: 'Message about this visit' });
    expect(link).toHaveAttribute('href', `/messages/new?appointment=${appointment.id}`);
    expect(link).toHaveAccessibleDescription('Dr. Maya Patel');
  });

  it('offers to reschedule and to cancel, each naming the appointment it acts on', async () => {
    const onCancel = vi.fn();
    const onReschedule = vi.fn();
    const card = renderCard({ onCancel, onReschedule });
    const user = userEvent.setup();
    const reschedule = within(card).getByRole('button', { name: 'Reschedule' });
    expect(reschedule).toHaveAccessibleDescription('Dr. Maya Patel');
    await user.click(reschedule);
    expect(onReschedule).toHaveBeenCalledWith(appointment);
    await user.click(within(card).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledWith(appointment);
  });

  it('says it is cancelling and cannot be pressed twice while a cancellation is on its way', async () => {
    const onCancel = vi.fn();
    const card = renderCard({ onCancel, onReschedule: vi.fn(), busy: true });
    const cancelling = within(card).getByRole('button', { name: 'Cancelling...' });
    expect(cancelling).toBeDisabled();
    await userEvent.setup().click(cancelling);
    expect(onCancel).not.toHaveBeenCalled();
    expect(within(card).getByRole('button', { name: 'Reschedule' })).toBeDisabled();
  });

  it('offers neither when the appointment can no longer be changed, and tells why it changed', () => {
    const card = renderCard({
      appointment: { ...appointment, status: 'cancelled', status_reason: 'The doctor is away that day.', can_cancel: false, can_reschedule: false },
      onCancel: vi.fn(),
      onReschedule: vi.fn(),
    });
    expect(within(card).queryByRole('button')).toBeNull();
    expect(card).toHaveTextContent('Cancelled');
    expect(card).toHaveTextContent('The doctor is away that day.');
  });

  it('offers the .ics of an upcoming appointment when the clinic zone is known (APPT-9)', () => {
    const card = renderCard({ calendarTimeZone: 'America/New_York' });
    const link = within(card).getByRole('link', { name: 'Add to calendar' });
    expect(link).toHaveAttribute('download', expect.stringMatching(/\.ics$/));
    expect(link.getAttribute('href')).toMatch(/^blob:/);
  });
});
