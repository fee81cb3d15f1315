import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/api';
import { trendingDoctor } from '../../test/fixtures';
import { renderApp, stubResizeObserver } from '../../test/render';

// HOME-1, FIND-1: the home page with trending doctors. Alone in its file: the app's query cache
// lives as long as the file, and HomePage.test.tsx's pages have none.

describe('the home page with recommended doctors', { timeout: 20_000 }, () => {
  it('shows them after the hero and before the offers, each with a way to book', async () => {
    stubResizeObserver();
    const api = fakeApi({
      'GET /api/site/settings': { body: { social: {}, figures: [], partners: [] } },
      'GET /api/doctors/get-trending-doctor/': { body: [trendingDoctor(), trendingDoctor({ doctor_id: 'd-2', name: 'Omar Said', specialization: 'Dermatology' })] },
    });
    renderApp('/');
    const title = await screen.findByRole('heading', { level: 2, name: 'Recommended Doctors' }, { timeout: 15_000 });
    const doctors = within(await screen.findByRole('list', { name: 'Recommended doctors' }));
    expect(doctors.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Maya Patel', 'Omar Said']);
    expect(doctors.getAllByRole('link', { name: 'Book an appointment' }).map((link) => link.getAttribute('href'))).toEqual(['/appointment/d-1', '/appointment/d-2']);
    expect(screen.queryByText(/No recommended doctors right now/)).toBeNull();
    const hero = screen.getByRole('heading', { level: 1, name: 'Care that fits your life' });
    const offers = screen.getByRole('heading', { level: 2, name: 'Everything in one place' });
    expect(hero.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(title.compareDocumentPosition(offers) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(api.calls('GET', '/api/doctors/get-trending-doctor/')).toHaveLength(1);
  });
});
