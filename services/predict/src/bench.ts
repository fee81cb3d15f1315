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
