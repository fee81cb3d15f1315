import type { ErrorBody } from '@clinvia/contracts';
import { offerMessages } from '@clinvia/contracts/waitlist';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { slotInWords } from '@clinvia/contracts/notifications';
import { slotOpenings, users } from '../../db/schema';
import { noticeWords } from '../messages/notice-words';
import { addDays, todayIn } from '../../lib/clinic-time';
import { createDoctor, createPatient, injectAs, type TestAccount } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { placeAppointment } from '../../test/appointments';
import { bell, booked, cancelAs, failedOfferJobs, gridSlot, offersOfDoctor, openOffers, waitFor, waitlistOf } from '../../test/offers';

// What frees a slot for the waitlist (WAIT-2), through the API: a doctor's decline of a request,
// a reschedule away, time off removed (one slot, a whole day, one slot of a day off) and both
// slots of a two-slot visit; a no-show frees nothing. What takes an offer away: the doctor
// blocking the time (the patient is told), the patient leaving the waitlist or booking another
// time with the doctor (both pass it to the next patient).

const zone = 'America/New_York';
let t: TestApp;
let seq = 0;

const day = (offset: number) => addDays(todayIn(zone), offset);
const patient = (name: string) => createPatient(t.database.db, t.config.jwtSecret, name);
const key = (account: TestAccount | undefined, date: string, time: string) => `${account?.id ?? 'nobody'}@${date} ${time}`;

async function newDoctor(): Promise<TestAccount> {
  seq += 1;
  return createDoctor(t.database.db, t.config.jwtSecret, `Doctor ${String(seq)}`);
}

/** Patients on the doctor's waitlist, in this order (any day, both parts unless told). */
async function waiting(doctor: TestAccount, count: number, choice: Record<string, unknown> = {}): Promise<TestAccount[]> {
  const accounts: TestAccount[] = [];
  for (let i = 0; i < count; i++) {
    const account = await patient(`Waiter ${String(seq)}-${String(i)}`);
    await waitFor(t, account, doctor, { parts: ['morning', 'afternoon'], ...choice });
    accounts.push(account);
  }
  return accounts;
}

const timeOff = (doctor: TestAccount, method: 'POST' | 'DELETE', date: string, time?: string) =>
  method === 'POST'
    ? injectAs(t.app, doctor, { method, url: '/api/doctors/me/time-off', payload: { date, ...(time === undefined ? {} : { time }) } })
    : injectAs(t.app, doctor, { method, url: `/api/doctors/me/time-off?date=${date}${time === undefined ? '' : `&time=${time}`}` });

beforeAll(async () => {
  t = await createTestApp({ config: { clinicTimeZone: zone, jobs: { worker: true, autoStart: false } } });
  await t.app.ready();
});

afterEach(async () => {
  expect(await failedOfferJobs(t)).toEqual([]);
});

afterAll(async () => {
  await t.close();
});

describe('slots freed for the waitlist', () => {
  it('by the doctor declining a request', async () => {
    const doctor = await newDoctor();
    const requestId = await booked(t, await patient('Rae Request'), doctor, day(2), '10:30');
    const [waiter] = await waiting(doctor, 1);
    const declined = await injectAs(t.app, doctor, { method: 'PATCH', url: `/api/doctors/appointments/${requestId}/status`, payload: { status: 'cancelled', reason: 'Please see a dermatologist' } });
    expect(declined.statusCode).toBe(200);
    await t.app.jobs.drain();
    expect(await openOffers(t, doctor)).toEqual([key(waiter, day(2), '10:30')]);
  });

  it('by a reschedule away: the old time is offered, the new one is not', async () => {
    const doctor = await newDoctor();
    const mover = await patient('Mo Mover');
    const appointmentId = await booked(t, mover, doctor, day(2), '14:00');
    const [waiter] = await waiting(doctor, 1);
    const moved = await injectAs(t.app, mover, { method: 'PUT', url: `/api/patients/reschedule-appointment/${appointmentId}`, payload: { date: day(4), time: '14:30' } });
    expect(moved.statusCode).toBe(200);
    await t.app.jobs.drain();
    expect(await openOffers(t, doctor)).toEqual([key(waiter, day(2), '14:00')]);
  });

  it('by time off removed: one slot, a whole day, and one slot of a day off', async () => {
    const doctor = await newDoctor();
    expect((await timeOff(doctor, 'POST', day(3), '09:00')).statusCode).toBe(200);
    expect((await timeOff(doctor, 'POST', day(4))).statusCode).toBe(200);
    expect((await timeOff(doctor, 'POST', day(5))).statusCode).toBe(200);
    const [forSlot] = await waiting(doctor, 1, { days: [day(3)] });
    const forDay = await waiting(doctor, 2, { days: [day(4)], parts: ['afternoon'] });
    const [forDayOff] = await waiting(doctor, 1, { days: [day(5)] });

    expect((await timeOff(doctor, 'DELETE', day(3), '09:00')).statusCode).toBe(200);
    await t.app.jobs.drain();
    expect(await openOffers(t, doctor)).toEqual([key(forSlot, day(3), '09:00')]);

    // The whole day: each afternoon patient is held one of its slots (one each, at most).
    expect((await timeOff(doctor, 'DELETE', day(4))).statusCode).toBe(200);
    await t.app.jobs.drain();
    const dayOffers = (await offersOfDoctor(t, doctor)).filter((offer) => offer.date === day(4));
    expect(dayOffers.map((offer) => offer.patientId).sort()).toEqual(forDay.map((account) => account.id).sort());
    for (const offer of dayOffers) expect(offer.time >= '13:00').toBe(true);

    // One slot of a day off: that slot only; the rest of the day stays off.
    expect((await timeOff(doctor, 'DELETE', day(5), '11:00')).statusCode).toBe(200);
    await t.app.jobs.drain();
    expect((await openOffers(t, doctor)).filter((offer) => offer.includes(`@${day(5)} `))).toEqual([key(forDayOff, day(5), '11:00')]);
  });

  it('both slots of a cancelled two-slot visit, one patient each', async () => {
    const doctor = await newDoctor();
    const rules = await injectAs(t.app, doctor, { method: 'PUT', url: '/api/doctors/me/booking-rules', payload: { noticeHours: 0, twoSlotVisitTypes: ['New Patient Visit'] } });
    expect(rules.statusCode).toBe(200);
    const canceller = await patient('Nia New');
    const appointmentId = await booked(t, canceller, doctor, day(3), '13:00', { appointmentType: 'New Patient Visit' });
    const waiters = await waiting(doctor, 3, { parts: ['afternoon'] });
    expect((await cancelAs(t, canceller, appointmentId)).statusCode).toBe(200);
    await t.app.jobs.drain();
    const offers = await offersOfDoctor(t, doctor);
    expect(offers.map((offer) => offer.time).sort()).toEqual(['13:00', '13:30']);
    expect(offers.map((offer) => offer.patientId).sort()).toEqual(waiters.slice(0, 2).map((account) => account.id).sort());
  });

  it('never by a no-show', async () => {
    const doctor = await newDoctor();
    const missed = await placeAppointment(t.database.db, await patient('Nolan Show'), doctor, day(-1), '09:00', 'confirmed');
    await waiting(doctor, 1);
    const marked = await injectAs(t.app, doctor, { method: 'PATCH', url: `/api/doctors/appointments/${missed.id}/status`, payload: { status: 'no_show' } });
    expect(marked.statusCode).toBe(200);
    expect(await t.database.db.select().from(slotOpenings).where(eq(slotOpenings.doctorId, doctor.id))).toEqual([]);
    await t.app.jobs.drain();
    expect(await offersOfDoctor(t, doctor)).toEqual([]);
  });
});

describe('offers taken away', () => {
  /** A doctor whose `time` on day 2 is held for the first of two waiting patients. */
  async function held(time: string) {
    const doctor = await newDoctor();
    const canceller = await patient('Casey Canceller');
    const appointmentId = await booked(t, canceller, doctor, day(2), time);
    const [holder, next] = await waiting(doctor, 2);
    if (!holder || !next) throw new Error('two patients wait');
    expect((await cancelAs(t, canceller, appointmentId)).statusCode).toBe(200);
    await t.app.jobs.drain();
    const [offer] = await offersOfDoctor(t, doctor);
    expect(offer?.patientId).toBe(holder.id);
    return { doctor, holder, next, offerId: offer?.id ?? '' };
  }

  it('by the doctor blocking the held time: withdrawn, the patient told, nothing passed on', async () => {
    const { doctor, holder, offerId } = await held('09:30');
    expect((await timeOff(doctor, 'POST', day(2), '09:30')).statusCode).toBe(200);
    expect(await offersOfDoctor(t, doctor)).toEqual([expect.objectContaining({ id: offerId, status: 'withdrawn' })]);
    const [notice] = await bell(t, holder, 'appointment.waitlist_withdrawn');
    expect(notice?.body).toContain('is no longer available. You are still on the waitlist.');
    expect(await gridSlot(t, doctor, day(2), '09:30')).toMatchObject({ blocked: true, held: false, available: false });
    const late = await injectAs(t.app, holder, { method: 'POST', url: `/api/patients/waitlist/offers/${offerId}/accept`, payload: {} });
    expect(late.statusCode).toBe(409);
    expect(late.json<ErrorBody>().error).toMatchObject({ code: 'offer_closed', message: offerMessages.withdrawn });
    await t.app.jobs.drain();
    expect(await openOffers(t, doctor)).toEqual([]);
    expect((await waitlistOf(t, holder)).entries).toHaveLength(1);
  });

  it('tells the patient in their language: the time held, then withdrawn (I18N-10)', async () => {
    const doctor = await newDoctor();
    const canceller = await patient('Casey Canceller');
    const appointmentId = await booked(t, canceller, doctor, day(2), '14:30');
    const hablante = await patient('Lucía Fernández');
    await t.database.db.update(users).set({ language: 'es' }).where(eq(users.id, hablante.id));
    await waitFor(t, hablante, doctor, { parts: ['morning', 'afternoon'] });
    expect((await cancelAs(t, canceller, appointmentId)).statusCode).toBe(200);
    await t.app.jobs.drain();
    const slot = noticeWords.es.slot(day(2), '14:30');
    const [offered] = await bell(t, hablante, 'appointment.waitlist_offer');
    expect(offered).toMatchObject({
      title: 'Se liberó un horario para usted',
      body: `Se liberó un horario con Dr. ${doctor.name} el ${slot}, y se lo reservamos durante ${String(t.config.offerHoldMinutes)} minutos. Prográmelo desde su página de citas o desde el correo electrónico que le enviamos.`,
    });
    expect((await timeOff(doctor, 'POST', day(2), '14:30')).statusCode).toBe(200);
    const [withdrawn] = await bell(t, hablante, 'appointment.waitlist_withdrawn');
    expect(withdrawn).toMatchObject({ title: 'Un horario reservado ya no está disponible', body: `El horario con Dr. ${doctor.name} del ${slot} que le reservamos ya no está disponible. Usted sigue en la lista de espera.` });
  });

  it('tells an English-speaking patient in English (I18N-10)', async () => {
    const { doctor, holder } = await held('15:00');
    const [offered] = await bell(t, holder, 'appointment.waitlist_offer');
    expect(offered?.body).toBe(`A time with Dr. ${doctor.name} on ${slotInWords(day(2), '15:00')} is free, and we are holding it for you for ${String(t.config.offerHoldMinutes)} minutes. Book it from your appointments page or the e-mail we sent.`);
    expect((await timeOff(doctor, 'POST', day(2), '15:00')).statusCode).toBe(200);
    const [withdrawn] = await bell(t, holder, 'appointment.waitlist_withdrawn');
    expect(withdrawn).toMatchObject({ title: 'A held time is no longer available', body: `The time with Dr. ${doctor.name} on ${slotInWords(day(2), '15:00')} that we held for you is no longer available. You are still on the waitlist.` });
  });

  it('by the patient leaving the waitlist: passed to the next patient', async () => {
    const { doctor, holder, next, offerId } = await held('11:00');
    const [entry] = (await waitlistOf(t, holder)).entries;
    expect((await injectAs(t.app, holder, { method: 'DELETE', url: `/api/patients/waitlist/entry/${entry?.id ?? ''}` })).statusCode).toBe(200);
    await t.app.jobs.drain();
    expect((await offersOfDoctor(t, doctor)).map((offer) => [offer.id === offerId ? 'left' : offer.patientId, offer.status])).toEqual([
      ['left', 'withdrawn'],
      [next.id, 'open'],
    ]);
  });

  it('by the patient booking another time with the doctor: passed to the next patient', async () => {
    const { doctor, holder, next, offerId } = await held('15:30');
    await booked(t, holder, doctor, day(6), '09:00');
    await t.app.jobs.drain();
    expect((await offersOfDoctor(t, doctor)).map((offer) => [offer.id === offerId ? 'booked elsewhere' : offer.patientId, offer.status])).toEqual([
      ['booked elsewhere', 'withdrawn'],
      [next.id, 'open'],
    ]);
    expect(await openOffers(t, doctor)).toEqual([key(next, day(2), '15:30')]);
  });
});
