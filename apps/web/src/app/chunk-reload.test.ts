import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadOnceForMissingChunk } from './chunk-reload';

function memoryStorage() {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
}

const missingChunk = new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/AboutPage-1a2b3c.js');

describe('reloading once for a chunk that cannot be fetched', () => {
  it('recognises the failed dynamic import of Chromium, Firefox and Safari, and nothing else', () => {
    expect(isChunkLoadError(missingChunk)).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'name')"))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads on the first failure and not again within a minute, then again later', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnceForMissingChunk(missingChunk, storage, reload, 1_000_000)).toBe(true);
    expect(reloadOnceForMissingChunk(missingChunk, storage, reload, 1_030_000)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnceForMissingChunk(missingChunk, storage, reload, 1_070_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload for other errors', () => {
    const reload = vi.fn();
    expect(reloadOnceForMissingChunk(new Error('boom'), memoryStorage(), reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload when session storage is blocked (it could not stop a loop)', () => {
    const reload = vi.fn();
    const blocked = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => undefined,
    };
    expect(reloadOnceForMissingChunk(missingChunk, blocked, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
