import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface SpaPluginOptions {
  /** Directory of the built SPA (apps/web/dist). */
  webRoot: string;
  /**
   * NODE_ENV=production: the build's source maps (`*.map`) are not served. They hold the app's
   * whole source with its comments; a production client needs none of it (issue 20).
   */
  production?: boolean;
}

/**
 * Serves the built SPA. Vite fingerprints everything under /assets, so those files are cached
 * for a year; index.html and the other files are revalidated so a deploy shows at once. The
 * build writes a brotli (`.br`) and a gzip (`.gz`) copy beside each text file
 * (apps/web/vite-plugins.ts); they are sent as they are, br first, to clients that accept them,
 * with `Vary: Accept-Encoding`, so nothing is compressed per request. The history fallback
 * (index.html for client-side routes) lives in the not-found handler (./errors.ts) so /api and
 * /ml keep their JSON 404; it goes through the same options.
 */
export const spaPlugin = fp(
  async (app: FastifyInstance, options: SpaPluginOptions) => {
    await app.register(fastifyStatic, {
      root: options.webRoot,
      // One route per file found at start: no file-system lookup for unknown paths.
      wildcard: false,
      // The compressed copies are variants of their file, not URLs of their own.
      globIgnore: ['**/*.br', '**/*.gz', ...(options.production === true ? ['**/*.map'] : [])],
      preCompressed: true,
      // An array: with preCompressed, @fastify/static 10.1 looks the index of '/' up only in an
      // array (a string sends '/' to the not-found handler, which would answer with app.html).
      index: ['index.html'],
      cacheControl: false,
      setHeaders(reply, filePath) {
        const immutable = /[\\/]assets[\\/]/.test(filePath);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  },
  { name: 'clinvia-spa' },
);
