import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { switchLanguage } from '../../lib/i18n/i18n';
import { fakeApi } from '../../test/api';
import { present } from '../../test/present';
import { patient, renderApp } from '../../test/render';
import { insuranceAnswer } from './engine/testing';

// PRED-INS-2, PRED-6: the premium's own result: the key factors the inputs trigger (each of
// them, or a sentence saying none does), the likely range in dollars with how often it held,
// the model's quality; and the same result on a Spanish page.

const predict = '/ml/insurance/predict';

async function open(title = 'Insurance Cost Predictor') {
  const user = userEvent.setup({ delay: null });
  renderApp('/insurance-prediction', patient);
  await screen.findByRole('heading', { level: 1, name: title }, { timeout: 15_000 });
  return user;
}

async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const box = screen.getByRole('textbox', { name });
    await user.clear(box);
    await user.type(box, value);
  }
}

describe('the insurance premium result (PRED-INS-2)', { timeout: 20_000 }, () => {
  it('lists every key factor the inputs trigger, in order, with the range in dollars and the model’s quality', async () => {
    const api = fakeApi({ [`POST ${predict}`]: { body: insuranceAnswer() } });
    const user = await open();
    await fill(user, { 'Age (years)': '55', 'BMI (kg/m²)': '31.5', Dependents: '2' });
    await user.click(screen.getByRole('button', { name: 'Calculate Insurance Premium' }));
    expect(await screen.findByRole('heading', { name: 'Your Estimated Premium' })).toHaveFocus();
    expect(api.calls('POST', predict)[0]?.body).toMatchObject({ age: 55, bmi: 31.5, children: 2, smoker: 1 });
    const factors = within(screen.getByRole('list', { name: 'Key Factors Affecting Your Premium' }));
    expect(factors.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Smoking significantly increases your premium',
      'Higher BMI may lead to increased costs',
      'Age is a factor in your premium calculation',
      'Number of dependents affects your coverage',
    ]);
    expect(screen.getByText("Likely range: $16,280.52 to $31,864.96. In the model's tests, 90 % of actual values fell within a range this wide around the estimate.")).toBeInTheDocument();
    expect(screen.getByText('Test model (version 1.0.0): cross-validated R² 0.86, typical error ±$2,430 (mean absolute error) (10-fold CV × 3 seeds).')).toBeInTheDocument();
    // The contributions in dollars, the largest first.
    const moved = present(screen.getByRole('heading', { name: 'What moved this estimate most' }).parentElement, 'the contributions');
    expect(within(moved).getAllByRole('listitem')[0]).toHaveTextContent('Smoker (Yes) added $9,586.18');
  });

  it('says none of the usual drivers applies when none does, at the limits: BMI 30, age 50, no dependents, no smoking', async () => {
    fakeApi({ [`POST ${predict}`]: { body: { predicted_cost_usd: 7421.5 } } });
    const user = await open();
    await fill(user, { 'Age (years)': '50', 'BMI (kg/m²)': '30' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Smoker' }), 'No');
    await user.click(screen.getByRole('button', { name: 'Calculate Insurance Premium' }));
    expect(await screen.findByText('$7,421.50')).toBeInTheDocument();
    expect(screen.getByText('None of the usual premium drivers (smoking, a BMI above 30, age above 50, dependents) apply to your inputs.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Key Factors Affecting Your Premium' })).not.toBeInTheDocument();
    // A bare answer: no range and no model to describe.
    expect(screen.queryByText(/^Likely range/)).not.toBeInTheDocument();
    expect(screen.queryByText(/cross-validated/)).not.toBeInTheDocument();
  });

  it('shows the premium, its period, factors and range in Spanish on a Spanish page (I18N-1)', async () => {
    fakeApi({ [`POST ${predict}`]: { body: insuranceAnswer() } });
    await act(() => switchLanguage('es'));
    const user = await open('Calculadora del costo del seguro médico');
    await user.click(screen.getByRole('button', { name: 'Calcular la prima del seguro' }));
    expect(await screen.findByRole('heading', { name: 'Su prima estimada' })).toBeInTheDocument();
    expect(screen.getByText('$18,704.22')).toBeInTheDocument();
    expect(screen.getByText('Al año')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Factores principales que afectan su prima' })).getByRole('listitem')).toHaveTextContent('Fumar aumenta mucho su prima');
    expect(screen.getByText(/^Rango probable: de \$16,280\.52 a \$31,864\.96\. En las pruebas del modelo, el 90 %/)).toBeInTheDocument();
    expect(screen.queryByText('Annually')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Resultados' })).toHaveAttribute('aria-selected', 'true');
  });
});
