import { describe, expect, it } from 'vitest';
import { fingerprintDifferences, migrationProblem } from './backup';

describe('OPS-2: the backup against the code and the restored database against the backup', () => {
  const code = { count: 20, newest: 1_795_900_000_026 };

  it('refuses a backup from a newer Clinvia, or one that is not a Clinvia database; takes an older one', () => {
    expect(migrationProblem({ count: 21, newest: 1_795_900_000_030 }, code)).toMatch(/newer Clinvia \(21 migrations; this code has 20\)/);
    // Same count, but a migration this code does not have.
    expect(migrationProblem({ count: 20, newest: 1_795_900_000_030 }, code)).toMatch(/newer Clinvia/);
    expect(migrationProblem({ count: 0, newest: 0 }, code)).toMatch(/not a Clinvia database/);
    expect(migrationProblem({ count: 18, newest: 1_795_900_000_020 }, code)).toBeNull();
    expect(migrationProblem(code, code)).toBeNull();
  });

  it('names every table whose rows are missing, extra or changed', () => {
    const backup = { 'public.users': { rows: 3, hash: 'a' }, 'public.appointments': { rows: 5, hash: 'b' }, 'public.files': { rows: 1, hash: 'c' } };
    expect(fingerprintDifferences(backup, backup)).toEqual([]);
    expect(
      fingerprintDifferences(backup, { 'public.users': { rows: 3, hash: 'x' }, 'public.appointments': { rows: 4, hash: 'b' }, 'public.extra': { rows: 0, hash: 'd' } }),
    ).toEqual(['public.users: the rows\' contents differ from the backup\'s', 'public.appointments: 4 rows, the backup had 5', 'public.files: missing after the restore', 'public.extra: not in the backup\'s manifest']);
  });
});
