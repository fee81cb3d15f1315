import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Download } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { pageSignedIn, tokenOf } from './support/doctors';
import { demoAccounts, demoPassword } from './support/session';

// Issue 34 in Chromium: the demo doctor signs the summary of a completed visit (SUMMARY-1,
// SUMMARY-2); its patient reads it (SUMMARY-5), downloads the record as FHIR JSON and as a PDF,
// both read back with a parser (FHIR-5), and makes a share link with a passcode (SHARE-1); a
// signed-out browser opens it (SHARE-2, SHARE-3); the patient sees the openings (SHARE-4) and
// stops the link, which the open tab then cannot use (SHARE-5). Screens at 390 and 1280 px.

interface Appointment {
  id: string;
  patient_id: string;
  patient: { name: string };
}

/** A completed visit of the demo doctor without a summary yet (the demo data has three), and its patient's e-mail. */
async function visitToSummarize(request: APIRequestContext): Promise<{ doctorToken: string; visit: Appointment; patientEmail: string }> {
  const login = await request.post('/api/authentication/login', { data: { email: demoAccounts.doctor, password: demoPassword } });
  const { token: doctorToken, user } = (await login.json()) as { token: string; user: { id: string } };
  const headers = { authorization: `Bearer ${doctorToken}` };
  const past = (await (await request.get(`/api/doctors/${user.id}/appointments?tab=past&status=completed&pageSize=20`, { headers })).json()) as { items: Appointment[] };
  let visit: Appointment | undefined;
  for (const item of past.items) {
    const summary = (await (await request.get(`/api/doctors/appointments/${item.id}/summary`, { headers })).json()) as { summary: unknown };
    if (summary.summary === null) {
      visit = item;
      break;
    }
  }
  if (visit === undefined) throw new Error('the demo doctor has no completed visit without a summary');
  const staff = await tokenOf(request, demoAccounts.staff, demoPassword);
  const found = (await (await request.get(`/api/staff/patients?q=${encodeURIComponent(visit.patient.name)}`, { headers: { authorization: `Bearer ${staff}` } })).json()) as { items: { id: string; email: string }[] };
  const patientEmail = found.items.find((item) => item.id === visit.patient_id)?.email;
  if (patientEmail === undefined) throw new Error(`no e-mail found for ${visit.patient.name}`);
  return { doctorToken, visit, patientEmail };
}

const standardFontDataUrl = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

async function savedText(download: Download): Promise<string> {
  return readFile(await download.path(), 'utf8');
}

async function pdfText(download: Download): Promise<string> {
  const task = getDocument({ data: new Uint8Array(await readFile(await download.path())), useSystemFonts: false, standardFontDataUrl });
  const pdf = await task.promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await task.destroy();
  return pages.join('\n');
}

test('a doctor signs a summary; the patient reads it, downloads the record, shares it, and a signed-out browser opens it', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const { doctorToken, visit, patientEmail } = await visitToSummarize(page.request);
  const assessment = `Seasonal allergic rhinitis ${String(Date.now())}`;

  // The doctor writes and signs the summary in the appointment's drawer.
  const portal = await pageSignedIn(browser, doctorToken, { width: 1280, height: 900 });
  await portal.goto(`/doctor-portal?appointment=${visit.id}`);
  const drawer = portal.getByRole('dialog', { name: 'Appointment details' });
  await expect(drawer).toBeVisible({ timeout: 30_000 });
  await drawer.getByLabel('Reason for the visit').fill('Sneezing and itchy eyes every morning');
  await drawer.getByLabel('Assessment').fill(assessment);
  await drawer.getByLabel('Plan').fill('A daily antihistamine for the season');
  await drawer.getByLabel(/^Medications started/).fill('Cetirizine 10 mg once a day');
  await drawer.getByRole('button', { name: 'Sign summary' }).click();
  await drawer.getByRole('button', { name: 'Sign now' }).click();
  await expect(drawer.getByLabel('Add an addendum')).toBeVisible({ timeout: 30_000 });
  await portal.context().close();

  // The patient reads it on /appointments, the e-mail's link.
  const patientToken = await tokenOf(page.request, patientEmail, demoPassword);
  const patient = await pageSignedIn(browser, patientToken, { width: 1280, height: 900 });
  await patient.goto(`/appointments?summary=${visit.id}`);
  const summary = patient.getByTestId('visit-summary').filter({ hasText: assessment });
  await expect(summary).toBeVisible({ timeout: 30_000 });
  await expect(summary).toContainText('Cetirizine 10 mg once a day');
  await patient.screenshot({ path: test.info().outputPath('summary-1280.png'), fullPage: true });

  // The record, and both downloads read back.
  await patient.goto('/record');
  await expect(patient.getByRole('heading', { level: 1, name: 'My record' })).toBeVisible({ timeout: 30_000 });
  const [fhir] = await Promise.all([patient.waitForEvent('download'), patient.getByRole('button', { name: 'Download record (FHIR JSON)' }).click()]);
  const bundle = JSON.parse(await savedText(fhir)) as { resourceType: string; type: string; entry: { resource: { resourceType: string; type?: { coding?: { code?: string }[] } } }[] };
  expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
  const kinds = bundle.entry.map((entry) => entry.resource.resourceType);
  expect(kinds).toEqual(expect.arrayContaining(['Patient', 'Practitioner', 'Appointment', 'Encounter', 'DocumentReference']));
  // The signed summary travels as a DocumentReference (LOINC 34133-9).
  expect(bundle.entry.some((entry) => entry.resource.type?.coding?.some((coding) => coding.code === '34133-9'))).toBe(true);
  const [pdf] = await Promise.all([patient.waitForEvent('download'), patient.getByRole('button', { name: 'Download record (PDF)' }).click()]);
  expect(await pdfText(pdf)).toContain(visit.patient.name);

  // A share link with a passcode, shown once.
  const share = patient.getByRole('region', { name: 'Share with another clinician' });
  await share.getByLabel('Who is it for?').fill('Dr. Ruiz, allergy clinic');
  await share.getByLabel('Link works for').selectOption('3');
  await share.getByLabel(/^Passcode/).fill('river-stone-42');
  await share.getByRole('button', { name: 'Make a share link' }).click();
  const linkBox = share.getByRole('textbox', { name: 'Share link' });
  await expect(linkBox).toBeVisible({ timeout: 30_000 });
  const link = await linkBox.inputValue();
  expect(link).toMatch(/\/shared-record#[A-Za-z0-9_-]{43}$/);
  await expect(share.getByRole('listitem', { name: 'Dr. Ruiz, allergy clinic' })).toContainText('Not opened yet.');
  await patient.screenshot({ path: test.info().outputPath('record-1280.png'), fullPage: true });

  // A signed-out browser (a phone) opens it with the passcode.
  const stranger = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const reader = await stranger.newPage();
  await reader.goto(link);
  await reader.getByRole('textbox', { name: 'Passcode' }).fill('wrong-guess');
  await reader.getByRole('button', { name: 'Open the record' }).click();
  await expect(reader.getByText('Wrong passcode. 4 tries left before the link locks.')).toBeVisible({ timeout: 30_000 });
  await reader.getByRole('textbox', { name: 'Passcode' }).fill('river-stone-42');
  await reader.getByRole('button', { name: 'Open the record' }).click();
  await expect(reader.getByRole('heading', { level: 1, name: `${visit.patient.name}’s health record` })).toBeVisible({ timeout: 30_000 });
  await expect(reader.getByRole('region', { name: 'Visit summaries' })).toContainText(assessment);
  await expect(reader.getByText('Shared for: Dr. Ruiz, allergy clinic')).toBeVisible();
  const [sharedPdf] = await Promise.all([reader.waitForEvent('download'), reader.getByRole('button', { name: 'Download (PDF)' }).click()]);
  expect(await pdfText(sharedPdf)).toContain(assessment.slice(0, 20));
  await expectNoSeriousA11yViolations(reader);
  await reader.screenshot({ path: test.info().outputPath('shared-record-390.png'), fullPage: true });

  // The patient sees both openings, then stops the link.
  await patient.reload();
  const row = patient.getByRole('region', { name: 'Share with another clinician' }).getByRole('listitem', { name: 'Dr. Ruiz, allergy clinic' });
  await row.getByText('Opened 2 times').click();
  await expect(row).toContainText('Record viewed');
  await expect(row).toContainText('PDF downloaded');
  await row.getByRole('button', { name: 'Stop sharing' }).click();
  const confirm = patient.getByRole('dialog', { name: 'Stop sharing through this link?' });
  await expect(confirm).toBeVisible({ timeout: 30_000 });
  await confirm.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(row).toContainText('Stopped', { timeout: 30_000 });

  // The open tab can no longer download; a reload says the link was stopped.
  await reader.getByRole('button', { name: 'Download (FHIR JSON)' }).click();
  await expect(reader.getByText('The patient has stopped sharing through this link.')).toBeVisible({ timeout: 30_000 });
  await reader.reload();
  await expect(reader.getByRole('heading', { name: 'This link does not open' })).toBeVisible({ timeout: 30_000 });
  await stranger.close();
});
