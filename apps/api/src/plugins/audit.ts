import { and, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { auditLog } from '../db/schema';
import { groupCommit } from '../lib/group-commit';

/** AUDIT-6: a read the page repeats on its own is not written again within this time of the same row. */
export const repeatedReadMinutes = 15;

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

/**
 * The rows of a list read: one per patient it showed (the audit log's patient filter finds each),
 * or one without a patient when it showed none, so that every read leaves a row.
 */
export function listReadRows(entry: AuditEntry, patientIds: Iterable<string>): AuditEntry[] {
  const ids = [...new Set(patientIds)];
  return ids.length === 0 ? [{ ...entry, patientId: null }] : ids.map((patientId) => ({ ...entry, patientId }));
}

/**
 * An onError hook that writes a row for every 403 a signed-in caller gets: a refused look at
 * someone's records is how probing shows up. `subjectOf` names what was tried from the request.
 */
export function auditRefusals(action: string, subjectOf: (request: FastifyRequest) => Pick<AuditEntry, 'subjectType' | 'subjectId' | 'patientId'>) {
  return async (request: FastifyRequest, _reply: FastifyReply, error: FastifyError): Promise<void> => {
    if (error.statusCode !== 403 || request.user === null) return;
    await request.audit({ actorId: request.user.id, actorRole: request.user.role, action, ...subjectOf(request), detail: request.routeOptions.url ?? null });
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Records a read or change of a patient's records (AUDIT-1). */
    audit(entry: AuditEntry & { requestId?: string | null; ip?: string | null }): Promise<void>;
  }
  interface FastifyRequest {
    /**
     * PROXY-6: set by the authenticate plugin while a proxy acts for a patient (`request.user` is
     * then the patient): every row this request writes names the proxy as the actor and the
     * patient in `on_behalf_of`. Null otherwise.
     */
    proxy: { id: string; role: string } | null;
    /**
     * `app.audit` with this request's id and client IP filled in. A list (e.g. one row per
     * patient a page showed) is written in one statement; an empty list writes nothing.
     */
    audit(entry: AuditEntry | AuditEntry[]): Promise<void>;
  }
}

/** One row of the audit log as the plugin writes it (`at` and `id` are the database's). */
type AuditRow = Required<Pick<typeof auditLog.$inferInsert, 'action' | 'subjectType'>> &
  Record<'actorId' | 'actorRole' | 'subjectId' | 'patientId' | 'detail' | 'requestId' | 'ip' | 'onBehalfOf', string | null>;

/**
 * Rows of one insert at most. The insert below takes one parameter a column whatever the row
 * count, so PostgreSQL's 65,535-parameter limit does not bound it; this only keeps one statement
 * (and the commit every grouped request waits for) to a few megabytes.
 */
const maxRowsPerInsert = 20_000;

/**
 * The audit rows of a group commit as one insert of column arrays, unnested (issue 39.2). Against
 * a multi-row VALUES (nine parameters a row: 2,000 rows were 18,000 parameters for drizzle to
 * build and PostgreSQL to parse and plan), nine parameters carry any number of rows and the
 * statement's text is the same every time. A list read writes one row per patient it showed, so
 * a doctor's page of 100 appointments is ~50 rows: this is where its audit cost went.
 */
export function auditInsert(rows: readonly AuditRow[]): SQL {
  const column = <K extends keyof AuditRow>(key: K) => sql.param(rows.map((row) => row[key]));
  return sql`insert into ${auditLog} (actor_id, actor_role, action, subject_type, subject_id, patient_id, detail, request_id, ip, on_behalf_of)
    select * from unnest(${column('actorId')}::uuid[], ${column('actorRole')}::text[], ${column('action')}::text[], ${column('subjectType')}::text[],
      ${column('subjectId')}::text[], ${column('patientId')}::uuid[], ${column('detail')}::text[], ${column('requestId')}::text[], ${column('ip')}::text[],
      ${column('onBehalfOf')}::uuid[])`;
}

export interface AuditPluginOptions {
  database: Database;
}

const dialect = new PgDialect();

/**
 * Writes the rows of one group commit. On PostgreSQL the insert runs as a named prepared
 * statement (its text is the same for any rows): parsed and planned once per connection, not
 * once per group (issue 32's bench, where PostgreSQL's time per audited read was twice the raw
 * read's). PGlite runs it through Drizzle.
 */
function auditWriter(database: Database): (rows: AuditRow[]) => Promise<unknown> {
  if (database.kind !== 'postgres') return (rows) => database.db.execute(auditInsert(rows));
  const { pool } = database;
  return (rows) => {
    const query = dialect.sqlToQuery(auditInsert(rows));
    return pool.query({ name: 'audit_insert', text: query.sql, values: query.params });
  };
}

/**
 * The audit trail. Callers await it: if the row cannot be written the request fails, because
 * health data must not be served without a record of who saw it. The rows of concurrent
 * requests are written together (group commit, lib/group-commit.ts): one insert and one commit
 * for the rows that arrived while the previous insert ran, each request answered only after
 * the insert holding its row has committed (issue 39.2).
 */
export const auditPlugin = fp(
  (app: FastifyInstance, options: AuditPluginOptions) => {
    const { database } = options;
    const { db } = database;
    const rowOf = (entry: AuditEntry & { requestId?: string | null; ip?: string | null; onBehalfOf?: string | null }): AuditRow => ({
      actorId: entry.actorId,
      actorRole: entry.actorRole,
      action: entry.action,
      subjectType: entry.subjectType,
      subjectId: entry.subjectId,
      patientId: entry.patientId ?? null,
      detail: entry.detail ?? null,
      requestId: entry.requestId ?? null,
      ip: entry.ip ?? null,
      onBehalfOf: entry.onBehalfOf ?? null,
    });
    const rows = groupCommit(auditWriter(database), maxRowsPerInsert);
    app.decorate('audit', async (entry: AuditEntry & { requestId?: string | null; ip?: string | null }) => {
      await rows.write([rowOf(entry)]);
    });
    const keyOf = (entry: Pick<AuditEntry, 'action' | 'subjectType' | 'subjectId' | 'patientId'>) =>
      JSON.stringify([entry.action, entry.subjectType, entry.subjectId, entry.patientId ?? null]);
    /**
     * AUDIT-6: of a signed-in person's read that the page made on its own (a poll, marked by the
     * web's `X-Background-Request`), the rows not already written for them in the last minutes.
     * The header only ever drops a repeat: a first view, a change or an anonymous read is written.
     */
    const notRepeated = async <E extends AuditEntry>(request: FastifyRequest, entries: E[], actorId: string | undefined): Promise<E[]> => {
      if (request.method !== 'GET' || request.headers['x-background-request'] !== '1' || actorId === undefined) return entries;
      const mine = entries.filter((one) => one.actorId === actorId);
      if (mine.length === 0) return entries;
      const seen = await db
        .select({ action: auditLog.action, subjectType: auditLog.subjectType, subjectId: auditLog.subjectId, patientId: auditLog.patientId })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.actorId, actorId),
            inArray(auditLog.action, [...new Set(mine.map((one) => one.action))]),
            gt(auditLog.at, sql`now() - make_interval(mins => ${repeatedReadMinutes})`),
          ),
        );
      const written = new Set(seen.map(keyOf));
      return entries.filter((one) => one.actorId !== actorId || !written.has(keyOf(one)));
    };
    app.decorateRequest('proxy', null);
    app.decorateRequest('audit', async function (this: FastifyRequest, entry: AuditEntry | AuditEntry[]) {
      const given = Array.isArray(entry) ? entry : [entry];
      // PROXY-6: while acting, the route names the patient it acts as; the row names the proxy
      // who did it, on the patient's behalf ('A on behalf of B' reads from the row).
      const { proxy, user } = this;
      const acting = given.map((one) => (proxy === null || user === null ? one : { ...one, actorId: proxy.id, actorRole: proxy.role, onBehalfOf: user.id }));
      const entries = await notRepeated(this, acting, proxy?.id ?? this.user?.id);
      if (entries.length === 0) return;
      await rows.write(entries.map((one) => rowOf({ ...one, requestId: this.id, ip: this.ip })));
    });
    // Rows still being written when the app closes are written before the database is.
    app.addHook('onClose', () => rows.settled());
    return Promise.resolve();
  },
  { name: 'clinvia-audit' },
);
