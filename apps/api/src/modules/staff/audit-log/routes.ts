import { auditActionsSchema, auditLogPageSchema, auditLogQuerySchema } from '@clinvia/contracts/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers, signedIn } from '../../../lib/route-docs';
import { requireAdministrator } from '../guards';
import { auditActions, auditLogEntries, auditLogPage, maxExportRows, toCsv } from './service';

const administrators = signedIn('a staff administrator', 'Reading the audit log is itself audited.');

/** The audit log, read-only: there is no route that changes or deletes an entry. */
export const auditLogRoutes: FastifyPluginAsyncZod = (app) => {
  const zone = () => app.config.clinicTimeZone;

  app.get(
    '/audit-log',
    {
      onRequest: requireAdministrator,
      schema: {
        operationId: 'listAuditLog',
        tags: ['staff'],
        summary: "Who read or changed which patient's records and when, newest first",
        ...administrators,
        querystring: auditLogQuerySchema,
        response: { 200: auditLogPageSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const user = request.requireUser();
      const page = await auditLogPage(app.db, request.query, zone());
      await request.audit({ actorId: user.id, actorRole: user.role, action: 'staff.audit_log.read', subjectType: 'audit_log', subjectId: null });
      return page;
    },
  );

  app.get(
    '/audit-log/export',
    {
      onRequest: requireAdministrator,
      schema: {
        operationId: 'exportAuditLog',
        tags: ['staff'],
        summary: `The filtered audit log as CSV (at most ${String(maxExportRows)} rows, newest first)`,
        ...signedIn('a staff administrator', 'Reading the audit log is itself audited. The same filters as listAuditLog; page and pageSize are ignored.'),
        querystring: auditLogQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('RFC 4180 CSV with a header row'), ...errorAnswers(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const user = request.requireUser();
      const entries = await auditLogEntries(app.db, request.query, zone());
      await request.audit({ actorId: user.id, actorRole: user.role, action: 'staff.audit_log.export', subjectType: 'audit_log', subjectId: null, detail: `${String(entries.length)} rows` });
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="clinvia-audit-log-${day}.csv"`)
        .send(toCsv(entries));
    },
  );

  app.get(
    '/audit-log/actions',
    {
      onRequest: requireAdministrator,
      schema: {
        operationId: 'listAuditActions',
        tags: ['staff'],
        summary: 'The actions recorded in the audit log (the filter’s choices)',
        ...administrators,
        response: { 200: auditActionsSchema, ...errorAnswers(401, 403) },
      },
    },
    () => auditActions(app.db),
  );
  return Promise.resolve();
};
