import { fhirJsonType } from '@clinvia/contracts/fhir';
import type { Db } from '../../db/client';
import { bundleOf, recordResources } from './bundle';
import { loadPatientRecord } from './record';
import { recordPdf } from './record-pdf';

// FHIR-5, SHARE-3: the record as a file to take away, the same for the patient's own download and
// for a share link's: the Bundle as FHIR JSON, or the readable PDF.

export type RecordFormat = 'fhir' | 'pdf';

export interface RecordFile {
  readonly contentType: string;
  /** `clinvia-record-<day in the clinic's zone>.json|pdf` */
  readonly fileName: string;
  readonly body: Buffer;
}

export interface RecordFileOptions {
  readonly clinicName: string;
  readonly clinicTimeZone: string;
  /** Where the Bundle's `fullUrl`s point (`<app>/api/fhir`). */
  readonly fhirBase: string;
  readonly now: Date;
}

/** The day a file was made, in the clinic's zone (YYYY-MM-DD). */
function fileDay(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The patient's record in `format`, or null when no patient has this id. */
export async function recordFile(db: Db, patientId: string, format: RecordFormat, options: RecordFileOptions): Promise<RecordFile | null> {
  const record = await loadPatientRecord(db, patientId, options.clinicTimeZone);
  if (record === null) return null;
  const day = fileDay(options.now, options.clinicTimeZone);
  if (format === 'fhir') {
    const bundle = bundleOf(recordResources(record, options.fhirBase), { type: 'collection', fhirBase: options.fhirBase, now: options.now });
    return { contentType: fhirJsonType, fileName: `clinvia-record-${day}.json`, body: Buffer.from(JSON.stringify(bundle)) };
  }
  const bytes = await recordPdf(record, { clinicName: options.clinicName, timeZone: options.clinicTimeZone, now: options.now });
  return { contentType: 'application/pdf', fileName: `clinvia-record-${day}.pdf`, body: Buffer.from(bytes) };
}
