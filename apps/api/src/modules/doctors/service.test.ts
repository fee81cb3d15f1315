import { describe, expect, it } from 'vitest';
import { containsPattern } from './service';
import { TotalsCache } from './totals-cache';

describe('TotalsCache', () => {
  it('reuses a total within its time to live and counts again after', async () => {
    const cache = new TotalsCache(1000);
    let counts = 0;
    const count = () => Promise.resolve(++counts);
    expect(await cache.get('a', count, 0)).toBe(1);
    expect(await cache.get('a', count, 999)).toBe(1);
    expect(await cache.get('b', count, 999)).toBe(2);
    expect(await cache.get('a', count, 1000)).toBe(3);
  });

  it('shares one count between concurrent requests', async () => {
    const cache = new TotalsCache(1000);
    let counts = 0;
    const count = () => Promise.resolve(++counts);
    const [first, second] = await Promise.all([cache.get('a', count, 0), cache.get('a', count, 0)]);
    expect([first, second, counts]).toEqual([1, 1, 1]);
  });

  it('never caches with a zero time to live, nor a failed count', async () => {
    const uncached = new TotalsCache(0);
    let counts = 0;
    const count = () => Promise.resolve(++counts);
    await uncached.get('a', count, 0);
    expect(await uncached.get('a', count, 0)).toBe(2);

    const cache = new TotalsCache(1000);
    await expect(cache.get('a', () => Promise.reject(new Error('down')), 0)).rejects.toThrow('down');
    expect(await cache.get('a', () => Promise.resolve(7), 1)).toBe(7);
  });

  it('keeps at most maxEntries totals, dropping the oldest', async () => {
    const cache = new TotalsCache(1000, 2);
    let counts = 0;
    const count = () => Promise.resolve(++counts);
    await cache.get('a', count, 0);
    await cache.get('b', count, 0);
    await cache.get('c', count, 0);
    expect(await cache.get('b', count, 1)).toBe(2);
    expect(await cache.get('a', count, 1)).toBe(4);
  });
});

describe('containsPattern', () => {
  it('lower-cases and escapes LIKE wildcards', () => {
    expect(containsPattern('Skin_Care 100%')).toBe('%skin\\_care 100\\%%');
    expect(containsPattern('a\\b')).toBe('%a\\\\b%');
  });

  it('drops a leading Dr. title', () => {
    expect(containsPattern('Dr. Chen')).toBe('%chen%');
    expect(containsPattern('dr wei')).toBe('%wei%');
    expect(containsPattern('Drew')).toBe('%drew%');
  });
});
