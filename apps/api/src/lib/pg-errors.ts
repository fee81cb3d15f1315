/**
 * The constraint behind a unique violation (PostgreSQL 23505), wherever the driver put it
 * (Drizzle wraps driver errors in `cause`); null for any other error. PGlite and node-postgres
 * both name the violated index in `constraint`.
 */
export function violatedUniqueConstraint(error: unknown): string | null {
  for (let current: unknown = error; typeof current === 'object' && current !== null; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}

/** Any unique violation (PostgreSQL 23505), wrapped or not. */
export function isUniqueViolation(error: unknown): boolean {
  return violatedUniqueConstraint(error) !== null;
}
