import type { Slot, SlotsResponse } from '@clinvia/contracts/doctors';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../lib/query';
import { apiError, fakeApi, type Reply } from '../test/api';
import { browserInZone } from '../test/zone';
import { noticeText, slotPlace, SlotPicker, type SlotChoice } from './SlotPicker';

// BOOK-2, BOOK-20, WAIT-2, HOURS-9, TIME-5: the booking window's days and the chosen day's
// times as the wizard and the reschedule dialog show them: free counts, why a slot cannot be
// chosen (in words), the next free day, several locations, the zone, and the load's states.

const doctorId = 'doctor-42';
const today = '2030-03-11';
const main = { id: 'loc-main', name: 'Main clinic', address: '1 Main St, Boston, MA', time_zone: 'America/New_York' };
const north = { id: 'loc-north', name: 'North office', address: '9 Elm St, Salem, MA', time_zone: 'America/New_York' };

function slot(time: string, state: Partial<Slot> = {}): Slot {
  return { time, taken: false, blocked: false, past: false, too_soon: false, held: false, available: true, fits_two_slots: true, location_id: main.id, ...state };
}

const closed = { available: false } as const;

function grid(overrides: Partial<SlotsResponse> = {}): SlotsResponse {
  return {
    doctor_id: doctorId,
    available: true,
    clinicTimeZone: 'America/New_York',
    today,
    booking_notice_hours: 0,
    two_slot_visit_types: ['New Patient Visit'],
    days: [
      {
        date: '2030-03-11',
        slots: [
          slot('09:00', { ...closed, past: true }),
          slot('09:30', { ...closed, too_soon: true }),
          slot('10:00', { ...closed, taken: true }),
          slot('10:30', { ...closed, held: true }),
          slot('11:00', { ...closed, blocked: true }),
          slot('13:00'),
          slot('13:30', { fits_two_slots: false }),
        ],
      },
      { date: '2030-03-12', slots: [slot('09:00', { ...closed, blocked: true }), slot('14:00', { ...closed, taken: true })] },
      { date: '2030-03-13', slots: [slot('09:00', { ...closed, taken: true })] },
      { date: '2030-03-14', slots: [slot('10:00'), slot('15:00', { location_id: north.id })] },
    ],
    locations: [main, north],
    ...overrides,
  };
}

function Picker({ start, current, visitType }: { start: SlotChoice; current?: SlotChoice; visitType?: string }) {
  const [value, setValue] = useState(start);
  return (
    <>
      <SlotPicker
        doctorId={doctorId}
        today={today}
        idPrefix="t"
        value={value}
        current={current}
        visitType={visitType}
        timeError={value.time === '' ? 'Please choose a time' : undefined}
        onDateChange={(date) => {
          setValue({ date, time: '' });
        }}
        onTimeChange={(time) => {
          setValue((chosen) => ({ ...chosen, time }));
        }}
      />
      <p data-testid="chosen">{`${value.date} ${value.time}`}</p>
    </>
  );
}

function renderPicker(reply: Reply, props: Partial<Parameters<typeof Picker>[0]> = {}) {
  const api = fakeApi({ [`GET /api/doctors/${doctorId}/slots`]: reply });
  const user = userEvent.setup({ delay: null });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Picker start={{ date: '2030-03-11', time: '' }} {...props} />
    </QueryClientProvider>,
  );
  return { api, user };
}

afterEach(() => {
  localStorage.clear();
});

describe('the slot picker (BOOK-2)', () => {
  it('asks for the window from the clinic’s today, and counts each day’s free times', async () => {
    const { api } = renderPicker({ body: grid() });
    expect(screen.getByRole('status')).toHaveTextContent('Loading available times...');
    const days = within(await screen.findByRole('group', { name: 'Date' }));
    expect(api.calls('GET', `/api/doctors/${doctorId}/slots`)[0]?.query.get('from')).toBe(today);
    expect(days.getAllByRole('radio')).toHaveLength(4);
    expect(days.getByRole('radio', { name: /Mar 11.*2 free/ })).toBeChecked();
    expect(days.getByRole('radio', { name: /Mar 12.*None free/ })).not.toBeChecked();
  });

  it('says in words why each slot cannot be chosen, and lets a free one be chosen', async () => {
    const { user } = renderPicker({ body: grid() });
    const times = within(await screen.findByRole('group', { name: /Times on/ }));
    expect(times.getByRole('radio', { name: '9:00 AM, past' })).toBeDisabled();
    expect(times.getByRole('radio', { name: '9:30 AM, too soon' })).toBeDisabled();
    expect(times.getByRole('radio', { name: '10:00 AM, booked' })).toBeDisabled();
    expect(times.getByRole('radio', { name: '10:30 AM, held for a patient from the waitlist' })).toBeDisabled();
    expect(times.getByRole('radio', { name: '11:00 AM, doctor away' })).toBeDisabled();
    expect(screen.getByRole('group', { name: /Times on/ })).toHaveAccessibleDescription('Please choose a time');
    await user.click(times.getByRole('radio', { name: '1:00 PM' }));
    expect(screen.getByTestId('chosen')).toHaveTextContent('2030-03-11 13:00');
    expect(times.getByRole('radio', { name: '1:00 PM' })).toBeChecked();
  });

  it('keeps a visit of two slots off a time whose next slot is taken (BOOK-20), and marks the visit being moved', async () => {
    renderPicker({ body: grid() }, { visitType: 'New Patient Visit', current: { date: '2030-03-11', time: '10:00' } });
    const times = within(await screen.findByRole('group', { name: /Times on/ }));
    expect(times.getByRole('radio', { name: '1:30 PM, needs 1 hour' })).toBeDisabled();
    expect(times.getByRole('radio', { name: '1:00 PM' })).toBeEnabled();
    expect(times.getByRole('radio', { name: '10:00 AM, current' })).toBeDisabled();
  });

  it('offers the next free day from a day without free times', async () => {
    const { user } = renderPicker({ body: grid() }, { start: { date: '2030-03-12', time: '' } });
    const notice = await screen.findByText('No free times on this day. Please choose another day.');
    await user.click(within(notice.parentElement ?? document.body).getByRole('button', { name: /Next free day: .*Mar 14/ }));
    expect(screen.getByRole('radio', { name: /Mar 14/ })).toBeChecked();
    expect(screen.getByTestId('chosen')).toHaveTextContent('2030-03-14');
    expect(screen.getByRole('group', { name: /Times on .*March 14/ })).toBeInTheDocument();
  });

  it('shows each location’s times under its name on a day worked at two (HOURS-9)', async () => {
    renderPicker({ body: grid() }, { start: { date: '2030-03-14', time: '' } });
    await screen.findByRole('group', { name: /Times on/ });
    const places = screen.getAllByTestId('slot-location').map((line) => line.textContent);
    expect(places).toEqual(['At Main clinic, 1 Main St, Boston, MA', 'At North office, 9 Elm St, Salem, MA']);
    expect(slotPlace(grid(), '2030-03-14', '15:00')).toEqual(north);
    expect(slotPlace(grid(), '2030-03-14', '16:00')).toBeNull();
  });

  it('names the zone to a browser elsewhere (TIME-5) and the doctor’s notice (BOOK-20)', async () => {
    browserInZone('America/Los_Angeles');
    renderPicker({ body: grid({ booking_notice_hours: 24 }) });
    expect(await screen.findByText(/Times are/)).toHaveTextContent('Times are Eastern time, where the doctor works.');
    expect(screen.getByText(/The next 10 days/)).toHaveTextContent('This doctor takes bookings at least 24 hours ahead.');
    expect(noticeText(1)).toBe('This doctor takes bookings at least 1 hour ahead.');
    expect(noticeText(0)).toBeNull();
  });

  it('says the times could not be loaded in the server’s words, and tries again', async () => {
    let failing = true;
    const { user, api } = renderPicker(() => (failing ? apiError(503, 'unavailable', 'The schedule is being updated.') : { body: grid() }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Available times could not be loaded.');
    expect(alert).toHaveTextContent('The schedule is being updated.');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Date' })).toBeInTheDocument();
    expect(api.calls('GET', `/api/doctors/${doctorId}/slots`).length).toBeGreaterThanOrEqual(2);
  });
});
