import {
  checkInErrorCodes as codes,
  checkInMessages as texts,
  type CardSide,
  type CheckIn,
  type CheckInContact,
  type CheckInInsurance,
  type CheckInInsuranceView,
  type CheckInSettings,
  type CheckInStep,
  type StaffCheckIn,
} from '@clinvia/contracts/check-ins';
import type { FileMeta } from '@clinvia/contracts/file-schemas';
import { displayStatus } from '@clinvia/contracts/appointments';
import { and, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { appointments, checkIns, clinicSettings, doctors, files, patients, users } from '../../db/schema';
import { checkInAvailability, checkInOpenDays, checkInWindow, type CheckInWindow } from '../../domain/check-ins/window';
import { consentProgress, type ConsentProgress } from '../../domain/consents/readers';
import { fileMeta, findFile, storeFiles, type NewFile } from '../../domain/files/store';
import { seedRecordFromCheckIn } from '../../domain/record/seed';
import { locationZone } from '../../domain/slots/schedule-queries';
import { ApiError, notFound } from '../../lib/errors';
import { visitQuestionnaires } from '../questionnaires/service';
import { spanishMessageBuilders as spanish } from '@clinvia/contracts/messages.es';

// CHECKIN-1 to CHECKIN-7: a patient's check-in for one own appointment, its window, its steps and
// its card photos; what staff read and verify. Every write runs under the appointment's row lock,
// so a save, an upload and a finish of one check-in happen one after another
// (docs/decisions/2026-11-29-check-in-window.md).

/**
 * CHECKIN-2: the steps a visit's check-in asks for: the questionnaires step only when the visit
 * has questionnaires (INTAKE-13), the consents step only when the clinic has an active consent.
 * A step not listed is neither shown nor required to finish.
 */
function stepsOf(progress: Progress): CheckInStep[] {
  return [
    'contact',
    'insurance',
    ...(progress.questionnaires.total > 0 ? (['questionnaires'] as const) : []),
    ...(progress.consents.total > 0 ? (['consents'] as const) : []),
    'review',
  ];
}

interface QuestionnaireProgress {
  readonly total: number;
  readonly completed: number;
}

/** What of the steps beyond the check-in's own row is done: the questionnaires and the consents. */
interface Progress {
  readonly questionnaires: QuestionnaireProgress;
  readonly consents: ConsentProgress;
}

/** INTAKE-14: how many of the visit's questionnaires the patient has completed. */
async function questionnaireProgress(db: Db, visit: Visit): Promise<QuestionnaireProgress> {
  const asked = await visitQuestionnaires(db, { id: visit.id, patientId: visit.patientId, doctorId: visit.doctorId, date: visit.date, type: visit.type, editable: true });
  return { total: asked.questionnaires.length, completed: asked.questionnaires.filter((item) => item.status === 'completed').length };
}

/** CHECKIN-2: the questionnaires completed and the active consents signed at their current version. */
async function progressOf(db: Db, visit: Visit): Promise<Progress> {
  const [questionnaires, consents] = await Promise.all([questionnaireProgress(db, visit), consentProgress(db, visit.patientId)]);
  return { questionnaires, consents };
}

type CheckInRow = typeof checkIns.$inferSelect;

interface Visit {
  readonly id: string;
  readonly patientId: string;
  readonly date: string;
  readonly time: string;
  readonly status: ReturnType<typeof displayStatus>;
  readonly zone: string;
  readonly doctorId: string;
  readonly type: string;
}

const visitColumns = {
  id: appointments.id,
  patientId: appointments.patientId,
  date: appointments.appointmentDate,
  time: appointments.appointmentTime,
  status: appointments.status,
  zone: locationZone,
  doctorId: appointments.doctorId,
  type: appointments.appointmentType,
};

/** The appointment, or null for none; `lock` holds its row to the end of the transaction. */
async function findVisit(db: Db, appointmentId: string, clinicTimeZone: string, lock: boolean): Promise<Visit | null> {
  const query = db.select(visitColumns).from(appointments).innerJoin(doctors, eq(doctors.userId, appointments.doctorId)).where(eq(appointments.id, appointmentId));
  const [row] = lock ? await query.for('update', { of: appointments }) : await query;
  if (row === undefined) return null;
  return { ...row, status: displayStatus(row.status), zone: row.zone ?? clinicTimeZone };
}

/** The patient's own appointment; anyone else's, or none, is 404 alike (CHECKIN-8). */
async function ownVisit(db: Db, appointmentId: string, patientId: string, clinicTimeZone: string, lock: boolean): Promise<Visit> {
  const visit = await findVisit(db, appointmentId, clinicTimeZone, lock);
  if (visit?.patientId !== patientId) throw notFound(texts.notFound);
  return visit;
}

async function checkInOf(db: Db, appointmentId: string): Promise<CheckInRow | null> {
  const [row] = await db.select().from(checkIns).where(eq(checkIns.appointmentId, appointmentId));
  return row ?? null;
}

/** CHECKIN-2: where the wizard resumes: the first step not done. */
export function firstOpenStep(row: Pick<CheckInRow, 'contactConfirmedAt' | 'insuranceMode'> | null, progress: Progress): CheckInStep {
  const done: Partial<Record<CheckInStep, boolean>> = {
    contact: row?.contactConfirmedAt != null,
    insurance: row?.insuranceMode != null,
    questionnaires: progress.questionnaires.completed >= progress.questionnaires.total,
    consents: progress.consents.signed >= progress.consents.total,
  };
  return stepsOf(progress).find((step) => step !== 'review' && done[step] !== true) ?? 'review';
}

function insuranceOf(row: CheckInRow | null): CheckInInsuranceView | null {
  if (row?.insuranceMode == null) return null;
  return { mode: row.insuranceMode, provider: row.insuranceProvider, member_number: row.insuranceMemberNumber };
}

async function cardsOf(db: Db, row: CheckInRow | null): Promise<{ front: FileMeta | null; back: FileMeta | null }> {
  const [front, back] = await Promise.all(
    [row?.cardFrontFileId ?? null, row?.cardBackFileId ?? null].map(async (id) => {
      const file = id === null ? null : await findFile(db, id, 'insurance_card');
      return file === null ? null : fileMeta(file);
    }),
  );
  return { front: front ?? null, back: back ?? null };
}

function windowAnswer(window: CheckInWindow): CheckIn['window'] {
  return { opens_at: window.opensAt.toISOString(), closes_at: window.closesAt.toISOString(), open_days: window.openDays };
}

async function profileOf(db: Db, patientId: string): Promise<CheckIn['contact_prefill']> {
  const [row] = await db
    .select({ name: users.name, email: users.email, phone: users.phone, age: patients.age, gender: patients.gender, address: patients.address })
    .from(users)
    .leftJoin(patients, eq(patients.userId, users.id))
    .where(eq(users.id, patientId));
  if (row === undefined) throw notFound(texts.notFound);
  return row;
}

async function view(db: Db, visit: Visit, row: CheckInRow | null, now: Date): Promise<CheckIn> {
  const window = checkInWindow(visit.date, visit.time, visit.zone, await checkInOpenDays(db));
  const [prefill, cards, progress] = await Promise.all([profileOf(db, visit.patientId), cardsOf(db, row), progressOf(db, visit)]);
  return {
    appointment_id: visit.id,
    availability: checkInAvailability(visit.status, row?.state ?? null, window, now),
    window: windowAnswer(window),
    steps: stepsOf(progress),
    current_step: row?.state === 'completed' ? 'review' : firstOpenStep(row, progress),
    questionnaires: progress.questionnaires,
    consents: progress.consents,
    contact: row?.contact ?? null,
    contact_prefill: prefill,
    insurance: insuranceOf(row),
    cards,
    completed_at: row?.completedAt?.toISOString() ?? null,
    insurance_verified_at: row?.insuranceVerifiedAt?.toISOString() ?? null,
  };
}

/** CHECKIN-2: the patient's check-in as it stands; reading creates nothing. */
export async function readCheckIn(db: Db, appointmentId: string, patientId: string, clinicTimeZone: string, now: Date): Promise<CheckIn> {
  const visit = await ownVisit(db, appointmentId, patientId, clinicTimeZone, false);
  return view(db, visit, await checkInOf(db, appointmentId), now);
}

/** CHECKIN-1: refuses a change outside the window, or after finishing, with its 409 code. */
async function requireOpen(db: Db, visit: Visit, row: CheckInRow | null, now: Date): Promise<void> {
  const days = await checkInOpenDays(db);
  const availability = checkInAvailability(visit.status, row?.state ?? null, checkInWindow(visit.date, visit.time, visit.zone, days), now);
  if (availability === 'checked_in') throw new ApiError(409, codes.completed, texts.completed);
  if (availability === 'closed') throw new ApiError(409, codes.closed, texts.closed);
  if (availability === 'not_open') throw new ApiError(409, codes.notOpen, texts.notOpen(days)).inSpanish(spanish.checkInMessages.notOpen(days));
}

/**
 * Runs `change` on the patient's open check-in under the appointment's lock, making the row first
 * when this is the first save (CHECKIN-2); answers the check-in as it then stands.
 */
async function changeCheckIn(db: Db, appointmentId: string, patientId: string, clinicTimeZone: string, now: Date, change: (tx: Db, row: CheckInRow) => Promise<void>): Promise<CheckIn> {
  return db.transaction(async (tx) => {
    const visit = await ownVisit(tx, appointmentId, patientId, clinicTimeZone, true);
    const existing = await checkInOf(tx, appointmentId);
    await requireOpen(tx, visit, existing, now);
    const row = existing ?? (await tx.insert(checkIns).values({ appointmentId, patientId, startedAt: now, updatedAt: now }).returning())[0];
    if (row === undefined) throw new Error('check-in row not written');
    await change(tx, row);
    const [saved] = await tx.select().from(checkIns).where(eq(checkIns.id, row.id));
    if (saved === undefined) throw new Error('check-in row lost');
    const [updated] = await tx.update(checkIns).set({ currentStep: firstOpenStep(saved, await progressOf(tx, visit)), updatedAt: now }).where(eq(checkIns.id, row.id)).returning();
    return view(tx, visit, updated ?? saved, now);
  });
}

/** Deletes card photos no longer referenced (a replaced or removed side, or self-pay chosen). */
async function dropFiles(tx: Db, ids: readonly (string | null)[]): Promise<void> {
  const wanted = ids.filter((id): id is string => id !== null);
  if (wanted.length > 0) await tx.delete(files).where(and(inArray(files.id, wanted), eq(files.purpose, 'insurance_card')));
}

/** CHECKIN-3: the contact details the patient confirmed for this visit. */
export function saveContact(db: Db, appointmentId: string, patientId: string, contact: CheckInContact, clinicTimeZone: string, now: Date): Promise<CheckIn> {
  return changeCheckIn(db, appointmentId, patientId, clinicTimeZone, now, async (tx, row) => {
    await tx.update(checkIns).set({ contact, contactConfirmedAt: now }).where(eq(checkIns.id, row.id));
  });
}

/**
 * CHECKIN-4: insurance, or self-pay. A change clears an earlier verification (staff verified
 * other details); choosing self-pay deletes the card photos, which the clinic then has no use for.
 */
export function saveInsurance(db: Db, appointmentId: string, patientId: string, insurance: CheckInInsurance, clinicTimeZone: string, now: Date): Promise<CheckIn> {
  return changeCheckIn(db, appointmentId, patientId, clinicTimeZone, now, async (tx, row) => {
    const same = insurance.mode === row.insuranceMode && (insurance.mode === 'self_pay' || (insurance.provider === row.insuranceProvider && insurance.member_number === row.insuranceMemberNumber));
    const verification = same ? {} : { insuranceVerifiedAt: null, insuranceVerifiedBy: null };
    if (insurance.mode === 'self_pay') {
      await tx.update(checkIns).set({ insuranceMode: 'self_pay', insuranceProvider: null, insuranceMemberNumber: null, cardFrontFileId: null, cardBackFileId: null, ...verification }).where(eq(checkIns.id, row.id));
      await dropFiles(tx, [row.cardFrontFileId, row.cardBackFileId]);
      return;
    }
    await tx.update(checkIns).set({ insuranceMode: 'insurance', insuranceProvider: insurance.provider, insuranceMemberNumber: insurance.member_number, ...verification }).where(eq(checkIns.id, row.id));
  });
}

const cardColumn = { front: 'cardFrontFileId', back: 'cardBackFileId' } as const;

/**
 * CHECKIN-4, FILE-1: stores the photo and points the check-in at it in one transaction, deleting
 * the photo it replaces, so a photo is never half-stored nor left behind.
 */
export function putCard(db: Db, appointmentId: string, patientId: string, side: CardSide, photo: Omit<NewFile, 'purpose' | 'patientId' | 'uploadedBy'>, clinicTimeZone: string, now: Date): Promise<CheckIn> {
  return changeCheckIn(db, appointmentId, patientId, clinicTimeZone, now, async (tx, row) => {
    const [stored] = await storeFiles(tx, [{ ...photo, purpose: 'insurance_card', patientId, uploadedBy: patientId }]);
    if (stored === undefined) throw new Error('card photo not stored');
    await tx.update(checkIns).set({ [cardColumn[side]]: stored.id, insuranceVerifiedAt: null, insuranceVerifiedBy: null }).where(eq(checkIns.id, row.id));
    await dropFiles(tx, [row[cardColumn[side]]]);
  });
}

export function removeCard(db: Db, appointmentId: string, patientId: string, side: CardSide, clinicTimeZone: string, now: Date): Promise<CheckIn> {
  return changeCheckIn(db, appointmentId, patientId, clinicTimeZone, now, async (tx, row) => {
    const fileId = row[cardColumn[side]];
    if (fileId === null) throw notFound(texts.cardNotFound);
    await tx.update(checkIns).set({ [cardColumn[side]]: null }).where(eq(checkIns.id, row.id));
    await dropFiles(tx, [fileId]);
  });
}

/** CHECKIN-5: what is still missing to finish, by step; empty when it may finish. */
export function missingSteps(row: CheckInRow | null, progress: Progress): Record<string, string> {
  const missing: Record<string, string> = {};
  if (row?.contactConfirmedAt == null) missing.contact = texts.contactNeeded;
  if (row?.insuranceMode == null) missing.insurance = texts.insuranceNeeded;
  if (progress.questionnaires.completed < progress.questionnaires.total) missing.questionnaires = texts.questionnairesNeeded;
  if (progress.consents.signed < progress.consents.total) missing.consents = texts.consentsNeeded;
  return missing;
}

/** CHECKIN-5: finishing checks the appointment in, once every step in force is done. */
export async function finishCheckIn(db: Db, appointmentId: string, patientId: string, clinicTimeZone: string, now: Date): Promise<CheckIn> {
  return db.transaction(async (tx) => {
    const visit = await ownVisit(tx, appointmentId, patientId, clinicTimeZone, true);
    const row = await checkInOf(tx, appointmentId);
    await requireOpen(tx, visit, row, now);
    const missing = missingSteps(row, await progressOf(tx, visit));
    if (row === null || Object.keys(missing).length > 0) {
      throw new ApiError(409, codes.incomplete, Object.values(missing).join(' '), missing);
    }
    const [done] = await tx.update(checkIns).set({ state: 'completed', completedAt: now, currentStep: 'review', updatedAt: now }).where(eq(checkIns.id, row.id)).returning();
    // RECORD-3: the answers' medications, allergies and conditions join the patient's record.
    await seedRecordFromCheckIn(tx, appointmentId, patientId, now);
    return view(tx, visit, done ?? row, now);
  });
}

/** The card photo's file id, for the patient of the appointment or staff; 404 for anyone else or none. */
export async function cardFileId(db: Db, appointmentId: string, side: CardSide, reader: { id: string; role: string }): Promise<{ fileId: string; patientId: string }> {
  const row = await checkInOf(db, appointmentId);
  const fileId = row?.[cardColumn[side]] ?? null;
  if (row === null || fileId === null || (reader.role !== 'staff' && row.patientId !== reader.id)) throw notFound(texts.cardNotFound);
  return { fileId, patientId: row.patientId };
}

const verifier = alias(users, 'verifier');
const patientUser = alias(users, 'patient_user');

/** CHECKIN-7: an appointment's check-in as staff read it (any appointment; 404 for none). */
export async function staffCheckIn(db: Db, appointmentId: string): Promise<StaffCheckIn> {
  const [visit] = await db
    .select({ id: appointments.id, patientId: appointments.patientId, patientName: patientUser.name })
    .from(appointments)
    .innerJoin(patientUser, eq(patientUser.id, appointments.patientId))
    .where(eq(appointments.id, appointmentId));
  if (visit === undefined) throw notFound(texts.notFound);
  const [found] = await db.select({ row: checkIns, verifiedBy: verifier.name }).from(checkIns).leftJoin(verifier, eq(verifier.id, checkIns.insuranceVerifiedBy)).where(eq(checkIns.appointmentId, appointmentId));
  const row = found?.row ?? null;
  return {
    appointment_id: visit.id,
    patient: { id: visit.patientId, name: visit.patientName },
    state: row?.state ?? null,
    contact: row?.contact ?? null,
    insurance: insuranceOf(row),
    cards: await cardsOf(db, row),
    completed_at: row?.completedAt?.toISOString() ?? null,
    insurance_verified_at: row?.insuranceVerifiedAt?.toISOString() ?? null,
    insurance_verified_by: found?.verifiedBy ?? null,
  };
}

/** CHECKIN-7: staff mark the insurance the patient gave verified. */
export async function verifyInsurance(db: Db, appointmentId: string, staffId: string, now: Date): Promise<StaffCheckIn> {
  const row = await checkInOf(db, appointmentId);
  if (row === null) {
    await staffCheckIn(db, appointmentId);
    throw new ApiError(409, codes.notStarted, texts.notStarted);
  }
  if (row.insuranceMode === 'self_pay') throw new ApiError(409, codes.selfPay, texts.noInsurance);
  if (row.insuranceMode === null) throw new ApiError(409, codes.notStarted, texts.notStarted);
  await db.update(checkIns).set({ insuranceVerifiedAt: now, insuranceVerifiedBy: staffId }).where(eq(checkIns.id, row.id));
  return staffCheckIn(db, appointmentId);
}

export async function checkInSettings(db: Db): Promise<CheckInSettings> {
  return { open_days: await checkInOpenDays(db) };
}

export async function updateCheckInSettings(db: Db, staffId: string, input: CheckInSettings): Promise<CheckInSettings> {
  const values = { checkInOpenDays: input.open_days, updatedBy: staffId, updatedAt: new Date() };
  await db.insert(clinicSettings).values({ id: true, ...values }).onConflictDoUpdate({ target: clinicSettings.id, set: values });
  return checkInSettings(db);
}
