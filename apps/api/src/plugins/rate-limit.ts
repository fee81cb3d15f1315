import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError, errorCodes } from '../lib/errors';

export interface RateLimitPluginOptions {
  /** Requests per minute per client IP; 0 disables the global limit. */
  max: number;
}

/**
 * A global per-IP limit. Routes can tighten it with `config: { rateLimit: { ... } }` (the
 * public forms do); a 429 leaves in the standard error format, with Retry-After in seconds.
 * Counters live in the app's one Redis client (plugins/redis.ts, shared by replicas) or, without
 * REDIS_URL, in memory.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: RateLimitPluginOptions) => {
    await app.register(rateLimit, {
      global: options.max > 0,
      max: options.max,
      timeWindow: 60_000,
      redis: app.redis ?? undefined,
      nameSpace: 'clinvia-rl:',
      // Availability wins over limiting when Redis is down.
      skipOnError: true,
      errorResponseBuilder: (_request, context) =>
        new ApiError(
          context.statusCode,
          context.statusCode === 429 ? errorCodes[429] : errorCodes[403],
          `Too many requests. Please try again in ${context.after}.`,
        ),
    });
  },
  { name: 'clinvia-rate-limit', dependencies: ['clinvia-redis'] },
);
