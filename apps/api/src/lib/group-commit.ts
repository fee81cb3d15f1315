/**
 * Group commit (issue 39.2): the rows that callers hand in while a write is under way are
 * written together by the next one, in one statement and so one commit, instead of a commit
 * each. A caller's promise settles when the write that holds its rows has committed, so a
 * caller that awaits it knows its rows are durable. A lone caller waits for nothing: with no
 * write under way its rows go at once.
 *
 * When a grouped write fails, each caller's rows are written again on their own, so one bad row
 * fails only its own caller.
 */
export interface GroupCommit<Row> {
  write(rows: readonly Row[]): Promise<void>;
  /** Settles when everything handed in so far has been written (or has failed). */
  settled(): Promise<void>;
}

interface Waiter<Row> {
  rows: readonly Row[];
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** PostgreSQL takes at most 65,535 parameters a statement: rows of ~10 columns stay far below. */
const defaultMaxRows = 2_000;

export function groupCommit<Row>(insert: (rows: Row[]) => Promise<unknown>, maxRows = defaultMaxRows): GroupCommit<Row> {
  let queue: Waiter<Row>[] = [];
  let running: Promise<void> | null = null;

  /** The waiters of the next write: all queued, up to maxRows rows (at least one waiter). */
  function takeGroup(): Waiter<Row>[] {
    let rows = 0;
    let count = 0;
    for (const waiter of queue) {
      if (count > 0 && rows + waiter.rows.length > maxRows) break;
      rows += waiter.rows.length;
      count += 1;
    }
    const group = queue.slice(0, count);
    queue = queue.slice(count);
    return group;
  }

  async function writeGroup(group: Waiter<Row>[]): Promise<void> {
    try {
      await insert(group.flatMap((waiter) => waiter.rows));
      for (const waiter of group) waiter.resolve();
    } catch (error) {
      if (group.length === 1) {
        group[0]?.reject(error);
        return;
      }
      for (const waiter of group) {
        try {
          await insert([...waiter.rows]);
          waiter.resolve();
        } catch (own) {
          waiter.reject(own);
        }
      }
    }
  }

  async function drain(): Promise<void> {
    while (queue.length > 0) await writeGroup(takeGroup());
    running = null;
  }

  return {
    write(rows) {
      if (rows.length === 0) return Promise.resolve();
      const written = new Promise<void>((resolve, reject) => {
        queue.push({ rows, resolve, reject });
      });
      running ??= drain();
      return written;
    },
    async settled() {
      while (running !== null) await running;
    },
  };
}
