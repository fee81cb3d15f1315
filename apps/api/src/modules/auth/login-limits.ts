import type { Redis } from 'ioredis';

/** A counter that expires `windowSeconds` after its first hit. */
export interface Counter {
  count: number;
  /** Seconds until the counter resets (at least 1 while it is alive). */
  retryAfter: number;
}

/** Where the counters live: Redis when REDIS_URL is set (shared by replicas), memory otherwise. */
export interface CounterStore {
  hit(key: string, windowSeconds: number): Promise<Counter>;
  peek(key: string): Promise<Counter>;
  clear(key: string): Promise<void>;
}

export function memoryCounterStore(now: () => number = Date.now): CounterStore {
  const counters = new Map<string, { count: number; expiresAt: number }>();
  const alive = (key: string) => {
    const entry = counters.get(key);
    if (entry && entry.expiresAt <= now()) {
      counters.delete(key);
      return undefined;
    }
    return entry;
  };
  const view = (entry: { count: number; expiresAt: number } | undefined): Counter =>
    entry ? { count: entry.count, retryAfter: Math.max(1, Math.ceil((entry.expiresAt - now()) / 1000)) } : { count: 0, retryAfter: 0 };
  return {
    hit: (key, windowSeconds) => {
      // Expired entries of other keys go when the map grows, so memory stays bounded.
      if (counters.size > 10_000) for (const other of [...counters.keys()]) alive(other);
      const entry = alive(key) ?? { count: 0, expiresAt: now() + windowSeconds * 1000 };
      entry.count += 1;
      counters.set(key, entry);
      return Promise.resolve(view(entry));
    },
    peek: (key) => Promise.resolve(view(alive(key))),
    clear: (key) => {
      counters.delete(key);
      return Promise.resolve();
    },
  };
}

// INCR, and start the window on the first hit, atomically.
const hitScript = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

export function redisCounterStore(redis: Redis, prefix = 'clinvia-login:'): CounterStore {
  const toCounter = (count: number, ttlMs: number): Counter => ({ count, retryAfter: count === 0 ? 0 : Math.max(1, Math.ceil(ttlMs / 1000)) });
  return {
    hit: async (key, windowSeconds) => {
      const [count, ttl] = (await redis.eval(hitScript, 1, prefix + key, String(windowSeconds * 1000))) as [number, number];
      return toCounter(count, ttl);
    },
    peek: async (key) => {
      const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
      return toCounter(count === null ? 0 : Number(count), ttl);
    },
    clear: async (key) => {
      await redis.del(prefix + key);
    },
  };
}

export interface LoginLimitSettings {
  /** Failed sign-ins per account per window; 0 turns the check off. */
  maxFailures: number;
  windowSeconds: number;
  /** Sign-in attempts per client IP per minute; 0 turns the check off. */
  burst: number;
}

export const defaultLoginLimits: LoginLimitSettings = { maxFailures: 5, windowSeconds: 900, burst: 20 };

/** Seconds to wait, or null when the attempt may go ahead. */
export type Verdict = number | null;

/**
 * DESIGN §5: sign-in is limited per account (repeated failures lock it for the rest of the
 * window, whoever tries) and per client (bursts from one IP across accounts).
 */
export class LoginLimiter {
  constructor(
    private readonly store: CounterStore,
    private readonly settings: LoginLimitSettings,
  ) {}

  /** Counts the attempt against the client; answers whether it may proceed. */
  async admit(ip: string, email: string): Promise<Verdict> {
    if (this.settings.burst > 0) {
      const burst = await this.store.hit(`ip:${ip}`, 60);
      if (burst.count > this.settings.burst) return burst.retryAfter;
    }
    if (this.settings.maxFailures > 0) {
      const failures = await this.store.peek(`account:${email}`);
      if (failures.count >= this.settings.maxFailures) return failures.retryAfter;
    }
    return null;
  }

  async failed(email: string): Promise<void> {
    if (this.settings.maxFailures > 0) await this.store.hit(`account:${email}`, this.settings.windowSeconds);
  }

  async succeeded(email: string): Promise<void> {
    await this.store.clear(`account:${email}`);
  }

  /** A plain per-IP limit for other anonymous endpoints (forgot-password). */
  async admitOther(kind: string, ip: string, perMinute: number): Promise<Verdict> {
    if (perMinute <= 0) return null;
    const counter = await this.store.hit(`${kind}:${ip}`, 60);
    return counter.count > perMinute ? counter.retryAfter : null;
  }
}

/** "3 minutes", "40 seconds": how the wait reads in a message. */
export function describeWait(seconds: number): string {
  if (seconds < 60) return `${String(seconds)} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${String(minutes)} minute${minutes === 1 ? '' : 's'}`;
}
