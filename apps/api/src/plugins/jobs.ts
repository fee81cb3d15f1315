import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import type { JobsOptions } from '../config';
import type { Database } from '../db/client';
import { JobsWorker, messageDeadLetterQueue, messageQueue, offerEmailQueue, openingQueue, organizerOf } from '../domain/jobs/worker';
import { errorSummary } from '../domain/messages/delivery';

// Durable jobs on the database (LIFE-6): this plugin starts pg-boss on the app's database,
// declares the queues and their retry policy, and runs the dispatcher and worker of
// domain/jobs/worker.ts in this process unless JOBS_WORKER=false (a web-only replica).

export interface Jobs {
  /** Whether this process runs the worker. */
  readonly worker: boolean;
  /**
   * Dispatches and sends everything due now, until nothing is left that can run now (tests, the
   * CLI). Answers how many jobs it worked. Messages waiting for a retry's backoff stay waiting.
   */
  drain(): Promise<number>;
  /** pg-boss's maintenance now: expires jobs whose worker died, so `drain()` retries them (tests). */
  maintain(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable jobs (plugins/jobs.ts): the appointment e-mails' dispatcher and worker. */
    jobs: Jobs;
  }
}

/** pg-boss's SQL on the app's PGlite: text without parameters may hold several statements (exec), with parameters one (query). */
function pgliteExecutor(database: Extract<Database, { kind: 'pglite' }>): PgBoss.Db {
  return {
    executeSql: async (text: string, values?: unknown[]) => {
      if (values && values.length > 0) return database.pglite.query(text, values);
      const results = await database.pglite.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
  };
}

function bossOptions(database: Database, options: Required<JobsOptions>): PgBoss.ConstructorOptions {
  const common = { schedule: false, supervise: true, maintenanceIntervalSeconds: options.maintenanceSeconds };
  if (database.kind === 'pglite') return { ...common, db: pgliteExecutor(database) };
  // Its own small pool, so the worker never waits for (or starves) the API's connections.
  const connectionString = (database.pool.options as { connectionString?: string }).connectionString;
  if (connectionString === undefined) throw new Error('The jobs plugin needs the pool’s connection string');
  return { ...common, connectionString, max: 3, application_name: 'clinvia-jobs' };
}

const defaults: Required<Omit<JobsOptions, 'worker'>> = {
  pollSeconds: 1,
  batchSize: 50,
  retryLimit: 4,
  retryDelaySeconds: 30,
  expireSeconds: 120,
  maintenanceSeconds: 30,
  autoStart: true,
};

export interface JobsPluginOptions extends JobsOptions {
  database: Database;
  clinicTimeZone: string;
  appUrl: string;
  mailFrom: string;
  linkSecret: string;
  /** WAIT-2: how long a freed slot is held for the patient it is offered to. */
  offerHoldMinutes: number;
}

export const jobsPlugin = fp(
  async (app: FastifyInstance, options: JobsPluginOptions) => {
    const settings: Required<JobsOptions> = { ...defaults, ...options };
    if (!settings.worker) {
      app.decorate<Jobs>('jobs', { worker: false, drain: () => Promise.resolve(0), maintain: () => Promise.resolve() });
      return;
    }
    const boss = new PgBoss(bossOptions(options.database, settings));
    boss.on('error', (error: Error) => {
      app.log.error({ error: errorSummary(error) }, 'pg-boss reported an error');
    });
    await boss.start();
    // The dead-letter queue first: a queue that names one needs it to exist.
    await boss.createQueue(messageDeadLetterQueue, { name: messageDeadLetterQueue });
    const policy = {
      name: messageQueue,
      retryLimit: settings.retryLimit,
      retryDelay: settings.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: settings.expireSeconds,
      deadLetter: messageDeadLetterQueue,
    };
    // createQueue leaves an existing queue as it was: updateQueue applies changed settings.
    await boss.createQueue(messageQueue, policy);
    await boss.updateQueue(messageQueue, policy);
    // An opening or an offer e-mail that keeps failing ends failed in pg-boss; the hold's own
    // opening still passes the slot on when the hold ends.
    for (const name of [openingQueue, offerEmailQueue]) {
      const retried = { name, retryLimit: settings.retryLimit, retryDelay: settings.retryDelaySeconds, retryBackoff: true, expireInSeconds: settings.expireSeconds };
      await boss.createQueue(name, retried);
      await boss.updateQueue(name, retried);
    }
    const mailer = app.mailer;
    const worker = new JobsWorker(
      boss,
      options.database.db,
      { mailer, clinicTimeZone: options.clinicTimeZone, appUrl: options.appUrl, organizer: organizerOf(options.mailFrom), linkSecret: options.linkSecret },
      settings,
      { holdMinutes: options.offerHoldMinutes },
      app.log,
    );
    if (settings.autoStart) worker.start();
    app.decorate<Jobs>('jobs', { worker: true, drain: () => worker.drain(), maintain: () => boss.maintain() });
    app.addHook('onClose', async () => {
      await worker.stop();
      await boss.stop({ graceful: false, wait: true });
    });
  },
  { name: 'clinvia-jobs', dependencies: ['clinvia-mail'] },
);
