/** A decimal number as people type it: '42', '-1.5', '.5', '1e-3' (no hex, no 'Infinity'). */
const decimalNumber = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/**
 * PRED-12: what a number box holds for the form: undefined when it is empty (the contract says
 * '… is required'), NaN when the text is not a number ('4x2', '1e', 'abc': '… must be a number'),
 * else the number. Spaces around it do not count.
 */
export function readNumber(raw: unknown): number | undefined {
  if (typeof raw === 'number') return raw;
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (text === '') return undefined;
  return decimalNumber.test(text) ? Number(text) : NaN;
}
