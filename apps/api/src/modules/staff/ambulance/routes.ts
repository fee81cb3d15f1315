import * as ops from '@clinvia/contracts/operations/staff';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../lib/operations';
import { ambulanceRequestPage, changeAmbulanceStatus } from './service';


/** The ambulance queue: emergencies and transport requests from the Services page. */
export async function ambulanceQueueRoutes(app: FastifyInstance): Promise<void> {
  await route(app, ops.listAmbulanceRequests, {
    handler: async (request) => {
      const user = request.requireUser();
      const page = await ambulanceRequestPage(app.db, request.query);
      await request.audit({ actorId: user.id, actorRole: user.role, action: 'staff.ambulance_requests.read', subjectType: 'ambulance_request', subjectId: null });
      return page;
    },
  });

  await route(app, ops.changeAmbulanceRequestStatus, {
    handler: async (request) => {
      const user = request.requireUser();
      const updated = await changeAmbulanceStatus(app.db, request.params.id, request.body, user, app.config.clinicTimeZone);
      await request.audit({ actorId: user.id, actorRole: user.role, action: `staff.ambulance_request.${updated.status}`, subjectType: 'ambulance_request', subjectId: updated.id });
      return updated;
    },
  });
}
