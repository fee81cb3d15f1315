/** The value, or a failed test naming what was missing (for `closest(...)`, an array's item). */
export function present<T>(value: T | null | undefined, what = 'the element'): T {
  if (value === null || value === undefined) throw new Error(`Expected ${what} to be there`);
  return value;
}
