import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import ICAL from 'ical.js';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { newDoctor, pageSignedIn, uniqueSurname } from './support/doctors';
import { chooseDay, chooseTime, newPatient } from './support/patients';
import { signInAs } from './support/session';

// LOC-1, LOC-2, HOURS-9, LOC-5 in Chromium at 390 and 1280 px: staff add a location in the
// console, a doctor puts Monday afternoon there in 'My hours' (by keyboard-usable controls) and
// its preview names the place of Monday's times (HOURS-6), a patient books that afternoon and reads the location in the wizard, the confirmation and on
// /appointments, and the .ics's LOCATION (read by ical.js) names it.

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

for (const width of [390, 1280]) {
  test(`at ${String(width)} px staff add a location, a doctor works there on Mondays, a patient books it and sees where`, async ({ page, browser }) => {
    test.setTimeout(150_000);
    const place = { name: `Clinvia ${uniqueSurname()}`, address: `${String(width)} Kendall Sq, Cambridge, MA` };
    const { clinicTimeZone } = (await (await page.request.get('/api/config')).json()) as { clinicTimeZone: string };

    // Staff: the Locations section, the default location shown as such; a new one in the clinic's zone.
    const staffContext = await browser.newContext({ viewport: { width, height: 900 } });
    const console = await staffContext.newPage();
    await signInAs(console, 'staff');
    await console.goto('/staff/locations');
    await expect(console.getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible();
    await expect(console.getByText('Default', { exact: true })).toBeVisible();
    const form = console.getByRole('form', { name: 'Add a location' });
    await form.getByLabel('Name').fill(place.name);
    await form.getByLabel('Address').fill(place.address);
    await form.getByLabel('Time zone').selectOption(clinicTimeZone);
    await form.getByRole('button', { name: 'Add location' }).click();
    await expect(console.getByText('Location added.')).toBeVisible();
    await expect(console.getByRole('button', { name: `Retire ${place.name}` })).toBeVisible();
    await console.screenshot({ path: test.info().outputPath(`staff-locations-${String(width)}.png`), fullPage: true });
    await expectNoSeriousA11yViolations(console);
    await staffContext.close();

    // The doctor: Monday's second period at the new location.
    const doctor = await newDoctor(page.request, width === 390 ? 'Lorna' : 'Lionel');
    const portal = await pageSignedIn(browser, doctor.token, { width, height: 900 });
    await portal.goto('/doctor-portal');
    await portal.getByRole('navigation', { name: 'Doctor portal' }).getByRole('link', { name: 'My hours' }).click();
    const week = portal.getByRole('region', { name: 'Weekly hours' });
    const afternoon = week.getByLabel('Monday, period 2, Location');
    await afternoon.focus();
    await afternoon.selectOption({ label: place.name });
    await week.getByRole('button', { name: 'Save weekly hours' }).click();
    await expect(week.getByText('Weekly hours saved. Patients see them at once.')).toBeVisible();
    await expect(week.getByLabel('Monday, period 2, Location')).toHaveValue(await afternoon.inputValue());
    // HOURS-6, HOURS-9: the preview names each Monday's places, the afternoon's the new location.
    const preview = portal.getByRole('region', { name: 'What patients see: the next 10 days' });
    await expect(preview.getByTestId('preview-location').filter({ hasText: `${place.name}: 1:00 PM` }).first()).toBeVisible();
    await portal.screenshot({ path: test.info().outputPath(`hours-editor-${String(width)}.png`), fullPage: true });
    await portal.close();

    // The patient: Monday's afternoon is at the new location, the morning at the default one.
    await newPatient(page, 'Lee Location');
    await page.setViewportSize({ width, height: 900 });
    const window = ((await (await page.request.get(`/api/doctors/${doctor.id}/slots`)).json()) as { days: { date: string }[] }).days.map((day) => day.date);
    const monday = window.slice(1).find((date) => weekdayOf(date) === 1) ?? '';
    await page.goto(`/appointment/${doctor.id}`);
    await chooseDay(page, monday);
    await expect(page.getByTestId('slot-location').filter({ hasText: place.name })).toBeVisible();
    await chooseTime(page, '13:30');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.locator('label').filter({ has: page.getByRole('radio', { name: /^Consultation/ }) }).first().click();
    await page.getByLabel('Reason for your visit').fill('Follow-up on a sprained ankle');
    await page.getByRole('button', { name: 'Continue' }).click();
    const choices = page.getByRole('region', { name: 'Your choices' });
    await expect(choices.getByText(`${place.name}, ${place.address}`)).toBeVisible();
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(page.getByRole('heading', { name: 'Appointment Confirmed' })).toBeVisible();
    await expect(page.getByText(`${place.name}, ${place.address}`)).toBeVisible();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Add to calendar' }).click()]);
    const calendar = new ICAL.Component(ICAL.parse(await readFile(await download.path(), 'utf8')) as unknown[]);
    const [event] = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    expect(event?.location).toBe(`${place.name}, ${place.address}`);

    await page.getByRole('link', { name: 'View my appointments' }).click();
    const card = page.getByTestId('appointment').filter({ hasText: doctor.name });
    await expect(card.getByTestId('appointment-location')).toHaveText(`${place.name}, ${place.address}`);
    await expectNoSeriousA11yViolations(page);
  });
}
