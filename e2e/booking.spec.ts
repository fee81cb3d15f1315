import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { bookAs, chooseDay, chooseTime, doctorForTest, freeSlots, newPatient, otherPatient, timeLabel } from './support/patients';

// The booking wizard (BOOK-1 to BOOK-9) in Chromium. Each test books with its own
// doctor (by index) so parallel tests never take each other's slots.

/** Clicks the option (a styled label) of a radio: the radio itself is visually hidden. */
async function pick(page: Page, name: RegExp | string) {
  await page.locator('label').filter({ has: page.getByRole('radio', { name }) }).first().click();
}

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });

async function openWizard(page: Page, doctorId: string) {
  await page.goto(`/appointment/${doctorId}`);
  await expect(page.getByRole('heading', { name: 'Choose a date and time' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Date' })).toBeVisible();
}

/** A new patient in the wizard of test doctor `index`, with its first free time chosen. */
async function wizardAtATime(page: Page, index: number) {
  await newPatient(page);
  const doctor = await doctorForTest(page.request, index);
  const [slot] = await freeSlots(page.request, doctor.user_id, 2);
  if (!slot) throw new Error('no free slot');
  await openWizard(page, doctor.user_id);
  await chooseDay(page, slot.date);
  await chooseTime(page, slot.time);
}

async function fillStepTwo(page: Page, reason = 'Chest tightness when climbing stairs') {
  await expect(page.getByRole('heading', { name: 'Tell us about your visit' })).toBeVisible();
  await pick(page, /^Consultation/);
  await page.getByLabel('Reason for your visit').fill(reason);
  await continueButton(page).click();
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
}

test.describe('booking wizard', () => {
  test('Find Doctor → wizard → Appointment Confirmed → pending on /appointments, with a calendar file', async ({ page }) => {
    // The whole journey with four axe scans and a download: it ran out of 30 s on a loaded 2-core box.
    test.slow();
    const patient = await newPatient(page, 'Avery Booker');
    const doctor = await doctorForTest(page.request, 1);
    const [slot] = await freeSlots(page.request, doctor.user_id, 2);
    if (!slot) throw new Error('no free slot');

    await page.goto(`/find-doctor?q=${encodeURIComponent(doctor.name)}`);
    await page.getByRole('link', { name: `Book Appointment with ${doctor.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/appointment/${doctor.user_id}$`));
    await expect(page.getByRole('heading', { name: doctor.name })).toBeVisible();

    const progress = page.getByRole('navigation', { name: 'Booking progress' });
    await expect(progress).toBeVisible();
    await expect(progress.getByRole('listitem').first()).toHaveAttribute('aria-current', 'step');
    await expect(page.getByRole('group', { name: 'Date' }).getByRole('radio')).toHaveCount(10);
    await expectNoSeriousA11yViolations(page);

    await chooseDay(page, slot.date);
    await chooseTime(page, slot.time);
    await continueButton(page).click();
    await expect(progress.getByRole('listitem').nth(1)).toHaveAttribute('aria-current', 'step');
    await pick(page, /^Consultation/);
    await page.getByLabel('Reason for your visit').fill('Chest tightness when climbing stairs');
    await pick(page, /^Insurance/);
    await page.getByLabel('Insurance provider').fill('Aetna');
    await page.getByLabel('Insurance ID').fill('AET-55521');
    await expect(page.getByText('Please bring your insurance card to the appointment.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await continueButton(page).click();

    await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
    await expect(page.getByLabel('Full name')).toHaveValue('Avery Booker');
    await expect(page.getByLabel('Email')).toHaveValue(patient.email);
    await expect(page.getByLabel('Phone number')).toHaveValue('4155550123');
    await expect(page.getByText('Please arrive 15 minutes before your appointment.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const booking = page.waitForResponse('**/api/patients/book-appointment');
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    expect((await booking).status()).toBe(201);
    await expect(page.getByRole('heading', { name: 'Appointment Confirmed' })).toBeVisible();
    await expect(page.getByText('Booking successful!')).toBeVisible();
    // TIME-6: the browser's clock reads the clinic's, so the time stands alone (never '(clinic time)').
    await expect(page.getByText(timeLabel(slot.time), { exact: true })).toBeVisible();
    await expect(page.getByText(/clinic time/)).toHaveCount(0);
    await expect(page.getByText('Insurance (Aetna)')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Add to calendar' }).click()]);
    expect(download.suggestedFilename()).toBe(`clinvia-appointment-${slot.date}.ics`);
    const ics = await readFile(await download.path(), 'utf8');
    const { clinicTimeZone } = (await (await page.request.get('/api/config')).json()) as { clinicTimeZone: string };
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics).toContain(`BEGIN:VTIMEZONE\r\nTZID:${clinicTimeZone}\r\n`);
    expect(ics).toContain(`DTSTART;TZID=${clinicTimeZone}:${slot.date.replaceAll('-', '')}T${slot.time.replace(':', '')}00\r\n`);
    expect(ics).toMatch(/\r\nSTATUS:TENTATIVE\r\n/);
    expect(ics.trimEnd().endsWith('END:VCALENDAR')).toBe(true);

    await page.getByRole('link', { name: 'View my appointments' }).click();
    await expect(page).toHaveURL(/\/appointments$/);
    const card = page.getByTestId('appointment').filter({ hasText: doctor.name });
    await expect(card).toHaveCount(1);
    await expect(card.getByText('Pending')).toBeVisible();
    // APPT-10: the time as everywhere else, the specification's HH:MM beside it in brackets.
    await expect(card.getByText(`(${slot.time})`, { exact: true })).toBeVisible();
    await expect(card.getByText('Chest tightness when climbing stairs')).toBeVisible();
  });

  test('shows every BOOK-6 message, keeps Continue disabled until a step is chosen, and Back keeps everything', async ({ page }) => {
    await newPatient(page);
    const doctor = await doctorForTest(page.request, 2);
    const [slot] = await freeSlots(page.request, doctor.user_id, 3);
    if (!slot) throw new Error('no free slot');
    await openWizard(page, doctor.user_id);

    await expect(continueButton(page)).toBeDisabled();
    await continueButton(page).click({ force: true });
    await expect(page.getByText('Please select a date')).toBeVisible();
    await expect(page.getByText('Please select a time')).toBeVisible();
    await chooseDay(page, slot.date);
    await expect(page.getByText('Please select a date')).toBeHidden();
    await expect(continueButton(page)).toBeDisabled();
    await chooseTime(page, slot.time);
    await expect(continueButton(page)).toBeEnabled();
    await continueButton(page).click();

    await expect(page.getByRole('heading', { name: 'Tell us about your visit' })).toBeVisible();
    await expect(continueButton(page)).toBeDisabled();
    await pick(page, /^Insurance/);
    await continueButton(page).click({ force: true });
    await expect(page.getByText('Please select an appointment type')).toBeVisible();
    await expect(page.getByText('Please provide a reason for your visit')).toBeVisible();
    await expect(page.getByText('Insurance provider is required')).toBeVisible();
    await expect(page.getByText('Insurance ID is required')).toBeVisible();
    await page.getByLabel('Reason for your visit').fill('Headache');
    await continueButton(page).click({ force: true });
    await expect(page.getByText('Please provide more details')).toBeVisible();
    await page.getByLabel('Insurance provider').fill('Cigna');
    await page.getByLabel('Insurance ID').fill('CIG-1');
    await pick(page, /^Self-pay/);
    await expect(page.getByLabel('Insurance provider')).toBeHidden();
    await pick(page, /^Insurance/);
    await expect(page.getByLabel('Insurance provider')).toHaveValue('');
    await expect(page.getByLabel('Insurance ID')).toHaveValue('');
    await pick(page, /^Self-pay/);
    await pick(page, /^Annual Physical/);
    await page.getByLabel('Reason for your visit').fill('Yearly check-up and blood work');
    await continueButton(page).click();

    await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
    await page.getByLabel('Full name').fill('');
    await page.getByLabel('Email').fill('');
    await page.getByLabel('Phone number').fill('');
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(page.getByText('Full name is required')).toBeVisible();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Phone number is required')).toBeVisible();
    await page.getByLabel('Email').fill('robin@example');
    await page.getByLabel('Phone number').fill('555-0100');
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(page.getByText('Please enter a valid phone number')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Appointment Confirmed' })).toBeHidden();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByLabel('Reason for your visit')).toHaveValue('Yearly check-up and blood work');
    await expect(page.getByRole('radio', { name: /^Annual Physical/ })).toBeChecked();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.locator(`input[name="booking-time"][value="${slot.time}"]`)).toBeChecked();
    await continueButton(page).click();
    await continueButton(page).click();
    await expect(page.getByLabel('Email')).toHaveValue('robin@example');
  });

  // BOOK-17: fixing the insurance fields' errors and clicking Continue straight from the last
  // field advances at once (the error vanishing on blur used to move the button from under the click).
  test('after the insurance errors are fixed, the first click on Continue advances', async ({ page }) => {
    await wizardAtATime(page, 20);
    await continueButton(page).click();

    await expect(page.getByRole('heading', { name: 'Tell us about your visit' })).toBeVisible();
    await pick(page, /^Consultation/);
    await page.getByLabel('Reason for your visit').fill('Chest tightness when climbing stairs');
    await pick(page, /^Insurance/);
    await continueButton(page).click();
    await expect(page.getByText('Insurance provider is required')).toBeVisible();
    await expect(page.getByText('Insurance ID is required')).toBeVisible();
    await page.getByLabel('Insurance provider').pressSequentially('Aetna');
    await page.getByLabel('Insurance ID').pressSequentially('AET-55521');
    await expect(page.getByLabel('Insurance ID')).toBeFocused();
    await continueButton(page).click();
    await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
  });

  // BOOK-18: the reason's limit (the contact form's too, CONTACT-4) shows before it is reached, and longer text is kept and called out.
  test('the reason shows its limit from the start and never cuts the text, on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await wizardAtATime(page, 21);
    await continueButton(page).click();
    await expect(page.getByText('10 more characters needed · at most 2000')).toBeVisible();
    await pick(page, /^Consultation/);
    const long = 'Persistent cough. '.repeat(110).padEnd(2001, 'z');
    await page.getByLabel('Reason for your visit').fill(long);
    await expect(page.getByLabel('Reason for your visit')).toHaveValue(long);
    await expect(page.getByText('2001 / 2000 characters')).toBeVisible();
    await continueButton(page).click();
    await expect(page.getByText('Please use at most 2000 characters')).toBeVisible();
    await page.getByLabel('Reason for your visit').press('Backspace');
    await expect(page.getByText('2000 / 2000 characters')).toBeVisible();
    await continueButton(page).click();
    await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
  });

  test('shows a taken slot as booked and not choosable', async ({ page }) => {
    await newPatient(page);
    const doctor = await doctorForTest(page.request, 3);
    const [taken] = await freeSlots(page.request, doctor.user_id, 2);
    if (!taken) throw new Error('no free slot');
    await bookAs(page.request, await otherPatient(page.request), doctor.user_id, taken);

    await openWizard(page, doctor.user_id);
    await chooseDay(page, taken.date);
    const radio = page.getByRole('radio', { name: `${timeLabel(taken.time)}, booked` });
    await expect(radio).toBeDisabled();
    const option = page.locator('label').filter({ has: radio });
    await expect(option).toContainText('Booked');
    await expect(option.locator('.line-through')).toHaveText(timeLabel(taken.time));
    await option.click({ force: true });
    await expect(radio).not.toBeChecked();
    await expect(continueButton(page)).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
  });

  test('a slot taken while the patient fills in the form: back to step 1 with fresh slots, nothing else lost', async ({ page }) => {
    await newPatient(page);
    const doctor = await doctorForTest(page.request, 4);
    const [slot, other] = await freeSlots(page.request, doctor.user_id, 2);
    if (!slot || !other) throw new Error('no free slots');

    await openWizard(page, doctor.user_id);
    await chooseDay(page, slot.date);
    await chooseTime(page, slot.time);
    await continueButton(page).click();
    await fillStepTwo(page);
    // Someone else books the same slot now.
    await bookAs(page.request, await otherPatient(page.request), doctor.user_id, slot);

    const booking = page.waitForResponse('**/api/patients/book-appointment');
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    expect((await booking).status()).toBe(409);
    await expect(page.getByRole('heading', { name: 'Choose a date and time' })).toBeVisible();
    await expect(page.locator('form').getByRole('alert')).toHaveText('Sorry, this time has just been booked by someone else. Please choose another time.');
    await expect(page.getByRole('alert', { name: 'Booking failed' })).toBeVisible();
    await expect(page.getByRole('radio', { name: `${timeLabel(slot.time)}, booked` })).toBeDisabled();
    await expect(continueButton(page)).toBeDisabled();

    await chooseDay(page, other.date);
    await chooseTime(page, other.time);
    await continueButton(page).click();
    await expect(page.getByLabel('Reason for your visit')).toHaveValue('Chest tightness when climbing stairs');
    await continueButton(page).click();
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(page.getByRole('heading', { name: 'Appointment Confirmed' })).toBeVisible();
  });

  test('any other failure shows an error toast with the reason and keeps the form', async ({ page }) => {
    await newPatient(page);
    const doctor = await doctorForTest(page.request, 5);
    const [slot] = await freeSlots(page.request, doctor.user_id, 2);
    if (!slot) throw new Error('no free slot');
    await page.route('**/api/patients/book-appointment', (route) => route.fulfill({ status: 503, body: '' }));

    await openWizard(page, doctor.user_id);
    await chooseDay(page, slot.date);
    await chooseTime(page, slot.time);
    await continueButton(page).click();
    await fillStepTwo(page);
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(page.locator('.swal2-toast').filter({ hasText: 'Booking failed' })).toBeVisible();
    await expect(page.locator('.swal2-toast .swal2-error')).toBeVisible();
    await expect(page.locator('form').getByRole('alert')).toHaveText('Something went wrong on our side. Please try again later.');
    await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Appointment Confirmed' })).toBeHidden();
  });

  test('a doctor who is not listed or not accepting appointments gets a clear page', async ({ page }) => {
    await newPatient(page);
    await page.goto('/appointment/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Doctor not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Find a doctor' })).toBeVisible();

    const all = (await (await page.request.get('/api/doctors/get-doctors/')).json()) as { user_id: string; available: boolean }[];
    const away = all.find((doctor) => !doctor.available);
    if (!away) throw new Error('the demo data has a doctor who is not accepting appointments');
    await page.goto(`/appointment/${away.user_id}`);
    await expect(page.getByRole('heading', { name: 'Not accepting appointments' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Booking progress' })).toBeHidden();
    await expectNoSeriousA11yViolations(page);
  });

  test('works on a phone: the whole wizard at 375 px without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await newPatient(page, 'Parker Phone');
    const doctor = await doctorForTest(page.request, 6);
    const slots = await freeSlots(page.request, doctor.user_id, 1);
    // The last day of the window: its option starts outside the phone's screen.
    const slot = slots.at(-1);
    if (!slot) throw new Error('no free slot');
    const fitsTheScreen = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

    await openWizard(page, doctor.user_id);
    await expect(page.getByText('Step 1 of 4: Date & Time')).toBeVisible();
    expect(await fitsTheScreen()).toBe(true);
    await chooseDay(page, slot.date);
    await chooseTime(page, slot.time);
    expect(await fitsTheScreen()).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await continueButton(page).click();
    await expect(page.getByText('Step 2 of 4: Appointment Details')).toBeVisible();
    await fillStepTwo(page, 'Sore throat and fever for three days');
    await expect(page.getByText('Step 3 of 4: Personal Info')).toBeVisible();
    expect(await fitsTheScreen()).toBe(true);
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(page.getByRole('heading', { name: 'Appointment Confirmed' })).toBeVisible();
    await expect(page.getByText('Step 4 of 4: Confirmation')).toBeVisible();
    expect(await fitsTheScreen()).toBe(true);
    await expectNoSeriousA11yViolations(page);
  });
});
