import { ambulanceQuerySchema, ambulanceRequestPageSchema, ambulanceRequestSchema, ambulanceStatusChangeSchema, idParamsSchema } from '@clinvia/contracts/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers, signedIn } from '../../../lib/route-docs';
import { ambulanceRequestPage, changeAmbulanceStatus } from './service';

const anyStaff = signedIn('approved staff');

/** The ambulance queue: emergencies and transport requests from the Services page. */
export const ambulanceQueueRoutes: FastifyPluginAsyncZod = (app) => {
  app.get(
    '/ambulance-requests',
    {
      schema: {
        operationId: 'listAmbulanceRequests',
        tags: ['staff'],
        summary: 'Ambulance requests: new emergencies first, then newest first (filter by status, or open ones)',
        ...anyStaff,
        querystring: ambulanceQuerySchema,
        response: { 200: ambulanceRequestPageSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const user = request.requireUser();
      const page = await ambulanceRequestPage(app.db, request.query);
      await request.audit({ actorId: user.id, actorRole: user.role, action: 'staff.ambulance_requests.read', subjectType: 'ambulance_request', subjectId: null });
      return page;
    },
  );

  app.post(
    '/ambulance-requests/:id/status',
    {
      schema: {
        operationId: 'changeAmbulanceRequestStatus',
        tags: ['staff'],
        summary: 'Move a request along (new → dispatched or scheduled → closed) with a note',
        ...anyStaff,
        params: idParamsSchema,
        body: ambulanceStatusChangeSchema,
        response: { 200: ambulanceRequestSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = request.requireUser();
      const updated = await changeAmbulanceStatus(app.db, request.params.id, request.body, user, app.config.clinicTimeZone);
      await request.audit({ actorId: user.id, actorRole: user.role, action: `staff.ambulance_request.${updated.status}`, subjectType: 'ambulance_request', subjectId: updated.id });
      return updated;
    },
  );
  return Promise.resolve();
};
