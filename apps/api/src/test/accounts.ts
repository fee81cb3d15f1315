import type { BookingRequestInput } from '@clinvia/contracts/appointments';
import type { AccountRole } from '@clinvia/contracts/roles';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../db/client';
import { doctors, doctorSearchText, patients, staff, users } from '../db/schema';
import { defaultSessionPolicy, startSession } from '../domain/sessions/sessions';
import { signSessionToken } from '../domain/sessions/tokens';

// Accounts and requests for the patient portal's API tests. Tokens are signed directly with
// the test secret (a real sign-in hashes a password per account, which 50 racing patients do
// not need); the server still checks each one like any other.

export interface TestAccount {
  id: string;
  role: AccountRole;
  name: string;
  email: string;
  token: string;
}

let accounts = 0;

async function createAccount(db: Db, secret: string, role: AccountRole, name: string): Promise<TestAccount> {
  accounts += 1;
  const email = `${role}${String(accounts)}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const [user] = await db.insert(users).values({ role, name, email, phone: '4155550100', passwordHash: 'not-used' }).returning({ id: users.id });
  if (!user) throw new Error('user insert failed');
  // A real server-side session, as sign-in starts one (the server checks it on every request).
  const now = new Date();
  const session = await startSession(db, { id: user.id, role }, { userAgent: undefined, address: '127.0.0.1', rememberMe: false }, defaultSessionPolicy, now);
  const token = await signSessionToken(
    { id: user.id, role, name, email, username: email.split('@')[0] ?? email, profileImage: null, status: 'active', ver: 0, sid: session.id, idle: session.idleTimeoutSeconds },
    secret,
    session.expiresAt,
    now,
  );
  return { id: user.id, role, name, email, token };
}

export async function createPatient(db: Db, secret: string, name = 'Pat Ient'): Promise<TestAccount> {
  const account = await createAccount(db, secret, 'patient', name);
  await db.insert(patients).values({ userId: account.id, age: 40, gender: 'female', address: '12 Cedar Ln, Austin, TX' });
  return account;
}

export interface DoctorOptions {
  available?: boolean;
  verified?: boolean;
  specialization?: string;
}

export async function createDoctor(db: Db, secret: string, name = 'Dana Doc', options: DoctorOptions = {}): Promise<TestAccount> {
  const account = await createAccount(db, secret, 'doctor', name);
  await db.insert(doctors).values({
    userId: account.id,
    specialization: options.specialization ?? 'Cardiology',
    qualifications: 'MD (Cardiology)',
    experienceYears: 12,
    consultationFee: 150,
    rating: 4.5,
    available: options.available ?? true,
    verified: options.verified ?? true,
    clinicAddress: '1 Main St, Boston, MA',
    searchText: doctorSearchText(name, options.specialization ?? 'Cardiology', 'MD (Cardiology)'),
  });
  return account;
}

export async function createStaff(db: Db, secret: string, approved: boolean): Promise<TestAccount> {
  const account = await createAccount(db, secret, 'staff', approved ? 'Sam Staff' : 'Pending Staff');
  await db.insert(staff).values({ userId: account.id, department: 'Front Desk', position: 'Receptionist', employeeId: `CLV-${String(accounts)}`, approved });
  return account;
}

/** A complete, valid self-pay booking of `doctor` by `patient` at `date` `time`. */
export function bookingOf(patient: { id: string }, doctor: { id: string }, date: string, time: string, overrides: Partial<BookingRequestInput> = {}): BookingRequestInput {
  return {
    selectedDate: date,
    selectedTime: time,
    appointmentType: 'Consultation',
    appointmentReason: 'Recurring headaches every morning',
    isInsurance: 'false',
    insuranceProvider: '',
    insuranceId: '',
    patientName: 'Pat Ient',
    patientEmail: 'pat@example.test',
    patientPhone: '4155550100',
    patientId: patient.id,
    doctorId: doctor.id,
    ...overrides,
  };
}

/** `app.inject` with the account's bearer token (none for `null`: an anonymous caller). */
export function injectAs(app: FastifyInstance, account: TestAccount | null, options: InjectOptions): Promise<LightMyRequestResponse> {
  const headers = { ...(options.headers ?? {}), ...(account ? { authorization: `Bearer ${account.token}` } : {}) };
  return app.inject({ ...options, headers });
}

/** The fixed-offset zone where the clock reads 12:00 to 12:59 at `now`. Etc/GMT+N is UTC−N (POSIX sign). */
function noonZone(now: Date): string {
  // UTC−11 … UTC+12: every one exists as Etc/GMT+11 … Etc/GMT-12.
  const offset = 12 - now.getUTCHours();
  if (offset === 0) return 'Etc/GMT';
  return offset > 0 ? `Etc/GMT-${String(offset)}` : `Etc/GMT+${String(-offset)}`;
}

/**
 * A fixed-offset zone where the clinic's clock now reads between 12:00 and 12:59, so that
 * today has slots that have begun (09:00) and slots still ahead (15:30) whenever the tests
 * run. In the hour's last minute it first waits for the next hour: a file that started at
 * 12:59:50 would otherwise see 13:00 strike while it runs (its 12:xx and 13:00 turning past).
 */
export async function middayZone(): Promise<string> {
  const now = new Date();
  if (now.getUTCMinutes() === 59) {
    const untilNextHour = (60 - now.getUTCSeconds()) * 1000 - now.getUTCMilliseconds();
    await new Promise((done) => setTimeout(done, untilNextHour + 100));
  }
  return noonZone(new Date());
}

type MatrixRole = 'patient' | 'doctor' | 'staff';
/** A route of an authorization matrix: its method, its URL and the roles it lets through. */
export type RoleMatrix = readonly (readonly [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, allowed: readonly MatrixRole[]])[];

/**
 * Every route of the matrix answers 401 to an anonymous caller, 403 to a role it does not let
 * through, and anything but 403 to one it does (an empty body may well be a 400 then).
 */
export async function expectRoleMatrix(app: FastifyInstance, as: Readonly<Record<MatrixRole, TestAccount>>, matrix: RoleMatrix): Promise<void> {
  for (const [method, url, allowed] of matrix) {
    expect((await app.inject({ method, url })).statusCode, `${method} ${url} anonymous`).toBe(401);
    for (const role of ['patient', 'doctor', 'staff'] as const) {
      const status = (await injectAs(app, as[role], { method, url, payload: {} })).statusCode;
      if (allowed.includes(role)) expect(status, `${method} ${url} as ${role}`).not.toBe(403);
      else expect(status, `${method} ${url} as ${role}`).toBe(403);
    }
  }
}
