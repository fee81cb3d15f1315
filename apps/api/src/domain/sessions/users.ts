import { and, eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { readRows, rowStatement } from '../../db/rows';
import { doctors, sessions, staff, users, type UserRole, type UserStatus } from '../../db/schema';
import type { UiLanguage } from '@clinvia/contracts/ui-language';
import type { SessionState } from './sessions';

/** The signed-in user as the server knows it now (read from the database on every request). */
export interface AuthUser {
  id: string;
  role: UserRole;
  name: string;
  email: string;
  status: UserStatus;
  /** Staff only: an administrator approved the registration (AUTH-14, SEC-2). */
  staffApproved: boolean;
  /** Staff only: a staff administrator (approvals, roles, the audit log). */
  staffAdministrator: boolean;
  /** The doctor's photo path, else null. */
  faceUrl: string | null;
  tokenVersion: number;
  /** The second step (TOTP) is set up and in force (AUTH-18). */
  totpEnabled: boolean;
  /** I18N-2: the language the portal speaks to this person. */
  language: UiLanguage;
}

/** The columns an AuthUser is read from (users left-joined to staff and doctors); `toAuthUser` maps the row. */
export const authUserColumns = {
  id: users.id,
  role: users.role,
  name: users.name,
  email: users.email,
  status: users.status,
  tokenVersion: users.tokenVersion,
  totpEnabledAt: users.totpEnabledAt,
  staffApproved: staff.approved,
  staffAdministrator: staff.administrator,
  faceUrl: doctors.faceUrl,
  language: users.language,
};

interface AuthUserRow {
  id: string;
  role: UserRole;
  name: string;
  email: string;
  status: UserStatus;
  tokenVersion: number;
  totpEnabledAt: Date | null;
  staffApproved: boolean | null;
  staffAdministrator: boolean | null;
  faceUrl: string | null;
  language: UiLanguage;
}

export function toAuthUser({ totpEnabledAt, ...row }: AuthUserRow): AuthUser {
  return {
    ...row,
    staffApproved: row.staffApproved === true,
    // An administrator's powers need an approved staff record too.
    staffAdministrator: row.staffApproved === true && row.staffAdministrator === true,
    faceUrl: row.faceUrl ?? null,
    totpEnabled: totpEnabledAt !== null,
  };
}

export async function loadAuthUser(db: Db, userId: string): Promise<AuthUser | null> {
  const [row] = await db
    .select(authUserColumns)
    .from(users)
    .leftJoin(staff, eq(staff.userId, users.id))
    .leftJoin(doctors, eq(doctors.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ? toAuthUser(row) : null;
}

const sessionUserColumns = {
  ...authUserColumns,
  endedAt: sessions.endedAt,
  endReason: sessions.endReason,
  expiresAt: sessions.expiresAt,
  lastActiveAt: sessions.lastActiveAt,
  idleTimeoutSeconds: sessions.idleTimeoutSeconds,
};

function sessionUserStatement(db: Db) {
  const query = db
    .select(sessionUserColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(staff, eq(staff.userId, users.id))
    .leftJoin(doctors, eq(doctors.userId, users.id))
    .where(and(eq(sessions.id, sql.placeholder('sessionId')), eq(sessions.userId, sql.placeholder('userId'))))
    .limit(1);
  return rowStatement<AuthUserRow & SessionState>('session_user', query, sessionUserColumns);
}

const sessionUserStatements = new WeakMap<Db, ReturnType<typeof sessionUserStatement>>();

/**
 * The user and their session in one query (AUTH-15): checking the session costs no round
 * trip beyond the user lookup every request already made. Every signed-in request runs it, so
 * it is built once per database and prepared by name with rows as arrays (db/rows.ts): building
 * and planning its four-table join on each request cost more than running it (issue 32's bench).
 */
export async function loadSessionUser(database: Database, userId: string, sessionId: string): Promise<SessionCheck | null> {
  let statement = sessionUserStatements.get(database.db);
  if (statement === undefined) {
    statement = sessionUserStatement(database.db);
    sessionUserStatements.set(database.db, statement);
  }
  const [row] = await readRows(database, statement, { sessionId, userId });
  if (!row) return null;
  const { endedAt, endReason, expiresAt, lastActiveAt, idleTimeoutSeconds, ...user } = row;
  return { user: toAuthUser(user), session: { endedAt, endReason, expiresAt, lastActiveAt, idleTimeoutSeconds } };
}

/** What the per-request check reads: the user and the session's state. */
export interface SessionCheck {
  user: AuthUser;
  session: SessionState;
}
