import {
  shareErrorCodes as codes,
  shareLimits,
  shareMessages as texts,
  sharedRecordPagePath,
  shareKeyPattern,
  type RecordShare,
  type ShareOpeningKind,
  type ShareState,
} from '@clinvia/contracts/record-shares';
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recordShareOpenings, recordShares } from '../../db/schema';
import { ApiError, notFound } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { hashLinkToken, newLinkToken } from '../../lib/link-tokens';
import { spanishMessageBuilders as spanish } from '@clinvia/contracts/messages.es';

// SHARE-1 to SHARE-5: the links a patient makes to share their record. The key is 32 random
// bytes; only its SHA-256 is stored, so the database alone opens nothing. Every opening reads
// the row again (expiry by the database's clock, revocation, the passcode's tries): nothing is
// cached, so a revoked link stops at once on every replica.

type ShareRow = typeof recordShares.$inferSelect;

function stateOf(row: Pick<ShareRow, 'revokedAt' | 'expiresAt' | 'failedPasscodes'>, now: Date): ShareState {
  if (row.revokedAt !== null) return 'revoked';
  if (row.failedPasscodes >= shareLimits.passcodeTries) return 'locked';
  if (row.expiresAt <= now) return 'expired';
  return 'active';
}

function toShare(row: ShareRow, openings: readonly { openedAt: Date; kind: ShareOpeningKind }[], now: Date): RecordShare {
  return {
    id: row.id,
    label: row.label,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    revoked_at: row.revokedAt?.toISOString() ?? null,
    has_passcode: row.passcodeHash !== null,
    state: stateOf(row, now),
    openings: openings.map((opening) => ({ at: opening.openedAt.toISOString(), kind: opening.kind })),
  };
}

async function withOpenings(db: Db, rows: readonly ShareRow[], now: Date): Promise<RecordShare[]> {
  if (rows.length === 0) return [];
  const openings = await db
    .select({ shareId: recordShareOpenings.shareId, openedAt: recordShareOpenings.openedAt, kind: recordShareOpenings.kind })
    .from(recordShareOpenings)
    .where(inArray(recordShareOpenings.shareId, rows.map((row) => row.id)))
    .orderBy(desc(recordShareOpenings.openedAt));
  return rows.map((row) => toShare(row, openings.filter((opening) => opening.shareId === row.id), now));
}

/** SHARE-4: the patient's links, newest first. */
export async function listShares(db: Db, patientId: string, now: Date): Promise<RecordShare[]> {
  const rows = await db.select().from(recordShares).where(eq(recordShares.patientId, patientId)).orderBy(desc(recordShares.createdAt));
  return withOpenings(db, rows, now);
}

export interface NewShare {
  readonly label?: string | null;
  readonly expires_in_days: number;
  readonly passcode?: string | null;
}

/** SHARE-1: a new link; its key is in the answer's path, here only. */
export async function createShare(db: Db, patientId: string, input: NewShare, now: Date): Promise<{ share: RecordShare; path: string }> {
  const { token: key, hash: keyHash } = newLinkToken();
  const passcodeHash = input.passcode == null ? null : await hashPassword(input.passcode);
  // Both instants by the database's clock, so the 7-day check holds to the microsecond.
  const [row] = await db
    .insert(recordShares)
    .values({ patientId, keyHash, label: input.label ?? null, passcodeHash, expiresAt: sql`now() + make_interval(days => ${input.expires_in_days})` })
    .returning();
  if (row === undefined) throw new Error('record share insert returned no row');
  return { share: toShare(row, [], now), path: `${sharedRecordPagePath}#${key}` };
}

/** SHARE-5: stops the patient's link (one already stopped is answered as it is); another's is 404. */
export async function revokeShare(db: Db, patientId: string, shareId: string, now: Date): Promise<RecordShare> {
  await db
    .update(recordShares)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(recordShares.id, shareId), eq(recordShares.patientId, patientId), sql`${recordShares.revokedAt} is null`));
  const [row] = await db.select().from(recordShares).where(and(eq(recordShares.id, shareId), eq(recordShares.patientId, patientId)));
  if (row === undefined) throw notFound(texts.shareNotFound);
  const [share] = await withOpenings(db, [row], now);
  if (share === undefined) throw notFound(texts.shareNotFound);
  return share;
}

const refused = (code: string, message: string) => new ApiError(404, code, message);

/** A link that may be opened: whose record, and how it is labelled. */
export interface OpenShare {
  readonly id: string;
  readonly patientId: string;
  readonly label: string | null;
  readonly expiresAt: Date;
}

/**
 * SHARE-2: the live link this key opens, after its passcode; each wrong passcode uses one of
 * `shareLimits.passcodeTries` tries. A try is taken before the passcode is checked and given back
 * when it was right, in one statement each: concurrent guesses cannot check more passcodes than
 * there are tries. Refusals are ApiErrors with the codes of `shareErrorCodes`.
 */
export async function openShare(db: Db, key: string, passcode: string | undefined): Promise<OpenShare> {
  if (!shareKeyPattern.test(key)) throw refused(codes.unknown, texts.linkUnknown);
  const [row] = await db
    .select({
      id: recordShares.id,
      patientId: recordShares.patientId,
      label: recordShares.label,
      passcodeHash: recordShares.passcodeHash,
      failedPasscodes: recordShares.failedPasscodes,
      expiresAt: recordShares.expiresAt,
      revokedAt: recordShares.revokedAt,
      expired: sql<boolean>`${recordShares.expiresAt} <= now()`,
    })
    .from(recordShares)
    .where(eq(recordShares.keyHash, hashLinkToken(key)));
  if (row === undefined) throw refused(codes.unknown, texts.linkUnknown);
  if (row.revokedAt !== null) throw refused(codes.revoked, texts.linkRevoked);
  if (row.expired) throw refused(codes.expired, texts.linkExpired);
  if (row.failedPasscodes >= shareLimits.passcodeTries) throw refused(codes.locked, texts.linkLocked);
  const share = { id: row.id, patientId: row.patientId, label: row.label, expiresAt: row.expiresAt };
  if (row.passcodeHash === null) return share;
  if (passcode === undefined || passcode === '') throw new ApiError(403, codes.passcodeRequired, texts.passcodeRequired, { passcode: texts.passcodeRequired });
  const [taken] = await db
    .update(recordShares)
    .set({ failedPasscodes: sql`${recordShares.failedPasscodes} + 1` })
    .where(and(eq(recordShares.id, row.id), lt(recordShares.failedPasscodes, shareLimits.passcodeTries)))
    .returning({ failedPasscodes: recordShares.failedPasscodes });
  if (taken === undefined) throw refused(codes.locked, texts.linkLocked);
  if (await verifyPassword(row.passcodeHash, passcode)) {
    await db.update(recordShares).set({ failedPasscodes: sql`${recordShares.failedPasscodes} - 1` }).where(eq(recordShares.id, row.id));
    return share;
  }
  const triesLeft = shareLimits.passcodeTries - taken.failedPasscodes;
  if (triesLeft === 0) throw refused(codes.locked, texts.linkLocked);
  const message = texts.passcodeWrong(triesLeft);
  const inSpanish = spanish.shareMessages.passcodeWrong(triesLeft);
  throw new ApiError(403, codes.passcodeWrong, message, { passcode: message }).inSpanish(inSpanish, { passcode: inSpanish });
}

/** SHARE-4: an opening the patient will see. */
export async function recordOpening(db: Db, shareId: string, kind: ShareOpeningKind): Promise<void> {
  await db.insert(recordShareOpenings).values({ shareId, kind });
}

/** The code of a refusal this module answers, for the audit row; null for any other error. */
export function refusalCode(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  return (Object.values(codes) as string[]).includes(error.code) ? error.code : null;
}

