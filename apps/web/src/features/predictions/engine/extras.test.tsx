import { insuranceFields, type ModelInfo } from '@clinvia/contracts/predictions';
import { render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

  it('shows nothing without an explanation or with nothing that moved', () => {
    const { container, rerender } = render(<Contributions explanation={undefined} fields={insuranceFields} inputs={inputs} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Contributions explanation={{ unit: 'USD', method: 'linear', baseline: 1, contributions: { age: 0 } }} fields={insuranceFields} inputs={inputs} />);
    expect(container).toBeEmptyDOMElement();
  });
});

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
    const { container, rerender } = render(<InputWarnings warnings={[{ field: 'bmi', message: 'A BMI of 90 is outside the training data.' }]} />);
    expect(screen.getByRole('heading', { name: 'Check these inputs' })).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('A BMI of 90 is outside the training data.');
    rerender(<InputWarnings warnings={[]} />);
    expect(container).toBeEmptyDOMElement();
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
