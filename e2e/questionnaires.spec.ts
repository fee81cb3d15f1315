import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { signInAs } from './support/session';

// INTAKE-11 in Chromium at 390 and 1280 px: staff write a questionnaire in the console, add a
// question asked only when an earlier answer is 'Yes', see it appear in the patient's preview
// when they answer 'Yes', and save it.

for (const width of [390, 1280]) {
  test(`at ${String(width)} px staff add a conditional question and see it in the preview`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, 'staff');
    await page.goto('/staff/questionnaires');
    await expect(page.getByRole('heading', { level: 1, name: 'Questionnaires' })).toBeVisible();
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
    await second.getByLabel('Question, Condition, Question 2', { exact: true }).selectOption('q1');
    await second.getByLabel('Answer, Condition, Question 2', { exact: true }).selectOption('yes');

    // The preview is the patient's form: the second question waits for 'Yes'.
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview.getByText('Do you smoke?')).toBeVisible();
    await expect(preview.getByText('How many a day?')).toHaveCount(0);
    await preview.getByRole('radio', { name: 'Yes' }).check();
    await expect(preview.getByText('How many a day?')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`questionnaire-editor-${String(width)}.png`), fullPage: true });

    await editor.getByRole('button', { name: 'Create questionnaire' }).click();
    await expect(page.getByText('Questionnaire created.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: `Smoking check ${String(width)}` })).toBeVisible();
    await expect(page.getByText('Version 1', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}
