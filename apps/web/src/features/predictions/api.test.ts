import { describe, expect, it, vi } from 'vitest';
import { caloriesAnswer, stubFetch } from './engine/testing';
import { modelCardUrl, PredictionError, predictUrl, requestPrediction } from './api';

describe('the prediction service client', () => {
  it('calls the same origin under /ml unless VITE_PREDICT_URL says otherwise', () => {
    expect(predictUrl('heart')).toBe('/ml/heart/predict');
    expect(modelCardUrl('breast-cancer')).toBe('/ml/breast-cancer/model');
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
