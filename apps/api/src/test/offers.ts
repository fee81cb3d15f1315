import type { BookingRequestInput } from '@clinvia/contracts/appointments';
import type { Slot, SlotsResponse } from '@clinvia/contracts/doctors';
import type { NotificationDto, NotificationPage } from '@clinvia/contracts/notifications';
import type { JoinWaitlistInput, WaitlistEntries } from '@clinvia/contracts/waitlist';
import { asc, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { slotOffers, slotOpenings } from '../db/schema';
import { bookingOf, injectAs, type TestAccount } from './accounts';
import type { TestApp } from './app';
import { outboxMails } from './outbox';

// The waitlist's offers (WAIT-2) for the API tests: joining, the slot grid, the bell and the
// offer rows, all through the real routes but the rows themselves, which say what the jobs did.

/** What an offer's one click books, as the wizard's step 2 asks it. */
export const offerDetails = { appointmentType: 'Consultation', appointmentReason: 'Recurring headaches for two weeks', isInsurance: 'false' } as const;

export type WaitlistChoice = Partial<Pick<JoinWaitlistInput, 'anyDay' | 'days' | 'parts'>> & Record<string, unknown>;

/** Joins `doctor`'s waitlist: any day in the morning unless told, with `offerDetails`. */
export function joinWaitlist(t: TestApp, patient: TestAccount, doctor: TestAccount, choice: WaitlistChoice = {}): Promise<LightMyRequestResponse> {
  const payload = { doctorId: doctor.id, ...offerDetails, ...(choice.days === undefined ? { anyDay: true } : {}), parts: ['morning'], ...choice };
  return injectAs(t.app, patient, { method: 'POST', url: '/api/patients/waitlist', payload });
}

/** Joins and expects it to work. */
export async function waitFor(t: TestApp, patient: TestAccount, doctor: TestAccount, choice: WaitlistChoice = {}): Promise<void> {
  const response = await joinWaitlist(t, patient, doctor, choice);
  if (response.statusCode !== 201 && response.statusCode !== 200) throw new Error(`joining the waitlist answered ${String(response.statusCode)}: ${response.body}`);
}

/** The patient's waitlist page: entries and the offers that hold a slot for them now. */
export async function waitlistOf(t: TestApp, patient: TestAccount): Promise<WaitlistEntries> {
  const response = await injectAs(t.app, patient, { method: 'GET', url: `/api/patients/waitlist/${patient.id}` });
  if (response.statusCode !== 200) throw new Error(`the waitlist answered ${String(response.statusCode)}`);
  return response.json<WaitlistEntries>();
}

/** One slot of the doctor's public grid, as anyone sees it. */
export async function gridSlot(t: TestApp, doctor: TestAccount, date: string, time: string): Promise<Slot | undefined> {
  const response = await injectAs(t.app, null, { method: 'GET', url: `/api/doctors/${doctor.id}/slots` });
  return response.json<SlotsResponse>().days.find((entry) => entry.date === date)?.slots.find((slot) => slot.time === time);
}

/** POST book-appointment as the patient (a complete self-pay booking unless overridden). */
export function bookSlot(t: TestApp, patient: TestAccount, doctor: TestAccount, date: string, time: string, overrides: Partial<BookingRequestInput> = {}): Promise<LightMyRequestResponse> {
  return injectAs(t.app, patient, { method: 'POST', url: '/api/patients/book-appointment', payload: bookingOf(patient, doctor, date, time, overrides) });
}

/** Books and answers the appointment's id. */
export async function booked(t: TestApp, patient: TestAccount, doctor: TestAccount, date: string, time: string, overrides: Partial<BookingRequestInput> = {}): Promise<string> {
  const response = await bookSlot(t, patient, doctor, date, time, overrides);
  if (response.statusCode !== 201) throw new Error(`booking answered ${String(response.statusCode)}: ${response.body}`);
  return response.json<{ appointment: { id: string } }>().appointment.id;
}

/** The patient's own cancellation. */
export function cancelAs(t: TestApp, patient: TestAccount, appointmentId: string): Promise<LightMyRequestResponse> {
  return injectAs(t.app, patient, { method: 'PUT', url: `/api/patients/cancel-appointment/${appointmentId}` });
}

/** The account's bell notices of one kind, newest first. */
export async function bell(t: TestApp, account: TestAccount, kind: string): Promise<NotificationDto[]> {
  const response = await injectAs(t.app, account, { method: 'GET', url: '/api/notifications?pageSize=50' });
  return response.json<NotificationPage>().items.filter((item) => item.kind === kind);
}

/** Every offer of the doctor's slots, oldest first: who was offered what, and where it stands. */
export async function offersOfDoctor(t: TestApp, doctor: TestAccount) {
  return t.database.db
    .select({
      id: slotOffers.id,
      patientId: slotOffers.patientId,
      date: slotOffers.date,
      time: slotOffers.time,
      nextTime: slotOffers.nextTime,
      status: slotOffers.status,
      expiresAt: slotOffers.expiresAt,
      appointmentId: slotOffers.appointmentId,
      emailedAt: slotOffers.emailedAt,
    })
    .from(slotOffers)
    .where(eq(slotOffers.doctorId, doctor.id))
    .orderBy(asc(slotOffers.createdAt));
}

/** The doctor's offers that are open, as `patient id@date time`. */
export async function openOffers(t: TestApp, doctor: TestAccount): Promise<string[]> {
  return (await offersOfDoctor(t, doctor)).filter((offer) => offer.status === 'open').map((offer) => `${offer.patientId}@${offer.date} ${offer.time}`);
}

/**
 * The hold of the offer ran out: its `expires_at` and the opening planned for the hold's end
 * (which passes the slot on) are moved a minute into the past, as if 15 minutes had gone by.
 */
export async function endHold(t: TestApp, offerId: string): Promise<void> {
  const past = sql`now() - interval '1 minute'`;
  // The opening due at the hold's end: same slot, due exactly when the offer expires (microseconds, so compared in SQL).
  const moved = await t.database.db
    .update(slotOpenings)
    .set({ dueAt: past })
    .where(
      sql`(${slotOpenings.doctorId}, ${slotOpenings.date}, ${slotOpenings.time}, ${slotOpenings.dueAt}) in
        (select ${slotOffers.doctorId}, ${slotOffers.date}, ${slotOffers.time}, ${slotOffers.expiresAt} from ${slotOffers} where ${slotOffers.id} = ${offerId})`,
    )
    .returning({ id: slotOpenings.id });
  if (moved.length !== 1) throw new Error(`the hold of offer ${offerId} planned ${String(moved.length)} openings at its end`);
  await t.database.db.update(slotOffers).set({ expiresAt: past }).where(eq(slotOffers.id, offerId));
}

/**
 * The offer jobs that failed (an opening the worker could not offer, an e-mail it could not
 * send), as 'queue: error': a failing job looks like 'nobody matched' from outside, so every
 * test file of the offers checks this is empty after each test.
 */
export async function failedOfferJobs(t: TestApp): Promise<string[]> {
  const result: unknown = await t.database.db.execute(
    sql`select name, output::text as output from pgboss.job where name in ('slot-opening', 'waitlist-offer-email') and state in ('retry', 'failed')`,
  );
  return (result as { rows: { name: string; output: string | null }[] }).rows.map((row) => `${row.name}: ${row.output ?? ''}`);
}

/** The token of the offer's e-mail, read from its 'Book this slot' link as a mail client shows it (mailparser). */
export async function emailedToken(dataDir: string, offerId: string): Promise<string> {
  const [mail, ...more] = await outboxMails(dataDir, (file) => file.startsWith(`waitlist-offer-${offerId}-`));
  if (!mail || more.length > 0) throw new Error(`offer ${offerId} was e-mailed ${String(more.length + (mail ? 1 : 0))} times`);
  const link = /https?:\/\/\S+\/offer\/book\?\S+/.exec(mail.mail.text ?? '')?.[0];
  return link === undefined ? '' : (new URL(link).searchParams.get('token') ?? '');
}

/** After each test of the offers: no offer job failed (see failedOfferJobs). */
export async function expectNoFailedOfferJobs(t: TestApp): Promise<void> {
  expect(await failedOfferJobs(t)).toEqual([]);
}
