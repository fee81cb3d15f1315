import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { uniqueSurname } from './support/doctors';
import { bookAs, doctorForTest, freeSlots, newPatient } from './support/patients';
import { gotoSettled } from './support/settled';

// FHIR-5: a patient downloads their record from the profile, as FHIR R4 JSON and as a PDF, and
// both files are read back (JSON.parse, pdfjs-dist). At a desktop width and at a phone's.

const standardFontDataUrl = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

async function pdfText(bytes: Uint8Array): Promise<string> {
  const task = getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, standardFontDataUrl });
  const pdf = await task.promise;
  const lines: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    lines.push(...content.items.map((item) => ('str' in item ? item.str : '')));
  }
  await task.destroy();
  return lines.join('\n');
}

interface Bundle {
  resourceType: string;
  type: string;
  entry: { resource: { resourceType: string; id: string; name?: { text: string }[] } }[];
}

for (const [index, viewport] of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
].entries()) {
  test(`a patient downloads their record as FHIR JSON and as a PDF (${String(viewport.width)} px)`, async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const name = `Robin ${uniqueSurname()}`;
    const patient = await newPatient(page, name);
    const doctor = await doctorForTest(page.request, 30 + index);
    const [slot] = await freeSlots(page.request, doctor.user_id);
    if (slot === undefined) throw new Error('the doctor has a free slot');
    const visit = await bookAs(page.request, patient, doctor.user_id, slot);

    await gotoSettled(page, '/patient-profile');
    const record = page.getByRole('region', { name: 'Your health record' });
    await record.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`record-download-${String(viewport.width)}.png`), fullPage: true });
    await expectNoSeriousA11yViolations(page);

    const [json] = await Promise.all([page.waitForEvent('download'), record.getByRole('button', { name: 'Download record (FHIR JSON)' }).click()]);
    expect(json.suggestedFilename()).toMatch(/^clinvia-record-\d{4}-\d{2}-\d{2}\.json$/);
    const bundle = JSON.parse(await readFile(await json.path(), 'utf8')) as Bundle;
    expect(bundle.resourceType).toBe('Bundle');
    expect(bundle.type).toBe('collection');
    const patientResource = bundle.entry.find((entry) => entry.resource.resourceType === 'Patient')?.resource;
    expect(patientResource?.id).toBe(patient.id);
    expect(patientResource?.name?.[0]?.text).toBe(name);
    expect(bundle.entry.some((entry) => entry.resource.resourceType === 'Appointment' && entry.resource.id === visit)).toBe(true);
    expect(bundle.entry.some((entry) => entry.resource.resourceType === 'Practitioner' && entry.resource.id === doctor.user_id)).toBe(true);

    const [pdf] = await Promise.all([page.waitForEvent('download'), record.getByRole('button', { name: 'Download record (PDF)' }).click()]);
    expect(pdf.suggestedFilename()).toMatch(/^clinvia-record-\d{4}-\d{2}-\d{2}\.pdf$/);
    const text = await pdfText(await readFile(await pdf.path()));
    expect(text).toContain(`Health record of ${name}`);
    expect(text).toContain(`Follow-up with Dr. ${doctor.name} (requested)`);
    expect(text).toContain('Reason: Follow-up on blood pressure medication');
  });
}
