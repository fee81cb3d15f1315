import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { signInAs } from './support/session';

interface ListedDoctor {
  user_id: string;
  name: string;
  face_url: string | null;
}

/** The carousel's scrolling track of slides. */
function carousel(page: Page): Locator {
  return page.getByRole('list', { name: 'Recommended doctors' });
}

function carouselSlides(page: Page): Locator {
  return carousel(page).getByRole('listitem');
}

/** Slides wholly inside the carousel's viewport. */
async function visibleSlides(page: Page): Promise<number> {
  return carousel(page).evaluate((track) => {
    const frame = track.getBoundingClientRect();
    return [...track.children].filter((slide) => {
      const box = slide.getBoundingClientRect();
      return box.width > 0 && box.left >= frame.left - 1 && box.right <= frame.right + 1;
    }).length;
  });
}

function cards(page: Page): Locator {
  return page.getByTestId('doctor-card');
}

/** The fees shown on the page's cards, in order. */
async function fees(page: Page): Promise<number[]> {
  const texts = await cards(page).locator('p.text-xl').allTextContents();
  return texts.map((text) => Number(text.replace('$', '')));
}

async function ratings(page: Page): Promise<number[]> {
  const labels = await cards(page).getByRole('img', { name: /^Rated/ }).evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label') ?? ''));
  return labels.map((label) => Number(/Rated ([\d.]+)/.exec(label)?.[1]));
}

/** A full page (9 cards) in the order `compare` gives. */
function isSorted(values: number[], compare: (a: number, b: number) => number): boolean {
  return values.length === 9 && values.every((value, i) => i === 0 || compare(values[i - 1] ?? value, value) <= 0);
}

const caption = (page: Page) => page.getByText(/^Showing \d+-\d+ of \d+ doctors$/);

test.describe('Recommended Doctors carousel', () => {
  for (const [width, slides] of [
    [500, 1],
    [700, 2],
    [1000, 3],
    [1300, 4],
  ] as const) {
    test(`shows ${String(slides)} slide(s) at ${String(width)} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Recommended Doctors' })).toBeVisible();
      await expect(carouselSlides(page).first()).toBeVisible();
      await expect.poll(() => visibleSlides(page)).toBe(slides);
    });
  }

  test('cards link to the profile and the booking page; the arrows move the carousel', async ({ page }) => {
    await page.setViewportSize({ width: 1300, height: 900 });
    await page.goto('/');
    const first = carouselSlides(page).first();
    await expect(first.getByText('specialist')).toBeVisible();
    // FIND-16: each slide tells the doctor's real next free slot, never a fixed schedule.
    await expect(first.getByText(/^(Next free: \w{3}, \w{3} \d{1,2}, \d{1,2}:\d{2} [AP]M|Not taking bookings|No free times in the next 10 days)$/)).toBeVisible();
    await expect(carousel(page).getByText('Tue, Thu')).toHaveCount(0);
    await expect(first.getByText('Starting price')).toBeVisible();
    const name = first.getByRole('heading', { level: 3 }).getByRole('link');
    const profileHref = await name.getAttribute('href');
    expect(profileHref).toMatch(/^\/doctor\/[0-9a-f-]{36}$/);
    await expect(first.getByRole('link', { name: 'Book an appointment' })).toHaveAttribute('href', (profileHref ?? '').replace('/doctor/', '/appointment/'));

    const previous = page.getByRole('button', { name: 'Previous doctors' });
    await expect(previous).toBeDisabled();
    await page.getByRole('button', { name: 'Next doctors' }).click();
    await expect(previous).toBeEnabled();
    await expect.poll(() => carousel(page).evaluate((track) => track.scrollLeft)).toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(page);

    // The arrow keys move the focused carousel one slide at a time, back to the start.
    await previous.click();
    await expect(previous).toBeDisabled();
    await carousel(page).focus();
    await page.keyboard.press('ArrowRight');
    await expect(previous).toBeEnabled();
    await page.keyboard.press('ArrowLeft');
    await expect(previous).toBeDisabled();
  });

  test('with reduced motion the carousel jumps instead of gliding', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 1300, height: 900 });
    await page.goto('/');
    await expect(carouselSlides(page).first()).toBeVisible();
    expect(await carousel(page).evaluate((track) => getComputedStyle(track).scrollBehavior)).toBe('auto');
    await page.getByRole('button', { name: 'Next doctors' }).click();
    // No animation: the new position is there at once, on the same frame.
    expect(await carousel(page).evaluate((track) => track.scrollLeft)).toBeGreaterThan(0);
  });

  test('shows a retry when the doctors cannot be loaded', async ({ page }) => {
    await page.route('**/api/doctors/get-trending-doctor/', (route) => route.fulfill({ status: 503, json: { error: { code: 'unavailable', message: 'Down' } } }));
    await page.goto('/');
    await expect(page.getByText("We couldn't load the recommended doctors.")).toBeVisible({ timeout: 15_000 });
    await page.unroute('**/api/doctors/get-trending-doctor/');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(carouselSlides(page).first()).toBeVisible();
  });

  test("offers 'Book an appointment' for a doctor answered in the specification's shape, without `available`", async ({ page }) => {
    // SPEC section 3: the trending list gives only these six fields. Unknown availability is
    // not 'not taking bookings'.
    const specified = { doctor_id: 'spec-doctor-1', name: 'Dr. Ada Specified', face_url: null, experience_years: 12, specialization: 'Cardiology', consultation_fee: 150 };
    await page.route('**/api/doctors/get-trending-doctor/', (route) => route.fulfill({ json: [specified] }));
    await page.goto('/');
    const slide = carouselSlides(page).first();
    await expect(slide.getByRole('link', { name: 'Dr. Ada Specified' })).toHaveAttribute('href', '/doctor/spec-doctor-1');
    await expect(slide.getByRole('link', { name: 'Book an appointment' })).toHaveAttribute('href', '/appointment/spec-doctor-1');
    await expect(slide.getByText('Not taking bookings')).toHaveCount(0);
    await expect(slide.getByRole('link', { name: 'View profile' })).toHaveCount(0);
    await expect(slide.getByText('$150')).toBeVisible();
  });

  test("still offers no booking for a doctor whose answer says `available: false`", async ({ page }) => {
    const closed = { doctor_id: 'spec-doctor-2', name: 'Dr. Bo Closed', face_url: null, experience_years: 3, specialization: 'Dermatology', consultation_fee: 90, available: false };
    await page.route('**/api/doctors/get-trending-doctor/', (route) => route.fulfill({ json: [closed] }));
    await page.goto('/');
    const slide = carouselSlides(page).first();
    await expect(slide.getByText('Not taking bookings')).toBeVisible();
    await expect(slide.getByRole('link', { name: 'View profile' })).toHaveAttribute('href', '/doctor/spec-doctor-2');
    await expect(slide.getByRole('link', { name: 'Book an appointment' })).toHaveCount(0);
  });

  test('says so when no doctor is recommended', async ({ page }) => {
    await page.route('**/api/doctors/get-trending-doctor/', (route) => route.fulfill({ json: [] }));
    await page.goto('/');
    await expect(page.getByText('No recommended doctors right now.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse all doctors' })).toHaveAttribute('href', '/find-doctor');
  });
});

test.describe('Find Doctor', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, 'patient');
  });

  test('lists 9 doctors a page with a caption and no serious a11y issue', async ({ page }) => {
    await page.goto('/find-doctor');
    await expect(caption(page)).toHaveText(/^Showing 1-9 of \d+ doctors$/);
    await expect(cards(page)).toHaveCount(9);
    await expect(page.getByRole('button', { name: 'All Specialties' })).toHaveAttribute('aria-pressed', 'true');
    await expectNoSeriousA11yViolations(page);
  });

  test('the search box narrows the results and the URL keeps it', async ({ page }) => {
    await page.goto('/find-doctor');
    const all = Number(/of (\d+)/.exec((await caption(page).textContent()) ?? '')?.[1]);
    await page.getByRole('searchbox', { name: 'Search doctors, specialties' }).fill('cardiology');
    await page.getByRole('button', { name: 'Find Doctors' }).click();
    await expect(page).toHaveURL(/[?&]q=cardiology/);
    await expect(caption(page)).not.toHaveText(new RegExp(`of ${String(all)} doctors`));
    const specializations = await cards(page).locator('p.text-teal-700').allTextContents();
    expect(specializations.length).toBeGreaterThan(0);
    for (const specialization of specializations) expect(specialization).toBe('Cardiology');
  });

  // FIND-14: what people type finds the city, whatever the case and punctuation.
  for (const typed of ['Boston', 'boston', 'Boston MA', 'boston, ma']) {
    test(`the location box finds the Boston, MA doctors from '${typed}'`, async ({ page }) => {
      await page.goto('/find-doctor');
      await page.getByRole('combobox', { name: 'Location' }).fill(typed);
      await page.getByRole('button', { name: 'Find Doctors' }).click();
      await expect(page).toHaveURL(/city=boston/i);
      await expect(caption(page)).toBeVisible();
      await expect
        .poll(async () => {
          const texts = await cards(page).allTextContents();
          return texts.length > 0 && texts.every((text) => text.includes('Boston, MA'));
        })
        .toBe(true);
    });
  }

  test('the search box matches words by their start, whatever the case and punctuation', async ({ page }) => {
    await page.goto('/find-doctor');
    await page.getByRole('searchbox', { name: 'Search doctors, specialties' }).fill('CARDIO,');
    await page.getByRole('button', { name: 'Find Doctors' }).click();
    await expect(caption(page)).toBeVisible();
    const specializations = await cards(page).locator('p.text-teal-700').allTextContents();
    expect(specializations.length).toBeGreaterThan(0);
    for (const specialization of specializations) expect(specialization).toBe('Cardiology');
  });

  test('a specialty and each sort change the list in the right order', async ({ page }) => {
    await page.goto('/find-doctor');
    await page.getByRole('button', { name: 'Neurology' }).click();
    await expect(page.getByRole('button', { name: 'Neurology' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/specialization=Neurology/);
    await expect
      .poll(async () => {
        const specializations = await cards(page).locator('p.text-teal-700').allTextContents();
        return specializations.length > 0 && specializations.every((text) => text === 'Neurology');
      })
      .toBe(true);

    await page.getByRole('button', { name: 'All Specialties' }).click();
    await page.getByLabel('Sort by').selectOption('fee');
    await expect(page).toHaveURL(/sort=fee/);
    // The previous page stays on screen while the next loads, so wait for the sorted one.
    await expect.poll(async () => isSorted(await fees(page), (a, b) => a - b)).toBe(true);
    const cheapest = await fees(page);

    await page.getByLabel('Sort by').selectOption('rating');
    await expect(page).toHaveURL(/sort=rating/);
    await expect.poll(async () => fees(page)).not.toEqual(cheapest);
    await expect.poll(async () => isSorted(await ratings(page), (a, b) => b - a)).toBe(true);
  });

  test('pages forward and back; the ends disable previous and next', async ({ page }) => {
    await page.goto('/find-doctor');
    const previous = page.getByRole('button', { name: 'Previous page' });
    const next = page.getByRole('button', { name: 'Next page' });
    await expect(previous).toBeDisabled();
    const firstNames = await cards(page).getByRole('heading').allTextContents();
    await next.click();
    await expect(page).toHaveURL(/page=2/);
    await expect(caption(page)).toHaveText(/^Showing 10-18 of /);
    expect(await cards(page).getByRole('heading').allTextContents()).not.toEqual(firstNames);
    await expect(previous).toBeEnabled();

    const total = Number(/of (\d+)/.exec((await caption(page).textContent()) ?? '')?.[1]);
    const last = Math.ceil(total / 9);
    await page.getByRole('button', { name: `Page ${String(last)}`, exact: true }).click();
    await expect(caption(page)).toHaveText(`Showing ${String((last - 1) * 9 + 1)}-${String(total)} of ${String(total)} doctors`);
    await expect(next).toBeDisabled();
    await expect(page.getByRole('button', { name: `Page ${String(last)}`, exact: true })).toHaveAttribute('aria-current', 'page');

    await page.goBack();
    await expect(caption(page)).toHaveText(/^Showing 10-18 of /);
  });

  test('the URL restores filters, sort and page after a reload', async ({ page }) => {
    await page.goto('/find-doctor?specialization=Cardiology&sort=fee&q=md');
    await expect(cards(page).first()).toBeVisible();
    const before = await cards(page).getByRole('heading').allTextContents();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Cardiology' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('Sort by')).toHaveValue('fee');
    await expect(page.getByRole('searchbox', { name: 'Search doctors, specialties' })).toHaveValue('md');
    await expect.poll(() => cards(page).getByRole('heading').allTextContents()).toEqual(before);
  });

  // FIND-17, DOC-13: the demo doctors speak realistic sets of languages, several Spanish.
  test('the language filter finds the Spanish speakers, with the other filters, and the URL keeps it', async ({ page }) => {
    await page.goto('/find-doctor');
    const all = Number(/of (\d+)/.exec((await caption(page).textContent()) ?? '')?.[1]);
    await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption({ label: 'Spanish' });
    await expect(page).toHaveURL(/[?&]language=es/);
    await expect(caption(page)).not.toHaveText(new RegExp(`of ${String(all)} doctors`));
    await expect
      .poll(async () => {
        const texts = await cards(page).allTextContents();
        return texts.length > 0 && texts.every((text) => /Speaks [^]*Spanish/.test(text));
      })
      .toBe(true);

    await page.getByRole('button', { name: 'Cardiology' }).click();
    await expect(page).toHaveURL(/specialization=Cardiology/);
    await expect(page).toHaveURL(/language=es/);
    await expect
      .poll(async () => {
        const texts = await cards(page).allTextContents();
        return texts.length > 0 && texts.every((text) => text.includes('Cardiology') && /Speaks [^]*Spanish/.test(text));
      })
      .toBe(true);

    // The filter survives a reload, and the profile names the languages too.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Language', exact: true })).toHaveValue('es');
    await cards(page).first().getByRole('heading').getByRole('link').click();
    await expect(page.getByRole('list', { name: 'Languages spoken' }).getByText('Spanish')).toBeVisible();
  });

  test('says so when no doctor matches', async ({ page }) => {
    await page.goto('/find-doctor?q=nobody-is-called-this');
    await expect(page.getByText('No doctors match your search.')).toBeVisible();
    await expect(caption(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(cards(page)).toHaveCount(9);
  });

  test('collapses filters and sort behind a toggle on small screens', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/find-doctor');
    const toggle = page.getByRole('button', { name: 'Filters & Sort' });
    await expect(page.getByLabel('Sort by')).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByLabel('Sort by')).toBeVisible();
  });
});

// FIND-15, DOC-7: a doctor who takes no bookings is listed after the bookable ones, with no
// booking button on the card or the profile.
test.describe('doctors not taking bookings', () => {
  test('are listed last in their specialty with no Book button, on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await signInAs(page, 'patient');
    const all = (await (await page.request.get('/api/doctors/get-doctors/')).json()) as { user_id: string; name: string; specialization: string; available: boolean }[];
    const away = all.find((doctor) => !doctor.available);
    if (!away) throw new Error('the demo data has a doctor who is not taking bookings');
    const colleagues = all.filter((doctor) => doctor.specialization === away.specialization).length;

    await page.goto(`/find-doctor?specialization=${encodeURIComponent(away.specialization)}&pageSize=50`);
    await expect(cards(page).first()).toBeVisible();
    await expect(cards(page)).toHaveCount(Math.min(colleagues, 9));
    const texts = await cards(page).allTextContents();
    const firstAway = texts.findIndex((text) => text.includes('Not taking bookings'));
    expect(firstAway).toBeGreaterThanOrEqual(0);
    expect(texts.slice(firstAway).every((text) => text.includes('Not taking bookings'))).toBe(true);
    const card = cards(page).filter({ hasText: away.name });
    await expect(card.getByText('Not taking bookings')).toBeVisible();
    await expect(card.getByRole('link', { name: /Book Appointment/ })).toHaveCount(0);
    await expect(cards(page).getByText('Next Week')).toHaveCount(0);

    await card.getByRole('link', { name: `View the profile of ${away.name}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: away.name })).toBeVisible();
    await expect(page.getByText('Not taking bookings').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Book appointment' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'See every time and book' })).toHaveCount(0);
  });
});

test.describe('Doctor profile', () => {
  test('shows every section with an en-US creation date and falls back to the placeholder photo', async ({ page }) => {
    await signInAs(page, 'patient');
    const list = await page.request.get('/api/doctors/get-doctors/');
    const doctors = (await list.json()) as ListedDoctor[];
    const withPhoto = doctors.find((doctor) => doctor.face_url !== null);
    if (!withPhoto) throw new Error('the demo seed has doctors with photos');
    const detail = (await (await page.request.get(`/api/doctors/get-doctors/${withPhoto.user_id}`)).json()) as { created_at: string; email: string };
    const createdOn = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(detail.created_at));
    expect(createdOn).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);

    // The photo fails to load: the placeholder takes its place.
    await page.route('**/avatars/doctor-*.svg', (route) => route.abort());
    await page.goto(`/doctor/${withPhoto.user_id}`);
    await expect(page.getByRole('heading', { level: 1, name: withPhoto.name })).toBeVisible();
    await expect(page.getByRole('img', { name: `Photo of ${withPhoto.name}` })).toHaveAttribute('src', '/avatars/placeholder.svg');

    for (const section of ['Account Info', 'Personal Information', 'Professional Details', 'Appointment Settings']) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    const account = page.getByRole('region', { name: 'Account Info' });
    await expect(account).toContainText(withPhoto.user_id);
    await expect(account).toContainText(`Created on${createdOn}`);
    await expect(page.getByRole('region', { name: 'Personal Information' })).toContainText(detail.email);
    await expect(page.getByText('per session')).toBeVisible();
    await expect(page.getByRole('img', { name: /^Rated \d\.\d out of 5$/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Book appointment' })).toHaveAttribute('href', `/appointment/${withPhoto.user_id}`);
    await expect(page.getByRole('heading', { name: 'Next free times' })).toBeVisible();
    await page.unroute('**/avatars/doctor-*.svg');
    await expectNoSeriousA11yViolations(page);
  });

  test('an unknown doctor shows a clear not-found state', async ({ page }) => {
    await signInAs(page, 'patient');
    await page.goto('/doctor/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Doctor not found' })).toBeVisible();
  });

  test('/doctor-profile shows the signed-in doctor their own profile', async ({ page }) => {
    await signInAs(page, 'doctor');
    await page.goto('/doctor-profile');
    await expect(page.getByRole('heading', { level: 2, name: 'Account Info' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Personal Information' })).toContainText('doctor@clinvia.test');
    await expect(page.getByRole('link', { name: 'Book appointment' })).toHaveCount(0);
  });
});
