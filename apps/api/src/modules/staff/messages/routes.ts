import * as ops from '@clinvia/contracts/operations/staff';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../lib/operations';
import { listReadRows } from '../../../plugins/audit';
import { messagePage, retryMessage } from './service';

/** The e-mails appointments caused, and retrying a failed one (LIFE-10). */
export async function staffMessageRoutes(app: FastifyInstance): Promise<void> {
  await route(app, ops.listAppointmentMessages, {
    handler: async (request) => {
      const user = request.requireUser();
      const { patientIds, ...page } = await messagePage(app.db, request.query, app.config.clinicTimeZone);
      await request.audit(listReadRows({ actorId: user.id, actorRole: user.role, action: 'staff.appointment_messages.read', subjectType: 'appointment_message', subjectId: null }, patientIds));
      return { ...page, email_off: app.mailer.delivery === 'off' };
    },
  });

  await route(app, ops.retryAppointmentMessage, {
    handler: async (request) => {
      const user = request.requireUser();
      const { message, patientId } = await retryMessage(app.db, request.params.messageId, app.config.clinicTimeZone);
      await request.audit({ actorId: user.id, actorRole: user.role, action: 'staff.appointment_message.retry', subjectType: 'appointment_message', subjectId: message.id, patientId, detail: message.kind });
      return { message };
    },
  });
}
