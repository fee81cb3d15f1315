import { predictionDisclaimer, type CaloriesResponse, type DiabetesResponse, type InsuranceResponse, type PredictionTool } from '@clinvia/contracts/predictions';
import { vi } from 'vitest';

// Test helpers: answers of our prediction service in the contract's full shape.

const model = (tool: PredictionTool, metrics: Record<string, { mean: number; sd: number }>) => ({
  tool,
  name: 'Test model',
  version: '1.0.0',
  evaluation: '10-fold CV × 3 seeds',
  metrics,
});

export function insuranceAnswer(overrides: Partial<InsuranceResponse> = {}): InsuranceResponse {
  return {
    predicted_cost_usd: 18704.22,
    value: 18704.22,
    unit: 'USD',
    interval: { level: 0.9, lower: 16280.52, upper: 31864.96 },
    disclaimer: predictionDisclaimer,
    model: model('insurance', { r2: { mean: 0.862, sd: 0.045 }, mae: { mean: 2429.9, sd: 302.5 } }),
    explanation: { unit: 'USD', method: 'coefficient × standardised value', baseline: 13270.42, contributions: { smoker: 9586.18, age: -2617.92, bmi: -1135.88 } },
    warnings: [],
    ...overrides,
  };
}

export function diabetesAnswer(overrides: Partial<DiabetesResponse> = {}): DiabetesResponse {
  return {
    prediction: 'The person is diabetic',
    positive: true,
    probability: 0.9447,
    threshold: 0.5,
    condition: 'diabetes',
    disclaimer: predictionDisclaimer,
    model: model('diabetes', { accuracy: { mean: 0.771, sd: 0.042 }, auc: { mean: 0.836, sd: 0.04 } }),
    explanation: { unit: 'log-odds', method: 'coefficient × standardised value', baseline: -0.86, contributions: { Glucose: 1.84, BMI: 1.2, BloodPressure: -0.33 } },
    warnings: [],
    ...overrides,
  };
}

export function caloriesAnswer(overrides: Partial<CaloriesResponse> = {}): CaloriesResponse {
  return {
    predicted_calories: 44.95,
    value: 44.95,
    unit: 'kcal',
    interval: { level: 0.9, lower: 40.02, upper: 50.04 },
    disclaimer: predictionDisclaimer,
    model: model('calories', { r2: { mean: 0.998, sd: 0 }, mae: { mean: 2.224, sd: 0.057 } }),
    explanation: { unit: 'kcal', method: 'coefficient × standardised value', baseline: 89.5, contributions: { Body_Temp: -64.2, Gender: 15.02 } },
    warnings: [],
    ...overrides,
  };
}

/** A fetch stub that answers every call with `response` (a function builds a fresh one each time). */
export function stubFetch(response: () => Response | Promise<Response>) {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(response()));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A fetch stub that never answers until the request is aborted (a hung service). */
export function stubHangingFetch() {
  const fetchMock = vi.fn(
    (_url: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => {
          reject(new DOMException('The operation was aborted.', 'AbortError'));
        });
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON body a stubbed fetch was called with. */
export function sentBody(fetchMock: ReturnType<typeof stubFetch>, call = 0): unknown {
  const init = fetchMock.mock.calls[call]?.[1];
  return JSON.parse(typeof init?.body === 'string' ? init.body : 'null');
}
