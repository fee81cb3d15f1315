import { describe, expect, it } from 'vitest';
import { groupCommit } from './group-commit';

/** An insert whose statements the test finishes by hand, one at a time. */
function manualInsert(failWhen: (rows: string[]) => boolean = () => false) {
  const statements: { rows: string[]; finish: () => void }[] = [];
  const insert = (rows: string[]) =>
    new Promise<void>((resolve, reject) => {
      statements.push({
        rows,
        finish: () => {
          if (failWhen(rows)) reject(new Error(`refused ${rows.join(',')}`));
          else resolve();
        },
      });
    });
  return { statements, insert };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('group commit', () => {
  it('writes a lone caller at once, and the rows that came meanwhile together in the next statement', async () => {
    const { statements, insert } = manualInsert();
    const writer = groupCommit(insert);
    const settled: string[] = [];
    const first = writer.write(['a']).then(() => settled.push('a'));
    await tick();
    expect(statements.map((s) => s.rows)).toEqual([['a']]);
    const rest = ['b', 'c', 'd'].map((row) => writer.write([row]).then(() => settled.push(row)));
    await tick();
    // b, c and d wait for a's statement: nobody is answered before its own row is written.
    expect(statements).toHaveLength(1);
    expect(settled).toEqual([]);
    statements[0]?.finish();
    await first;
    await tick();
    expect(settled).toEqual(['a']);
    expect(statements.map((s) => s.rows)).toEqual([['a'], ['b', 'c', 'd']]);
    statements[1]?.finish();
    await Promise.all(rest);
    expect(settled).toEqual(['a', 'b', 'c', 'd']);
    await writer.settled();
  });

  it('fails only the caller whose rows the database refuses', async () => {
    const { statements, insert } = manualInsert((rows) => rows.includes('bad'));
    const writer = groupCommit(insert);
    const first = writer.write(['a']);
    await tick();
    const good = writer.write(['b']);
    const bad = writer.write(['bad']);
    statements[0]?.finish();
    await first;
    await tick();
    statements[1]?.finish(); // the group [b, bad] fails; each is written again alone
    await tick();
    statements[2]?.finish();
    await tick();
    statements[3]?.finish();
    await expect(good).resolves.toBeUndefined();
    await expect(bad).rejects.toThrow('refused bad');
    expect(statements.map((s) => s.rows)).toEqual([['a'], ['b', 'bad'], ['b'], ['bad']]);
  });

  it('caps a statement at maxRows rows, never splitting one caller', async () => {
    const { statements, insert } = manualInsert();
    const writer = groupCommit(insert, 3);
    const all = [writer.write(['a']), writer.write(['b', 'c']), writer.write(['d', 'e']), writer.write(['f'])];
    for (let i = 0; i < 4 && statements.length > i; i++) {
      await tick();
      statements[i]?.finish();
      await tick();
    }
    await Promise.all(all);
    expect(statements.map((s) => s.rows)).toEqual([['a'], ['b', 'c'], ['d', 'e', 'f']]);
  });

  it('writes nothing for no rows', async () => {
    const { statements, insert } = manualInsert();
    await groupCommit(insert).write([]);
    expect(statements).toHaveLength(0);
  });
});
