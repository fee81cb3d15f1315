import { breastCancerResults, defaultValues, heartMessages, parkinsonsMessages, predictionDisclaimer, type PredictionTool } from '@clinvia/contracts/predictions';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { switchLanguage } from '../../lib/i18n/i18n';
import { apiError, fakeApi } from '../../test/api';
import { doctor, patient, renderApp } from '../../test/render';

// PRED-HEART, PRED-PARK, PRED-BREAST: the three yes/no screens as a signed-in user opens them,
// answered by SPEC's bare sentence (PRED-10).

interface Screen {
  tool: PredictionTool;
  path: string;
  title: string;
  submit: string;
  heading: string;
  favourable: { body: object; text: string };
  adverse: { body: object; text: string };
  /** What the screen says when the service answers 500 with a message. */
  failure: string;
}

const screens: Screen[] = [
  {
    tool: 'heart',
    path: '/heart-disease-detection',
    title: 'Heart Disease Risk Assessment',
    submit: 'Assess Heart Disease Risk',
    heading: 'Heart Disease Risk Result',
    favourable: { body: { prediction: heartMessages.negative }, text: 'The model does not see a pattern linked with heart disease in these values. Keep up regular check-ups.' },
    adverse: { body: { prediction: heartMessages.positive }, text: 'The model sees a pattern linked with heart disease in these values. Please discuss them with a doctor.' },
    failure: 'There was an error making the prediction. Please try again.',
  },
  {
    tool: 'parkinsons',
    path: '/parkinson-disease-detection',
    title: "Parkinson's Voice Analysis",
    submit: 'Analyze Voice Measures',
    heading: 'Voice Analysis Result',
    favourable: { body: { message: parkinsonsMessages.negative }, text: "The model does not see the voice pattern it links with Parkinson's disease in these measurements." },
    adverse: {
      body: { message: parkinsonsMessages.positive },
      text: "The model sees a voice pattern it links with Parkinson's disease. Only a neurologist can diagnose Parkinson's: please talk to a doctor.",
    },
    failure: 'Error: The model is not loaded',
  },
  {
    tool: 'breast-cancer',
    path: '/breast-cancer-detection',
    title: 'Breast Cancer Detection',
    submit: 'Analyze Cell Features',
    heading: 'Analysis Result',
    favourable: { body: { result: breastCancerResults.benign }, text: breastCancerResults.benign },
    adverse: { body: { prediction: 0 }, text: breastCancerResults.malignant },
    failure: 'The model is not loaded',
  },
];

describe.each(screens)('the $tool screen', { timeout: 20_000 }, (page) => {
  const predict = `/ml/${page.tool}/predict`;

  it('opens with the sample values and sends them under SPEC’s field names; a favourable answer reads as one', async () => {
    const api = fakeApi({ [`POST ${predict}`]: { body: page.favourable.body } });
    const user = userEvent.setup({ delay: null });
    renderApp(page.path, patient);
    expect(await screen.findByRole('heading', { level: 1, name: page.title })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: page.submit }));
    expect(await screen.findByRole('heading', { name: page.heading })).toBeInTheDocument();
    expect(screen.getAllByText(page.favourable.text).length).toBeGreaterThan(0);
    expect(api.calls('POST', predict).map((request) => request.body)).toEqual([defaultValues(page.tool)]);
  });

  it('words an adverse answer as one', async () => {
    fakeApi({ [`POST ${predict}`]: { body: page.adverse.body } });
    const user = userEvent.setup({ delay: null });
    renderApp(page.path, doctor);
    await user.click(await screen.findByRole('button', { name: page.submit }));
    expect(await screen.findByRole('heading', { name: page.heading })).toBeInTheDocument();
    expect(screen.getAllByText(page.adverse.text).length).toBeGreaterThan(0);
  });

  it('says the service’s failure in the screen’s words and shows no result', async () => {
    fakeApi({ [`POST ${predict}`]: apiError(500, 'model_unavailable', 'The model is not loaded') });
    const user = userEvent.setup({ delay: null });
    renderApp(page.path, patient);
    await user.click(await screen.findByRole('button', { name: page.submit }));
    expect(await screen.findByText(page.failure)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: page.heading })).toBeNull();
    expect(screen.getByRole('button', { name: page.submit })).toBeEnabled();
  });
});

describe('the service’s sentence in a Spanish page (I18N-11)', { timeout: 20_000 }, () => {
  it('reads the contracts’ verdict in Spanish, and still words the answer by its English meaning', async () => {
    fakeApi({ 'POST /ml/breast-cancer/predict': { body: { result: breastCancerResults.benign, disclaimer: predictionDisclaimer } } });
    const user = userEvent.setup({ delay: null });
    await act(() => switchLanguage('es'));
    renderApp('/breast-cancer-detection', patient);
    await user.click(await screen.findByRole('button', { name: 'Analizar las características celulares' }));
    const answer = await screen.findByTestId('service-answer');
    expect(answer).toHaveTextContent('El tumor de mama es benigno');
    expect(answer).not.toHaveTextContent('Benign');
    expect(answer.closest('[data-tone]')).toHaveAttribute('data-tone', 'favourable');
    // The service's disclaimer, which is ours, in Spanish too.
    expect(screen.getAllByText(/no un diagnóstico/).length).toBeGreaterThan(0);
    expect(screen.queryByText(predictionDisclaimer)).toBeNull();
  });
});
