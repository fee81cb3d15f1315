import { errorBodySchema } from '@clinvia/contracts/errors';
import { predictionOperations } from '@clinvia/contracts/operations/predictions';
import { modelCardSchema, predictionAnswerSchemas, type PredictionTool } from '@clinvia/contracts/predictions';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { urlOf } from '../../lib/client';

/** Issue 12: a prediction that has not answered after 15 s is given up. */
export const PREDICTION_TIMEOUT_MS = 15_000;

/**
 * The URLs of the prediction service's declared operations (service 'predict'; PRED-3, ML-7):
 * its base is VITE_PREDICT_URL, or `/ml` on this origin as `npm start` serves it (lib/client.ts).
 */
export function predictUrl(tool: PredictionTool): string {
  return urlOf(predictionOperations[tool].predict);
}

export function modelCardUrl(tool: PredictionTool): string {
  return urlOf(predictionOperations[tool].modelCard);
}

/** PRED-10: SPEC's one field per tool, and our service's extras when present. */
export type PredictionResponses = { [T in PredictionTool]: z.infer<(typeof predictionAnswerSchemas)[T]> };
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

const specErrorSchema = z.object({ message: z.string().min(1).optional().catch(undefined), error: z.string().min(1).optional().catch(undefined) });

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
    if (parsed?.success === true) {
      const { message, fields } = parsed.data.error;
      throw new PredictionError(fields === undefined ? { kind: 'http', status: response.status, message } : { kind: 'http', status: response.status, message, fields });
    }
    // PRED-10: a SPEC-shaped service's error is `{ message }` (Parkinson's) or `{ error }` (breast cancer).
    const spec = body.ok ? specErrorSchema.safeParse(body.value) : undefined;
    const message = spec?.success === true ? (spec.data.message ?? spec.data.error) : undefined;
    throw new PredictionError(message === undefined ? { kind: 'http', status: response.status } : { kind: 'http', status: response.status, message });
  }
  const parsed = body.ok ? schema.safeParse(body.value) : undefined;
  if (parsed?.success !== true) throw new PredictionError({ kind: 'invalid-response', status: response.status });
  return parsed.data;
}

/** POST /ml/<tool>/predict with the specification's field names (PRED-3); the answer is checked against the contract. */
export function requestPrediction<T extends PredictionTool>(tool: T, inputs: Record<string, number>, signal?: AbortSignal): Promise<PredictionResponse<T>> {
  // The contract's schema for this tool; indexing by a generic key loses the pairing in TypeScript.
  const schema = predictionAnswerSchemas[tool] as unknown as z.ZodType<PredictionResponse<T>>;
  return callService(predictUrl(tool), schema, { method: 'POST', body: inputs, signal });
}

/** GET /ml/<tool>/model: the model card behind 'How this works'. It changes only with a new model. */
export const modelCardQuery = (tool: PredictionTool) =>
  queryOptions({
    queryKey: ['predictions', 'model-card', tool],
    queryFn: ({ signal }) => callService(modelCardUrl(tool), modelCardSchema, { method: 'GET', signal }),
    staleTime: Infinity,
  });
