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
  },
});
