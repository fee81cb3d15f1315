import { createHash } from 'node:crypto';
import type { SignatureMethod } from '@clinvia/contracts/consents';

/**
 * CONSENT-4: what a signature signs. Every field is kept (on the signature row and the version it
 * points at), so anyone can compute the hash again from the database and compare it with the
 * one printed on the PDF (docs/decisions/2026-11-29-consent-signatures.md).
 */
export interface SignedContent {
  readonly consentId: string;
  readonly consentVersionId: string;
  readonly version: number;
  readonly title: string;
  /** The version's text exactly as stored (plain text, `\n` line ends). */
  readonly body: string;
  readonly patientId: string;
  /** The name printed as the signer's: the typed name, or the account's name under a drawing. */
  readonly signerName: string;
  readonly method: SignatureMethod;
  /** Hex SHA-256 of the drawn signature's PNG as placed in the PDF; null for a typed signature. */
  readonly imageSha256: string | null;
  readonly signedAt: Date;
  /** The clinic's IANA zone the PDF prints the time in. */
  readonly timeZone: string;
  readonly appointmentId: string | null;
}

/** Names the layout below, so that a later change of what is hashed can be told apart. */
export const signedContentFormat = 'clinvia-consent-signature/1';

/**
 * The canonical JSON of the signed content: one object, keys in code-point order, no whitespace,
 * strings as JSON.stringify writes them, `signed_at` as ISO 8601 UTC with milliseconds. The same
 * content gives the same bytes on every machine, whatever the order fields were set in.
 */
export function canonicalSignedContent(content: SignedContent): string {
  const fields: Record<string, string | number | null> = {
    appointment_id: content.appointmentId,
    body: content.body,
    consent_id: content.consentId,
    consent_version_id: content.consentVersionId,
    format: signedContentFormat,
    image_sha256: content.imageSha256,
    method: content.method,
    patient_id: content.patientId,
    signed_at: content.signedAt.toISOString(),
    signer_name: content.signerName,
    time_zone: content.timeZone,
    title: content.title,
    version: content.version,
  };
  const sorted = Object.keys(fields).sort();
  return `{${sorted.map((key) => `${JSON.stringify(key)}:${JSON.stringify(fields[key])}`).join(',')}}`;
}

/** CONSENT-4: hex SHA-256 of the canonical JSON's UTF-8 bytes: the hash printed on the PDF. */
export function signedContentSha256(content: SignedContent): string {
  return createHash('sha256').update(canonicalSignedContent(content), 'utf8').digest('hex');
}
