import type { Redis } from 'ioredis';

/** A counter of hits that expires `windowSeconds` after its first hit (or its last, if sliding). */
export interface Counter {
  count: number;
  /** Milliseconds until the counter is forgotten; 0 when it does not exist. */
  ttlMs: number;
}

/** Where the counters live: Redis when REDIS_URL is set (shared by replicas), memory otherwise. */
export interface CounterStore {
  /** Adds a hit. A sliding counter's window restarts at every hit; a fixed one's at the first. */
  hit(key: string, windowSeconds: number, sliding?: boolean): Promise<Counter>;
  peek(key: string): Promise<Counter>;
  clear(key: string): Promise<void>;
}

const none: Counter = { count: 0, ttlMs: 0 };

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
    entry ? { count: entry.count, ttlMs: Math.max(1, entry.expiresAt - now()) } : none;
  return {
    hit: (key, windowSeconds, sliding = false) => {
      // Expired entries of other keys go when the map grows, so memory stays bounded.
      if (counters.size > 10_000) for (const other of [...counters.keys()]) alive(other);
      const entry = alive(key) ?? { count: 0, expiresAt: now() + windowSeconds * 1000 };
      entry.count += 1;
      if (sliding) entry.expiresAt = now() + windowSeconds * 1000;
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

// INCR, and (re)start the window on the first hit or, for a sliding counter, on every hit, atomically.
const hitScript = `
local count = redis.call('INCR', KEYS[1])
if count == 1 or ARGV[2] == '1' then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

export function redisCounterStore(redis: Redis, prefix = 'clinvia-login:'): CounterStore {
  const toCounter = (count: number, ttlMs: number): Counter => (count === 0 || ttlMs <= 0 ? none : { count, ttlMs });
  return {
    hit: async (key, windowSeconds, sliding = false) => {
      const [count, ttl] = (await redis.eval(hitScript, 1, prefix + key, String(windowSeconds * 1000), sliding ? '1' : '0')) as [number, number];
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
  /** Failures of one (account, client) pair before that pair is slowed down; 0 turns the check off. */
  maxFailures: number;
  /** A pair's failures are forgotten this long after its last one; also the longest delay. */
  windowSeconds: number;
  /** Failed sign-ins per client per minute, across accounts; 0 turns the check off. */
  burst: number;
  /** Failed sign-ins per account per hour, across all clients, before the account is under attack; 0: off. */
  accountMaxFailures: number;
  /** While an account is under attack, each attempt from a client without recent failures waits this long. */
  accountSlowdownMs: number;
}

export const defaultLoginLimits: LoginLimitSettings = { maxFailures: 5, windowSeconds: 900, burst: 20, accountMaxFailures: 100, accountSlowdownMs: 1000 };

/** The first delay once a pair reached maxFailures; it doubles with every further failure. */
const firstDelaySeconds = 15;

export type RefusalReason = 'client_throttled' | 'client_ceiling' | 'account_under_attack';

export interface Refusal {
  reason: RefusalReason;
  /** Seconds until this client may try this account again. */
  retryAfter: number;
}

export type Admission = { refused: Refusal } | { refused: null; slowDownMs: number };

/**
 * Brute-force protection that protects the owner (OWASP ASVS 2.2.1): failures are counted per
 * (account, client) pair, and a pair that keeps failing waits longer and longer, but the account
 * is never locked for everyone. A client failing across many accounts hits a per-client ceiling
 * (failures only: successful sign-ins from a clinic's shared address do not count). An account
 * failing from very many clients is under attack: clients that already failed on it are refused
 * until their failures are forgotten, and everyone else is slowed down, so the owner's correct
 * password from their own device still gets through.
 */
export class LoginLimiter {
  constructor(
    private readonly store: CounterStore,
    private readonly settings: LoginLimitSettings,
  ) {}

  private keys(ip: string, email: string) {
    return { pair: `pair:${email}|${ip}`, client: `client:${ip}`, account: `account:${email}` };
  }

  /** The delay a pair with `failures` failures must keep after its last failure, in seconds. */
  delayFor(failures: number): number {
    if (this.settings.maxFailures === 0 || failures < this.settings.maxFailures) return 0;
    return Math.min(this.settings.windowSeconds, firstDelaySeconds * 2 ** (failures - this.settings.maxFailures));
  }

  async admit(ip: string, email: string): Promise<Admission> {
    const keys = this.keys(ip, email);
    const [pair, client, account] = await Promise.all([this.store.peek(keys.pair), this.store.peek(keys.client), this.store.peek(keys.account)]);
    if (this.settings.burst > 0 && client.count >= this.settings.burst) {
      return { refused: { reason: 'client_ceiling', retryAfter: Math.ceil(client.ttlMs / 1000) } };
    }
    const delay = this.delayFor(pair.count);
    const sinceLastFailure = this.settings.windowSeconds - pair.ttlMs / 1000;
    if (delay > 0 && sinceLastFailure < delay) {
      return { refused: { reason: 'client_throttled', retryAfter: Math.ceil(delay - sinceLastFailure) } };
    }
    if (this.settings.accountMaxFailures > 0 && account.count >= this.settings.accountMaxFailures) {
      if (pair.count > 0) return { refused: { reason: 'account_under_attack', retryAfter: Math.ceil(pair.ttlMs / 1000) } };
      return { refused: null, slowDownMs: this.settings.accountSlowdownMs };
    }
    return { refused: null, slowDownMs: 0 };
  }

  async failed(ip: string, email: string): Promise<void> {
    const keys = this.keys(ip, email);
    await Promise.all([
      this.store.hit(keys.pair, this.settings.windowSeconds, true),
      this.store.hit(keys.client, 60),
      this.store.hit(keys.account, 3600),
    ]);
  }

  /** A correct password ends its pair's failures (the account's and the client's totals stay). */
  async succeeded(ip: string, email: string): Promise<void> {
    await this.store.clear(this.keys(ip, email).pair);
  }

  /** A plain per-client limit for other anonymous endpoints (registration, password reset). */
  async admitOther(kind: string, ip: string, perMinute: number): Promise<number | null> {
    if (perMinute <= 0) return null;
    const counter = await this.store.hit(`${kind}:${ip}`, 60);
    return counter.count > perMinute ? Math.ceil(counter.ttlMs / 1000) : null;
  }
}

/** "3 minutes", "40 seconds": how the wait reads in a message. */
export function describeWait(seconds: number): string {
  if (seconds < 60) return `${String(seconds)} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${String(minutes)} minute${minutes === 1 ? '' : 's'}`;
}
