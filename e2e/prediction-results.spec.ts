import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAs } from './support/session';

// Issue 26 item 8 (PRED-11), against our prediction service: every result reads as a model's
// estimate (the headline says so, the probability beside it), and an explanation that would read
// wrongly to a clinician is shown without a misleading verb and with plain words beside it.

const shots = process.env.E2E_SCREENSHOTS;

function verdict(page: Page): Locator {
  return page.locator('[data-tone]');
}

async function run(page: Page, path: string, submit: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('button', { name: submit }).click();
}

/** For the report: the result at this width, when E2E_SCREENSHOTS names a folder. */
async function shoot(page: Page, name: string): Promise<void> {
  if (shots === undefined) return;
  const width = page.viewportSize()?.width ?? 0;
  await page.locator('[data-print-area]').screenshot({ path: `${shots}/${name}-${String(width)}.png` });
}

test.beforeEach(async ({ page }) => {
  await signInAs(page, 'patient');
});

for (const width of [390, 1280]) {
  test.describe(`at ${String(width)} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('heart: the headline is the model estimate with its probability, and chest pain is explained, not read as protective', async ({ page }) => {
      await run(page, '/heart-disease-detection', 'Assess Heart Disease Risk');
      const box = verdict(page);
      // PRED-13: the headline is what the estimate means in the model's tests; the service's sentence is its answer.
      await expect(box.getByTestId('verdict-headline')).toHaveText(
        'Model estimateThe model puts this in its low-risk group: about 1 of 10 people with values like these in its data had heart disease on angiography.',
      );
      await expect(box.getByTestId('service-answer')).toHaveText("The model's answer: The person does not have a heart disease");
      await expect(box.getByTestId('probability-figure')).toHaveText('5 % of people with values like these had heart disease on angiography');
      // PRED-14: the sample case is named as such on the result.
      await expect(page.locator('[data-print-area]').getByTestId('sample-values-note')).toContainText('computed from the sample values');
      // The probability sits beside the headline on a wide screen and under it on a phone.
      const headline = await box.getByTestId('verdict-headline').boundingBox();
      const figure = await box.getByTestId('probability-figure').boundingBox();
      expect(headline).not.toBeNull();
      expect(figure).not.toBeNull();
      if (headline !== null && figure !== null) {
        if (width >= 640) expect(figure.x).toBeGreaterThan(headline.x + headline.width - 1);
        else expect(figure.y).toBeGreaterThanOrEqual(headline.y + headline.height - 1);
      }

      const chestPain = page.getByTestId('contribution-cp');
      await expect(chestPain).toContainText('Chest pain type (Typical angina): towards a lower estimate in this model');
      await expect(chestPain).not.toContainText('lowered');
      await expect(chestPain).toContainText('Read with care:');
      await expect(chestPain).toContainText('Clinically, typical angina makes coronary disease more likely, not less.');
      const thallium = page.getByTestId('contribution-thal');
      await expect(thallium).toContainText('Thallium stress test (Fixed defect): towards a lower estimate in this model');
      await expect(thallium).toContainText('Clinically, a fixed defect points to coronary disease.');
      // Where the direction makes clinical sense the plain sentence stays, without a note.
      const vessels = page.getByTestId('contribution-ca');
      await expect(vessels).toHaveText('Major vessels coloured by fluoroscopy (0) lowered the estimated probability');
      // The model card in 'How this works' explains the chest-pain coding too.
      await page.getByRole('button', { name: 'How this works' }).click();
      await expect(page.getByRole('heading', { level: 3, name: 'Reading the factors' })).toBeVisible();
      await expect(page.getByText('Chest pain type (every value)')).toBeVisible();
      await shoot(page, 'heart-result');
    });

    test('diabetes: a diastolic 110 mm Hg is high and the explanation says why the model counts it the other way', async ({ page }) => {
      await run(page, '/diabetes-prediction', 'Assess Diabetes Risk');
      const box = verdict(page);
      await expect(box.getByTestId('verdict-headline')).toHaveText(/^Model estimateThe model puts this in its high-risk group: about \d of 10 people with values like these in its data had diabetes\.$/);
      await expect(box.getByTestId('service-answer')).toHaveText("The model's answer: The person is diabetic");
      await expect(box.getByTestId('probability-figure')).toHaveText(/^\d+ % of people with values like these had diabetes$/);
      // PRED-DIAB-2: 171 mg/dL two hours into a glucose tolerance test is impaired tolerance (ADA), named with its source.
      await expect(page.getByTestId('risk-factor-Glucose')).toContainText('Impaired glucose tolerance (pre-diabetes range)');
      await expect(page.getByTestId('band-sources')).toContainText('American Diabetes Association, Standards of Care in Diabetes 2025');
      await expect(page.getByTestId('risk-factor-BloodPressure')).toContainText('High (Hypertension Stage 2)');

      const pressure = page.getByTestId('contribution-BloodPressure');
      await expect(pressure).toContainText('Blood Pressure (110 mm Hg): towards a lower estimate in this model');
      await expect(pressure).not.toContainText('lowered');
      await expect(pressure).toContainText('The value is the diastolic pressure.');
      await expect(pressure).toContainText('not protection: clinically, high blood pressure goes with a higher risk of diabetes');
      await expect(page.getByTestId('contribution-Glucose')).toHaveText('Glucose (171 mg/dL) raised the estimated probability');
      await shoot(page, 'diabetes-result');
    });
  });
}

test('Parkinson\'s and breast cancer: the headline is the model estimate with its probability', async ({ page }) => {
  await run(page, '/parkinson-disease-detection', 'Analyze Voice Measures');
  // Issue 40.2: not '> 99 %' beside 'The person has Parkinson's disease': 9 in 10 in the model's subject-grouped tests.
  await expect(verdict(page).getByTestId('verdict-headline')).toHaveText(
    "Model estimateThe model puts this in its high-risk group: about 9 of 10 people with values like these in its data had Parkinson's disease.",
  );
  await expect(verdict(page).getByTestId('service-answer')).toHaveText("The model's answer: The person has Parkinson's disease");
  await expect(verdict(page).getByTestId('probability-figure')).toHaveText("85 % of people with values like these had Parkinson's disease");

  await run(page, '/breast-cancer-detection', 'Analyze Cell Features');
  await expect(verdict(page).getByTestId('verdict-headline')).toHaveText(
    'Model estimateThe model puts this in its high-risk group: nearly all (more than 9 of 10) people with values like these in its data had a malignant mass.',
  );
  await expect(verdict(page).getByTestId('service-answer')).toHaveText("The model's answer: The Breast Cancer is Malignant");
  await expect(verdict(page).getByTestId('probability-figure')).toHaveText('> 95 % of people with values like these had a malignant mass');
  // No input among the five largest needs a note for this sample.
  await expect(page.getByText('Read with care:')).toHaveCount(0);
});

test('calories and insurance: the amount is labelled a model estimate; sex in the calorie formula is explained', async ({ page }) => {
  await run(page, '/calories-prediction', 'Calculate Calories Burned');
  await expect(page.getByRole('heading', { name: 'Workout Results' })).toBeVisible();
  await expect(page.locator('[data-print-area]').getByText('Model estimate', { exact: true })).toBeVisible();
  await expect(page.getByText(/^About \d+ calories burned \(model estimate\)$/)).toBeAttached();
  // PRED-CAL-6: the range comes from the published error on measured data, not from R² 1.000 on generated data.
  await expect(page.getByTestId('calorie-range')).toHaveText(/^Likely range: \d+ to \d+ kcal\.$/);
  await expect(page.getByText(/Keytel et al\. \(2005\).*± 27 %/)).toBeVisible();
  await expect(page.getByText(/R² 1\.000/)).toHaveCount(0);
  const gender = page.getByTestId('contribution-Gender');
  await expect(gender).toContainText(/^Gender \(Male\): −\d+ kcal in this model/);
  await expect(gender).toContainText('not the difference between a man and a woman doing the same workout');

  await run(page, '/insurance-prediction', 'Calculate Insurance Premium');
  await expect(page.getByRole('heading', { name: 'Your Estimated Premium' })).toBeVisible();
  const premium = page.locator('[data-print-area]');
  await expect(premium.getByText('Model estimate', { exact: true })).toBeVisible();
  await expect(premium.getByText(/^\$[\d,]+\.\d\d$/)).toBeVisible();
});
