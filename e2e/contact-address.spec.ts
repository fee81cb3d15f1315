import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { newDoctor } from './support/doctors';
import { Mailbox } from './support/mailbox';
import { freeSlots, newPatient, wizardToDetails } from './support/patients';

// MAIL-1 (issue 38.1): a patient books with another contact address and a contact name that
// reads like the clinic's words. The booking e-mail goes to the account's own address and greets
// by the account's name; the contact address gets only a confirmation link in the clinic's words;
// its page confirms with a click (photographed at phone and desktop widths).

const mailbox = new Mailbox();
const phishing = 'Your Clinvia account is locked. Verify now at http://evil.example.com/verify';

test('another contact address: the e-mail goes to the account; the contact confirms by link', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const doctor = await newDoctor(request, 'Contact');
  const patient = await newPatient(page, 'Quinn Holder');
  const contact = `family-${String(Date.now())}@example.com`;
  const [slot] = await freeSlots(request, doctor.id, 2);
  if (!slot) throw new Error('the new doctor has no free slot');

  await wizardToDetails(page, doctor.id, slot, 'Follow-up on blood tests');
  await page.getByLabel('Full name').fill(phishing.slice(0, 60));
  await page.getByLabel('Email').fill(contact);
  const booking = page.waitForResponse('**/api/patients/book-appointment');
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  expect((await booking).status()).toBe(201);

  const booked = await mailbox.parsedMailTo(patient.email, /^Appointment requested/);
  expect(booked.text).toContain('Dear Quinn Holder,');
  expect(booked.text).not.toContain('locked');
  const confirmation = await mailbox.parsedMailTo(contact, /^Confirm this address/);
  for (const leak of ['locked', 'Quinn', doctor.name, 'blood tests']) expect(confirmation.text).not.toContain(leak);
  const link = /(\S+\/confirm-address\?token=\S+)/.exec(confirmation.text ?? '')?.[1] ?? '';
  expect(link).not.toBe('');

  const anonymous = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const confirmPage = await anonymous.newPage();
  await confirmPage.goto(link);
  await expect(confirmPage.getByRole('heading', { name: 'Confirm this e-mail address' })).toBeVisible();
  await expect(confirmPage.getByText(contact)).toBeVisible();
  await expectNoSeriousA11yViolations(confirmPage);
  await confirmPage.screenshot({ path: test.info().outputPath('confirm-address-390.png'), fullPage: true });
  await confirmPage.setViewportSize({ width: 1280, height: 800 });
  await confirmPage.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirmPage.getByRole('heading', { name: 'Address confirmed' })).toBeVisible();
  await confirmPage.screenshot({ path: test.info().outputPath('confirm-address-done-1280.png'), fullPage: true });
  await anonymous.close();
});
