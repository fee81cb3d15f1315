import { actingForHeader, proxyErrorCodes, proxyMessages, type ProxyScope } from '@clinvia/contracts/proxies';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { Database } from '../db/client';
import type { UserRole } from '../db/schema';
import { activeGrant } from '../domain/proxies/grants';
import { redisSessionCache, type SessionCache } from '../domain/sessions/cache';
import { endSession, endedMessage, touchSession, verdictOf } from '../domain/sessions/sessions';
import { sessionTokenVerifier } from '../domain/sessions/tokens';
import { loadSessionUser, type AuthUser, type SessionCheck } from '../domain/sessions/users';
import { todayIn } from '../lib/clinic-time';
import { ApiError, forbidden, unauthorized } from '../lib/errors';
import { accountAnswerMessages } from '@clinvia/contracts/auth';

export const sessionExpiredMessage = 'Your session has expired. Please sign in again.';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route stays open to a user who must still enrol in two-step sign-in (AUTH-18). */
    mfaEnrolment?: boolean;
    /** The scope a proxy needs for the route (the operation's `proxyScope`); absent: refused while acting (PROXY-5). */
    proxyScope?: ProxyScope;
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
  database: Database;
  jwtSecret: string;
  /** The clock sessions are measured by (tests move it). */
  now: () => Date;
  /** Roles that must use two-step sign-in: until enrolled they reach only the enrolment routes. */
  mfaRequiredRoles: readonly UserRole[];
  /** The app's Redis client (REDIS_URL): the session check is cached there; null: PostgreSQL only. */
  redis: Redis | null;
  /** The clinic's zone: a proxy's grant ends after its last day there (PROXY-7). */
  clinicTimeZone: string;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Session tokens (AUTH-11, AUTH-15, SEC-1): verifies the Bearer JWT, then reads its server-side
 * session and user on every request, so a session that was signed out, ended elsewhere, idle
 * too long or past its lifetime, a deleted or disabled user, or a token issued before a
 * password change (token_version) is refused at once, on every replica.
 */
export const authenticatePlugin = fp(
  (app: FastifyInstance, options: AuthenticatePluginOptions) => {
    const { database, jwtSecret, now, mfaRequiredRoles, clinicTimeZone } = options;
    const { db } = database;
    const verifyToken = sessionTokenVerifier(jwtSecret);
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
      const found = await loadSessionUser(database, userId, sessionId);
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
      const verified = await verifyToken(token, at);
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
        throw new ApiError(403, 'mfa_enrolment_required', accountAnswerMessages.mfaEnrolmentRequired);
      }
      const actingFor = request.headers[actingForHeader];
      if (typeof actingFor === 'string' && actingFor !== '') await actFor(request, user, actingFor, at);
    };

    /**
     * PROXY-4, PROXY-5, PROXY-7: a request made while acting (the web's `X-Acting-For`). Only a
     * route that declares a proxy scope serves it; the grant is read now (no cache: a revoked,
     * left or expired grant is refused at once on every replica) and must hold that scope. Then
     * the route sees the patient as the signed-in user, within the scope, and every audit row it
     * writes names the proxy as the actor on the patient's behalf (`request.proxy`, PROXY-6).
     */
    async function actFor(request: FastifyRequest, user: AuthUser, patientId: string, at: Date): Promise<void> {
      const validId = uuidPattern.test(patientId);
      // PROXY-6: a refused request made while acting leaves a row: which route, for whom, and why.
      const refuse = async (code: string, message: string): Promise<never> => {
        const detail = `${code} ${request.method} ${request.routeOptions.url ?? ''}`;
        await request.audit({ actorId: user.id, actorRole: user.role, action: 'proxy.refused', subjectType: 'patient', subjectId: validId ? patientId : null, detail });
        throw new ApiError(403, code, message);
      };
      const scope = request.routeOptions.config.proxyScope;
      if (scope === undefined) return refuse(proxyErrorCodes.notAllowed, proxyMessages.notAllowed);
      if (user.role !== 'patient') return refuse(proxyErrorCodes.notAllowed, proxyMessages.patientsOnly);
      const grant = validId ? await activeGrant(db, user.id, patientId, todayIn(clinicTimeZone, at)) : null;
      if (grant === null) return refuse(proxyErrorCodes.inactive, proxyMessages.inactive);
      if (!grant.scopes.includes(scope)) return refuse(proxyErrorCodes.scopeMissing, proxyMessages.scopeMissing);
      request.proxy = { id: user.id, role: user.role };
      request.user = grant.patient;
    }

    app.decorate('authenticate', authenticate);
    const requireRole = (...roles: UserRole[]): preHandlerAsyncHookHandler => {
      return async function (request, reply) {
        await authenticate.call(this, request, reply);
        const user = request.requireUser();
        if (!roles.includes(user.role)) throw forbidden();
        if (user.role === 'staff' && !user.staffApproved) throw forbidden(accountAnswerMessages.staffAwaitingApproval);
      };
    };
    const requireStaff = requireRole('staff');
    app.decorate('requireRole', requireRole);
    app.decorate('requireAdministrator', async function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
      await requireStaff.call(this, request, reply);
      if (!request.requireUser().staffAdministrator) throw forbidden(accountAnswerMessages.administratorOnly);
    });
    return Promise.resolve();
  },
  { name: 'clinvia-authenticate' },
);
