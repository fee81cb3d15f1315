// Files patients and the clinic share through the portal (FILE-1 to FILE-4): message attachments,
// insurance card photos, signed consents and record documents. Free of zod, so a screen can check
// a chosen file before it loads the validation library; the schemas are in file-schemas.ts.

/** What a stored file is for; each reader decides who may see it (FILE-4). */
export const filePurposes = ['message_attachment', 'insurance_card', 'consent_pdf', 'record_pdf', 'patient_document'] as const;
export type FilePurpose = (typeof filePurposes)[number];

/** The types the portal accepts, decided from the file's bytes, never its name or declared type (FILE-2). */
export const acceptedFileTypes = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type AcceptedFileType = (typeof acceptedFileTypes)[number];

/** FILE-3: the limits of an upload and what a patient may keep in all. */
export const fileRules = {
  maxBytes: 10 * 1024 * 1024,
  maxFilesPerMessage: 5,
  patientQuotaBytes: 200 * 1024 * 1024,
  /** Longest file name kept for display (the bytes are stored under an id, never under this name). */
  maxNameLength: 120,
  /** What the file picker offers; the server decides by content. */
  accept: '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf',
  messages: {
    tooLarge: 'Each file can be at most 10 MB.',
    tooMany: 'Attach at most 5 files to one message.',
    wrongType: 'Attach photos (JPEG or PNG) or PDF documents only.',
    unreadable: 'This file could not be read. Save it again as a JPEG, PNG or PDF and attach it again.',
    empty: 'This file is empty.',
    quotaFull: 'Your files have reached the 200 MB the portal keeps for each patient. Remove older files or ask the clinic.',
  },
} as const;

/** A file chosen in the browser: what is wrong with it before it is sent, or null (the server checks its bytes again). */
export function chosenFileProblem(file: { type: string; size: number }): string | null {
  if (file.size === 0) return fileRules.messages.empty;
  if (file.size > fileRules.maxBytes) return fileRules.messages.tooLarge;
  // Some systems give no type for a valid file: let the server decide by the bytes then.
  if (file.type !== '' && !(acceptedFileTypes as readonly string[]).includes(file.type)) return fileRules.messages.wrongType;
  return null;
}
