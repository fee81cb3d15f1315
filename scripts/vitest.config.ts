import { defineProject } from 'vitest/config';

// The repository's own tooling: the lint rules that keep its structure.
export default defineProject({
  test: { name: 'tooling', environment: 'node', include: ['*.test.ts'], testTimeout: 120_000 },
});
