import { errorBodySchema } from '@clinvia/contracts';
import { clientConfigSchema, healthResponseSchema } from '@clinvia/contracts/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, errorCodes } from '../../lib/errors';
import { clientConfig, databaseIsUp } from './service';

export const healthRoutes: FastifyPluginAsyncZod = (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['platform'],
        summary: 'Liveness and database readiness',
        response: { 200: healthResponseSchema, 503: errorBodySchema },
      },
    },
    async () => {
      if (!(await databaseIsUp(app.db))) {
        throw new ApiError(503, errorCodes[503], 'The database is not reachable. Please try again shortly.');
      }
      return { status: 'ok', database: 'ok' } as const;
    },
  );

  app.get(
    '/config',
    {
      schema: {
        tags: ['platform'],
        summary: "The clinic's time zone and today's date there",
        response: { 200: clientConfigSchema },
      },
    },
    () => clientConfig(app.config.clinicTimeZone),
  );
  return Promise.resolve();
};
