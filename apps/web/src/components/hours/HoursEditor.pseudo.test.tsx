import type { Slot, SlotsResponse } from '@clinvia/contracts/doctors';
import type { DoctorHours } from '@clinvia/contracts/schedule-schemas';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../lib/i18n/i18n';
import { fakeApi } from '../../test/api';
import { inPseudoLanguage, readable, untranslated } from '../../test/pseudo';
import { browserInZone } from '../../test/zone';
import { HoursEditor } from './HoursEditor';
import { renderWithQueries } from '../../test/queries';

// I18N-8: the hours editor ('hoursKit') in the pseudo-language, as the doctor and as staff read
// it: the week, the date exceptions, the bookings outside the hours with the move dialog, the
// preview, and the messages a save or a refusal shows; no word that did not come through a
// catalogue. I18N-4: in Spanish the days of the week and the dates are Intl's.

const doctorId = '11111111-1111-4111-8111-111111111111';
const main = { id: '22222222-2222-4222-8222-222222222222', name: 'Main clinic', address: '1 Main St, Boston, MA', time_zone: 'America/New_York' };
const cambridge = { id: '33333333-3333-4333-8333-333333333333', name: 'Clinvia Cambridge', address: '5 Kendall Sq, Cambridge, MA', time_zone: 'America/New_York' };
const standard = [
  { start: '09:00', end: '12:00', location_id: null },
  { start: '13:00', end: '16:00', location_id: null },
];
const booking = { id: 'a1', date: '2026-12-01', time: '14:00', status: 'pending' as const, patient_name: 'Riley Rival', visit_type: 'Follow-up', kept: false };

const hours: DoctorHours = {
  doctor_id: doctorId,
  is_specification: true,
  slot_minutes: 30,
  week: Array.from({ length: 7 }, (_, day) => (day === 0 ? [] : standard)),
  time_zone: 'America/New_York',
  location_id: main.id,
  locations: [main, cambridge],
  today: '2026-11-28',
  overrides: [
    { date: '2026-12-24', periods: [] },
    { date: '2026-12-26', periods: [{ start: '10:00', end: '12:00', location_id: cambridge.id }] },
  ],
  outside_hours: [booking, { ...booking, id: 'a2', time: '15:00', status: 'confirmed', patient_name: 'Kim Kept', kept: true }],
};

const slot = (time: string, location: string): Slot => ({ time, taken: false, blocked: false, past: false, too_soon: false, held: false, available: true, fits_two_slots: true, location_id: location });
const slots: SlotsResponse = {
  doctor_id: doctorId,
  available: true,
  clinicTimeZone: 'America/New_York',
  today: '2026-11-28',
  booking_notice_hours: 0,
  two_slot_visit_types: [],
  days: [
    { date: '2026-11-30', slots: [slot('09:00', main.id), slot('13:00', cambridge.id)] },
    { date: '2026-12-01', slots: [] },
  ],
  locations: [main, cambridge],
};

/** The words of the data: names, visit types, and what lib/ writes in English (dates, times, zones). */
const data = [
  'Riley Rival',
  'Kim Kept',
  'Follow-up',
  'Main clinic',
  'Clinvia Cambridge',
  ...['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  ...['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  ...['November', 'December', 'Nov', 'Dec'],
  'Eastern time',
  'Pacific time',
  'AM',
  'PM',
];

function renderEditor(viewer: 'doctor' | 'staff') {
  fakeApi({ [`GET /api/doctors/${doctorId}/hours`]: { body: hours }, [`GET /api/doctors/${doctorId}/slots`]: { body: slots } });
  renderWithQueries(<HoursEditor doctorId={doctorId} viewer={viewer} />);
  return userEvent.setup({ delay: null });
}

afterEach(async () => {
  await switchLanguage('en');
});

describe('the hours editor in the pseudo-language (I18N-8)', { timeout: 30_000 }, () => {
  it('shows the doctor’s week, exceptions, bookings outside the hours, the move dialog and the preview with no untranslated text', async () => {
    browserInZone('America/Los_Angeles');
    await inPseudoLanguage();
    const t = i18next.getFixedT(null, 'hoursKit');
    const user = renderEditor('doctor');
    const preview = await screen.findByRole('region', { name: t('preview.title') });
    await within(preview).findAllByTestId('preview-location');

    // The exception form with periods (no date chosen yet), then its refusal of no date.
    await user.click(screen.getByRole('checkbox', { name: t('overrides.dayOff') }));
    await user.click(screen.getByRole('button', { name: t('overrides.save') }));
    expect(await screen.findByText(t('overrides.chooseDate'))).toBeInTheDocument();

    // A day copied: the week's success message.
    const monday = screen.getByRole('group', { name: 'Monday' });
    await user.click(within(monday).getByText(t('week.copyDay', { day: 'Monday' })));
    await user.click(within(monday).getByLabelText('Tuesday'));
    await user.click(within(monday).getByRole('button', { name: t('week.copyApply') }));
    expect(screen.getByText(t('week.copyDone', { day: 'Monday' }))).toBeInTheDocument();

    expect(untranslated(readable(document.body), data)).toEqual([]);

    // The move dialog, and its refusal without a time.
    await user.click(screen.getByRole('button', { name: t('outside.moveLabel', { patient: 'Riley Rival' }) }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: t('outside.moveConfirm') }));
    expect(await within(dialog).findByText(t('outside.timeRequired'))).toBeInTheDocument();
    expect(untranslated(readable(dialog), data)).toEqual([]);
  });

  it('speaks of the doctor to staff, with no untranslated text', async () => {
    await inPseudoLanguage();
    const t = i18next.getFixedT(null, 'hoursKit');
    renderEditor('staff');
    await screen.findByRole('list', { name: t('staff.outsideTitle') });
    expect(screen.getByText(t('staff.weekLead'))).toBeInTheDocument();
    expect(untranslated(readable(document.body), data)).toEqual([]);
  });
});

describe('the hours editor in Spanish (I18N-4)', { timeout: 30_000 }, () => {
  it('names the days of the week and the dates as Intl writes them in es-US', async () => {
    await act(() => switchLanguage('es'));
    renderEditor('doctor');
    expect(await screen.findByRole('heading', { name: 'Horario semanal' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'lunes' })).toBeInTheDocument();
    expect(screen.getByLabelText('lunes, periodo 1, Inicio')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '30 minutos' })).toBeInTheDocument();
    expect(screen.getByText('jueves, 24 de diciembre de 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mantener la cita de Riley Rival' })).toBeInTheDocument();
  });
});
