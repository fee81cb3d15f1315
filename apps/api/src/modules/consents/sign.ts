import { consentMessages as texts, type ConsentSignature, type SignConsentBody } from '@clinvia/contracts/consents';
import { createHash } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments, consents, consentSignatures, consentVersions, users } from '../../db/schema';
import { signedContentSha256, type SignedContent } from '../../domain/consents/hash';
import { consentPdf } from '../../domain/consents/pdf';
import { readSignatureImage } from '../../domain/consents/signature-image';
import { storeFiles } from '../../domain/files/store';
import { conflict, notFound, validationError } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import { findSignature, toSignature } from './service';
import { spanishMessageBuilders as spanish } from '@clinvia/contracts/messages.es';

// CONSENT-3, CONSENT-4: a patient signs the current version of an active consent. The PDF is
// written before the transaction (it takes tens of milliseconds); the transaction checks again
// that the version is still current and stores the PDF and the signature row together, so no
// PDF exists without its row and no row without its PDF (FILE-1).

/**
 * CONSENT-3: a typed name signs only as the account's name, compared without case, extra spaces
 * or punctuation ('alex morgan' signs for 'Alex Morgan.'): the typed name is what identifies the
 * signer, so it may not name someone else.
 */
export function sameName(typed: string, account: string): boolean {
  const plain = (name: string) =>
    name
      .normalize('NFKC')
      .toLocaleLowerCase('en-US')
      .replace(/[^\p{L}\p{N}\s]/gu, '')
      .replace(/\s+/g, ' ')
      .trim();
  return plain(typed) !== '' && plain(typed) === plain(account);
}

interface Signer {
  readonly id: string;
  readonly name: string;
}

/** The signature's own fields checked, each wrong one named (400 with every field at once). */
async function readSignature(input: SignConsentBody, signer: Signer): Promise<{ signerName: string; png: Uint8Array | null }> {
  const fields: Record<string, string> = {};
  // The typed name's mismatch names the account's name: no text to look up in Spanish (I18N-11).
  let mismatchInSpanish: string | undefined;
  let result: { signerName: string; png: Uint8Array | null } = { signerName: signer.name, png: null };
  if (input.method === 'typed') {
    const typed = input.typedName?.trim() ?? '';
    if (typed === '') fields.typedName = texts.typedNameRequired;
    else if (!sameName(typed, signer.name)) {
      fields.typedName = texts.typedNameMismatch(signer.name);
      mismatchInSpanish = spanish.consentMessages.typedNameMismatch(signer.name);
    }
    else result = { signerName: typed, png: null };
  } else {
    const image = await readSignatureImage(input.image);
    if (image.ok) result = { signerName: signer.name, png: image.png };
    else fields.image = image.message;
  }
  const [first] = Object.values(fields);
  if (first !== undefined) throw validationError(first, fields).inSpanish(first === fields.typedName ? mismatchInSpanish : undefined, mismatchInSpanish === undefined ? undefined : { typedName: mismatchInSpanish });
  return result;
}

export interface SignOptions {
  readonly now: Date;
  readonly timeZone: string;
  readonly clinicName: string;
}

function fileNameOf(title: string, version: number): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()
    .slice(0, 80);
  return `${slug === '' ? 'consent' : slug}-v${String(version)}-signed.pdf`;
}

export async function signConsent(db: Db, patientId: string, consentId: string, input: SignConsentBody, options: SignOptions): Promise<ConsentSignature> {
  const [signer] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, patientId));
  if (signer === undefined) throw notFound(texts.notFound);
  const [current] = await db
    .select({ id: consentVersions.id, version: consentVersions.version, title: consentVersions.title, body: consentVersions.body })
    .from(consentVersions)
    .innerJoin(consents, eq(consents.id, consentVersions.consentId))
    .where(and(eq(consentVersions.consentId, consentId), eq(consents.status, 'active')))
    .orderBy(desc(consentVersions.version))
    .limit(1);
  if (current === undefined) throw notFound(texts.notFound);
  const { signerName, png } = await readSignature(input, signer);
  if (input.appointmentId !== undefined) {
    const [own] = await db.select({ id: appointments.id }).from(appointments).where(and(eq(appointments.id, input.appointmentId), eq(appointments.patientId, patientId)));
    if (own === undefined) throw validationError(texts.appointmentInvalid, { appointmentId: texts.appointmentInvalid });
  }
  if (current.id !== input.versionId) throw conflict(texts.versionChanged, { versionId: texts.versionChanged });
  const [signed] = await db.select({ id: consentSignatures.id }).from(consentSignatures).where(and(eq(consentSignatures.patientId, patientId), eq(consentSignatures.consentVersionId, current.id)));
  if (signed !== undefined) throw conflict(texts.alreadySigned);

  const content: SignedContent = {
    consentId,
    consentVersionId: current.id,
    version: current.version,
    title: current.title,
    body: current.body,
    patientId,
    signerName,
    method: input.method,
    imageSha256: png === null ? null : createHash('sha256').update(png).digest('hex'),
    // Milliseconds, as PostgreSQL keeps them exactly: the stored time hashes to the same value.
    signedAt: new Date(Math.floor(options.now.getTime())),
    timeZone: options.timeZone,
    appointmentId: input.appointmentId ?? null,
  };
  const contentSha256 = signedContentSha256(content);
  const pdf = await consentPdf({ content, signaturePng: png, contentSha256, clinicName: options.clinicName });

  try {
    const signatureId = await db.transaction(async (tx) => {
      // Shares the lock a revision takes (service.ts): no new version can slip in before the commit.
      const [consent] = await tx.select({ status: consents.status }).from(consents).where(eq(consents.id, consentId)).for('share');
      if (consent?.status !== 'active') throw notFound(texts.notFound);
      const [newest] = await tx.select({ id: consentVersions.id }).from(consentVersions).where(eq(consentVersions.consentId, consentId)).orderBy(desc(consentVersions.version)).limit(1);
      if (newest?.id !== current.id) throw conflict(texts.versionChanged, { versionId: texts.versionChanged });
      // A signed consent is the clinic's record, not the patient's upload: it never counts against their 200 MB (FILE-3).
      const [file] = await storeFiles(
        tx,
        [{ purpose: 'consent_pdf', patientId, uploadedBy: patientId, name: fileNameOf(current.title, current.version), contentType: 'application/pdf', bytes: pdf }],
        Number.POSITIVE_INFINITY,
      );
      if (file === undefined) throw new Error('consent PDF not stored');
      const [row] = await tx
        .insert(consentSignatures)
        .values({
          patientId,
          consentVersionId: current.id,
          method: content.method,
          signedName: signerName,
          imageSha256: content.imageSha256,
          signedAt: content.signedAt,
          timeZone: content.timeZone,
          contentSha256,
          fileId: file.id,
          appointmentId: content.appointmentId,
        })
        .returning({ id: consentSignatures.id });
      if (row === undefined) throw new Error('signature not inserted');
      return row.id;
    });
    const stored = await findSignature(db, signatureId);
    if (stored === null) throw new Error('signature not found after its commit');
    return toSignature(stored);
  } catch (error) {
    // CONSENT-3: one signature a version; the unique index decides between two at once.
    if (isUniqueViolation(error)) throw conflict(texts.alreadySigned);
    throw error;
  }
}
