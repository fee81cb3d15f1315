import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';

export interface ServeOptions {
  port: number;
  host: string;
  /**
   * Processes that answer requests (PREDICT_WORKERS, default 1). With more than one, this
   * process forks them (node:cluster; they share the port) and only supervises: each worker
   * loads the models and answers on its own core, as the peer's gunicorn workers do.
   */
  workers: number;
}

/** How many worker processes PREDICT_WORKERS asks for: a whole number from 1 to 64. */
export function workersFrom(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 1;
  const workers = Number(value);
  if (!Number.isInteger(workers) || workers < 1 || workers > 64) throw new Error(`PREDICT_WORKERS must be a whole number from 1 to 64, not '${value}'`);
  return workers;
}

/**
 * Listens with the app `build` makes, in this process or in `workers` forked ones. SIGINT and
 * SIGTERM close the servers (the primary passes them on to its workers). A worker that dies
 * unasked is replaced.
 */
export async function serve(build: () => FastifyInstance, { port, host, workers }: ServeOptions): Promise<void> {
  if (workers > 1 && cluster.isPrimary) {
    let stopping = false;
    for (let i = 0; i < workers; i++) cluster.fork();
    cluster.on('exit', (worker, code, signal) => {
      if (stopping) {
        if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
        return;
      }
      console.error(`prediction worker ${String(worker.process.pid)} exited (code ${String(code)}, signal ${signal}); starting another`);
      cluster.fork();
    });
    for (const name of ['SIGINT', 'SIGTERM'] as const) {
      process.once(name, () => {
        stopping = true;
        for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(name);
      });
    }
    return;
  }
  const app = build();
  await app.listen({ port, host });
  for (const name of ['SIGINT', 'SIGTERM'] as const) {
    process.once(name, () => {
      void app.close().then(() => process.exit(0));
    });
  }
}
