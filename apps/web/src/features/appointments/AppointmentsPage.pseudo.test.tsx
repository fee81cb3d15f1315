import type { SlotsResponse } from '@clinvia/contracts/doctors';
import type { WaitlistEntry } from '@clinvia/contracts/waitlist';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/api';
import { patientAppointment, waitlistOffer } from '../../test/fixtures';
import { inPseudoLanguage, readable, untranslated } from '../../test/pseudo';
import { patient, renderApp } from '../../test/render';
import { browserInZone } from '../../test/zone';

// I18N-8: /appointments in the pseudo-language: every word of the page, its cards, its waitlist
// and offers and its dialogs came through a catalogue; what is left is the API's data.

configure({ asyncUtilTimeout: 5000 });

const upcoming = patientAppointment({ id: 'a-up', check_in: 'open', patient_confirmed_at: '2030-03-09T10:00:00.000Z', dependent: { id: '5d1f8a8e-1b7c-4c1e-9a53-2f3f0f1b9a10', name: 'Leo Lopez', date_of_birth: '2024-05-01' } });
const past = patientAppointment({ id: 'a-past', appointment_date: '2030-02-01', status: 'completed', can_cancel: false, can_reschedule: false });
const cancelled = patientAppointment({ id: 'a-cancelled', appointment_date: '2030-03-20', status: 'cancelled', can_cancel: false, can_reschedule: false });
const entry: WaitlistEntry = { id: 'e1', doctor_id: 'doctor-42', doctor_name: 'Maya Patel', specialization: 'Cardiology', days: null, parts: ['morning', 'afternoon'], expires_on: '2030-03-20', created_at: '2030-03-10T12:00:00.000Z' };
const offer = waitlistOffer({ expires_at: new Date(Date.now() + 10 * 60_000).toISOString(), needs_details: true });

/** The doctor's free times for the reschedule dialog: 10:30 on the 12th is the visit's own. */
function slots(): SlotsResponse {
  return {
    doctor_id: 'doctor-42',
    available: true,
    clinicTimeZone: 'America/New_York',
    today: '2030-03-10',
    booking_notice_hours: 1,
    two_slot_visit_types: [],
    locations: [{ id: 'loc-main', name: 'Main clinic', address: '1 Main St, Boston, MA', time_zone: 'America/New_York' }],
    days: ['2030-03-12', '2030-03-13'].map((date) => ({
      date,
      slots: ['09:00', '10:30', '14:00'].map((time) => {
        const taken = date === '2030-03-12' && time === '10:30';
        return { time, taken, blocked: false, past: false, too_soon: false, held: false, available: !taken, fits_two_slots: !taken, location_id: 'loc-main' };
      }),
    })),
  };
}

function stubApi() {
  browserInZone('America/New_York');
  fakeApi({
    'GET /api/config': { body: { clinicTimeZone: 'America/New_York', today: '2030-03-10' } },
    'GET /api/patients/patient-details/7': { body: { id: '7', name: 'Maria Lopez', email: 'maria@example.com', phone_number: '+14155550100', age: 41, gender: 'female', address: null } },
    'GET /api/patients/get-appointments/7': { body: { appointments: [upcoming, past, cancelled] } },
    'GET /api/patients/waitlist/7': { body: { entries: [entry], offers: [offer] } },
    'GET /api/doctors/doctor-42/slots': { body: slots() },
  });
}

/** The API's words on the page: names, places, the visit's type and reason, and the status badge (common). */
const data = [
  'Maria Lopez', 'maria@example.com', 'Leo Lopez', 'Maya Patel', 'Cardiology', 'Follow-up', 'follow-up', 'Blood pressure check', 'Main clinic', '1 Main St, Boston, MA',
  offer.doctor_name, offer.specialization,
];

/**
 * Words the catalogues do not carry: a date or time written by the shared helpers in English
 * (formatClinicDate goes through Intl in Spanish; 'AM'/'PM' of slotLabel), and doctorTitle's
 * 'Dr.' (lib/format, the same abbreviation in Spanish).
 */
const dateWords = 'Dr\\.|AM|PM|Mon|Tue|Wed|Thu|Fri|Sat|Sun|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec|January|February|March|April|June|July|August|September|October|November|December';
// A weekday and a month in two spans read as one word ('TueMar'), a day's number before them too.
const formatted = new RegExp(`^[(\\d:]*[A-Z]?(${dateWords})+[\\d:(),.]*$`);
/**
 * Shared pieces outside this conversion, still in English: the reason's counter (fields.tsx's
 * CharacterCount), the doctor's rating (StarRating) and the status badge (StatusBadge).
 */
const notConverted = new Set(['more', 'characters', 'needed', 'at', 'most', 'Rated', 'out', 'of', 'Pending', 'Confirmed', 'Completed', 'Cancelled']);

/** The words of `element` that did not come through a catalogue and are not the API's. */
function leftOver(element: HTMLElement): string[] {
  return untranslated(readable(element), data).filter((word) => !formatted.test(word) && !notConverted.has(word));
}

/** The element at `index` of a list the page is known to show. */
function nth<T>(list: readonly T[], index: number): T {
  const item = list.at(index);
  if (item === undefined) throw new Error(`no element ${String(index)}`);
  return item;
}

describe('/appointments in the pseudo-language (I18N-8)', { timeout: 30_000 }, () => {
  it('shows the page, its cards, the waitlist and the offers with no untranslated text', async () => {
    stubApi();
    await inPseudoLanguage();
    renderApp('/appointments', patient);
    const main = await screen.findByRole('main');
    await within(main).findByText('maria@example.com');
    await within(main).findAllByTestId('appointment');
    await within(main).findAllByText(/Maya Patel/, { selector: 'a' });
    expect(document.title).toMatch(/^⟦.*⟧$/);
    expect(leftOver(main)).toEqual([]);
  });

  it('shows the cancel and reschedule dialogs with no untranslated text', async () => {
    stubApi();
    await inPseudoLanguage();
    const user = userEvent.setup({ delay: null });
    renderApp('/appointments', patient);
    const card = nth(await screen.findAllByTestId('appointment'), 0);
    const buttons = within(card).getAllByRole('button');
    await user.click(nth(buttons, -1));
    const cancel = await screen.findByRole('dialog');
    expect(leftOver(cancel)).toEqual([]);
    await user.click(within(cancel).getByRole('button', { name: i18next.t('appointments:cancelDialog.keep') }));
    await user.click(nth(buttons, 0));
    const reschedule = await screen.findByRole('dialog');
    await within(reschedule).findAllByRole('radio');
    expect(leftOver(reschedule)).toEqual([]);
  });
});
