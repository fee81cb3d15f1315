import { describe, expect, it } from 'vitest';
import { defaultLoginLimits, describeWait, LoginLimiter, memoryCounterStore } from './login-limits';

function limiterAt(clock: { now: number }) {
  return new LoginLimiter(memoryCounterStore(() => clock.now), { ...defaultLoginLimits, burst: 0, accountMaxFailures: 0 });
}

describe('LoginLimiter', () => {
  it('lets a pair fail five times, then makes it wait longer after each further failure', async () => {
    const clock = { now: 0 };
    const limiter = limiterAt(clock);
    for (let i = 0; i < 5; i += 1) {
      expect((await limiter.admit('10.0.0.1', 'a@example.com')).refused).toBeNull();
      await limiter.failed('10.0.0.1', 'a@example.com');
    }
    expect(await limiter.admit('10.0.0.1', 'a@example.com')).toEqual({ refused: { reason: 'client_throttled', retryAfter: 15 } });
    clock.now += 15_000;
    expect((await limiter.admit('10.0.0.1', 'a@example.com')).refused).toBeNull();
    await limiter.failed('10.0.0.1', 'a@example.com');
    expect(await limiter.admit('10.0.0.1', 'a@example.com')).toEqual({ refused: { reason: 'client_throttled', retryAfter: 30 } });
    expect([5, 6, 7, 8, 20].map((failures) => limiter.delayFor(failures))).toEqual([15, 30, 60, 120, 900]);
    // Another client of the same account is not affected.
    expect((await limiter.admit('10.0.0.2', 'a@example.com')).refused).toBeNull();
  });

  it('forgets a pair’s failures a window after the last one', async () => {
    const clock = { now: 0 };
    const limiter = limiterAt(clock);
    for (let i = 0; i < 6; i += 1) await limiter.failed('10.0.0.1', 'a@example.com');
    clock.now += 900_001;
    expect((await limiter.admit('10.0.0.1', 'a@example.com')).refused).toBeNull();
  });
});

describe('counters', () => {
  it('expire after their window, from the first hit or (sliding) the last', async () => {
    let now = 0;
    const store = memoryCounterStore(() => now);
    expect((await store.hit('fixed', 60)).count).toBe(1);
    now = 30_000;
    expect(await store.hit('fixed', 60)).toEqual({ count: 2, ttlMs: 30_000 });
    expect(await store.hit('sliding', 60, true)).toEqual({ count: 1, ttlMs: 60_000 });
    now = 60_001;
    expect((await store.peek('fixed')).count).toBe(0);
    expect((await store.hit('sliding', 60, true)).count).toBe(2);
  });

  it('describe the wait in words', () => {
    expect(describeWait(1)).toBe('1 second');
    expect(describeWait(59)).toBe('59 seconds');
    expect(describeWait(61)).toBe('2 minutes');
  });
});
