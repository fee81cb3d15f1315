import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { homeOnlyPreloads, moduleSizes, precompress } from './vite-plugins.ts';

// The dev server forwards API and prediction calls to the local API process, so the SPA
// always talks to its own origin (same as in production, where one process serves all).
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), moduleSizes(), homeOnlyPreloads(), precompress()],
  resolve: {
    // SweetAlert2's default entry adds its CSS in a <style> element at run time, which a strict
    // Content-Security-Policy blocks; its plain ES build does not (src/lib/swal.ts imports the CSS).
    alias: [
      { find: /^sweetalert2$/, replacement: 'sweetalert2/dist/sweetalert2.esm.js' },
      // React Router 7's package exports name only its development build (remix-run/react-router
      // #12532, #14753): its dev warnings and checks run on every navigation of the built app.
      // The build takes the production files the package ships beside them (issue 39.7).
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: fileURLToPath(import.meta.resolve('react-router').replace('/development/', '/production/')) }] : []),
    ],
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/ml': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    // The hero image stays a file so index.html can preload it (inlined, it would wait for the script).
    assetsInlineLimit: (file) => (file.endsWith('/home/hero.svg') ? false : undefined),
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Read by scripts/check-size.ts: which files each route needs before it can render.
    manifest: true,
    // Every browser the app supports preloads modules natively; the polyfill cost ~0.6 KB gzip
    // on every first load.
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    rolldownOptions: {
      // Each operation loads its schemas with import() (packages/contracts/src/operations), so a
      // screen that only calls the API does not wait for zod; a form that validates with the same
      // schemas imports them statically, and then the schemas simply come with the form.
      checks: { ineffectiveDynamicImport: false },
    },
  },
}));
