import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appointments, slotOpenings } from '../../db/schema';
import { addDays, todayIn } from '../../lib/clinic-time';
import { createDoctor, createPatient, injectAs, type TestAccount } from '../../test/accounts';
import { closeJobsApp, openJobsApp, type TestApp } from '../../test/app';
import { outboxMails } from '../../test/outbox';
import type { ErrorBody } from '@clinvia/contracts';
import type { DoctorHours } from '@clinvia/contracts/schedule-schemas';
import { bell, booked, expectNoFailedOfferJobs, gridSlot, offersOfDoctor, openOffers, waitFor, waitlistOf } from '../../test/offers';

// WAIT-6: a change of hours that adds slots (an override opening a day, a longer period in the
// week, a new slot length, an override removed) releases them to the waitlist as a cancellation
// frees a slot: the earliest matching entry is held the new slot, told in the bell and e-mailed;
// a slot the change did not add, or one taken, is offered to nobody; a change that adds nothing
// opens nothing. A change that removes a held slot (or the second slot of a two-slot hold)
// withdraws the offer in its transaction: the patient is told and waits on for the next slot,
// and an acceptance racing the change either books before it (the booking is then listed
// outside the hours, HOURS-7) or finds the offer closed, never both, never neither.

const zone = 'America/New_York';
let t: TestApp;
let dataDir: string;
let seq = 0;

const day = (offset: number) => addDays(todayIn(zone), offset);
const patient = (name: string) => createPatient(t.database.db, t.config.jwtSecret, name);
const hoursUrl = (doctor: TestAccount, rest = '') => `/api/doctors/${doctor.id}/hours${rest}`;
const none = () => [[], [], [], [], [], [], []] as { start: string; end: string }[][];

async function newDoctor(): Promise<TestAccount> {
  seq += 1;
  return createDoctor(t.database.db, t.config.jwtSecret, `Hours Doctor ${String(seq)}`);
}

async function override(doctor: TestAccount, date: string, periods: { start: string; end: string }[]): Promise<void> {
  const response = await injectAs(t.app, doctor, { method: 'PUT', url: hoursUrl(doctor, `/overrides/${date}`), payload: { periods } });
  expect(response.statusCode).toBe(200);
}

async function saveWeek(doctor: TestAccount, slotMinutes: number, week: { start: string; end: string }[][]): Promise<void> {
  const response = await injectAs(t.app, doctor, { method: 'PUT', url: hoursUrl(doctor), payload: { slotMinutes, week } });
  expect(response.statusCode).toBe(200);
}

/** The doctor's open offers: whose, and which slots (each sorted). */
async function heldSlots(doctor: TestAccount): Promise<{ patients: (string | undefined)[]; times: string[] }> {
  const open = (await offersOfDoctor(t, doctor)).filter((offer) => offer.status === 'open');
  return { patients: open.map((offer) => offer.patientId).sort(), times: open.map((offer) => `${offer.date} ${offer.time}`).sort() };
}

async function openingsOf(doctor: TestAccount): Promise<string[]> {
  const rows = await t.database.db.select({ date: slotOpenings.date, time: slotOpenings.time }).from(slotOpenings).where(eq(slotOpenings.doctorId, doctor.id));
  return rows.map((row) => `${row.date} ${row.time}`).sort();
}

beforeAll(async () => {
  ({ t, dataDir } = await openJobsApp('offer-hours', zone));
});
afterEach(() => expectNoFailedOfferJobs(t));
afterAll(() => closeJobsApp(t, dataDir));

describe('hours that add slots release them to the waitlist (WAIT-6)', () => {
  it('a day off opened by an override: the earliest waiting patient is held a new slot, told in the bell and e-mailed', async () => {
    const doctor = await newDoctor();
    const date = day(3);
    await override(doctor, date, []);
    const first = await patient('Wren Early');
    const second = await patient('Quinn Later');
    await waitFor(t, first, doctor, { days: [date], parts: ['morning'] });
    await waitFor(t, second, doctor, { days: [date], parts: ['morning'] });
    await t.app.jobs.drain();
    expect(await openOffers(t, doctor)).toEqual([]);

    await override(doctor, date, [{ start: '09:00', end: '10:00' }]);
    await t.app.jobs.drain();
    // Two new morning slots, two waiting patients: one slot each (the openings' jobs run in any order).
    expect(await heldSlots(doctor)).toEqual({ patients: [first.id, second.id].sort(), times: [`${date} 09:00`, `${date} 09:30`] });
    expect((await gridSlot(t, doctor, date, '09:00'))?.available).toBe(false);

    const [notice] = await bell(t, first, 'appointment.waitlist_offer');
    expect(notice?.body).toContain(`Dr. ${doctor.name}`);
    const offers = await offersOfDoctor(t, doctor);
    expect(offers.every((offer) => offer.emailedAt !== null)).toBe(true);
    const mails = await outboxMails(dataDir, (file) => offers.some((offer) => file.startsWith(`waitlist-offer-${offer.id}-`)));
    expect(mails.map((mail) => (mail.mail.to && !Array.isArray(mail.mail.to) ? mail.mail.to.text : '')).sort()).toEqual([first.email, second.email].sort());
    expect(mails.find((mail) => mail.mail.subject?.includes(doctor.name))?.mail.subject).toBe(`A time opened: Dr. ${doctor.name}, ${date}`);
  });

  it('a longer period in the week: only the added slots, not a booked one nor the ones it had', async () => {
    const doctor = await newDoctor();
    const date = day(4);
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    // Booked under BOOK-2's week, then kept outside the shorter one (HOURS-7).
    const booker = await patient('Bo Booked');
    await booked(t, booker, doctor, date, '14:30');
    const week = none();
    week[weekday] = [{ start: '13:00', end: '14:00' }];
    await saveWeek(doctor, 30, week);
    await t.app.jobs.drain();
    const waiters = [await patient('Ari One'), await patient('Ari Two'), await patient('Ari Three')];
    for (const waiter of waiters) await waitFor(t, waiter, doctor, { days: [date], parts: ['afternoon'] });
    await t.app.jobs.drain();
    expect(await openOffers(t, doctor)).toEqual([]);

    // 13:00-14:00 becomes 13:00-15:30: 14:00, 14:30 (booked) and 15:00 are new.
    week[weekday] = [{ start: '13:00', end: '15:30' }];
    await saveWeek(doctor, 30, week);
    expect(await openingsOf(doctor)).toEqual([`${date} 14:00`, `${date} 14:30`, `${date} 15:00`]);
    await t.app.jobs.drain();
    // Two free new slots: two of the three patients, in the order they joined; the booked 14:30 goes to nobody.
    expect(await heldSlots(doctor)).toEqual({ patients: [waiters[0]?.id, waiters[1]?.id].sort(), times: [`${date} 14:00`, `${date} 15:00`] });
  });

  it('a removed day-off override brings the week back, and its slots are offered', async () => {
    const doctor = await newDoctor();
    const date = day(2);
    await override(doctor, date, []);
    const waiter = await patient('Dee Dayoff');
    await waitFor(t, waiter, doctor, { days: [date], parts: ['morning'] });
    const removed = await injectAs(t.app, doctor, { method: 'DELETE', url: hoursUrl(doctor, `/overrides/${date}`) });
    expect(removed.statusCode).toBe(200);
    await t.app.jobs.drain();
    // One of BOOK-2's morning slots of that date is held for the patient (one offer at a time).
    const offers = await offersOfDoctor(t, doctor);
    expect(offers.map((offer) => [offer.patientId, offer.date, offer.status])).toEqual([[waiter.id, date, 'open']]);
    expect(offers[0]?.time.localeCompare('12:00')).toBe(-1);
  });

  it('a change that adds nothing, or a doctor nobody waits for, opens nothing', async () => {
    const doctor = await newDoctor();
    const date = day(5);
    // Nobody waits: even a new slot length (every slot new) opens nothing.
    const week = none();
    week[new Date(`${date}T12:00:00Z`).getUTCDay()] = [{ start: '09:00', end: '12:00' }];
    await saveWeek(doctor, 20, week);
    expect(await openingsOf(doctor)).toEqual([]);

    const waiter = await patient('Nell Nothing');
    await waitFor(t, waiter, doctor, { days: [date], parts: ['morning'] });
    // Shorter hours on the date: slots go, none comes.
    await override(doctor, date, [{ start: '09:00', end: '10:00' }]);
    expect(await openingsOf(doctor)).toEqual([]);
    await t.app.jobs.drain();
    expect(await openOffers(t, doctor)).toEqual([]);
  });
});

const answerOffer = (account: TestAccount, offerId: string) => injectAs(t.app, account, { method: 'POST', url: `/api/patients/waitlist/offers/${offerId}/accept`, payload: {} });

/** A doctor off on `date` but for `periods`, a patient called `name` waiting for that date's morning, and the offers drained. */
async function heldOn(date: string, periods: { start: string; end: string }[], name: string): Promise<{ doctor: TestAccount; waiter: TestAccount }> {
  const doctor = await newDoctor();
  await override(doctor, date, []);
  const waiter = await patient(name);
  await waitFor(t, waiter, doctor, { days: [date], parts: ['morning'] });
  await override(doctor, date, periods);
  await t.app.jobs.drain();
  return { doctor, waiter };
}

describe('hours that remove a held slot withdraw its offer (WAIT-6)', () => {
  it('the offer is withdrawn at once, its patient told in the bell, and the entry waits for the next slot', async () => {
    const date = day(3);
    const { doctor, waiter } = await heldOn(date, [{ start: '09:00', end: '09:30' }], 'Hana Held');
    const [offer] = await offersOfDoctor(t, doctor);
    expect(offer).toMatchObject({ patientId: waiter.id, date, time: '09:00', status: 'open' });

    // 09:00 goes, 10:00 and 10:30 come: the held 09:00 is withdrawn in the change's own transaction.
    await override(doctor, date, [{ start: '10:00', end: '11:00' }]);
    expect((await offersOfDoctor(t, doctor)).find((row) => row.id === offer?.id)?.status).toBe('withdrawn');
    expect(await gridSlot(t, doctor, date, '09:00')).toBeUndefined();
    const [notice] = await bell(t, waiter, 'appointment.waitlist_withdrawn');
    expect(notice?.body).toContain(`Dr. ${doctor.name}`);
    expect(notice?.body).toContain('You are still on the waitlist.');
    // The withdrawn offer cannot be accepted: 409 offer_closed, and nothing is booked.
    const accepted = await answerOffer(waiter, offer?.id ?? '');
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json<ErrorBody>().error.code).toBe('offer_closed');
    expect(await t.database.db.select({ id: appointments.id }).from(appointments).where(eq(appointments.doctorId, doctor.id))).toEqual([]);
    expect((await waitlistOf(t, waiter)).entries.map((entry) => entry.doctor_id)).toEqual([doctor.id]);

    // The entry waits again: one of the slots the change added is held for this patient (the openings' jobs run in any order).
    await t.app.jobs.drain();
    expect(await heldSlots(doctor)).toEqual({ patients: [waiter.id], times: [expect.stringMatching(new RegExp(`^${date} 10:(00|30)$`))] });
  });

  it('a two-slot hold whose second slot goes is withdrawn; its first slot goes to the next patient it fits', async () => {
    const date = day(4);
    const doctor = await newDoctor();
    const rules = await injectAs(t.app, doctor, { method: 'PUT', url: '/api/doctors/me/booking-rules', payload: { noticeHours: 0, twoSlotVisitTypes: ['New Patient Visit'] } });
    expect(rules.statusCode).toBe(200);
    await override(doctor, date, []);
    const long = await patient('Lena Long');
    await waitFor(t, long, doctor, { days: [date], parts: ['morning'], appointmentType: 'New Patient Visit' });
    await override(doctor, date, [{ start: '09:00', end: '10:00' }]);
    await t.app.jobs.drain();
    expect(await offersOfDoctor(t, doctor)).toEqual([expect.objectContaining({ patientId: long.id, time: '09:00', nextTime: '09:30', status: 'open' })]);
    const short = await patient('Sam Short');
    await waitFor(t, short, doctor, { days: [date], parts: ['morning'] });

    // 09:30 goes: the two-slot visit no longer fits at 09:00.
    await override(doctor, date, [{ start: '09:00', end: '09:30' }]);
    expect((await offersOfDoctor(t, doctor)).map((row) => row.status)).toEqual(['withdrawn']);
    expect(await bell(t, long, 'appointment.waitlist_withdrawn')).toHaveLength(1);
    expect(await openingsOf(doctor)).toContain(`${date} 09:00`);
    await t.app.jobs.drain();
    // 09:00 is offered again, to the patient whose one-slot visit fits, not back to the two-slot one.
    expect(await openOffers(t, doctor)).toEqual([`${short.id}@${date} 09:00`]);
  });

  it('hours that keep the held slot keep its offer', async () => {
    const date = day(5);
    const { doctor, waiter } = await heldOn(date, [{ start: '09:00', end: '09:30' }], 'Kit Kept');
    await override(doctor, date, [{ start: '09:00', end: '11:00' }]);
    expect(await openOffers(t, doctor)).toEqual([`${waiter.id}@${date} 09:00`]);
    expect(await bell(t, waiter, 'appointment.waitlist_withdrawn')).toEqual([]);
  });

  it('an acceptance racing the change books before it or finds the offer closed: never a bookable offer for a slot gone, never a lost booking', async () => {
    const date = day(6);
    const rounds = await Promise.all([0, 1, 2, 3, 4, 5].map((round) => heldOn(date, [{ start: '09:00', end: '09:30' }], `Rory Race ${String(round)}`)));
    const outcomes = await Promise.all(
      rounds.map(async ({ doctor, waiter }, round) => {
        const [offer] = await offersOfDoctor(t, doctor);
        if (offer?.status !== 'open') throw new Error('no offer was held');
        // Both orders: the day off sent first or the acceptance first.
        const dayOff = () => injectAs(t.app, doctor, { method: 'PUT', url: hoursUrl(doctor, `/overrides/${date}`), payload: { periods: [] } });
        const [accepted, changed] = round % 2 === 0 ? await Promise.all([answerOffer(waiter, offer.id), dayOff()]) : (await Promise.all([dayOff(), answerOffer(waiter, offer.id)])).reverse();
        return { doctor, offerId: offer.id, accepted, changed };
      }),
    );
    for (const { doctor, offerId, accepted, changed } of outcomes) {
      expect(changed?.statusCode).toBe(200);
      const status = (await offersOfDoctor(t, doctor)).find((row) => row.id === offerId)?.status;
      const bookings = await t.database.db.select({ id: appointments.id, status: appointments.status }).from(appointments).where(eq(appointments.doctorId, doctor.id));
      const hours = (await injectAs(t.app, doctor, { method: 'GET', url: hoursUrl(doctor) })).json<DoctorHours>();
      if (accepted?.statusCode === 200) {
        // Booked first: the booking stands and is listed outside the new hours for the doctor to decide.
        expect(status).toBe('accepted');
        expect(bookings).toEqual([expect.objectContaining({ status: 'pending' })]);
        expect(hours.outside_hours.map((booking) => booking.id)).toEqual(bookings.map((booking) => booking.id));
      } else {
        expect(accepted?.statusCode).toBe(409);
        expect(accepted?.json<ErrorBody>().error.code).toBe('offer_closed');
        expect(status).toBe('withdrawn');
        expect(bookings).toEqual([]);
        expect(hours.outside_hours).toEqual([]);
      }
    }
    expect(await Promise.all(outcomes.map(({ doctor }) => openOffers(t, doctor)))).toEqual(outcomes.map(() => []));
  });
});
