import type { TrendingDoctor } from '@clinvia/contracts/doctors';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/api';
import { inPseudoLanguage, readable, untranslated } from '../../test/pseudo';
import { RecommendedDoctors } from './RecommendedDoctors';

// I18N-8: the home page's carousel in the pseudo-language shows no word that did not come
// through a catalogue; the doctors' names and specialties from the API are data.

const trending = (overrides: Partial<TrendingDoctor>): TrendingDoctor => ({
  doctor_id: 'd-1',
  name: 'Maya Patel',
  face_url: null,
  experience_years: 12,
  specialization: 'Cardiology',
  consultation_fee: 150,
  available: true,
  next_available_date: null,
  next_available_time: null,
  timeZone: 'America/New_York',
  languages: [],
  ...overrides,
});

describe('the recommended doctors carousel in the pseudo-language (I18N-8)', { timeout: 20_000 }, () => {
  beforeEach(() => {
    // jsdom has no layout: the carousel watches its track's size to enable its arrows.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe = () => undefined;
        unobserve = () => undefined;
        disconnect = () => undefined;
      },
    );
  });

  it('shows the banner, the slides and the arrows with no untranslated text and no raw key', async () => {
    fakeApi({ 'GET /api/doctors/get-trending-doctor/': { body: [trending({}), trending({ doctor_id: 'd-2', name: 'Omar Reyes', specialization: 'Neurology', available: false })] } });
    await inPseudoLanguage();
    const { container } = render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <RecommendedDoctors />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await screen.findByRole('heading', { level: 3, name: 'Omar Reyes' }, { timeout: 15_000 });
    // The avatars' initials are the names' too.
    expect(untranslated(readable(container), ['Maya Patel', 'Omar Reyes', 'Cardiology', 'Neurology', 'M', 'O'])).toEqual([]);
  });

  it('shows the empty carousel with no untranslated text', async () => {
    fakeApi({ 'GET /api/doctors/get-trending-doctor/': { body: [] } });
    await inPseudoLanguage();
    const { container } = render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <RecommendedDoctors />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await screen.findByText(/⟦Ñó/, {}, { timeout: 15_000 });
    expect(untranslated(readable(container))).toEqual([]);
  });
});
