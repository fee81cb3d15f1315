import { defineConfig } from 'vitest/config';

// Each workspace owns its vitest config; this file only lists them so `vitest run` at the
// root runs every project.
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/api', 'apps/web', 'services/predict', 'bench', 'scripts'],
  },
});
