import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Db } from '../../db/client';
import { recoveryCodes, users } from '../../db/schema';
import { endSessionsOf } from '../../domain/sessions/sessions';
import { conflict } from '../../lib/errors';
import { isSealed, openSecret, sealSecret } from '../../lib/secret-box';
import { accountAnswerMessages } from '@clinvia/contracts/auth';

// Two-step sign-in (AUTH-18, ASVS 6.3.2, RFC 6238): a TOTP app's six-digit code, or one of ten
// single-use recovery codes, after the password.

const ISSUER = 'Clinvia';
/** A code of the step before or after the current one is accepted too (clocks drift). */
const TOLERANCE_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;

function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normaliseRecoveryCode(code)).digest('hex');
}

/** Recovery codes are compared without case, spaces or the dash, as people type them. */
function normaliseRecoveryCode(code: string): string {
  return code.replace(/[\s-]/g, '').toLowerCase();
}

function newRecoveryCode(): string {
  // 50 bits from a base32 alphabet; enough for a code that works once and is rate limited.
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(10);
  const chars = [...bytes].map((byte) => alphabet[byte % alphabet.length] ?? 'a');
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

export interface MfaState {
  enabled: boolean;
  recoveryCodesLeft: number;
}

export async function mfaState(db: Db, userId: string): Promise<MfaState> {
  const [row] = await db.select({ enabledAt: users.totpEnabledAt }).from(users).where(eq(users.id, userId)).limit(1);
  const [left] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return { enabled: row?.enabledAt != null, recoveryCodesLeft: left?.count ?? 0 };
}

/**
 * Starts (or restarts) enrolment: a new secret, not yet in force, and what the authenticator
 * app needs (the otpauth URI as a QR code, and the secret to type in).
 */
export async function startEnrolment(db: Db, user: { id: string; email: string }, key: Buffer): Promise<{ secret: string; otpauthUrl: string; qrSvg: string }> {
  const secret = generateSecret();
  const [updated] = await db
    .update(users)
    // Stored encrypted (AES-256-GCM, lib/secret-box.ts); shown in the clear to the person once, here.
    .set({ totpSecret: sealSecret(key, secret, user.id), totpLastStep: null })
    .where(and(eq(users.id, user.id), isNull(users.totpEnabledAt)))
    .returning({ id: users.id });
  if (!updated) throw conflict(accountAnswerMessages.mfaAlreadyOn);
  const otpauthUrl = generateURI({ issuer: ISSUER, label: user.email, secret });
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, otpauthUrl, qrSvg };
}

/**
 * Checks a six-digit code against the secret and uses it up: the step it belongs to and every
 * earlier one are refused from then on (no replay inside the window). Atomic, so the same code
 * sent twice at once works once.
 */
async function useTotp(db: Db, userId: string, code: string, now: Date, whenEnabled: boolean, key: Buffer): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  const [row] = await db.select({ secret: users.totpSecret, lastStep: users.totpLastStep, enabledAt: users.totpEnabledAt }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row?.secret || (row.enabledAt !== null) !== whenEnabled) return false;
  const secret = await secretOf(db, userId, row.secret, key);
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(row.lastStep === null ? {} : { afterTimeStep: row.lastStep }),
  });
  // A TOTP result carries its time step (an HOTP one would not; this is always TOTP).
  if (!result.valid || !('timeStep' in result)) return false;
  const [claimed] = await db
    .update(users)
    .set({ totpLastStep: result.timeStep })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, result.timeStep))))
    .returning({ id: users.id });
  return claimed !== undefined;
}

/**
 * The secret in the clear. One stored before secrets were encrypted is sealed now, on its first
 * use, so such rows do not outlive the users' next sign-in.
 */
async function secretOf(db: Db, userId: string, stored: string, key: Buffer): Promise<string> {
  if (isSealed(stored)) return openSecret(key, stored, userId);
  await db.update(users).set({ totpSecret: sealSecret(key, stored, userId) }).where(and(eq(users.id, userId), eq(users.totpSecret, stored)));
  return stored;
}

/** Finishes enrolment with a code from the app; answers the ten recovery codes, shown once. */
export async function confirmEnrolment(db: Db, userId: string, code: string, now: Date, key: Buffer): Promise<string[] | null> {
  if (!(await useTotp(db, userId, code, now, false, key))) return null;
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ totpEnabledAt: now, updatedAt: now }).where(eq(users.id, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(codes.map((plain) => ({ codeHash: hashRecoveryCode(plain), userId, createdAt: now })));
  });
  return codes;
}

/** A six-digit code or an unused recovery code (which is then used up); 'totp' | 'recovery' | null. */
export async function checkSecondStep(db: Db, userId: string, code: string, now: Date, key: Buffer): Promise<'totp' | 'recovery' | null> {
  const trimmed = code.trim();
  if (/^\d{6}$/.test(trimmed)) return (await useTotp(db, userId, trimmed, now, true, key)) ? 'totp' : null;
  const [used] = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodes.codeHash, hashRecoveryCode(trimmed)), eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)))
    .returning({ userId: recoveryCodes.userId });
  return used ? 'recovery' : null;
}

/** Turns the second step off (the caller has checked the password and a code). */
export async function disableMfa(db: Db, userId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: now }).where(eq(users.id, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  });
}

/**
 * An administrator resets a user's second factor (a lost phone): it is off, every session
 * ends, and a user of a required role must enrol again at the next sign-in.
 */
export async function resetMfaByAdministrator(db: Db, userId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: now }).where(eq(users.id, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await endSessionsOf(tx, userId, 'second_factor_reset', now);
  });
}
