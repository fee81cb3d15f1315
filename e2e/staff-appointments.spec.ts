import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { newDoctor, tokenOf } from './support/doctors';
import { bookAs, chooseDay, chooseTime, freeSlots, otherPatient, timeLabel } from './support/patients';
import { demoAccounts, demoPassword, signInAs } from './support/session';

// The staff console's Appointments (issue 14 section 5) in Chromium: filters, a status change
// with a reason both parties read, and booking on a patient's behalf through the wizard.

const rows = (page: Page) => page.getByTestId('staff-appointment');

async function notificationTitles(page: Page, token: string): Promise<string[]> {
  const response = await page.request.get('/api/notifications?pageSize=20', { headers: { authorization: `Bearer ${token}` } });
  return ((await response.json()) as { items: { title: string; body: string }[] }).items.map((item) => `${item.title}: ${item.body}`);
}

test.describe('staff appointments', () => {
  test('staff filter the appointments and change a status with a reason; the patient and the doctor are told', async ({ page }) => {
    const doctor = await newDoctor(page.request, 'Agnes');
    const patient = await otherPatient(page.request);
    const [first, second] = await freeSlots(page.request, doctor.id, 2);
    if (!first || !second) throw new Error('no free slots');
    await bookAs(page.request, patient, doctor.id, first);
    await bookAs(page.request, patient, doctor.id, second);

    await signInAs(page, 'staff');
    await page.goto('/staff');
    await page.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Appointments' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Appointments' })).toBeVisible();
    const filters = page.getByRole('search', { name: 'Filter appointments' });
    await filters.getByLabel('Doctor', { exact: true }).fill(doctor.name);
    await filters.getByLabel('Patient', { exact: true }).fill('riley');
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await expect(rows(page)).toHaveCount(2);
    await expect(page.getByText('Showing 1-2 of 2 appointments')).toBeVisible();
    await expect(rows(page).first()).toContainText(`with Dr. ${doctor.name}`);
    await expect(rows(page).first()).toContainText(timeLabel(first.time));

    await filters.getByLabel('From', { exact: true }).fill(second.date);
    await filters.getByLabel('To', { exact: true }).fill(second.date);
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    const only = first.date === second.date ? 2 : 1;
    await expect(rows(page)).toHaveCount(only);
    await filters.getByLabel('Status', { exact: true }).selectOption('confirmed');
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page.getByText('No appointments match these filters.')).toBeVisible();
    await filters.getByLabel('Status', { exact: true }).selectOption('pending');
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await expect(rows(page)).toHaveCount(only);
    await expect(page).toHaveURL(/status=pending/);
    await expectNoSeriousA11yViolations(page);

    const row = rows(page).last();
    await row.getByRole('button', { name: /^Change status/ }).click();
    await row.getByLabel('New status').selectOption('cancelled');
    await row.getByRole('button', { name: 'Save status' }).click();
    await expect(row.getByText('Please give a reason')).toBeVisible();
    await row.getByLabel(/^Reason/).fill('The doctor is away at a conference that day.');
    await expectNoSeriousA11yViolations(page);
    const changed = page.waitForResponse((response) => response.url().includes('/api/staff/appointments/') && response.request().method() === 'PATCH');
    await row.getByRole('button', { name: 'Save status' }).click();
    expect((await changed).status()).toBe(200);
    // The status filter is pending: the cancelled appointment leaves the list.
    await expect(rows(page)).toHaveCount(only - 1);

    await filters.getByLabel('Status', { exact: true }).selectOption('cancelled');
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    const cancelled = rows(page).first();
    await expect(cancelled).toContainText('Cancelled by clinic staff: The doctor is away at a conference that day.');
    await cancelled.getByRole('button', { name: /^Details/ }).click();
    await expect(cancelled.getByText(/pending → cancelled by Clinic Administrator \(staff\): The doctor is away/)).toBeVisible();

    expect(await notificationTitles(page, patient.token)).toContainEqual(expect.stringMatching(/^Appointment cancelled: Clinic staff cancelled your appointment with Dr\. .* Reason: The doctor is away at a conference that day\.$/));
    expect(await notificationTitles(page, doctor.token)).toContainEqual(expect.stringMatching(/^Appointment cancelled: Clinic staff cancelled Riley Rival's appointment on .* Reason: The doctor is away/));
  });

  test('the dashboard’s figures open today’s appointments in that status', async ({ page }) => {
    await signInAs(page, 'staff');
    await page.goto('/staff');
    const today = page.getByRole('region', { name: /^Appointments today/ });
    await today.getByRole('link', { name: /^Pending/ }).click();
    await expect(page).toHaveURL(/\/staff\/appointments\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}&status=pending$/);
    await expect(page.getByRole('search', { name: 'Filter appointments' }).getByLabel('Status', { exact: true })).toHaveValue('pending');
  });

  test('staff book for a patient through the booking wizard', async ({ page }) => {
    const doctor = await newDoctor(page.request, 'Rosalind');
    const patient = await otherPatient(page.request);
    const [slot] = await freeSlots(page.request, doctor.id, 2);
    if (!slot) throw new Error('no free slot');

    await signInAs(page, 'staff');
    await page.goto('/staff/appointments');
    await page.getByRole('link', { name: 'Book for a patient' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Book for a patient' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Find a patient' }).fill(patient.email.slice(0, 20));
    await page.getByRole('search', { name: 'Find a patient' }).getByRole('button', { name: 'Search' }).click();
    await page.getByRole('list', { name: 'Matching patients' }).getByRole('button', { name: 'Choose Riley Rival' }).click();
    await expect(page.getByText(patient.email)).toBeVisible();
    await page.getByRole('searchbox', { name: 'Find a doctor' }).fill(doctor.name);
    await page.getByRole('search', { name: 'Find a doctor' }).getByRole('button', { name: 'Search' }).click();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: `Book with Dr. ${doctor.name}` }).click();

    await expect(page.getByRole('note').getByText('Riley Rival')).toBeVisible();
    await chooseDay(page, slot.date);
    await chooseTime(page, slot.time);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.locator('label').filter({ has: page.getByRole('radio', { name: /^Follow-up/ }) }).first().click();
    await page.getByLabel('Reason for your visit').fill('Booked by phone: follow-up on blood pressure');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: "The patient's details" })).toBeVisible();
    await expect(page.getByLabel('Full name')).toHaveValue('Riley Rival');
    await expect(page.getByLabel('Email')).toHaveValue(patient.email);
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(page.getByRole('heading', { name: 'Appointment Confirmed' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const mine = (await (await page.request.get(`/api/patients/get-appointments/${patient.id}`, { headers: { authorization: `Bearer ${patient.token}` } })).json()) as {
      appointments: { doctor_id: string; appointment_date: string; appointment_time: string; status: string }[];
    };
    expect(mine.appointments).toContainEqual(expect.objectContaining({ doctor_id: doctor.id, appointment_date: slot.date, appointment_time: slot.time, status: 'pending' }));
    expect(await notificationTitles(page, patient.token)).toContainEqual(expect.stringMatching(/^Appointment booked for you: Clinic staff booked an appointment with Dr\./));

    await page.getByRole('link', { name: 'Back to appointments' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Appointments' })).toBeVisible();
  });

  test('is for approved staff only', async ({ page }) => {
    const token = await tokenOf(page.request, demoAccounts.patient, demoPassword);
    expect((await page.request.get('/api/staff/appointments', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(403);
    await signInAs(page, 'patient');
    await page.goto('/staff/appointments');
    await expect(page.getByRole('heading', { name: "You don't have access to this page" })).toBeVisible();
  });
});
