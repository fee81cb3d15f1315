import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Creates and migrates one database for the whole run; each test file clones it.
    globalSetup: ['./src/test/global-setup.ts'],
    // Cloning a PGlite database takes ~1 s, more on a loaded machine.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
