import { defaultValues, predictionTools } from '@clinvia/contracts/predictions';
import type { BenchTarget } from './targets';

/**
 * One POST per prediction tool with its default inputs (the specification's, ML-5, or a real data row), for
 * autocannon. `baseUrl` is put before `/ml/...`: '' when the runner adds the server's origin
 * itself (as run.ts does), or a full origin for a separately hosted prediction service.
 */
export function predictTargets(baseUrl: string): BenchTarget[] {
  return predictionTools.map((tool) => ({
    name: `POST /ml/${tool}/predict`,
    method: 'POST',
    path: `${baseUrl}/ml/${tool}/predict`,
    body: defaultValues(tool),
  }));
}
