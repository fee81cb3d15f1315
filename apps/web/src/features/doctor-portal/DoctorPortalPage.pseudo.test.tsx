import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../lib/i18n/i18n';
import { fakeApi } from '../../test/api';
import { doctorAppointment, ownDoctorProfile } from '../../test/fixtures';
import { inPseudoLanguage, readable, untranslated } from '../../test/pseudo';
import { doctor, renderApp } from '../../test/render';

// I18N-8: the doctor portal's dashboard in the pseudo-language: the portal's header, its tabs,
// the profile card and the appointments card show no word that did not come through a
// catalogue (the data the stub answers with aside). The cards under the appointments (time off,
// visit types) and the drawer's answers and summary are read in DoctorPortalCards.pseudo.test.tsx,
// the hours page's editor in components/hours/HoursEditor.pseudo.test.tsx.

const profile = ownDoctorProfile({ listing: 'awaiting_verification' });
const appointment = doctorAppointment({ id: 'a-1', dependent: { id: '00000000-0000-4000-8000-0000000000d2', name: 'Nora Morgan', date_of_birth: '2017-03-01', age: 9 }, patient_confirmed_at: '2026-01-06T10:00:00.000Z', staff_confirms: true });

/** What the stub answers with: names and words of the data, not of the page. */
const data = [doctor.name, 'Maya Patel', profile.qualifications, profile.specialization, 'Alex Morgan', 'Nora Morgan', appointment.reason, appointment.appointment_type, 'Female'];
/** What shared pieces outside this namespace write: the avatar's initial, the status badges and
 * the list's caption (components/), and the date and the zone of the time (lib/). */
const shared = ['Confirmed', 'Pending', 'Completed', 'Cancelled', 'Declined', 'No-show', 'Showing 1-1 of 1', 'Wed, Jan 7', 'AM Eastern time', 'M'];

afterEach(async () => {
  vi.unstubAllGlobals();
  localStorage.clear();
  await switchLanguage('en');
});

describe('the doctor portal in the pseudo-language (I18N-8)', { timeout: 30_000 }, () => {
  it('shows the dashboard’s header, tabs, profile card and appointments with no untranslated text', async () => {
    fakeApi({
      'GET /api/doctors/me': { body: profile },
      [`GET /api/doctors/${profile.id}/appointments`]: { body: { items: [appointment], total: 1, page: 1, pageSize: 20 } },
      [`GET /api/doctors/${profile.id}/appointment-stats`]: { body: { pending: 1, confirmed: 2, completed: 3, cancelled: 0, declined: 0, no_show: 0 } },
    });
    await inPseudoLanguage();
    renderApp('/doctor-portal', doctor);
    await screen.findByRole('heading', { level: 1, name: /⟦/ }, { timeout: 15_000 });
    expect(document.title).toMatch(/^⟦.*⟧$/);
    await screen.findByText('Nora Morgan', {}, { timeout: 10_000 });
    const appointments = document.getElementById('portal-appointments-title')?.closest('section') ?? document.body;
    const profileCard = screen.getByRole('heading', { level: 2, name: /Maya Patel/ }).closest('section') ?? document.body;
    const regions = [screen.getByRole('banner'), screen.getByRole('navigation', { name: /⟦/ }), screen.getByRole('note'), screen.getByRole('heading', { level: 1 }), profileCard, appointments];
    expect(untranslated(regions.flatMap(readable), [...data, ...shared])).toEqual([]);
  });
});
