import { specificationSlotLength } from '@clinvia/contracts/schedules';
import type { VisitSummary } from '@clinvia/contracts/visit-summaries';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  appointments,
  checkIns,
  consentSignatures,
  consentVersions,
  doctors,
  files,
  locations,
  patients,
  questionnaireResponses,
  recordEntries,
  threadMessageFiles,
  threadMessages,
  threads,
  users,
} from '../../db/schema';
import { todayIn } from '../../lib/clinic-time';
import { clinicInstant } from '../messages/emails';
import { savedAnswers } from '../questionnaires/answers';
import { locationZone } from '../slots/schedule-queries';
import { longTypesInRow } from '../slots/visit-types';
import { visitSummariesFor } from '../visit-summaries/summaries';
import type { AppointmentSource, DocumentSource, FileSource, ListEntrySource, MessageSource, PatientSource, PractitionerSource, ResponseSource, SignatureSource } from './resources';

// FHIR-1: everything of one patient's record that the FHIR mapping turns into resources, read
// from our tables in a handful of queries. No access check here: the caller decided (access.ts).

export interface PatientRecord {
  patient: PatientSource;
  practitioners: PractitionerSource[];
  appointments: AppointmentSource[];
  /** SUMMARY-5: the signed visit summaries with their addenda (never a draft), newest visit first. */
  summaries: VisitSummary[];
  responses: ResponseSource[];
  signatures: SignatureSource[];
  documents: DocumentSource[];
  messages: MessageSource[];
  /** The lists the patient keeps (RECORD-2), each list's entries by name. */
  entries: ListEntrySource[];
  /** The clinic's date when the record was read: whether a listed entry has ended. */
  today: string;
}

/** The patient's own details, or null when the id is not a patient's. */
export async function loadPatient(db: Db, patientId: string): Promise<PatientSource | null> {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, phone: users.phone, gender: patients.gender, age: patients.age, address: patients.address })
    .from(users)
    .innerJoin(patients, eq(patients.userId, users.id))
    .where(and(eq(users.id, patientId), eq(users.role, 'patient')));
  return row ?? null;
}

const appointmentZone = sql<string | null>`coalesce((select ${locations.timeZone} from ${locations} where ${locations.id} = ${appointments.locationId}), ${locationZone})`;

/** The patient's appointments, oldest first, with their start and end as instants (TIME-5, VISIT-1). */
export async function loadAppointments(db: Db, patientId: string, clinicTimeZone: string): Promise<AppointmentSource[]> {
  const rows = await db
    .select({
      id: appointments.id,
      doctorId: appointments.doctorId,
      doctorName: users.name,
      date: appointments.appointmentDate,
      time: appointments.appointmentTime,
      zone: appointmentZone,
      slotMinutes: doctors.slotMinutes,
      longTypes: longTypesInRow,
      appointmentType: appointments.appointmentType,
      reason: appointments.reason,
      status: appointments.status,
      statusReason: appointments.statusReason,
      createdAt: appointments.createdAt,
    })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.doctorId))
    .innerJoin(doctors, eq(doctors.userId, appointments.doctorId))
    .where(eq(appointments.patientId, patientId))
    .orderBy(asc(appointments.appointmentDate), asc(appointments.appointmentTime), asc(appointments.id));
  return rows.map((row) => {
    const start = clinicInstant(row.date, row.time, row.zone ?? clinicTimeZone);
    const minutes = (row.longTypes.includes(row.appointmentType) ? 2 : 1) * (row.slotMinutes ?? specificationSlotLength);
    return {
      id: row.id,
      doctorId: row.doctorId,
      doctorName: row.doctorName,
      start,
      end: new Date(start.getTime() + minutes * 60_000),
      appointmentType: row.appointmentType,
      reason: row.reason,
      status: row.status,
      statusReason: row.statusReason,
      createdAt: row.createdAt,
    };
  });
}

async function loadPractitioners(db: Db, ids: readonly string[]): Promise<PractitionerSource[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: users.id,
      name: users.name,
      specialization: doctors.specialization,
      qualifications: doctors.qualifications,
      licenceNumber: doctors.licenceNumber,
      licenceState: doctors.licenceState,
    })
    .from(doctors)
    .innerJoin(users, eq(users.id, doctors.userId))
    .where(inArray(doctors.userId, [...ids]))
    .orderBy(asc(users.name), asc(users.id));
}

async function loadResponses(db: Db, patientId: string): Promise<ResponseSource[]> {
  const rows = await savedAnswers(db).where(eq(questionnaireResponses.patientId, patientId)).orderBy(asc(questionnaireResponses.createdAt), asc(questionnaireResponses.id));
  return rows.map((row) => ({
    id: row.id,
    appointmentId: row.appointmentId,
    visitCompleted: row.visitStatus === 'completed',
    questionnaireId: row.questionnaireId,
    version: row.version,
    title: row.versionTitle,
    response: row.response,
    completedAt: row.completedAt,
    updatedAt: row.updatedAt,
  }));
}

const fileColumns = { id: files.id, name: files.name, contentType: files.contentType, size: files.size, createdAt: files.createdAt, bytes: files.bytes };

async function loadSignatures(db: Db, patientId: string): Promise<SignatureSource[]> {
  const rows = await db
    .select({
      id: consentSignatures.id,
      consentId: consentVersions.consentId,
      title: consentVersions.title,
      version: consentVersions.version,
      signedName: consentSignatures.signedName,
      signedAt: consentSignatures.signedAt,
      method: consentSignatures.method,
      contentSha256: consentSignatures.contentSha256,
      file: fileColumns,
    })
    .from(consentSignatures)
    .innerJoin(consentVersions, eq(consentVersions.id, consentSignatures.consentVersionId))
    .innerJoin(files, eq(files.id, consentSignatures.fileId))
    .where(eq(consentSignatures.patientId, patientId))
    .orderBy(asc(consentSignatures.signedAt), asc(consentSignatures.id));
  return rows;
}

const uploaders = alias(users, 'fhir_uploaders');

/** The documents of the patient's record: insurance card photos from check-in (CHECKIN-4) and documents they gave. */
async function loadDocuments(db: Db, patientId: string): Promise<DocumentSource[]> {
  const rows = await db
    .select({
      file: fileColumns,
      purpose: files.purpose,
      uploaderId: uploaders.id,
      uploaderRole: uploaders.role,
      uploaderName: uploaders.name,
      frontOf: sql<string | null>`(select ${checkIns.appointmentId} from ${checkIns} where ${checkIns.cardFrontFileId} = ${files.id})`,
      backOf: sql<string | null>`(select ${checkIns.appointmentId} from ${checkIns} where ${checkIns.cardBackFileId} = ${files.id})`,
    })
    .from(files)
    .leftJoin(uploaders, eq(uploaders.id, files.uploadedBy))
    .where(and(eq(files.patientId, patientId), inArray(files.purpose, ['insurance_card', 'patient_document'])))
    .orderBy(asc(files.createdAt), asc(files.id));
  return rows.map((row) => ({
    file: row.file,
    kind: row.frontOf !== null ? 'Insurance card, front' : row.backOf !== null ? 'Insurance card, back' : row.purpose === 'insurance_card' ? 'Insurance card' : 'Document',
    uploadedBy: row.uploaderId === null || row.uploaderRole === null || row.uploaderName === null ? null : { id: row.uploaderId, role: row.uploaderRole, name: row.uploaderName },
    appointmentId: row.frontOf ?? row.backOf,
  }));
}

const authors = alias(users, 'fhir_message_authors');
const routedDoctors = alias(users, 'fhir_thread_doctors');

async function loadMessages(db: Db, patientId: string): Promise<MessageSource[]> {
  const rows = await db
    .select({
      id: threadMessages.id,
      threadId: threads.id,
      topic: threads.topic,
      authorId: threadMessages.authorId,
      authorRole: threadMessages.authorRole,
      authorName: authors.name,
      doctorId: routedDoctors.id,
      doctorName: routedDoctors.name,
      appointmentId: threads.appointmentId,
      body: threadMessages.body,
      createdAt: threadMessages.createdAt,
    })
    .from(threadMessages)
    .innerJoin(threads, eq(threads.id, threadMessages.threadId))
    .leftJoin(authors, eq(authors.id, threadMessages.authorId))
    .leftJoin(routedDoctors, eq(routedDoctors.id, threads.doctorId))
    .where(eq(threads.patientId, patientId))
    .orderBy(asc(threads.createdAt), asc(threads.id), asc(threadMessages.createdAt), asc(threadMessages.id));
  const attached = rows.length === 0 ? [] : await db
    .select({ messageId: threadMessageFiles.messageId, file: fileColumns })
    .from(threadMessageFiles)
    .innerJoin(files, eq(files.id, threadMessageFiles.fileId))
    .where(inArray(threadMessageFiles.threadId, [...new Set(rows.map((row) => row.threadId))]))
    .orderBy(asc(threadMessageFiles.position));
  const filesOf = new Map<string, FileSource[]>();
  for (const { messageId, file } of attached) filesOf.set(messageId, [...(filesOf.get(messageId) ?? []), file]);
  return rows.map((row, i) => {
    const previous = rows[i - 1];
    return {
      id: row.id,
      threadId: row.threadId,
      topic: row.topic,
      authorId: row.authorId,
      authorRole: row.authorRole,
      authorName: row.authorName,
      doctor: row.doctorId === null || row.doctorName === null ? null : { id: row.doctorId, name: row.doctorName },
      appointmentId: row.appointmentId,
      body: row.body,
      createdAt: row.createdAt,
      previousId: previous?.threadId === row.threadId ? previous.id : null,
      attachments: filesOf.get(row.id) ?? [],
    };
  });
}

/** RECORD-2: the medications, allergies and conditions the patient keeps, list by list, by name. */
async function loadEntries(db: Db, patientId: string): Promise<ListEntrySource[]> {
  return db
    .select({
      id: recordEntries.id,
      list: recordEntries.list,
      name: recordEntries.name,
      details: recordEntries.details,
      startedOn: recordEntries.startedOn,
      endedOn: recordEntries.endedOn,
      createdAt: recordEntries.createdAt,
    })
    .from(recordEntries)
    .where(eq(recordEntries.patientId, patientId))
    .orderBy(asc(recordEntries.list), asc(sql`lower(${recordEntries.name})`), asc(recordEntries.id));
}

/** FHIR-1: the patient's whole record, or null when the id is not a patient's. */
export async function loadPatientRecord(db: Db, patientId: string, clinicTimeZone: string): Promise<PatientRecord | null> {
  const patient = await loadPatient(db, patientId);
  if (patient === null) return null;
  const [visits, summaries, responses, signatures, documents, messages, entries] = await Promise.all([
    loadAppointments(db, patientId, clinicTimeZone),
    visitSummariesFor(db, patientId, clinicTimeZone),
    loadResponses(db, patientId),
    loadSignatures(db, patientId),
    loadDocuments(db, patientId),
    loadMessages(db, patientId),
    loadEntries(db, patientId),
  ]);
  const doctorIds = new Set([...visits.map((visit) => visit.doctorId), ...messages.flatMap((message) => [message.doctor?.id, message.authorRole === 'doctor' ? message.authorId : null])]);
  const practitioners = await loadPractitioners(db, [...doctorIds].filter((id): id is string => typeof id === 'string'));
  return { patient, practitioners, appointments: visits, summaries, responses, signatures, documents, messages, entries, today: todayIn(clinicTimeZone) };
}
