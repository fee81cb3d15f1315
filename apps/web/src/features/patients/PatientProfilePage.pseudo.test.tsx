import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatClinicDate } from '../../lib/clinic-dates';
import { formatCreatedOn } from '../../lib/format';
import { formatPhone } from '../../lib/phone';
import { fakeApi } from '../../test/api';
import { patientProfile } from '../../test/fixtures';
import { inPseudoLanguage, readable, untranslated } from '../../test/pseudo';
import { patient, renderApp } from '../../test/render';

// I18N-8: /patient-profile in the pseudo-language, with its Family and Proxies sections, shows no
// word that did not come through a catalogue; what the API answers is data, and so are the dates
// (the date helpers' words, English in the pseudo-language). The upcoming visits are left out:
// their status badge is another area's (StatusBadge).

const profile = patientProfile({ upcoming_appointments: [], appointment_counts: { upcoming: 0, total: 4 } });
const leo = { id: '88888888-8888-4888-8888-888888888888', name: 'Leo Lopez', date_of_birth: '2018-04-02', relationship: 'child', age: 8, can_book: true, has_own_account: false } as const;
const grant = { id: '99999999-9999-4999-8999-999999999999', email: 'hugo@example.com', proxy_name: 'Hugo Lopez', scopes: ['read', 'book'], status: 'active', ends_on: null, created_at: '2026-11-01T15:00:00.000Z', accepted_at: '2026-11-02T15:00:00.000Z' } as const;
const data = [
  'Maria Lopez',
  'maria@example.com',
  '12 Elm St, Boston',
  formatPhone(profile.patient.phone_number),
  formatCreatedOn(profile.patient.member_since, 'en'),
  'Leo Lopez',
  formatClinicDate(leo.date_of_birth, 'medium', 'en'),
  'Hugo Lopez',
  // The avatar's initial.
  'M',
];

describe('/patient-profile in the pseudo-language (I18N-8)', { timeout: 45_000 }, () => {
  it('shows the profile, the family, the proxies and the downloads with no untranslated text and no raw key', async () => {
    fakeApi({
      'GET /api/patients/get-patient-profile/7': { body: profile },
      'GET /api/dependents': { body: { dependents: [leo], age_of_majority: 18 } },
      'GET /api/proxies': { body: { proxies: [grant], acting_for: [] } },
      'GET /api/proxies/activity': { body: { items: [] } },
      'GET /api/notifications*': { body: { items: [], total: 0, page: 1, pageSize: 10, unread: 0 } },
    });
    await inPseudoLanguage();
    renderApp('/patient-profile', patient);
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { level: 1, name: 'Maria Lopez' }, { timeout: 15_000 });
    await within(main).findAllByText('Leo Lopez', { exact: false }, { timeout: 15_000 });
    await within(main).findAllByText('Hugo Lopez', { exact: false }, { timeout: 15_000 });
    await within(main).findByText(/⟦Ýóúr próxíéš hávé ñót/, {}, { timeout: 15_000 });
    expect(document.title).toMatch(/^⟦.*⟧$/);
    expect(untranslated(readable(main), data)).toEqual([]);
  });

  it('shows the proxy invitation with no untranslated text', async () => {
    await inPseudoLanguage();
    renderApp('/proxy-invitation');
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { level: 1, name: /⟦/ }, { timeout: 15_000 });
    expect(document.title).toMatch(/^⟦.*⟧$/);
    expect(untranslated(readable(main))).toEqual([]);
  });
});
