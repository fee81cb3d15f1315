import { z } from 'zod';
import { appointmentStatuses } from './appointments';
import { isCalendarDate, isoDatePattern } from './clinic-time';
import { genderOptions } from './auth';
import { tooLongMessage } from './fields';
import { fileMetaSchema } from './file-schemas';
import { questionnaireResponseSchema, questionnaireSchema } from './questionnaire';
import { questionnaireScoreSchema } from './questionnaires';
import { threadTopics } from './threads';

// RECORD-1 to RECORD-6: the patient's record: their details, the lists they keep (medications,
// allergies, conditions; seeded from their check-in answers), visits, questionnaire answers,
// signed consents, documents and message threads. The patient reads and keeps it; a doctor with
// a visit and approved staff read it.

/** RECORD-2: the lists a patient keeps. */
export const recordLists = ['medications', 'allergies', 'conditions'] as const;
export type RecordList = (typeof recordLists)[number];

/**
 * RECORD-3: the linkIds of a questionnaire's items whose completed answers a finished check-in
 * copies into the lists (the general intake's). An answer coded `none` is no entry.
 */
export const recordSeedItems: Readonly<Record<RecordList, readonly string[]>> = {
  medications: ['medications'],
  allergies: ['allergies'],
  conditions: ['conditions'],
};

export const recordLimits = { nameMaxLength: 200, detailsMaxLength: 1000 } as const;

export const recordMessages = {
  nameRequired: 'Give the entry a name',
  nameTooLong: tooLongMessage(recordLimits.nameMaxLength),
  nameTaken: 'This is already on your list',
  detailsTooLong: tooLongMessage(recordLimits.detailsMaxLength),
  dateInvalid: 'Enter a date as YYYY-MM-DD',
  endBeforeStart: 'The end date cannot be before the start date',
  listInvalid: 'The list must be medications, allergies or conditions',
  entryNotFound: 'No entry with this id on this list.',
  patientNotFound: 'No patient with this id.',
  fileNotFound: 'No document with this id in this record.',
  noVisit: 'You can read the records of patients you have a visit with.',
  added: 'Added to your record.',
  saved: 'Saved.',
  removed: 'Removed from your record.',
} as const;

// A blank optional field is none by transform (not preprocess), so that a form's types follow the schema.
const blankToNull = (value: string | null | undefined) => (value === '' || value == null ? null : value);

const optionalDateField = z
  .string({ error: recordMessages.dateInvalid })
  .refine((value) => value === '' || (isoDatePattern.test(value) && isCalendarDate(value)), recordMessages.dateInvalid)
  .nullable()
  .optional()
  .transform(blankToNull);

/** RECORD-2: an entry as the patient writes it; per-field messages; blank details or dates are none. */
export const recordEntryInputSchema = z
  .object({
    name: z.string({ error: recordMessages.nameRequired }).trim().min(1, recordMessages.nameRequired).max(recordLimits.nameMaxLength, recordMessages.nameTooLong),
    details: z.string({ error: recordMessages.detailsTooLong }).trim().max(recordLimits.detailsMaxLength, recordMessages.detailsTooLong).nullable().optional().transform(blankToNull),
    started_on: optionalDateField,
    ended_on: optionalDateField,
  })
  .refine((entry) => entry.started_on == null || entry.ended_on == null || entry.ended_on >= entry.started_on, { message: recordMessages.endBeforeStart, path: ['ended_on'] });
export type RecordEntryInput = z.output<typeof recordEntryInputSchema>;

export const recordListParamsSchema = z.object({ list: z.enum(recordLists, { error: recordMessages.listInvalid }) });
export const recordEntryParamsSchema = recordListParamsSchema.extend({ entryId: z.uuid({ error: 'The entry id must be a valid id' }) });
export const recordPatientParamsSchema = z.object({ patientId: z.uuid({ error: 'The patient id must be a valid id' }) });
export const recordFileParamsSchema = recordPatientParamsSchema.extend({ fileId: z.uuid({ error: 'The file id must be a valid id' }) });

const instant = z.iso.datetime({ offset: true });

/** RECORD-2, RECORD-3: one entry of a list, and where it came from. */
export const recordEntrySchema = z
  .object({
    id: z.uuid(),
    list: z.enum(recordLists),
    name: z.string(),
    details: z.string().nullable(),
    started_on: z.string().nullable(),
    ended_on: z.string().nullable(),
    source: z.enum(['patient', 'check_in']).describe('check_in: copied from the answers of a finished check-in (RECORD-3)'),
    check_in: z.object({ appointment_id: z.uuid(), appointment_date: z.string() }).nullable().describe('The visit whose check-in it came from'),
    created_at: instant,
    updated_at: instant,
  })
  .meta({ id: 'RecordEntry' });
export type RecordEntry = z.output<typeof recordEntrySchema>;

export const recordEntryResultSchema = z.object({ message: z.string(), entry: recordEntrySchema });
export const recordMessageSchema = z.object({ message: z.string() });

const visitSchema = z.object({
  id: z.uuid(),
  date: z.string(),
  time: z.string(),
  time_zone: z.string().describe('The zone the visit’s date and time are in (its location’s)'),
  status: z.enum(appointmentStatuses),
  type: z.string(),
  doctor: z.object({ id: z.uuid(), name: z.string(), specialization: z.string() }),
  upcoming: z.boolean(),
  summary: z.object({ id: z.uuid(), signed_at: instant.nullable() }).nullable().describe('The visit’s after-visit summary, when one is signed'),
});

const answersSchema = z.object({
  appointment_id: z.uuid(),
  appointment_date: z.string(),
  questionnaire_id: z.uuid(),
  title: z.string(),
  version: z.number().int(),
  status: z.enum(['in-progress', 'completed']),
  completed_at: instant.nullable(),
  questionnaire: questionnaireSchema,
  response: questionnaireResponseSchema,
  score: questionnaireScoreSchema.nullable(),
});

const signedConsentSchema = z.object({ id: z.uuid(), title: z.string(), version: z.number().int(), signed_at: instant, file: fileMetaSchema });

const documentSchema = z.object({
  kind: z.enum(['insurance_card', 'message_attachment']),
  file: fileMetaSchema,
  thread_id: z.uuid().nullable().describe('The thread of a message attachment'),
  appointment_id: z.uuid().nullable().describe('The visit of a check-in card photo'),
});

const threadSchema = z.object({
  id: z.uuid(),
  topic: z.enum(threadTopics),
  doctor_name: z.string().nullable(),
  message_count: z.number().int(),
  last_message_at: instant,
  closed: z.boolean(),
});

/** RECORD-1: the whole record, for the patient and for those who may read it (RECORD-5). */
export const patientRecordSchema = z
  .object({
    patient: z.object({
      id: z.uuid(),
      name: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
      age: z.number().int().nullable(),
      gender: z.enum(genderOptions).nullable(),
      address: z.string().nullable(),
    }),
    editable: z.boolean().describe('True for the patient themselves: only they change their lists'),
    time_zone: z.string().describe('The clinic’s zone, in which instants are shown'),
    lists: z.object({ medications: z.array(recordEntrySchema), allergies: z.array(recordEntrySchema), conditions: z.array(recordEntrySchema) }),
    visits: z.array(visitSchema),
    questionnaires: z.array(answersSchema),
    consents: z.array(signedConsentSchema),
    documents: z.array(documentSchema),
    threads: z.array(threadSchema),
  })
  .meta({ id: 'PatientRecord' });
export type PatientRecord = z.output<typeof patientRecordSchema>;
export type RecordVisit = PatientRecord['visits'][number];
export type RecordAnswers = PatientRecord['questionnaires'][number];
export type RecordDocument = PatientRecord['documents'][number];

export const recordFileBodySchema = z.any().describe('The document (PDF, JPEG or PNG)');
