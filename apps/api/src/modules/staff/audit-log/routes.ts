import * as ops from '@clinvia/contracts/operations/staff';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../lib/operations';
import { auditActions, auditLogEntries, auditLogPage, toCsv } from './service';


/** The audit log, read-only: there is no route that changes or deletes an entry. */
export async function auditLogRoutes(app: FastifyInstance): Promise<void> {
  const zone = () => app.config.clinicTimeZone;

  await route(app, ops.listAuditLog, {
    handler: async (request) => {
      const user = request.requireUser();
      const page = await auditLogPage(app.db, request.query, zone());
      await request.audit({ actorId: user.id, actorRole: user.role, action: 'staff.audit_log.read', subjectType: 'audit_log', subjectId: null });
      return page;
    },
  });

  await route(app, ops.exportAuditLog, {
    handler: async (request, reply) => {
      const user = request.requireUser();
      const entries = await auditLogEntries(app.db, request.query, zone());
      await request.audit({ actorId: user.id, actorRole: user.role, action: 'staff.audit_log.export', subjectType: 'audit_log', subjectId: null, detail: `${String(entries.length)} rows` });
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="clinvia-audit-log-${day}.csv"`)
        .send(toCsv(entries));
    },
  });

  await route(app, ops.listAuditActions, {
    handler: () => auditActions(app.db),
  });
}
