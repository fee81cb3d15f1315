import { createHash, randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * Redis as a cache of the per-request session check (AUTH-15), shared by every replica.
 *
 * An entry is keyed by the SHA-256 of the token (the token itself is never stored) and holds
 * what the check needs: the session's times and the user. Ending a session, or changing what a
 * user may do, moves the user's *generation* (`forget`); an entry filled under another
 * generation is ignored. The reader reads the generation together with the entry (one MGET),
 * before it reads PostgreSQL on a miss, and stores the entry under the generation it saw: a fill
 * that raced a sign-out is stored under the old generation and so never answers. Entries live
 * `ttlMs` at most, which bounds how stale a user's name or photo can be.
 */
export interface SessionCache<T> {
  /** The entry for this token (null: not cached, or filled before the user's last change) and the generation to fill under. */
  read(token: string, userId: string): Promise<{ value: T | null; generation: string | null }>;
  /** Stores the entry for at most `ttlMs` (shorter when the session ends sooner). */
  fill(token: string, value: T, generation: string | null, ttlMs: number): Promise<void>;
  /** Rewrites a cached entry (its last activity) without extending its life. */
  update(token: string, value: T, generation: string | null): Promise<void>;
  /** Every cached entry of the user stops answering, on every replica. */
  forget(userId: string): Promise<void>;
}

export const SESSION_CACHE_TTL_MS = 30_000;
/** Longer than any entry lives, so an entry never outlives the generation it was filled under. */
const GENERATION_TTL_MS = 24 * 60 * 60 * 1000;

const entryKey = (token: string) => `clinvia-session:${createHash('sha256').update(token).digest('hex')}`;
const generationKey = (userId: string) => `clinvia-session-gen:${userId}`;

interface Stored<T> {
  generation: string | null;
  value: T;
}

export function redisSessionCache<T>(redis: Redis): SessionCache<T> {
  return {
    async read(token, userId) {
      const [raw, generation] = await redis.mget(entryKey(token), generationKey(userId));
      const current = generation ?? null;
      if (raw === null || raw === undefined) return { value: null, generation: current };
      const stored = JSON.parse(raw) as Stored<T>;
      return { value: stored.generation === current ? stored.value : null, generation: current };
    },
    async fill(token, value, generation, ttlMs) {
      const stored: Stored<T> = { generation, value };
      await redis.set(entryKey(token), JSON.stringify(stored), 'PX', Math.max(1, Math.min(ttlMs, SESSION_CACHE_TTL_MS)));
    },
    async update(token, value, generation) {
      const stored: Stored<T> = { generation, value };
      // XX: only while the entry still exists; KEEPTTL: activity does not keep a stale user cached.
      await redis.set(entryKey(token), JSON.stringify(stored), 'KEEPTTL', 'XX');
    },
    async forget(userId) {
      // A new random value, not a counter: a generation key lost with Redis never comes back equal.
      await redis.set(generationKey(userId), randomUUID(), 'PX', GENERATION_TTL_MS);
    },
  };
}
