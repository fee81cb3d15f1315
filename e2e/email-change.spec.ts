import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { Mailbox } from './support/mailbox';
import { newPatient } from './support/patients';

// AUTH-26..28 (issue 38.3): a patient asks on /settings to change the e-mail address; the
// settings show the change waiting; the link from the mail captured at the new address confirms
// it (a page that says what happened); the old address was told, the new one masked. A second
// patient's old address stops a change with its link, which signs every device out.
// Photographed at phone (390 px) and desktop (1280 px) widths.

const mailbox = new Mailbox();
const password = 'Correct-horse-9';
const linkIn = (text: string | undefined, page: string) => new RegExp(`(\\S+/${page}\\?token=\\S+)`).exec(text ?? '')?.[1] ?? '';

test('changing the e-mail in settings waits for the link from the new address, which confirms it', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const patient = await newPatient(page, 'Morgan Mover');
  const moved = `moved-${String(Date.now())}@example.com`;

  await page.goto('/settings');
  await page.getByLabel('New email').fill(moved);
  await page.getByRole('textbox', { name: 'Your password' }).fill(password);
  await page.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(page.getByText(`Waiting for confirmation at ${moved}.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send the link again' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel the change' })).toBeVisible();
  // The account keeps its address until the link is opened.
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(patient.email);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('settings-pending-390.png'), fullPage: true });

  const notice = await mailbox.parsedMailTo(patient.email, /^A change of your Clinvia e-mail address was requested/);
  expect(notice.text).toContain('m***@example.com');
  expect(notice.text).not.toContain(moved);
  expect(linkIn(notice.text, 'stop-email-change')).not.toBe('');
  const confirmation = await mailbox.parsedMailTo(moved, /^Confirm your new e-mail address/);
  const link = linkIn(confirmation.text, 'confirm-email');
  expect(link).not.toBe('');

  const anonymous = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const linkPage = await anonymous.newPage();
  await linkPage.goto(link);
  await expect(linkPage.getByRole('heading', { name: 'Confirm your new e-mail address' })).toBeVisible();
  await expect(linkPage.getByText(moved)).toBeVisible();
  await expectNoSeriousA11yViolations(linkPage);
  await linkPage.getByRole('button', { name: 'Confirm' }).click();
  await expect(linkPage.getByRole('heading', { name: 'E-mail address changed' })).toBeVisible();
  await linkPage.screenshot({ path: test.info().outputPath('confirm-email-done-1280.png'), fullPage: true });
  // The link works once: opened again, it says the change is done.
  await linkPage.reload();
  await expect(linkPage.getByRole('heading', { name: 'E-mail address changed' })).toBeVisible();
  await anonymous.close();

  const told = await mailbox.parsedMailTo(patient.email, /^Your Clinvia e-mail address was changed/);
  expect(told.text).not.toContain(moved);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(moved);
  await expect(page.getByText(/Waiting for confirmation/)).toHaveCount(0);
});

test('the link sent to the old address stops the change and signs every device out', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const patient = await newPatient(page, 'Sam Stopper');
  const intruder = `intruder-${String(Date.now())}@example.com`;
  const asked = await page.request.put('/api/authentication/account/email', { headers: { authorization: `Bearer ${patient.token}` }, data: { email: intruder, password } });
  expect(asked.status()).toBe(200);
  await page.goto('/settings');
  await expect(page.getByText(`Waiting for confirmation at ${intruder}.`)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('settings-pending-1280.png'), fullPage: true });

  const notice = await mailbox.parsedMailTo(patient.email, /^A change of your Clinvia e-mail address was requested/);
  const stop = linkIn(notice.text, 'stop-email-change');
  const anonymous = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const stopPage = await anonymous.newPage();
  await stopPage.goto(stop);
  await expect(stopPage.getByRole('heading', { name: 'Stop the change of your e-mail address' })).toBeVisible();
  await expect(stopPage.getByText('i***@example.com')).toBeVisible();
  await expectNoSeriousA11yViolations(stopPage);
  await stopPage.screenshot({ path: test.info().outputPath('stop-email-change-390.png'), fullPage: true });
  await stopPage.getByRole('button', { name: 'Stop it and sign out everywhere' }).click();
  await expect(stopPage.getByRole('heading', { name: 'Change stopped' })).toBeVisible();
  await expect(stopPage.getByText(/change your password/)).toBeVisible();
  await stopPage.screenshot({ path: test.info().outputPath('stop-email-change-done-390.png'), fullPage: true });
  await anonymous.close();

  // The patient's session ended with every other: the settings lead to sign-in.
  expect((await page.request.get('/api/authentication/account', { headers: { authorization: `Bearer ${patient.token}` } })).status()).toBe(401);
  await page.reload();
  await expect(page).toHaveURL(/\/login/);
});
