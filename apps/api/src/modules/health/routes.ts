import { getClientConfig, getHealth } from '@clinvia/contracts/operations/platform';
import type { FastifyInstance } from 'fastify';
import { ApiError, errorCodes } from '../../lib/errors';
import { route } from '../../lib/operations';
import { clientConfig, databaseIsUp } from './service';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  await route(app, getHealth, {
    handler: async () => {
      if (!(await databaseIsUp(app.db))) {
        throw new ApiError(503, errorCodes[503], 'The database is not reachable. Please try again shortly.');
      }
      return { status: 'ok', database: 'ok' } as const;
    },
  });

  await route(app, getClientConfig, { handler: () => clientConfig(app.config.clinicTimeZone) });
}
