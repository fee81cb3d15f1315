import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Each workspace owns its vitest config; this file lists them so `vitest run` at the root runs
// every project, and sets how many files run at once. Vitest's default leaves one core to its
// own process (one worker on CI's two cores), but that process mostly waits: on an idle two-core
// machine two workers took 78 s for 48 web files against 140 s with one, and 335 s for the API
// project against 439 s (docs/decisions/2026-11-29-test-run-time.md).
export default defineConfig({
  test: {
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: ['packages/contracts', 'apps/api', 'apps/web', 'services/predict', 'bench', 'scripts'],
  },
});
