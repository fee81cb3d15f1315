import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { fileRules, type AcceptedFileType, type FilePurpose } from '@clinvia/contracts/files';
import type { FileMeta } from '@clinvia/contracts/file-schemas';
import type { Db } from '../../db/client';
import { files } from '../../db/schema';

export interface NewFile {
  readonly purpose: FilePurpose;
  /** Whose record it belongs to (and whose quota it counts against); null for none. */
  readonly patientId: string | null;
  readonly uploadedBy: string | null;
  readonly name: string;
  readonly contentType: AcceptedFileType;
  /** The bytes as inspectUpload gave them back (photos already re-encoded). */
  readonly bytes: Uint8Array;
}

export interface StoredFile extends FileMeta {
  readonly purpose: FilePurpose;
  readonly patientId: string | null;
  readonly uploadedBy: string | null;
  readonly sha256: string;
}

const metaColumns = {
  id: files.id,
  name: files.name,
  contentType: files.contentType,
  size: files.size,
  createdAt: files.createdAt,
  purpose: files.purpose,
  patientId: files.patientId,
  uploadedBy: files.uploadedBy,
  sha256: files.sha256,
};

type MetaRow = Omit<StoredFile, 'createdAt'> & { createdAt: Date };

function toStored(row: MetaRow): StoredFile {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** The public face of a stored file: what a list of attachments shows. */
export function fileMeta(file: StoredFile): FileMeta {
  return { id: file.id, name: file.name, contentType: file.contentType, size: file.size, createdAt: file.createdAt };
}

export class QuotaExceededError extends Error {
  constructor() {
    super(fileRules.messages.quotaFull);
  }
}

/**
 * Stores files in the caller's transaction, so that a file exists only with the message, check-in
 * or consent it belongs to: nothing is half-stored when the process dies (FILE-1). A patient's
 * files are counted and stored under a lock on that patient, so two uploads at once cannot both
 * pass the quota (FILE-3).
 */
export async function storeFiles(tx: Db, batch: readonly NewFile[], quotaBytes: number = fileRules.patientQuotaBytes): Promise<StoredFile[]> {
  const patients = [...new Set(batch.map((file) => file.patientId).filter((id): id is string => id !== null))].sort();
  for (const patientId of patients) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('files:' || ${patientId}))`);
    const adding = batch.filter((file) => file.patientId === patientId).reduce((sum, file) => sum + file.bytes.length, 0);
    if ((await patientFileBytes(tx, patientId)) + adding > quotaBytes) throw new QuotaExceededError();
  }
  if (batch.length === 0) return [];
  const rows = await tx
    .insert(files)
    .values(
      batch.map((file) => ({
        purpose: file.purpose,
        patientId: file.patientId,
        uploadedBy: file.uploadedBy,
        name: file.name,
        contentType: file.contentType,
        size: file.bytes.length,
        sha256: createHash('sha256').update(file.bytes).digest('hex'),
        bytes: file.bytes,
      })),
    )
    .returning(metaColumns);
  return rows.map(toStored);
}

/** What a patient's files take in all (FILE-3). */
export async function patientFileBytes(db: Db, patientId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${files.size}), 0)` })
    .from(files)
    .where(eq(files.patientId, patientId));
  return Number(row?.total ?? 0);
}

/** A file's description without its bytes, or null. */
export async function findFile(db: Db, id: string, purpose?: FilePurpose): Promise<StoredFile | null> {
  const [row] = await db
    .select(metaColumns)
    .from(files)
    .where(purpose === undefined ? eq(files.id, id) : and(eq(files.id, id), eq(files.purpose, purpose)));
  return row === undefined ? null : toStored(row);
}

/** A file's bytes, read only once the caller has decided the reader may have them (FILE-4). */
export async function fileBytes(db: Db, id: string): Promise<Uint8Array | null> {
  const [row] = await db.select({ bytes: files.bytes }).from(files).where(eq(files.id, id));
  return row?.bytes ?? null;
}
