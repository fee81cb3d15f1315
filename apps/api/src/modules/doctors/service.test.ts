import { describe, expect, it } from 'vitest';
import { searchWords, wordPrefixPattern } from './service';
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

describe('searchWords', () => {
  it('lower-cases and splits at anything that is not a letter or digit', () => {
    expect(searchWords('Boston, MA')).toEqual(['boston', 'ma']);
    expect(searchWords('  skin_care 100% a\\b ')).toEqual(['skin', 'care', '100', 'a', 'b']);
    expect(searchWords('São Paulo')).toEqual(['são', 'paulo']);
    expect(searchWords('%_')).toEqual([]);
  });

  it('drops a leading Dr. title and repeated words', () => {
    expect(searchWords('Dr. Chen')).toEqual(['chen']);
    expect(searchWords('dr wei wei')).toEqual(['wei']);
    expect(searchWords('Drew')).toEqual(['drew']);
  });

  it('keeps the eight longest words of a long search', () => {
    expect(searchWords('a bb ccc dddd eeeee ffffff ggggggg hhhhhhhh iiiiiiiii')).toEqual(['iiiiiiiii', 'hhhhhhhh', 'ggggggg', 'ffffff', 'eeeee', 'dddd', 'ccc', 'bb']);
  });
});

describe('wordPrefixPattern', () => {
  it('anchors the word at the start of the text or after a non-alphanumeric character', () => {
    const pattern = wordPrefixPattern('bos').replace('[^[:alnum:]]', '[^a-z0-9]');
    expect(new RegExp(pattern).test('boston, ma')).toBe(true);
    expect(new RegExp(pattern).test('new-boston')).toBe(true);
    expect(new RegExp(pattern).test('cabos')).toBe(false);
  });
});
