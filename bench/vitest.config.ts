import { defineProject } from 'vitest/config';

// Only the bench's pure helpers are unit-tested; the bench itself is `npm run bench`.
export default defineProject({
  test: { name: 'bench', environment: 'node', include: ['*.test.ts'] },
});
