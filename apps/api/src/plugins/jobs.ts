import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import type { Database, Db } from '../db/client';
import { appointmentMessages } from '../db/schema';
import { deliverMessages, errorSummary, recordFailure, type DeliveryContext } from '../domain/messages/delivery';
import { deliverOfferEmail } from '../domain/waitlist/offer-delivery';
import { offerSlot, type OfferSettings, type SlotRef } from '../domain/waitlist/offers';
import { clinicNow } from '../lib/clinic-time';
import type { Mailer } from './mail';

// Durable jobs on the database (LIFE-6), with pg-boss 10.3.3 (docs/decisions/2026-11-25-jobs-engine-pg-boss.md)
// on PostgreSQL and on the embedded PGlite of `npm start`. See domain/messages/README.md.
//
// The lifecycle writes appointment_messages rows in the transaction of each change. This plugin
// runs, in the API process unless JOBS_WORKER=false (a web-only replica):
// - the dispatcher: every poll it takes due, undispatched messages (FOR UPDATE SKIP LOCKED, so
//   replicas split them) and, in that same transaction, inserts one pg-boss job per message
//   (pg-boss's `db` option on the transaction's connection) and records the job id on the row:
//   a message gets exactly one job, whatever crashes when;
// - the worker: fetches jobs from pg-boss (one holder per job), sends each message
//   (domain/messages/delivery.ts), completes the sent ones and fails the others; pg-boss retries
//   them with exponential backoff, and after the last attempt the row is 'failed' and the job
//   lands in the dead-letter queue. A job whose worker died is expired by pg-boss's maintenance
//   and retried; the row's status and the mail's idempotency key keep the e-mail single.
//
// The waitlist's offers (WAIT-2) travel the same way: the rows of slot_openings (a slot freed, or
// a hold's end) become 'slot-opening' jobs in the transaction that deletes them; each runs
// `offerSlot`, which queues the offer's one 'waitlist-offer-email' job in its own transaction.
// Openings go first in every round: a freed slot is offered within a poll of its freeing.

export const messageQueue = 'appointment-message';
export const messageDeadLetterQueue = 'appointment-message-failed';
export const openingQueue = 'slot-opening';
export const offerEmailQueue = 'waitlist-offer-email';

export interface JobsOptions {
  /** Run the dispatcher and the worker in this process (JOBS_WORKER, default true). Off: pg-boss is not even started. */
  worker: boolean;
  /** Seconds between polls when idle (default 1). */
  pollSeconds?: number;
  /** Jobs fetched and sent at once (default 50). */
  batchSize?: number;
  /** Retries after the first attempt (default 4: five attempts). */
  retryLimit?: number;
  /** The first retry's delay; each next one doubles it (default 30 s). */
  retryDelaySeconds?: number;
  /** A job still active this long is taken as its worker's crash and retried (default 120 s). */
  expireSeconds?: number;
  /** How often pg-boss's maintenance expires such jobs (default 30 s). */
  maintenanceSeconds?: number;
  /** Start polling on its own (default true); tests turn it off and call `drain()`. */
  autoStart?: boolean;
}

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

interface MessageJob {
  messageId: string;
}

interface OfferEmailJob {
  offerId: string;
}

interface SqlResult {
  rows: unknown[];
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

/** pg-boss's parameterised SQL ($1, $2 ...) as a Drizzle SQL object, so it runs on a Drizzle transaction's connection. */
export function bossSql(text: string, values: readonly unknown[] = []): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    // pg-boss passes undefined for settings it leaves to the queue; Drizzle would drop an undefined parameter.
    chunks.push(sql`${values[Number(match[1]) - 1] ?? null}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

/** A pg-boss executor inside `tx`: what pg-boss writes commits or rolls back with the transaction. */
function transactionExecutor(tx: Db): PgBoss.Db {
  return {
    executeSql: async (text: string, values?: unknown[]) => {
      // Drizzle types the result by driver; both drivers' results (node-postgres, PGlite) carry `rows`.
      const result = (await tx.execute(bossSql(text, values))) as SqlResult;
      return { rows: result.rows };
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

/** Messages of a batch sent at once (the API's pool has 10 connections; the worker leaves most to requests). */
const sendConcurrency = 5;

const defaults: Required<Omit<JobsOptions, 'worker'>> = {
  pollSeconds: 1,
  batchSize: 50,
  retryLimit: 4,
  retryDelaySeconds: 30,
  expireSeconds: 120,
  maintenanceSeconds: 30,
  autoStart: true,
};

/** The dispatcher and the worker of one process. */
class JobsWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();
  private stopped = false;

  constructor(
    private readonly boss: PgBoss,
    private readonly db: Db,
    private readonly context: DeliveryContext,
    private readonly options: Required<JobsOptions>,
    private readonly offers: OfferSettings,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Hands due openings of slots to pg-boss, one job each, deleting the rows in the same transaction. */
  async dispatchOpenings(): Promise<number> {
    return this.db.transaction(async (tx) => {
      const result = (await tx.execute(sql`
        delete from slot_openings where id in (
          select id from slot_openings where due_at <= now() order by due_at limit 500 for update skip locked)
        returning doctor_id as "doctorId", date::text as date, time`)) as { rows: SlotRef[] };
      if (result.rows.length === 0) return 0;
      // One job per slot: a slot freed twice in one poll is offered once.
      const slots = [...new Map(result.rows.map((slot) => [`${slot.doctorId} ${slot.date} ${slot.time}`, slot])).values()];
      await this.boss.insert(
        slots.map((slot) => ({ name: openingQueue, data: { doctorId: slot.doctorId, date: slot.date, time: slot.time } satisfies SlotRef })),
        { db: transactionExecutor(tx) },
      );
      return result.rows.length;
    });
  }

  /** Offers each freed slot of one batch, in turn (offers of one doctor queue on the doctor's row anyway). */
  async workOpenings(): Promise<number> {
    const jobs = await this.boss.fetch<SlotRef>(openingQueue, { batchSize: this.options.batchSize });
    if (jobs.length === 0) return 0;
    const queueEmail = async (tx: Db, offerId: string) => {
      await this.boss.insert([{ name: offerEmailQueue, data: { offerId } satisfies OfferEmailJob }], { db: transactionExecutor(tx) });
    };
    const done: string[] = [];
    for (const job of jobs) {
      try {
        await offerSlot(this.db, job.data, clinicNow(this.context.clinicTimeZone), this.context.clinicTimeZone, this.offers, queueEmail);
        done.push(job.id);
      } catch (error) {
        this.log.warn({ slot: job.data, error: errorSummary(error) }, 'offering a freed slot failed');
        await this.boss.fail(openingQueue, job.id, { error: errorSummary(error) });
      }
    }
    if (done.length > 0) await this.boss.complete(openingQueue, done);
    return jobs.length;
  }

  /** Sends the e-mails of new offers. */
  async workOfferEmails(): Promise<number> {
    const jobs = await this.boss.fetch<OfferEmailJob>(offerEmailQueue, { batchSize: this.options.batchSize });
    if (jobs.length === 0) return 0;
    const done: string[] = [];
    for (const job of jobs) {
      try {
        await deliverOfferEmail(this.db, this.context, job.data.offerId);
        done.push(job.id);
      } catch (error) {
        this.log.warn({ offerId: job.data.offerId, error: errorSummary(error) }, 'a waitlist offer e-mail failed');
        await this.boss.fail(offerEmailQueue, job.id, { error: errorSummary(error) });
      }
    }
    if (done.length > 0) await this.boss.complete(offerEmailQueue, done);
    return jobs.length;
  }

  /** Hands due messages to pg-boss, one job each, in one transaction with marking the rows. */
  async dispatch(): Promise<number> {
    return this.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: appointmentMessages.id, dueAt: appointmentMessages.dueAt })
        .from(appointmentMessages)
        .where(and(eq(appointmentMessages.status, 'queued'), isNull(appointmentMessages.jobId), lte(appointmentMessages.dueAt, sql`now()`)))
        .orderBy(asc(appointmentMessages.dueAt))
        .limit(500)
        .for('update', { skipLocked: true });
      if (due.length === 0) return 0;
      const jobs = due.map((message) => ({ id: randomUUID(), name: messageQueue, data: { messageId: message.id } satisfies MessageJob }));
      await this.boss.insert(jobs, { db: transactionExecutor(tx) });
      const pairs = JSON.stringify(jobs.map((job) => ({ message_id: job.data.messageId, job_id: job.id })));
      await tx.execute(sql`
        update appointment_messages m set job_id = j.job_id, updated_at = now()
        from json_to_recordset(${pairs}::json) as j(message_id uuid, job_id uuid)
        where m.id = j.message_id`);
      return due.length;
    });
  }

  /** Fetches one batch of message jobs and sends them; answers how many it fetched. */
  async work(): Promise<number> {
    const jobs = await this.boss.fetch<MessageJob>(messageQueue, { batchSize: this.options.batchSize, includeMetadata: true });
    if (jobs.length === 0) return 0;
    const outcomes = await deliverMessages(
      this.db,
      this.context,
      jobs.map((job) => job.data.messageId),
      sendConcurrency,
    );
    const done: string[] = [];
    for (const job of jobs) {
      const outcome = outcomes.get(job.data.messageId);
      if (!(outcome instanceof Error)) {
        done.push(job.id);
        continue;
      }
      const final = job.retryCount >= job.retryLimit;
      // The log names the message, never the address or the error's text (it may quote one).
      this.log.warn({ messageId: job.data.messageId, attempt: job.retryCount + 1, final, error: errorSummary(outcome) }, 'appointment e-mail failed');
      await recordFailure(this.db, job.data.messageId, outcome, final);
      await this.boss.fail(messageQueue, job.id, { error: errorSummary(outcome) });
    }
    if (done.length > 0) await this.boss.complete(messageQueue, done);
    return jobs.length;
  }

  /**
   * Jobs that reached the dead-letter queue without the worker seeing their last failure (their
   * worker died on each attempt, and pg-boss's maintenance failed them): the row becomes 'failed'.
   */
  async buryDead(): Promise<number> {
    const dead = await this.boss.fetch<MessageJob>(messageDeadLetterQueue, { batchSize: this.options.batchSize });
    for (const job of dead) await recordFailure(this.db, job.data.messageId, new Error('every attempt timed out'), true);
    if (dead.length > 0) await this.boss.complete(messageDeadLetterQueue, dead.map((job) => job.id));
    return dead.length;
  }

  async drain(): Promise<number> {
    let worked = 0;
    // A stopping process finishes the round in flight and leaves the rest to the next worker.
    while (!this.stopped) {
      const offered = (await this.dispatchOpenings()) + (await this.workOpenings()) + (await this.workOfferEmails());
      const round = offered + (await this.dispatch()) + (await this.work()) + (await this.buryDead());
      if (round === 0) return worked;
      worked += round;
    }
    return worked;
  }

  start(): void {
    const tick = () => {
      this.timer = undefined;
      this.running = this.drain()
        .catch((error: unknown) => {
          this.log.error({ error: errorSummary(error) }, 'the jobs worker failed a round');
        })
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(tick, this.options.pollSeconds * 1000);
        });
    };
    this.timer = setTimeout(tick, 0);
  }

  /** Stops polling and waits for the round in flight: nothing is left half-done on a clean stop. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }
}

export interface JobsPluginOptions extends JobsOptions {
  database: Database;
  clinicTimeZone: string;
  appUrl: string;
  mailFrom: string;
  linkSecret: string;
  /** WAIT-2: how long a freed slot is held for the patient it is offered to. */
  offerHoldMinutes: number;
}

/** 'Clinvia <no-reply@clinvia.local>' → the .ics ORGANIZER. */
function organizerOf(from: string): { name: string; email: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  const name = match?.[1]?.trim();
  return { name: name === undefined || name === '' ? 'Clinvia' : name, email: match?.[2] ?? from.trim() };
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
    const mailer: Mailer = app.mailer;
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
