import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, fakeApi, type Reply } from '../../test/api';
import { trendingDoctor } from '../../test/fixtures';
import { stubResizeObserver } from '../../test/render';
import { RecommendedDoctors } from './RecommendedDoctors';
import { present } from '../../test/present';
import { browserInZone } from '../../test/zone';
import { renderWithQueries } from '../../test/queries';

// FIND-1, FIND-2, FIND-16: the home page's carousel of trending doctors, each with the real next
// free slot and a way to book (or to the profile when the doctor takes no bookings).

const path = '/api/doctors/get-trending-doctor/';

function renderCarousel(reply: Reply) {
  const api = fakeApi({ [`GET ${path}`]: reply });
  renderWithQueries(<RecommendedDoctors />);
  return api;
}

/** The slide of one doctor, found by the heading with their name. */
async function slide(name: string) {
  const heading = await screen.findByRole('heading', { level: 3, name });
  return within(present(heading.closest('article')));
}

describe('the recommended doctors carousel (FIND-1, FIND-2)', () => {
  beforeEach(() => {
    stubResizeObserver();
  });

  it('shows a placeholder while loading, then each doctor with the next free time and a way to book', async () => {
    browserInZone('America/New_York');
    renderCarousel({ body: [trendingDoctor({ languages: ['en', 'es'] }), trendingDoctor({ doctor_id: 'd-2', name: 'Omar Said', specialization: 'Dermatology', next_available_date: null, next_available_time: null })] });
    expect(screen.getByRole('status', { name: 'Loading recommended doctors' })).toBeInTheDocument();
    const maya = await slide('Maya Patel');
    expect(maya.getByText('Cardiology')).toBeInTheDocument();
    expect(maya.getByText('12 years of experience')).toBeInTheDocument();
    expect(maya.getByText('$150')).toBeInTheDocument();
    // DOC-13: the languages the doctor speaks.
    expect(maya.getByText('Speaks English, Spanish')).toBeInTheDocument();
    // The doctor's own wall clock (TIME-5 adds their zone when the browser's differs).
    expect(maya.getByText(/^Next free: Wed, Jan 7, 9:30 AM/)).toBeInTheDocument();
    expect(maya.getByRole('link', { name: 'Book an appointment' })).toHaveAttribute('href', '/appointment/d-1');
    expect(maya.getByRole('link', { name: 'Maya Patel' })).toHaveAttribute('href', '/doctor/d-1');
    const omar = await slide('Omar Said');
    expect(omar.getByText('No free times in the next 10 days')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Recommended doctors' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: /Care from doctors you can trust/ })).toHaveAttribute('href', '/find-doctor');
  });

  it('names the zone of the doctor’s location in the next free time for a browser elsewhere, not for one there (TIME-5)', async () => {
    browserInZone('America/New_York');
    renderCarousel({ body: [trendingDoctor({ timeZone: 'America/Denver' }), trendingDoctor({ doctor_id: 'd-2', name: 'Omar Said' })] });
    expect((await slide('Maya Patel')).getByText('Next free: Wed, Jan 7, 9:30 AM Mountain time')).toBeInTheDocument();
    expect((await slide('Omar Said')).getByText('Next free: Wed, Jan 7, 9:30 AM')).toBeInTheDocument();
  });

  it('leads to the profile of a doctor who takes no bookings', async () => {
    renderCarousel({ body: [trendingDoctor({ available: false })] });
    const maya = await slide('Maya Patel');
    expect(maya.getByText('Not taking bookings')).toBeInTheDocument();
    expect(maya.queryByRole('link', { name: 'Book an appointment' })).not.toBeInTheDocument();
    expect(maya.getByRole('link', { name: 'View profile' })).toHaveAttribute('href', '/doctor/d-1');
  });

  it('says nothing about availability when the answer does not tell (the specification’s shape)', async () => {
    const unknown = new Set(['available', 'next_available_date', 'next_available_time', 'timeZone', 'languages']);
    const bare = Object.fromEntries(Object.entries(trendingDoctor({})).filter(([key]) => !unknown.has(key)));
    renderCarousel({ body: [bare] });
    const maya = await slide('Maya Patel');
    expect(maya.queryByText(/Next free|No free times|Not taking bookings|Speaks/)).not.toBeInTheDocument();
    expect(maya.getByRole('link', { name: 'Book an appointment' })).toBeInTheDocument();
  });

  it('leads to all doctors when none is trending', async () => {
    renderCarousel({ body: [] });
    expect(await screen.findByText(/No recommended doctors right now\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all doctors' })).toHaveAttribute('href', '/find-doctor');
  });

  it('says the doctors could not be loaded and loads them again on a retry', async () => {
    let fail = true;
    const api = renderCarousel(() => (fail ? apiError(404, 'not_found', 'Not found') : { body: [trendingDoctor({})] }));
    const user = userEvent.setup();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the recommended doctors.");
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await slide('Maya Patel')).toBeTruthy();
    expect(api.calls('GET', path)).toHaveLength(2);
  });
});
