import { insuranceFields, type ModelInfo, type PredictionWarning } from '@clinvia/contracts/predictions';
import { readingNoteMessages } from '@clinvia/contracts/reading-notes';
import { act, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../lib/i18n/i18n';
import { Contributions, EstimateRange, InputWarnings, ModelQuality, ProbabilityMeter, useModelQualityText } from './extras';

// ML-5, PRED-6, PRED-10, PRED-11: the extras our service's answers carry, each shown only when
// it is there (a service of the specification's bare shape sends none).

const inputs = { age: 31, sex: 1, bmi: 25.74, children: 0, smoker: 1, region: 0 };

describe('what moved the estimate', () => {
  it('lists the largest contributions first, with the input and the amount in its unit', () => {
    render(
      <Contributions
        explanation={{ unit: 'USD', method: 'linear', baseline: 13270, contributions: { smoker: 9586.18, age: -2617.92, bmi: -1135.88, children: 0 } }}
        fields={insuranceFields}
        inputs={inputs}
      />,
    );
    expect(screen.getByRole('heading', { name: 'What moved this estimate most' })).toBeInTheDocument();
    // A contribution of 0 moved nothing: not listed.
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Smoker (Yes) added $9,586.18', 'Age (31 years) took off $2,617.92', 'BMI (25.74 kg/m²) took off $1,135.88']);
  });

  it('words a probability’s factors without numbers, and keeps to the limit', () => {
    render(<Contributions explanation={{ unit: 'log-odds', method: 'logistic', baseline: -0.8, contributions: { age: 1.2, bmi: -0.4, smoker: 0.9 } }} fields={insuranceFields} inputs={inputs} limit={2} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Age (31 years) raised the estimated probability', 'Smoker (Yes) raised the estimated probability']);
  });

  it('puts the service’s note beside a direction that would read wrongly, without a clinical verb (PRED-11)', () => {
    render(
      <Contributions
        explanation={{ unit: 'log-odds', method: 'logistic', baseline: 0, contributions: { bmi: -0.7 }, notes: { bmi: 'In this data set a higher BMI went with fewer cases; this is not protective.' } }}
        fields={insuranceFields}
        inputs={inputs}
      />,
    );
    const item = screen.getByRole('listitem');
    expect(item).toHaveTextContent('BMI (25.74 kg/m²): towards a lower estimate in this model');
    expect(item).toHaveTextContent('Read with care: In this data set a higher BMI went with fewer cases; this is not protective.');
    expect(item).not.toHaveTextContent('lowered');
  });

  it('gives our service’s reading note in Spanish in a Spanish page (I18N-12)', async () => {
    await act(() => switchLanguage('es'));
    render(
      <Contributions
        explanation={{ unit: 'USD', method: 'linear', baseline: 13270, contributions: { sex: -100 }, notes: { sex: readingNoteMessages.insuranceSex } }}
        fields={insuranceFields}
        inputs={inputs}
      />,
    );
    const item = screen.getByRole('listitem');
    expect(item).toHaveTextContent('En estos datos, los hombres cuestan más en promedio (13,957 frente a 12,570 USD)');
    expect(item).not.toHaveTextContent('Men cost more');
  });

  it('shows nothing without an explanation or with nothing that moved', () => {
    const { container, rerender } = render(<Contributions explanation={undefined} fields={insuranceFields} inputs={inputs} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Contributions explanation={{ unit: 'USD', method: 'linear', baseline: 1, contributions: { age: 0 } }} fields={insuranceFields} inputs={inputs} />);
    expect(container).toBeEmptyDOMElement();
  });
});

// Our service's warnings as it words them (services/predict/src/service/predict.ts).
const warnings: PredictionWarning[] = [
  {
    field: 'bmi',
    message: 'BMI 90 kg/m² is outside the range of the training data (15.96 to 53.13 kg/m²); the estimate is less reliable.',
    kind: 'outside_training_range',
    value: 90,
    min: 15.96,
    max: 53.13,
  },
  { field: 'bmi', message: 'BMI 0 is read as "not measured", as in the training data; the typical value 30.4 kg/m² was used instead.', kind: 'not_measured', typical: 30.4 },
  { field: '_', message: 'The model gave a negative value (-1234.5 USD) for these inputs, shown as 0; they are far from the training data.', kind: 'negative_estimate', value: -1234.5 },
  { field: 'age', message: 'Something else.' },
];
/** The insurance fields as a Spanish page names them. */
const spanishFields = insuranceFields.map((field) => (field.name === 'bmi' ? { ...field, label: 'IMC' } : field));

describe('the other extras', () => {
  it('gives the likely range in the answer’s unit with how often it held', () => {
    render(<EstimateRange result={{ unit: 'USD', interval: { level: 0.9, lower: 16280.52, upper: 31864.96 } }} />);
    expect(screen.getByText(/^Likely range: \$16,280\.52 to \$31,864\.96\. In the model's tests, 90 % of actual values/)).toBeInTheDocument();
  });

  it('gives no range without an interval or a unit', () => {
    const { container } = render(<EstimateRange result={{ unit: 'kcal' }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('lists the service’s warnings about the inputs, and nothing without any', () => {
    const { container, rerender } = render(<InputWarnings warnings={[{ field: 'bmi', message: 'A BMI of 90 is outside the training data.' }]} fields={insuranceFields} />);
    expect(screen.getByRole('heading', { name: 'Check these inputs' })).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('A BMI of 90 is outside the training data.');
    rerender(<InputWarnings warnings={[]} fields={insuranceFields} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('says each warning of our service from its kind and numbers, in the page’s language (I18N-12)', async () => {
    const { rerender } = render(<InputWarnings warnings={warnings} fields={insuranceFields} unit="USD" />);
    // In English, the service's own sentences; an amount in the page's money format.
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      warnings[0]?.message,
      warnings[1]?.message,
      'The model gave a negative value (-$1,234.50) for these inputs, shown as 0; they are far from the training data.',
      'Something else.',
    ]);
    await act(() => switchLanguage('es'));
    rerender(<InputWarnings warnings={warnings} fields={spanishFields} unit="USD" />);
    expect(screen.getByRole('heading', { name: 'Revise estos datos' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'IMC 90 kg/m² está fuera del rango de los datos de entrenamiento (15.96 a 53.13 kg/m²); la estimación es menos confiable.',
      'IMC 0 se interpreta como «no medido», igual que en los datos de entrenamiento; en su lugar se usó el valor típico, 30.4 kg/m².',
      'El modelo dio un valor negativo (-$1,234.50) para estos datos, que se muestra como 0; están lejos de los datos de entrenamiento.',
      // Another service's warning, without a kind: as it came.
      'Something else.',
    ]);
  });

  it('draws the probability and says from where the model calls a result positive', () => {
    render(<ProbabilityMeter result={{ probability: 0.42, threshold: 0.5 }} favourable />);
    expect(screen.getByText('The model calls a result positive from 50 % upwards.')).toBeInTheDocument();
  });

  it('sums up the model’s cross-validated quality', () => {
    const modelQualityText = renderHook(() => useModelQualityText()).result.current;
    const classifier: ModelInfo = { tool: 'diabetes', name: 'Logistic regression', version: '2.1.0', evaluation: '10-fold CV × 3 seeds', metrics: { accuracy: { mean: 0.771, sd: 0.04 }, auc: { mean: 0.836, sd: 0.04 } } };
    expect(modelQualityText(classifier)).toBe('Logistic regression (version 2.1.0): cross-validated accuracy 77 %, AUC 0.84 (10-fold CV × 3 seeds).');
    const regressor: ModelInfo = { tool: 'calories', name: 'Ridge', version: '1.0.0', evaluation: '10-fold CV', metrics: { r2: { mean: 0.998, sd: 0 }, mae: { mean: 2.224, sd: 0.05 } } };
    expect(modelQualityText(regressor, 'kcal')).toBe('Ridge (version 1.0.0): cross-validated R² 0.998, typical error ±2.2 kcal (mean absolute error) (10-fold CV).');
    render(<ModelQuality model={regressor} unit="kcal" />);
    expect(screen.getByText(/^Ridge \(version 1\.0\.0\)/)).toBeInTheDocument();
  });
});
