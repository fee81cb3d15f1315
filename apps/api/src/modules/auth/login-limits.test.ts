import { describe, expect, it } from 'vitest';
import { defaultLoginLimits, delayFor, describeWait, LoginLimiter, memoryLoginLimitStore } from './login-limits';

function limiterAt(clock: { now: number }) {
  return new LoginLimiter(memoryLoginLimitStore(() => clock.now), { ...defaultLoginLimits, burst: 0, accountMaxFailures: 0 });
}

describe('LoginLimiter', () => {
  it('lets a pair fail five times, then makes it wait longer after each further failure', async () => {
    const clock = { now: 0 };
    const limiter = limiterAt(clock);
    for (let i = 0; i < 5; i += 1) expect((await limiter.reserve('10.0.0.1', 'a@example.com')).refused).toBeNull();
    expect(await limiter.reserve('10.0.0.1', 'a@example.com')).toEqual({ refused: { reason: 'client_throttled', retryAfter: 15 } });
    clock.now += 15_000;
    expect((await limiter.reserve('10.0.0.1', 'a@example.com')).refused).toBeNull();
    expect(await limiter.reserve('10.0.0.1', 'a@example.com')).toEqual({ refused: { reason: 'client_throttled', retryAfter: 30 } });
    expect([4, 5, 6, 7, 8, 20].map((failures) => delayFor(defaultLoginLimits, failures))).toEqual([0, 15, 30, 60, 120, 900]);
    // Another client of the same account is not affected.
    expect((await limiter.reserve('10.0.0.2', 'a@example.com')).refused).toBeNull();
  });

  it('forgets a pair’s failures a window after the last one', async () => {
    const clock = { now: 0 };
    const limiter = limiterAt(clock);
    for (let i = 0; i < 5; i += 1) await limiter.reserve('10.0.0.1', 'a@example.com');
    clock.now += 900_001;
    expect((await limiter.reserve('10.0.0.1', 'a@example.com')).refused).toBeNull();
  });

  it('gives a successful attempt back: the pair starts again, the client and account totals drop', async () => {
    const clock = { now: 0 };
    const limiter = new LoginLimiter(memoryLoginLimitStore(() => clock.now), { ...defaultLoginLimits, burst: 2, accountMaxFailures: 0 });
    for (let i = 0; i < 10; i += 1) {
      expect((await limiter.reserve('10.0.0.1', 'a@example.com')).refused).toBeNull();
      await limiter.succeeded('10.0.0.1', 'a@example.com');
    }
    expect((await limiter.reserve('10.0.0.1', 'b@example.com')).refused).toBeNull();
    expect((await limiter.reserve('10.0.0.1', 'c@example.com')).refused).toBeNull();
    expect(await limiter.reserve('10.0.0.1', 'd@example.com')).toEqual({ refused: { reason: 'client_ceiling', retryAfter: 60 } });
  });
});

describe('counters of other anonymous endpoints', () => {
  it('refuse past the limit until the window from the first hit ends', async () => {
    let now = 0;
    const limiter = new LoginLimiter(memoryLoginLimitStore(() => now), defaultLoginLimits);
    expect(await limiter.admitOther('forgot', '10.0.0.1', 2)).toBeNull();
    now = 30_000;
    expect(await limiter.admitOther('forgot', '10.0.0.1', 2)).toBeNull();
    expect(await limiter.admitOther('forgot', '10.0.0.1', 2)).toBe(30);
    now = 60_001;
    expect(await limiter.admitOther('forgot', '10.0.0.1', 2)).toBeNull();
  });

  it('describe the wait in words', () => {
    expect(describeWait(1)).toBe('1 second');
    expect(describeWait(59)).toBe('59 seconds');
    expect(describeWait(61)).toBe('2 minutes');
  });
});
