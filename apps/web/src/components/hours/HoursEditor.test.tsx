import type { Slot, SlotsResponse } from '@clinvia/contracts/doctors';
import type { DoctorHours } from '@clinvia/contracts/schedule-schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { browserInZone } from '../../test/zone';
import { HoursEditor } from './HoursEditor';
import { renderWithQueries } from '../../test/queries';

// HOURS-5 and HOURS-7: the hours editor checks the week with the contract's messages before
// sending, keeps the typing, copies a day to others, sends the week, and lists the bookings
// outside the hours with their choices.

const doctorId = '11111111-1111-4111-8111-111111111111';
const standard = [
  { start: '09:00', end: '12:00', location_id: null },
  { start: '13:00', end: '16:00', location_id: null },
];
const main = { id: '22222222-2222-4222-8222-222222222222', name: 'Main clinic', address: '1 Main St, Boston, MA', time_zone: 'America/New_York' };
const cambridge = { id: '33333333-3333-4333-8333-333333333333', name: 'Clinvia Cambridge', address: '5 Kendall Sq, Cambridge, MA', time_zone: 'America/New_York' };

function hoursOf(overrides: Partial<DoctorHours> = {}): DoctorHours {
  return {
    doctor_id: doctorId,
    is_specification: true,
    slot_minutes: 30,
    week: Array.from({ length: 7 }, () => standard),
    time_zone: 'America/New_York',
    location_id: main.id,
    locations: [main],
    today: '2026-11-28',
    overrides: [],
    outside_hours: [],
    ...overrides,
  };
}

/** The slots API's answer for the preview: no days unless given. */
function slotsOf(overrides: Partial<SlotsResponse> = {}): SlotsResponse {
  return { doctor_id: doctorId, available: true, clinicTimeZone: 'America/New_York', today: '2026-11-28', booking_notice_hours: 0, two_slot_visit_types: [], days: [], locations: [], ...overrides };
}

function fakeApi(initial: DoctorHours, refuse?: Record<string, string>, slots: SlotsResponse = slotsOf()) {
  const sent: { slotMinutes: number; week: { start: string; end: string; location_id?: string | null }[][] }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    if (url.pathname === `/api/doctors/${doctorId}/hours` && init?.method === 'PUT') {
      const body = JSON.parse(typeof init.body === 'string' ? init.body : '{}') as (typeof sent)[number];
      sent.push(body);
      if (refuse) return Promise.resolve(Response.json({ error: { code: 'validation_error', message: 'Please correct the highlighted fields.', fields: refuse } }, { status: 400 }));
      const week = body.week.map((periods) => periods.map((period) => ({ ...period, location_id: period.location_id ?? null })));
      return Promise.resolve(Response.json({ ...initial, is_specification: false, slot_minutes: body.slotMinutes, week }));
    }
    if (url.pathname === `/api/doctors/${doctorId}/hours`) return Promise.resolve(Response.json(initial));
    if (url.pathname === `/api/doctors/${doctorId}/slots`) return Promise.resolve(Response.json(slots));
    return Promise.resolve(Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 }));
  });
  return { sent };
}

function renderEditor(viewer: 'doctor' | 'staff' = 'doctor') {
  renderWithQueries(<HoursEditor doctorId={doctorId} viewer={viewer} />);
  return userEvent.setup({ delay: null });
}

describe('HoursEditor', () => {
  it('refuses a period that ends before it starts beside its field, keeping the typing, and sends nothing', async () => {
    const { sent } = fakeApi(hoursOf());
    const user = renderEditor();
    const end = await screen.findByLabelText('Monday, period 1, End');
    await user.clear(end);
    await user.type(end, '08:00');
    await user.click(screen.getByRole('button', { name: 'Save weekly hours' }));
    expect(await screen.findByText('The end must be after the start')).toBeInTheDocument();
    expect(end).toHaveValue('08:00');
    expect(end).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('copies Monday to the days chosen and saves the week with its slot length', async () => {
    const { sent } = fakeApi(hoursOf());
    const user = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Remove Monday period 2' }));
    const monday = screen.getByRole('group', { name: 'Monday' });
    await user.click(within(monday).getByText('Copy Monday to…'));
    await user.click(within(monday).getByLabelText('Sunday'));
    await user.click(within(monday).getByRole('button', { name: 'Copy' }));
    await user.selectOptions(screen.getByLabelText('Slot length'), '20');
    await user.click(screen.getByRole('button', { name: 'Save weekly hours' }));
    expect(await screen.findByText('Weekly hours saved. Patients see them at once.')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.slotMinutes).toBe(20);
    expect(sent[0]?.week[0]).toEqual([{ start: '09:00', end: '12:00', location_id: null }]);
    expect(sent[0]?.week[1]).toEqual([{ start: '09:00', end: '12:00', location_id: null }]);
    expect(sent[0]?.week[2]).toEqual(standard);
  });

  it('lists the bookings outside the hours with Keep and Move, and a kept one as kept; staff read it as the doctor’s', async () => {
    const booking = { id: 'a1', date: '2026-12-01', time: '14:00', status: 'pending' as const, patient_name: 'Riley Rival', visit_type: 'Follow-up', kept: false };
    fakeApi(hoursOf({ outside_hours: [booking, { ...booking, id: 'a2', time: '15:00', patient_name: 'Kim Kept', kept: true }] }));
    renderEditor('staff');
    const list = await screen.findByRole('list', { name: 'Bookings outside the doctor’s hours' });
    expect(within(list).getByRole('button', { name: 'Keep Riley Rival’s booking' })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Move Kim Kept’s booking' })).toBeInTheDocument();
    expect(within(list).getByText('Kept outside hours')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Keep Kim Kept’s booking' })).toBeNull();
  });

  // TIME-5: a booking's time names the zone of the doctor's location when the browser's clock reads otherwise.
  for (const [viewer, when] of [
    ['America/New_York', 'Tuesday, December 1, 2026, 2:00 PM Mountain time'],
    ['America/Denver', 'Tuesday, December 1, 2026, 2:00 PM'],
  ] as const) {
    it(`says a booking outside the hours is at '${when}' to a browser in ${viewer}`, async () => {
      browserInZone(viewer);
      const booking = { id: 'a1', date: '2026-12-01', time: '14:00', status: 'pending' as const, patient_name: 'Riley Rival', visit_type: 'Follow-up', kept: false };
      fakeApi(hoursOf({ time_zone: 'America/Denver', outside_hours: [booking] }));
      renderEditor('staff');
      const list = await screen.findByRole('list', { name: 'Bookings outside the doctor’s hours' });
      expect(within(list).getByText(when, { exact: true })).toBeInTheDocument();
    });
  }

  it('offers no location choice while the doctor has one place to work (HOURS-9)', async () => {
    fakeApi(hoursOf());
    renderEditor();
    await screen.findByLabelText('Monday, period 1, End');
    expect(screen.queryByLabelText('Monday, period 1, Location')).toBeNull();
  });

  it('lets a period choose another location, sends it, and keeps the doctor’s own as none (HOURS-9)', async () => {
    const { sent } = fakeApi(hoursOf({ locations: [main, cambridge] }));
    const user = renderEditor();
    const place = await screen.findByLabelText('Monday, period 1, Location');
    expect(place).toHaveValue(main.id);
    expect(within(place).getByRole('option', { name: 'Main clinic (own location)' })).toBeInTheDocument();
    await user.selectOptions(place, cambridge.id);
    await user.click(screen.getByRole('button', { name: 'Save weekly hours' }));
    expect(await screen.findByText('Weekly hours saved. Patients see them at once.')).toBeInTheDocument();
    expect(sent[0]?.week[1]).toEqual([{ ...standard[0], location_id: cambridge.id }, standard[1]]);
    expect(sent[0]?.week[2]).toEqual(standard);
    expect(screen.getByLabelText('Monday, period 1, Location')).toHaveValue(cambridge.id);
  });

  it('shows the server’s message about a period’s location beside its choice, keeping the choice', async () => {
    const message = 'This location is in another time zone than the doctor’s own: all of a doctor’s periods share one zone';
    fakeApi(hoursOf({ locations: [main, cambridge] }), { 'week.1.0.location_id': message });
    const user = renderEditor();
    const place = await screen.findByLabelText('Monday, period 1, Location');
    await user.selectOptions(place, cambridge.id);
    await user.click(screen.getByRole('button', { name: 'Save weekly hours' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(place).toHaveAttribute('aria-invalid', 'true');
    expect(place).toHaveValue(cambridge.id);
  });

  describe('the preview of the next 10 days (HOURS-6)', () => {
    const slot = (time: string, location: string, available = true): Slot => ({ time, taken: !available, blocked: false, past: false, too_soon: false, held: false, available, fits_two_slots: available, location_id: location });

    it('names the location of each day’s free times when the slots are at several (HOURS-9)', async () => {
      browserInZone('America/New_York');
      const days = [
        { date: '2026-11-30', slots: [slot('09:00', main.id), slot('09:30', main.id, false), slot('13:00', cambridge.id), slot('13:30', cambridge.id)] },
        { date: '2026-12-01', slots: [slot('09:00', main.id)] },
        { date: '2026-12-02', slots: [] },
      ];
      fakeApi(hoursOf({ locations: [main, cambridge] }), undefined, slotsOf({ days, locations: [main, cambridge] }));
      renderEditor();
      const preview = await screen.findByRole('region', { name: 'What patients see: the next 10 days' });
      const shown = await within(preview).findAllByTestId('preview-day');
      expect(shown.map((day) => within(day).queryAllByTestId('preview-location').map((item) => item.textContent))).toEqual([['Main clinic: 9:00 AM', 'Clinvia Cambridge: 1:00 PM, 1:30 PM'], ['Main clinic: 9:00 AM'], []]);
      expect(shown[2]).toHaveTextContent('No free times');
      expect(within(preview).queryByText(/where the doctor works/)).toBeNull();
    });

    it('names no location while every slot is at one, and the zone when the browser’s clock reads otherwise (TIME-5)', async () => {
      browserInZone('America/Los_Angeles');
      fakeApi(hoursOf(), undefined, slotsOf({ days: [{ date: '2026-11-30', slots: [slot('09:00', main.id), slot('09:30', main.id)] }], locations: [main] }));
      renderEditor();
      const preview = await screen.findByRole('region', { name: 'What patients see: the next 10 days' });
      expect(await within(preview).findByText('9:00 AM, 9:30 AM')).toBeInTheDocument();
      expect(within(preview).queryAllByTestId('preview-location')).toEqual([]);
      expect(within(preview).getByText('Times are Eastern time, where the doctor works.')).toBeInTheDocument();
    });
  });
});
