import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A public read (the doctor directory): answered with a strong ETag, 304 on a matching
     * If-None-Match, and `publicCacheControl` instead of the API's default no-store.
     */
    publicCache?: boolean;
  }
}

/**
 * Browsers revalidate every time and never use a stale copy (max-age=0, must-revalidate;
 * answered by a 304 when nothing changed), so a staff change or a just-taken slot shows at once
 * (issues 10 and 14); a shared cache may serve the same answer for 10 s. Not
 * stale-while-revalidate here: Chromium honours it in its own cache and showed a slot taken
 * a moment ago as free. A CDN that reads RFC 9213's CDN-Cache-Control may also serve a stale
 * answer while it revalidates (docs/decisions/2026-11-23-public-reads-cacheable.md).
 */
export const publicCacheControl = 'public, max-age=0, must-revalidate, s-maxage=10';
export const cdnCacheControl = 'max-age=10, stale-while-revalidate=30';

/**
 * JSON smaller than this is sent as is. Measured (docs/performance.md, issue 15): compressing
 * the 3 KB Find Doctor page cost about a third of its throughput, SPEC's 35 KB array of 100
 * doctors none (it shrinks 10 times); pages of the default size stay under 8 KB.
 */
export const compressThreshold = 8 * 1024;

const apiPath = /^\/(api|ml)(\/|$)/;
const encodingSuffix = /-(br|gzip)"$/;

/** The tag of an If-None-Match header (as sent) that names `tag`, ignoring W/ and a coding suffix. */
function heldTag(header: string | undefined, tag: string): string | undefined {
  return header
    ?.split(',')
    .map((sent) => sent.trim())
    .find((sent) => sent === '*' || sent.replace(/^W\//, '').replace(encodingSuffix, '"') === tag);
}

function addHook(route: RouteOptions, hook: onSendHookHandler): void {
  const existing = route.onSend;
  route.onSend = existing === undefined ? [hook] : Array.isArray(existing) ? [...existing, hook] : [existing, hook];
}

/** Before compression: tag the JSON, or answer 304 when the client holds it already. */
const tagPublicAnswer: onSendHookHandler = (request: FastifyRequest, reply: FastifyReply, payload, done) => {
  if (reply.statusCode !== 200 || typeof payload !== 'string') {
    done(null, payload);
    return;
  }
  const tag = `"${createHash('sha256').update(payload).digest('base64url').slice(0, 27)}"`;
  void reply.header('cache-control', publicCacheControl).header('cdn-cache-control', cdnCacheControl).header('vary', 'accept-encoding');
  const held = heldTag(request.headers['if-none-match'], tag);
  if (held !== undefined) {
    // The tag the client sent back (with its coding suffix, if any) names what it holds.
    void reply.code(304).header('etag', held === '*' ? tag : held);
    done(null, '');
    return;
  }
  void reply.header('etag', tag);
  done(null, payload);
};

/**
 * After compression: a compressed body is another representation, so its strong tag differs
 * (`"…-gzip"`); heldTag() ignores the suffix, so either form revalidates.
 */
const tagEncoding: onSendHookHandler = (_request, reply, payload, done) => {
  const etag = reply.getHeader('etag');
  const encoding = reply.getHeader('content-encoding');
  if (reply.statusCode === 200 && typeof etag === 'string' && (encoding === 'br' || encoding === 'gzip')) void reply.header('etag', etag.replace(/"$/, `-${encoding}"`));
  done(null, payload);
};

export interface HttpCachePluginOptions {
  /** Compress API JSON over `compressThreshold` for clients that accept br or gzip. */
  compress: boolean;
}

/**
 * HTTP caching and compression of API answers. Register before the API's routes (hooks are
 * attached as routes are added). Only /api and /ml are compressed: the SPA's files are served
 * precompressed by @fastify/static and never pass through here again.
 */
export const httpCachePlugin = fp(
  async (app: FastifyInstance, options: HttpCachePluginOptions) => {
    app.addHook('onRoute', (route) => {
      if (!apiPath.test(route.url)) route.compress = false;
      if (route.config?.publicCache) addHook(route, tagPublicAnswer);
    });
    if (options.compress) {
      await app.register(compress, {
        threshold: compressThreshold,
        encodings: ['br', 'gzip'],
        globalDecompression: false,
        // The fastest levels: on this JSON they compress nearly as well (a 35 KB page of 100
        // doctors: 3.4 KB at brotli 1, 3.3 KB at the plugin's brotli 4) at a third of the CPU.
        brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } },
        zlibOptions: { level: 1 },
        // Compressed in the request's own turn: the stream pipeline (the plugin's default above
        // a few KB on 2 cores) cost more than the compression itself.
        syncThreshold: 1024 * 1024,
      });
    }
    app.addHook('onRoute', (route) => {
      if (route.config?.publicCache) addHook(route, tagEncoding);
    });
  },
  { name: 'clinvia-http-cache' },
);
