import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  // Same SweetAlert2 entry as the app (see vite.config.ts).
  resolve: { alias: [{ find: /^sweetalert2$/, replacement: 'sweetalert2/dist/sweetalert2.esm.js' }] },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    restoreMocks: true,
    // Each file in a fresh context of one long-lived worker thread, not a new process that loads
    // jsdom again: 201 s for the project against 496 s on 2026-11-30, every file still with its own
    // modules (docs/decisions/2026-11-30-web-tests-in-vm-contexts.md).
    pool: 'vmThreads',
    // A screen's first render loads its lazy chunks, which vitest transforms on first use: on the
    // shared 2-core machine, with the whole project at once, a test of the booking wizard or the
    // hours editor outgrew the default 5 s (the full run of 2026-11-28, 21:30). Findings wait 5 s
    // (setup.ts), so a test that waits for several screens needs more.
    testTimeout: 20_000,
  },
});
