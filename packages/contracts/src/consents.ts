import { z } from 'zod';
import { tooLongMessage } from './fields';

// Consents with a signature (CONSENT-1 to CONSENT-8): clinic-authored texts kept as versions that
// are never changed, and a patient's signature of one version (drawn or typed) with its PDF.

/** CONSENT-1: an active consent is offered to patients; a retired one is kept for its signatures. */
export const consentStatuses = ['active', 'retired'] as const;
export type ConsentStatus = (typeof consentStatuses)[number];

/** CONSENT-3: how the patient signed. */
export const signatureMethods = ['drawn', 'typed'] as const;
export type SignatureMethod = (typeof signatureMethods)[number];

export const consentLimits = {
  titleMaxLength: 120,
  /** About eight printed pages: room for a privacy notice, short enough to be read before signing. */
  bodyMaxLength: 20_000,
  typedNameMaxLength: 120,
  /** CONSENT-3: a drawn signature is a small PNG; more is not a signature. */
  imageMaxBytes: 256 * 1024,
  imageMaxWidth: 2400,
  imageMaxHeight: 1200,
} as const;

export const consentMessages = {
  titleRequired: 'Give the consent a title',
  titleTooLong: tooLongMessage(consentLimits.titleMaxLength),
  bodyRequired: 'Write the consent’s text',
  bodyTooLong: tooLongMessage(consentLimits.bodyMaxLength),
  created: 'Consent added. Patients are asked to sign it from now on.',
  revised: 'New version saved. Patients are asked to sign this version from now on; earlier signatures keep the text they signed.',
  unchanged: 'Nothing changed: the title and text are the same as the current version.',
  retired: 'Consent retired. Patients are no longer asked to sign it; its signatures are kept.',
  alreadyRetired: 'This consent is already retired.',
  retiredNoEdit: 'This consent is retired and cannot be changed.',
  notFound: 'No consent with this id.',
  signatureNotFound: 'No signed consent with this id.',
  versionRequired: 'Read the consent and sign it again',
  versionChanged: 'The clinic updated this consent while you were reading. Read the new text and sign again.',
  alreadySigned: 'You have already signed this version of the consent.',
  methodRequired: 'Choose how to sign: draw your signature or type your name',
  typedNameRequired: 'Type your full name to sign',
  typedNameTooLong: tooLongMessage(consentLimits.typedNameMaxLength),
  typedNameMismatch: (name: string) => `Type your name as it is on your account: ${name}`,
  imageRequired: 'Draw your signature in the box, or type your name instead',
  imageInvalid: 'Your drawn signature could not be read. Clear the box and draw it again, or type your name instead.',
  imageTooLarge: 'Your drawn signature is too large. Clear the box and draw it again, or type your name instead.',
  imageBlank: 'The signature box is empty. Draw your signature, or type your name instead.',
  appointmentInvalid: 'Choose one of your appointments, or none',
  signed: 'Thank you. Your signed consent is saved; you can download it any time.',
  patientNotFound: 'No patient with this id.',
  noVisit: 'You can read the signed consents of patients you have a visit with.',
} as const;

const idField = (message: string) => z.uuid({ error: message });

export const consentParamsSchema = z.object({ consentId: idField('The consent id must be a valid id') });
export const signatureParamsSchema = z.object({ signatureId: idField('The signed consent id must be a valid id') });
/** The staff console's patient routes name the patient `id` (as /api/staff/patients/:id/no-shows does). */
export const patientParamsSchema = z.object({ id: idField('The patient id must be a valid id') });

/**
 * CONSENT-1: a consent's title and text as staff write them. The text is plain text, paragraphs
 * separated by blank lines; it is never rendered as HTML (SEC-13).
 */
export const consentInputSchema = z.object({
  title: z.string({ error: consentMessages.titleRequired }).trim().min(1, consentMessages.titleRequired).max(consentLimits.titleMaxLength, consentMessages.titleTooLong),
  body: z
    .string({ error: consentMessages.bodyRequired })
    // Line ends kept, trailing spaces and outer blank lines dropped: what is signed is what is shown.
    .transform((value) => value.replace(/\r\n?/g, '\n').replace(/[ \t]+$/gm, '').trim())
    .pipe(z.string().min(1, consentMessages.bodyRequired).max(consentLimits.bodyMaxLength, consentMessages.bodyTooLong)),
});
export type ConsentInput = z.input<typeof consentInputSchema>;

/**
 * CONSENT-3: a signature of the version the patient read. Drawn: the PNG signature_pad gives
 * (a `data:image/png;base64,` URL or bare base64). Typed: the patient's name as on their account.
 */
export const signConsentSchema = z.object({
  versionId: idField(consentMessages.versionRequired),
  method: z.enum(signatureMethods, { error: consentMessages.methodRequired }),
  typedName: z.string().trim().max(consentLimits.typedNameMaxLength, consentMessages.typedNameTooLong).optional(),
  image: z.string().max(Math.ceil((consentLimits.imageMaxBytes * 4) / 3) + 64, consentMessages.imageTooLarge).optional(),
  appointmentId: z.preprocess((value) => (value === '' || value === null ? undefined : value), idField(consentMessages.appointmentInvalid).optional()),
});
export type SignConsentInput = z.input<typeof signConsentSchema>;
/** The signature as the server reads it, after the schema. */
export type SignConsentBody = z.output<typeof signConsentSchema>;

const personSchema = z.object({ id: z.uuid().nullable(), name: z.string() });

export const consentVersionSchema = z
  .object({
    id: z.uuid(),
    version: z.number().int().positive(),
    title: z.string(),
    /** Plain text; paragraphs separated by blank lines. */
    body: z.string(),
    created_at: z.iso.datetime({ offset: true }),
    created_by: personSchema.nullable(),
  })
  .meta({ id: 'ConsentVersion' });
export type ConsentVersion = z.infer<typeof consentVersionSchema>;

export const consentSummarySchema = z
  .object({
    id: z.uuid(),
    status: z.enum(consentStatuses),
    current: consentVersionSchema,
    version_count: z.number().int(),
    signature_count: z.number().int(),
    retired_at: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'ConsentSummary' });
export type ConsentSummary = z.infer<typeof consentSummarySchema>;

export const consentListSchema = z.object({ consents: z.array(consentSummarySchema) });
export type ConsentList = z.infer<typeof consentListSchema>;

export const consentDetailSchema = z
  .object({
    consent: consentSummarySchema,
    /** Newest first. */
    versions: z.array(consentVersionSchema),
  })
  .meta({ id: 'ConsentDetail' });
export type ConsentDetail = z.infer<typeof consentDetailSchema>;

export const consentResultSchema = z.object({ message: z.string(), consent: consentDetailSchema });
export type ConsentResult = z.infer<typeof consentResultSchema>;

/** A signed consent as lists show it. Inline, without a component id: MyConsent holds it nullable, and a nullable reference is not valid OpenAPI 3.0. */
export const consentSignatureSchema = z.object({
  id: z.uuid(),
  consent_id: z.uuid(),
  title: z.string(),
  version: z.number().int(),
  version_id: z.uuid(),
  method: z.enum(signatureMethods),
  signed_name: z.string(),
  signed_at: z.iso.datetime({ offset: true }),
  /** CONSENT-4: SHA-256 (hex) of the signed content, as printed on the PDF. */
  content_sha256: z.string(),
  appointment_id: z.uuid().nullable(),
  /** The PDF's own size and SHA-256 (FILE-1), to check a download. */
  pdf: z.object({ size: z.number().int(), sha256: z.string() }),
  });
export type ConsentSignature = z.infer<typeof consentSignatureSchema>;

export const consentSignatureListSchema = z.object({ signatures: z.array(consentSignatureSchema) });
export type ConsentSignatureList = z.infer<typeof consentSignatureListSchema>;

export const patientConsentSignaturesSchema = z.object({ patient: z.object({ id: z.uuid(), name: z.string() }), signatures: z.array(consentSignatureSchema) });
export type PatientConsentSignatures = z.infer<typeof patientConsentSignaturesSchema>;

/**
 * CONSENT-5: a consent the clinic asks the patient to sign, with the patient's signature of its
 * current version, if any, and whether they signed an earlier version.
 */
export const myConsentSchema = z
  .object({
    id: z.uuid(),
    current: consentVersionSchema.omit({ created_by: true }),
    signature: consentSignatureSchema.nullable(),
    signed_earlier_version: z.boolean(),
  })
  .meta({ id: 'MyConsent' });
export type MyConsent = z.infer<typeof myConsentSchema>;

export const myConsentListSchema = z.object({ consents: z.array(myConsentSchema), time_zone: z.string() });
export type MyConsentList = z.infer<typeof myConsentListSchema>;

export const signConsentResultSchema = z.object({ message: z.string(), signature: consentSignatureSchema });
export type SignConsentResult = z.infer<typeof signConsentResultSchema>;

/** The signed consent's PDF bytes, never JSON. */
export const consentPdfBodySchema = z.any().describe('The signed consent (PDF)');
