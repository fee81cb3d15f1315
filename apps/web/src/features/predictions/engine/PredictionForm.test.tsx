import { defaultValues, type PredictionTool } from '@clinvia/contracts/predictions';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../../lib/i18n/i18n';
import { useCaloriesTool } from '../tools/calories';
import { useDiabetesTool } from '../tools/diabetes';
import { useInsuranceTool } from '../tools/insurance';
import { useParkinsonsTool } from '../tools/parkinsons';
import { PredictionForm } from './PredictionForm';
import { caloriesAnswer, diabetesAnswer, insuranceAnswer, sentBody, stubFetch, stubHangingFetch } from './testing';
import type { ToolDescription } from './types';
import { usePredictionTool } from './usePredictionTool';

/** The engine as a screen uses it: the form, plus what the outcome holds. */
function Harness<T extends PredictionTool>({ description }: { description: ToolDescription<T> }) {
  const engine = usePredictionTool(description);
  return (
    <>
      <PredictionForm
        engine={engine}
        actions={
          <button type="button" onClick={engine.resetToDefaults}>
            Reset
          </button>
        }
      />
      {engine.outcome !== undefined && <output aria-label="outcome">{JSON.stringify(engine.outcome.inputs)}</output>}
    </>
  );
}

/** The tools' words come from the 'predictions' catalogue (I18N-1): their descriptions are hooks. */
const toolHooks = { parkinsons: useParkinsonsTool, calories: useCaloriesTool, insurance: useInsuranceTool, diabetes: useDiabetesTool } as const;

/** One tool's form; `tool` stays the same for the harness's life, so the same hook runs on every render. */
function ToolHarness({ tool }: { tool: keyof typeof toolHooks }) {
  const useTool = toolHooks[tool];
  return <Harness description={useTool()} />;
}

function renderTool(tool: keyof typeof toolHooks) {
  const user = userEvent.setup();
  render(<ToolHarness tool={tool} />);
  return user;
}

const json = (body: unknown, status = 200) => () => Response.json(body, { status });

afterEach(() => {
  vi.useRealTimers();
});

describe('the shared prediction form', () => {
  it('shows every field of the contract with its label, unit, default and help tied to the input', () => {
    renderTool('insurance');
    const age = screen.getByRole('textbox', { name: 'Age (years)' });
    expect(age).toHaveValue('31');
    expect(age).toHaveAccessibleDescription(expect.stringContaining('Age of the primary beneficiary.'));
    expect(age).toHaveAccessibleDescription(expect.stringContaining('18 or older, whole years'));
    expect(screen.getByRole('textbox', { name: 'BMI (kg/m²)' })).toHaveValue('25.74');
    expect(screen.getByRole('textbox', { name: 'Dependents' })).toHaveValue('0');
    // Coded inputs are dropdowns of their choices in words.
    const region = screen.getByRole('combobox', { name: 'Region' });
    expect(within(region).getAllByRole('option').map((option) => option.textContent)).toEqual(['Northeast', 'Northwest', 'Southeast', 'Southwest']);
    expect(region).toHaveDisplayValue('Northeast');
    expect(screen.getByRole('combobox', { name: 'Smoker' })).toHaveDisplayValue('Yes');
    expect(screen.getByRole('combobox', { name: 'Sex' })).toHaveDisplayValue('Male');
  });

  it("groups fields under the contract's titled sections", () => {
    renderTool('parkinsons');
    for (const [group, count] of [
      ['Fundamental Frequency', 3],
      ['Jitter', 5],
      ['Shimmer', 6],
      ['Noise Ratios', 2],
      ['Nonlinear Measures', 6],
    ] as const) {
      expect(within(screen.getByRole('group', { name: group })).getAllByRole('textbox')).toHaveLength(count);
    }
  });

  it("sends SPEC's field names with numeric codes, and is busy (disabled, busy text) until the answer", async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn((_url: string, _init?: RequestInit) => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const user = renderTool('insurance');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Region' }), 'Southwest');
    await user.click(screen.getByRole('button', { name: 'Calculate Insurance Premium' }));

    const busy = await screen.findByRole('button', { name: 'Processing...' });
    expect(busy).toBeDisabled();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/ml/insurance/predict');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(sentBody(fetchMock)).toEqual({ ...defaultValues('insurance'), region: 3 });

    act(() => {
      answer(Response.json(insuranceAnswer()));
    });
    expect(await screen.findByRole('status', { name: 'outcome' })).toHaveTextContent('"region":3');
    expect(screen.getByRole('button', { name: 'Calculate Insurance Premium' })).toBeEnabled();
  });

  it('checks the values against the contract before sending: required, numbers, bounds', async () => {
    const fetchMock = stubFetch(json(insuranceAnswer()));
    const user = renderTool('insurance');
    const age = screen.getByRole('textbox', { name: 'Age (years)' });
    const bmi = screen.getByRole('textbox', { name: 'BMI (kg/m²)' });
    await user.clear(age);
    await user.clear(bmi);
    await user.type(bmi, '150');
    await user.click(screen.getByRole('button', { name: 'Calculate Insurance Premium' }));

    expect(await screen.findByText('Age is required')).toBeInTheDocument();
    expect(age).toHaveAttribute('aria-invalid', 'true');
    expect(age).toHaveAccessibleDescription(expect.stringContaining('Age is required'));
    expect(age).toHaveFocus();
    expect(bmi).toHaveAccessibleDescription(expect.stringContaining('BMI must be between 5 kg/m² and 100 kg/m²'));
    expect(fetchMock).not.toHaveBeenCalled();

    // Fixing a value clears its message as the user types.
    await user.type(age, '40');
    expect(screen.queryByText('Age is required')).not.toBeInTheDocument();
  });

  it("checks them in the page's language (I18N-11): a Spanish page names the field, its bounds and their unit in Spanish", async () => {
    const fetchMock = stubFetch(json(insuranceAnswer()));
    await act(() => switchLanguage('es'));
    const user = renderTool('insurance');
    const age = screen.getByRole('textbox', { name: 'Edad (años)' });
    const bmi = screen.getByRole('textbox', { name: 'IMC (kg/m²)' });
    await user.clear(age);
    await user.clear(bmi);
    await user.type(bmi, '150');
    await user.clear(screen.getByRole('textbox', { name: 'Dependientes' }));
    await user.type(screen.getByRole('textbox', { name: 'Dependientes' }), '1.5');
    await user.click(screen.getByRole('button', { name: 'Calcular la prima del seguro' }));

    expect(await screen.findByText('Edad: este dato es obligatorio')).toBeInTheDocument();
    expect(age).toHaveAccessibleDescription(expect.stringContaining('Edad: este dato es obligatorio'));
    expect(screen.getByText('IMC: escriba un valor de 5 kg/m² a 100 kg/m²')).toBeInTheDocument();
    expect(screen.getByText('Dependientes: escriba un número entero')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    // Back in English, the next check speaks English.
    await act(() => switchLanguage('en'));
    await user.type(age, 'x');
    expect(await screen.findByText('Age must be a number')).toBeInTheDocument();
  });

  it('keeps letters typed into a number box and says the value must be a number (PRED-12)', async () => {
    const fetchMock = stubFetch(json(insuranceAnswer()));
    const user = renderTool('insurance');
    const age = screen.getByRole('textbox', { name: 'Age (years)' });
    expect(age).toHaveAttribute('inputmode', 'decimal');
    await user.clear(age);
    await user.type(age, 'abc');
    expect(age).toHaveValue('abc');
    await user.click(screen.getByRole('button', { name: 'Calculate Insurance Premium' }));
    expect(await screen.findByText('Age must be a number')).toBeInTheDocument();
    expect(screen.queryByText('Age is required')).not.toBeInTheDocument();
    expect(age).toHaveValue('abc');
    expect(age).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();

    // A number after letters is still not a number; a clean one clears the message as it is typed.
    await user.clear(age);
    await user.type(age, '4x2');
    expect(screen.getByText('Age must be a number')).toBeInTheDocument();
    await user.clear(age);
    await user.type(age, '42');
    expect(screen.queryByText('Age must be a number')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Calculate Insurance Premium' }));
    await screen.findByRole('status', { name: 'outcome' });
    expect(sentBody(fetchMock)).toMatchObject({ age: 42 });
  });

  it("puts a 400's per-field messages beside their fields and keeps what was typed", async () => {
    stubFetch(
      json({ error: { code: 'validation_error', message: 'Please correct the highlighted fields.', fields: { bmi: 'BMI must be between 5 kg/m² and 100 kg/m²', children: 'Dependents must be a whole number' } } }, 400),
    );
    const user = renderTool('insurance');
    const bmi = screen.getByRole('textbox', { name: 'BMI (kg/m²)' });
    await user.clear(bmi);
    await user.type(bmi, '33.5');
    await user.click(screen.getByRole('button', { name: 'Calculate Insurance Premium' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to predict insurance cost. Please try again.');
    expect(alert).toHaveTextContent('Please correct the highlighted fields.');
    expect(bmi).toHaveAccessibleDescription(expect.stringContaining('BMI must be between 5 kg/m² and 100 kg/m²'));
    expect(bmi).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Dependents' })).toHaveAccessibleDescription(expect.stringContaining('Dependents must be a whole number'));
    expect(bmi).toHaveValue('33.5');
  });

  it.each([
    ['a 500 with the error body', json({ error: { code: 'internal_error', message: 'Something went wrong on our side. Please try again.' } }, 500), 'Something went wrong on our side. Please try again.'],
    ['a 502 that is not JSON', () => new Response('<html>Bad Gateway</html>', { status: 502 }), 'The prediction service answered with status 502.'],
    ['a 200 that is not JSON', () => new Response('OK', { status: 200 }), 'The prediction service sent an answer this page cannot read.'],
    ['a 200 in another shape', json({ predicted: 1 }), 'The prediction service sent an answer this page cannot read.'],
  ])("shows SPEC's failure text and the reason for %s, keeping the values", async (_case, response, reason) => {
    stubFetch(response);
    const user = renderTool('diabetes');
    const glucose = screen.getByRole('textbox', { name: 'Glucose (mg/dL)' });
    await user.clear(glucose);
    await user.type(glucose, '140');
    await user.click(screen.getByRole('button', { name: 'Assess Diabetes Risk' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An error occurred while processing your request. Please try again.');
    expect(alert).toHaveTextContent(reason);
    expect(glucose).toHaveValue('140');
    expect(screen.getByRole('button', { name: 'Assess Diabetes Risk' })).toBeEnabled();
  });

  it('says when the service cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    const user = renderTool('calories');
    await user.click(screen.getByRole('button', { name: 'Calculate Calories Burned' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to predict calories. Please try again.');
    expect(alert).toHaveTextContent('The prediction service could not be reached. Check your connection.');
  });

  it('gives up after 15 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubHangingFetch();
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    render(<ToolHarness tool="calories" />);
    await user.click(screen.getByRole('button', { name: 'Calculate Calories Burned' }));
    expect(await screen.findByRole('button', { name: 'Calculating...' })).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(14_900);
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to predict calories. Please try again.');
    expect(alert).toHaveTextContent('The prediction service did not answer within 15 seconds.');
    expect(screen.getByRole('button', { name: 'Calculate Calories Burned' })).toBeEnabled();
  });

  it('offers toggle buttons where the description asks for them (calories gender)', async () => {
    const fetchMock = stubFetch(json(caloriesAnswer()));
    const user = renderTool('calories');
    const group = screen.getByRole('radiogroup', { name: 'Gender' });
    expect(within(group).getByRole('radio', { name: 'Male' })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: 'Female' }));
    expect(within(group).getByRole('radio', { name: 'Female' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Calculate Calories Burned' }));
    await screen.findByRole('status', { name: 'outcome' });
    expect(sentBody(fetchMock)).toMatchObject({ Gender: 0, Age: 20, Body_Temp: 40.3 });
  });

  it("colours a value by its band and names the band in words (PRED-DIAB-2's glucose bands)", async () => {
    const user = renderTool('diabetes');
    const glucose = screen.getByRole('textbox', { name: 'Glucose (mg/dL)' });
    for (const [value, band] of [
      // 2-hour OGTT bands (ADA Standards of Care): 105 is normal, 190 impaired tolerance, not 'diabetic range'.
      ['105', 'Normal (2-hour OGTT)'],
      ['140', 'Impaired glucose tolerance (pre-diabetes range)'],
      ['190', 'Impaired glucose tolerance (pre-diabetes range)'],
      ['200', 'Diabetes range (2-hour OGTT)'],
    ] as const) {
      await user.clear(glucose);
      await user.type(glucose, value);
      expect(glucose).toHaveAccessibleDescription(expect.stringContaining(band));
    }
  });

  it("shows the service's warning beside its field while the value is the one sent", async () => {
    stubFetch(json(diabetesAnswer({ warnings: [{ field: 'Insulin', message: 'Insulin 900 µU/mL is outside the range of the training data (14 to 846 µU/mL); the estimate is less reliable.' }] })));
    const user = renderTool('diabetes');
    const insulin = screen.getByRole('textbox', { name: 'Insulin (µU/mL)' });
    await user.clear(insulin);
    await user.type(insulin, '900');
    await user.click(screen.getByRole('button', { name: 'Assess Diabetes Risk' }));
    await screen.findByRole('status', { name: 'outcome' });
    expect(insulin).toHaveAccessibleDescription(expect.stringContaining('outside the range of the training data'));

    await user.clear(insulin);
    await user.type(insulin, '200');
    expect(insulin).not.toHaveAccessibleDescription(expect.stringContaining('outside the range'));
  });

  it("words the warning beside its field in the page's language (I18N-12)", async () => {
    const message = 'Insulin 900 µU/mL is outside the range of the training data (14 to 846 µU/mL); the estimate is less reliable.';
    stubFetch(json(diabetesAnswer({ warnings: [{ field: 'Insulin', message, kind: 'outside_training_range', value: 900, min: 14, max: 846 }] })));
    await act(() => switchLanguage('es'));
    const user = renderTool('diabetes');
    const insulin = screen.getByRole('textbox', { name: 'Insulina (µU/mL)' });
    await user.clear(insulin);
    await user.type(insulin, '900');
    await user.click(screen.getByRole('button', { name: /Evaluar/ }));
    await screen.findByRole('status', { name: 'outcome' });
    expect(insulin).toHaveAccessibleDescription(expect.stringContaining('Insulina 900 µU/mL está fuera del rango de los datos de entrenamiento (14 a 846 µU/mL)'));
    expect(insulin).not.toHaveAccessibleDescription(expect.stringContaining('outside the range'));
  });

  it('Reset brings back the sample values and clears the result', async () => {
    stubFetch(json(insuranceAnswer()));
    const user = renderTool('insurance');
    const age = screen.getByRole('textbox', { name: 'Age (years)' });
    await user.clear(age);
    await user.type(age, '58');
    await user.click(screen.getByRole('button', { name: 'Calculate Insurance Premium' }));
    await screen.findByRole('status', { name: 'outcome' });

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(age).toHaveValue('31');
    expect(screen.queryByRole('status', { name: 'outcome' })).not.toBeInTheDocument();
  });

  it('shows the hover help on hover and on a click, and Escape or leaving hides it', async () => {
    const user = renderTool('insurance');
    const help = screen.getByRole('button', { name: 'About BMI' });
    await user.hover(help);
    expect(help).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(help).toHaveAttribute('aria-expanded', 'false');
    await user.click(help);
    expect(help).toHaveAttribute('aria-expanded', 'true');
    await user.unhover(help);
    await user.tab();
    expect(help).toHaveAttribute('aria-expanded', 'false');
  });
});
