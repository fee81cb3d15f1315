import type { BookingResponse, PatientAppointment } from '@clinvia/contracts/appointments';
import type { SlotsResponse } from '@clinvia/contracts/doctors';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { Swal } from '../../lib/swal';
import { fakeApi, type SentRequest } from '../../test/api';
import { doctorDetail, patientAppointment } from '../../test/fixtures';
import { inPseudoLanguage, readable, untranslated } from '../../test/pseudo';
import { patient, renderApp } from '../../test/render';
import { browserInZone } from '../../test/zone';

// I18N-8: the booking wizard in the pseudo-language, step by step, and its waitlist form: every
// word came through a catalogue; what is left is the API's data (names, places, the visit's type
// and reason, the times' '10:00 AM').

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  Swal.close();
});

const doctor = doctorDetail();
const doctorId = doctor.user_id;
const today = '2030-03-10';
const times = ['09:00', '09:30', '10:00', '13:00', '13:30'];

/** Day 0: 09:00 past, 13:00 booked, 13:30 held; day 1: away at 09:30; day 2: full. */
function slots(): SlotsResponse {
  return {
    doctor_id: doctorId,
    available: true,
    clinicTimeZone: 'America/New_York',
    today,
    booking_notice_hours: 2,
    two_slot_visit_types: ['New Patient Visit'],
    locations: [{ id: 'loc-main', name: 'Main clinic', address: '1 Main St, Boston, MA', time_zone: 'America/New_York' }],
    days: Array.from({ length: 10 }, (_, offset) => ({
      date: `2030-03-${String(10 + offset)}`,
      slots: times.map((time) => {
        const past = offset === 0 && time === '09:00';
        const taken = (offset === 0 && time === '13:00') || offset === 2;
        const held = offset === 0 && time === '13:30';
        const blocked = offset === 1 && time === '09:30';
        const available = !past && !taken && !held && !blocked;
        return { time, taken, blocked, past, too_soon: false, held, available, fits_two_slots: available && time !== '10:00', location_id: 'loc-main' };
      }),
    })),
  };
}

function bookingApi() {
  const book = ({ body }: SentRequest) => {
    const values = body as Record<string, string>;
    const appointment: PatientAppointment = patientAppointment({
      doctor_id: doctorId,
      appointment_date: values.selectedDate ?? '',
      appointment_time: values.selectedTime ?? '',
      appointment_type: values.appointmentType ?? '',
      reason: values.appointmentReason ?? '',
      status: 'pending',
      is_insurance: true,
      insurance_provider: values.insuranceProvider ?? null,
    });
    const created: BookingResponse = { message: 'Booking successful!', appointment };
    return { status: 201, body: created };
  };
  fakeApi({
    'GET /api/config': { body: { clinicTimeZone: 'America/New_York', today } },
    [`GET /api/doctors/get-doctors/${doctorId}`]: { body: doctor },
    [`GET /api/doctors/${doctorId}/slots`]: { body: slots() },
    'GET /api/patients/booking-conditions/7': { body: { staff_confirms: true, no_shows_last_12_months: 3 } },
    'GET /api/patients/patient-details/7': { body: { id: '7', name: 'Maria Lopez', email: 'maria@example.com', phone_number: '(415) 555-0100', age: 34, gender: 'female', address: null } },
    'GET /api/patients/get-appointments/7': { body: { appointments: [] } },
    'POST /api/patients/book-appointment': book,
  });
}

/** The API's words on the page. */
const data = [
  doctor.qualifications, doctor.name, doctor.specialization, doctor.clinic_address ?? '', 'Main clinic', '1 Main St, Boston, MA', 'Maria Lopez', 'maria@example.com',
  'Blood pressure check after new pills', 'Acme Health', 'AC-123', 'Maya Patel', 'Cardiology', 'Follow-up',
];

/**
 * Words the catalogues do not carry: a date or time written by the shared helpers in English
 * (formatClinicDate goes through Intl in Spanish; 'AM'/'PM' of slotLabel), and doctorTitle's
 * 'Dr.' (lib/format, the same abbreviation in Spanish).
 */
const dateWords = 'Dr\\.|AM|PM|Mon|Tue|Wed|Thu|Fri|Sat|Sun|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec|January|February|March|April|June|July|August|September|October|November|December';
// A weekday and a month in two spans read as one word ('TueMar'), a day's number before them too.
const formatted = new RegExp(`^[(\\d:]*(${dateWords})+[\\d:),.]*$`);
/**
 * Shared pieces outside this conversion, still in English: the reason's counter (fields.tsx's
 * CharacterCount) and the doctor's rating (StarRating).
 */
const notConverted = new Set(['more', 'characters', 'needed', 'at', 'most', 'Rated', 'out', 'of']);

/** The words of `element` that did not come through a catalogue and are not the API's. */
function leftOver(element: HTMLElement): string[] {
  return untranslated(readable(element), data).filter((word) => !formatted.test(word) && !notConverted.has(word) && word !== doctor.name.charAt(0));
}

/** The element at `index` of a list the page is known to show. */
function nth<T>(list: readonly T[], index: number): T {
  const item = list.at(index);
  if (item === undefined) throw new Error(`no element ${String(index)}`);
  return item;
}

describe('the booking wizard in the pseudo-language (I18N-8)', { timeout: 40_000 }, () => {
  it('shows every step, the waitlist form and the confirmation with no untranslated text', async () => {
    browserInZone('America/New_York');
    bookingApi();
    await inPseudoLanguage();
    const user = userEvent.setup({ delay: null });
    renderApp(`/appointment/${doctorId}`, patient);
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { level: 2, name: i18next.t('booking:stepTitles.date') });
    expect(document.title).toMatch(/^⟦.*⟧$/);
    const days = await within(main).findAllByRole('radio');
    // Day 2 is full: no free time, the next free day, and the waitlist form.
    await user.click(nth(days, 2));
    await user.click(await within(main).findByRole('button', { name: i18next.t('bookingKit:waitlistForm.open') }));
    await within(main).findByRole('group', { name: i18next.t('bookingKit:waitlistForm.open') });
    expect(leftOver(main)).toEqual([]);

    // Day 0: past, booked, held; 10:00 free.
    await user.click(nth(days, 0));
    expect(leftOver(main)).toEqual([]);
    await user.click(within(main).getByRole('radio', { name: '10:00 AM' }));
    await user.click(within(main).getByRole('button', { name: i18next.t('booking:continue') }));

    await within(main).findByRole('heading', { level: 2, name: i18next.t('booking:stepTitles.details') });
    await user.click(nth(within(main).getAllByRole('radio'), 1));
    await user.type(within(main).getByRole('textbox'), 'Blood pressure check after new pills');
    await user.click(nth(within(main).getAllByRole('radio'), -1));
    await user.type(within(main).getByRole('textbox', { name: i18next.t('bookingKit:details.provider') }), 'Acme Health');
    await user.type(within(main).getByRole('textbox', { name: i18next.t('bookingKit:details.insuranceId') }), 'AC-123');
    expect(leftOver(main)).toEqual([]);
    await user.click(within(main).getByRole('button', { name: i18next.t('booking:continue') }));

    await within(main).findByRole('heading', { level: 2, name: i18next.t('booking:stepTitles.personal') });
    await within(main).findByDisplayValue('Maria Lopez');
    expect(leftOver(main)).toEqual([]);
    await user.click(within(main).getByRole('button', { name: i18next.t('booking:confirm') }));

    await within(main).findByRole('heading', { level: 2, name: i18next.t('booking:confirmed') });
    expect(leftOver(main)).toEqual([]);
  });
});
