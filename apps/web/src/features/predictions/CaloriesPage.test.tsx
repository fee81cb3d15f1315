import { defaultValues } from '@clinvia/contracts/predictions';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/api';
import { present } from '../../test/present';
import { patient, renderApp } from '../../test/render';
import { caloriesAnswer } from './engine/testing';

// PRED-CAL-2, PRED-CAL-6: the workout result's own figures: the ring and its rounded calories,
// the figures under it, the likely range and where its width comes from (only for our service's
// answer), and the way back to the form with the keyboard.

const predict = '/ml/calories/predict';

async function open() {
  const user = userEvent.setup({ delay: null });
  renderApp('/calories-prediction', patient);
  await screen.findByRole('heading', { level: 1, name: 'Workout Calorie Calculator' }, { timeout: 15_000 });
  return user;
}

/** The figures under the ring, label to value. */
function summary(): Record<string, string> {
  const list = present(screen.getByText('Calories per kg', { selector: 'dt' }).closest('dl'), 'the workout summary');
  return Object.fromEntries(within(list).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']));
}

describe('the workout result (PRED-CAL-2)', { timeout: 20_000 }, () => {
  it('rounds the estimate on the ring, gives calories per kg, and the likely range with where its width comes from', async () => {
    fakeApi({ [`POST ${predict}`]: { body: caloriesAnswer({ predicted_calories: 431.6, value: 431.6 }) } });
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Calculate Calories Burned' }));
    expect(await screen.findByRole('heading', { name: 'Workout Results' })).toHaveFocus();
    expect(screen.getByRole('img', { name: '432 of 800 kcal on the gauge' })).toBeInTheDocument();
    expect(screen.getByText('About 432 calories burned (model estimate)')).toBeInTheDocument();
    expect(screen.getByTestId('calorie-ring')).toHaveAttribute('data-fill', '0.5395');
    expect(screen.getByText('Great intense workout! Make sure to stay hydrated and rest properly.')).toBeInTheDocument();
    // 431.6 kcal over the sample's 60 kg; the workout's inputs with their units.
    expect(summary()).toEqual({ Duration: '14 min', 'Heart Rate': '94 bpm', 'Body Temperature': '40.3 °C', 'Calories per kg': '7.19' });
    // ± 27 % (Keytel et al.'s error scaled to the data's spread), never the model's own near-perfect fit.
    expect(screen.getByTestId('calorie-range')).toHaveTextContent('Likely range: 315 to 548 kcal.');
    expect(screen.getByText(/explained 73 % of the differences between workouts, so expect the real figure within about ± 27 % of it/)).toBeInTheDocument();
    expect(screen.getByText(/measured in 115 adults/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What moved this estimate most' })).toBeInTheDocument();
  });

  it('fills the ring no further than full above 800 kcal, and gives a bare answer of the specification’s shape no range', async () => {
    fakeApi({ [`POST ${predict}`]: { body: { predicted_calories: 950.4 } } });
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Calculate Calories Burned' }));
    expect(await screen.findByRole('img', { name: '950 of 800 kcal on the gauge' })).toBeInTheDocument();
    expect(screen.getByTestId('calorie-ring')).toHaveAttribute('data-fill', '1.0000');
    expect(screen.getByText('Extreme Intensity Workout')).toBeInTheDocument();
    expect(summary()['Calories per kg']).toBe('15.84');
    // No model named: neither the range nor its source, nor the factors.
    expect(screen.queryByTestId('calorie-range')).not.toBeInTheDocument();
    expect(screen.queryByText(/Keytel/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'What moved this estimate most' })).not.toBeInTheDocument();
    // Ours is the disclaimer when the service sends none.
    expect(screen.getByText('An estimate from a statistical model, not a diagnosis: talk to a healthcare professional.')).toBeInTheDocument();
  });

  it('saves through the print dialog, and Calculate Again lands on the chosen gender where the arrow keys change it', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const api = fakeApi({ [`POST ${predict}`]: { body: caloriesAnswer() } });
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Calculate Calories Burned' }));
    await user.click(await screen.findByRole('button', { name: 'Save Results' }));
    expect(print).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Calculate Again' }));
    const gender = await screen.findByRole('radiogroup', { name: 'Gender' });
    const male = within(gender).getByRole('radio', { name: 'Male' });
    expect(male).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(within(gender).getByRole('radio', { name: 'Female' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Calculate Calories Burned' }));
    await screen.findByRole('heading', { name: 'Workout Results' });
    expect(api.calls('POST', predict).map((request) => request.body)).toEqual([defaultValues('calories'), { ...defaultValues('calories'), Gender: 0 }]);
  });
});
