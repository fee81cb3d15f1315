import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { slotTimes } from '@clinvia/contracts/doctors';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { doctorTimeOff } from '../../db/schema';
import { addDays, clinicNow } from '../../lib/clinic-time';
import type { Mailer } from '../../lib/mail';
import { bookingOf, createDoctor, createPatient, injectAs, type TestAccount } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { outboxMails } from '../../test/outbox';
import { busyPairs, greedyProblems, offerJobStates, offersOf, overlappingHolds, passedOnPairs, queuedEntries, rowsOf, slotKey, type OfferRow } from '../../test/waitlist-offers';
import { book } from '../lifecycle/lifecycle';

// Issue 23 item 3 (WAIT-2, WAIT-3): offers of freed slots raced by two app instances, each with
// its own jobs worker, on one PostgreSQL. One doctor's booking window is full (50 booked slots,
// the rest time off); 200 other patients wait for it with mixed days and parts of day, some busy
// elsewhere at the times that free up. 50 cancellations land at once on both instances and both
// workers drain together; then holds are declined (in the app and by the e-mail's link) or run
// out and pass along the queue; then every holder accepts while outsiders try to book the same
// slots. The order checks are in test/waitlist-offers.ts.
//
// PostgreSQL only: PGlite is one connection inside one process, so two workers cannot race.

const zone = 'America/New_York';
const jobs = { worker: true, autoStart: false, batchSize: 10, retryDelaySeconds: 1 };
const details = { appointmentType: 'Consultation', appointmentReason: 'Recurring headaches for two weeks', isInsurance: 'false' };

/** A small seeded generator (mulberry32): the same mix of entries on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe.runIf(process.env.TEST_DATABASE_URL)('waitlist offers raced by two instances (PostgreSQL only: set TEST_DATABASE_URL)', () => {
  let t: TestApp;
  let second: Database;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let dataDir: string;
  let doctor: TestAccount;
  const booked: { patient: TestAccount; appointmentId: string; date: string; time: string }[] = [];
  const waiting = new Map<string, TestAccount>();
  const outsiders: TestAccount[] = [];
  const sends: MockInstance<Mailer['send']>[] = [];
  const roundOne: OfferRow[] = [];

  const instance = (i: number) => (i % 2 === 0 ? a : b);
  const offers = () => offersOf(t.database.db, doctor.id);

  /** Both workers at once, again until neither finds work. */
  async function drainBoth(): Promise<void> {
    for (;;) {
      const worked = await Promise.all([a.jobs.drain(), b.jobs.drain()]);
      if (worked[0] + worked[1] === 0) return;
    }
  }

  /** Offer e-mails sent, by idempotency key, on both instances. */
  function offerSends(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const spy of sends) {
      for (const [mail] of spy.mock.calls) {
        if (mail.idempotencyKey?.startsWith('waitlist-offer-')) counts.set(mail.idempotencyKey, (counts.get(mail.idempotencyKey) ?? 0) + 1);
      }
    }
    return counts;
  }

  /** Each offer e-mailed exactly once: one send on either instance, one outbox file, emailed_at set. */
  async function expectEachEmailedOnce(all: readonly OfferRow[]): Promise<void> {
    const counts = offerSends();
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect([...counts.keys()].sort()).toEqual(all.map((offer) => `waitlist-offer-${offer.id}`).sort());
    const files = await outboxMails(dataDir, (name) => name.startsWith('waitlist-offer-'));
    expect(files.map((file) => file.mail.messageId).sort()).toEqual(all.map((offer) => `<waitlist-offer-${offer.id}@clinvia.local>`).sort());
    expect(all.filter((offer) => offer.emailedAt === null)).toEqual([]);
  }

  async function expectNoOverlap(): Promise<void> {
    expect(await overlappingHolds(t.database.db, doctor.id)).toEqual({ slot: 0, patient: 0 });
    const open = await rowsOf<{ slot: string; total: number }>(
      t.database.db,
      sql`select date::text || ' ' || time as slot, count(*)::int as total from slot_offers where doctor_id = ${doctor.id} and status = 'open' group by 1 having count(*) > 1`,
    );
    expect(open).toEqual([]);
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'clinvia-offers-race-'));
    const config = { clinicTimeZone: zone, dataDir, jobs, reminderHours: [], publicForms: { max: 0, windowSeconds: 600 } };
    t = await createTestApp({ config });
    a = t.app;
    second = await openDatabase({ url: t.url ?? '', poolSize: 4 });
    b = await buildApp({ database: second, config: t.config, logger: false, validateResponses: true });
    await Promise.all([a.ready(), b.ready()]);
    const { db } = t.database;
    const now = clinicNow(zone);
    doctor = await createDoctor(db, t.config.jwtSecret, 'Maya Patel');
    const elsewhere = await createDoctor(db, t.config.jwtSecret, 'Noor Haddad');

    // The window full: today off, 50 of the 108 slots of days 1–9 booked, the others off.
    const next = random(23);
    const slots = Array.from({ length: 9 }, (_, i) => addDays(now.date, i + 1)).flatMap((date) => slotTimes.map((time) => ({ date, time })));
    const shuffled = slots.map((slot) => ({ slot, order: next() })).sort((x, y) => x.order - y.order);
    const taken = shuffled.slice(0, 50).map(({ slot }) => slot);
    await db.insert(doctorTimeOff).values([{ doctorId: doctor.id, date: now.date, time: null }, ...shuffled.slice(50).map(({ slot }) => ({ doctorId: doctor.id, ...slot }))]);
    for (const [i, slot] of taken.entries()) {
      const patient = await createPatient(db, t.config.jwtSecret, `Booked ${String(i)}`);
      const appointmentId = await book(db, { id: patient.id, role: 'patient', staffApproved: false }, bookingOf(patient, doctor, slot.date, slot.time), now, t.app.reminders);
      booked.push({ patient, appointmentId, ...slot });
    }

    // 200 waiting: a fifth any day, the others one to three days; mornings, afternoons or both.
    // Every third of the first 60 has a visit elsewhere at a time that will free up.
    for (let i = 0; i < 200; i++) {
      const patient = await createPatient(db, t.config.jwtSecret, `Waiting ${String(i)}`);
      waiting.set(patient.id, patient);
      if (i < 60 && i % 3 === 0) {
        const slot = taken[(i * 7) % taken.length] ?? taken[0];
        if (!slot) throw new Error('no taken slot');
        await book(db, { id: patient.id, role: 'patient', staffApproved: false }, bookingOf(patient, elsewhere, slot.date, slot.time), now, t.app.reminders);
      }
      const anyDay = next() < 0.2;
      const days = anyDay ? [] : [...new Set(Array.from({ length: 1 + Math.floor(next() * 3) }, () => addDays(now.date, 1 + Math.floor(next() * 9))))];
      const part = next();
      const parts = part < 0.4 ? ['morning'] : part < 0.8 ? ['afternoon'] : ['morning', 'afternoon'];
      const joined = await injectAs(instance(i), patient, { method: 'POST', url: '/api/patients/waitlist', payload: { doctorId: doctor.id, anyDay, days, parts, ...details } });
      expect(joined.statusCode).toBe(201);
    }
    for (let i = 0; i < 50; i++) outsiders.push(await createPatient(db, t.config.jwtSecret, `Outsider ${String(i)}`));
    await drainBoth();
    sends.push(vi.spyOn(a.mailer, 'send'), vi.spyOn(b.mailer, 'send'));
  }, 240_000);

  afterAll(async () => {
    vi.restoreAllMocks();
    await b.close();
    await second.close();
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('offers each of 50 slots cancelled at once to the earliest matching free entry, one hold per slot and per patient, each e-mailed once', async () => {
    const cancelled = await Promise.all(booked.map((visit, i) => injectAs(instance(i), visit.patient, { method: 'PUT', url: `/api/patients/cancel-appointment/${visit.appointmentId}` })));
    expect(cancelled.map((response) => response.statusCode)).toEqual(booked.map(() => 200));
    const [openings] = await rowsOf<{ total: number }>(t.database.db, sql`select count(*)::int as total from slot_openings where doctor_id = ${doctor.id}`);
    expect(openings?.total).toBe(50);

    await drainBoth();
    const made = await offers();
    const entries = await queuedEntries(t.database.db, doctor.id);
    const busy = await busyPairs(t.database.db);
    expect(greedyProblems({ entries, freed: booked, offers: made, holding: new Set(), passedOn: new Set(), busy })).toEqual([]);
    // Matching matters: most slots find someone, and the busy patients are skipped for their times.
    expect(made.length).toBeGreaterThanOrEqual(40);
    expect(made.every((offer) => offer.status === 'open' && waiting.has(offer.patientId))).toBe(true);
    await expectNoOverlap();
    await expectEachEmailedOnce(made);
    // Every opening ran once: the hold's-end openings wait for their time.
    expect(await offerJobStates(t.database.db)).toEqual({ 'slot-opening completed': 50, 'waitlist-offer-email completed': made.length });
    roundOne.push(...made);
  }, 120_000);

  it('passes declined (in the app and by the e-mail’s link) and run-out holds along the queue in order', async () => {
    const { db } = t.database;
    const declined = roundOne.slice(0, Math.ceil(roundOne.length / 2));
    const runOut = roundOne.slice(declined.length);
    const mails = await outboxMails(dataDir, (name) => name.startsWith('waitlist-offer-'));
    const tokenOf = (offer: OfferRow) => {
      const mail = mails.find((file) => file.mail.messageId === `<waitlist-offer-${offer.id}@clinvia.local>`);
      const token = /\/offer\/decline\?token=([A-Za-z0-9_.-]+)/.exec(mail?.mail.text ?? '')?.[1];
      if (token === undefined) throw new Error(`no decline link in the e-mail of offer ${offer.id}`);
      return token;
    };
    const answers = await Promise.all(
      declined.map((offer, i) => {
        const patient = waiting.get(offer.patientId) ?? null;
        return i % 2 === 0
          ? injectAs(a, patient, { method: 'POST', url: `/api/patients/waitlist/offers/${offer.id}/decline` })
          : b.inject({ method: 'POST', url: '/api/waitlist-offers', payload: { token: tokenOf(offer), action: 'decline' } });
      }),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(declined.map(() => 200));
    // The others' holds run out: their end is now, and so are the openings planned for it.
    const ids = sql.join(
      runOut.map((offer) => sql`${offer.id}::uuid`),
      sql`, `,
    );
    await db.execute(sql`update slot_offers set expires_at = now() where id in (${ids})`);
    await db.execute(sql`update slot_openings set due_at = now() where doctor_id = ${doctor.id} and due_at > now()
      and (date, time) in (select date, time from slot_offers where id in (${ids}))`);

    await drainBoth();
    const all = await offers();
    const before = new Set(roundOne.map((offer) => offer.id));
    const made = all.filter((offer) => !before.has(offer.id));
    expect(all.filter((offer) => before.has(offer.id)).map((offer) => offer.status)).toEqual(roundOne.map((_, i) => (i < declined.length ? 'declined' : 'expired')));
    const entries = await queuedEntries(db, doctor.id);
    const passedOn = passedOnPairs(all.filter((offer) => before.has(offer.id)));
    expect(greedyProblems({ entries, freed: roundOne, offers: made, holding: new Set(), passedOn, busy: await busyPairs(db) })).toEqual([]);
    expect(made.length).toBeGreaterThan(0);
    // Nobody is offered a slot they turned down or let pass.
    expect(made.filter((offer) => passedOn.has(`${offer.patientId} ${slotKey(offer)}`))).toEqual([]);
    await expectNoOverlap();
    await expectEachEmailedOnce(all);
    roundOne.splice(0, roundOne.length, ...made);
  }, 120_000);

  it('lets every holder book their slot while outsiders racing for it get 409 slot_held or find it taken: one booking per slot', async () => {
    const held = roundOne;
    /** The i-th outsider tries to book the held slot directly, on one of the instances. */
    const tryToBook = (offer: OfferRow, i: number) => {
      const outsider = outsiders[i % outsiders.length];
      if (!outsider) throw new Error('no outsider');
      return injectAs(instance(i), outsider, { method: 'POST', url: '/api/patients/book-appointment', payload: bookingOf(outsider, doctor, offer.date, offer.time) });
    };
    const refused = await Promise.all(held.map((offer, i) => tryToBook(offer, i)));
    expect(refused.map((answer) => [answer.statusCode, answer.json<{ error: { code: string } }>().error.code])).toEqual(held.map(() => [409, 'slot_held']));

    const race = await Promise.all(
      held.flatMap((offer, i) => [
        injectAs(instance(i + 1), waiting.get(offer.patientId) ?? null, { method: 'POST', url: `/api/patients/waitlist/offers/${offer.id}/accept`, payload: {} }),
        tryToBook(offer, i + 1),
      ]),
    );
    const accepts = race.filter((_, i) => i % 2 === 0);
    const tries = race.filter((_, i) => i % 2 === 1);
    expect(accepts.map((answer) => [answer.statusCode, answer.json<{ state: string }>().state])).toEqual(held.map(() => [200, 'booked']));
    for (const answer of tries) {
      expect(answer.statusCode).toBe(409);
      expect(['slot_held', 'slot_taken']).toContain(answer.json<{ error: { code: string } }>().error.code);
    }

    // Booked now: a late outsider finds the slot taken, no longer held.
    const late = await Promise.all(held.map((offer, i) => tryToBook(offer, i + 2)));
    expect(late.map((answer) => [answer.statusCode, answer.json<{ error: { code: string } }>().error.code])).toEqual(held.map(() => [409, 'slot_taken']));

    const { db } = t.database;
    const active = await rowsOf<{ patientId: string; date: string; time: string; total: number }>(
      db,
      sql`select min(patient_id::text) as "patientId", appointment_date::text as date, appointment_time as time, count(*)::int as total
        from appointments where doctor_id = ${doctor.id} and status in ('pending', 'confirmed') group by 2, 3`,
    );
    expect(active.filter((slot) => slot.total > 1)).toEqual([]);
    const holderOf = new Map(held.map((offer) => [slotKey(offer), offer.patientId]));
    expect(active.filter((slot) => holderOf.has(slotKey(slot))).map((slot) => [slotKey(slot), slot.patientId]).sort()).toEqual([...holderOf].sort());
    const outsiderIds = sql.join(
      outsiders.map((outsider) => sql`${outsider.id}::uuid`),
      sql`, `,
    );
    expect(await rowsOf(db, sql`select id from appointments where patient_id in (${outsiderIds})`)).toEqual([]);
    const after = await offers();
    const heldIds = new Set(held.map((offer) => offer.id));
    expect(after.filter((offer) => heldIds.has(offer.id)).map((offer) => offer.status)).toEqual(held.map(() => 'accepted'));
    expect(after.filter((offer) => offer.status === 'open')).toEqual([]);
    await expectNoOverlap();
  }, 120_000);
});
