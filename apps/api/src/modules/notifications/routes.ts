import * as ops from '@clinvia/contracts/operations/notifications';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/operations';
import { listReadRows } from '../../plugins/audit';
import { markRead, notificationPage, patientsOfAppointments, unreadCount } from './service';

/** The signed-in user's own notifications (the bell). Nobody reads anyone else's. */
export async function notificationRoutes(app: FastifyInstance): Promise<void> {

  await route(app, ops.listNotifications, {
    handler: async (request) => {
      const user = request.requireUser();
      const page = await notificationPage(app.db, user, request.query.page, request.query.pageSize, app.config.clinicTimeZone);
      const patientIds = await patientsOfAppointments(app.db, page.items.map((item) => item.appointment_id));
      await request.audit(listReadRows({ actorId: user.id, actorRole: user.role, action: 'notification.list', subjectType: 'account', subjectId: user.id }, patientIds));
      return page;
    },
  });

  await route(app, ops.getUnreadNotificationCount, {
    handler: async (request) => ({ unread: await unreadCount(app.db, request.requireUser().id) }),
  });

  await route(app, ops.markNotificationsRead, {
    handler: async (request) => ({ unread: await markRead(app.db, request.requireUser().id, request.body.ids) }),
  });
}
