import { vi } from 'vitest';

/**
 * TIME-5 in component tests: the browser's clock reads `timeZone` (what `browserTimeZone()` and
 * every default Intl formatter resolve), until the test ends (restoreMocks).
 */
export function browserInZone(timeZone: string): void {
  // Read through the prototype with `this` bound at each call (not a detached method).
  const { prototype } = Intl.DateTimeFormat;
  const resolvedOptions = Object.getOwnPropertyDescriptor(prototype, 'resolvedOptions')?.value as (this: Intl.DateTimeFormat) => Intl.ResolvedDateTimeFormatOptions;
  vi.spyOn(prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...resolvedOptions.call(this), timeZone };
  });
}
