import { describe, expect, it } from 'vitest';
import { containsPattern } from './service';
import { TotalsCache } from './totals-cache';

describe('TotalsCache', () => {
  const counter = () => {
    let counts = 0;
    return () => Promise.resolve(++counts);
  };

  it('reuses a total while the directory version is unchanged and counts again after a change', async () => {
    const cache = new TotalsCache();
    const count = counter();
    expect(await cache.get('a', 1n, count)).toBe(1);
    expect(await cache.get('a', 1n, count)).toBe(1);
    expect(await cache.get('b', 1n, count)).toBe(2);
    expect(await cache.get('a', 2n, count)).toBe(3);
    expect(await cache.get('a', 2n, count)).toBe(3);
  });

  it('gives a request that read an older version the newer total, never the reverse', async () => {
    const cache = new TotalsCache();
    const count = counter();
    expect(await cache.get('a', 5n, count)).toBe(1);
    expect(await cache.get('a', 4n, count)).toBe(1);
    expect(await cache.get('a', 6n, count)).toBe(2);
  });

  it('shares one count between concurrent requests at one version', async () => {
    const cache = new TotalsCache();
    let counts = 0;
    const count = () => Promise.resolve(++counts);
    const [first, second] = await Promise.all([cache.get('a', 1n, count), cache.get('a', 1n, count)]);
    expect([first, second, counts]).toEqual([1, 1, 1]);
  });

  it('never caches a failed count', async () => {
    const cache = new TotalsCache();
    await expect(cache.get('a', 1n, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', 1n, () => Promise.resolve(7))).toBe(7);
  });

  it('keeps at most maxEntries totals, dropping the oldest', async () => {
    const cache = new TotalsCache(2);
    const count = counter();
    await cache.get('a', 1n, count);
    await cache.get('b', 1n, count);
    await cache.get('c', 1n, count);
    expect(await cache.get('b', 1n, count)).toBe(2);
    expect(await cache.get('a', 1n, count)).toBe(4);
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
