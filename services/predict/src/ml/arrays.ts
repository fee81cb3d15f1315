/** Element i of a list, failing loudly instead of returning undefined (an index bug must not pass silently). */
export function at<T>(list: readonly T[], i: number): T {
  if (i < 0 || i >= list.length) throw new RangeError(`index ${i} outside 0..${list.length - 1}`);
  return list[i] as T;
}
