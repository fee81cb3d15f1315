import type { TrendingDoctor } from '@clinvia/contracts/doctors';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/api';
import { browserInZone } from '../../test/zone';
import { RecommendedDoctors } from './RecommendedDoctors';

// FIND-16, TIME-5: the home carousel's next free time is wall clock in the zone of the doctor's
// location, named when the browser's clock reads otherwise.

const denver: TrendingDoctor = {
  doctor_id: 'd1',
  name: 'Rosa Peak',
  face_url: null,
  experience_years: 12,
  specialization: 'Cardiology',
  consultation_fee: 150,
  available: true,
  next_available_date: '2030-03-12',
  next_available_time: '09:30',
  timeZone: 'America/Denver',
};

// jsdom has no layout, so no ResizeObserver; the carousel watches its track's width with one.
beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe = () => undefined;
      unobserve = () => undefined;
      disconnect = () => undefined;
    },
  );
});

function renderCarousel() {
  fakeApi({ 'GET /api/doctors/get-trending-doctor/': { body: [denver] } });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <RecommendedDoctors />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the home carousel’s next free time (TIME-5)', () => {
  it('names Mountain time for a browser in New York', async () => {
    browserInZone('America/New_York');
    renderCarousel();
    expect(await screen.findByText('Next free: Tue, Mar 12, 9:30 AM Mountain time')).toBeInTheDocument();
  });

  it('says the time alone to a browser in Denver', async () => {
    browserInZone('America/Denver');
    renderCarousel();
    expect(await screen.findByText('Next free: Tue, Mar 12, 9:30 AM')).toBeInTheDocument();
  });
});
