import type { PredictionTool } from '../predictions';
import { openAccess, operation, schemasFrom } from './operation';

// The prediction service's routes (ML-5, ML-7), declared like the API's but with
// `service: 'predict'`: their paths are relative to the service's base (`/ml` when `npm start`
// mounts it, VITE_PREDICT_URL when it runs elsewhere). services/predict registers them; the web
// app builds their URLs with lib/client.ts. The tools are listed here without importing
// ../predictions at run time, which would bring zod (predictions.test.ts holds the list to it).

const load = schemasFrom(async () => ({ predictions: await import('../predictions') }));

export const predictionOperationTools = ['heart', 'parkinsons', 'breast-cancer', 'calories', 'insurance', 'diabetes'] as const satisfies readonly PredictionTool[];

/** 'breast-cancer' → 'BreastCancer', for operation ids. */
export function predictionOperationName(tool: PredictionTool): string {
  return tool.replace(/(^|-)([a-z])/g, (_match, _dash: string, letter: string) => letter.toUpperCase());
}

function predictOperation(tool: PredictionTool) {
  return operation({
    operationId: `predict${predictionOperationName(tool)}`,
    method: 'POST',
    path: `/${tool}/predict`,
    service: 'predict',
    tag: 'predictions',
    summary: 'An estimate from the inputs (not a diagnosis)',
    description: 'Open to anyone, no token; the inputs are not stored. 400 when an input is missing or out of its bounds; `error.fields` says which.',
    access: openAccess,
    errors: [400],
    schemas: load(({ predictions }) => ({ body: predictions.predictionInputSchemas[tool], responses: { 200: predictions.predictionResponseSchemas[tool] } })),
  });
}

function modelCardOperation(tool: PredictionTool) {
  return operation({
    operationId: `get${predictionOperationName(tool)}ModelCard`,
    method: 'GET',
    path: `/${tool}/model`,
    service: 'predict',
    tag: 'predictions',
    summary: 'The model card: data, intended use, evaluation, limits',
    access: openAccess,
    errors: [],
    schemas: load(({ predictions }) => ({ responses: { 200: predictions.modelCardSchema } })),
  });
}

export type PredictionOperation = ReturnType<typeof predictOperation>;
export type ModelCardOperation = ReturnType<typeof modelCardOperation>;

/** Each tool's two routes: its estimate and its model card. */
export const predictionOperations = Object.fromEntries(predictionOperationTools.map((tool) => [tool, { predict: predictOperation(tool), modelCard: modelCardOperation(tool) }])) as Record<
  PredictionTool,
  { predict: PredictionOperation; modelCard: ModelCardOperation }
>;
