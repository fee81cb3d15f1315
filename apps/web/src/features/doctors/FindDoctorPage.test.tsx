import type { DoctorListItem, DoctorPage } from '@clinvia/contracts/doctors';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../lib/i18n/i18n';
import { doctorListItem } from '../../test/fixtures';
import { patient, renderApp } from '../../test/render';
import { browserInZone } from '../../test/zone';

function doctor(i: number, overrides: Partial<DoctorListItem> = {}): DoctorListItem {
  return doctorListItem({
    user_id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    name: `Doctor ${String(i)}`,
    // Doctor 3 takes no bookings (FIND-15).
    available: i !== 3,
    trending: i === 1,
    available_today: i === 1,
    next_available_date: '2026-01-05',
    next_available_time: '13:30',
    ...overrides,
  });
}

/** A fake API: the listing answers 20 doctors in pages, or none for the search 'nobody'. */
function fakeApi(timeZone = 'America/New_York') {
  const requests: URL[] = [];
  const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    requests.push(url);
    if (url.pathname === '/api/doctors/specializations') return Promise.resolve(Response.json(['Cardiology', 'Neurology']));
    if (url.pathname === '/api/doctors/cities') return Promise.resolve(Response.json(['Boston, MA', 'Denver, CO']));
    if (url.pathname === '/api/notifications') return Promise.resolve(Response.json({ items: [], total: 0, page: 1, pageSize: 10, unread: 0 }));
    const page = Number(url.searchParams.get('page') ?? '1');
    const total = url.searchParams.get('q') === 'nobody' ? 0 : 20;
    const items = Array.from({ length: Math.max(0, Math.min(9, total - (page - 1) * 9)) }, (_, i) => doctor((page - 1) * 9 + i + 1, { timeZone }));
    const body: DoctorPage = { items, total, page, pageSize: 9 };
    return Promise.resolve(Response.json(body));
  });
  const listings = () => requests.filter((url) => url.pathname === '/api/doctors');
  return { fetchMock, listings };
}

describe('FindDoctorPage', { timeout: 20_000 }, () => {
  // The page's directory parts load lazily: transformed once here, so the first test's time
  // limit is not spent compiling them on a busy machine (each test still loads them through lazy()).
  beforeAll(async () => {
    await Promise.all([import('./FinderData'), import('../../lib/query')]);
  }, 30_000);

  it('shows the cards SPEC lists, with the caption and whole stars', async () => {
    browserInZone('America/New_York');
    fakeApi();
    renderApp('/find-doctor', patient);
    // The file's first render loads the page's lazy parts: on a busy 2-core machine past findBy*'s 5 s.
    expect(await screen.findByText('Showing 1-9 of 20 doctors', {}, { timeout: 15_000 })).toBeInTheDocument();
    const [firstCard, secondCard, thirdCard] = screen.getAllByTestId('doctor-card');
    expect(screen.getAllByTestId('doctor-card')).toHaveLength(9);
    if (!firstCard || !secondCard || !thirdCard) throw new Error('cards missing');
    const first = within(firstCard);
    expect(first.getByRole('link', { name: 'Doctor 1' })).toHaveAttribute('href', '/doctor/00000000-0000-4000-8000-000000000001');
    expect(first.getByText('Trending')).toBeInTheDocument();
    expect(first.getByText('Available Today')).toBeInTheDocument();
    expect(first.getByText('$120')).toBeInTheDocument();
    expect(first.getByRole('img', { name: 'Rated 4.6 out of 5' }).querySelectorAll('[data-filled="true"]')).toHaveLength(4);
    expect(first.getByRole('link', { name: /Book Appointment/ })).toHaveAttribute('href', '/appointment/00000000-0000-4000-8000-000000000001');
    expect(within(secondCard).getByText('Next free: Mon, Jan 5, 1:30 PM')).toBeInTheDocument();
    expect(within(thirdCard).getByText('Not taking bookings')).toBeInTheDocument();
    expect(within(thirdCard).queryByRole('link', { name: /Book Appointment/ })).toBeNull();
    expect(within(thirdCard).getByRole('link', { name: 'View the profile of Doctor 3' })).toHaveAttribute('href', '/doctor/00000000-0000-4000-8000-000000000003');
  });

  it('names the zone of the doctor’s location in a card’s next free time when the browser’s clock reads otherwise (TIME-5)', async () => {
    browserInZone('Asia/Tokyo');
    fakeApi('America/Denver');
    renderApp('/find-doctor', patient);
    expect((await screen.findAllByText('Next free: Mon, Jan 5, 1:30 PM Mountain time')).length).toBeGreaterThan(0);
  });

  it('reads filters, sort and page from the URL and sends them to the API', async () => {
    const { listings } = fakeApi();
    renderApp('/find-doctor?q=heart&specialization=Cardiology&sort=fee&page=2', patient);
    expect(await screen.findByText('Showing 10-18 of 20 doctors')).toBeInTheDocument();
    const sent = listings().at(-1)?.searchParams;
    expect(Object.fromEntries(sent ?? [])).toEqual({ q: 'heart', specialization: 'Cardiology', sort: 'fee', page: '2' });
    expect(screen.getByRole('searchbox', { name: 'Search doctors, specialties' })).toHaveValue('heart');
    expect(screen.getByLabelText('Sort by')).toHaveValue('fee');
    // The location box suggests the cities where doctors practise.
    await vi.waitFor(() => {
      expect(document.querySelectorAll('datalist option')).toHaveLength(2);
    });
    expect(await screen.findByRole('button', { name: 'Cardiology' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('puts a chosen specialty and sort into the URL, back on page 1', async () => {
    fakeApi();
    const user = userEvent.setup();
    const { router } = renderApp('/find-doctor?page=2', patient);
    await user.click(await screen.findByRole('button', { name: 'Neurology' }));
    expect(router.state.location.search).toBe('?specialization=Neurology');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'rating');
    expect(router.state.location.search).toBe('?specialization=Neurology&sort=rating');
  });

  it('filters by a language named in English, kept in the URL beside the other filters and sent to the API (FIND-17)', async () => {
    const { listings } = fakeApi();
    const user = userEvent.setup();
    const { router } = renderApp('/find-doctor?specialization=Cardiology&sort=fee&page=2', patient);
    expect(await screen.findByText('Showing 10-18 of 20 doctors')).toBeInTheDocument();
    const language = screen.getByRole('combobox', { name: 'Language' });
    expect(language).toHaveDisplayValue('Any language');
    await user.selectOptions(language, 'Spanish');
    // Like the other filters: back on page 1, the others kept.
    expect(router.state.location.search).toBe('?specialization=Cardiology&language=es&sort=fee');
    await vi.waitFor(() => {
      expect(Object.fromEntries(listings().at(-1)?.searchParams ?? [])).toEqual({ specialization: 'Cardiology', language: 'es', sort: 'fee' });
    });
    await user.click(await screen.findByRole('button', { name: 'Neurology' }));
    expect(router.state.location.search).toBe('?specialization=Neurology&language=es&sort=fee');
    await user.selectOptions(language, 'Any language');
    expect(router.state.location.search).toBe('?specialization=Neurology&sort=fee');
  });

  it('reads the language from the URL, ignoring a code it does not offer', async () => {
    const { listings } = fakeApi();
    renderApp('/find-doctor?language=es', patient);
    expect(await screen.findByText('Showing 1-9 of 20 doctors')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveDisplayValue('Spanish');
    expect(listings().at(-1)?.searchParams.get('language')).toBe('es');
    // The cards say which languages each doctor speaks.
    expect(screen.getAllByText('Speaks English')).toHaveLength(9);
  });

  it('pages with numbered buttons, disabling previous on the first page and next on the last', async () => {
    fakeApi();
    const user = userEvent.setup();
    const { router } = renderApp('/find-doctor', patient);
    await screen.findByText('Showing 1-9 of 20 doctors');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(router.state.location.search).toBe('?page=3');
    expect(await screen.findByText('Showing 19-20 of 20 doctors')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('searches on Find Doctors and says so when nothing matches', async () => {
    fakeApi();
    const user = userEvent.setup();
    const { router } = renderApp('/find-doctor', patient);
    await screen.findByText('Showing 1-9 of 20 doctors');
    await user.type(screen.getByRole('searchbox', { name: 'Search doctors, specialties' }), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Find Doctors' }));
    expect(router.state.location.search).toBe('?q=nobody');
    expect(await screen.findByText('No doctors match your search.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
  });

  it('names the specialties in Spanish on a Spanish page, filters by the clinic’s label and searches a Spanish name by its English key (I18N-13)', async () => {
    const { listings } = fakeApi();
    await act(() => switchLanguage('es'));
    const user = userEvent.setup();
    const { router } = renderApp('/find-doctor?q=cardiolog%C3%ADa%20Patel', patient);
    expect(await screen.findAllByTestId('doctor-card', {}, { timeout: 15_000 })).toHaveLength(9);
    // The box keeps what was typed; the API is asked for the English key, the other words as typed.
    expect(screen.getByRole('searchbox')).toHaveValue('cardiología Patel');
    await vi.waitFor(() => {
      expect(listings().at(-1)?.searchParams.get('q')).toBe('cardiology Patel');
    });
    const chips = within(screen.getByRole('group', { name: 'Especialidad' }));
    expect(await chips.findByRole('button', { name: 'Cardiología' })).toBeInTheDocument();
    expect(chips.queryByRole('button', { name: 'Cardiology' })).toBeNull();
    await user.click(chips.getByRole('button', { name: 'Neurología' }));
    expect(router.state.location.search).toBe('?q=cardiolog%C3%ADa+Patel&specialization=Neurology');
    expect(screen.getAllByTestId('doctor-card')[0]).toHaveTextContent('Cardiología');
  });
});
