import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// The one schema for PGlite and PostgreSQL. Migrations in ../../drizzle are generated from it
// (`npm run db:generate -w apps/api`) and committed.

export const userRoles = ['patient', 'doctor', 'staff'] as const;
export const userStatuses = ['active', 'pending', 'disabled'] as const;
export const genders = ['male', 'female', 'other'] as const;
export const appointmentStatuses = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
/** Statuses that hold a slot: at most one such appointment per doctor, date and time. */
export const activeAppointmentStatuses = ['pending', 'confirmed'] as const;

export type UserRole = (typeof userRoles)[number];
export type UserStatus = (typeof userStatuses)[number];
export type Gender = (typeof genders)[number];
export type AppointmentStatus = (typeof appointmentStatuses)[number];

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

/** `'a', 'b'` for a CHECK ... IN (...) list built from one of the constant arrays above. */
function sqlList(values: readonly string[]) {
  return sql.raw(values.map((value) => `'${value}'`).join(', '));
}

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
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    check('users_role_check', sql`${t.role} in (${sqlList(userRoles)})`),
    check('users_status_check', sql`${t.status} in (${sqlList(userStatuses)})`),
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
    qualifications: text('qualifications').notNull(),
    experienceYears: integer('experience_years').notNull(),
    consultationFee: numeric('consultation_fee', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    available: boolean('available').notNull().default(true),
    trending: boolean('trending').notNull().default(false),
    /** Listed (Find Doctor, carousel, booking) only once staff verified the doctor (DESIGN §5). */
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
    createdAt: timestamps.createdAt,
  },
  (t) => [
    check('doctors_rating_check', sql`${t.rating} between 0 and 5`),
    check('doctors_fee_check', sql`${t.consultationFee} >= 0`),
    check('doctors_experience_check', sql`${t.experienceYears} between 0 and 80`),
    // The listing only ever shows verified doctors, so its sort indexes are partial. DESC is
    // NULLS FIRST to match a plain `ORDER BY x DESC`, or the planner would not use them.
    index('doctors_listed_recommended_idx')
      .on(t.trending.desc().nullsFirst(), t.rating.desc().nullsFirst(), t.userId)
      .where(sql`${t.verified}`),
    index('doctors_listed_rating_idx').on(t.rating.desc().nullsFirst(), t.userId).where(sql`${t.verified}`),
    index('doctors_listed_experience_idx').on(t.experienceYears.desc().nullsFirst(), t.userId).where(sql`${t.verified}`),
    index('doctors_listed_fee_idx').on(t.consultationFee, t.userId).where(sql`${t.verified}`),
    index('doctors_listed_specialization_idx').on(t.specialization).where(sql`${t.verified}`),
    index('doctors_listed_city_idx').on(sql`lower(${t.city})`).where(sql`${t.verified}`),
    index('doctors_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

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
  /** Staff powers only after an approved administrator approves the registration (DESIGN §5). */
  approved: boolean('approved').notNull().default(false),
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
    patientName: text('patient_name').notNull(),
    patientEmail: text('patient_email').notNull(),
    patientPhone: text('patient_phone').notNull(),
    status: text('status', { enum: appointmentStatuses }).notNull().default('pending'),
    ...timestamps,
  },
  (t) => [
    check('appointments_time_check', sql`${t.appointmentTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('appointments_status_check', sql`${t.status} in (${sqlList(appointmentStatuses)})`),
    // Double booking is prevented here, not in Node (DESIGN §1): one active booking per slot.
    uniqueIndex('appointments_active_slot_key')
      .on(t.doctorId, t.appointmentDate, t.appointmentTime)
      .where(sql`${t.status} in (${sqlList(activeAppointmentStatuses)})`),
    index('appointments_patient_date_idx').on(t.patientId, t.appointmentDate),
    index('appointments_doctor_date_idx').on(t.doctorId, t.appointmentDate),
  ],
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
    requestId: text('request_id'),
    ip: text('ip'),
  },
  (t) => [
    index('audit_log_subject_idx').on(t.subjectType, t.subjectId, t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
  ],
);
