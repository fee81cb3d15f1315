import { breastCancerResults, defaultValues, heartMessages, parkinsonsMessages, type PredictionTool } from '@clinvia/contracts/predictions';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi } from '../../test/api';
import { doctor, patient, renderApp } from '../../test/render';
import { breastCancerTexts, breastCancerTool } from './tools/breast-cancer';
import { heartTexts, heartTool } from './tools/heart';
import { parkinsonsTexts, parkinsonsTool } from './tools/parkinsons';

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
    title: heartTool.title,
    submit: heartTool.submitText,
    heading: heartTexts.resultHeading,
    favourable: { body: { prediction: heartMessages.negative }, text: heartTexts.favourable },
    adverse: { body: { prediction: heartMessages.positive }, text: heartTexts.adverse },
    failure: 'There was an error making the prediction. Please try again.',
  },
  {
    tool: 'parkinsons',
    path: '/parkinson-disease-detection',
    title: parkinsonsTool.title,
    submit: parkinsonsTool.submitText,
    heading: parkinsonsTexts.resultHeading,
    favourable: { body: { message: parkinsonsMessages.negative }, text: parkinsonsTexts.favourable },
    adverse: { body: { message: parkinsonsMessages.positive }, text: parkinsonsTexts.adverse },
    failure: 'Error: The model is not loaded',
  },
  {
    tool: 'breast-cancer',
    path: '/breast-cancer-detection',
    title: breastCancerTool.title,
    submit: breastCancerTool.submitText,
    heading: breastCancerTexts.resultHeading,
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
