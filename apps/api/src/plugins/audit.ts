import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';

export interface AuditEntry {
  /** Who acted; null for anonymous actions. */
  actorId: string | null;
  actorRole: string | null;
  /** What happened, e.g. 'appointment.read', 'appointment.cancel', 'patient.profile.read'. */
  action: string;
  /** What it happened to, e.g. 'patient', 'appointment'. */
  subjectType: string;
  subjectId: string | null;
  /** The patient whose records were read or changed, when there is one (the audit log's patient filter). */
  patientId?: string | null;
  /** A short note without secrets or health data, e.g. why a sign-in was refused. */
  detail?: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Records a read or change of a patient's records (DESIGN §5). */
    audit(entry: AuditEntry & { requestId?: string | null; ip?: string | null }): Promise<void>;
  }
  interface FastifyRequest {
    /** `app.audit` with this request's id and client IP filled in. */
    audit(entry: AuditEntry): Promise<void>;
  }
}

export interface AuditPluginOptions {
  db: Db;
}

/**
 * The audit trail. Callers await it: if the row cannot be written the request fails, because
 * health data must not be served without a record of who saw it.
 */
export const auditPlugin = fp(
  (app: FastifyInstance, options: AuditPluginOptions) => {
    const { db } = options;
    app.decorate('audit', async (entry: AuditEntry & { requestId?: string | null; ip?: string | null }) => {
      await db.insert(auditLog).values({
        actorId: entry.actorId,
        actorRole: entry.actorRole,
        action: entry.action,
        subjectType: entry.subjectType,
        subjectId: entry.subjectId,
        patientId: entry.patientId ?? null,
        detail: entry.detail ?? null,
        requestId: entry.requestId ?? null,
        ip: entry.ip ?? null,
      });
    });
    app.decorateRequest('audit', function (this: FastifyRequest, entry: AuditEntry) {
      return app.audit({ ...entry, requestId: this.id, ip: this.ip });
    });
    return Promise.resolve();
  },
  { name: 'clinvia-audit' },
);
