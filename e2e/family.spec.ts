import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { newDoctor, pageSignedIn } from './support/doctors';
import { chooseDay, chooseTime, freeSlots, newPatient, timeLabel } from './support/patients';

// FAMILY-1 to FAMILY-4 (issue 35.1) in Chromium: a parent adds a child on /patient-profile,
// books for the child in the wizard, sees whose visit it is on /appointments, and the doctor
// sees the child as the patient, with the parent as the contact.

/** A date of birth `years` years before today (the browser's today is the clinic's on this box). */
function bornYearsAgo(years: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date.toISOString().slice(0, 10);
}

test('a parent adds a child, books for the child, and the doctor sees the child as the patient', async ({ page, browser }) => {
  // Two browsers, two roles, a form and the whole wizard: more than 30 s on a loaded 2-core box.
  test.slow();
  const doctor = await newDoctor(page.request, 'Pia');
  await newPatient(page, 'Maria Parent');
  const [slot] = await freeSlots(page.request, doctor.id, 1);
  if (!slot) throw new Error('no free slot');

  // FAMILY-1: the Family section of the profile.
  await page.goto('/patient-profile');
  const family = page.getByRole('region', { name: 'Family' });
  await expect(family.getByText(/No one added yet/)).toBeVisible();
  await family.getByRole('button', { name: 'Add a dependent' }).click();
  const form = family.getByRole('form', { name: 'Add a dependent' });
  await form.getByLabel('Full name').fill('Leo Parent');
  await form.getByLabel('Date of birth').fill(bornYearsAgo(6));
  await form.getByLabel('Relationship').selectOption('child');
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(family.getByText('Dependent added.')).toBeVisible();
  await expect(family.getByRole('listitem').filter({ hasText: 'Leo Parent' })).toContainText('6 years old');

  // FAMILY-2: the wizard asks who the visit is for.
  await page.goto(`/appointment/${doctor.id}`);
  const whoFor = page.getByRole('group', { name: 'Who is this visit for?' });
  await expect(whoFor).toBeVisible();
  await whoFor.getByText('Leo Parent').click();
  await expect(whoFor.getByRole('radio', { name: 'Leo Parent' })).toBeChecked();
  await chooseDay(page, slot.date);
  await chooseTime(page, slot.time);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.locator('label').filter({ has: page.getByRole('radio', { name: /^Consultation/ }) }).first().click();
  await page.getByLabel('Reason for your visit').fill('Earache since the weekend');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page.getByRole('heading', { name: 'Appointment Confirmed' })).toBeVisible();
  await expect(page.getByText('Leo Parent', { exact: true })).toBeVisible();

  // FAMILY-3: /appointments says whose visit it is.
  await page.goto('/appointments');
  const card = page.getByTestId('appointment').filter({ hasText: doctor.name });
  await expect(card.getByTestId('appointment-for')).toHaveText('For: Leo Parent');

  // FAMILY-4: the doctor sees the child as the patient, the parent as the contact.
  const portal = await pageSignedIn(browser, doctor.token);
  await portal.goto('/doctor-portal?tab=upcoming');
  await expect(portal.getByRole('heading', { level: 1, name: 'Doctor Dashboard' })).toBeVisible();
  const row = portal.getByRole('region', { name: 'Appointments' }).locator('tr, [data-testid="portal-appointment"]').filter({ hasText: 'Leo Parent' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('6 yrs · dependent');
  await expect(row.getByTestId('visit-guardian')).toHaveText('Guardian (contact): Maria Parent');
  await expect(row).toContainText(timeLabel(slot.time));
  await expectNoSeriousA11yViolations(portal);
});
