import { errorBodySchema } from '@clinvia/contracts/errors';
import { modelCardSchema, predictionResponseSchemas, type PredictionTool } from '@clinvia/contracts/predictions';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';

/** Issue 12: a prediction that has not answered after 15 s is given up. */
export const PREDICTION_TIMEOUT_MS = 15_000;

/**
 * Build-time base URL of the prediction service (PRED-3, ML-7): same origin `/ml` by default, as
 * `npm start` serves it; another origin when the service runs on its own.
 */
// Until the prediction service's routes are declared in @clinvia/contracts/operations (with the
// SPEC-shaped answers issue 25 accepts), this feature names its base here.
// eslint-disable-next-line no-restricted-syntax
export const predictionBaseUrl: string = (import.meta.env.VITE_PREDICT_URL ?? '/ml').replace(/\/+$/, '');

export function predictUrl(tool: PredictionTool): string {
  return `${predictionBaseUrl}/${tool}/predict`;
}

export function modelCardUrl(tool: PredictionTool): string {
  return `${predictionBaseUrl}/${tool}/model`;
}

export type PredictionResponses = { [T in PredictionTool]: z.infer<(typeof predictionResponseSchemas)[T]> };
export type PredictionResponse<T extends PredictionTool> = PredictionResponses[T];

/** Why a call to the prediction service gave no usable answer; each screen words it as PRED-5 says. */
export type PredictionFailure =
  | { kind: 'timeout' }
  | { kind: 'network' }
  /** An error status; `message` and `fields` when the body is the service's error JSON. */
  | { kind: 'http'; status: number; message?: string; fields?: Record<string, string> }
  /** A success status whose body is not JSON or not the contract's shape. */
  | { kind: 'invalid-response'; status: number };

export class PredictionError extends Error {
  override readonly name = 'PredictionError';
  readonly failure: PredictionFailure;

  constructor(failure: PredictionFailure) {
    super(failure.kind);
    this.failure = failure;
  }
}

async function readJson(response: Response): Promise<{ ok: true; value: unknown } | { ok: false }> {
  try {
    return { ok: true, value: JSON.parse(await response.text()) as unknown };
  } catch {
    return { ok: false };
  }
}

/**
 * One JSON call to the prediction service with the 15 s time-out. No session token is sent:
 * the service needs none, and it may live on another origin (VITE_PREDICT_URL).
 * A caller's abort (the screen went away) is re-thrown as is.
 */
async function callService<T>(url: string, schema: z.ZodType<T>, init: { method: 'GET' | 'POST'; body?: unknown; signal?: AbortSignal }): Promise<T> {
  const controller = new AbortController();
  const timeout = new Error('timeout');
  const timer = setTimeout(() => {
    controller.abort(timeout);
  }, PREDICTION_TIMEOUT_MS);
  const abortFromCaller = () => {
    controller.abort();
  };
  init.signal?.addEventListener('abort', abortFromCaller, { once: true });

  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method,
      headers: init.body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: controller.signal,
    });
  } catch (error) {
    if (controller.signal.reason === timeout) throw new PredictionError({ kind: 'timeout' });
    if (init.signal?.aborted === true) throw error;
    throw new PredictionError({ kind: 'network' });
  } finally {
    clearTimeout(timer);
    init.signal?.removeEventListener('abort', abortFromCaller);
  }

  const body = await readJson(response);
  if (!response.ok) {
    const parsed = body.ok ? errorBodySchema.safeParse(body.value) : undefined;
    if (parsed?.success !== true) throw new PredictionError({ kind: 'http', status: response.status });
    const { message, fields } = parsed.data.error;
    throw new PredictionError(fields === undefined ? { kind: 'http', status: response.status, message } : { kind: 'http', status: response.status, message, fields });
  }
  const parsed = body.ok ? schema.safeParse(body.value) : undefined;
  if (parsed?.success !== true) throw new PredictionError({ kind: 'invalid-response', status: response.status });
  return parsed.data;
}

/** POST /ml/<tool>/predict with the specification's field names (PRED-3); the answer is checked against the contract. */
export function requestPrediction<T extends PredictionTool>(tool: T, inputs: Record<string, number>, signal?: AbortSignal): Promise<PredictionResponse<T>> {
  // The contract's schema for this tool; indexing by a generic key loses the pairing in TypeScript.
  const schema = predictionResponseSchemas[tool] as unknown as z.ZodType<PredictionResponse<T>>;
  return callService(predictUrl(tool), schema, { method: 'POST', body: inputs, signal });
}

/** GET /ml/<tool>/model: the model card behind 'How this works'. It changes only with a new model. */
export const modelCardQuery = (tool: PredictionTool) =>
  queryOptions({
    queryKey: ['predictions', 'model-card', tool],
    queryFn: ({ signal }) => callService(modelCardUrl(tool), modelCardSchema, { method: 'GET', signal }),
    staleTime: Infinity,
  });
