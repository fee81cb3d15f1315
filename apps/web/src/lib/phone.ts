// Phone numbers as staff and doctors read them; apart from format.ts so the home page, which
// imports that, does not carry this.

/**
 * STAFF-17, PORTAL-15: a phone number as people read it, wherever staff and doctors see one.
 * Numbers are stored as typed (10 to 15 digits, separators allowed): ten digits read as a North
 * American number '(415) 555-0142', eleven starting with 1 as '+1 (415) 555-0142'; other bare
 * digits are grouped in threes with a final four ('+44 207 946 0958'); a number typed with its
 * own spaces or dashes keeps them. The `tel:` link keeps the digits (see `phoneHref`).
 */
export function formatPhone(raw: string): string {
  const text = raw.trim().replace(/\s+/g, ' ');
  const digits = text.replace(/\D/g, '');
  const plus = text.startsWith('+');
  const northAmerican = (ten: string) => `(${ten.slice(0, 3)}) ${ten.slice(3, 6)}-${ten.slice(6)}`;
  if (digits.length === 10 && !plus) return northAmerican(digits);
  if (digits.length === 11 && digits.startsWith('1')) return `+1 ${northAmerican(digits.slice(1))}`;
  if (/^\+?\d+$/.test(text) && digits.length > 4) {
    const groups: string[] = [];
    let rest = digits.slice(0, -4);
    while (rest.length > 0) {
      groups.unshift(rest.slice(-3));
      rest = rest.slice(0, -3);
    }
    return `${plus ? '+' : ''}${[...groups, digits.slice(-4)].join(' ')}`;
  }
  return text;
}

/** The `tel:` address of a stored phone number: its digits, and the + when it was typed. */
export function phoneHref(raw: string): string {
  const trimmed = raw.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}
