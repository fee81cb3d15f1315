import { activeAppointmentStatuses, appointmentStatuses, appointmentTypes, type AppointmentStatus } from '@clinvia/contracts/appointments';
import { ambulanceRequestKinds, ambulanceRequestStatuses } from '@clinvia/contracts/ambulance';
import { accountRoles, accountStatuses, genderOptions } from '@clinvia/contracts/auth';
import { messageKinds, messageStatuses } from '@clinvia/contracts/messages';
import { ageOfMajorityLimits, offerStatuses } from '@clinvia/contracts/waitlist';
import { acceptedFileTypes, filePurposes } from '@clinvia/contracts/files';
import { contactMessageStatuses } from '@clinvia/contracts/staff';
import { doctorBioMaxLength, maxBookingNoticeHours, maxInsurancePlans } from '@clinvia/contracts/doctor-portal';
import { doctorLanguages } from '@clinvia/contracts/language-codes';
import { uiLanguages } from '@clinvia/contracts/ui-language';
import { slotLengths } from '@clinvia/contracts/schedules';
import { recordLimits, recordLists } from '@clinvia/contracts/record';
import { shareLimits, shareOpeningKinds } from '@clinvia/contracts/record-shares';
import { DEFAULT_AGE_OF_MAJORITY, dependentLimits, dependentRelationships } from '@clinvia/contracts/dependents';
import { proxyScopes } from '@clinvia/contracts/proxies';
import { followUpUnits, summaryStatuses } from '@clinvia/contracts/visit-summaries';
import type { AboutFigure, AboutPartner, SiteSettings } from '@clinvia/contracts/site';
import { maxVisitSlots } from '@clinvia/contracts/visit-types';
import { threadAuthorRoles, threadLimits, threadTopics } from '@clinvia/contracts/threads';
import type { Questionnaire, QuestionnaireResponse } from '@clinvia/contracts/questionnaire';
import { questionnaireResponseStatuses, questionnaireStatuses, type QuestionnaireScore } from '@clinvia/contracts/questionnaires';
import { checkInLimits, checkInStates, checkInSteps, type CheckInContact } from '@clinvia/contracts/check-ins';
import { consentStatuses, signatureMethods } from '@clinvia/contracts/consents';
import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// The one schema for PGlite and PostgreSQL. Migrations in ../../drizzle are generated from it
// (`npm run db:generate -w apps/api`) and committed.

// Roles, genders and appointment statuses come from the contracts (one source of truth).
export const userRoles = accountRoles;
export const userStatuses = accountStatuses;
export const genders = genderOptions;
export { activeAppointmentStatuses, appointmentStatuses };

/** Where a message or request stands in the staff console. */
export { ambulanceRequestKinds, ambulanceRequestStatuses, contactMessageStatuses };

export type UserRole = (typeof userRoles)[number];
export type UserStatus = (typeof userStatuses)[number];
export type Gender = (typeof genders)[number];
export type { AppointmentStatus };

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

/** `'a', 'b'` for a CHECK ... IN (...) list built from one of the constant arrays above. */
function sqlList(values: readonly string[]) {
  return sql.raw(values.map((value) => `'${value}'`).join(', '));
}

/**
 * The outcome of an administrator's review of a registration (doctor verification, staff
 * approval): who decided, when, and the reason given when it was rejected.
 */
const review = {
  reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
  reviewedBy: uuid('reviewed_by'),
  /** Set when the registration was rejected; shown to the applicant. */
  rejectionReason: text('rejection_reason'),
};

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    role: text('role', { enum: userRoles }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    status: text('status', { enum: userStatuses }).notNull().default('active'),
    /** Bumped to revoke every token issued before (tokens carry the version they were issued with). */
    tokenVersion: integer('token_version').notNull().default(0),
    /** The TOTP shared secret (base32), set at enrolment start; in force once totpEnabledAt is set (AUTH-18). */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true, mode: 'date' }),
    /** The last accepted TOTP time step: a code of this step or an earlier one is refused (no replay). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** I18N-2: the language the portal speaks to this person (pages, e-mails), 'en' or 'es'. */
    language: text('language', { enum: uiLanguages }).notNull().default('en'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    // The doctor portal's and the staff console's patient search (issue 39.2): part of a name.
    index('users_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    check('users_role_check', sql`${t.role} in (${sqlList(userRoles)})`),
    check('users_status_check', sql`${t.status} in (${sqlList(userStatuses)})`),
    check('users_language_check', sql`${t.language} in (${sqlList(uiLanguages)})`),
  ],
);

export const patients = pgTable(
  'patients',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    age: integer('age').notNull(),
    gender: text('gender', { enum: genders }).notNull(),
    address: text('address').notNull(),
    /** Reminders before each visit (LIFE-8), per channel; read when a reminder falls due, so a change applies to reminders already planned. */
    remindByEmail: boolean('remind_by_email').notNull().default(true),
    remindInApp: boolean('remind_in_app').notNull().default(true),
  },
  (t) => [
    check('patients_gender_check', sql`${t.gender} in (${sqlList(genders)})`),
    check('patients_age_check', sql`${t.age} between 0 and 150`),
  ],
);

export const doctors = pgTable(
  'doctors',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    specialization: text('specialization').notNull(),
    /**
     * DOC-8: the specialization's grouping key (case and spacing folded), kept by the database so
     * chips, filters and counts group 'Cardiology' and 'cardiology ' at the query level while the
     * row keeps the words as typed.
     */
    specializationKey: text('specialization_key')
      .notNull()
      .generatedAlwaysAs(specializationKeyOf(sql`"specialization"`)),
    qualifications: text('qualifications').notNull(),
    experienceYears: integer('experience_years').notNull(),
    consultationFee: numeric('consultation_fee', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    available: boolean('available').notNull().default(true),
    trending: boolean('trending').notNull().default(false),
    /**
     * Listed (Find Doctor, carousel, booking): staff verified the doctor (FIND-11, STAFF-5) and the
     * account is active. Deactivation clears it; reactivation restores it when reviewed_at
     * records a verification (modules/staff/doctors/service.ts).
     */
    verified: boolean('verified').notNull().default(false),
    faceUrl: text('face_url'),
    city: text('city'),
    clinicAddress: text('clinic_address'),
    /**
     * lower(name + specialization + qualifications), written by the app through
     * `doctorSearchText` whenever one of them changes. The name lives on users, and an index
     * cannot span two tables, so the trigram index needs this one column to search all three.
     */
    searchText: text('search_text').notNull(),
    /** BOOK-20: patients book no slot that starts sooner than this many hours from now. */
    bookingNoticeHours: integer('booking_notice_hours').notNull().default(0),
    /** HOURS-1: minutes a slot lasts once the doctor sets a week (`doctor_hours`); null keeps BOOK-2's week. */
    slotMinutes: integer('slot_minutes'),
    /** HOURS-4: where the doctor works; null is the clinic's default location (`CLINIC_TIME_ZONE`). */
    locationId: uuid('location_id').references((): AnyPgColumn => locations.id, { onDelete: 'set null' }),
    /** DOC-10: the licence given at registration (number and issuing US jurisdiction); null for doctors registered before it was asked. */
    licenceNumber: text('licence_number'),
    licenceState: text('licence_state'),
    /** DOC-11: the doctor's own words for patients, plain text (never rendered as HTML). */
    bio: text('bio'),
    /** DOC-11: the insurance plans the doctor accepts, as the doctor names them. */
    insurancePlans: text('insurance_plans').array().notNull().default(sql`'{}'::text[]`),
    /** DOC-13: ISO 639-1 codes of the languages the doctor speaks, each one of `doctorLanguages`. */
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    ...review,
    createdAt: timestamps.createdAt,
  },
  (t) => [
    check('doctors_rating_check', sql`${t.rating} between 0 and 5`),
    check('doctors_fee_check', sql`${t.consultationFee} >= 0`),
    check('doctors_experience_check', sql`${t.experienceYears} between 0 and 80`),
    check('doctors_slot_minutes_check', sql`${t.slotMinutes} is null or ${t.slotMinutes} in (${sql.raw(slotLengths.join(', '))})`),
    check('doctors_booking_notice_check', sql`${t.bookingNoticeHours} between 0 and ${sql.raw(String(maxBookingNoticeHours))}`),
    check('doctors_bio_check', sql`char_length(${t.bio}) <= ${sql.raw(String(doctorBioMaxLength))}`),
    check('doctors_insurance_plans_check', sql`cardinality(${t.insurancePlans}) <= ${sql.raw(String(maxInsurancePlans))}`),
    check('doctors_languages_check', sql`${t.languages} <@ array[${sql.raw(doctorLanguages.map((code) => `'${code}'`).join(', '))}]::text[]`),
    // The listing only ever shows verified doctors, so its sort indexes are partial. DESC is
    // NULLS FIRST to match a plain `ORDER BY x DESC`, or the planner would not use them.
    // Each starts with `available`: doctors taking bookings are listed first (FIND-15).
    index('doctors_listed_recommended_idx')
      .on(t.available.desc().nullsFirst(), t.trending.desc().nullsFirst(), t.rating.desc().nullsFirst(), t.userId)
      .where(sql`${t.verified}`),
    index('doctors_listed_rating_idx').on(t.available.desc().nullsFirst(), t.rating.desc().nullsFirst(), t.userId).where(sql`${t.verified}`),
    index('doctors_listed_experience_idx').on(t.available.desc().nullsFirst(), t.experienceYears.desc().nullsFirst(), t.userId).where(sql`${t.verified}`),
    index('doctors_listed_fee_idx').on(t.available.desc().nullsFirst(), t.consultationFee, t.userId).where(sql`${t.verified}`),
    // DOC-8: one probe per specialization for the chips, the first-registered spelling its label.
    index('doctors_listed_specialization_key_idx').on(t.specializationKey, t.createdAt, t.userId).where(sql`${t.verified}`),
    index('doctors_listed_city_idx').on(sql`lower(${t.city})`).where(sql`${t.verified}`),
    index('doctors_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // FIND-14: the location box matches words of the city through this one (0007_word_search.sql).
    index('doctors_listed_city_trgm_idx').using('gin', sql`lower(${t.city}) gin_trgm_ops`).where(sql`${t.verified}`),
    // FIND-17: the language filter (`languages @> array[code]`) looks its doctors up here (0047_doctor_languages.sql).
    index('doctors_listed_languages_idx').using('gin', t.languages).where(sql`${t.verified}`),
  ],
);

/**
 * DOC-8: a specialization's grouping key: runs of white space as one space, trimmed, lower-case
 * ('  Heart   Surgery ' → 'heart surgery'). The generated column and every comparison with it use
 * this one expression, so a typed filter folds exactly as the stored rows do.
 */
export function specializationKeyOf(value: SQL): SQL {
  return sql`lower(btrim(regexp_replace(${value}, '\\s+', ' ', 'g')))`;
}

/** The value of doctors.search_text for a doctor's name, specialization and qualifications. */
export function doctorSearchText(name: string, specialization: string, qualifications: string): string {
  return `${name} ${specialization} ${qualifications}`.toLowerCase();
}

export const staff = pgTable('staff', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  department: text('department').notNull(),
  position: text('position').notNull(),
  employeeId: text('employee_id').notNull(),
  /** Staff powers only after an approved administrator approves the registration (AUTH-14, SEC-2). */
  approved: boolean('approved').notNull().default(false),
  /** A staff administrator: approves registrations and sets who else is one. */
  administrator: boolean('administrator').notNull().default(false),
  ...review,
});

export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Clinic-local calendar date, YYYY-MM-DD. */
    appointmentDate: date('appointment_date', { mode: 'string' }).notNull(),
    /** Clinic-local wall-clock time, HH:MM. */
    appointmentTime: text('appointment_time').notNull(),
    appointmentType: text('appointment_type').notNull(),
    reason: text('reason').notNull(),
    isInsurance: boolean('is_insurance').notNull().default(false),
    insuranceProvider: text('insurance_provider'),
    insuranceId: text('insurance_id'),
    /**
     * The contact for this visit, as typed in the booking's step 3 (SPEC's patientName,
     * patientEmail, patientPhone). Who booked is `patient_id`, the account holder: doctors and
     * staff see these beside the account holder's name, never instead of it (issue 20).
     */
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull(),
    status: text('status', { enum: appointmentStatuses }).notNull().default('pending'),
    /** Why the status last changed (e.g. a doctor's reason for declining), shown to the patient. */
    statusReason: text('status_reason'),
    /**
     * When the patient said 'I'll be there' (the one-click link of a booking e-mail or reminder,
     * LIFE-8); cleared by a reschedule, since it was said for the old time. It does not confirm
     * a pending request: only the doctor or staff accept one.
     */
    patientConfirmedAt: timestamp('patient_confirmed_at', { withTimezone: true, mode: 'date' }),
    /**
     * NOSHOW-2: booked while the patient had the clinic's number of no-shows in 12 months, so
     * only staff may confirm it (the doctor may still decline or cancel).
     */
    staffConfirms: boolean('staff_confirms').notNull().default(false),
    /**
     * HOURS-7: the slot ('YYYY-MM-DD HH:MM') at which the doctor (or staff) chose to keep this
     * booking although the doctor's hours no longer hold it. Bound to the slot, not the row: once
     * the visit moves, the mark no longer matches and says nothing.
     */
    keptOutsideHoursSlot: text('kept_outside_hours_slot'),
    /**
     * FAMILY-2: the dependent of the account holder (`patient_id`, the guardian) the visit is for;
     * null when it is for the account holder. The guardian stays the patient of every rule (who
     * may move or cancel, no-shows, e-mails); the doctor sees the dependent as the patient.
     */
    dependentId: uuid('dependent_id').references((): AnyPgColumn => dependents.id),
    /**
     * LOC-5: where the visit takes place, fixed when it is booked (or moved) from the slot's
     * period (HOURS-9), so a later change of hours never rewrites where a past booking was.
     */
    locationId: uuid('location_id').references((): AnyPgColumn => locations.id),
    /**
     * The iCalendar SEQUENCE (LIFE-7): 0 at booking, +1 on each change the patient's calendar
     * should apply (confirmation, decline, cancellation, reschedule). A message written for an
     * older sequence is stale and dropped, not sent (LIFE-6).
     */
    sequence: integer('sequence').notNull().default(0),
    /**
     * +1 on every lifecycle change of status or time (all transitions but the patient's 'I'll be
     * there'): a one-click link is bound to the version it was sent for, so a used or outdated
     * link never works again, even when the visit moves back to the time it named (LIFE-11).
     */
    version: integer('version').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    check('appointments_time_check', sql`${t.appointmentTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('appointments_status_check', sql`${t.status} in (${sqlList(appointmentStatuses)})`),
    // Double booking is prevented here, not in Node (BOOK-13, PLAT-7): one active booking per slot.
    uniqueIndex('appointments_active_slot_key')
      .on(t.doctorId, t.appointmentDate, t.appointmentTime)
      .where(sql`${t.status} in (${sqlList(activeAppointmentStatuses)})`),
    // Nor can a patient hold two active appointments at one date and time (with any doctors).
    uniqueIndex('appointments_patient_active_slot_key')
      .on(t.patientId, t.appointmentDate, t.appointmentTime)
      .where(sql`${t.status} in (${sqlList(activeAppointmentStatuses)})`),
    index('appointments_patient_date_idx').on(t.patientId, t.appointmentDate),
    index('appointments_doctor_date_idx').on(t.doctorId, t.appointmentDate),
    // The staff console lists every doctor's appointments by date and time (and its dashboard counts today's).
    index('appointments_date_time_idx').on(t.appointmentDate, t.appointmentTime),
    // The patient search matches the contact's name given with the booking too (issue 39.2).
    index('appointments_contact_name_trgm_idx').using('gin', sql`lower(${t.contactName}) gin_trgm_ops`),
    // FAMILY-1: whether a dependent has visits ahead, asked before removing them.
    index('appointments_dependent_idx').on(t.dependentId).where(sql`${t.dependentId} is not null`),
  ],
);

export { messageKinds, messageStatuses };

/**
 * The e-mails an appointment causes (LIFE-6): written by the lifecycle in the transaction of the
 * change, sent by the jobs worker (domain/jobs/worker.ts) when due. One row per appointment, kind,
 * calendar sequence and due time, so a transition retried or planned twice writes one message.
 */
export const appointmentMessages = pgTable(
  'appointment_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: messageKinds }).notNull(),
    /** appointments.sequence when the message was written. */
    sequence: integer('sequence').notNull(),
    /** Who made the change (the cancellation says by whom); null for reminders. */
    actorRole: text('actor_role', { enum: ['patient', 'doctor', 'staff'] }),
    /** The visit's contact e-mail at the time of the change. */
    recipient: text('recipient').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    status: text('status', { enum: messageStatuses }).notNull().default('queued'),
    /** The pg-boss job that carries it; null until the dispatcher hands the due message to the queue. */
    jobId: uuid('job_id'),
    attempts: integer('attempts').notNull().default(0),
    /** An error class and code, never the address or the text. */
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    check('appointment_messages_kind_check', sql`${t.kind} in (${sqlList(messageKinds)})`),
    check('appointment_messages_status_check', sql`${t.status} in (${sqlList(messageStatuses)})`),
    uniqueIndex('appointment_messages_once_key').on(t.appointmentId, t.kind, t.sequence, t.dueAt),
    // The dispatcher's scan: due messages not yet handed to the queue.
    index('appointment_messages_undispatched_idx').on(t.dueAt).where(sql`${t.status} = 'queued' and ${t.jobId} is null`),
    index('appointment_messages_status_idx').on(t.status, t.dueAt),
  ],
);

/** Why a session ended (audited, and shown on the sign-in page). */
export const sessionEndReasons = [
  'logout',
  'ended_by_user',
  'ended_by_administrator',
  'password_change',
  'password_reset',
  'email_change',
  'second_factor_reset',
  'idle_timeout',
  'expired',
] as const;
export type SessionEndReason = (typeof sessionEndReasons)[number];

/**
 * A signed-in device (AUTH-15): every token names one, and every request checks it, so
 * ending the row ends the token on every replica at once.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    browser: text('browser').notNull(),
    device: text('device').notNull(),
    clientAddress: text('client_address'),
    rememberMe: boolean('remember_me').notNull().default(false),
    /** Null: no idle timeout ('Remember me' on a patient's device). */
    idleTimeoutSeconds: integer('idle_timeout_seconds'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    endReason: text('end_reason', { enum: sessionEndReasons }),
  },
  (t) => [
    index('sessions_user_open_idx').on(t.userId).where(sql`${t.endedAt} is null`),
    check('sessions_end_reason_check', sql`${t.endReason} in (${sqlList(sessionEndReasons)})`),
  ],
);

/** Single-use recovery codes for the second step; only a hash is stored (AUTH-18). */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamps.createdAt,
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    /** SHA-256 of the token sent by e-mail; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamps.createdAt,
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Null for anonymous actions (e.g. a failed sign-in). No FK: the log outlives deleted users. */
    actorId: uuid('actor_id'),
    actorRole: text('actor_role'),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id'),
    /** The patient whose records were read or changed, if any: the audit log's patient filter. */
    patientId: uuid('patient_id'),
    /** A short, secret-free note, e.g. why a sign-in was refused. Never health data. */
    detail: text('detail'),
    requestId: text('request_id'),
    ip: text('ip'),
    /**
     * PROXY-6: the patient a proxy acted for, when the action was theirs on that patient's behalf
     * ('actor on behalf of on_behalf_of'); null for an action by the actor as themselves.
     */
    onBehalfOf: uuid('on_behalf_of'),
  },
  (t) => [
    index('audit_log_subject_idx').on(t.subjectType, t.subjectId, t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
    index('audit_log_patient_idx').on(t.patientId, t.at),
    index('audit_log_action_idx').on(t.action, t.at),
    index('audit_log_at_idx').on(t.at),
    index('audit_log_on_behalf_idx').on(t.onBehalfOf, t.at).where(sql`${t.onBehalfOf} is not null`),
  ],
);

/**
 * The history of an appointment: its booking, every status change and every reschedule, with
 * who did it and why (the doctor portal's details drawer, the staff console).
 */
export const appointmentEvents = pgTable(
  'appointment_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Null when the system acted. No FK: the history outlives deleted users. */
    actorId: uuid('actor_id'),
    actorRole: text('actor_role'),
    /** 'booked', 'status_changed' or 'rescheduled'. */
    kind: text('kind').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    /** For a reschedule: the slot it left ('YYYY-MM-DD HH:MM'). */
    fromSlot: text('from_slot'),
    toSlot: text('to_slot'),
    reason: text('reason'),
  },
  (t) => [index('appointment_events_appointment_idx').on(t.appointmentId, t.at)],
);

export const visitLinkActions = ['attend', 'cancel'] as const;
export type VisitLinkAction = (typeof visitLinkActions)[number];

/**
 * The one-click links of appointment e-mails that were used (LIFE-8): a link's signed nonce is
 * inserted when its action is taken, so the primary key makes each link work once, on every
 * replica. Links that were never used leave no row.
 */
export const visitLinkUses = pgTable(
  'visit_link_uses',
  {
    nonce: text('nonce').primaryKey(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    action: text('action', { enum: visitLinkActions }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('visit_link_uses_action_check', sql`${t.action} in (${sqlList(visitLinkActions)})`),
    index('visit_link_uses_appointment_idx').on(t.appointmentId),
  ],
);

/**
 * A booking's contact address confirmed by its owner through the link sent to it (issue 38.1):
 * appointment e-mails go to the account's own address or to one of these, never elsewhere.
 */
export const confirmedAddresses = pgTable(
  'confirmed_addresses',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.email] })],
);

/**
 * A requested change of an account's e-mail address (issue 38.3): it takes effect when the link
 * sent to the new address is followed; the old address is told, with a link that stops it and
 * ends every session.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    oldEmail: text('old_email').notNull(),
    newEmail: text('new_email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    /** The old address's link stopped it (or, once confirmed, undid it) and ended every session. */
    stoppedAt: timestamp('stopped_at', { withTimezone: true, mode: 'date' }),
    /** The person withdrew it from the settings screen. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    /** A newer request of the same account took its place: its link is refused as replaced. */
    replacedAt: timestamp('replaced_at', { withTimezone: true, mode: 'date' }),
    /** How often the confirmation link was sent (the first time and each resend): the resend limit. */
    sends: integer('sends').notNull().default(1),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('email_changes_user_idx').on(t.userId, t.createdAt)],
);

/** In-app notifications (the bell): one row per recipient, read by its owner only. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** e.g. 'appointment.booked', 'appointment.confirmed', 'registration.approved'. */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    /** TIME-5: the zone the times in `body` are wall clock in (the doctor's location's); null: none named, or the clinic's. */
    timeZone: text('time_zone'),
    /** MSG-UI-6: the thread a new-message notice is about (the bell leads there); null: none, or gone. */
    threadId: uuid('thread_id').references((): AnyPgColumn => threads.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('notifications_user_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    index('notifications_thread_idx').on(t.threadId).where(sql`${t.threadId} is not null`),
  ],
);

/**
 * A doctor's time off in the booking window: a whole day (time null) or one slot. Blocked
 * slots are unavailable in the slots API and the booking wizard.
 */
export const doctorTimeOff = pgTable(
  'doctor_time_off',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    /** HH:MM of one slot, or null for the whole day. */
    time: text('time'),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    check('doctor_time_off_time_check', sql`${t.time} is null or ${t.time} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    uniqueIndex('doctor_time_off_slot_key').on(t.doctorId, t.date, sql`coalesce(${t.time}, '')`),
  ],
);

/**
 * HOURS-4, LOC-1: a place the clinic works (name, address, IANA zone). The one row marked
 * `is_default` (made by migration 0032) is where doctors without a location work; its zone is
 * always `CLINIC_TIME_ZONE` (null here, read as the configured zone). A retired location is
 * offered for no new hours but stays on the bookings made there (LOC-3).
 */
export const locations = pgTable(
  'locations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    timeZone: text('time_zone'),
    isDefault: boolean('is_default').notNull().default(false),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    uniqueIndex('locations_default_key').on(t.isDefault).where(sql`${t.isDefault}`),
    check('locations_default_zone_check', sql`not ${t.isDefault} or (${t.timeZone} is null and ${t.retiredAt} is null)`),
  ],
);

/**
 * VISIT-1, VISIT-2: a visit type a doctor offers (`doctor_id`) or, as the default of its doctors,
 * a specialization offers (`specialization`), with how many consecutive slots it takes. A doctor
 * with rows offers those; else the specialization's rows; else BOOK-3's four of one slot each
 * (domain/slots/visit-types.ts reads it).
 */
export const visitTypes = pgTable(
  'visit_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    doctorId: uuid('doctor_id').references(() => doctors.userId, { onDelete: 'cascade' }),
    specialization: text('specialization'),
    appointmentType: text('appointment_type').notNull(),
    slots: integer('slots').notNull(),
  },
  (t) => [
    check('visit_types_owner_check', sql`(${t.doctorId} is null) <> (${t.specialization} is null)`),
    check('visit_types_type_check', sql`${t.appointmentType} in (${sqlList(appointmentTypes)})`),
    check('visit_types_slots_check', sql`${t.slots} between 1 and ${sql.raw(String(maxVisitSlots))}`),
    uniqueIndex('visit_types_doctor_key').on(t.doctorId, t.appointmentType).where(sql`${t.doctorId} is not null`),
    uniqueIndex('visit_types_specialization_key').on(t.specialization, t.appointmentType).where(sql`${t.specialization} is not null`),
  ],
);

const clockCheck = (column: AnyPgColumn) => sql`${column} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`;

/** HOURS-1: the periods of a doctor's week, wall clock in the location's zone (0 Sunday to 6 Saturday). */
export const doctorHours = pgTable(
  'doctor_hours',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weekday: integer('weekday').notNull(),
    start: text('start_time').notNull(),
    end: text('end_time').notNull(),
    /** HOURS-9: where this period is worked; null is the doctor's own location. */
    locationId: uuid('location_id').references((): AnyPgColumn => locations.id),
  },
  (t) => [
    check('doctor_hours_weekday_check', sql`${t.weekday} between 0 and 6`),
    check('doctor_hours_period_check', sql`${clockCheck(t.start)} and ${clockCheck(t.end)} and ${t.start} < ${t.end}`),
    index('doctor_hours_doctor_idx').on(t.doctorId, t.weekday),
  ],
);

/** HOURS-2: a date whose hours differ from the week's; one row per period, or one with no times for a day off. */
export const doctorDateHours = pgTable(
  'doctor_date_hours',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    start: text('start_time'),
    end: text('end_time'),
    /** HOURS-9: where this period is worked; null is the doctor's own location. */
    locationId: uuid('location_id').references((): AnyPgColumn => locations.id),
  },
  (t) => [
    check('doctor_date_hours_period_check', sql`(${t.start} is null and ${t.end} is null) or (${t.start} is not null and ${t.end} is not null and ${clockCheck(t.start)} and ${clockCheck(t.end)} and ${t.start} < ${t.end})`),
    index('doctor_date_hours_doctor_idx').on(t.doctorId, t.date),
  ],
);

/**
 * WAIT-1: a patient waiting for a free time with a doctor, on some days of the booking window
 * (or any day: `days` null) and parts of day. One entry per patient and doctor; it expires
 * after `expires_on`, the last day it names (WAIT-1), and a booking with that doctor ends it
 * in the booking's transaction (WAIT-4).
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Clinic dates (YYYY-MM-DD), or null for any day up to `expires_on`. */
    days: text('days').array(),
    parts: text('parts').array().notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    /**
     * WAIT-2: the booking an offer's one click makes (the wizard's step 2). Null on entries made
     * before offers existed: accepting their offer asks for them.
     */
    visitType: text('visit_type'),
    reason: text('reason'),
    isInsurance: boolean('is_insurance'),
    insuranceProvider: text('insurance_provider'),
    insuranceId: text('insurance_id'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('waitlist_entries_patient_doctor_key').on(t.patientId, t.doctorId),
    // Who waits for a doctor, earliest first: where offers of freed slots will look.
    index('waitlist_entries_doctor_idx').on(t.doctorId, t.createdAt),
  ],
);

/**
 * WAIT-2, WAIT-3: a freed slot offered to one waiting patient and held for them until
 * `expires_at`: nobody else can book it meanwhile. One open offer per slot (the partial unique
 * index decides between racing offers); an open offer past its `expires_at` holds nothing and is
 * closed as 'expired' by the job that passes the slot on (domain/waitlist/offers.ts).
 */
export const slotOffers = pgTable(
  'slot_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    time: text('time').notNull(),
    /** The following slot, held too when the entry's visit type takes two slots with the doctor (BOOK-20); null otherwise. */
    nextTime: text('next_time'),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The entry it answers; null once the entry is gone (left, booked, expired). */
    entryId: uuid('entry_id').references(() => waitlistEntries.id, { onDelete: 'set null' }),
    status: text('status', { enum: offerStatuses }).notNull().default('open'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The appointment that accepting it made. */
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    /** When its e-mail went out; the offer's job sends it until it has. */
    emailedAt: timestamp('emailed_at', { withTimezone: true, mode: 'date' }),
    /** When it stopped being open (accepted, declined, expired, withdrawn). */
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    check('slot_offers_status_check', sql`${t.status} in (${sqlList(offerStatuses)})`),
    uniqueIndex('slot_offers_open_slot_key').on(t.doctorId, t.date, t.time).where(sql`${t.status} = 'open'`),
    // Who was offered a slot already (not again), and a patient's open offers.
    index('slot_offers_slot_idx').on(t.doctorId, t.date, t.time),
    index('slot_offers_patient_idx').on(t.patientId, t.status),
  ],
);

/**
 * WAIT-2: a slot to offer to the doctor's waitlist, written in the transaction that frees it (a
 * cancellation, decline, reschedule away, time off removed) or that starts a hold (due when the
 * hold ends, to pass it on). The jobs dispatcher turns each due row into a pg-boss job and
 * deletes it in one transaction (domain/jobs/worker.ts).
 */
export const slotOpenings = pgTable(
  'slot_openings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    time: text('time').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdAt: timestamps.createdAt,
  },
  (t) => [index('slot_openings_due_idx').on(t.dueAt)],
);

/**
 * The clinic's settings, one row (id is always true). NOSHOW-2: with `no_show_threshold` set,
 * a patient with that many no-shows in the last 12 months has their next booking confirmed by
 * staff; null (the default) turns the rule off.
 */
export const clinicSettings = pgTable(
  'clinic_settings',
  {
    id: boolean('id').primaryKey().default(true),
    noShowThreshold: integer('no_show_threshold'),
    /** SHELL-15: the footer's social links, only the networks the clinic set (checked by the contract). */
    socialLinks: jsonb('social_links').$type<SiteSettings['social']>().notNull().default({}),
    /** ABOUT-4: the About page's figures; empty (no figures block) until the clinic sets them. */
    aboutFigures: jsonb('about_figures').$type<AboutFigure[]>().notNull().default([]),
    /** ABOUT-4: the About page's partners; empty (no partners block) until the clinic sets them. */
    aboutPartners: jsonb('about_partners').$type<AboutPartner[]>().notNull().default([]),
    /** MSG-5: the clinic answers a patient's message within this many business days. */
    threadAnswerBusinessDays: integer('thread_answer_business_days').notNull().default(threadLimits.answerBusinessDays.default),
    /** MSG-9: new threads one patient may start in a clinic day. */
    threadDailyLimit: integer('thread_daily_limit').notNull().default(threadLimits.dailyNewThreads.default),
    /** CHECKIN-1: a visit's check-in opens this many days before its start. */
    checkInOpenDays: integer('check_in_open_days').notNull().default(checkInLimits.openDays.default),
    /** FAMILY-5: from this age a guardian no longer books for a dependent. */
    ageOfMajority: integer('age_of_majority').notNull().default(DEFAULT_AGE_OF_MAJORITY),
    updatedAt: timestamps.updatedAt,
    /** No FK: the setting outlives the staff member who set it. */
    updatedBy: uuid('updated_by'),
  },
  (t) => [
    check('clinic_settings_one_row', sql`${t.id}`),
    check('clinic_settings_threshold_check', sql`${t.noShowThreshold} is null or ${t.noShowThreshold} > 0`),
    check('clinic_settings_age_of_majority_check', sql`${t.ageOfMajority} between ${sql.raw(String(ageOfMajorityLimits.min))} and ${sql.raw(String(ageOfMajorityLimits.max))}`),
  ],
);

/**
 * A doctor's private calendar feed (PORTAL-13): the SHA-256 of the random token in its URL, never
 * the token. One per doctor; renewing replaces the hash (the old URL stops working), revoking
 * deletes the row.
 */
export const doctorCalendarFeeds = pgTable('doctor_calendar_feeds', {
  doctorId: uuid('doctor_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamps.createdAt,
});

/** Messages sent from the Contact page; staff read and handle them in the console. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: contactMessageStatuses }).notNull().default('new'),
    handledBy: uuid('handled_by'),
    handledAt: timestamp('handled_at', { withTimezone: true, mode: 'date' }),
    handledNote: text('handled_note'),
    /** I18N-10: the language the message was sent in (the request's), so the clinic answers in it; 0049. */
    language: text('language', { enum: uiLanguages }).notNull().default('en'),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    check('contact_messages_status_check', sql`${t.status} in (${sqlList(contactMessageStatuses)})`),
    check('contact_messages_language_check', sql`${t.language} in (${sqlList(uiLanguages)})`),
    index('contact_messages_created_idx').on(t.createdAt.desc()),
    index('contact_messages_new_idx').on(t.createdAt).where(sql`${t.status} = 'new'`),
  ],
);

/**
 * STAFF-19: the clinic's answers to a contact message, sent by e-mail to its sender: who wrote
 * it (no FK: the record outlives the staff member), when and what. Deleted with the message
 * (the contact messages' retention, PRIV).
 */
export const contactMessageReplies = pgTable(
  'contact_message_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id').notNull(),
    body: text('body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('contact_message_replies_message_idx').on(t.messageId, t.sentAt)],
);

/**
 * Ambulance requests from the Services page: emergencies and scheduled non-emergency
 * transport. Staff move them along (new → dispatched or scheduled → closed).
 */
export const ambulanceRequests = pgTable(
  'ambulance_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The short reference number shown to the requester, e.g. 'AMB-7K3Q9D'. */
    reference: text('reference').notNull(),
    kind: text('kind', { enum: ambulanceRequestKinds }).notNull(),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull(),
    /** Emergency: where the patient is now. */
    location: text('location'),
    description: text('description'),
    /** Transport: where to collect the patient, and when (clinic wall-clock time). */
    pickupAddress: text('pickup_address'),
    transportDate: date('transport_date', { mode: 'string' }),
    transportTime: text('transport_time'),
    transportType: text('transport_type'),
    equipmentNeeded: boolean('equipment_needed').notNull().default(false),
    staffAssistance: boolean('staff_assistance').notNull().default(false),
    status: text('status', { enum: ambulanceRequestStatuses }).notNull().default('new'),
    staffNotes: text('staff_notes'),
    handledBy: uuid('handled_by'),
    handledAt: timestamp('handled_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('ambulance_requests_reference_key').on(t.reference),
    check('ambulance_requests_kind_check', sql`${t.kind} in (${sqlList(ambulanceRequestKinds)})`),
    check('ambulance_requests_status_check', sql`${t.status} in (${sqlList(ambulanceRequestStatuses)})`),
    index('ambulance_requests_status_created_idx').on(t.status, t.createdAt.desc()),
  ],
);

/** Newsletter subscriptions from the footer; unsubscribing keeps the row with a date. */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    /** SHA-256 of the unsubscribe token sent to the subscriber; the token itself is not stored. */
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull(),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('newsletter_subscriptions_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('newsletter_subscriptions_token_key').on(t.unsubscribeTokenHash),
  ],
);

/**
 * One row counting changes to the doctor directory: a trigger on doctors (migration 0005)
 * bumps it whenever a doctor is added or removed or a column the listing filters on changes.
 * Every replica reads it with each Find Doctor page, so a cached total is reused only while
 * the directory is unchanged (modules/doctors/totals-cache.ts).
 */
export const directoryVersion = pgTable(
  'directory_version',
  {
    id: boolean('id').primaryKey().default(true),
    version: bigint('version', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [check('directory_version_single_row', sql`${t.id}`)],
);

/** Raw bytes: a Uint8Array on PGlite, a Buffer (a Uint8Array) on node-postgres. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * FILE-1: every file patients and the clinic share (message attachments, insurance cards,
 * consent and record PDFs), kept in the database so that every replica serves it and a backup
 * holds it. The type is the one detected from the bytes; photos are stored re-encoded, without
 * their metadata (FILE-2). Who may read a file is decided by the feature that owns it (FILE-4).
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose', { enum: filePurposes }).notNull(),
    /** Whose record the file belongs to; it counts against that patient's quota (FILE-3). */
    patientId: uuid('patient_id').references(() => users.id, { onDelete: 'cascade' }),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    /** The name shown and offered on download, cleaned of paths and control characters. */
    name: text('name').notNull(),
    contentType: text('content_type', { enum: acceptedFileTypes }).notNull(),
    size: integer('size').notNull(),
    /** Hex SHA-256 of the stored bytes: a download can be checked, a signed PDF proven unchanged. */
    sha256: text('sha256').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('files_patient_idx').on(t.patientId, t.createdAt),
    check('files_purpose_check', sql`${t.purpose} in (${sqlList(filePurposes)})`),
    check('files_content_type_check', sql`${t.contentType} in (${sqlList(acceptedFileTypes)})`),
    check('files_size_check', sql`${t.size} = octet_length(${t.bytes})`),
  ],
);

/**
 * MSG-1 to MSG-6: a conversation between a patient and the clinic. The list columns (last
 * message, who answered, what waits since when) are kept on the row by every write, under the
 * row's lock, so lists read one table and concurrent messages of a thread are ordered.
 */
export const threads = pgTable(
  'threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topic: text('topic', { enum: threadTopics }).notNull(),
    /** The doctor it is routed to (the patient's choice or staff's); they read and answer it (MSG-6). */
    doctorId: uuid('doctor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The staff member handling it; null with no doctor = in the unassigned queue (MSG-4). */
    assignedStaffId: uuid('assigned_staff_id').references(() => users.id, { onDelete: 'set null' }),
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    /** The clinic's calendar day it was started on: the daily limit counts these (MSG-9). */
    createdDay: date('created_day', { mode: 'string' }).notNull(),
    createdAt: timestamps.createdAt,
    lastMessageAt: timestamp('last_message_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastAuthorRole: text('last_author_role', { enum: threadAuthorRoles }).notNull(),
    /** Who at the clinic wrote last (MSG-2: 'answered by'). */
    lastClinicAuthorId: uuid('last_clinic_author_id').references(() => users.id, { onDelete: 'set null' }),
    messageCount: integer('message_count').notNull().default(0),
    /** The patient's first unanswered message, and when the clinic promised to answer it (MSG-5); null when nothing waits. */
    waitingSince: timestamp('waiting_since', { withTimezone: true, mode: 'date' }),
    answerDueAt: timestamp('answer_due_at', { withTimezone: true, mode: 'date' }),
    /** The last time anyone at the clinic marked it read, and the patient. */
    clinicReadAt: timestamp('clinic_read_at', { withTimezone: true, mode: 'date' }),
    patientReadAt: timestamp('patient_read_at', { withTimezone: true, mode: 'date' }),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('threads_patient_idx').on(t.patientId, t.lastMessageAt.desc()),
    index('threads_patient_day_idx').on(t.patientId, t.createdDay),
    index('threads_doctor_idx').on(t.doctorId, t.lastMessageAt).where(sql`${t.doctorId} is not null`),
    index('threads_staff_idx').on(t.assignedStaffId, t.lastMessageAt).where(sql`${t.assignedStaffId} is not null`),
    index('threads_open_idx').on(t.lastMessageAt).where(sql`${t.closedAt} is null`),
    check('threads_topic_check', sql`${t.topic} in (${sqlList(threadTopics)})`),
    check('threads_last_author_check', sql`${t.lastAuthorRole} in (${sqlList(threadAuthorRoles)})`),
  ],
);

/** One message of a thread; its files are linked through thread_message_files (MSG-7). */
export const threadMessages = pgTable(
  'thread_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => threads.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorRole: text('author_role', { enum: threadAuthorRoles }).notNull(),
    body: text('body').notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index('thread_messages_thread_idx').on(t.threadId, t.createdAt),
    check('thread_messages_author_check', sql`${t.authorRole} in (${sqlList(threadAuthorRoles)})`),
    check('thread_messages_body_check', sql`char_length(${t.body}) between 1 and ${sql.raw(String(threadLimits.bodyMaxLength))}`),
  ],
);

/** The files of a message, in the order they were sent; the bytes are in `files` (FILE-1). */
export const threadMessageFiles = pgTable(
  'thread_message_files',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => threadMessages.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => threads.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.fileId] }), uniqueIndex('thread_message_files_file_key').on(t.fileId), index('thread_message_files_thread_idx').on(t.threadId)],
);

/** MSG-4: texts staff write once and insert into an answer. */
export const savedReplies = pgTable('saved_replies', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  createdAt: timestamps.createdAt,
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * MSG-11: the e-mails that tell someone a thread has a new message, written in the message's
 * transaction (at most one per thread and recipient per 15 minutes) and sent by the jobs worker.
 */
export const threadEmails = pgTable(
  'thread_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => threads.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['queued', 'sent', 'not_sent'] }).notNull().default('queued'),
    createdAt: timestamps.createdAt,
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('thread_emails_recent_idx').on(t.threadId, t.recipientId, t.createdAt.desc()),
    index('thread_emails_queued_idx').on(t.createdAt).where(sql`${t.status} = 'queued'`),
    check('thread_emails_status_check', sql`${t.status} in ('queued', 'sent', 'not_sent')`),
  ],
);

/** MSG-11: how a user hears of new messages; no row = both on. */
export const threadNotificationPreferences = pgTable('thread_notification_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: boolean('email').notNull().default(true),
  inApp: boolean('in_app').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * INTAKE-11: a questionnaire the clinic asks before visits. Its questions live in its versions:
 * a save writes a new version and never changes an old one, so each answer keeps the questions
 * it answered (INTAKE-12). A retired questionnaire is asked no more; its answers stay.
 */
export const questionnaires = pgTable(
  'questionnaires',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    status: text('status', { enum: questionnaireStatuses }).notNull().default('active'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [check('questionnaires_status_check', sql`${t.status} in (${sqlList(questionnaireStatuses)})`)],
);

/** INTAKE-12: one saved form of a questionnaire, FHIR R4 `Questionnaire` JSON; written once, never updated. */
export const questionnaireVersions = pgTable(
  'questionnaire_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionnaireId: uuid('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'restrict' }),
    version: integer('version').notNull(),
    resource: jsonb('resource').$type<Questionnaire>().notNull(),
    createdAt: timestamps.createdAt,
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('questionnaire_versions_number_key').on(t.questionnaireId, t.version), check('questionnaire_versions_number_check', sql`${t.version} >= 1`)],
);

/**
 * INTAKE-13: which visits ask a questionnaire: every visit, one of BOOK-3's appointment types, or
 * the visits with doctors of one specialization (matched by DOC-8's key, so spellings agree).
 */
export const questionnaireAssignments = pgTable(
  'questionnaire_assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionnaireId: uuid('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'cascade' }),
    allVisits: boolean('all_visits').notNull().default(false),
    appointmentType: text('appointment_type'),
    specialization: text('specialization'),
    specializationKey: text('specialization_key').generatedAlwaysAs(specializationKeyOf(sql`"specialization"`)),
  },
  (t) => [
    check(
      'questionnaire_assignments_target_check',
      sql`(${t.allVisits})::int + (${t.appointmentType} is not null)::int + (${t.specialization} is not null)::int = 1`,
    ),
    check('questionnaire_assignments_type_check', sql`${t.appointmentType} is null or ${t.appointmentType} in (${sqlList(appointmentTypes)})`),
    uniqueIndex('questionnaire_assignments_all_key').on(t.questionnaireId).where(sql`${t.allVisits}`),
    uniqueIndex('questionnaire_assignments_type_key').on(t.questionnaireId, t.appointmentType).where(sql`${t.appointmentType} is not null`),
    uniqueIndex('questionnaire_assignments_specialization_key').on(t.questionnaireId, t.specializationKey).where(sql`${t.specialization} is not null`),
  ],
);

/**
 * INTAKE-14: a patient's answers to one questionnaire for one visit, draft or completed, bound to
 * the version it answered. The score (INTAKE-5) is the server's, written with each completion.
 */
export const questionnaireResponses = pgTable(
  'questionnaire_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionnaireId: uuid('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'restrict' }),
    questionnaireVersionId: uuid('questionnaire_version_id')
      .notNull()
      .references(() => questionnaireVersions.id, { onDelete: 'restrict' }),
    status: text('status', { enum: questionnaireResponseStatuses }).notNull(),
    response: jsonb('response').$type<QuestionnaireResponse>().notNull(),
    score: jsonb('score').$type<QuestionnaireScore>(),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('questionnaire_responses_appointment_key').on(t.appointmentId, t.questionnaireId),
    // The patient's previous completed answers to the same questionnaire (INTAKE-16's changes).
    index('questionnaire_responses_patient_idx').on(t.patientId, t.questionnaireId, t.completedAt),
    check('questionnaire_responses_status_check', sql`${t.status} in (${sqlList(questionnaireResponseStatuses)})`),
    check('questionnaire_responses_completed_check', sql`(${t.status} = 'completed') = (${t.completedAt} is not null)`),
  ],
);

/**
 * CHECKIN-1 to CHECKIN-7: a patient's check-in for one appointment, made by its first saved step
 * and kept as the patient goes (resumable on any device). The contact snapshot is what the
 * patient confirmed for this visit; the card photos are files of the patient (FILE-1), removed
 * with the check-in.
 */
export const checkIns = pgTable(
  'check_ins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state', { enum: checkInStates }).notNull().default('in_progress'),
    currentStep: text('current_step', { enum: checkInSteps }).notNull().default('contact'),
    contact: jsonb('contact').$type<CheckInContact>(),
    contactConfirmedAt: timestamp('contact_confirmed_at', { withTimezone: true, mode: 'date' }),
    /** 'insurance' with provider and member number, or 'self_pay'; null until the step is saved. */
    insuranceMode: text('insurance_mode', { enum: ['insurance', 'self_pay'] }),
    insuranceProvider: text('insurance_provider'),
    insuranceMemberNumber: text('insurance_member_number'),
    cardFrontFileId: uuid('card_front_file_id').references(() => files.id, { onDelete: 'set null' }),
    cardBackFileId: uuid('card_back_file_id').references(() => files.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    insuranceVerifiedAt: timestamp('insurance_verified_at', { withTimezone: true, mode: 'date' }),
    /** No cascade: the mark outlives the staff member who made it. */
    insuranceVerifiedBy: uuid('insurance_verified_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('check_ins_appointment_key').on(t.appointmentId),
    index('check_ins_patient_idx').on(t.patientId),
    check('check_ins_state_check', sql`${t.state} in (${sqlList(checkInStates)})`),
    check('check_ins_step_check', sql`${t.currentStep} in (${sqlList(checkInSteps)})`),
    check('check_ins_insurance_check', sql`${t.insuranceMode} is null or ${t.insuranceMode} = 'self_pay' or (${t.insuranceProvider} is not null and ${t.insuranceMemberNumber} is not null)`),
    check('check_ins_completed_check', sql`(${t.state} = 'completed') = (${t.completedAt} is not null)`),
  ],
);

/** CONSENT-1: a consent the clinic asks patients to sign; its words are in its versions. */
export const consents = pgTable(
  'consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    status: text('status', { enum: consentStatuses }).notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    retiredAt: timestamp('retired_at', { withTimezone: true, mode: 'date' }),
    retiredBy: uuid('retired_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('consents_status_check', sql`${t.status} in (${sqlList(consentStatuses)})`)],
);

/**
 * CONSENT-2: one wording of a consent. Never updated or deleted (a trigger refuses both): an edit
 * is a new version, so a signature always points at the exact text it signed.
 */
export const consentVersions = pgTable(
  'consent_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consentId: uuid('consent_id')
      .notNull()
      .references(() => consents.id, { onDelete: 'restrict' }),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    /** Plain text, paragraphs separated by blank lines; never rendered as HTML. */
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'restrict' }),
  },
  (t) => [uniqueIndex('consent_versions_consent_version_key').on(t.consentId, t.version), check('consent_versions_version_check', sql`${t.version} > 0`)],
);

/**
 * CONSENT-3, CONSENT-4: a patient's signature of one version, with its PDF (a file row) and the
 * SHA-256 of the signed content. Never updated or deleted (a trigger refuses both).
 */
export const consentSignatures = pgTable(
  'consent_signatures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    consentVersionId: uuid('consent_version_id')
      .notNull()
      .references(() => consentVersions.id, { onDelete: 'restrict' }),
    method: text('method', { enum: signatureMethods }).notNull(),
    /** The name as signed: the typed name, or the account's name under a drawn signature. */
    signedName: text('signed_name').notNull(),
    /** Hex SHA-256 of the drawn signature's PNG as stored in the PDF; null for a typed one. */
    imageSha256: text('image_sha256'),
    signedAt: timestamp('signed_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The clinic's zone the PDF printed the time in (TIME-5). */
    timeZone: text('time_zone').notNull(),
    contentSha256: text('content_sha256').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'restrict' }),
  },
  (t) => [
    uniqueIndex('consent_signatures_patient_version_key').on(t.patientId, t.consentVersionId),
    uniqueIndex('consent_signatures_file_key').on(t.fileId),
    index('consent_signatures_patient_idx').on(t.patientId, t.signedAt),
    check('consent_signatures_method_check', sql`${t.method} in (${sqlList(signatureMethods)})`),
    check('consent_signatures_image_check', sql`(${t.method} = 'drawn') = (${t.imageSha256} is not null)`),
  ],
);

/**
 * RECORD-2, RECORD-3: the lists a patient keeps in their record (medications, allergies,
 * conditions), one row per entry. An entry copied from a finished check-in's answers names that
 * appointment; a name is on a list once (case folded), so a second copy adds nothing.
 */
export const recordEntries = pgTable(
  'record_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    list: text('list', { enum: recordLists }).notNull(),
    name: text('name').notNull(),
    details: text('details'),
    startedOn: date('started_on', { mode: 'string' }),
    endedOn: date('ended_on', { mode: 'string' }),
    source: text('source', { enum: ['patient', 'check_in'] }).notNull(),
    /** The appointment whose finished check-in it was copied from. */
    sourceAppointmentId: uuid('source_appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('record_entries_name_key').on(t.patientId, t.list, sql`lower(${t.name})`),
    check('record_entries_list_check', sql`${t.list} in (${sqlList(recordLists)})`),
    check('record_entries_source_check', sql`${t.source} in ('patient', 'check_in')`),
    check('record_entries_name_check', sql`char_length(${t.name}) between 1 and ${sql.raw(String(recordLimits.nameMaxLength))}`),
    check('record_entries_dates_check', sql`${t.startedOn} is null or ${t.endedOn} is null or ${t.endedOn} >= ${t.startedOn}`),
  ],
);

/**
 * SUMMARY-1, SUMMARY-2: the after-visit summary of a completed appointment, written by its doctor:
 * a draft (saved as they go) until signed. A signed summary is never updated or deleted (a
 * trigger refuses both); it is amended by addenda.
 */
export const visitSummaries = pgTable(
  'visit_summaries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'restrict' }),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status', { enum: summaryStatuses }).notNull().default('draft'),
    reason: text('reason').notNull().default(''),
    assessment: text('assessment').notNull().default(''),
    plan: text('plan').notNull().default(''),
    medicationsStarted: text('medications_started').array().notNull().default(sql`'{}'::text[]`),
    medicationsChanged: text('medications_changed').array().notNull().default(sql`'{}'::text[]`),
    medicationsStopped: text('medications_stopped').array().notNull().default(sql`'{}'::text[]`),
    instructions: text('instructions').notNull().default(''),
    followUpValue: integer('follow_up_value'),
    followUpUnit: text('follow_up_unit', { enum: followUpUnits }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    signedAt: timestamp('signed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('visit_summaries_appointment_key').on(t.appointmentId),
    index('visit_summaries_patient_idx').on(t.patientId),
    check('visit_summaries_status_check', sql`${t.status} in (${sqlList(summaryStatuses)})`),
    check('visit_summaries_signed_check', sql`(${t.status} = 'signed') = (${t.signedAt} is not null)`),
    check('visit_summaries_follow_up_check', sql`(${t.followUpValue} is null) = (${t.followUpUnit} is null) and (${t.followUpValue} is null or ${t.followUpValue} between 1 and 99) and (${t.followUpUnit} is null or ${t.followUpUnit} in (${sqlList(followUpUnits)}))`),
  ],
);

/** SUMMARY-3: an addendum to a signed summary, with its own time and author; never updated or deleted. */
export const visitSummaryAddenda = pgTable(
  'visit_summary_addenda',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    summaryId: uuid('summary_id')
      .notNull()
      .references(() => visitSummaries.id, { onDelete: 'restrict' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('visit_summary_addenda_summary_idx').on(t.summaryId, t.createdAt)],
);

/**
 * SHARE-1 to SHARE-5: links a patient makes to share their record. Only the key's SHA-256 is
 * kept; the passcode's argon2id hash. Expiry and revocation are read from this row on every
 * opening (no cache), so a revoked link stops at once on every replica. `failed_passcodes` counts
 * wrong passcodes; at `shareLimits.passcodeTries` the link is locked.
 */
export const recordShares = pgTable(
  'record_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    keyHash: text('key_hash').notNull(),
    label: text('label'),
    passcodeHash: text('passcode_hash'),
    failedPasscodes: integer('failed_passcodes').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('record_shares_key_hash_key').on(t.keyHash),
    index('record_shares_patient_idx').on(t.patientId, t.createdAt),
    check('record_shares_expiry_check', sql`${t.expiresAt} > ${t.createdAt} and ${t.expiresAt} <= ${t.createdAt} + interval '${sql.raw(String(shareLimits.maxDays))} days'`),
    check('record_shares_label_check', sql`${t.label} is null or char_length(${t.label}) <= ${sql.raw(String(shareLimits.labelMaxLength))}`),
    check('record_shares_failed_passcodes_check', sql`${t.failedPasscodes} between 0 and ${sql.raw(String(shareLimits.passcodeTries))}`),
  ],
);

/** SHARE-4: each opening of a link (the record viewed, or a download), shown to the patient. */
export const recordShareOpenings = pgTable(
  'record_share_openings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shareId: uuid('share_id')
      .notNull()
      .references(() => recordShares.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: shareOpeningKinds }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('record_share_openings_share_idx').on(t.shareId, t.openedAt), check('record_share_openings_kind_check', sql`${t.kind} in (${sqlList(shareOpeningKinds)})`)],
);

/**
 * FAMILY-1: a person a patient (the guardian) books for, without a login of their own. Removing
 * one keeps the row (`removed_at`): the visits booked for them still name them.
 */
export const dependents = pgTable(
  'dependents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    guardianId: uuid('guardian_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    relationship: text('relationship', { enum: dependentRelationships }).notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true, mode: 'date' }),
    /** FAMILY-9: the dependent's own account, once they claimed their record (the guardian's access then ends). */
    claimedBy: uuid('claimed_by').references(() => users.id, { onDelete: 'set null' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    index('dependents_guardian_idx').on(t.guardianId),
    check('dependents_relationship_check', sql`${t.relationship} in (${sqlList(dependentRelationships)})`),
    check('dependents_name_check', sql`char_length(${t.name}) between 1 and ${sql.raw(String(dependentLimits.nameMaxLength))}`),
  ],
);

/**
 * FAMILY-7, FAMILY-8: the invitation staff e-mail to a dependent who has come of age, to claim
 * their record. One per dependent (sending again replaces the token); only the token's SHA-256
 * is stored, so the database alone claims nothing. `used_at` makes it work once.
 */
export const dependentInvitations = pgTable(
  'dependent_invitations',
  {
    dependentId: uuid('dependent_id')
      .primaryKey()
      .references(() => dependents.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    /** No FK: the invitation outlives the staff member who sent it. */
    sentBy: uuid('sent_by'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('dependent_invitations_token_key').on(t.tokenHash)],
);

/**
 * PROXY-1 to PROXY-5: a patient's leave for another person to act for them. The invitation's token
 * is kept only as its SHA-256 (the link in the e-mail is the secret); `proxy_user_id` is set when
 * the invitee accepts with their own account. Active: accepted, not revoked or left, and `ends_on`
 * (the last day, in the clinic's zone) not past. Read on every request made while acting.
 */
export const proxyGrants = pgTable(
  'proxy_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    proxyUserId: uuid('proxy_user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash'),
    invitationExpiresAt: timestamp('invitation_expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    scopes: text('scopes', { enum: proxyScopes }).array().notNull(),
    endsOn: date('ends_on', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    leftAt: timestamp('left_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('proxy_grants_token_hash_key').on(t.tokenHash),
    index('proxy_grants_patient_idx').on(t.patientId, t.createdAt),
    index('proxy_grants_proxy_idx').on(t.proxyUserId, t.patientId).where(sql`${t.proxyUserId} is not null`),
    check('proxy_grants_scopes_check', sql`cardinality(${t.scopes}) between 1 and ${sql.raw(String(proxyScopes.length))} and ${t.scopes} <@ array[${sqlList(proxyScopes)}]::text[]`),
    check('proxy_grants_not_self_check', sql`${t.proxyUserId} is null or ${t.proxyUserId} <> ${t.patientId}`),
  ],
);
