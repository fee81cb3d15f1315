import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { newDoctor, pageSignedIn } from './support/doctors';
import { bookAs, freeSlots, newPatient } from './support/patients';
import { signInAs } from './support/session';
import { gotoSettled } from './support/settled';
import { drawOn } from './support/signature';

// e-Check-in in Chromium (CHECKIN-1 to CHECKIN-9, INTAKE-14, CONSENT-9), at a phone's width and
// at a desktop's: a patient checks in from /appointments for a Psychiatry visit, leaves half-way
// and resumes, answers the general intake with its conditional question and PHQ-9 with item 9
// above 'Not at all', signs the clinic's consents inside the wizard (one drawn, one typed),
// finishes; the doctor reads the summary with the item 9 flag and the signed consents; staff see
// the visit checked in and verify the insurance.

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

async function noSidewaysScroll(page: Page, width: number): Promise<void> {
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(wide, `nothing scrolls sideways at ${String(width)} px`).toBeLessThanOrEqual(width);
}

test.describe('e-check-in', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    const px = String(viewport.width);
    test(`a patient checks in from /appointments, leaves half-way, resumes, signs the consents and finishes; the doctor reads the flagged summary and the signatures (${px} px)`, async ({ page, browser }, testInfo) => {
      // A long flow (three steps, three questionnaires, two signatures, the doctor, the desk).
      test.setTimeout(480_000);
      const shot = (name: string) => testInfo.outputPath(`check-in-${name}-${px}.png`);
      // PHQ-9 and GAD-7 are asked at the demo's Psychiatry visits (INTAKE-17).
      const doctor = await newDoctor(page.request, 'Cora', { specialization: 'Psychiatry' });
      const patientName = px === '390' ? 'Casey Checkin' : 'Morgan Checkin';
      const patient = await newPatient(page, patientName);
      // Tomorrow: inside the clinic's three days.
      const [slot] = await freeSlots(page.request, doctor.id, 1);
      if (!slot) throw new Error('no free slot');
      const appointmentId = await bookAs(page.request, patient, doctor.id, slot);

      await page.setViewportSize(viewport);
      await gotoSettled(page, '/appointments');
      await page.getByRole('link', { name: 'Check in' }).click();
      await expect(page).toHaveURL(`/appointments/${appointmentId}/check-in`);
      await expect(steps(page)).toHaveText('Contact details');
      await expect(page.getByRole('list', { name: 'Check-in steps' }).getByRole('listitem')).toHaveText(['1Contact details', '2Insurance', '3Questionnaires', '4Consents', '5Review and finish']);
      // Prefilled from the profile.
      await expect(page.getByLabel('Full name')).toHaveValue(patientName);
      await expect(page.getByLabel('Address')).toHaveValue('9 Test Way, Austin, TX');
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: shot('contact'), fullPage: true });
      await page.getByLabel('Phone').fill('(512) 555-0142');
      await page.getByRole('button', { name: 'Save and continue' }).click();

      await expect(steps(page)).toHaveText('Insurance');
      await page.getByLabel('Insurance company').fill('Blue Cross');
      await page.getByLabel('Member number').fill('BC-123 456');
      await page.getByLabel('Add a photo of the front of the card').setInputFiles({ name: 'card-front.png', mimeType: 'image/png', buffer: await cardPhoto(page) });
      await expect(page.getByRole('img', { name: 'Front of the card' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Save and continue' }).click();

      // The demo's general intake, asked at every visit (INTAKE-17), then PHQ-9 and GAD-7.
      await expect(steps(page)).toHaveText('Questionnaires');
      await page.getByLabel(/What is the main reason for your visit/).fill('Low mood for weeks');
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
      await expect(page.getByLabel(/What is the main reason for your visit/)).toHaveValue('Low mood for weeks');
      await expect(page.getByLabel(/How many cigarettes a day/)).toHaveValue('5');
      await page.getByRole('button', { name: 'Save and continue' }).click();
      // Allergies are required: the validator's message under the question, nothing sent.
      await expect(page.getByText('Some answers need a look: see the messages under the questions.')).toBeVisible();
      await page.getByRole('group', { name: /Are you allergic/ }).getByLabel('None').check();
      // PHQ-9 and GAD-7: 'Not at all' everywhere but PHQ-9's item 9.
      for (const radio of await page.getByRole('radio', { name: 'Not at all', exact: true }).all()) await radio.check();
      await page.getByRole('group', { name: /Thoughts that you would be better off dead/ }).getByRole('radio', { name: 'Several days' }).check();
      for (const radio of await page.getByRole('radio', { name: 'Not difficult at all', exact: true }).all()) await radio.check();
      await page.screenshot({ path: shot('questionnaires'), fullPage: true });
      await page.getByRole('button', { name: 'Save and continue' }).click();

      // The clinic's two demo consents, signed inside the wizard for this visit.
      await expect(steps(page)).toHaveText('Consents');
      const signer = page.getByRole('region', { name: /^Consent \d of 2$/ });
      await expect(signer.getByRole('heading', { name: 'Consent to treatment' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Continue', exact: true })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: shot('consents'), fullPage: true });
      await drawOn(page, signer.getByRole('img', { name: /Signature pad/ }));
      await signer.getByRole('button', { name: 'Sign consent' }).click();
      await expect(page.getByText(/Your signed consent is saved.*\(Consent to treatment\)/)).toBeVisible();

      // Half-way again: the second consent is where it resumes.
      await gotoSettled(page, '/appointments');
      await page.getByRole('link', { name: 'Continue check-in' }).click();
      await expect(steps(page)).toHaveText('Consents');
      await expect(page.getByRole('list', { name: 'The clinic’s consents' })).toContainText('Consent to treatment — signed already');
      await expect(signer.getByRole('heading', { name: 'Notice of privacy practices acknowledgement' })).toBeVisible();
      // By keyboard: the typed name.
      await signer.getByRole('radio', { name: 'Type your name' }).check();
      const typed = signer.getByRole('textbox', { name: 'Your full name' });
      await typed.fill(patientName);
      await typed.press('Enter');
      await expect(page.getByText(/Your signed consent is saved.*\(Notice of privacy practices acknowledgement\)/)).toBeVisible();
      await noSidewaysScroll(page, viewport.width);
      await page.getByRole('button', { name: 'Continue', exact: true }).click();

      await expect(steps(page)).toHaveText('Review and finish');
      await expect(page.getByText('3 of 3 completed')).toBeVisible();
      await expect(page.getByText('2 of 2 signed')).toBeVisible();
      await expect(page.getByText(/Blue Cross, BC-123 456 · 1 card photo/)).toBeVisible();
      await noSidewaysScroll(page, viewport.width);
      await page.screenshot({ path: shot('review'), fullPage: true });
      await page.getByRole('button', { name: 'Finish check-in' }).click();
      await expect(page.getByRole('heading', { name: 'You are checked in' })).toBeVisible();

      await gotoSettled(page, '/appointments');
      await expect(page.getByTestId('checked-in')).toHaveText('Checked in');
      await expect(page.getByRole('link', { name: /check-in|Check in/ })).toHaveCount(0);

      // The doctor: the one-screen summary with PHQ-9 item 9 flagged, and the consents signed for this visit (CONSENT-9).
      const portal = await pageSignedIn(browser, doctor.token, viewport);
      await portal.goto('/doctor-portal');
      await portal.getByRole('tab', { name: 'Upcoming' }).click();
      const row = portal.getByRole('region', { name: 'Appointments' }).locator('tr, [data-testid="portal-appointment"]').filter({ hasText: patientName });
      await row.getByRole('button', { name: /^Details/ }).click();
      const drawer = portal.getByRole('dialog', { name: 'Appointment details' });
      await expect(drawer.getByText(/Needs attention: PHQ-9 item 9/)).toBeVisible();
      const signed = drawer.getByRole('list', { name: `Signed consents of ${patientName}` });
      await expect(signed.getByRole('listitem')).toHaveCount(2);
      await expect(signed.getByRole('listitem').filter({ hasText: 'Consent to treatment' })).toContainText(/by drawing, for this visit/);
      await expect(signed.getByRole('listitem').filter({ hasText: 'Notice of privacy' })).toContainText(/by typing their name, for this visit/);
      await expectNoSeriousA11yViolations(portal);
      await noSidewaysScroll(portal, viewport.width);
      await drawer.getByRole('heading', { name: 'Signed consents' }).scrollIntoViewIfNeeded();
      await portal.screenshot({ path: shot('doctor-summary') });
      const [download] = await Promise.all([portal.waitForEvent('download'), signed.getByRole('button', { name: /Download PDF of Consent to treatment/ }).click()]);
      expect(download.suggestedFilename()).toBe('consent-to-treatment-v1-signed.pdf');
      const bytes = await readFile(await download.path());
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      await portal.context().close();

      if (viewport.width < 1280) return;
      // Staff: the day's list says checked in; they open it and verify the insurance (CHECKIN-7).
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const desk = await context.newPage();
      await signInAs(desk, 'staff');
      await gotoSettled(desk, `/staff/appointments?doctor=${encodeURIComponent(doctor.name)}&from=${slot.date}&to=${slot.date}`);
      const staffRow = desk.getByTestId('staff-appointment').filter({ hasText: patientName });
      // The console's first screen loads its lazy parts: a busy machine takes longer than the default wait.
      await expect(staffRow.getByTestId('check-in-state')).toHaveText('Checked in', { timeout: 30_000 });
      await staffRow.getByRole('button', { name: /^Check-in/ }).click();
      const panel = staffRow.getByTestId('staff-check-in');
      await expect(panel).toContainText('Blue Cross, member number BC-123 456');
      await expect(panel.getByRole('button', { name: 'Card front' })).toBeVisible();
      await panel.getByRole('button', { name: 'Mark insurance verified' }).click();
      await expect(panel.getByText(/Insurance verified by/)).toBeVisible();
      await expect(staffRow.getByTestId('check-in-state')).toContainText('insurance verified');
      await expectNoSeriousA11yViolations(desk);
      await desk.screenshot({ path: shot('staff'), fullPage: true });
      await context.close();
    });
  }
});
