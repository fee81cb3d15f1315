import { vi } from 'vitest';

/**
 * TIME-5 in component tests: the browser's clock reads `timeZone` (what `browserTimeZone()` and
 * every default Intl formatter resolve), until the test ends (restoreMocks).
 */
export function browserInZone(timeZone: string): void {
  const resolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...resolvedOptions.call(this), timeZone };
  });
}
