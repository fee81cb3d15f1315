import { dayPartOf } from '@clinvia/contracts/waitlist';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

// What the waitlist offers (WAIT-2) must look like after racing workers, checked from the rows
// alone: the race and crash tests cannot know in which order two workers' transactions
// committed, so they check that *some* order explains every offer (see `greedyProblems`).

export interface QueuedEntry {
  patientId: string;
  days: string[] | null;
  parts: string[];
  expiresOn: string;
  /** 1 for the earliest entry: the order offerSlot takes them in (created_at, id), computed by PostgreSQL to the microsecond. */
  position: number;
}

export interface OfferRow {
  id: string;
  patientId: string;
  date: string;
  time: string;
  status: string;
  /** As PostgreSQL prints it (raw SQL through Drizzle answers text). */
  emailedAt: string | null;
}

export const slotKey = (slot: { date: string; time: string }): string => `${slot.date} ${slot.time}`;
const pairKey = (patientId: string, slot: { date: string; time: string }) => `${patientId} ${slotKey(slot)}`;

/** Raw SQL's rows: Drizzle types execute() by driver, and both drivers' results carry `rows`. */
export async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** The doctor's waitlist in queue order. */
export function queuedEntries(db: Db, doctorId: string): Promise<QueuedEntry[]> {
  return rowsOf<QueuedEntry>(
    db,
    sql`select patient_id as "patientId", days::text[] as days, parts, expires_on::text as "expiresOn",
      (row_number() over (order by created_at, id))::int as position
      from waitlist_entries where doctor_id = ${doctorId} order by position`,
  );
}

/** Every offer of the doctor's slots, oldest first. */
export function offersOf(db: Db, doctorId: string): Promise<OfferRow[]> {
  return rowsOf<OfferRow>(
    db,
    sql`select id, patient_id as "patientId", date::text as date, time, status, emailed_at as "emailedAt"
      from slot_offers where doctor_id = ${doctorId} order by created_at, id`,
  );
}

/** (patient, date time) of every active appointment: offerSlot skips a patient busy at that time with any doctor. */
export async function busyPairs(db: Db): Promise<Set<string>> {
  const rows = await rowsOf<{ patientId: string; date: string; time: string }>(
    db,
    sql`select patient_id as "patientId", appointment_date::text as date, appointment_time as time from appointments where status in ('pending', 'confirmed')`,
  );
  return new Set(rows.map((row) => pairKey(row.patientId, row)));
}

/** (patient, slot) of offers the patient declined or let expire: that slot is never offered to them again. */
export function passedOnPairs(offers: readonly OfferRow[]): Set<string> {
  return new Set(offers.filter((offer) => offer.status === 'declined' || offer.status === 'expired').map((offer) => pairKey(offer.patientId, offer)));
}

/** Whether the entry waits for this slot: its day (or any day up to its end) and its part of day. */
export function wants(entry: QueuedEntry, slot: { date: string; time: string }): boolean {
  const day = entry.days === null ? entry.expiresOn >= slot.date : entry.days.includes(slot.date);
  return day && entry.parts.includes(dayPartOf(slot.time));
}

export interface Round {
  entries: readonly QueuedEntry[];
  /** The slots whose openings the workers ran in this round. */
  freed: readonly { date: string; time: string }[];
  /** The offers the round made. */
  offers: readonly OfferRow[];
  /** Patients holding a slot of the doctor when the round began. */
  holding: ReadonlySet<string>;
  /** `passedOnPairs` of the offers closed before the round. */
  passedOn: ReadonlySet<string>;
  busy: ReadonlySet<string>;
}

/**
 * What is wrong with a round of offers, or [] (WAIT-2). Within a round nobody lets go of a hold,
 * so the set of holders only grows, and each offer must have gone to the earliest entry that
 * wanted its slot and held nothing then. An earlier entry passed over must therefore hold
 * another slot of this round, offered *before* this one; a slot left unoffered must have found
 * every entry that wanted it holding already. Those 'before's must admit one order of the
 * workers' transactions: the precedence graph between slots must have no cycle.
 */
export function greedyProblems(round: Round): string[] {
  const problems: string[] = [];
  const bySlot = new Map<string, OfferRow>();
  const byPatient = new Map<string, string>();
  for (const offer of round.offers) {
    const key = slotKey(offer);
    if (bySlot.has(key)) problems.push(`slot ${key} offered twice in one round`);
    if (byPatient.has(offer.patientId)) problems.push(`patient ${offer.patientId} got two slots in one round`);
    bySlot.set(key, offer);
    byPatient.set(offer.patientId, key);
  }
  const freed = new Set(round.freed.map(slotKey));
  for (const key of bySlot.keys()) if (!freed.has(key)) problems.push(`slot ${key} offered without an opening`);

  const free = (entry: QueuedEntry, slot: { date: string; time: string }) =>
    wants(entry, slot) && !round.passedOn.has(pairKey(entry.patientId, slot)) && !round.busy.has(pairKey(entry.patientId, slot)) && !round.holding.has(entry.patientId);
  const before = new Map<string, Set<string>>([...freed].map((key) => [key, new Set<string>()]));
  for (const slot of round.freed) {
    const key = slotKey(slot);
    const offer = bySlot.get(key);
    const taker = offer === undefined ? undefined : round.entries.find((entry) => entry.patientId === offer.patientId);
    if (offer && (!taker || !free(taker, slot))) {
      problems.push(`slot ${key} went to ${offer.patientId}, who did not wait for it then`);
      continue;
    }
    for (const entry of round.entries) {
      if (taker && entry.position >= taker.position) break;
      if (!free(entry, slot)) continue;
      const held = byPatient.get(entry.patientId);
      if (held === undefined) problems.push(`slot ${key} passed over ${entry.patientId} (position ${String(entry.position)}), who waited for it and held nothing`);
      else before.get(key)?.add(held);
    }
  }
  if (hasCycle(before)) problems.push('no order of the transactions gives every offer to the earliest free entry');
  return problems;
}

/** Kahn's algorithm on `node → the nodes that must come before it`. */
function hasCycle(before: ReadonlyMap<string, ReadonlySet<string>>): boolean {
  const waiting = new Map([...before].map(([node, needs]) => [node, new Set(needs)]));
  let progressed = true;
  while (progressed && waiting.size > 0) {
    progressed = false;
    for (const [node, needs] of waiting) {
      if ([...needs].some((need) => waiting.has(need))) continue;
      waiting.delete(node);
      progressed = true;
    }
  }
  return waiting.size > 0;
}

/**
 * Offers that overlapped in time for one slot, or for one patient with the doctor: pairs of
 * their live spans (from creation to the earliest of closing and the hold's end) that intersect.
 */
export async function overlappingHolds(db: Db, doctorId: string): Promise<{ slot: number; patient: number }> {
  const [row] = await rowsOf<{ slot: number; patient: number }>(
    db,
    sql`with spans as (
        select id, patient_id, date, time, tstzrange(created_at, least(coalesce(closed_at, 'infinity'), expires_at)) as span
        from slot_offers where doctor_id = ${doctorId})
      select
        (select count(*)::int from spans a join spans b on a.id < b.id and a.date = b.date and a.time = b.time and a.span && b.span) as slot,
        (select count(*)::int from spans a join spans b on a.id < b.id and a.patient_id = b.patient_id and a.span && b.span) as patient`,
  );
  return row ?? { slot: -1, patient: -1 };
}

/** pg-boss jobs of the offers' two queues by state, e.g. { 'slot-opening completed': 50 }. */
export async function offerJobStates(db: Db): Promise<Record<string, number>> {
  const rows = await rowsOf<{ key: string; total: number }>(
    db,
    sql`select name || ' ' || state as key, count(*)::int as total from pgboss.job where name in ('slot-opening', 'waitlist-offer-email') group by 1`,
  );
  return Object.fromEntries(rows.map((row) => [row.key, row.total]));
}
