import { predictionOperations } from '@clinvia/contracts/operations/predictions';
import { predictionAnswerSchemas, type PredictionTool } from '@clinvia/contracts/predictions';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError } from '../../lib/api';
import { call, urlOf } from '../../lib/client';

/** Issue 12: a prediction that has not answered after 15 s is given up. */
export const PREDICTION_TIMEOUT_MS = 15_000;

/**
 * The URL of a tool's estimate (service 'predict'; PRED-3, ML-7), shown on the breast cancer page:
 * its base is VITE_PREDICT_URL, or `/ml` on this origin as `npm start` serves it (lib/client.ts).
 */
export function predictUrl(tool: PredictionTool): string {
  return urlOf(predictionOperations[tool].predict);
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

/** The failure of a prediction call in the words the screens choose from (PRED-5). */
function failureOf(error: ApiError): PredictionFailure {
  if (error.code === 'timeout') return { kind: 'timeout' };
  if (error.code === 'network_error') return { kind: 'network' };
  if (error.code === 'invalid_response') return { kind: 'invalid-response', status: error.status };
  if (!error.fromServer) return { kind: 'http', status: error.status };
  return error.fields === undefined ? { kind: 'http', status: error.status, message: error.message } : { kind: 'http', status: error.status, message: error.message, fields: error.fields };
}

/** A failed call as a PredictionError; a caller's abort (the screen went away) passes through as it is. */
function asPredictionError(error: unknown): never {
  throw error instanceof ApiError ? new PredictionError(failureOf(error)) : error;
}

/** POST /ml/<tool>/predict with the specification's field names (PRED-3); the answer is checked against the contract. */
export async function requestPrediction<T extends PredictionTool>(tool: T, inputs: Record<string, number>, signal?: AbortSignal): Promise<PredictionResponse<T>> {
  // The service's answer is read by the screens' schema (PRED-10: SPEC's bare field is enough),
  // not the service's stricter declared one. No session token goes to it (lib/client.ts).
  const answer = await call(predictionOperations[tool].predict, { body: inputs, signal, timeoutMs: PREDICTION_TIMEOUT_MS, answerSchema: predictionAnswerSchemas[tool] }).catch(asPredictionError);
  // Indexing the schemas by a generic key loses the pairing of tool and answer in TypeScript.
  return answer as unknown as PredictionResponse<T>;
}

/** GET /ml/<tool>/model: the model card behind 'How this works'. It changes only with a new model. */
export const modelCardQuery = (tool: PredictionTool) =>
  queryOptions({
    queryKey: ['predictions', 'model-card', tool],
    queryFn: ({ signal }) => call(predictionOperations[tool].modelCard, { signal, timeoutMs: PREDICTION_TIMEOUT_MS }).catch(asPredictionError),
    staleTime: Infinity,
  });
