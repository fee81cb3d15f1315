import type { UiLanguage } from '@clinvia/contracts/ui-language';
import type { Approvals } from '@clinvia/contracts/staff';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { licenceLabel } from '@clinvia/contracts/licence-jurisdictions';
import { doctorPracticeColumns, practiceOf } from '../../../db/doctor-columns';
import { doctors, doctorSearchText, staff, users } from '../../../db/schema';
import { conflict, notFound } from '../../../lib/errors';
import { notify } from '../../../domain/notifications/notify';
import { inEveryLanguage } from '../../../domain/messages/notice-words';
import { clinicSpelling } from '../../../domain/specializations/spelling';
import { staffAnswerMessages } from '@clinvia/contracts/staff';

// Administrators review registrations (STAFF-5, SEC-2): a doctor is listed only once verified, a
// staff member gains staff powers only once approved. A rejection ends the application: the
// account is disabled (its sessions end) and the applicant is told the reason by e-mail.

export interface Applicant {
  id: string;
  name: string;
  email: string;
  /** I18N-10: the decision's e-mail is written in it. */
  language: UiLanguage;
}

const pending = sql`${users.status} <> 'disabled'`;

export async function pendingApprovals(db: Db): Promise<Approvals> {
  const [doctorRows, staffRows] = await Promise.all([
    db
      .select({
        id: users.id,
        ...doctorPracticeColumns,
        phone: users.phone,
        faceUrl: doctors.faceUrl,
        licenceNumber: doctors.licenceNumber,
        licenceState: doctors.licenceState,
        createdAt: users.createdAt,
      })
      .from(doctors)
      .innerJoin(users, eq(users.id, doctors.userId))
      .where(and(eq(doctors.verified, false), isNull(doctors.rejectionReason), pending))
      .orderBy(asc(users.createdAt)),
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        phone: users.phone,
        department: staff.department,
        position: staff.position,
        employeeId: staff.employeeId,
        createdAt: users.createdAt,
      })
      .from(staff)
      .innerJoin(users, eq(users.id, staff.userId))
      .where(and(eq(staff.approved, false), isNull(staff.rejectionReason), pending))
      .orderBy(asc(users.createdAt)),
  ]);
  return {
    doctors: doctorRows.map((row) => ({
      id: row.id,
      ...practiceOf(row),
      phone: row.phone,
      face_url: row.faceUrl,
      registered_at: row.createdAt.toISOString(),
      licence_number: row.licenceNumber,
      licence_state: row.licenceState,
    })),
    staff: staffRows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      department: row.department,
      position: row.position,
      employee_id: row.employeeId,
      registered_at: row.createdAt.toISOString(),
    })),
  };
}

async function applicant(db: Db, id: string, table: typeof doctors | typeof staff): Promise<Applicant & { decided: boolean; rejected: boolean }> {
  const decided = table === doctors ? doctors.verified : staff.approved;
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, language: users.language, decided, rejectionReason: table.rejectionReason })
    .from(table)
    .innerJoin(users, eq(users.id, table.userId))
    .where(eq(table.userId, id))
    .limit(1);
  if (!row) throw notFound(table === doctors ? staffAnswerMessages.noDoctor : staffAnswerMessages.noStaffApplicant);
  return { id: row.id, name: row.name, email: row.email, language: row.language, decided: row.decided, rejected: row.rejectionReason !== null };
}

/** What staff checked and corrected when verifying a doctor (DOC-9, DOC-10). */
export interface Verification {
  /** The specialization as staff corrected it; undefined keeps the doctor's. */
  specialization?: string | undefined;
}

export interface VerifiedDoctor extends Applicant {
  /** 'A123456 (CA)', or null for a registration from before the licence was asked. */
  licence: string | null;
  /** The specialization before and after staff's correction, when it changed. */
  corrected: { from: string; to: string } | null;
}

/**
 * Lists a doctor (Find Doctor, the carousel, booking). A doctor rejected earlier can still be
 * verified after all: the account is enabled again. A corrected specialization is stored in the
 * clinic's spelling (DOC-8) in the same transaction, with the search text it feeds.
 */
export async function verifyDoctor(db: Db, id: string, reviewerId: string, verification: Verification = {}): Promise<VerifiedDoctor> {
  const doctor = await applicant(db, id, doctors);
  if (doctor.decided) throw conflict(staffAnswerMessages.doctorAlreadyVerified);
  const [current] = await db
    .select({ specialization: doctors.specialization, qualifications: doctors.qualifications, licenceNumber: doctors.licenceNumber, licenceState: doctors.licenceState })
    .from(doctors)
    .where(eq(doctors.userId, id));
  if (!current) throw notFound(staffAnswerMessages.noDoctor);
  const specialization = verification.specialization === undefined ? current.specialization : await clinicSpelling(db, verification.specialization, id);
  const corrected = specialization === current.specialization ? null : { from: current.specialization, to: specialization };
  await db.transaction(async (tx) => {
    await tx
      .update(doctors)
      .set({
        verified: true,
        reviewedAt: new Date(),
        reviewedBy: reviewerId,
        rejectionReason: null,
        ...(corrected ? { specialization, searchText: doctorSearchText(doctor.name, specialization, current.qualifications) } : {}),
      })
      .where(eq(doctors.userId, id));
    if (doctor.rejected) await tx.update(users).set({ status: 'active', updatedAt: new Date() }).where(eq(users.id, id));
    await notify(tx, { userId: id, kind: 'registration.approved', words: inEveryLanguage((words) => words.doctorListed) });
  });
  const licence = current.licenceNumber !== null && current.licenceState !== null ? licenceLabel(current.licenceNumber, current.licenceState) : null;
  return { id: doctor.id, name: doctor.name, email: doctor.email, language: doctor.language, licence, corrected };
}

export async function rejectDoctor(db: Db, id: string, reviewerId: string, reason: string): Promise<Applicant> {
  const doctor = await applicant(db, id, doctors);
  if (doctor.decided) throw conflict(staffAnswerMessages.doctorVerifiedDeactivate);
  if (doctor.rejected) throw conflict(staffAnswerMessages.registrationRejected);
  await db.transaction(async (tx) => {
    await tx.update(doctors).set({ reviewedAt: new Date(), reviewedBy: reviewerId, rejectionReason: reason }).where(eq(doctors.userId, id));
    await tx.update(users).set({ status: 'disabled', tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() }).where(eq(users.id, id));
  });
  return doctor;
}

export async function approveStaff(db: Db, id: string, reviewerId: string): Promise<Applicant> {
  const member = await applicant(db, id, staff);
  if (member.decided) throw conflict(staffAnswerMessages.staffAlreadyApproved);
  if (member.rejected) throw conflict(staffAnswerMessages.staffRejectedRegisterAgain);
  await db.transaction(async (tx) => {
    await tx.update(staff).set({ approved: true, reviewedAt: new Date(), reviewedBy: reviewerId }).where(eq(staff.userId, id));
    await tx.update(users).set({ status: 'active', updatedAt: new Date() }).where(and(eq(users.id, id), ne(users.status, 'disabled')));
    await notify(tx, { userId: id, kind: 'registration.approved', words: inEveryLanguage((words) => words.staffApproved) });
  });
  return member;
}

export async function rejectStaff(db: Db, id: string, reviewerId: string, reason: string): Promise<Applicant> {
  const member = await applicant(db, id, staff);
  if (member.decided) throw conflict(staffAnswerMessages.staffAlreadyApproved);
  if (member.rejected) throw conflict(staffAnswerMessages.registrationRejected);
  await db.transaction(async (tx) => {
    await tx.update(staff).set({ reviewedAt: new Date(), reviewedBy: reviewerId, rejectionReason: reason }).where(eq(staff.userId, id));
    await tx.update(users).set({ status: 'disabled', tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() }).where(eq(users.id, id));
  });
  return member;
}
