import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { ApiError, errorCodes } from '../lib/errors';

export interface RateLimitPluginOptions {
  /** Requests per minute per client IP; 0 disables the global limit. */
  max: number;
  /** Shared counters for several replicas (DESIGN §1); in-process memory otherwise. */
  redisUrl?: string;
}

/**
 * A global per-IP limit. Routes can tighten it with `config: { rateLimit: { ... } }` (sign-in
 * does); a 429 leaves in the standard error format, with Retry-After in seconds.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: RateLimitPluginOptions) => {
    let redis: Redis | undefined;
    if (options.redisUrl) {
      redis = new Redis(options.redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1, lazyConnect: false });
      // Connection trouble is logged, not thrown: skipOnError keeps serving without a limit.
      redis.on('error', (error: Error) => {
        app.log.warn({ err: error }, 'rate-limit redis error');
      });
      app.addHook('onClose', async () => {
        await redis?.quit().catch(() => undefined);
      });
    }
    await app.register(rateLimit, {
      global: options.max > 0,
      max: options.max,
      timeWindow: 60_000,
      redis,
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
  { name: 'clinvia-rate-limit' },
);
