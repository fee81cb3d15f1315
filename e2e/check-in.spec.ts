import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { newDoctor } from './support/doctors';
import { bookAs, freeSlots, newPatient } from './support/patients';
import { signInAs } from './support/session';
import { gotoSettled } from './support/settled';

// e-Check-in in Chromium (CHECKIN-1 to CHECKIN-9, INTAKE-14): a patient checks in from
// /appointments at a phone's width, leaves half-way and resumes, answers the general intake with
// its conditional question, finishes; staff see the visit checked in and verify the insurance.

/** A photo of a card as a phone would take it, drawn by the browser (a real PNG, not a stub). */
async function cardPhoto(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 400;
    const context = canvas.getContext('2d');
    if (context === null) return '';
    context.fillStyle = '#1d4ed8';
    context.fillRect(0, 0, 640, 400);
    context.fillStyle = '#ffffff';
    context.font = 'bold 40px sans-serif';
    context.fillText('Blue Cross', 40, 80);
    context.font = '28px sans-serif';
    context.fillText('Member BC-123 456', 40, 200);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

const steps = (page: Page) => page.locator('#check-in-step');

test.describe('e-check-in', () => {
  test('a patient checks in from /appointments, leaves half-way, resumes and finishes; staff see it and verify the insurance', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const doctor = await newDoctor(page.request, 'Cora');
    const patient = await newPatient(page, 'Casey Checkin');
    // Tomorrow: inside the clinic's three days.
    const [slot] = await freeSlots(page.request, doctor.id, 1);
    if (!slot) throw new Error('no free slot');
    const appointmentId = await bookAs(page.request, patient, doctor.id, slot);

    await page.setViewportSize({ width: 390, height: 844 });
    await gotoSettled(page, '/appointments');
    await page.getByRole('link', { name: 'Check in' }).click();
    await expect(page).toHaveURL(`/appointments/${appointmentId}/check-in`);
    await expect(steps(page)).toHaveText('Contact details');
    // Prefilled from the profile.
    await expect(page.getByLabel('Full name')).toHaveValue('Casey Checkin');
    await expect(page.getByLabel('Address')).toHaveValue('9 Test Way, Austin, TX');
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: 'e2e/test-results/check-in-contact-390.png', fullPage: true });
    await page.getByLabel('Phone').fill('(512) 555-0142');
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await expect(steps(page)).toHaveText('Insurance');
    await page.getByLabel('Insurance company').fill('Blue Cross');
    await page.getByLabel('Member number').fill('BC-123 456');
    await page.getByLabel('Add a photo of the front of the card').setInputFiles({ name: 'card-front.png', mimeType: 'image/png', buffer: await cardPhoto(page) });
    await expect(page.getByRole('img', { name: 'Front of the card' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: 'e2e/test-results/check-in-insurance-390.png', fullPage: true });
    await page.getByRole('button', { name: 'Save and continue' }).click();

    // The demo's general intake, asked at every visit (INTAKE-17).
    await expect(steps(page)).toHaveText('Questionnaires');
    await page.getByLabel(/What is the main reason for your visit/).fill('Headaches in the morning');
    await page.getByRole('group', { name: /Which medicines do you take now/ }).getByLabel('None').check();
    const smoking = page.getByRole('group', { name: /Do you smoke/ });
    await expect(page.getByLabel(/How many cigarettes a day/)).toHaveCount(0);
    await smoking.getByLabel('Yes, I smoke now').check();
    // The conditional question appears only for a smoker.
    await page.getByLabel(/How many cigarettes a day/).fill('5');
    await page.getByRole('button', { name: 'Save answers for later' }).click();
    await expect(page.getByText('Your answers are saved. You can finish them later.')).toBeVisible();

    // Half-way: back to the list, which now offers to continue.
    await gotoSettled(page, '/appointments');
    await page.getByRole('link', { name: 'Continue check-in' }).click();
    // It resumes at the first step not done, with the answers kept.
    await expect(steps(page)).toHaveText('Questionnaires');
    await expect(page.getByLabel(/What is the main reason for your visit/)).toHaveValue('Headaches in the morning');
    await expect(page.getByLabel(/How many cigarettes a day/)).toHaveValue('5');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    // Allergies are required: the validator's message under the question, nothing sent.
    await expect(page.getByText('Some answers need a look: see the messages under the questions.')).toBeVisible();
    await page.getByRole('group', { name: /Are you allergic/ }).getByLabel('None').check();
    await page.screenshot({ path: 'e2e/test-results/check-in-questionnaires-390.png', fullPage: true });
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await expect(steps(page)).toHaveText('Review and finish');
    await expect(page.getByText('1 of 1 completed')).toBeVisible();
    await expect(page.getByText(/Blue Cross, BC-123 456 · 1 card photo/)).toBeVisible();
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(wide, 'nothing scrolls sideways at 390 px').toBeLessThanOrEqual(390);
    await page.screenshot({ path: 'e2e/test-results/check-in-review-390.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: 'e2e/test-results/check-in-review-1280.png', fullPage: true });
    await page.getByRole('button', { name: 'Finish check-in' }).click();
    await expect(page.getByRole('heading', { name: 'You are checked in' })).toBeVisible();

    await gotoSettled(page, '/appointments');
    await expect(page.getByTestId('checked-in')).toHaveText('Checked in');
    await expect(page.getByRole('link', { name: /check-in|Check in/ })).toHaveCount(0);

    // Staff: the day's list says checked in; they open it and verify the insurance (CHECKIN-7).
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const desk = await context.newPage();
    await signInAs(desk, 'staff');
    await gotoSettled(desk, `/staff/appointments?doctor=${encodeURIComponent(doctor.name)}&from=${slot.date}&to=${slot.date}`);
    const row = desk.getByTestId('staff-appointment').filter({ hasText: 'Casey Checkin' });
    await expect(row.getByTestId('check-in-state')).toHaveText('Checked in');
    await row.getByRole('button', { name: /^Check-in/ }).click();
    const panel = row.getByTestId('staff-check-in');
    await expect(panel).toContainText('Blue Cross, member number BC-123 456');
    await expect(panel.getByRole('button', { name: 'Card front' })).toBeVisible();
    await panel.getByRole('button', { name: 'Mark insurance verified' }).click();
    await expect(panel.getByText(/Insurance verified by/)).toBeVisible();
    await expect(row.getByTestId('check-in-state')).toContainText('insurance verified');
    await expectNoSeriousA11yViolations(desk);
    await desk.screenshot({ path: 'e2e/test-results/check-in-staff-1280.png', fullPage: true });
    await context.close();
  });
});
