import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The SPA's policy: everything from our own origin, no inline scripts, no framing (SEC-10).
 * The SPA is built to need no inline styles either; the API docs get their own, looser policy
 * on their routes only (./docs.ts).
 */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  scriptSrcAttr: ["'none'"],
  // Helmet's default upgrade-insecure-requests breaks plain-http local installs.
  upgradeInsecureRequests: null,
};

export const helmetOptions: FastifyHelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'no-referrer' },
  // Matches frame-ancestors 'none' for browsers that only know X-Frame-Options.
  frameguard: { action: 'deny' },
};

const apiPath = /^\/(api|ml)(\/|\?|$)/;

/** Headers of any response, not of helmet: left out of the captured set. */
const transportHeaders = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The headers @fastify/helmet sets with `options`, captured once from a throwaway instance.
 * @fastify/helmet rebuilds helmet's middleware from the options on every request, which cost
 * about half of a small route's throughput here; these headers never vary per request, so
 * setting the captured values is equivalent and nearly free.
 */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  try {
    await probe.register(helmet, options);
    probe.get('/', () => '');
    const response = await probe.inject({ method: 'GET', url: '/' });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(response.headers)) {
      if (transportHeaders.has(name) || value === undefined) continue;
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    return headers;
  } finally {
    await probe.close();
  }
}

/**
 * Security headers on every response. CORS stays closed: no CORS plugin is registered, so
 * browsers refuse cross-origin API calls; the SPA is served from the same origin.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance) => {
    const { 'strict-transport-security': hsts, ...headers } = await helmetHeaders(helmetOptions);
    if (!headers['content-security-policy']) throw new Error('helmet did not produce a Content-Security-Policy');
    if (!hsts) throw new Error('helmet did not produce a Strict-Transport-Security header');
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headers);
      // SEC-23: HSTS means something only over TLS, on this socket or (with
      // TRUST_PROXY) at the proxy that says x-forwarded-proto: https; Fastify's `protocol` reads both.
      if (request.protocol === 'https') void reply.header('strict-transport-security', hsts);
      done();
    });
    // API answers carry personal data unless a route says otherwise: nothing is stored by the
    // browser or a shared cache unless the route set its own Cache-Control (public listings).
    app.addHook('onSend', (request, reply, _payload, done) => {
      if (apiPath.test(request.url) && !reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
      done();
    });
  },
  { name: 'clinvia-security' },
);
