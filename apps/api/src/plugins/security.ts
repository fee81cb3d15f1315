import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The SPA's policy: everything from our own origin, no inline scripts, no framing (DESIGN §5).
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
  // Default helmet adds upgrade-insecure-requests, which breaks plain-http local installs.
  upgradeInsecureRequests: null,
};

/**
 * Security headers on every response. CORS stays closed: no CORS plugin is registered, so
 * browsers refuse cross-origin API calls; the SPA is served from the same origin.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'no-referrer' },
      // Matches frame-ancestors 'none' for browsers that only know X-Frame-Options.
      frameguard: { action: 'deny' },
    });
  },
  { name: 'clinvia-security' },
);
