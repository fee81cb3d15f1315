import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Db } from '../db/client';
import { doctors, staff, users, type UserRole, type UserStatus } from '../db/schema';
import { forbidden, unauthorized } from '../lib/errors';

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
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: 401 unless the request carries a valid session token of an existing, enabled user. */
    authenticate: preHandlerAsyncHookHandler;
    /**
     * preHandler: `authenticate`, then 403 unless the user has one of `roles`. 'staff' also
     * requires an approved staff member.
     */
    requireRole(...roles: UserRole[]): preHandlerAsyncHookHandler;
    /** preHandler: an approved staff member who is also a staff administrator, else 401/403. */
    requireAdministrator: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    /** Set by `app.authenticate` / `app.requireRole`; null on open routes. */
    user: AuthUser | null;
    /** The signed-in user, or a 401 when the route forgot its guard. */
    requireUser(): AuthUser;
  }
}

const ALGORITHM = 'HS256';
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const sessionExpiredMessage = 'Your session has expired. Please sign in again.';

/** The claims of a session token. The web reads id, role, name, email, username, profileImage, exp. */
export interface SessionClaims {
  id: string;
  role: UserRole;
  name: string;
  email: string;
  username: string;
  profileImage: string | null;
  status: UserStatus;
  /** users.token_version when the token was issued; a bump revokes the token. */
  ver: number;
}

function keyOf(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export async function signSessionToken(claims: SessionClaims, secret: string, expiresInSeconds: number): Promise<string> {
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(claims.id)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSeconds)
    .sign(keyOf(secret));
}

/**
 * The subject and token version of a valid token, or null. Only HS256 with our key is
 * accepted ('none', RS256 and others are refused by `algorithms`), and exp is required.
 */
export async function verifySessionToken(token: string, secret: string): Promise<{ userId: string; version: number } | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: [ALGORITHM], requiredClaims: ['exp', 'sub'] });
    const { sub, ver } = payload;
    if (typeof sub !== 'string' || !uuidPattern.test(sub) || typeof ver !== 'number') return null;
    return { userId: sub, version: ver };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}

export async function loadAuthUser(db: Db, userId: string): Promise<AuthUser | null> {
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      name: users.name,
      email: users.email,
      status: users.status,
      tokenVersion: users.tokenVersion,
      staffApproved: staff.approved,
      staffAdministrator: staff.administrator,
      faceUrl: doctors.faceUrl,
    })
    .from(users)
    .leftJoin(staff, eq(staff.userId, users.id))
    .leftJoin(doctors, eq(doctors.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  return {
    ...row,
    staffApproved: row.staffApproved === true,
    // An administrator's powers need an approved staff record too.
    staffAdministrator: row.staffApproved === true && row.staffAdministrator === true,
    faceUrl: row.faceUrl ?? null,
  };
}

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(header.trim());
  return match?.[1] ?? null;
}

export interface AuthenticatePluginOptions {
  db: Db;
  jwtSecret: string;
}

/**
 * Session tokens (AUTH-11, SEC-1): verifies the Bearer JWT and reloads its user on every request,
 * so a deleted or disabled user, or a token issued before a password change or "sign out of
 * all devices" (token_version), is refused at once, on every replica.
 */
export const authenticatePlugin = fp(
  (app: FastifyInstance, options: AuthenticatePluginOptions) => {
    const { db, jwtSecret } = options;

    app.decorateRequest('user', null);
    app.decorateRequest('requireUser', function (this: FastifyRequest) {
      if (this.user === null) throw unauthorized();
      return this.user;
    });

    const authenticate: preHandlerAsyncHookHandler = async function (request) {
      const token = bearerOf(request);
      if (token === null) throw unauthorized();
      const verified = await verifySessionToken(token, jwtSecret);
      if (verified === null) throw unauthorized(sessionExpiredMessage);
      const user = await loadAuthUser(db, verified.userId);
      if (user?.status === 'disabled' || user?.tokenVersion !== verified.version) throw unauthorized(sessionExpiredMessage);
      request.user = user;
    };

    app.decorate('authenticate', authenticate);
    const requireRole = (...roles: UserRole[]): preHandlerAsyncHookHandler => {
      return async function (request, reply) {
        await authenticate.call(this, request, reply);
        const user = request.requireUser();
        if (!roles.includes(user.role)) throw forbidden();
        if (user.role === 'staff' && !user.staffApproved) throw forbidden('Your staff account is waiting for approval by an administrator.');
      };
    };
    const requireStaff = requireRole('staff');
    app.decorate('requireRole', requireRole);
    app.decorate('requireAdministrator', async function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
      await requireStaff.call(this, request, reply);
      if (!request.requireUser().staffAdministrator) throw forbidden('Only a staff administrator can do this.');
    });
    return Promise.resolve();
  },
  { name: 'clinvia-authenticate' },
);
