import { breastCancerResults } from '@clinvia/contracts/predictions';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/api';
import { present } from '../../test/present';
import { doctor, patient, renderApp, staff } from '../../test/render';
import type { SessionUser } from '../../lib/token';

// PRED-BREAST-1 to PRED-BREAST-4: the 30 cell features in their three titled groups, the
// Analysis Result's notes, the failure under its 'Error' heading, and the request details box,
// which is for the clinic's people and counts the values that will be sent.

const predict = '/ml/breast-cancer/predict';

async function open(user: SessionUser = patient) {
  const typist = userEvent.setup({ delay: null });
  renderApp('/breast-cancer-detection', user);
  await screen.findByRole('heading', { level: 1, name: 'Breast Cancer Detection' }, { timeout: 15_000 });
  return typist;
}

describe('the breast cancer screen (PRED-BREAST)', { timeout: 20_000 }, () => {
  it('groups the 30 features as mean, standard error and worst values, labelled from their names', async () => {
    await open();
    for (const group of ['Mean Values', 'Standard Error Values', 'Worst Values']) {
      expect(within(screen.getByRole('group', { name: group })).getAllByRole('textbox')).toHaveLength(10);
    }
    expect(within(screen.getByRole('group', { name: 'Mean Values' })).getByRole('textbox', { name: 'Radius Mean' })).toHaveValue('17.99');
    expect(within(screen.getByRole('group', { name: 'Worst Values' })).getByRole('textbox', { name: 'Fractal Dimension Worst' })).toHaveValue('0.1189');
  });

  it('gives a malignant answer in red with the three notes under it', async () => {
    fakeApi({ [`POST ${predict}`]: { body: { result: breastCancerResults.malignant, probability: 0.97, threshold: 0.5 } } });
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Analyze Cell Features' }));
    const answer = await screen.findByTestId('service-answer');
    expect(answer).toHaveTextContent(breastCancerResults.malignant);
    const box = present(answer.closest('[data-tone]'), 'the result box');
    expect(box).toHaveAttribute('data-tone', 'adverse');
    // 0.97: every test case in that bin had a malignant mass; the figure never says 100 %.
    expect(screen.getByTestId('probability-figure')).toHaveTextContent('> 95 %');
    const notes = present(box.nextElementSibling, 'the notes');
    expect(within(notes as HTMLElement).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'This is an algorithmic assessment only, not a diagnosis.',
      'Please consult healthcare professionals for a proper diagnosis and treatment.',
      'Regular screenings are important for early detection.',
    ]);
  });

  it('heads a failure Error and says the status when the service gives no reason', async () => {
    fakeApi({ [`POST ${predict}`]: { status: 502 } });
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Analyze Cell Features' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error')).toBeInTheDocument();
    expect(alert).toHaveTextContent('Server responded with status: 502');
    expect(screen.queryByTestId('service-answer')).not.toBeInTheDocument();
  });

  it('keeps the request details from a patient', async () => {
    await open(patient);
    expect(screen.queryByText('Request details')).not.toBeInTheDocument();
  });

  it.each([
    ['a doctor', doctor],
    ['staff', staff],
  ])('shows %s where the request goes and whether all 30 values are in it, as they are typed', async (_who, user) => {
    const typist = await open(user);
    await typist.click(screen.getByText('Request details'));
    const details = within(present(screen.getByText('Request details').closest('details'), 'the request details'));
    expect(details.getByText(`${window.location.origin}${predict}`)).toBeInTheDocument();
    expect(details.getByText('POST with a JSON body')).toBeInTheDocument();
    expect(details.getByText('All 30 fields included').nextElementSibling).toHaveTextContent('Yes');
    await typist.clear(screen.getByRole('textbox', { name: 'Radius Mean' }));
    await typist.clear(screen.getByRole('textbox', { name: 'Texture Worst' }));
    expect(details.getByText('All 30 fields included').nextElementSibling).toHaveTextContent('No (28 of 30)');
    await typist.type(screen.getByRole('textbox', { name: 'Radius Mean' }), '12');
    expect(details.getByText('All 30 fields included').nextElementSibling).toHaveTextContent('No (29 of 30)');
  });
});
