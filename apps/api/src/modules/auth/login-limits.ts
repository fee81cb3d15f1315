import type { Redis } from 'ioredis';
import type { LoginLimitSettings } from '../../config';

/** A counter of hits that expires `windowSeconds` after its first hit. */
export interface Counter {
  count: number;
  /** Milliseconds until the counter is forgotten; 0 when it does not exist. */
  ttlMs: number;
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

/** The counters one sign-in attempt touches. */
export interface AttemptKeys {
  /** This account from this client: the failures that slow this client down. */
  pair: string;
  /** This client across accounts: the per-minute ceiling. */
  client: string;
  /** This account from every client: the hourly 'under attack' total. */
  account: string;
}

/**
 * Where the counters live: Redis when REDIS_URL is set (shared by replicas), memory otherwise.
 * `reserve` decides and counts in one atomic step, before the password is checked: concurrent
 * attempts cannot all read the same counts and all pass (AUTH-20).
 */
export interface LoginLimitStore {
  /** Refuses the attempt, or counts it as a failure (until `release`) and lets it through. */
  reserve(keys: AttemptKeys, settings: LoginLimitSettings): Promise<Admission>;
  /** A correct password: the attempt no longer counts, and the pair's failures end. */
  release(keys: AttemptKeys): Promise<void>;
  /** A plain counter for other anonymous endpoints, fixed window from its first hit. */
  hit(key: string, windowSeconds: number): Promise<Counter>;
}

/** The wait, in seconds, a pair's `failures`-th counted attempt imposes on the next one. */
export function delayFor(settings: Pick<LoginLimitSettings, 'maxFailures' | 'windowSeconds'>, failures: number): number {
  if (settings.maxFailures === 0 || failures < settings.maxFailures) return 0;
  return Math.min(settings.windowSeconds, firstDelaySeconds * 2 ** (failures - settings.maxFailures));
}

const clientWindowMs = 60_000;
const accountWindowMs = 3_600_000;

function refused(reason: RefusalReason, waitMs: number): Admission {
  return { refused: { reason, retryAfter: Math.max(1, Math.ceil(waitMs / 1000)) } };
}

interface Entry {
  count: number;
  expiresAt: number;
  /** Pairs only: no attempt before this time (ms). */
  blockedUntil: number;
}

/**
 * The counters in this process's memory. Every method runs synchronously from its first read to
 * its last write, so requests of one process, however concurrent, cannot interleave inside it.
 */
export function memoryLoginLimitStore(now: () => number = Date.now): LoginLimitStore {
  const entries = new Map<string, Entry>();
  const alive = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const ttlOf = (entry: Entry | undefined) => (entry ? Math.max(1, entry.expiresAt - now()) : 0);
  /** Adds one; a sliding window restarts at every hit, a fixed one at the first. */
  const bump = (key: string, windowMs: number, sliding: boolean): Entry => {
    // Expired entries of other keys go when the map grows, so memory stays bounded.
    if (entries.size > 10_000) for (const other of [...entries.keys()]) alive(other);
    const entry = alive(key) ?? { count: 0, expiresAt: now() + windowMs, blockedUntil: 0 };
    entry.count += 1;
    if (sliding) entry.expiresAt = now() + windowMs;
    entries.set(key, entry);
    return entry;
  };
  return {
    reserve: (keys, settings) => {
      const [client, pair, account] = [alive(keys.client), alive(keys.pair), alive(keys.account)];
      const at = now();
      if (settings.burst > 0 && (client?.count ?? 0) >= settings.burst) return Promise.resolve(refused('client_ceiling', ttlOf(client)));
      if (pair && pair.blockedUntil > at) return Promise.resolve(refused('client_throttled', pair.blockedUntil - at));
      let slowDownMs = 0;
      if (settings.accountMaxFailures > 0 && (account?.count ?? 0) >= settings.accountMaxFailures) {
        if (pair && pair.count > 0) return Promise.resolve(refused('account_under_attack', ttlOf(pair)));
        slowDownMs = settings.accountSlowdownMs;
      }
      bump(keys.client, clientWindowMs, false);
      bump(keys.account, accountWindowMs, false);
      const counted = bump(keys.pair, settings.windowSeconds * 1000, true);
      const delay = delayFor(settings, counted.count);
      if (delay > 0) counted.blockedUntil = at + delay * 1000;
      return Promise.resolve({ refused: null, slowDownMs });
    },
    release: (keys) => {
      for (const key of [keys.client, keys.account]) {
        const entry = alive(key);
        if (entry && entry.count > 0) entry.count -= 1;
      }
      entries.delete(keys.pair);
      return Promise.resolve();
    },
    hit: (key, windowSeconds) => {
      const entry = bump(key, windowSeconds * 1000, false);
      return Promise.resolve({ count: entry.count, ttlMs: ttlOf(entry) });
    },
  };
}

// The same decision as the memory store's `reserve`, in one script: Redis runs a script
// atomically, so replicas' concurrent attempts are decided one after another. The pair is a hash
// (n: counted attempts, until: blocked until, ms); client and account are plain counters.
const reserveScript = `
local burst, maxFailures, windowMs = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]) * 1000
local accountMax, slowDownMs, firstDelayMs = tonumber(ARGV[4]), tonumber(ARGV[5]), tonumber(ARGV[6]) * 1000
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local client = tonumber(redis.call('GET', KEYS[1]) or '0')
if burst > 0 and client >= burst then return {'client_ceiling', redis.call('PTTL', KEYS[1])} end
local pairCount = tonumber(redis.call('HGET', KEYS[2], 'n') or '0')
local blockedUntil = tonumber(redis.call('HGET', KEYS[2], 'until') or '0')
if blockedUntil > now then return {'client_throttled', blockedUntil - now} end
local slow = 0
if accountMax > 0 and tonumber(redis.call('GET', KEYS[3]) or '0') >= accountMax then
  if pairCount > 0 then return {'account_under_attack', redis.call('PTTL', KEYS[2])} end
  slow = slowDownMs
end
if redis.call('INCR', KEYS[1]) == 1 then redis.call('PEXPIRE', KEYS[1], ${clientWindowMs}) end
if redis.call('INCR', KEYS[3]) == 1 then redis.call('PEXPIRE', KEYS[3], ${accountWindowMs}) end
pairCount = redis.call('HINCRBY', KEYS[2], 'n', 1)
if maxFailures > 0 and pairCount >= maxFailures then
  redis.call('HSET', KEYS[2], 'until', now + math.min(windowMs, firstDelayMs * 2 ^ (pairCount - maxFailures)))
end
redis.call('PEXPIRE', KEYS[2], windowMs)
return {'', slow}`;

// A correct password: take the attempt back from the client and account counters (never below
// zero; DECR keeps the expiry) and forget the pair.
const releaseScript = `
for _, key in ipairs({KEYS[1], KEYS[3]}) do
  if tonumber(redis.call('GET', key) or '0') > 0 then redis.call('DECR', key) end
end
redis.call('DEL', KEYS[2])
return 0`;

// INCR, and start the window on the first hit, atomically.
const hitScript = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

export function redisLoginLimitStore(redis: Redis, prefix = 'clinvia-login:'): LoginLimitStore {
  const keysOf = (keys: AttemptKeys) => [prefix + keys.client, prefix + keys.pair, prefix + keys.account];
  return {
    reserve: async (keys, settings) => {
      const args = [settings.burst, settings.maxFailures, settings.windowSeconds, settings.accountMaxFailures, settings.accountSlowdownMs, firstDelaySeconds].map(String);
      const [reason, value] = (await redis.eval(reserveScript, 3, ...keysOf(keys), ...args)) as [string, number];
      if (reason === '') return { refused: null, slowDownMs: value };
      return refused(reason as RefusalReason, value);
    },
    release: async (keys) => {
      await redis.eval(releaseScript, 3, ...keysOf(keys));
    },
    hit: async (key, windowSeconds) => {
      const [count, ttlMs] = (await redis.eval(hitScript, 1, prefix + key, String(windowSeconds * 1000))) as [number, number];
      return { count, ttlMs: Math.max(0, ttlMs) };
    },
  };
}

/**
 * Brute-force protection that protects the owner (OWASP ASVS 2.2.1): failures are counted per
 * (account, client) pair, and a pair that keeps failing waits longer and longer, but the account
 * is never locked for everyone. A client failing across many accounts hits a per-client ceiling
 * (failures only: successful sign-ins from a clinic's shared address do not count). An account
 * failing from very many clients is under attack: clients that already failed on it are refused
 * until their failures are forgotten, and everyone else is slowed down, so the owner's correct
 * password from their own device still gets through.
 *
 * Every attempt is reserved before its password is checked and counts as a failure unless it
 * succeeds: 30 attempts sent at once are decided one after another, so at most
 * `maxFailures` of one pair (and `burst` of one client) reach the password check.
 */
export class LoginLimiter {
  constructor(
    private readonly store: LoginLimitStore,
    private readonly settings: LoginLimitSettings,
  ) {}

  private keys(ip: string, email: string): AttemptKeys {
    return { pair: `pair:${email}|${ip}`, client: `client:${ip}`, account: `account:${email}` };
  }

  /** Before the password check: refused, or counted (as a failure until `succeeded`). */
  reserve(ip: string, email: string): Promise<Admission> {
    return this.store.reserve(this.keys(ip, email), this.settings);
  }

  /** A correct password ends its pair's failures; the attempt leaves the client's and the account's totals. */
  succeeded(ip: string, email: string): Promise<void> {
    return this.store.release(this.keys(ip, email));
  }

  /** A plain per-client limit for other anonymous endpoints (registration, password reset). */
  async admitOther(kind: string, ip: string, perMinute: number): Promise<number | null> {
    if (perMinute <= 0) return null;
    const counter = await this.store.hit(`${kind}:${ip}`, 60);
    return counter.count > perMinute ? Math.max(1, Math.ceil(counter.ttlMs / 1000)) : null;
  }
}

/** "3 minutes", "40 seconds": how the wait reads in a message. */
export function describeWait(seconds: number): string {
  if (seconds < 60) return `${String(seconds)} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${String(minutes)} minute${minutes === 1 ? '' : 's'}`;
}
