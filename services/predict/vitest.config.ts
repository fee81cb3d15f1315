import { defineProject } from 'vitest/config';

export default defineProject({ test: { name: 'predict', environment: 'node', testTimeout: 60_000 } });
