import { expect, test, type Locator } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { newDoctor, pageSignedIn } from './support/doctors';
import { bookAs, chooseDay, newPatient, otherPatient, timeLabel } from './support/patients';

// HOURS-5 to HOURS-7 in Chromium at 390 and 1280 px: a doctor sets a part-time week (Monday,
// Wednesday and Friday mornings in 45-minute slots) with a day off on one date in 'My hours',
// by keyboard-usable buttons and labelled time inputs; the booking wizard then offers only
// those slots, and a booking left outside is listed and kept.

interface SlotsBody {
  days: { date: string; slots: { time: string; available: boolean }[] }[];
}

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

async function removeAllPeriods(week: Locator, day: string) {
  const remove = week.getByRole('button', { name: new RegExp(`^Remove ${day} period \\d$`) });
  while ((await remove.count()) > 0) await remove.first().click();
}

for (const width of [390, 1280]) {
  test(`at ${String(width)} px a doctor sets a part-time week with a day off, and the wizard offers only those slots`, async ({ page, browser }) => {
    // A whole week edited by hand, then the wizard: longer than one screen's test.
    test.setTimeout(120_000);
    const doctor = await newDoctor(page.request, width === 390 ? 'Petra' : 'Pablo');
    const window = ((await (await page.request.get(`/api/doctors/${doctor.id}/slots`)).json()) as SlotsBody).days.map((day) => day.date);
    // A booking on a Tuesday afternoon, which the part-time week leaves outside.
    const tuesday = window.slice(1).find((date) => weekdayOf(date) === 2) ?? '';
    const rival = await otherPatient(page.request);
    await bookAs(page.request, rival, doctor.id, { date: tuesday, time: '14:00' });

    const portal = await pageSignedIn(browser, doctor.token, { width, height: 900 });
    await portal.goto('/doctor-portal');
    await portal.getByRole('navigation', { name: 'Doctor portal' }).getByRole('link', { name: 'My hours' }).click();
    await expect(portal.getByRole('heading', { level: 1, name: 'My hours' })).toBeVisible();
    await expect(portal.getByText('You are on the clinic’s standard week')).toBeVisible();

    // Monday: 9:00 to 12:00 only, then copied to Wednesday and Friday; the other days off.
    const week = portal.getByRole('region', { name: 'Weekly hours' });
    await week.getByRole('button', { name: 'Remove Monday period 2' }).click();
    await week.getByLabel('Monday, period 1, End').fill('12:00');
    await week.getByText('Copy Monday to…').click();
    const monday = week.getByRole('group', { name: 'Monday' });
    await monday.getByLabel('Wednesday').check();
    await monday.getByLabel('Friday').check();
    await monday.getByRole('button', { name: 'Copy' }).click();
    for (const day of ['Tuesday', 'Thursday', 'Saturday', 'Sunday']) await removeAllPeriods(week, day);
    await week.getByLabel('Slot length').selectOption('45');
    // A wrong time is refused beside its field and the typing stays.
    await week.getByLabel('Friday, period 1, End').fill('08:00');
    await week.getByRole('button', { name: 'Save weekly hours' }).click();
    await expect(week.getByText('The end must be after the start')).toBeVisible();
    await week.getByLabel('Friday, period 1, End').fill('12:00');
    await week.getByRole('button', { name: 'Save weekly hours' }).click();
    await expect(week.getByText('Weekly hours saved. Patients see them at once.')).toBeVisible();

    // The Tuesday booking is listed outside the hours, never dropped; the doctor keeps it.
    const outside = portal.getByRole('region', { name: 'Bookings outside your hours' });
    await expect(outside.getByText('Riley Rival')).toBeVisible();
    await outside.getByRole('button', { name: 'Keep Riley Rival’s booking' }).click();
    await expect(outside.getByText('Kept outside hours')).toBeVisible();

    // A day off on the first Wednesday of the window.
    const wednesday = window.slice(1).find((date) => weekdayOf(date) === 3) ?? '';
    const exceptions = portal.getByRole('region', { name: 'Date exceptions' });
    await exceptions.getByLabel('Date').fill(wednesday);
    await exceptions.getByRole('button', { name: 'Save exception' }).click();
    await expect(exceptions.getByText(/Exception for .+ saved\./)).toBeVisible();
    await expect(exceptions.getByRole('list', { name: 'Date exceptions' }).getByText('Day off')).toBeVisible();

    // The preview shows what patients see: four morning times on a Monday, none on the Wednesday.
    const preview = portal.getByRole('region', { name: 'What patients see: the next 10 days' });
    await expect(preview.getByText('9:00 AM, 9:45 AM, 10:30 AM, 11:15 AM').first()).toBeVisible();
    await expectNoSeriousA11yViolations(portal);
    await portal.close();

    await newPatient(page, 'Bea Booker');
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/appointment/${doctor.id}`);
    const mondayDate = window.slice(1).find((date) => weekdayOf(date) === 1) ?? '';
    await chooseDay(page, mondayDate);
    const times = page.locator('input[name="booking-time"]');
    await expect(times).toHaveCount(4);
    for (const time of ['09:00', '09:45', '10:30', '11:15']) await expect(page.getByRole('radio', { name: timeLabel(time), exact: true })).toBeEnabled();
    // The day off and the days the week leaves out offer nothing.
    const dayOption = (date: string) => page.locator('label', { has: page.locator(`input[name="booking-date"][value="${date}"]`) });
    for (const date of [wednesday, tuesday]) await expect(dayOption(date)).toContainText('None free');
    await expect(dayOption(mondayDate)).toContainText('4 free');
  });
}
