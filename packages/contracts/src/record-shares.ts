import { z } from 'zod';
import { tooLongMessage } from './fields';
import { patientRecordSchema } from './record';
import { visitSummarySchema } from './visit-summaries';

// SHARE-1 to SHARE-5: a patient shares their record with another clinician through a link, in
// the spirit of SMART Health Links: the link's key travels in the URL's fragment (never sent to a
// server, never in a log), it expires within 7 days, the patient can revoke it, an optional
// passcode guards it (5 wrong tries lock it), and every opening is audited and shown to the patient.

export const shareLimits = { maxDays: 7, labelMaxLength: 100, passcodeMinLength: 6, passcodeMaxLength: 64, passcodeTries: 5 } as const;

/** The page a share link opens; its key follows in the fragment: `/shared-record#<key>`. */
export const sharedRecordPagePath = '/shared-record';

/** A share link's key: 32 random bytes, base64url. */
export const shareKeyPattern = /^[A-Za-z0-9_-]{43}$/;

export const shareOpeningKinds = ['view', 'fhir', 'pdf', 'file'] as const;
export type ShareOpeningKind = (typeof shareOpeningKinds)[number];

export const shareStates = ['active', 'expired', 'revoked', 'locked'] as const;
export type ShareState = (typeof shareStates)[number];

export const shareMessages = {
  daysInvalid: `Choose from 1 to ${String(shareLimits.maxDays)} days`,
  labelTooLong: tooLongMessage(shareLimits.labelMaxLength),
  passcodeTooShort: `A passcode has at least ${String(shareLimits.passcodeMinLength)} characters`,
  passcodeTooLong: tooLongMessage(shareLimits.passcodeMaxLength),
  created: 'Share link made. Copy it now: it is shown only once.',
  revoked: 'Sharing stopped. The link no longer opens.',
  shareNotFound: 'No share link with this id.',
  keyInvalid: 'This link is not complete. Copy the whole link the patient sent you.',
  linkUnknown: 'This link does not open a record. Check that the whole link was copied, or ask the patient for a new one.',
  linkExpired: 'This link has expired. Ask the patient for a new one.',
  linkRevoked: 'The patient has stopped sharing through this link.',
  linkLocked: 'This link is locked after too many wrong passcodes. Ask the patient for a new one.',
  passcodeRequired: 'Enter the passcode the patient gave you',
  passcodeWrong: (triesLeft: number) => `Wrong passcode. ${String(triesLeft)} ${triesLeft === 1 ? 'try' : 'tries'} left before the link locks.`,
  fileNotFound: 'No document with this id in this record.',
} as const;

/** The codes of a refused opening (the body's `error.code`), so the page can say what to do. */
export const shareErrorCodes = {
  unknown: 'share_unknown',
  expired: 'share_expired',
  revoked: 'share_revoked',
  locked: 'share_locked',
  passcodeRequired: 'share_passcode_required',
  passcodeWrong: 'share_passcode_wrong',
} as const;

/** SHARE-1: a new link, as the patient asks for it; a blank label or passcode is none. */
export const shareCreateSchema = z.object({
  label: z
    .string()
    .trim()
    .max(shareLimits.labelMaxLength, shareMessages.labelTooLong)
    .nullable()
    .optional()
    .transform((value) => (value === '' || value == null ? null : value))
    .describe('Who it is for, to tell links apart ("Dr. Ruiz, cardiology")'),
  expires_in_days: z.number({ error: shareMessages.daysInvalid }).int(shareMessages.daysInvalid).min(1, shareMessages.daysInvalid).max(shareLimits.maxDays, shareMessages.daysInvalid),
  passcode: z
    .string()
    .max(shareLimits.passcodeMaxLength, shareMessages.passcodeTooLong)
    .refine((value) => value === '' || value.length >= shareLimits.passcodeMinLength, shareMessages.passcodeTooShort)
    .nullable()
    .optional()
    .transform((value) => (value === '' || value == null ? null : value)),
});
export type ShareCreateInput = z.input<typeof shareCreateSchema>;

export const shareParamsSchema = z.object({ shareId: z.uuid({ error: 'The share id must be a valid id' }) });

const instant = z.iso.datetime({ offset: true });

/** SHARE-4: a link as its patient sees it, with every opening. */
export const recordShareSchema = z
  .object({
    id: z.uuid(),
    label: z.string().nullable(),
    created_at: instant,
    expires_at: instant,
    revoked_at: instant.nullable(),
    has_passcode: z.boolean(),
    state: z.enum(shareStates),
    openings: z.array(z.object({ at: instant, kind: z.enum(shareOpeningKinds) })).describe('Newest first: the record viewed, or a download (FHIR, PDF, one document)'),
  })
  .meta({ id: 'RecordShare' });
export type RecordShare = z.output<typeof recordShareSchema>;

export const recordSharesSchema = z.object({ shares: z.array(recordShareSchema) });
export const recordShareCreatedSchema = z.object({
  message: z.string(),
  share: recordShareSchema,
  path: z.string().describe('The link, without the origin: `/shared-record#<key>`. The key is shown only here, once'),
});
export const recordShareRevokedSchema = z.object({ message: z.string(), share: recordShareSchema });

/** SHARE-2: what the one who opens a link sends: its key, and the passcode when it has one. */
export const shareOpenSchema = z.object({
  key: z.string({ error: shareMessages.keyInvalid }).regex(shareKeyPattern, shareMessages.keyInvalid),
  passcode: z.string().max(shareLimits.passcodeMaxLength, shareMessages.passcodeTooLong).optional(),
});
export type ShareOpenInput = z.input<typeof shareOpenSchema>;

export const sharedFileParamsSchema = z.object({ fileId: z.uuid({ error: 'The file id must be a valid id' }) });

/** SHARE-3: the record read-only, its signed visit summaries, and the link's terms. */
export const sharedRecordSchema = z.object({
  record: patientRecordSchema,
  summaries: z.array(visitSummarySchema),
  share: z.object({ label: z.string().nullable(), expires_at: instant }),
});
export type SharedRecord = z.output<typeof sharedRecordSchema>;

export const sharedFileBodySchema = z.any().describe('The document (PDF, JPEG or PNG), or the record as FHIR JSON or PDF');
