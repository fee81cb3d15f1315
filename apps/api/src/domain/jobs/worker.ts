import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Db } from '../../db/client';
import { appointmentMessages } from '../../db/schema';
import { clinicNow } from '../../lib/clinic-time';
import { deliverMessages, errorSummary, recordFailure, type DeliveryContext } from '../messages/delivery';
import { deliverThreadEmails } from '../threads/email';
import { deliverOfferEmail } from '../waitlist/offer-delivery';
import { offerSlot, type OfferSettings, type SlotRef } from '../waitlist/offers';

// Durable jobs on the database (LIFE-6), with pg-boss 10.3.3 (docs/decisions/2026-11-25-jobs-engine-pg-boss.md)
// on PostgreSQL and on the embedded PGlite of `npm start`. See domain/messages/README.md.
//
// The lifecycle writes appointment_messages rows in the transaction of each change. The worker
// here runs (started by plugins/jobs.ts), in the API process unless JOBS_WORKER=false (a web-only replica):
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

/** The worker's pace (config.ts: JobsOptions, with the plugin's defaults). */
export interface WorkerSettings {
  pollSeconds: number;
  batchSize: number;
}

/** Where the worker reports failures (the app's logger). */
export interface WorkerLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
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

/** Messages of a batch sent at once (the API's pool has 10 connections; the worker leaves most to requests). */
const sendConcurrency = 5;

/** The dispatcher and the worker of one process. */
export class JobsWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();
  private stopped = false;

  constructor(
    private readonly boss: PgBoss,
    private readonly db: Db,
    private readonly context: DeliveryContext,
    private readonly options: WorkerSettings,
    private readonly offers: OfferSettings,
    private readonly log: WorkerLog,
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

  /** MSG-11: the e-mails that say a thread has a new message (rows of thread_emails, no pg-boss job: each is one small send). */
  async workThreadEmails(): Promise<number> {
    return deliverThreadEmails(this.db, this.context.mailer, this.context.appUrl, this.options.batchSize);
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
      const round = offered + (await this.dispatch()) + (await this.work()) + (await this.buryDead()) + (await this.workThreadEmails());
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

/** 'Clinvia <no-reply@clinvia.local>' → the .ics ORGANIZER. */
export function organizerOf(from: string): { name: string; email: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  const name = match?.[1]?.trim();
  return { name: name === undefined || name === '' ? 'Clinvia' : name, email: match?.[2] ?? from.trim() };
}
