import { getClientConfig, getHealth, getLiveness, getReadiness } from '@clinvia/contracts/operations/platform';
import type { FastifyInstance } from 'fastify';
import { ApiError, errorCodes } from '../../lib/errors';
import { route } from '../../lib/operations';
import { clientConfig, databaseIsUp, migrationsApplied } from './service';
import { healthMessages } from '@clinvia/contracts/health';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  await route(app, getHealth, {
    handler: async () => {
      if (!(await databaseIsUp(app.db))) {
        throw new ApiError(503, errorCodes[503], healthMessages.databaseUnreachable);
      }
      return { status: 'ok', database: 'ok' } as const;
    },
  });

  await route(app, getLiveness, { handler: () => ({ status: 'live' }) as const });

  // Issue 39.6: a load balancer sends traffic only to a replica whose dependencies answer.
  await route(app, getReadiness, {
    handler: async () => {
      const notReady = (what: string) => new ApiError(503, errorCodes[503], `Not ready: ${what}.`);
      if (!(await databaseIsUp(app.db))) throw notReady('the database is not reachable');
      if (app.redis !== null) {
        const pong = await app.redis.ping().catch(() => null);
        if (pong !== 'PONG') throw notReady('Redis is not reachable');
      }
      if (!(await migrationsApplied(app.db))) throw notReady('migrations are not all applied');
      return { status: 'ready', database: 'ok', redis: app.redis === null ? 'not configured' : 'ok', migrations: 'applied' } as const;
    },
  });

  await route(app, getClientConfig, { handler: () => clientConfig(app.config.clinicTimeZone) });
}
