import cors from '@fastify/cors';
import { predictionTools } from '@clinvia/contracts/predictions';
import { predictionOperations } from '@clinvia/contracts/operations/predictions';
import { registerOperation } from '@clinvia/contracts/operations/route';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { handlePredictError, sendNotFound } from './service/errors';
import { loadModels } from './service/models';
import { answerJsonWriter, predictors } from './service/predict';
import { predictionValidatorCompiler } from './service/validate';

/**
 * The prediction routes, without the /ml prefix (`/heart/predict`, `/heart/model`, ...).
 * Encapsulated: it sets its own zod compilers and error handler, so it behaves the same
 * mounted in the main server (`register(predictRoutes, { prefix: '/ml' })`) or standalone.
 * The models are loaded (and checked) once, when the plugin is registered.
 */
export const predictRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // zod, with a cheaper check in front of it for valid predict bodies (service/validate.ts).
  app.setValidatorCompiler(predictionValidatorCompiler);
  app.setErrorHandler(handlePredictError);
  const models = loadModels();
  // Responses are built by typed code from the contract's types (and contract tests check them
  // against the zod schemas), so they are written without re-validating each one: Fastify's
  // default JSON-schema serialiser does not validate either. The schemas still document the
  // routes (OpenAPI). The writer gives JSON.stringify's text with the fixed parts of the answers
  // and the model cards written once (PERF-10, PERF-12).
  const writeJson = answerJsonWriter(models);
  app.setSerializerCompiler(() => writeJson);

  // Registered like every API route, from the declarations (@clinvia/contracts/operations/
  // predictions) by the shared registration: all of it happens here, once; a request pays only
  // for the validator, the handler and the writer above.
  for (const tool of predictionTools) {
    const model = models[tool];
    const predict = predictors[tool];
    const { predict: predictOperation, modelCard: modelCardOperation } = predictionOperations[tool];
    // Not async: a promise per answer costs a trip through the microtask queue.
    await registerOperation(app, predictOperation, { handler: (request) => predict(model, request.body) });
    await registerOperation(app, modelCardOperation, { handler: () => model.artefact.card });
  }
};

export interface PredictAppOptions {
  /** Allowed browser origins; none (CORS closed) by default. */
  cors?: string[];
  logger?: boolean;
  /** Pino level when logging (default 'info'). */
  logLevel?: string;
}

/** The standalone prediction service: the routes under /ml, CORS for the listed origins. */
export function buildPredictApp(options: PredictAppOptions = {}): FastifyInstance {
  const app = Fastify({ logger: options.logger === true ? { level: options.logLevel ?? 'info' } : false, bodyLimit: 64 * 1024 });
  app.setErrorHandler(handlePredictError);
  app.setNotFoundHandler(sendNotFound);
  // Plugins load when the app is awaited (ready/listen/inject), in registration order.
  void app.register(cors, { origin: options.cors !== undefined && options.cors.length > 0 ? options.cors : false, methods: ['GET', 'POST'] });
  app.get('/health', () => Promise.resolve({ status: 'ok' }));
  void app.register(predictRoutes, { prefix: '/ml' });
  return app;
}
