import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface SpaPluginOptions {
  /** Directory of the built SPA (apps/web/dist). */
  webRoot: string;
}

/**
 * Serves the built SPA. Vite fingerprints everything under /assets, so those files are cached
 * for a year; index.html and the other files are revalidated so a deploy shows at once. The
 * history fallback (index.html for client-side routes) lives in the not-found handler
 * (./errors.ts) so /api and /ml keep their JSON 404.
 */
export const spaPlugin = fp(
  async (app: FastifyInstance, options: SpaPluginOptions) => {
    await app.register(fastifyStatic, {
      root: options.webRoot,
      // One route per file found at start: no file-system lookup for unknown paths.
      wildcard: false,
      index: 'index.html',
      cacheControl: false,
      setHeaders(reply, filePath) {
        const immutable = /[\\/]assets[\\/]/.test(filePath);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  },
  { name: 'clinvia-spa' },
);
