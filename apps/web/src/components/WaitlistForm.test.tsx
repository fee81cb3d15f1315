import { bookingMessages, type PatientAppointment } from '@clinvia/contracts/appointments';
import { waitlistMessages } from '@clinvia/contracts/waitlist';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/query';
import { WaitlistForm } from './WaitlistForm';
import { patientAppointment } from '../test/fixtures';
import { browserInZone } from '../test/zone';

const doctorId = '00000000-0000-4000-8000-000000000042';
const days = ['2030-03-10', '2030-03-11', '2030-03-12'];

interface Answer {
  status: number;
  body: unknown;
}

/** The join call's answers in turn; the bodies sent are kept. */
function stubJoin(answers: Answer[], appointments: unknown[] = []) {
  const sent: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      if (url === '/api/patients/get-appointments/7') return Promise.resolve(Response.json({ appointments }));
      if (url === '/api/patients/waitlist' && init?.method === 'POST') {
        sent.push(JSON.parse(typeof init.body === 'string' ? init.body : '{}') as Record<string, unknown>);
        const answer = answers.shift() ?? { status: 500, body: {} };
        return Promise.resolve(Response.json(answer.body, { status: answer.status }));
      }
      return Promise.resolve(Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 }));
    }),
  );
  return sent;
}

async function openForm(wantedDay?: string) {
  const user = userEvent.setup({ delay: null });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <WaitlistForm doctorId={doctorId} patientId="7" days={days} wantedDay={wantedDay} idPrefix="test" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Tell me when a slot opens' }));
  const form = screen.getByRole('group', { name: 'Tell me when a slot opens' });
  return { user, form };
}

const joinButton = (form: HTMLElement) => within(form).getByRole('button', { name: 'Join the waitlist' });

describe('the waitlist join form (WAIT-1, WAIT-2)', { timeout: 20_000 }, () => {
  it('says why it asks about the visit, and checks every field at once with the booking’s messages before sending', async () => {
    const sent = stubJoin([]);
    const { user, form } = await openForm();
    expect(form).toHaveAccessibleDescription('We ask about the visit too, so we can book the time for you in one click when it opens.');

    await user.click(within(form).getByRole('checkbox', { name: 'Any day' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Morning' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Afternoon' }));
    await user.click(joinButton(form));
    expect(await within(form).findByText(waitlistMessages.daysRequired)).toBeInTheDocument();
    expect(within(form).getByText(waitlistMessages.partsRequired)).toBeInTheDocument();
    expect(within(form).getByText(bookingMessages.typeRequired)).toBeInTheDocument();
    expect(within(form).getByText(bookingMessages.reasonRequired)).toBeInTheDocument();
    expect(within(form).getByLabelText('Reason for your visit')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);

    // A reason too short, with the count the wizard shows; insurance needs its provider and ID.
    await user.type(within(form).getByLabelText('Reason for your visit'), 'Cough');
    expect(await within(form).findByText(bookingMessages.reasonTooShort)).toBeInTheDocument();
    expect(within(form).getByText('5 more characters needed · at most 2000')).toBeInTheDocument();
    await user.click(within(form).getByRole('radio', { name: /Insurance/ }));
    await user.click(joinButton(form));
    expect(await within(form).findByText(bookingMessages.insuranceProviderRequired)).toBeInTheDocument();
    expect(within(form).getByText(bookingMessages.insuranceIdRequired)).toBeInTheDocument();

    // Choices made right clear their messages as they are made (the form checks again, asynchronously).
    await user.click(within(form).getByRole('checkbox', { name: 'Tue, Mar 12' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Afternoon' }));
    await waitFor(() => {
      expect(within(form).queryByText(waitlistMessages.daysRequired)).not.toBeInTheDocument();
      expect(within(form).queryByText(waitlistMessages.partsRequired)).not.toBeInTheDocument();
    });
    expect(sent).toEqual([]);
  });

  it('shows the server’s field messages at their fields and keeps everything typed, then joins', async () => {
    const serverReason = 'Please describe the reason in your own words';
    const sent = stubJoin([
      { status: 400, body: { error: { code: 'validation_error', message: 'Please correct the highlighted fields.', fields: { appointmentReason: serverReason, 'days.0': waitlistMessages.dayOutsideWindow } } } },
      { status: 201, body: { message: waitlistMessages.joined, entry: { id: 'e1', doctor_id: doctorId, doctor_name: 'Maya Patel', specialization: 'Cardiology', days: ['2030-03-11'], parts: ['morning', 'afternoon'], expires_on: '2030-03-11', created_at: '2030-03-10T12:00:00.000Z' } } },
    ]);
    const { user, form } = await openForm('2030-03-11');
    expect(within(form).getByRole('checkbox', { name: 'Mon, Mar 11' })).toBeChecked();
    await user.click(within(form).getByRole('radio', { name: /Consultation/ }));
    await user.type(within(form).getByLabelText('Reason for your visit'), 'Headaches every morning for two weeks');
    await user.click(within(form).getByRole('radio', { name: /Insurance/ }));
    await user.type(within(form).getByLabelText('Insurance provider'), 'Aetna');
    await user.type(within(form).getByLabelText('Insurance ID'), 'AET-12345');
    await user.click(joinButton(form));

    expect(await within(form).findByText(serverReason)).toBeInTheDocument();
    expect(within(form).getByText(waitlistMessages.dayOutsideWindow)).toBeInTheDocument();
    expect(within(form).getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(within(form).getByLabelText('Reason for your visit')).toHaveValue('Headaches every morning for two weeks');
    expect(within(form).getByLabelText('Insurance provider')).toHaveValue('Aetna');
    expect(within(form).getByLabelText('Insurance ID')).toHaveValue('AET-12345');
    expect(within(form).getByRole('radio', { name: /Consultation/ })).toBeChecked();

    await user.click(joinButton(form));
    expect(await screen.findByText(waitlistMessages.joined)).toBeInTheDocument();
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual({
      doctorId,
      anyDay: false,
      days: ['2030-03-11'],
      parts: ['morning', 'afternoon'],
      appointmentType: 'Consultation',
      appointmentReason: 'Headaches every morning for two weeks',
      isInsurance: 'true',
      insuranceProvider: 'Aetna',
      insuranceId: 'AET-12345',
    });
  });

  it('keeps what was typed when folded away with ‘Not now’ and opened again', async () => {
    stubJoin([]);
    const { user, form } = await openForm();
    await user.type(within(form).getByLabelText('Reason for your visit'), 'Knee pain when running');
    await user.click(within(form).getByRole('button', { name: 'Not now' }));
    await user.click(screen.getByRole('button', { name: 'Tell me when a slot opens' }));
    expect(screen.getByLabelText('Reason for your visit')).toHaveValue('Knee pain when running');
  });

  // TIME-5: the visit's time says the zone of the doctor's location when the browser's clock reads otherwise.
  for (const [viewer, when] of [
    ['America/New_York', '2:30 PM'],
    ['America/Chicago', '2:30 PM Eastern time'],
  ] as const) {
    it(`warns when the patient already has a visit with this doctor, naming it (WAIT-5), at '${when}' to a browser in ${viewer}`, async () => {
      browserInZone(viewer);
      const visit = (doctor: string, date: string, status: PatientAppointment['status'], canCancel: boolean) =>
        patientAppointment({ id: `${doctor}-${date}`, doctor_id: doctor, appointment_date: date, appointment_time: '14:30', appointment_type: 'Consultation', status, can_cancel: canCancel, can_reschedule: canCancel, check_in: canCancel ? 'not_open' : 'closed' });
      stubJoin([], [visit('00000000-0000-4000-8000-000000000099', '2030-03-10', 'confirmed', true), visit(doctorId, '2030-03-01', 'completed', false), visit(doctorId, '2030-03-10', 'confirmed', true)]);
      const { form } = await openForm();
      expect(await within(form).findByText(/^You already have a consultation with this doctor/)).toHaveTextContent(
        `You already have a consultation with this doctor on Sunday, March 10, 2030 at ${when}. The waitlist books another visit, the one you describe below; if a time before that visit opens, we will also offer to move it there.`,
      );
    });
  }

  it('says nothing of other doctors’ visits or past ones', async () => {
    stubJoin([], []);
    const { form } = await openForm();
    await waitFor(() => {
      expect(within(form).queryByText(/You already have/)).not.toBeInTheDocument();
    });
  });
});
