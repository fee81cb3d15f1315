import { breastCancerResults, heartMessages, parkinsonsMessages, predictionDisclaimer } from '@clinvia/contracts/predictions';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/api';
import { readable, untranslated } from '../../test/pseudo';
import { doctor, patient, renderAppInPseudoLanguage } from '../../test/render';
import { predictUrl } from './api';
import { caloriesAnswer, diabetesAnswer, insuranceAnswer } from './engine/testing';

// I18N-8: the prediction screens in the pseudo-language, the form (fields, units, choices, help,
// hints, bands, groups, the form's own messages) and the result, show no text that did not come
// through a catalogue; the service's sentence, disclaimer and model card are data.

/**
 * Opens a prediction screen in the pseudo-language with the service answering `body`, finds its
 * form translated and sends it: the page's main landmark.
 */
async function sendForm(tool: string, path: string, body: unknown): Promise<HTMLElement> {
  fakeApi({ [`POST /ml/${tool}/predict`]: { body } });
  const user = userEvent.setup({ delay: null });
  const main = await renderAppInPseudoLanguage(path, patient);
  expect(document.title).toMatch(/^⟦.*⟧$/);
  expect(untranslated(readable(main))).toEqual([]);
  await user.click(submitButton(main));
  return main;
}

function submitButton(main: HTMLElement): Element {
  const submit = main.querySelector('button[type="submit"]');
  if (submit === null) throw new Error('a submit button expected');
  return submit;
}

const screens = [
  { tool: 'heart', path: '/heart-disease-detection', body: { prediction: heartMessages.negative, probability: 0.12, threshold: 0.5 }, sentence: heartMessages.negative },
  { tool: 'parkinsons', path: '/parkinson-disease-detection', body: { message: parkinsonsMessages.positive }, sentence: parkinsonsMessages.positive },
  { tool: 'breast-cancer', path: '/breast-cancer-detection', body: { result: breastCancerResults.benign }, sentence: breastCancerResults.benign },
] as const;

describe('the prediction screens in the pseudo-language (I18N-8)', { timeout: 30_000 }, () => {
  it.each(screens)('shows $path, its form and its result, with no untranslated text', async ({ tool, path, body, sentence }) => {
    const main = await sendForm(tool, path, body);
    await within(main).findByTestId('service-answer');
    // The printed part has the date and time in the page's language; the service's sentence is data.
    const printed = main.querySelector('[data-print-area] .text-sm')?.textContent ?? '';
    expect(untranslated(readable(main), [sentence, printed])).toEqual([]);
  });

  it('shows the breast cancer request details (for the clinic) with no untranslated text', async () => {
    const main = await renderAppInPseudoLanguage('/breast-cancer-detection', doctor);
    const url = new URL(predictUrl('breast-cancer'), window.location.origin).href;
    expect(untranslated(readable(main), [url])).toEqual([]);
  });
});

// The three screens that move from the form to a figure or a risk (calories, insurance, diabetes):
// our service's full answer, so the range, the factors, the model's quality and the contributions show.
const resultScreens = [
  { tool: 'calories', path: '/calories-prediction', body: caloriesAnswer(), sentence: undefined },
  { tool: 'insurance', path: '/insurance-prediction', body: insuranceAnswer(), sentence: undefined },
  { tool: 'diabetes', path: '/diabetes-prediction', body: diabetesAnswer(), sentence: diabetesAnswer().prediction },
] as const;

describe('the calories, insurance and diabetes screens in the pseudo-language (I18N-8)', { timeout: 30_000 }, () => {
  it.each(resultScreens)('shows $path, its form and its result, with no untranslated text', async ({ tool, path, body, sentence }) => {
    const main = await sendForm(tool, path, body);
    const result = await waitFor(() => {
      const panel = main.querySelector('[data-print-area]');
      if (panel === null) throw new Error('the result expected');
      return panel;
    });
    // The printed line has the date in the page's language; the disclaimer, the model's name and
    // its evaluation and the diabetes sentence are the service's.
    const printed = result.querySelector('.text-sm')?.textContent ?? '';
    const data = [printed, predictionDisclaimer, body.model.name, body.model.evaluation, ...(sentence === undefined ? [] : [sentence])];
    expect(untranslated(readable(main), data)).toEqual([]);
  });
});

describe("a prediction form's own messages in the pseudo-language (I18N-8, I18N-11)", { timeout: 30_000 }, () => {
  it('says what is wrong with a field with no untranslated text: missing, out of bounds, not whole', async () => {
    const api = fakeApi({ 'POST /ml/insurance/predict': { body: insuranceAnswer() } });
    const user = userEvent.setup({ delay: null });
    const main = await renderAppInPseudoLanguage('/insurance-prediction', patient);
    const [age, bmi, dependents] = within(main).getAllByRole('textbox');
    if (age === undefined || bmi === undefined || dependents === undefined) throw new Error('three number boxes expected');
    await user.clear(age);
    await user.clear(bmi);
    await user.type(bmi, '150');
    await user.clear(dependents);
    await user.type(dependents, '1.5');
    await user.click(submitButton(main));
    await waitFor(() => {
      expect(main.querySelectorAll('[id$="-error"]')).toHaveLength(3);
    });
    expect(api.calls('POST', '/ml/insurance/predict')).toEqual([]);
    expect(untranslated(readable(main))).toEqual([]);
  });
});
