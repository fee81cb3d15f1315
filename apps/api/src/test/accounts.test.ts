import { afterEach, describe, expect, it, vi } from 'vitest';
import { middayZone } from './accounts';

describe('middayZone', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives at once the zone where the clock reads 12:xx', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-30T17:10:00Z') });
    expect(await middayZone()).toBe('Etc/GMT+5');
    vi.setSystemTime(new Date('2026-11-30T03:30:00Z'));
    expect(await middayZone()).toBe('Etc/GMT-9');
  });

  it('waits out the hour’s last minute and gives the next hour’s zone', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-30T17:59:30Z') });
    let zone: string | undefined;
    void middayZone().then((value) => {
      zone = value;
    });
    await vi.advanceTimersByTimeAsync(29_000);
    expect(zone).toBeUndefined();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(zone).toBe('Etc/GMT+6');
  });
});
