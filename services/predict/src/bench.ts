import { defaultValues, predictionInputSchemas, predictionTools, type PredictionTool } from '@clinvia/contracts/predictions';
import type { Inputs } from './models/terms';
import { loadModels } from './service/models';
import { answerJsonWriter, predictors } from './service/predict';
import { predictionValidatorCompiler } from './service/validate';

/** A predict route's own work on a parsed body, as its handler does it: the body check, the answer, its JSON text. */
function routeWork(tool: PredictionTool): (body: unknown) => string {
  const models = loadModels();
  const write = answerJsonWriter(models);
  const check = predictionValidatorCompiler({ schema: predictionInputSchemas[tool], method: 'POST', url: `/ml/${tool}/predict`, httpPart: 'body' });
  return (body) => {
    const result: unknown = check(body);
    if (typeof result !== 'object' || result === null || !('value' in result)) throw new Error(`${tool}: the bench's body was refused`);
    return write(predictors[tool](models[tool], result.value as Inputs));
  };
}

/** CPU time of this process in ms: on a shared box it counts this work only, where the wall clock counts the neighbours' too. */
function cpuMilliseconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/**
 * In-process throughput of each tool: what its predict route does with a parsed body (the body
 * check, the prediction and its explanation, the answer's JSON text), on the tool's default
 * inputs, for about `millisecondsPerTool` of CPU time each after a warm-up. The HTTP exchange
 * is not in it.
 */
export function benchPredictions(millisecondsPerTool = 500): Promise<{ tool: string; predictionsPerSecond: number }[]> {
  return Promise.resolve(
    predictionTools.map((tool) => {
      const body = defaultValues(tool);
      const work = routeWork(tool);
      const run = () => work(body);
      for (let i = 0; i < 200; i++) run();
      let count = 0;
      const started = cpuMilliseconds();
      let elapsed = 0;
      while (elapsed < millisecondsPerTool) {
        for (let i = 0; i < 50; i++) run();
        count += 50;
        elapsed = cpuMilliseconds() - started;
      }
      return { tool, predictionsPerSecond: (count / elapsed) * 1000 };
    }),
  );
}

export interface MetricsBlockCost {
  tool: string;
  /** The answer's size in bytes as sent, and without `model.metrics` (the card at /model has them). */
  bytes: number;
  bytesWithoutMetrics: number;
  /** CPU time to write the answer's JSON text as the service does, µs, with and without the block. */
  microseconds: number;
  microsecondsWithoutMetrics: number;
}

function writeMicroseconds(write: () => string, millisecondsPerRun: number): number {
  for (let i = 0; i < 200; i++) write();
  let count = 0;
  const started = cpuMilliseconds();
  let elapsed = 0;
  while (elapsed < millisecondsPerRun) {
    // Buffer.byteLength, as Fastify does for the Content-Length, flattens the text as sending would.
    for (let i = 0; i < 100; i++) Buffer.byteLength(write());
    count += 100;
    elapsed = cpuMilliseconds() - started;
  }
  return (elapsed * 1000) / count;
}

/**
 * PERF-12: what the model's metrics block adds to each answer (bytes, and the time to write the
 * answer's text in process, with the service's writer), against the same answer whose model
 * block carries the model's name, version and protocol only. Both blocks are fixed objects of
 * the writer, as the service's is.
 */
export function metricsBlockCost(millisecondsPerRun = 200): MetricsBlockCost[] {
  const models = loadModels();
  return predictionTools.map((tool) => {
    const answer = predictors[tool](models[tool], predictionInputSchemas[tool].parse(defaultValues(tool)));
    const { tool: name, name: label, version: number, evaluation } = answer.model;
    const version = { tool: name, name: label, version: number, evaluation };
    const slim = { ...answer, model: version };
    const write = answerJsonWriter(models);
    const writeSlim = answerJsonWriter(models, [version]);
    return {
      tool,
      bytes: Buffer.byteLength(write(answer)),
      bytesWithoutMetrics: Buffer.byteLength(writeSlim(slim)),
      microseconds: writeMicroseconds(() => write(answer), millisecondsPerRun),
      microsecondsWithoutMetrics: writeMicroseconds(() => writeSlim(slim), millisecondsPerRun),
    };
  });
}
