import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { emailTakenMessage, invalidResetTokenMessage, RESET_TOKEN_TTL_MINUTES, type PendingEmailChange, type Registration, type SessionUserDto, accountAnswerMessages } from '@clinvia/contracts/auth';
import type { UiLanguage } from '@clinvia/contracts/ui-language';
import type { Db } from '../../db/client';
import { doctors, doctorSearchText, passwordResetTokens, patients, staff, users } from '../../db/schema';
import type { SessionPolicy } from '../../config';
import { endSession, endSessionsOf, listSessions, startSession, type SessionListing } from '../../domain/sessions/sessions';
import { conflict, notFound, validationError } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { pendingEmailChange } from './email-change';
import { signSessionToken } from '../../domain/sessions/tokens';
import { loadAuthUser, type AuthUser } from '../../domain/sessions/users';
import { clinicSpelling } from '../../domain/specializations/spelling';
import { hashLinkToken, newLinkToken } from '../../lib/link-tokens';

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** SPEC's navigation shows a username; accounts have none, so it is the e-mail's local part. */
function usernameOf(email: string): string {
  return email.split('@')[0] ?? email;
}

export function toSessionUser(user: Pick<AuthUser, 'id' | 'role' | 'name' | 'email' | 'status' | 'faceUrl' | 'staffApproved'>): SessionUserDto {
  // A staff member without approval is 'pending' whatever users.status says (AUTH-14).
  const status = user.role === 'staff' && !user.staffApproved && user.status === 'active' ? 'pending' : user.status;
  return {
    id: user.id,
    role: user.role,
    name: user.name,
    email: user.email,
    username: usernameOf(user.email),
    profileImage: user.faceUrl,
    status,
  };
}

export interface ClientOfSession {
  userAgent: string | undefined;
  address: string | null;
  rememberMe: boolean;
}

/** Starts a server-side session for the user and answers SPEC's sign-in body: its token and the user. */
export async function signIn(db: Db, user: AuthUser, client: ClientOfSession, secret: string, policy: SessionPolicy, now: Date): Promise<{ token: string; user: SessionUserDto; language: UiLanguage; sessionId: string }> {
  const session = await startSession(db, user, client, policy, now);
  const sessionUser = toSessionUser(user);
  const token = await signSessionToken({ ...sessionUser, ver: user.tokenVersion, sid: session.id, idle: session.idleTimeoutSeconds }, secret, session.expiresAt, now);
  return { token, user: sessionUser, language: user.language, sessionId: session.id };
}

/** The id of the account with this (normalised) e-mail, or null. */
export async function accountIdOf(db: Db, email: string): Promise<string | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`).limit(1);
  return row?.id ?? null;
}

async function emailExists(db: Db, email: string): Promise<boolean> {
  return (await accountIdOf(db, email)) !== null;
}

/**
 * Creates the account and its role's record in one transaction. Staff start pending (no staff
 * powers until approved), doctors unverified (not listed until staff verify them).
 */
/** `language`: the one the person registered in (I18N-2), English unless said otherwise. */
export async function register(db: Db, input: Registration, faceUrl: string | null, language: UiLanguage = 'en'): Promise<AuthUser> {
  const email = normaliseEmail(input.email);
  if (await emailExists(db, email)) throw conflict(emailTakenMessage, { email: emailTakenMessage });
  const passwordHash = await hashPassword(input.password);
  const specialization = input.role === 'doctor' ? await clinicSpelling(db, input.specialization) : '';
  try {
    const userId = await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          role: input.role,
          name: input.name,
          email,
          phone: input.phoneNumber,
          passwordHash,
          status: input.role === 'staff' ? 'pending' : 'active',
          language,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('insert into users returned no row');
      if (input.role === 'patient') {
        await tx.insert(patients).values({ userId: user.id, age: input.age, gender: input.gender, address: input.address });
      } else if (input.role === 'doctor') {
        await tx.insert(doctors).values({
          userId: user.id,
          specialization,
          licenceNumber: input.licenceNumber,
          licenceState: input.licenceState,
          qualifications: input.qualifications,
          experienceYears: input.experienceYears,
          consultationFee: input.consultationFee,
          faceUrl,
          verified: false,
          searchText: doctorSearchText(input.name, specialization, input.qualifications),
        });
      } else {
        await tx.insert(staff).values({ userId: user.id, department: input.department, position: input.position, employeeId: input.employeeId, approved: false });
      }
      return user.id;
    });
    const created = await loadAuthUser(db, userId);
    if (!created) throw new Error('registered user vanished');
    return created;
  } catch (error) {
    // Two registrations of one e-mail at once: the unique index decides.
    if (isUniqueViolation(error)) throw conflict(emailTakenMessage, { email: emailTakenMessage });
    throw error;
  }
}

// Verified against when the e-mail is unknown, so both failures take the same time.
let dummyHash: Promise<string> | undefined;

/** The user for these credentials, or null: unknown e-mail, wrong password and disabled alike. */
export async function checkCredentials(db: Db, email: string, password: string): Promise<AuthUser | null> {
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, status: users.status })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  if (!row) {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verifyPassword(await dummyHash, password);
    return null;
  }
  if (!(await verifyPassword(row.passwordHash, password)) || row.status === 'disabled') return null;
  return loadAuthUser(db, row.id);
}

/**
 * A single-use reset token for an enabled account with this e-mail, or null. Only its SHA-256
 * is stored, so a copy of the database cannot reset anyone's password.
 */
export async function createResetToken(db: Db, email: string): Promise<{ token: string; user: { id: string; name: string; email: string; language: UiLanguage } } | null> {
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email, language: users.language, status: users.status })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  if (!user || user.status === 'disabled') return null;
  const { token, hash } = newLinkToken();
  await db.insert(passwordResetTokens).values({
    tokenHash: hash,
    userId: user.id,
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MINUTES * 60_000),
  });
  return { token, user };
}

/**
 * Uses the token (atomically: a token works once, even for two requests at the same moment),
 * sets the password, ends every session and voids the user's other reset links.
 */
export async function resetPassword(db: Db, token: string, password: string): Promise<string> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const now = new Date();
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.tokenHash, hashLinkToken(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
      .returning({ userId: passwordResetTokens.userId });
    if (!used) throw validationError(invalidResetTokenMessage, { token: invalidResetTokenMessage });
    await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
      .where(eq(users.id, used.userId));
    await endSessionsOf(tx, used.userId, 'password_reset', now);
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, used.userId), isNull(passwordResetTokens.usedAt)));
    return used.userId;
  });
}

export const wrongCurrentPasswordMessage = 'Current password is incorrect';

/** True when `password` is the user's current password (re-authentication before a sensitive change). */
export async function passwordMatches(db: Db, userId: string, password: string): Promise<boolean> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  return row !== undefined && (await verifyPassword(row.passwordHash, password));
}

/**
 * Changes the password; the caller has checked the current one (through the re-check limit,
 * AUTH-24). The user chooses whether the other sessions end (AUTH-17); this one goes on.
 * Answers how many others ended.
 */
export async function changePassword(db: Db, userId: string, sessionId: string, newPassword: string, endOthers: boolean, now: Date): Promise<number> {
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
    return endOthers ? endSessionsOf(tx, userId, 'password_change', now, sessionId) : 0;
  });
}

/** Sign-out (AUTH-15): the session ends on the server, so its token is refused from now on. */
export async function logout(db: Db, sessionId: string, now: Date): Promise<void> {
  await endSession(db, sessionId, 'logout', now);
}

/** 'Sign out of all devices': every session ends, this one too; older tokens die with token_version. */
export async function endSessionsEverywhere(db: Db, userId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now }).where(eq(users.id, userId));
    await endSessionsOf(tx, userId, 'ended_by_user', now);
  });
}

export function sessionsOf(db: Db, userId: string, currentSessionId: string, now: Date): Promise<SessionListing[]> {
  return listSessions(db, userId, currentSessionId, now);
}

/** Ends one of the user's own open sessions; 404 for another user's or one already ended. */
export async function endOneSession(db: Db, userId: string, sessionId: string, now: Date): Promise<void> {
  if (!(await endSession(db, sessionId, 'ended_by_user', now, userId))) throw notFound(accountAnswerMessages.sessionEnded);
}

export function endOtherSessions(db: Db, userId: string, currentSessionId: string, now: Date): Promise<number> {
  return endSessionsOf(db, userId, 'ended_by_user', now, currentSessionId);
}

export { resetMfaByAdministrator as resetSecondFactor } from './mfa';
export {
  cancelEmailChange,
  confirmEmailChange,
  inspectConfirmLink,
  inspectStopLink,
  maskEmail,
  pendingEmailChange,
  requestEmailChange,
  resendEmailChange,
  stopEmailChange,
  userOfConfirmLink,
} from './email-change';

export async function accountExists(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return row !== undefined;
}

/** An administrator ends every session of a user (AUTH-17); answers how many ended. */
export function endSessionsByAdministrator(db: Db, userId: string, now: Date): Promise<number> {
  return endSessionsOf(db, userId, 'ended_by_administrator', now);
}

/** What the settings screen edits, with a change of address waiting for confirmation (AUTH-26). */
export async function accountDetails(db: Db, user: AuthUser, at: Date): Promise<{ phoneNumber: string; address: string | null; pendingEmail: PendingEmailChange | null }> {
  const [row] = await db
    .select({ phone: users.phone, address: patients.address })
    .from(users)
    .leftJoin(patients, eq(patients.userId, users.id))
    .where(eq(users.id, user.id))
    .limit(1);
  return { phoneNumber: row?.phone ?? '', address: row?.address ?? null, pendingEmail: await pendingEmailChange(db, user.id, at) };
}

/** I18N-2: the language the portal speaks to the account holder from now on. */
export async function updateLanguage(db: Db, userId: string, language: UiLanguage): Promise<void> {
  await db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Updates the phone, and the address of a patient (other roles keep none). */
export async function updateContactDetails(db: Db, user: AuthUser, phoneNumber: string, address: string | undefined): Promise<void> {
  if (user.role === 'patient' && address === undefined) throw validationError('Please correct the highlighted fields.', { address: 'Address is required' });
  await db.transaction(async (tx) => {
    await tx.update(users).set({ phone: phoneNumber, updatedAt: new Date() }).where(eq(users.id, user.id));
    if (user.role === 'patient' && address !== undefined) await tx.update(patients).set({ address }).where(eq(patients.userId, user.id));
  });
}
