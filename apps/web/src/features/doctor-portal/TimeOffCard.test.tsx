import type { TimeOffCalendar } from '@clinvia/contracts/doctor-portal';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi, type Reply } from '../../test/api';
import { TimeOffCard } from './TimeOffCard';
import { renderWithQueries } from '../../test/queries';

// Time off (issue 11): the doctor blocks whole days or single times of the next 10 days; a
// booked time cannot be blocked, a past one cannot be changed.

const slot = (time: string, state: Partial<{ blocked: boolean; booked: boolean; past: boolean }> = {}) => ({ time, blocked: false, booked: false, past: false, ...state });

const calendar: TimeOffCalendar = {
  clinicTimeZone: 'America/New_York',
  today: '2030-03-11',
  days: [
    { date: '2030-03-11', day_off: false, slots: [slot('09:00', { past: true }), slot('10:00'), slot('11:00', { booked: true }), slot('14:00', { blocked: true })] },
    { date: '2030-03-12', day_off: true, slots: [slot('09:00', { blocked: true }), slot('10:00', { blocked: true })] },
  ],
};

/** The calendar after a change: the first day with one slot changed. */
function withFirstDaySlot(time: string, blocked: boolean): TimeOffCalendar {
  const [first, ...rest] = calendar.days;
  if (first === undefined) throw new Error('no day');
  return { ...calendar, days: [{ ...first, slots: first.slots.map((entry) => (entry.time === time ? { ...entry, blocked } : entry)) }, ...rest] };
}

function renderCard(replies: Record<string, Reply> = {}) {
  const api = fakeApi({ 'GET /api/doctors/me/time-off': { body: calendar }, ...replies });
  renderWithQueries(<TimeOffCard />);
  return api;
}

const times = () => screen.findByRole('list', { name: 'Times on Monday, March 11, 2030' });

describe('time off (issue 11)', () => {
  it('shows the first day’s times with what each one is', async () => {
    renderCard();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    const list = within(await times());
    expect(list.getAllByRole('button').map((button) => button.textContent)).toEqual(['9:00 AMPast', '10:00 AMOpen', '11:00 AMBooked', '2:00 PMBlocked']);
    expect(list.getByRole('button', { name: /9:00 AM/ })).toBeDisabled();
    expect(list.getByRole('button', { name: /2:00 PM/ })).toHaveAttribute('aria-pressed', 'true');
    expect(list.getByRole('button', { name: /10:00 AM/ })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Block the whole day' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Mar 12.*Day off/ })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'My hours' })).toHaveAttribute('href', '/doctor-portal/hours');
  });

  it('blocks an open time and says so', async () => {
    const api = renderCard({ 'POST /api/doctors/me/time-off': { body: withFirstDaySlot('10:00', true) } });
    const user = userEvent.setup();
    await user.click(within(await times()).getByRole('button', { name: /10:00 AM/ }));
    expect(await screen.findByText('10:00 AM on Monday, March 11, 2030 is blocked.')).toBeInTheDocument();
    expect(api.calls('POST', '/api/doctors/me/time-off').map((request) => request.body)).toEqual([{ date: '2030-03-11', time: '10:00' }]);
    expect(within(await times()).getByRole('button', { name: /10:00 AM/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('opens a blocked time again with a DELETE naming it', async () => {
    const api = renderCard({ 'DELETE /api/doctors/me/time-off': { body: withFirstDaySlot('14:00', false) } });
    const user = userEvent.setup();
    await user.click(within(await times()).getByRole('button', { name: /2:00 PM/ }));
    expect(await screen.findByText('2:00 PM on Monday, March 11, 2030 is open for booking again.')).toBeInTheDocument();
    const [request] = api.calls('DELETE', '/api/doctors/me/time-off');
    expect([request?.query.get('date'), request?.query.get('time')]).toEqual(['2030-03-11', '14:00']);
  });

  it('shows why a booked time cannot be blocked', async () => {
    renderCard({ 'POST /api/doctors/me/time-off': apiError(409, 'conflict', 'A patient holds this time: cancel or move the booking first.') });
    const user = userEvent.setup();
    await user.click(within(await times()).getByRole('button', { name: /11:00 AM/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A patient holds this time: cancel or move the booking first.');
  });

  it('moves to another day and opens the whole of a day off', async () => {
    const api = renderCard({ 'DELETE /api/doctors/me/time-off': { body: calendar } });
    const user = userEvent.setup();
    await times();
    await user.click(screen.getByRole('radio', { name: /Mar 12/ }));
    expect(await screen.findByRole('list', { name: 'Times on Tuesday, March 12, 2030' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open the whole day' }));
    expect(await screen.findByText('Tuesday, March 12, 2030 is open for booking again.')).toBeInTheDocument();
    const [request] = api.calls('DELETE', '/api/doctors/me/time-off');
    expect([request?.query.get('date'), request?.query.has('time')]).toEqual(['2030-03-12', false]);
  });

  it('blocks a whole day', async () => {
    const api = renderCard({ 'POST /api/doctors/me/time-off': { body: calendar } });
    const user = userEvent.setup();
    await times();
    await user.click(screen.getByRole('button', { name: 'Block the whole day' }));
    await waitFor(() => {
      expect(api.calls('POST', '/api/doctors/me/time-off').map((request) => request.body)).toEqual([{ date: '2030-03-11' }]);
    });
    expect(await screen.findByText('Monday, March 11, 2030 is blocked: patients cannot book it.')).toBeInTheDocument();
  });

  it('offers a retry when the calendar cannot be loaded', async () => {
    let fail = true;
    renderCard({ 'GET /api/doctors/me/time-off': () => (fail ? apiError(403, 'forbidden', 'Doctors only') : { body: calendar }) });
    const user = userEvent.setup();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your time off could not be loaded.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await times()).toBeInTheDocument();
  });
});
