/** '1 no-show', '3 no-shows' (NOSHOW-1). */
export function noShowCount(count: number): string {
  return `${String(count)} no-show${count === 1 ? '' : 's'}`;
}
