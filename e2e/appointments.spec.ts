import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { signInAs } from './support/session';
import { bookAs, chooseDay, chooseTime, doctorForTest, freeSlots, newPatient, otherPatient, timeLabel } from './support/patients';

// The patient's appointments (APPT-1 to APPT-4, PAT-1, PAT-2) and profile, each test with a
// patient and a doctor of its own. Doctor indexes 10 and up: booking.spec.ts uses 1 to 6.

const cards = (page: Page) => page.getByTestId('appointment');

test.describe('patient appointments', () => {
  test('an empty list says so and offers to book', async ({ page }) => {
    await newPatient(page, 'Emery Empty');
    await page.goto('/appointments');
    await expect(page.getByRole('heading', { name: 'Your Appointments' })).toBeVisible();
    const main = page.locator('#main');
    await expect(main.getByText('Emery Empty')).toBeVisible();
    // Issue 40.7: formatted for patients as for staff and doctors.
    await expect(main.getByText('(415) 555-0123')).toBeVisible();
    await expect(page.getByText('No appointments found')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Book New Appointment' }).first()).toHaveAttribute('href', '/find-doctor');
    await expectNoSeriousA11yViolations(page);
  });

  test('shows SPEC’s error box when the appointments cannot be loaded', async ({ page }) => {
    await newPatient(page);
    await page.route('**/api/patients/get-appointments/**', (route) => route.fulfill({ status: 500, json: { error: { code: 'internal_error', message: 'down' } } }));
    await page.goto('/appointments');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Error loading appointments');
    await expect(alert).toContainText('Server is Down');
    await page.unroute('**/api/patients/get-appointments/**');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('No appointments found')).toBeVisible();
  });

  test('lists upcoming soonest first; cancel asks first, says so, and refreshes the list', async ({ page }) => {
    const patient = await newPatient(page, 'Casey Canceller');
    const doctor = await doctorForTest(page.request, 10);
    const slots = await freeSlots(page.request, doctor.user_id, 2);
    const later = slots[slots.length - 1];
    const sooner = slots[0];
    if (!later || !sooner) throw new Error('no free slots');
    await bookAs(page.request, patient, doctor.user_id, later);
    await bookAs(page.request, patient, doctor.user_id, sooner);

    await page.goto('/appointments');
    const upcoming = page.getByRole('list', { name: 'Upcoming' });
    await expect(upcoming.getByTestId('appointment')).toHaveCount(2);
    await expect(upcoming.getByTestId('appointment').first()).toContainText(sooner.time);
    await expect(upcoming.getByTestId('appointment').last()).toContainText(later.time);
    const first = cards(page).first();
    await expect(first.getByRole('heading', { name: `Dr. ${doctor.name}` })).toBeVisible();
    await expect(first.getByText('Pending')).toBeVisible();
    await expect(first.getByText('Follow-up on blood pressure medication')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Keeping it changes nothing.
    await first.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { name: 'Are you sure?' })).toBeVisible();
    await expect(page.getByText("You won't be able to revert this!")).toBeVisible();
    await page.getByRole('button', { name: 'No, keep it' }).click();
    await expect(first.getByText('Pending')).toBeVisible();

    const cancelled = page.waitForResponse('**/api/patients/cancel-appointment/*');
    await first.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Yes, Cancel it!' }).click();
    expect((await cancelled).status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Canceled !' })).toBeVisible();
    await expect(page.getByText('Your Appointment is cancelled')).toBeVisible();
    await page.getByRole('button', { name: 'OK' }).click();
    // APPT-9: a cancelled appointment leaves Upcoming and its count.
    await expect(upcoming.getByTestId('appointment')).toHaveCount(1);
    await expect(page.getByRole('heading', { name: /^Upcoming/ })).toHaveText('Upcoming1');
    const cancelledList = page.getByRole('list', { name: 'Cancelled' });
    await expect(cancelledList.getByTestId('appointment')).toHaveCount(1);
    await expect(cancelledList.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(cancelledList.getByText('Cancelled by the patient')).toBeVisible();
    await expect(cancelledList.getByRole('button', { name: 'Cancel' })).toBeHidden();
    await expect(upcoming.getByRole('button', { name: 'Cancel' })).toBeVisible();
  });

  test('on a phone: Upcoming holds only what is still ahead, with HH:MM times, Dr. names and an .ics each', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await signInAs(page, 'patient');
    const { clinicTimeZone, today } = (await (await page.request.get('/api/config')).json()) as { clinicTimeZone: string; today: string };
    await page.goto('/appointments');
    const upcoming = page.getByRole('list', { name: 'Upcoming' }).getByTestId('appointment');
    await expect(upcoming.first()).toBeVisible();
    const count = await upcoming.count();
    await expect(page.getByRole('heading', { name: /^Upcoming/ })).toHaveText(`Upcoming${String(count)}`);
    // The demo patient has cancelled and completed appointments, one cancelled today.
    await expect(upcoming.getByText(/^(Cancelled|Completed)$/)).toHaveCount(0);
    for (const card of await upcoming.all()) {
      await expect(card.getByRole('heading')).toHaveText(/^Dr\. /);
      // Issue 40.7: the time as everywhere else ('2:30 PM'), SPEC's HH:MM beside it.
      await expect(card.locator('time')).toHaveText(/^\d{1,2}:\d{2} (AM|PM)$/);
      await expect(card).toContainText(/\(\d{2}:\d{2}\)/);
      await expect(card.getByRole('link', { name: 'Add to calendar' })).toBeVisible();
    }
    await expect(page.getByRole('list', { name: 'Past' }).getByRole('link', { name: 'Add to calendar' })).toHaveCount(0);

    const first = upcoming.first();
    const time = (await first.locator('time').getAttribute('datetime')) ?? '';
    const [download] = await Promise.all([page.waitForEvent('download'), first.getByRole('link', { name: 'Add to calendar' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^clinvia-appointment-\d{4}-\d{2}-\d{2}\.ics$/);
    const date = /(\d{4}-\d{2}-\d{2})/.exec(download.suggestedFilename())?.[1] ?? '';
    expect(date >= today).toBe(true);
    const ics = await readFile(await download.path(), 'utf8');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics).toContain(`DTSTART;TZID=${clinicTimeZone}:${date.replaceAll('-', '')}T${time.replace(':', '')}00\r\n`);
    expect(ics).toMatch(/\r\nSUMMARY:.* with Dr\. /);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  });

  test('the list stays on screen when the visit summaries come in after it', async ({ page }) => {
    await signInAs(page, 'patient');
    // The summaries arrive a second after the list: their words (another namespace) come with the
    // page's code, so nothing suspends and hides the page behind 'Loading…' (I18N-9).
    await page.route('**/api/visit-summaries', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    const summaries = page.waitForResponse('**/api/visit-summaries');
    await page.goto('/appointments');
    const list = page.getByRole('list', { name: 'Upcoming' });
    await expect(list.getByTestId('appointment').first()).toBeVisible();
    await page.evaluate(() => {
      const shown = document.querySelector('ul[aria-labelledby="upcoming-title"]');
      const watch = window as unknown as { hidden: boolean };
      watch.hidden = false;
      new MutationObserver(() => {
        if (!shown?.isConnected || (shown as HTMLElement).offsetParent === null) watch.hidden = true;
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await summaries;
    await expect(page.getByTestId('summary-section').first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { hidden: boolean }).hidden)).toBe(false);
  });

  test('reschedule moves an appointment to another free slot of the same doctor', async ({ page }) => {
    const patient = await newPatient(page, 'Remy Mover');
    const doctor = await doctorForTest(page.request, 11);
    const [current, taken, target] = await freeSlots(page.request, doctor.user_id, 3);
    if (!current || !taken || !target) throw new Error('no free slots');
    await bookAs(page.request, patient, doctor.user_id, current);
    await bookAs(page.request, await otherPatient(page.request), doctor.user_id, taken);

    await page.goto('/appointments');
    await cards(page).first().getByRole('button', { name: 'Reschedule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reschedule appointment' });
    await expect(dialog).toBeVisible();
    const picker = `reschedule-${(await cards(page).first().getAttribute('aria-labelledby'))?.replace('appointment-', '') ?? ''}`;
    await chooseDay(page, current.date, picker);
    await expect(dialog.getByRole('radio', { name: `${timeLabel(current.time)}, current` })).toBeDisabled();
    if (taken.date === current.date) await expect(dialog.getByRole('radio', { name: `${timeLabel(taken.time)}, booked` })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);

    await dialog.getByRole('button', { name: 'Move appointment' }).click();
    await expect(dialog.getByText('Please select a time')).toBeVisible();
    await chooseDay(page, target.date, picker);
    await chooseTime(page, target.time, picker);
    const moved = page.waitForResponse('**/api/patients/reschedule-appointment/*');
    await dialog.getByRole('button', { name: 'Move appointment' }).click();
    expect((await moved).status()).toBe(200);
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Appointment moved')).toBeVisible();
    await expect(cards(page).first()).toContainText(target.time);
    await expect(cards(page).first().getByText('Rescheduled by the patient')).toBeVisible();

    // The old slot is free again for others.
    const free = await freeSlots(page.request, doctor.user_id, 3);
    expect(free).toContainEqual(current);
    expect(free).not.toContainEqual(target);
  });

  test('a reschedule target taken meanwhile: the dialog says so and the appointment stays', async ({ page }) => {
    const patient = await newPatient(page);
    const doctor = await doctorForTest(page.request, 12);
    const [current, target] = await freeSlots(page.request, doctor.user_id, 2);
    if (!current || !target) throw new Error('no free slots');
    await bookAs(page.request, patient, doctor.user_id, current);

    await page.goto('/appointments');
    await cards(page).first().getByRole('button', { name: 'Reschedule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reschedule appointment' });
    const picker = `reschedule-${(await cards(page).first().getAttribute('aria-labelledby'))?.replace('appointment-', '') ?? ''}`;
    await chooseDay(page, target.date, picker);
    await chooseTime(page, target.time, picker);
    await bookAs(page.request, await otherPatient(page.request), doctor.user_id, target);
    await dialog.getByRole('button', { name: 'Move appointment' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Sorry, this time has just been booked by someone else. Please choose another time.');
    await expect(dialog.getByRole('radio', { name: `${timeLabel(target.time)}, booked` })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(cards(page).first()).toContainText(current.time);
  });
});

test.describe('patient profile', () => {
  test('shows personal information, contact details with a way to edit them, and the next appointments', async ({ page }) => {
    const patient = await newPatient(page, 'Morgan Profile');
    const doctor = await doctorForTest(page.request, 13);
    const [slot] = await freeSlots(page.request, doctor.user_id, 2);
    if (!slot) throw new Error('no free slot');
    await bookAs(page.request, patient, doctor.user_id, slot);

    await page.goto('/patient-profile');
    await expect(page.getByRole('heading', { name: 'Morgan Profile', level: 1 })).toBeVisible();
    const personal = page.getByRole('region', { name: 'Personal Information' });
    await expect(personal.getByText('36 years')).toBeVisible();
    await expect(personal.getByText('Female')).toBeVisible();
    const contact = page.getByRole('region', { name: 'Contact Details' });
    await expect(contact.getByText(patient.email)).toBeVisible();
    // STAFF-17: the number as people read it.
    await expect(contact.getByText('(415) 555-0123')).toBeVisible();
    await expect(contact.getByText('9 Test Way, Austin, TX')).toBeVisible();
    const appointments = page.getByRole('region', { name: 'Your Appointments' });
    await expect(appointments.getByText(doctor.name)).toBeVisible();
    await expect(appointments.getByText('Pending')).toBeVisible();
    await expect(appointments.getByText('1 upcoming · 1 in all')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await contact.getByRole('link', { name: /Edit/ }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await page.goBack();
    await appointments.getByRole('link', { name: 'See all appointments' }).click();
    await expect(page).toHaveURL(/\/appointments$/);
  });

  test('shows SPEC’s error text when the profile cannot be loaded', async ({ page }) => {
    await newPatient(page);
    await page.route('**/api/patients/get-patient-profile/**', (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto('/patient-profile');
    await expect(page.getByRole('alert')).toContainText('An error occurred while fetching your data. Please try again later.');
  });
});
