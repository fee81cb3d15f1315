import { afterEach, describe, expect, it, vi } from 'vitest';
import { BACKGROUND_AFTER_MS, KEEP_ALIVE_EVERY_MS, isBackground, lastActivityAt, noteActivity, noteInteraction, onActivity, watchInteraction } from './activity';

// AUTH-16: a request made while nobody touches the page is background (it does not keep the
// session alive); a person busy on the page without requests sends a keep-alive now and then.

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
});

describe('who is at the page (AUTH-16)', () => {
  it('counts a request as background only once the last input is older than the limit', () => {
    const now = 1_000_000_000;
    noteInteraction(now);
    expect(isBackground(now + BACKGROUND_AFTER_MS)).toBe(false);
    expect(isBackground(now + BACKGROUND_AFTER_MS + 1)).toBe(true);
    noteInteraction(now + BACKGROUND_AFTER_MS + 1);
    expect(isBackground(now + BACKGROUND_AFTER_MS + 2)).toBe(false);
  });

  it('tells its listeners of each request sent as activity, until they unsubscribe', () => {
    const heard = vi.fn();
    const unsubscribe = onActivity(heard);
    noteActivity(2_000);
    expect(lastActivityAt()).toBe(2_000);
    expect(heard).toHaveBeenCalledTimes(1);
    unsubscribe();
    noteActivity(3_000);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(lastActivityAt()).toBe(3_000);
  });

  it('sends a keep-alive on input only when the last activity is older than the interval, and none after the stop', () => {
    const ping = vi.fn();
    stop = watchInteraction(ping);
    const start = Date.now();
    noteActivity(start);
    noteInteraction(start + KEEP_ALIVE_EVERY_MS);
    expect(ping).not.toHaveBeenCalled();
    noteInteraction(start + KEEP_ALIVE_EVERY_MS + 1);
    expect(ping).toHaveBeenCalledTimes(1);
    stop();
    stop = undefined;
    noteInteraction(start + 10 * KEEP_ALIVE_EVERY_MS);
    expect(ping).toHaveBeenCalledTimes(1);
  });

  it('hears the person’s keys and pointer on the window while watching, and stops hearing them after', () => {
    const ping = vi.fn();
    stop = watchInteraction(ping);
    noteActivity(Date.now() - KEEP_ALIVE_EVERY_MS - 1_000);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    expect(ping).toHaveBeenCalledTimes(1);
    stop();
    stop = undefined;
    noteActivity(Date.now() - KEEP_ALIVE_EVERY_MS - 1_000);
    window.dispatchEvent(new Event('pointerdown'));
    expect(ping).toHaveBeenCalledTimes(1);
  });
});
