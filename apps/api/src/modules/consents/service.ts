import {
  consentMessages as texts,
  type ConsentDetail,
  type ConsentInput,
  type ConsentSignature,
  type ConsentSummary,
  type ConsentVersion,
  type MyConsent,
} from '@clinvia/contracts/consents';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { consents, consentSignatures, consentVersions, files, users } from '../../db/schema';
import { conflict, notFound, validationError } from '../../lib/errors';

// CONSENT-1, CONSENT-2, CONSENT-5: the clinic's consent texts, kept as versions that are never
// changed (the database refuses it too), and what a patient has signed. Signing is in sign.ts.

const authors = alias(users, 'consent_authors');

const versionColumns = {
  id: consentVersions.id,
  consentId: consentVersions.consentId,
  version: consentVersions.version,
  title: consentVersions.title,
  body: consentVersions.body,
  createdAt: consentVersions.createdAt,
  createdById: consentVersions.createdBy,
  createdByName: authors.name,
};

interface VersionRow { id: string; consentId: string; version: number; title: string; body: string; createdAt: Date; createdById: string | null; createdByName: string | null }

function toVersion(row: VersionRow): ConsentVersion {
  return {
    id: row.id,
    version: row.version,
    title: row.title,
    body: row.body,
    created_at: row.createdAt.toISOString(),
    created_by: row.createdById === null ? null : { id: row.createdById, name: row.createdByName ?? 'Former clinic member' },
  };
}

/** Each consent's newest version. */
const currentVersionIds = sql`(select distinct on (cv.consent_id) cv.id from consent_versions cv order by cv.consent_id, cv.version desc)`;

/** CONSENT-1: every consent, active first, with its current version and counts. */
export async function listConsents(db: Db, only?: string): Promise<ConsentSummary[]> {
  const rows = await db
    .select({
      ...versionColumns,
      status: consents.status,
      retiredAt: consents.retiredAt,
      versionCount: sql<number>`(select count(*)::int from consent_versions v where v.consent_id = ${consents.id})`,
      signatureCount: sql<number>`(select count(*)::int from consent_signatures s join consent_versions v on v.id = s.consent_version_id where v.consent_id = ${consents.id})`,
    })
    .from(consentVersions)
    .innerJoin(consents, eq(consents.id, consentVersions.consentId))
    .leftJoin(authors, eq(authors.id, consentVersions.createdBy))
    .where(and(sql`${consentVersions.id} in ${currentVersionIds}`, only === undefined ? undefined : eq(consents.id, only)))
    .orderBy(consents.status, consentVersions.title);
  return rows.map((row) => ({
    id: row.consentId,
    status: row.status,
    current: toVersion(row),
    version_count: row.versionCount,
    signature_count: row.signatureCount,
    retired_at: row.retiredAt?.toISOString() ?? null,
  }));
}

/** One consent with every version, newest first, or 404. */
export async function consentDetail(db: Db, consentId: string): Promise<ConsentDetail> {
  const [consent] = await listConsents(db, consentId);
  if (consent === undefined) throw notFound(texts.notFound);
  const versions = await db
    .select(versionColumns)
    .from(consentVersions)
    .leftJoin(authors, eq(authors.id, consentVersions.createdBy))
    .where(eq(consentVersions.consentId, consentId))
    .orderBy(desc(consentVersions.version));
  return { consent, versions: versions.map(toVersion) };
}

/** CONSENT-1: a new consent and its version 1. */
export async function createConsent(db: Db, staffId: string, input: ConsentInput): Promise<string> {
  return db.transaction(async (tx) => {
    const [consent] = await tx.insert(consents).values({}).returning({ id: consents.id });
    if (consent === undefined) throw new Error('consent not inserted');
    await tx.insert(consentVersions).values({ consentId: consent.id, version: 1, title: input.title, body: input.body, createdBy: staffId });
    return consent.id;
  });
}

/**
 * CONSENT-2: an edit is a new version, written under the consent's row lock so two editors get
 * versions n+1 and n+2, never two of n+1; an unchanged text is not a version.
 */
export async function reviseConsent(db: Db, staffId: string, consentId: string, input: ConsentInput): Promise<void> {
  await db.transaction(async (tx) => {
    const [consent] = await tx.select({ status: consents.status }).from(consents).where(eq(consents.id, consentId)).for('update');
    if (consent === undefined) throw notFound(texts.notFound);
    if (consent.status === 'retired') throw conflict(texts.retiredNoEdit);
    const [current] = await tx
      .select({ version: consentVersions.version, title: consentVersions.title, body: consentVersions.body })
      .from(consentVersions)
      .where(eq(consentVersions.consentId, consentId))
      .orderBy(desc(consentVersions.version))
      .limit(1);
    if (current === undefined) throw new Error('consent without a version');
    if (current.title === input.title && current.body === input.body) throw validationError(texts.unchanged, { body: texts.unchanged });
    await tx.insert(consentVersions).values({ consentId, version: current.version + 1, title: input.title, body: input.body, createdBy: staffId });
  });
}

/** CONSENT-1: a retired consent is no longer offered; its versions and signatures stay. */
export async function retireConsent(db: Db, staffId: string, consentId: string, now: Date): Promise<void> {
  const [updated] = await db
    .update(consents)
    .set({ status: 'retired', retiredAt: now, retiredBy: staffId })
    .where(and(eq(consents.id, consentId), eq(consents.status, 'active')))
    .returning({ id: consents.id });
  if (updated !== undefined) return;
  const [exists] = await db.select({ id: consents.id }).from(consents).where(eq(consents.id, consentId));
  throw exists === undefined ? notFound(texts.notFound) : conflict(texts.alreadyRetired);
}

const signatureColumns = {
  id: consentSignatures.id,
  patientId: consentSignatures.patientId,
  consentId: consentVersions.consentId,
  title: consentVersions.title,
  version: consentVersions.version,
  versionId: consentVersions.id,
  method: consentSignatures.method,
  signedName: consentSignatures.signedName,
  signedAt: consentSignatures.signedAt,
  contentSha256: consentSignatures.contentSha256,
  appointmentId: consentSignatures.appointmentId,
  fileId: consentSignatures.fileId,
  pdfSize: files.size,
  pdfSha256: files.sha256,
};

export interface SignatureRow { id: string; patientId: string; consentId: string; title: string; version: number; versionId: string; method: 'drawn' | 'typed'; signedName: string; signedAt: Date; contentSha256: string; appointmentId: string | null; fileId: string; pdfSize: number; pdfSha256: string }

export function toSignature(row: SignatureRow): ConsentSignature {
  return {
    id: row.id,
    consent_id: row.consentId,
    title: row.title,
    version: row.version,
    version_id: row.versionId,
    method: row.method,
    signed_name: row.signedName,
    signed_at: row.signedAt.toISOString(),
    content_sha256: row.contentSha256,
    appointment_id: row.appointmentId,
    pdf: { size: row.pdfSize, sha256: row.pdfSha256 },
  };
}

function signaturesQuery(db: Db) {
  return db
    .select(signatureColumns)
    .from(consentSignatures)
    .innerJoin(consentVersions, eq(consentVersions.id, consentSignatures.consentVersionId))
    .innerJoin(files, eq(files.id, consentSignatures.fileId));
}

/** CONSENT-5, CONSENT-7: a patient's signatures, newest first. */
export async function patientSignatures(db: Db, patientId: string): Promise<ConsentSignature[]> {
  const rows = await signaturesQuery(db).where(eq(consentSignatures.patientId, patientId)).orderBy(desc(consentSignatures.signedAt));
  return rows.map(toSignature);
}

/** One signature with its patient, or null. */
export async function findSignature(db: Db, signatureId: string): Promise<SignatureRow | null> {
  const [row] = await signaturesQuery(db).where(eq(consentSignatures.id, signatureId));
  return row ?? null;
}

/** CONSENT-5: the active consents' current versions, each with the patient's signature of it. */
export async function myConsents(db: Db, patientId: string): Promise<MyConsent[]> {
  const active = (await listConsents(db)).filter((consent) => consent.status === 'active');
  if (active.length === 0) return [];
  const mine = await signaturesQuery(db).where(and(eq(consentSignatures.patientId, patientId), inArray(consentVersions.consentId, active.map((consent) => consent.id))));
  return active.map((consent) => {
    const current = mine.find((row) => row.versionId === consent.current.id);
    const { id, version, title, body, created_at } = consent.current;
    return {
      id: consent.id,
      current: { id, version, title, body, created_at },
      signature: current === undefined ? null : toSignature(current),
      signed_earlier_version: mine.some((row) => row.consentId === consent.id && row.versionId !== consent.current.id),
    };
  });
}

/** A patient's name, or 404 for an id that is not a patient's. */
export async function patientName(db: Db, patientId: string): Promise<string> {
  const [row] = await db.select({ name: users.name }).from(users).where(and(eq(users.id, patientId), eq(users.role, 'patient')));
  if (row === undefined) throw notFound(texts.patientNotFound);
  return row.name;
}
