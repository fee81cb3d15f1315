import { defaultValues } from '@clinvia/contracts/predictions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi } from '../../test/api';
import { patient, renderApp } from '../../test/render';
import { caloriesAnswer, diabetesAnswer, insuranceAnswer } from './engine/testing';
import { predictions } from './texts';

// The English the screens show (I18N-1: the 'predictions' catalogue).
const { calories: caloriesTexts, insurance: insuranceTexts, diabetes: diabetesTexts } = predictions;

// PRED-INS, PRED-CAL, PRED-DIAB: the three screens with a figure or a risk for an answer, as a
// signed-in patient uses them: the sample values sent, the answer in words, back to the form
// with the typing kept, and the failure message of each tool.

const open = async (path: string, title: string) => {
  renderApp(path, patient);
  await screen.findByRole('heading', { level: 1, name: title }, { timeout: 15_000 });
};

describe('the insurance premium screen (PRED-INS)', { timeout: 20_000 }, () => {
  const predict = '/ml/insurance/predict';

  it('keeps Results closed until there is one, then shows the premium a year and its key factors', async () => {
    const api = fakeApi({ [`POST ${predict}`]: { body: insuranceAnswer() } });
    const user = userEvent.setup({ delay: null });
    await open('/insurance-prediction', insuranceTexts.title);
    expect(screen.getByRole('tab', { name: insuranceTexts.resultsTab })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: insuranceTexts.submit }));
    expect(await screen.findByRole('heading', { name: insuranceTexts.resultHeading })).toBeInTheDocument();
    expect(screen.getByText('$18,704.22')).toBeInTheDocument();
    expect(screen.getByText(insuranceTexts.period)).toBeInTheDocument();
    // The sample is a smoker: the one factor that applies.
    const factors = within(screen.getByRole('list', { name: insuranceTexts.factorsHeading }));
    expect(factors.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Smoking significantly increases your premium']);
    expect(api.calls('POST', predict).map((request) => request.body)).toEqual([defaultValues('insurance')]);
    expect(screen.getByRole('tab', { name: insuranceTexts.resultsTab })).toHaveAttribute('aria-selected', 'true');
  });

  it('goes back to the inputs as they were typed, and switches between the tabs', async () => {
    const api = fakeApi({ [`POST ${predict}`]: { body: insuranceAnswer({ predicted_cost_usd: 4200.5, value: 4200.5 }) } });
    const user = userEvent.setup({ delay: null });
    await open('/insurance-prediction', insuranceTexts.title);
    const age = screen.getByRole('textbox', { name: 'Age (years)' });
    await user.clear(age);
    await user.type(age, '55');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Smoker' }), 'No');
    await user.click(screen.getByRole('button', { name: insuranceTexts.submit }));
    expect(await screen.findByText('$4,200.50')).toBeInTheDocument();
    expect(screen.getByText('Age is a factor in your premium calculation')).toBeInTheDocument();
    expect(screen.queryByText('Smoking significantly increases your premium')).not.toBeInTheDocument();
    expect(api.calls('POST', predict)[0]?.body).toMatchObject({ age: 55, smoker: 0 });
    await user.click(screen.getByRole('button', { name: insuranceTexts.modify }));
    expect(await screen.findByRole('textbox', { name: 'Age (years)' })).toHaveValue('55');
    await user.click(screen.getByRole('tab', { name: insuranceTexts.resultsTab }));
    expect(await screen.findByText('$4,200.50')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: insuranceTexts.inputTab }));
    expect(await screen.findByRole('button', { name: insuranceTexts.submit })).toBeInTheDocument();
  });

  it('says the prediction failed and keeps the form', async () => {
    fakeApi({ [`POST ${predict}`]: apiError(500, 'internal', 'boom') });
    const user = userEvent.setup({ delay: null });
    await open('/insurance-prediction', insuranceTexts.title);
    await user.click(screen.getByRole('button', { name: insuranceTexts.submit }));
    expect(await screen.findByText('Failed to predict insurance cost. Please try again.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Age (years)' })).toHaveValue('31');
    expect(screen.getByRole('tab', { name: insuranceTexts.resultsTab })).toBeDisabled();
  });
});

describe('the workout calorie screen (PRED-CAL)', { timeout: 20_000 }, () => {
  const predict = '/ml/calories/predict';

  it('shows the calories on the gauge with the intensity, the workout summary and the tips', async () => {
    const api = fakeApi({ [`POST ${predict}`]: { body: caloriesAnswer({ predicted_calories: 431.6, value: 431.6 }) } });
    const user = userEvent.setup({ delay: null });
    await open('/calories-prediction', caloriesTexts.title);
    await user.click(screen.getByRole('button', { name: caloriesTexts.submit }));
    expect(await screen.findByRole('heading', { name: caloriesTexts.resultHeading })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '432 of 800 kcal on the gauge' })).toBeInTheDocument();
    expect(screen.getByText('Intense Intensity Workout')).toBeInTheDocument();
    const sample = defaultValues('calories');
    const summary = within(screen.getByText('Calories per kg', { selector: 'dt' }).closest('dl') as HTMLElement);
    expect(summary.getByText(`${String(sample.Duration)} min`)).toBeInTheDocument();
    expect(summary.getByText(`${String(sample.Heart_Rate)} bpm`)).toBeInTheDocument();
    expect(screen.getByText(caloriesTexts.tips.hydrate)).toBeInTheDocument();
    expect(api.calls('POST', predict).map((request) => request.body)).toEqual([sample]);
  });

  it('calculates again from the form as it was', async () => {
    fakeApi({ [`POST ${predict}`]: { body: caloriesAnswer() } });
    const user = userEvent.setup({ delay: null });
    await open('/calories-prediction', caloriesTexts.title);
    const duration = screen.getByRole('textbox', { name: /^Duration/ });
    await user.clear(duration);
    await user.type(duration, '12');
    await user.click(screen.getByRole('button', { name: caloriesTexts.submit }));
    expect(await screen.findByText('Light Intensity Workout')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: caloriesTexts.calculateAgain }));
    expect(await screen.findByRole('textbox', { name: /^Duration/ })).toHaveValue('12');
  });

  it('says the prediction failed', async () => {
    fakeApi({ [`POST ${predict}`]: apiError(400, 'validation_error', 'Check the inputs') });
    const user = userEvent.setup({ delay: null });
    await open('/calories-prediction', caloriesTexts.title);
    await user.click(screen.getByRole('button', { name: caloriesTexts.submit }));
    // PRED-5: the tool's message, with the service's reason under it.
    expect((await screen.findAllByText('Failed to predict calories. Please try again.')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Check the inputs').length).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { name: caloriesTexts.resultHeading })).not.toBeInTheDocument();
  });
});

describe('the diabetes risk screen (PRED-DIAB)', { timeout: 20_000 }, () => {
  const predict = '/ml/diabetes/predict';

  it('words an elevated risk as one, with recommendations for it', async () => {
    const api = fakeApi({ [`POST ${predict}`]: { body: diabetesAnswer() } });
    const user = userEvent.setup({ delay: null });
    await open('/diabetes-prediction', diabetesTexts.title);
    await user.click(screen.getByRole('button', { name: diabetesTexts.submit }));
    expect(await screen.findByRole('heading', { name: diabetesTexts.resultHeading })).toBeInTheDocument();
    expect(screen.getByText(diabetesTexts.elevatedRisk)).toBeInTheDocument();
    expect(screen.getByText(diabetesTexts.recommendations.elevated.doctor)).toBeInTheDocument();
    expect(api.calls('POST', predict).map((request) => request.body)).toEqual([defaultValues('diabetes')]);
  });

  it('words a lower risk as one', async () => {
    fakeApi({ [`POST ${predict}`]: { body: diabetesAnswer({ prediction: 'The person is not diabetic', positive: false, probability: 0.12 }) } });
    const user = userEvent.setup({ delay: null });
    await open('/diabetes-prediction', diabetesTexts.title);
    await user.click(screen.getByRole('button', { name: diabetesTexts.submit }));
    expect(await screen.findByText(diabetesTexts.lowerRisk)).toBeInTheDocument();
    expect(screen.queryByText(diabetesTexts.elevatedRisk)).not.toBeInTheDocument();
  });

  it('says the assessment failed, with the service’s reason', async () => {
    const api = fakeApi({ [`POST ${predict}`]: apiError(400, 'validation_error', 'Check the inputs') });
    const user = userEvent.setup({ delay: null });
    await open('/diabetes-prediction', diabetesTexts.title);
    await user.click(screen.getByRole('button', { name: diabetesTexts.submit }));
    await waitFor(() => {
      expect(api.calls('POST', predict)).toHaveLength(1);
    });
    expect((await screen.findAllByText('An error occurred while processing your request. Please try again.')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Check the inputs').length).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { name: diabetesTexts.resultHeading })).not.toBeInTheDocument();
  });
});
