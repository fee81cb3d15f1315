import { doctorLanguages, languageName } from '@clinvia/contracts/language-codes';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { switchLanguage } from '../../lib/i18n/i18n';
import { fakeApi } from '../../test/api';
import { doctorListItem } from '../../test/fixtures';
import { inPseudoLanguage, readable, untranslated } from '../../test/pseudo';
import { patient, renderApp } from '../../test/render';

// I18N-8: Find Doctor in the pseudo-language shows no word that did not come through a
// catalogue; what the API answers (names, specialties, cities, and the avatars' initials, last)
// and the language names (CLDR's, from language-codes.ts, in English in the pseudo-language) are data.

const doctors = [
  doctorListItem({ user_id: '00000000-0000-4000-8000-000000000001', name: 'Aisha Khan', trending: true, available_today: true, languages: [] }),
  doctorListItem({ user_id: '00000000-0000-4000-8000-000000000002', name: 'Omar Reyes', specialization: 'Neurology', qualifications: 'MBBS', city: 'Denver, CO', next_available_date: null, languages: [] }),
  doctorListItem({ user_id: '00000000-0000-4000-8000-000000000003', name: 'Lena Novak', available: false, experience_years: 1, languages: [] }),
];
const data = ['Aisha Khan', 'Omar Reyes', 'Lena Novak', 'Cardiology', 'Neurology', 'MBBS', 'MD', 'Boston, MA', 'Denver, CO', ...doctorLanguages.map((code) => languageName(code)), 'A', 'O', 'L'];

function stubApi() {
  fakeApi({
    'GET /api/doctors': { body: { items: doctors, total: 3, page: 1, pageSize: 9 } },
    'GET /api/doctors/specializations': { body: ['Cardiology', 'Neurology'] },
    'GET /api/doctors/cities': { body: ['Boston, MA', 'Denver, CO'] },
    'GET /api/notifications*': { body: { items: [], total: 0, page: 1, pageSize: 10, unread: 0 } },
  });
}

describe('Find Doctor in the pseudo-language (I18N-8)', { timeout: 20_000 }, () => {
  it('shows the search, the filters and the cards with no untranslated text and no raw key', async () => {
    stubApi();
    await inPseudoLanguage();
    renderApp('/find-doctor', patient);
    const main = await screen.findByRole('main');
    expect(await within(main).findAllByTestId('doctor-card', {}, { timeout: 15_000 })).toHaveLength(3);
    await within(main).findByRole('button', { name: 'Neurology' });
    expect(document.title).toMatch(/^⟦.*⟧$/);
    expect(untranslated(readable(main), data)).toEqual([]);
  });

  it('shows the empty result with no untranslated text', async () => {
    fakeApi({
      'GET /api/doctors': { body: { items: [], total: 0, page: 1, pageSize: 9 } },
      'GET /api/doctors/specializations': { body: [] },
      'GET /api/doctors/cities': { body: [] },
      'GET /api/notifications*': { body: { items: [], total: 0, page: 1, pageSize: 10, unread: 0 } },
    });
    await inPseudoLanguage();
    renderApp('/find-doctor?q=nobody', patient);
    const main = await screen.findByRole('main');
    await within(main).findByText(/⟦Ñó/, {}, { timeout: 15_000 });
    expect(untranslated(readable(main), [...data, 'nobody'])).toEqual([]);
  });

  it("names the languages in Spanish when the page is in Spanish: a label with a capital, a sentence's in lower case (I18N-1)", async () => {
    fakeApi({
      'GET /api/doctors': { body: { items: [doctorListItem({ name: 'Aisha Khan', languages: ['en', 'es'] })], total: 1, page: 1, pageSize: 9 } },
      'GET /api/doctors/specializations': { body: ['Cardiology'] },
      'GET /api/doctors/cities': { body: ['Boston, MA'] },
      'GET /api/notifications*': { body: { items: [], total: 0, page: 1, pageSize: 10, unread: 0 } },
    });
    await act(() => switchLanguage('es'));
    renderApp('/find-doctor', patient);
    const main = await screen.findByRole('main');
    const card = await within(main).findByTestId('doctor-card', {}, { timeout: 15_000 });
    expect(within(card).getByText('Habla inglés, español')).toBeInTheDocument();
    const filter = within(main).getByRole('combobox', { name: 'Idioma' });
    expect(within(filter).getByRole('option', { name: 'Español' })).toBeInTheDocument();
    expect(within(filter).getByRole('option', { name: 'Criollo haitiano' })).toBeInTheDocument();
  });
});
