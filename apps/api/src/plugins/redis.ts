import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The one Redis client of the app (REDIS_URL), shared by every limiter: the global rate
     * limit and the sign-in limits. Null without REDIS_URL: each limiter then counts in memory.
     */
    redis: Redis | null;
  }
}

export interface RedisPluginOptions {
  url?: string | undefined;
}

/**
 * One connection per app, opened at start and closed with the app (PLAT-7: counters shared
 * by replicas). Connection trouble is logged, never thrown: the limiters fail open, because a
 * Redis outage must not lock everybody out.
 */
export const redisPlugin = fp(
  (app: FastifyInstance, options: RedisPluginOptions) => {
    if (options.url === undefined) {
      app.decorate('redis', null);
      return Promise.resolve();
    }
    const redis = new Redis(options.url, { connectTimeout: 1000, maxRetriesPerRequest: 1 });
    redis.on('error', (error: Error) => {
      app.log.warn({ err: error }, 'redis error');
    });
    app.decorate('redis', redis);
    // Closing the app closes the connection: quit (or, if that fails, drop it) and wait for the end.
    app.addHook('onClose', async () => {
      // Without a connection (Redis down) quitting only stops the reconnecting: no 'end' to wait for.
      const connected = redis.status === 'ready';
      const ended = new Promise((resolve) => redis.once('end', resolve));
      await redis.quit().catch(() => {
        redis.disconnect();
      });
      if (connected && redis.status !== 'end') await ended;
    });
    return Promise.resolve();
  },
  { name: 'clinvia-redis' },
);
