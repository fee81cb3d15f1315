import type { TrendingDoctor } from '@clinvia/contracts/doctors';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/api';
import { trendingDoctor } from '../../test/fixtures';
import { stubResizeObserver } from '../../test/render';
import { inPseudoLanguage, readable, untranslated } from '../../test/pseudo';
import { RecommendedDoctors } from './RecommendedDoctors';
import { renderWithQueries } from '../../test/queries';

// I18N-8: the home page's carousel in the pseudo-language shows no word that did not come
// through a catalogue; the doctors' names and specialties from the API are data.

// Doctors with no next free time and no languages listed: only their names and specialties are data here.
const trending = (overrides: Partial<TrendingDoctor>): TrendingDoctor => trendingDoctor({ next_available_date: null, next_available_time: null, languages: [], ...overrides });

function renderCarousel() {
  return renderWithQueries(<RecommendedDoctors />);
}

describe('the recommended doctors carousel in the pseudo-language (I18N-8)', { timeout: 20_000 }, () => {
  beforeEach(() => {
    stubResizeObserver();
  });

  it('shows the banner, the slides and the arrows with no untranslated text and no raw key', async () => {
    fakeApi({ 'GET /api/doctors/get-trending-doctor/': { body: [trending({}), trending({ doctor_id: 'd-2', name: 'Omar Reyes', specialization: 'Neurology', available: false })] } });
    await inPseudoLanguage();
    const { container } = renderCarousel();
    await screen.findByRole('heading', { level: 3, name: 'Omar Reyes' }, { timeout: 15_000 });
    // The avatars' initials are the names' too.
    expect(untranslated(readable(container), ['Maya Patel', 'Omar Reyes', 'Cardiology', 'Neurology', 'M', 'O'])).toEqual([]);
  });

  it('shows the empty carousel with no untranslated text', async () => {
    fakeApi({ 'GET /api/doctors/get-trending-doctor/': { body: [] } });
    await inPseudoLanguage();
    const { container } = renderCarousel();
    await screen.findByText(/⟦Ñó/, {}, { timeout: 15_000 });
    expect(untranslated(readable(container))).toEqual([]);
  });
});
