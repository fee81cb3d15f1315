import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Db } from '../db/client';
import { doctors, sessions, staff, users, type UserRole, type UserStatus } from '../db/schema';
import type { Redis } from 'ioredis';
import { redisSessionCache, type SessionCache } from '../domain/sessions/cache';
import { endSession, endedMessage, touchSession, verdictOf, type SessionState } from '../domain/sessions/sessions';
import { ApiError, forbidden, unauthorized } from '../lib/errors';

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
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route stays open to a user who must still enrol in two-step sign-in (AUTH-18). */
    mfaEnrolment?: boolean;
  }
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
    /**
     * Call after a user's sessions end or what the user may do changes (status, approval,
     * administrator, two-step sign-in), once the change is committed: the Redis cache of the
     * session check stops answering for the user's tokens on every replica. Without Redis
     * there is no cache and nothing to do.
     */
    sessionsChanged(userId: string): Promise<void>;
  }
  interface FastifyRequest {
    /** Set by `app.authenticate` / `app.requireRole`; null on open routes. */
    user: AuthUser | null;
    /** The signed-in user, or a 401 when the route forgot its guard. */
    requireUser(): AuthUser;
    /** The session the request's token names (set with `user`); null on open routes. */
    sessionId: string | null;
    /** The session id, or a 401 when the route forgot its guard. */
    requireSessionId(): string;
    /** The session's end and idle timeout (set with `user`), to sign a new token of the same session. */
    sessionTerms: { expiresAt: Date; idleTimeoutSeconds: number | null } | null;
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
  /** The server-side session (sessions.id) the token belongs to: the token is worth nothing once it ends. */
  sid: string;
  /** The session's idle timeout in seconds (null: none), so the web can warn before it (AUTH-16). */
  idle: number | null;
}

function keyOf(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/** A token of the session, valid (as a signature) until the session's absolute expiry. */
export async function signSessionToken(claims: SessionClaims, secret: string, expiresAt: Date, now: Date): Promise<string> {
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(claims.id)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(keyOf(secret));
}

/**
 * The subject and token version of a valid token, or null. Only HS256 with our key is
 * accepted ('none', RS256 and others are refused by `algorithms`), and exp is required.
 */
export async function verifySessionToken(token: string, secret: string, now: Date): Promise<{ userId: string; version: number; sessionId: string } | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: [ALGORITHM], requiredClaims: ['exp', 'sub'], currentDate: now });
    const { sub, ver, sid } = payload;
    if (typeof sub !== 'string' || !uuidPattern.test(sub) || typeof ver !== 'number') return null;
    if (typeof sid !== 'string' || !uuidPattern.test(sid)) return null;
    return { userId: sub, version: ver, sessionId: sid };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}

const authUserColumns = {
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
}

function toAuthUser({ totpEnabledAt, ...row }: AuthUserRow): AuthUser {
  return {
    ...row,
    staffApproved: row.staffApproved === true,
    // An administrator's powers need an approved staff record too.
    staffAdministrator: row.staffApproved === true && row.staffAdministrator === true,
    faceUrl: row.faceUrl ?? null,
    totpEnabled: totpEnabledAt !== null,
  };
}

/** The proof that the password step passed, good for five minutes, for the second step only (AUTH-18). */
const CHALLENGE_SECONDS = 5 * 60;
const CHALLENGE_PURPOSE = 'second-step';

export async function signChallenge(userId: string, tokenVersion: number, secret: string, now: Date): Promise<string> {
  const issued = Math.floor(now.getTime() / 1000);
  return new SignJWT({ purpose: CHALLENGE_PURPOSE, ver: tokenVersion })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(userId)
    .setIssuedAt(issued)
    .setExpirationTime(issued + CHALLENGE_SECONDS)
    .sign(keyOf(secret));
}

/** The user and token version of a valid challenge, or null. A session token is not a challenge (no purpose), nor the reverse (no sid). */
export async function verifyChallenge(challenge: string, secret: string, now: Date): Promise<{ userId: string; version: number } | null> {
  try {
    const { payload } = await jwtVerify(challenge, keyOf(secret), { algorithms: [ALGORITHM], requiredClaims: ['exp', 'sub'], currentDate: now });
    const { sub, ver, purpose } = payload;
    if (purpose !== CHALLENGE_PURPOSE || typeof sub !== 'string' || !uuidPattern.test(sub) || typeof ver !== 'number') return null;
    return { userId: sub, version: ver };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
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

/**
 * The user and their session in one query (AUTH-15): checking the session costs no round
 * trip beyond the user lookup every request already made.
 */
async function loadSessionUser(db: Db, userId: string, sessionId: string): Promise<SessionCheck | null> {
  const [row] = await db
    .select({
      ...authUserColumns,
      endedAt: sessions.endedAt,
      endReason: sessions.endReason,
      expiresAt: sessions.expiresAt,
      lastActiveAt: sessions.lastActiveAt,
      idleTimeoutSeconds: sessions.idleTimeoutSeconds,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(staff, eq(staff.userId, users.id))
    .leftJoin(doctors, eq(doctors.userId, users.id))
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .limit(1);
  if (!row) return null;
  const { endedAt, endReason, expiresAt, lastActiveAt, idleTimeoutSeconds, ...user } = row;
  return { user: toAuthUser(user), session: { endedAt, endReason, expiresAt, lastActiveAt, idleTimeoutSeconds } };
}

/** What the per-request check reads: the user and the session's state. */
interface SessionCheck {
  user: AuthUser;
  session: SessionState;
}

/** A SessionCheck as JSON in the cache: only open sessions are cached, so no end fields. */
interface CachedCheck {
  user: AuthUser;
  expiresAt: string;
  lastActiveAt: string;
  idleTimeoutSeconds: number | null;
}

const toCached = ({ user, session }: SessionCheck): CachedCheck => ({
  user,
  expiresAt: session.expiresAt.toISOString(),
  lastActiveAt: session.lastActiveAt.toISOString(),
  idleTimeoutSeconds: session.idleTimeoutSeconds,
});

const fromCached = (cached: CachedCheck): SessionCheck => ({
  user: cached.user,
  session: { endedAt: null, endReason: null, expiresAt: new Date(cached.expiresAt), lastActiveAt: new Date(cached.lastActiveAt), idleTimeoutSeconds: cached.idleTimeoutSeconds },
});

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(header.trim());
  return match?.[1] ?? null;
}

export interface AuthenticatePluginOptions {
  db: Db;
  jwtSecret: string;
  /** The clock sessions are measured by (tests move it). */
  now: () => Date;
  /** Roles that must use two-step sign-in: until enrolled they reach only the enrolment routes. */
  mfaRequiredRoles: readonly UserRole[];
  /** The app's Redis client (REDIS_URL): the session check is cached there; null: PostgreSQL only. */
  redis: Redis | null;
}

/**
 * Session tokens (AUTH-11, AUTH-15, SEC-1): verifies the Bearer JWT, then reads its server-side
 * session and user on every request, so a session that was signed out, ended elsewhere, idle
 * too long or past its lifetime, a deleted or disabled user, or a token issued before a
 * password change (token_version) is refused at once, on every replica.
 */
export const authenticatePlugin = fp(
  (app: FastifyInstance, options: AuthenticatePluginOptions) => {
    const { db, jwtSecret, now, mfaRequiredRoles } = options;
    const cache: SessionCache<CachedCheck> | null = options.redis === null ? null : redisSessionCache<CachedCheck>(options.redis);

    // A Redis failure never fails a request: the check falls back to PostgreSQL (never open).
    async function cached<R>(what: string, work: () => Promise<R>, fallback: R): Promise<R> {
      try {
        return await work();
      } catch (error) {
        app.log.warn({ err: error }, `session cache ${what} failed`);
        return fallback;
      }
    }

    app.decorate('sessionsChanged', async (userId: string) => {
      if (cache === null) return;
      try {
        await cache.forget(userId);
      } catch (error) {
        // The user's cached entries answer until they expire (SESSION_CACHE_TTL_MS): say so loudly.
        app.log.error({ err: error, userId }, 'session cache invalidation failed');
      }
    });

    /** The check's inputs: from the cache when it holds them, else PostgreSQL (then cached). */
    async function checkOf(token: string, userId: string, sessionId: string, at: Date): Promise<{ found: SessionCheck | null; hit: boolean; generation: string | null }> {
      const entry = cache === null ? null : await cached('read', () => cache.read(token, userId), null);
      if (entry?.value) return { found: fromCached(entry.value), hit: true, generation: entry.generation };
      const found = await loadSessionUser(db, userId, sessionId);
      if (cache !== null && entry !== null && found !== null && verdictOf(found.session, at).valid) {
        const ttl = found.session.expiresAt.getTime() - at.getTime();
        await cached('fill', () => cache.fill(token, toCached(found), entry.generation, ttl), undefined);
      }
      return { found, hit: false, generation: entry?.generation ?? null };
    }

    app.decorateRequest('user', null);
    app.decorateRequest('requireUser', function (this: FastifyRequest) {
      if (this.user === null) throw unauthorized();
      return this.user;
    });
    app.decorateRequest('sessionId', null);
    app.decorateRequest('sessionTerms', null);
    app.decorateRequest('requireSessionId', function (this: FastifyRequest) {
      if (this.sessionId === null) throw unauthorized();
      return this.sessionId;
    });

    const authenticate: preHandlerAsyncHookHandler = async function (request) {
      const token = bearerOf(request);
      if (token === null) throw unauthorized();
      const at = now();
      const verified = await verifySessionToken(token, jwtSecret, at);
      if (verified === null) throw unauthorized(sessionExpiredMessage);
      const { found, hit, generation } = await checkOf(token, verified.userId, verified.sessionId, at);
      if (found === null) throw unauthorized(sessionExpiredMessage);
      const { user, session } = found;
      const verdict = verdictOf(session, at);
      if (!verdict.valid) {
        // The first request to find a session past its time ends it (and audits the timeout).
        if (verdict.endNow && (await endSession(db, verified.sessionId, verdict.reason, at))) {
          await app.sessionsChanged(user.id);
          await request.audit({ actorId: user.id, actorRole: user.role, action: verdict.reason === 'idle_timeout' ? 'session.timeout' : 'session.expired', subjectType: 'session', subjectId: verified.sessionId });
        }
        throw unauthorized(endedMessage(verdict.reason, session.idleTimeoutSeconds));
      }
      if (user.status === 'disabled' || user.tokenVersion !== verified.version) throw unauthorized(sessionExpiredMessage);
      // A request the page made on its own (a poll) is not activity: an unattended screen idles out.
      if (verdict.touch && request.headers['x-background-request'] !== '1') {
        if (hit && cache !== null) {
          // Cached: the entry, which every replica reads, moves now; PostgreSQL is written behind
          // (for the next fill and the sessions list), at most every TOUCH_INTERVAL_MS.
          await cached('update', () => cache.update(token, toCached({ user, session: { ...session, lastActiveAt: at } }), generation), undefined);
          void touchSession(db, verified.sessionId, at).catch((error: unknown) => {
            app.log.warn({ err: error }, 'writing last activity behind failed');
          });
        } else {
          await touchSession(db, verified.sessionId, at);
        }
      }
      request.user = user;
      request.sessionId = verified.sessionId;
      request.sessionTerms = { expiresAt: session.expiresAt, idleTimeoutSeconds: session.idleTimeoutSeconds };
      if (!user.totpEnabled && mfaRequiredRoles.includes(user.role) && request.routeOptions.config.mfaEnrolment !== true) {
        throw new ApiError(403, 'mfa_enrolment_required', 'Set up two-step sign-in to continue: your role requires it.');
      }
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
