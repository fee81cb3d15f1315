import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { signInAs } from './support/session';

// INTAKE-11 in Chromium at 390 and 1280 px: staff write a questionnaire in the console, add a
// question asked only when an earlier answer is 'Yes', see it appear in the patient's preview
// when they answer 'Yes'; add a group holding a question with two conditions (any) and an initial
// answer, see the preview open with it; save, and read the stored FHIR JSON back through the API.

for (const width of [390, 1280]) {
  test(`at ${String(width)} px staff add a conditional question and see it in the preview`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, 'staff');
    await page.goto('/staff/questionnaires');
    await expect(page.getByRole('heading', { level: 1, name: 'Questionnaires' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('link', { name: 'New questionnaire' }).click();

    const editor = page.getByRole('form', { name: 'New questionnaire' });
    await editor.getByLabel('Title', { exact: true }).fill(`Smoking check ${String(width)}`);
    await editor.getByRole('button', { name: 'Add a question' }).click();
    await editor.getByLabel('Text, Question 1', { exact: true }).fill('Do you smoke?');
    await editor.getByLabel('Type, Question 1', { exact: true }).selectOption('choice');
    await editor.getByRole('button', { name: 'Add an answer' }).click();
    await editor.getByLabel('Answer 1, Question 1', { exact: true }).fill('No');
    await editor.getByRole('button', { name: 'Add an answer' }).click();
    await editor.getByLabel('Answer 2, Question 1', { exact: true }).fill('Yes');

    await editor.getByRole('button', { name: 'Add a question' }).click();
    await editor.getByLabel('Text, Question 2', { exact: true }).fill('How many a day?');
    await editor.getByLabel('Type, Question 2', { exact: true }).selectOption('integer');
    const second = editor.getByRole('listitem', { name: 'Question 2' });
    await second.getByRole('button', { name: 'Show only when…' }).click();
    await second.getByLabel('Question, Condition 1, Question 2', { exact: true }).selectOption('q1');
    await second.getByLabel('Answer, Condition 1, Question 2', { exact: true }).selectOption('yes');

    // The preview is the patient's form: the second question waits for 'Yes'.
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview.getByText('Do you smoke?')).toBeVisible();
    await expect(preview.getByText('How many a day?')).toHaveCount(0);
    await preview.getByRole('radio', { name: 'Yes' }).check();
    await expect(preview.getByText('How many a day?')).toBeVisible();

    // A group holding a question shown when either condition holds, with an initial answer.
    await editor.getByRole('button', { name: 'Add a question' }).click();
    await editor.getByLabel('Type, Question 3', { exact: true }).selectOption('group');
    await editor.getByLabel('Text, Question 3', { exact: true }).fill('Details');
    await editor.getByRole('button', { name: 'Add a question to Question 3' }).click();
    const nested = editor.getByRole('listitem', { name: 'Question 3.1' });
    await nested.getByLabel('Text, Question 3.1', { exact: true }).fill('Years smoked');
    await nested.getByLabel('Type, Question 3.1', { exact: true }).selectOption('integer');
    await nested.getByRole('button', { name: 'Show only when…' }).click();
    await nested.getByLabel('Question, Condition 1, Question 3.1', { exact: true }).selectOption('q1');
    await nested.getByLabel('Answer, Condition 1, Question 3.1', { exact: true }).selectOption('yes');
    await nested.getByRole('button', { name: 'Add a condition, Question 3.1' }).click();
    await nested.getByLabel('Question, Condition 2, Question 3.1', { exact: true }).selectOption('q1');
    await nested.getByLabel('Operator, Condition 2, Question 3.1', { exact: true }).selectOption('!=');
    await nested.getByLabel('Answer, Condition 2, Question 3.1', { exact: true }).selectOption('no');
    await nested.getByLabel('Show when, Question 3.1', { exact: true }).selectOption('any');
    await nested.getByLabel('Initial answer, Question 3.1 (optional)', { exact: true }).fill('5');
    // 'Yes' ticked at first: the patient's form opens with it, so the group's question shows with its 5.
    await editor.getByLabel('Ticked at first, Answer 2, Question 1', { exact: true }).check();
    await expect(preview.getByLabel(/Years smoked/)).toHaveValue('5');
    await page.screenshot({ path: test.info().outputPath(`questionnaire-editor-${String(width)}.png`), fullPage: true });

    await editor.getByRole('button', { name: 'Create questionnaire' }).click();
    await expect(page.getByText('Questionnaire created.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: `Smoking check ${String(width)}` })).toBeVisible();
    await expect(page.getByText('Version 1', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The stored questionnaire, read back through the API, is the FHIR JSON built on screen.
    const id = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const stored = await page.request.get(`/api/staff/questionnaires/${id}`, { headers: { authorization: `Bearer ${token ?? ''}` } });
    expect(stored.status()).toBe(200);
    const { questionnaire } = (await stored.json()) as { questionnaire: { item: unknown[] } };
    expect(questionnaire.item[2]).toEqual({
      linkId: 'q3',
      text: 'Details',
      type: 'group',
      item: [
        {
          linkId: 'q4',
          text: 'Years smoked',
          type: 'integer',
          initial: [{ valueInteger: 5 }],
          enableWhen: [
            { question: 'q1', operator: '=', answerCoding: { code: 'yes' } },
            { question: 'q1', operator: '!=', answerCoding: { code: 'no' } },
          ],
          enableBehavior: 'any',
        },
      ],
    });
  });
}
