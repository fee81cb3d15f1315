import { auditActionLabel } from '@clinvia/contracts/audit-actions';
import { maxAuditExportRows, type AuditEntry, type AuditLogQuery } from '@clinvia/contracts/staff';
import { alias } from 'drizzle-orm/pg-core';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { auditLog, users } from '../../../db/schema';
import { addDays } from '../../../lib/clinic-time';

// The audit log, read-only from the product: who read or changed which patient's records and
// when (AUDIT-1, STAFF-12), filterable and exportable for a privacy officer.

const actor = alias(users, 'actor');
const patient = alias(users, 'patient');

/** `abc%_` → `%abc\%\_%`, matched case-insensitively. */
function contains(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The start of a clinic calendar day as an instant (the dates of the filter are clinic dates). */
function dayStart(date: string, clinicTimeZone: string): SQL {
  return sql`(${date}::date)::timestamp at time zone ${clinicTimeZone}`;
}

function conditions(query: AuditLogQuery, clinicTimeZone: string): SQL | undefined {
  const all: SQL[] = [];
  if (query.actor) all.push(sql`(lower(${actor.name}) like ${contains(query.actor)} or lower(${actor.email}) like ${contains(query.actor)})`);
  if (query.patient) all.push(sql`(lower(${patient.name}) like ${contains(query.patient)} or lower(${patient.email}) like ${contains(query.patient)})`);
  if (query.patientId) all.push(eq(auditLog.patientId, query.patientId));
  if (query.action) all.push(eq(auditLog.action, query.action));
  if (query.from) all.push(sql`${auditLog.at} >= ${dayStart(query.from, clinicTimeZone)}`);
  if (query.to) all.push(sql`${auditLog.at} < ${dayStart(addDays(query.to, 1), clinicTimeZone)}`);
  return all.length > 0 ? and(...all) : undefined;
}

function selectEntries(db: Db) {
  return db
    .select({ entry: auditLog, actorName: actor.name, patientName: patient.name })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorId))
    .leftJoin(patient, eq(patient.id, auditLog.patientId));
}

type Row = Awaited<ReturnType<typeof selectEntries>>[number];

function toAuditEntry({ entry, actorName, patientName }: Row): AuditEntry {
  return {
    id: entry.id,
    at: entry.at.toISOString(),
    actor_id: entry.actorId,
    actor_name: actorName,
    actor_role: entry.actorRole,
    action: entry.action,
    subject_type: entry.subjectType,
    subject_id: entry.subjectId,
    patient_id: entry.patientId,
    patient_name: patientName,
    detail: entry.detail,
    ip: entry.ip,
    request_id: entry.requestId,
  };
}

export async function auditLogPage(db: Db, query: AuditLogQuery, clinicTimeZone: string) {
  const where = conditions(query, clinicTimeZone);
  const [rows, [total]] = await Promise.all([
    selectEntries(db)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: count() })
      .from(auditLog)
      .leftJoin(actor, eq(actor.id, auditLog.actorId))
      .leftJoin(patient, eq(patient.id, auditLog.patientId))
      .where(where),
  ]);
  return { items: rows.map(toAuditEntry), total: total?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

/** The newest entries that match, at most `maxAuditExportRows`: narrow the filters for more. */
export async function auditLogEntries(db: Db, query: AuditLogQuery, clinicTimeZone: string): Promise<AuditEntry[]> {
  const rows = await selectEntries(db)
    .where(conditions(query, clinicTimeZone))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(maxAuditExportRows);
  return rows.map(toAuditEntry);
}

/** The actions recorded so far, for the filter's choices. */
export async function auditActions(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(asc(auditLog.action));
  return rows.map((row) => row.action);
}

/** An exported row: the entry plus its action in words beside the code (STAFF-17). */
type CsvRow = AuditEntry & { action_name: string };

const csvColumns: (keyof CsvRow)[] = ['at', 'actor_name', 'actor_role', 'actor_id', 'action', 'action_name', 'subject_type', 'subject_id', 'patient_name', 'patient_id', 'detail', 'ip', 'request_id'];

/**
 * RFC 4180 CSV. A cell that a spreadsheet would run as a formula (=, +, -, @, tab, CR) gets a
 * leading apostrophe (OWASP CSV injection), so opening the export runs nothing.
 */
export function toCsv(entries: AuditEntry[]): string {
  const cell = (value: string | number | null) => {
    let text = value === null ? '' : String(value);
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const rows: CsvRow[] = entries.map((entry) => ({ ...entry, action_name: auditActionLabel(entry.action) }));
  const lines = [csvColumns.join(','), ...rows.map((row) => csvColumns.map((column) => cell(row[column])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
