import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { newDoctor, pageSignedIn } from './support/doctors';
import { bookAs, freeSlots, newPatient } from './support/patients';

// INTAKE-5, INTAKE-7, INTAKE-15 (issue 33.3) in Chromium at 390 and 1280 px: a patient's completed
// PHQ-9 with item 9 answered 'Several days', read by the visit's doctor in the portal's
// appointment drawer: the score, band and source, the item-9 flag in words above and beside its
// answer, and each answer as its label.

/** LOINC answer list LL358-3: 'Not at all' 0 … 'Nearly every day' 3. */
const LOINC = 'http://loinc.org';
const FREQUENCY = [
  { code: 'LA6568-5', display: 'Not at all' },
  { code: 'LA6569-3', display: 'Several days' },
  { code: 'LA6570-1', display: 'More than half the days' },
  { code: 'LA6571-9', display: 'Nearly every day' },
];

interface VisitQuestionnaires {
  questionnaires: { questionnaire_id: string; title: string; questionnaire: { url?: string; version?: string } }[];
}

for (const width of [390, 1280]) {
  test(`at ${String(width)} px the doctor reads a PHQ-9 with the item-9 flag`, async ({ page, browser }) => {
    test.setTimeout(120_000);
    const doctor = await newDoctor(page.request, 'Priya', { specialization: 'Psychiatry' });
    const patient = await newPatient(page, 'Robin Answers');
    const [slot] = await freeSlots(page.request, doctor.id, 1);
    if (!slot) throw new Error('no free slot');
    const appointmentId = await bookAs(page.request, patient, doctor.id, slot);

    // The patient completes PHQ-9 for this visit: 1, 2, 1, 1, 0, 1, 0, 0 and item 9 'Several days' (total 7, mild).
    const headers = { authorization: `Bearer ${patient.token}` };
    const listed = (await (await page.request.get(`/api/appointments/${appointmentId}/questionnaires`, { headers })).json()) as VisitQuestionnaires;
    const phq9 = listed.questionnaires.find((entry) => entry.title.includes('PHQ-9'));
    if (!phq9) throw new Error('the Psychiatry visit asks no PHQ-9');
    const points = [1, 2, 1, 1, 0, 1, 0, 0, 1];
    const item = points.map((point, index) => {
      const answer = FREQUENCY[point];
      return { linkId: `phq-9-${String(index + 1)}`, answer: [{ valueCoding: { system: LOINC, code: answer?.code ?? '', display: answer?.display ?? '' } }] };
    });
    const saved = await page.request.put(`/api/appointments/${appointmentId}/questionnaires/${phq9.questionnaire_id}/response`, {
      headers,
      data: { resourceType: 'QuestionnaireResponse', questionnaire: `${phq9.questionnaire.url ?? ''}|${phq9.questionnaire.version ?? ''}`, status: 'completed', item },
    });
    expect(saved.status(), await saved.text()).toBe(200);

    const portal = await pageSignedIn(browser, doctor.token, { width, height: 900 });
    await portal.goto(`/doctor-portal?appointment=${appointmentId}`);
    const drawer = portal.getByRole('dialog', { name: 'Appointment details' });
    await expect(drawer).toBeVisible({ timeout: 30_000 });
    const answers = drawer.getByRole('region', { name: 'Answers before the visit' });
    await expect(answers.getByText(/PHQ-9 item 9/).first()).toBeVisible({ timeout: 30_000 });
    const phq9Summary = answers.getByRole('region', { name: /PHQ-9/ });
    await expect(phq9Summary).toContainText('PHQ-9 score: 7');
    await expect(phq9Summary).toContainText('Severity: Mild');
    await expect(phq9Summary.getByRole('definition').last()).toContainText('Several days Needs attention');
    await answers.scrollIntoViewIfNeeded();
    await portal.screenshot({ path: test.info().outputPath(`visit-answers-${String(width)}.png`), fullPage: true });
    await drawer.screenshot({ path: test.info().outputPath(`visit-answers-drawer-${String(width)}.png`) });
    await expectNoSeriousA11yViolations(portal);
  });
}
