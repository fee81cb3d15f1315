import { diabetesMessages } from '@clinvia/contracts/predictions';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/api';
import { present } from '../../test/present';
import { patient, renderApp } from '../../test/render';
import { diabetesAnswer } from './engine/testing';
import { predictions } from './texts';

// PRED-DIAB-2, PRED-DIAB-3, PRED-13: the assessment's own result: what the calibration says, the
// four key risk factors with their values, bars and clinical bands (and the bands' sources), the
// five recommendations of the outcome in their order, and the way back to the form.

const predict = '/ml/diabetes/predict';
const { recommendations } = predictions.diabetes;

async function open() {
  const user = userEvent.setup({ delay: null });
  renderApp('/diabetes-prediction', patient);
  await screen.findByRole('heading', { level: 1, name: 'Diabetes Risk Assessment' }, { timeout: 15_000 });
  return user;
}

/** A key risk factor's card: its text and the width of its bar. */
function factor(name: string) {
  const card = screen.getByTestId(`risk-factor-${name}`);
  return { text: card.textContent, bar: within(card).getByTestId('risk-bar').style.width };
}

/** The items of the list under a heading of the result. */
function itemsUnder(heading: string): string[] {
  const list = present(screen.getByRole('heading', { name: heading }).nextElementSibling, `the list under ${heading}`);
  return within(list as HTMLElement).getAllByRole('listitem').map((item) => item.textContent);
}

describe('the diabetes assessment result (PRED-DIAB-3)', { timeout: 20_000 }, () => {
  it('reads the probability against the calibration, bands each risk factor with its source, and recommends for an elevated risk', async () => {
    fakeApi({ [`POST ${predict}`]: { body: diabetesAnswer() } });
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Assess Diabetes Risk' }));
    expect(await screen.findByRole('heading', { name: 'Assessment Result' })).toHaveFocus();
    // 0.9447 is in the 0.9–1 bin, where 81.7 % of the test cases had diabetes.
    expect(screen.getByTestId('verdict-headline')).toHaveTextContent('The model puts this in its high-risk group: about 8 of 10 people with values like these in its data had diabetes.');
    expect(screen.getByTestId('probability-figure')).toHaveTextContent('80 %');
    expect(screen.getByTestId('service-answer').closest('[data-tone]')).toHaveAttribute('data-tone', 'adverse');

    // The sample: glucose 171, BMI 45.4, diastolic 110, age 54.
    expect(factor('Glucose')).toEqual({ text: 'Glucose171 mg/dLImpaired glucose tolerance (pre-diabetes range)', bar: '57%' });
    expect(factor('BMI')).toEqual({ text: 'BMI45.4 kg/m²Obese', bar: '90.8%' });
    expect(factor('BloodPressure')).toEqual({ text: 'Blood Pressure110 mm HgHigh (Hypertension Stage 2)', bar: '55%' });
    expect(factor('Age')).toEqual({ text: 'Age54 years', bar: '64.8%' });
    expect(within(screen.getByTestId('band-sources')).getAllByRole('listitem')).toHaveLength(3);

    expect(itemsUnder('Health Recommendations')).toEqual([recommendations.elevated.doctor, recommendations.elevated.checks, recommendations.elevated.activity, recommendations.elevated.food, recommendations.elevated.weight]);
  });

  it('gives no band to a value of 0 (not measured), recommends for a lower risk, and goes back to the form as it was', async () => {
    const api = fakeApi({ [`POST ${predict}`]: { body: { prediction: diabetesMessages.negative } } });
    const user = await open();
    for (const [name, value] of [
      ['Glucose (mg/dL)', '0'],
      ['Blood Pressure (mm Hg)', '75'],
      ['BMI (kg/m²)', '22'],
    ] as const) {
      const box = screen.getByRole('textbox', { name });
      await user.clear(box);
      await user.type(box, value);
    }
    await user.click(screen.getByRole('button', { name: 'Assess Diabetes Risk' }));
    await screen.findByRole('heading', { name: 'Assessment Result' });
    expect(api.calls('POST', predict)[0]?.body).toMatchObject({ Glucose: 0, BloodPressure: 75, BMI: 22 });
    expect(screen.getByText(predictions.diabetes.lowerRisk)).toBeInTheDocument();
    expect(factor('Glucose')).toEqual({ text: 'Glucose0 mg/dL', bar: '0%' });
    expect(factor('BloodPressure').text).toBe('Blood Pressure75 mm HgNormal (diastolic)');
    expect(factor('BMI').text).toBe('BMI22 kg/m²Healthy');
    expect(itemsUnder('Health Recommendations')).toEqual([recommendations.lower.activity, recommendations.lower.food, recommendations.lower.weight, recommendations.lower.checks, recommendations.lower.doctor]);
    // No probability came: no figure and no threshold.
    expect(screen.queryByTestId('probability-figure')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try Another Assessment' }));
    expect(await screen.findByRole('textbox', { name: 'Pregnancies' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Glucose (mg/dL)' })).toHaveValue('0');
    expect(screen.getByRole('textbox', { name: 'Blood Pressure (mm Hg)' })).toHaveValue('75');
    expect(screen.getByRole('heading', { name: 'About This Assessment' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Assessment Result' })).not.toBeInTheDocument();
  });
});
