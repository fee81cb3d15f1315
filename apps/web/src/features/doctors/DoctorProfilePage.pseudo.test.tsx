import { doctorLanguages, languageName } from '@clinvia/contracts/language-codes';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/api';
import { doctorDetail } from '../../test/fixtures';
import { inPseudoLanguage, readable, untranslated } from '../../test/pseudo';
import { renderApp, staff } from '../../test/render';
import { formatCreatedOn } from '../../lib/format';

// I18N-8: the doctor's profile in the pseudo-language shows no word that did not come through a
// catalogue; what the API answers (the doctor's own words, names, plans) and the language names
// (CLDR's, in English) are data.

const doctorId = '00000000-0000-4000-8000-000000000042';
const today = '2030-03-10';
const doctor = doctorDetail({ trending: true, insurance_plans: ['Aetna'], languages: ['en', 'es'], location: { name: 'Back Bay Clinic', address: '200 Boylston St, Boston, MA 02116' } });
const data = ['MBBS, MD (Cardiology)', 'Maya Patel', 'maya@clinvia.test', 'Cardiology', '1 Main St, Boston, MA', 'Back Bay Clinic', '200 Boylston St, Boston, MA 02116', 'Aetna', doctorId, formatCreatedOn(doctor.created_at, 'en'), ...doctorLanguages.map((code) => languageName(code))];

describe('the doctor profile in the pseudo-language (I18N-8)', { timeout: 20_000 }, () => {
  it('shows the profile with no untranslated text and no raw key', async () => {
    fakeApi({
      'GET /api/config': { body: { clinicTimeZone: 'America/New_York', today } },
      [`GET /api/doctors/get-doctors/${doctorId}`]: { body: doctor },
      // No free time in the ten days: the dates and clock times are the date helpers' (not this namespace's).
      [`GET /api/doctors/${doctorId}/slots`]: { body: { doctor_id: doctorId, available: true, clinicTimeZone: 'America/New_York', today, booking_notice_hours: 0, two_slot_visit_types: [], locations: [], days: [] } },
    });
    await inPseudoLanguage();
    // Staff: a patient's waitlist form (components/WaitlistForm) is not this namespace's.
    renderApp(`/doctor/${doctorId}`, staff);
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { level: 1, name: 'Maya Patel' }, { timeout: 15_000 });
    await within(main).findByText(/⟦Ñó fréé/, {}, { timeout: 15_000 });
    expect(document.title).toMatch(/⟦.*⟧$/);
    expect(untranslated(readable(main), data)).toEqual([]);
  });

  it('shows a missing doctor with no untranslated text', async () => {
    fakeApi({ [`GET /api/doctors/get-doctors/${doctorId}`]: { status: 404, body: { error: { code: 'not_found', message: 'Doctor not found' } } } });
    await inPseudoLanguage();
    renderApp(`/doctor/${doctorId}`);
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { level: 1, name: /⟦/ }, { timeout: 15_000 });
    expect(document.title).toMatch(/^⟦.*⟧$/);
    expect(untranslated(readable(main))).toEqual([]);
  });
});
