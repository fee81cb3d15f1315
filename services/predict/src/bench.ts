import { defaultValues, predictionInputSchemas, predictionTools } from '@clinvia/contracts/predictions';
import { loadModels } from './service/models';
import { predictors } from './service/predict';

/**
 * In-process throughput of each tool: input validation (zod) + prediction + response
 * building, on the tool's default inputs, for about `millisecondsPerTool` each after a warm-up.
 */
export function benchPredictions(millisecondsPerTool = 500): Promise<{ tool: string; predictionsPerSecond: number }[]> {
  const models = loadModels();
  return Promise.resolve(
    predictionTools.map((tool) => {
      const body = defaultValues(tool);
      const run = () => predictors[tool](models[tool], predictionInputSchemas[tool].parse(body));
      for (let i = 0; i < 200; i++) run();
      let count = 0;
      const started = performance.now();
      let elapsed = 0;
      while (elapsed < millisecondsPerTool) {
        for (let i = 0; i < 50; i++) run();
        count += 50;
        elapsed = performance.now() - started;
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
  /** JSON.stringify time per answer, µs, with and without the block. */
  microseconds: number;
  microsecondsWithoutMetrics: number;
}

function stringifyMicroseconds(value: unknown, millisecondsPerRun: number): number {
  for (let i = 0; i < 200; i++) JSON.stringify(value);
  let count = 0;
  const started = performance.now();
  let elapsed = 0;
  while (elapsed < millisecondsPerRun) {
    for (let i = 0; i < 100; i++) JSON.stringify(value);
    count += 100;
    elapsed = performance.now() - started;
  }
  return (elapsed * 1000) / count;
}

/**
 * PERF-12: what the model's metrics block adds to each answer (bytes, and serialisation time in
 * process), against the same answer carrying only the model's name and version.
 */
export function metricsBlockCost(millisecondsPerRun = 200): MetricsBlockCost[] {
  const models = loadModels();
  return predictionTools.map((tool) => {
    const answer = predictors[tool](models[tool], predictionInputSchemas[tool].parse(defaultValues(tool)));
    const slim = { ...answer, model: { tool: answer.model.tool, name: answer.model.name, version: answer.model.version, evaluation: answer.model.evaluation } };
    return {
      tool,
      bytes: Buffer.byteLength(JSON.stringify(answer)),
      bytesWithoutMetrics: Buffer.byteLength(JSON.stringify(slim)),
      microseconds: stringifyMicroseconds(answer, millisecondsPerRun),
      microsecondsWithoutMetrics: stringifyMicroseconds(slim, millisecondsPerRun),
    };
  });
}
