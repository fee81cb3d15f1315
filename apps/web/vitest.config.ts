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
    // A screen's first render loads its lazy chunks, which vitest transforms on first use: on the
    // shared 2-core machine, with the whole project at once, a test of the booking wizard or the
    // hours editor outgrew the default 5 s (the full run of 2026-11-28, 21:30). Findings wait 5 s
    // (setup.ts), so a test that waits for several screens needs more.
    testTimeout: 20_000,
  },
});
