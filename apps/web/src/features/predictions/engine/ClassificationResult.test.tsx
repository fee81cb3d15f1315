import { defaultValues, heartFields, heartMessages, predictionDisclaimer } from '@clinvia/contracts/predictions';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../../lib/i18n/i18n';
import { present } from '../../../test/present';
import type { PredictionResponse } from '../api';
import { ClassificationResult } from './ClassificationResult';

// PRED-11, PRED-13, PRED-14, PRED-8: the result box of the yes/no tools (heart here), as the
// service's answer fills it: the headline from the model's calibration (or a sentence saying
// there is none), the tone from the specification's rule, the sample-case note, the disclaimer,
// the focus on a new result, and printing.

/** The heart answer as the screens read it (PRED-10: SPEC's bare sentence is enough). */
type HeartResponse = PredictionResponse<'heart'>;

const sample = defaultValues('heart');

function renderResult(response: HeartResponse, { inputs = sample, receivedAt = new Date('2026-11-20T15:00:00Z') }: { inputs?: Record<string, number>; receivedAt?: Date } = {}) {
  const props = {
    tool: 'heart' as const,
    toolTitle: 'Heart Disease Risk Assessment',
    heading: 'Heart Disease Risk Result',
    fields: heartFields,
    verdict: (answer: HeartResponse) => answer.prediction,
    favourable: (text: string) => text === heartMessages.negative,
    note: { favourable: 'Keep up regular check-ups.', adverse: 'Please discuss them with a doctor.' },
    sampleCase: true,
  };
  const view = render(<ClassificationResult {...props} outcome={{ response, inputs, receivedAt }} />);
  return {
    ...view,
    /** The same result box with another outcome (a new estimate, or the same one drawn again). */
    show: (next: { response: HeartResponse; inputs?: Record<string, number>; receivedAt: Date }) => {
      view.rerender(<ClassificationResult {...props} outcome={{ inputs: sample, ...next }} />);
    },
  };
}

describe('the result of a yes/no estimate', () => {
  it('heads an adverse answer with what the calibration says, the rate beside it, and the service’s sentence as its answer', () => {
    renderResult({ prediction: heartMessages.positive, probability: 0.95, threshold: 0.5 });
    const box = present(screen.getByTestId('service-answer').closest<HTMLElement>('[data-tone]'), 'the result box');
    expect(box).toHaveAttribute('data-tone', 'adverse');
    // 0.95 falls in the 0.9–1 bin, where 94 % of the test cases had the condition.
    expect(screen.getByTestId('verdict-headline')).toHaveTextContent(
      'Model estimateThe model puts this in its high-risk group: about 9 of 10 people with values like these in its data had heart disease on angiography.',
    );
    expect(screen.getByTestId('probability-figure')).toHaveTextContent('95 % of people with values like these had heart disease on angiography');
    expect(screen.getByTestId('service-answer')).toHaveTextContent("The model's answer: The person has a heart disease");
    expect(within(box).getByText('Please discuss them with a doctor.')).toBeInTheDocument();
    expect(screen.queryByText('Keep up regular check-ups.')).not.toBeInTheDocument();
    expect(screen.getByText('The model calls a result positive from 50 % upwards.')).toBeInTheDocument();
  });

  it('says how sure the model is cannot be told when the service sends no probability (PRED-10), and shows no figure', () => {
    renderResult({ prediction: heartMessages.negative });
    expect(screen.getByTestId('service-answer').closest('[data-tone]')).toHaveAttribute('data-tone', 'favourable');
    expect(screen.getByTestId('verdict-headline')).toHaveTextContent('The service sent its answer without a probability, so how sure the model is cannot be told.');
    expect(screen.queryByTestId('probability-figure')).not.toBeInTheDocument();
    expect(screen.queryByText(/calls a result positive/)).not.toBeInTheDocument();
    expect(screen.getByText('Keep up regular check-ups.')).toBeInTheDocument();
  });

  it('says a result from the untouched sample is the sample’s, and not once a value was changed (PRED-14)', () => {
    const { show } = renderResult({ prediction: heartMessages.negative });
    expect(screen.getByTestId('sample-values-note')).toHaveTextContent('This result was computed from the sample values of a patient in the data set, not from your own.');
    show({ response: { prediction: heartMessages.negative }, inputs: { ...sample, age: 40 }, receivedAt: new Date('2026-11-20T15:05:00Z') });
    expect(screen.queryByTestId('sample-values-note')).not.toBeInTheDocument();
  });

  it('shows our disclaimer for ours or none, and another service’s own disclaimer as it came', () => {
    const { show } = renderResult({ prediction: heartMessages.negative, disclaimer: predictionDisclaimer });
    const ours = 'An estimate from a statistical model, not a diagnosis: talk to a healthcare professional.';
    expect(screen.getByText(ours)).toBeInTheDocument();
    show({ response: { prediction: heartMessages.negative, disclaimer: 'For research use only.' }, receivedAt: new Date('2026-11-20T15:05:00Z') });
    expect(screen.getByText('For research use only.')).toBeInTheDocument();
    expect(screen.queryByText(ours)).not.toBeInTheDocument();
  });

  it('puts the focus on the heading of a new result, once: drawing the same result again leaves the focus where it is', () => {
    const first = new Date('2026-11-20T15:00:00Z');
    const { show } = renderResult({ prediction: heartMessages.negative }, { receivedAt: first });
    const heading = screen.getByRole('heading', { level: 2, name: 'Heart Disease Risk Result' });
    expect(heading).toHaveFocus();
    screen.getByRole('button', { name: 'Print Results' }).focus();
    show({ response: { prediction: heartMessages.negative }, receivedAt: first });
    expect(screen.getByRole('button', { name: 'Print Results' })).toHaveFocus();
    show({ response: { prediction: heartMessages.positive }, receivedAt: new Date('2026-11-20T15:05:00Z') });
    expect(heading).toHaveFocus();
  });

  it('prints through the browser’s dialog, with the values the estimate was made from under the result (PRED-8)', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderResult({ prediction: heartMessages.negative }, { inputs: { ...sample, age: 40, sex: 0 } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Print Results' }));
    expect(print).toHaveBeenCalledTimes(1);
    // The printed part: the table of inputs, coded choices in words and numbers with their unit.
    const inputs = within(screen.getByRole('table', { hidden: true, name: 'Your inputs' }));
    expect(inputs.getByRole('row', { hidden: true, name: 'Age 40 years' })).toBeInTheDocument();
    expect(inputs.getByRole('row', { hidden: true, name: 'Sex Female' })).toBeInTheDocument();
    expect(inputs.getByRole('row', { hidden: true, name: 'ST depression 2.3 mm' })).toBeInTheDocument();
    expect(screen.getByText('Clinvia · Heart Disease Risk Assessment')).toBeInTheDocument();
  });

  it('says the headline and the answer in Spanish on a Spanish page (I18N-11)', async () => {
    await act(() => switchLanguage('es'));
    renderResult({ prediction: heartMessages.positive, probability: 0.95 });
    expect(screen.getByTestId('verdict-headline')).toHaveTextContent(
      'El modelo lo coloca en su grupo de riesgo alto: en sus datos, alrededor de 9 de cada 10 personas con valores como estos tenían enfermedad cardíaca en la angiografía.',
    );
    expect(screen.getByTestId('service-answer')).toHaveTextContent('Respuesta del modelo: La persona tiene una enfermedad cardíaca');
    expect(screen.getByText('Una estimación de un modelo estadístico, no un diagnóstico: hable con un profesional de la salud.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imprimir resultados' })).toBeInTheDocument();
  });
});
