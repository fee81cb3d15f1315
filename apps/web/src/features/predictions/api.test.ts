import { describe, expect, it, vi } from 'vitest';
import { caloriesAnswer, stubFetch } from './engine/testing';
import { predictionOperations } from '@clinvia/contracts/operations/predictions';
import { urlOf } from '../../lib/client';
import { PredictionError, predictUrl, requestPrediction } from './api';

describe('the prediction service client', () => {
  it('calls the same origin under /ml unless VITE_PREDICT_URL says otherwise', () => {
    expect(predictUrl('heart')).toBe('/ml/heart/predict');
    expect(urlOf(predictionOperations['breast-cancer'].modelCard)).toBe('/ml/breast-cancer/model');
  });

  it('posts JSON without the session token and returns the checked answer', async () => {
    localStorage.setItem('token', 'a.b.c');
    const fetchMock = stubFetch(() => Response.json(caloriesAnswer()));
    const answer = await requestPrediction('calories', { Gender: 1 });
    expect(answer.predicted_calories).toBe(44.95);
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Authorization')).toBeNull();
  });

  it('reports a 400 with its per-field messages', async () => {
    stubFetch(() => Response.json({ error: { code: 'validation_error', message: 'Please correct the highlighted fields.', fields: { Age: 'Age is required' } } }, { status: 400 }));
    const error: unknown = await requestPrediction('calories', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PredictionError);
    expect((error as PredictionError).failure).toEqual({ kind: 'http', status: 400, message: 'Please correct the highlighted fields.', fields: { Age: 'Age is required' } });
  });

  it('PRED-10: takes an answer with only SPEC’s field for each tool, and drops a malformed extra', async () => {
    const answers = {
      heart: { prediction: 'The person has heart disease' },
      diabetes: { prediction: 'The person is not diabetic' },
      parkinsons: { message: 'No sign of the disease detected' },
      'breast-cancer': { prediction: 0 },
      calories: { predicted_calories: 88.5 },
      insurance: { predicted_cost_usd: 4321.5 },
    } as const;
    for (const [tool, body] of Object.entries(answers)) {
      stubFetch(() => Response.json(body));
      await expect(requestPrediction(tool as keyof typeof answers, {}), tool).resolves.toEqual(body);
    }
    stubFetch(() => Response.json({ predicted_calories: 88.5, probability: 'high', warnings: 'none' }));
    await expect(requestPrediction('calories', {})).resolves.toEqual({ predicted_calories: 88.5 });
  });

  it('PRED-10: refuses an answer without SPEC’s field (breast cancer: neither result nor prediction)', async () => {
    for (const [tool, body] of [
      ['breast-cancer', { diagnosis: 'benign' }],
      ['heart', { message: 'The person has heart disease' }],
      ['calories', { predicted_calories: '88' }],
    ] as const) {
      stubFetch(() => Response.json(body));
      const error: unknown = await requestPrediction(tool, {}).catch((caught: unknown) => caught);
      expect((error as PredictionError).failure, tool).toEqual({ kind: 'invalid-response', status: 200 });
    }
  });

  it("PRED-10: reads a SPEC-shaped service's error text, `message` (Parkinson's) or `error` (breast cancer)", async () => {
    stubFetch(() => Response.json({ message: 'Missing field ppe' }, { status: 400 }));
    const parkinsons: unknown = await requestPrediction('parkinsons', {}).catch((caught: unknown) => caught);
    expect((parkinsons as PredictionError).failure).toEqual({ kind: 'http', status: 400, message: 'Missing field ppe' });
    stubFetch(() => Response.json({ error: 'Invalid input' }, { status: 500 }));
    const breast: unknown = await requestPrediction('breast-cancer', {}).catch((caught: unknown) => caught);
    expect((breast as PredictionError).failure).toEqual({ kind: 'http', status: 500, message: 'Invalid input' });
  });

  it("passes the caller's abort through instead of calling it a failure", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init?: RequestInit) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => { reject(new DOMException('aborted', 'AbortError')); }))),
    );
    const controller = new AbortController();
    const pending = requestPrediction('calories', {}, controller.signal);
    controller.abort();
    await expect(pending).rejects.toHaveProperty('name', 'AbortError');
  });
});
