import { staffDashboardSchema } from '@clinvia/contracts/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers, signedIn } from '../../../lib/route-docs';
import { staffDashboard } from './service';

export const dashboardRoutes: FastifyPluginAsyncZod = (app) => {
  app.get(
    '/dashboard',
    {
      schema: {
        operationId: 'getStaffDashboard',
        tags: ['staff'],
        summary: "Today's figures: appointments by status, pending approvals, new messages, open ambulance requests",
        ...signedIn('approved staff'),
        response: { 200: staffDashboardSchema, ...errorAnswers(401, 403) },
      },
    },
    (request) => staffDashboard(app.db, app.config.clinicTimeZone, request.requireUser().staffAdministrator),
  );
  return Promise.resolve();
};
