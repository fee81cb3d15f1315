import { vi } from 'vitest';

// Intl's own, kept before any test replaces it: a second browserInZone in a test must not wrap the first.
const resolvedOptions = Object.getOwnPropertyDescriptor(Intl.DateTimeFormat.prototype, 'resolvedOptions')?.value as (this: Intl.DateTimeFormat) => Intl.ResolvedDateTimeFormatOptions;

/**
 * TIME-5 in component tests: the browser's clock reads `timeZone` (what `browserTimeZone()` and
 * every default Intl formatter resolve), until the test ends (restoreMocks).
 */
export function browserInZone(timeZone: string): void {
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...resolvedOptions.call(this), timeZone };
  });
}
