import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The files of a worker share its modules: loading the app's graph again for every file was
    // 196 s of the project's 335 s; without it the project took 190 s. No test changes the
    // environment or a module's state for the next file; the two that mock a library the app
    // imports load the app afresh after vi.resetModules() (serializer.test.ts, redis.int.test.ts).
    isolate: false,
    // Creates and migrates one database for the whole run; each test file clones it.
    globalSetup: ['./src/test/global-setup.ts'],
    // Cloning a PGlite database takes ~1 s, more on a loaded machine.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
