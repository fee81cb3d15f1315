import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll } from './support/a11y';
import { uniqueSurname } from './support/doctors';
import { newPatient } from './support/patients';
import { gotoSettled } from './support/settled';
import { drawOn } from './support/signature';

// CONSENT-3 to CONSENT-8: a patient signs the clinic's two consents from /consents, one by drawing
// on the pad with the mouse and one by typing their name, and downloads the signed PDF. At a
// desktop width and at a phone's.

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`a patient signs a consent by drawing and another by typing, and downloads the PDF (${String(viewport.width)} px)`, async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const shot = (name: string) => testInfo.outputPath(`${name}-${String(viewport.width)}.png`);
    await page.setViewportSize(viewport);
    const name = `Robin ${uniqueSurname()}`;
    await newPatient(page, name);

    // Reached from the profile (CONSENT-5).
    await gotoSettled(page, '/patient-profile');
    await page.getByRole('link', { name: 'Consents', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Consents' })).toBeVisible();
    const treatment = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Consent to treatment' }) });
    const privacy = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Notice of privacy practices acknowledgement' }) });
    await expect(treatment.getByText('Not signed yet')).toBeVisible();

    // By drawing: strokes of the mouse on the pad.
    await treatment.getByRole('button', { name: /Read and sign/ }).click();
    const pad = treatment.getByRole('img', { name: /Signature pad/ });
    await pad.scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot('consent-signer'), fullPage: true });
    await drawOn(page, pad);
    await treatment.getByRole('button', { name: 'Sign consent' }).click();
    await expect(treatment.getByText(/^Signed on /)).toBeVisible();

    // By typing the name, by keyboard.
    await privacy.getByRole('button', { name: /Read and sign/ }).click();
    await privacy.getByRole('radio', { name: 'Type your name' }).check();
    const typed = privacy.getByRole('textbox', { name: 'Your full name' });
    await typed.fill('Someone Else');
    await typed.press('Enter');
    await expect(typed).toHaveAccessibleDescription(`Type your name as it is on your account: ${name}`);
    await typed.fill(name);
    await typed.press('Enter');
    await expect(privacy.getByText(/^Signed on /)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: shot('consents-signed'), fullPage: true });

    // The PDF: a download with the consent's name, a real PDF.
    const [download] = await Promise.all([page.waitForEvent('download'), privacy.getByRole('button', { name: /Download PDF/ }).click()]);
    expect(download.suggestedFilename()).toBe('notice-of-privacy-practices-acknowledgement-v1-signed.pdf');
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(1000);
    await expect(page.getByRole('list', { name: 'Signed consents' }).getByRole('listitem')).toHaveCount(2);
  });
}
