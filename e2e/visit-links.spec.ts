import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { newDoctor, pageSignedIn } from './support/doctors';
import { Mailbox } from './support/mailbox';
import { freeSlots, newPatient, timeLabel, wizardToDetails } from './support/patients';

// Issue 22 (LIFE-8, TIME-4): a patient whose browser is in another zone books a clinic time
// through the wizard; the booking e-mail arrives (read by mailparser); its 'I'll be there' link
// opens without signing in, acts on the button, and the doctor portal shows it. /visit and the
// reminder settings are also photographed at phone and desktop widths.

// Kiritimati is UTC+14: far from any clinic zone, so a time shifted by the browser would show.
test.use({ timezoneId: 'Pacific/Kiritimati' });

// The run's mail sink (e2e/support/mail-sink.ts) keeps every message the server sends.
const mailbox = new Mailbox();

test('book from another time zone → booking e-mail → its I’ll be there link → the doctor portal shows it', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const doctor = await newDoctor(request, 'Attend');
  const patient = await newPatient(page, 'Kai Traveller');
  const [slot] = await freeSlots(request, doctor.id, 2);
  if (!slot) throw new Error('the new doctor has no free slot');

  // The wizard offers and books the clinic's times, whatever the browser's zone.
  await wizardToDetails(page, doctor.id, slot, 'Checking blood pressure after travel');
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
  const booking = page.waitForResponse('**/api/patients/book-appointment');
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  const booked = (await (await booking).json()) as { appointment: { appointment_date: string; appointment_time: string; timeZone: string } };
  // A doctor with no location keeps the clinic's zone, UTC on the test server; the browser's clock
  // reads otherwise, so the time is named with its zone (TIME-5).
  expect(booked.appointment).toMatchObject({ appointment_date: slot.date, appointment_time: slot.time, timeZone: 'UTC' });
  await expect(page.getByText(`${timeLabel(slot.time)} UTC`, { exact: true })).toBeVisible();

  // The booking e-mail, read as a mail client reads it: both links, no reason text.
  const mail = await mailbox.parsedMailTo(patient.email, /^Appointment requested/);
  expect(mail.text).not.toContain('Checking blood pressure');
  const attend = /I’ll be there: (\S+)/.exec(mail.text ?? '')?.[1] ?? '';
  expect(attend).toMatch(/\/visit\/attend\?token=/);
  expect(typeof mail.html === 'string' ? mail.html : '').toContain('/visit/cancel?token=');

  // Opened where nobody is signed in: it shows the visit and changes nothing until the click.
  const anonymous = await browser.newContext({ timezoneId: 'Pacific/Kiritimati', viewport: { width: 390, height: 844 } });
  const visit = await anonymous.newPage();
  await visit.goto(attend);
  await expect(visit.getByRole('heading', { name: 'Confirm you will be there' })).toBeVisible();
  await expect(visit.getByText(`Dr. ${doctor.name}`)).toBeVisible();
  await expect(visit.getByTestId('visit-when')).toContainText(`at ${timeLabel(slot.time)}`);
  await expectNoSeriousA11yViolations(visit);
  await visit.screenshot({ path: test.info().outputPath('visit-attend-390.png'), fullPage: true });
  await visit.getByRole('button', { name: 'I’ll be there' }).click();
  await expect(visit.getByRole('heading', { name: 'See you then' })).toBeVisible();
  await expect(visit.getByText('We have told your doctor that you will be there.')).toBeVisible();
  await visit.screenshot({ path: test.info().outputPath('visit-done-390.png'), fullPage: true });

  // Once: the same link again says it was used.
  await visit.goto(attend);
  await expect(visit.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
  await expect(visit.getByText('This link has already been used.')).toBeVisible();
  // A tampered link gets a clear page, not an error screen.
  await visit.setViewportSize({ width: 1280, height: 800 });
  await visit.goto(attend.replace(/token=(.)/, (_match, first: string) => `token=${first === 'A' ? 'B' : 'A'}`));
  await expect(visit.getByRole('heading', { name: 'This link is not valid' })).toBeVisible();
  await visit.screenshot({ path: test.info().outputPath('visit-invalid-1280.png'), fullPage: true });
  await anonymous.close();

  // The doctor sees that the patient will attend.
  const portal = await pageSignedIn(browser, doctor.token);
  await portal.goto('/doctor-portal');
  await portal.getByRole('tab', { name: 'Upcoming' }).click();
  const row = portal.getByRole('row').filter({ hasText: 'Kai Traveller' });
  await expect(row.getByText('Patient will attend')).toBeVisible();
  await portal.context().close();
});

test('a patient turns e-mail reminders off in /settings, and the choice stays', async ({ page }) => {
  await newPatient(page, 'Sam Settings');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/settings');
  const email = page.getByRole('switch', { name: /E-mail reminders/ });
  const inApp = page.getByRole('switch', { name: /Reminders in the app/ });
  await expect(email).toBeChecked();
  await expect(inApp).toBeChecked();
  const saved = page.waitForResponse((response) => response.url().includes('/api/authentication/account/reminders') && response.request().method() === 'PUT');
  await email.click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Reminder settings saved')).toBeVisible();
  await page.getByRole('heading', { name: 'Appointment reminders' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('settings-reminders-390.png') });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
  await expect(page.getByRole('switch', { name: /E-mail reminders/ })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: /Reminders in the app/ })).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('heading', { name: 'Appointment reminders' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('settings-reminders-1280.png') });
});
