import { clientConfigSchema, healthResponseSchema } from '@clinvia/contracts/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, errorCodes } from '../../lib/errors';
import { errorAnswers, openRoute } from '../../lib/route-docs';
import { clientConfig, databaseIsUp } from './service';

export const healthRoutes: FastifyPluginAsyncZod = (app) => {
  app.get(
    '/health',
    {
      schema: {
        operationId: 'getHealth',
        tags: ['platform'],
        summary: 'Liveness and database readiness',
        ...openRoute,
        response: { 200: healthResponseSchema, ...errorAnswers(503) },
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
        operationId: 'getClientConfig',
        tags: ['platform'],
        summary: "The clinic's time zone and today's date there",
        ...openRoute,
        response: { 200: clientConfigSchema, ...errorAnswers() },
      },
    },
    () => clientConfig(app.config.clinicTimeZone),
  );
  return Promise.resolve();
};
