import { displayStatus, isActiveStatus } from '@clinvia/contracts/appointments';
import type { FileMeta } from '@clinvia/contracts/file-schemas';
import {
  recordMessages as texts,
  type PatientRecord,
  type RecordDocument,
  type RecordEntry,
  type RecordEntryInput,
  type RecordList,
} from '@clinvia/contracts/record';
import { and, asc, desc, eq, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { doctorHasVisitWith } from '../../domain/appointments/care-team';
import {
  appointments,
  checkIns,
  consentSignatures,
  consentVersions,
  doctors,
  files,
  patients,
  questionnaireResponses,
  questionnaires,
  recordEntries,
  threadMessageFiles,
  threads,
  users,
  visitSummaries,
} from '../../db/schema';
import { answeredFields, savedAnswers } from '../../domain/questionnaires/answers';
import { hasBegun } from '../../domain/slots/grid';
import { locationZone } from '../../domain/slots/schedule-queries';
import { clinicNow } from '../../lib/clinic-time';
import { forbidden, notFound, validationError } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/pg-errors';

// RECORD-1 to RECORD-6: the patient's record, read whole, and the lists the patient keeps.

export interface RecordReader {
  readonly id: string;
  readonly role: string;
}

/**
 * RECORD-5: whether the reader may read this patient's record. The patient themselves; another
 * patient, or an id that is not a patient's, is 404; a doctor needs a visit with the patient (past or
 * ahead, not cancelled: domain/appointments/care-team), else 403; approved staff (the route's guard checks approval) may.
 */
export async function requireReadable(db: Db, patientId: string, reader: RecordReader): Promise<void> {
  if (reader.role === 'patient') {
    if (reader.id !== patientId) throw notFound(texts.patientNotFound);
    return;
  }
  const [patient] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, patientId), eq(users.role, 'patient')));
  if (patient === undefined) throw notFound(texts.patientNotFound);
  if (reader.role === 'staff') return;
  if (reader.role === 'doctor') {
    if (await doctorHasVisitWith(db, reader.id, patientId)) return;
  }
  throw forbidden(texts.noVisit);
}

type EntryRow = typeof recordEntries.$inferSelect & { checkInDate: string | null };

function toEntry(row: EntryRow): RecordEntry {
  return {
    id: row.id,
    list: row.list,
    name: row.name,
    details: row.details,
    started_on: row.startedOn,
    ended_on: row.endedOn,
    source: row.source,
    check_in: row.source === 'check_in' && row.sourceAppointmentId !== null && row.checkInDate !== null ? { appointment_id: row.sourceAppointmentId, appointment_date: row.checkInDate } : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function entriesQuery(db: Db) {
  return db
    .select({ entry: recordEntries, checkInDate: appointments.appointmentDate })
    .from(recordEntries)
    .leftJoin(appointments, eq(appointments.id, recordEntries.sourceAppointmentId));
}

async function listsOf(db: Db, patientId: string): Promise<PatientRecord['lists']> {
  const rows = await entriesQuery(db).where(eq(recordEntries.patientId, patientId)).orderBy(asc(recordEntries.list), sql`lower(${recordEntries.name})`);
  const lists: PatientRecord['lists'] = { medications: [], allergies: [], conditions: [] };
  for (const row of rows) lists[row.entry.list].push(toEntry({ ...row.entry, checkInDate: row.checkInDate }));
  return lists;
}

async function detailsOf(db: Db, patientId: string): Promise<PatientRecord['patient']> {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, phone: users.phone, age: patients.age, gender: patients.gender, address: patients.address })
    .from(users)
    .leftJoin(patients, eq(patients.userId, users.id))
    .where(eq(users.id, patientId));
  if (row === undefined) throw notFound(texts.patientNotFound);
  return row;
}

const doctorUser = alias(users, 'doctor_user');

/** RECORD-1: every visit, newest first; upcoming while it is active and has not begun in its zone. */
async function visitsOf(db: Db, patientId: string, clinicTimeZone: string, now: Date): Promise<PatientRecord['visits']> {
  const rows = await db
    .select({
      id: appointments.id,
      date: appointments.appointmentDate,
      time: appointments.appointmentTime,
      status: appointments.status,
      type: appointments.appointmentType,
      doctorId: appointments.doctorId,
      doctorName: doctorUser.name,
      specialization: doctors.specialization,
      zone: locationZone,
      summaryId: visitSummaries.id,
      summarySignedAt: visitSummaries.signedAt,
    })
    .from(appointments)
    .innerJoin(doctorUser, eq(doctorUser.id, appointments.doctorId))
    .innerJoin(doctors, eq(doctors.userId, appointments.doctorId))
    // SUMMARY-5: only a signed summary is the patient's to read; a draft stays the doctor's.
    .leftJoin(visitSummaries, and(eq(visitSummaries.appointmentId, appointments.id), eq(visitSummaries.status, 'signed')))
    .where(eq(appointments.patientId, patientId))
    .orderBy(desc(appointments.appointmentDate), desc(appointments.appointmentTime));
  return rows.map((row) => {
    const status = displayStatus(row.status);
    const zone = row.zone ?? clinicTimeZone;
    return {
      id: row.id,
      date: row.date,
      time: row.time,
      time_zone: zone,
      status,
      type: row.type,
      doctor: { id: row.doctorId, name: row.doctorName, specialization: row.specialization },
      upcoming: isActiveStatus(status) && !hasBegun(row.date, row.time, clinicNow(zone, now)),
      summary: row.summaryId === null ? null : { id: row.summaryId, signed_at: row.summarySignedAt?.toISOString() ?? null },
    };
  });
}

/** RECORD-1: every saved questionnaire answer, newest visit first, with the server's score. */
async function answersOf(db: Db, patientId: string): Promise<PatientRecord['questionnaires']> {
  const rows = await savedAnswers(db).where(eq(questionnaireResponses.patientId, patientId)).orderBy(desc(appointments.appointmentDate), asc(questionnaires.title));
  return rows.map((row) => ({ appointment_id: row.appointmentId, appointment_date: row.date, ...answeredFields(row) }));
}

const fileColumns = { id: files.id, name: files.name, contentType: files.contentType, size: files.size, createdAt: files.createdAt };

function metaOf(row: { id: string; name: string; contentType: FileMeta['contentType']; size: number; createdAt: Date }): FileMeta {
  return { id: row.id, name: row.name, contentType: row.contentType, size: row.size, createdAt: row.createdAt.toISOString() };
}

async function consentsOf(db: Db, patientId: string): Promise<PatientRecord['consents']> {
  const rows = await db
    .select({ id: consentSignatures.id, title: consentVersions.title, version: consentVersions.version, signedAt: consentSignatures.signedAt, file: fileColumns })
    .from(consentSignatures)
    .innerJoin(consentVersions, eq(consentVersions.id, consentSignatures.consentVersionId))
    .innerJoin(files, eq(files.id, consentSignatures.fileId))
    .where(eq(consentSignatures.patientId, patientId))
    .orderBy(desc(consentSignatures.signedAt));
  return rows.map((row) => ({ id: row.id, title: row.title, version: row.version, signed_at: row.signedAt.toISOString(), file: metaOf(row.file) }));
}

/** RECORD-1: the documents the patient uploaded: check-in card photos and their message attachments, newest first. */
async function documentsOf(db: Db, patientId: string): Promise<RecordDocument[]> {
  const [cards, attachments] = await Promise.all([
    db
      .select({ file: fileColumns, appointmentId: checkIns.appointmentId })
      .from(checkIns)
      .innerJoin(files, or(eq(files.id, checkIns.cardFrontFileId), eq(files.id, checkIns.cardBackFileId)))
      .where(eq(checkIns.patientId, patientId)),
    db
      .select({ file: fileColumns, threadId: threadMessageFiles.threadId })
      .from(threadMessageFiles)
      .innerJoin(threads, eq(threads.id, threadMessageFiles.threadId))
      .innerJoin(files, eq(files.id, threadMessageFiles.fileId))
      .where(and(eq(threads.patientId, patientId), eq(files.uploadedBy, patientId))),
  ]);
  const list: RecordDocument[] = [
    ...cards.map((row) => ({ kind: 'insurance_card' as const, file: metaOf(row.file), thread_id: null, appointment_id: row.appointmentId })),
    ...attachments.map((row) => ({ kind: 'message_attachment' as const, file: metaOf(row.file), thread_id: row.threadId, appointment_id: null })),
  ];
  return list.sort((a, b) => b.file.createdAt.localeCompare(a.file.createdAt));
}

async function threadsOf(db: Db, patientId: string): Promise<PatientRecord['threads']> {
  const rows = await db
    .select({ id: threads.id, topic: threads.topic, doctorName: doctorUser.name, messageCount: threads.messageCount, lastMessageAt: threads.lastMessageAt, closedAt: threads.closedAt })
    .from(threads)
    .leftJoin(doctorUser, eq(doctorUser.id, threads.doctorId))
    .where(eq(threads.patientId, patientId))
    .orderBy(desc(threads.lastMessageAt));
  return rows.map((row) => ({ id: row.id, topic: row.topic, doctor_name: row.doctorName, message_count: row.messageCount, last_message_at: row.lastMessageAt.toISOString(), closed: row.closedAt !== null }));
}

/** RECORD-1: the whole record; `editable` only for the patient themselves (RECORD-5). */
export async function readRecord(db: Db, patientId: string, reader: RecordReader, clinicTimeZone: string, now: Date): Promise<PatientRecord> {
  const [patient, lists, visits, answers, consents, documents, threadList] = await Promise.all([
    detailsOf(db, patientId),
    listsOf(db, patientId),
    visitsOf(db, patientId, clinicTimeZone, now),
    answersOf(db, patientId),
    consentsOf(db, patientId),
    documentsOf(db, patientId),
    threadsOf(db, patientId),
  ]);
  return { patient, editable: reader.role === 'patient' && reader.id === patientId, time_zone: clinicTimeZone, lists, visits, questionnaires: answers, consents, documents, threads: threadList };
}

/** RECORD-6: a file the record lists (a signed consent's PDF, a card photo, an attachment the patient sent); else 404. */
export async function recordFileId(db: Db, patientId: string, fileId: string): Promise<string> {
  const [consent] = await db.select({ id: consentSignatures.fileId }).from(consentSignatures).where(and(eq(consentSignatures.patientId, patientId), eq(consentSignatures.fileId, fileId)));
  if (consent !== undefined) return consent.id;
  const [card] = await db
    .select({ id: checkIns.id })
    .from(checkIns)
    .where(and(eq(checkIns.patientId, patientId), or(eq(checkIns.cardFrontFileId, fileId), eq(checkIns.cardBackFileId, fileId))));
  if (card !== undefined) return fileId;
  const [attachment] = await db
    .select({ id: threadMessageFiles.fileId })
    .from(threadMessageFiles)
    .innerJoin(threads, eq(threads.id, threadMessageFiles.threadId))
    .innerJoin(files, eq(files.id, threadMessageFiles.fileId))
    .where(and(eq(threadMessageFiles.fileId, fileId), eq(threads.patientId, patientId), eq(files.uploadedBy, patientId)));
  if (attachment !== undefined) return attachment.id;
  throw notFound(texts.fileNotFound);
}

async function entryOf(db: Db, id: string): Promise<RecordEntry> {
  const [row] = await entriesQuery(db).where(eq(recordEntries.id, id));
  if (row === undefined) throw notFound(texts.entryNotFound);
  return toEntry({ ...row.entry, checkInDate: row.checkInDate });
}

/** RECORD-2: a name is on a list once (case folded): 400 on the name field otherwise. */
async function requireFreeName(db: Db, patientId: string, list: RecordList, name: string, exceptId: string | null): Promise<void> {
  const [taken] = await db
    .select({ id: recordEntries.id })
    .from(recordEntries)
    .where(and(eq(recordEntries.patientId, patientId), eq(recordEntries.list, list), sql`lower(${recordEntries.name}) = lower(${name})`, exceptId === null ? undefined : ne(recordEntries.id, exceptId)));
  if (taken !== undefined) throw validationError(texts.nameTaken, { name: texts.nameTaken });
}

/** RECORD-2: adds an entry the patient wrote. */
export async function addEntry(db: Db, patientId: string, list: RecordList, input: RecordEntryInput, now: Date): Promise<RecordEntry> {
  await requireFreeName(db, patientId, list, input.name, null);
  try {
    const [row] = await db
      .insert(recordEntries)
      .values({ patientId, list, name: input.name, details: input.details ?? null, startedOn: input.started_on ?? null, endedOn: input.ended_on ?? null, source: 'patient', createdAt: now, updatedAt: now })
      .returning({ id: recordEntries.id });
    if (row === undefined) throw new Error('record entry not written');
    return await entryOf(db, row.id);
  } catch (error) {
    // A second add of the same name at the same moment.
    if (isUniqueViolation(error)) throw validationError(texts.nameTaken, { name: texts.nameTaken });
    throw error;
  }
}

async function ownEntryId(db: Db, patientId: string, list: RecordList, entryId: string): Promise<string> {
  const [row] = await db.select({ id: recordEntries.id }).from(recordEntries).where(and(eq(recordEntries.id, entryId), eq(recordEntries.patientId, patientId), eq(recordEntries.list, list)));
  if (row === undefined) throw notFound(texts.entryNotFound);
  return row.id;
}

/** RECORD-2: changes an entry; one copied from a check-in keeps saying where it came from. */
export async function updateEntry(db: Db, patientId: string, list: RecordList, entryId: string, input: RecordEntryInput, now: Date): Promise<RecordEntry> {
  const id = await ownEntryId(db, patientId, list, entryId);
  await requireFreeName(db, patientId, list, input.name, id);
  try {
    await db
      .update(recordEntries)
      .set({ name: input.name, details: input.details ?? null, startedOn: input.started_on ?? null, endedOn: input.ended_on ?? null, updatedAt: now })
      .where(eq(recordEntries.id, id));
  } catch (error) {
    if (isUniqueViolation(error)) throw validationError(texts.nameTaken, { name: texts.nameTaken });
    throw error;
  }
  return entryOf(db, id);
}

export async function removeEntry(db: Db, patientId: string, list: RecordList, entryId: string): Promise<void> {
  const id = await ownEntryId(db, patientId, list, entryId);
  await db.delete(recordEntries).where(eq(recordEntries.id, id));
}
