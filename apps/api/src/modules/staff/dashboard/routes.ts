import * as ops from '@clinvia/contracts/operations/staff';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../lib/operations';
import { staffDashboard } from './service';

export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  await route(app, ops.getStaffDashboard, {
    handler: async (request) => {
      const user = request.requireUser();
      const dashboard = await staffDashboard(app.db, app.config.clinicTimeZone, user.staffAdministrator);
      // It names the newest emergency's requester: a read of that request.
      await request.audit({ actorId: user.id, actorRole: user.role, action: 'staff.dashboard.read', subjectType: 'ambulance_request', subjectId: dashboard.new_emergency?.id ?? null });
      return { ...dashboard, email_off: app.mailer.delivery === 'off' };
    },
  });
}
