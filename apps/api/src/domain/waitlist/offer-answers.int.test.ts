import { randomUUID } from 'node:crypto';
import type { ErrorBody } from '@clinvia/contracts';
import { bookingMessages } from '@clinvia/contracts/appointments';
import { offerMessages, type WaitlistOffer } from '@clinvia/contracts/waitlist';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appointments, auditLog, slotOpenings, waitlistEntries } from '../../db/schema';
import { addDays, todayIn } from '../../lib/clinic-time';
import { createDoctor, createPatient, injectAs, type TestAccount } from '../../test/accounts';
import { closeJobsApp, createTestApp, openJobsApp, type TestApp } from '../../test/app';
import { booked, bookSlot, cancelAs, emailedToken, endHold, expectNoFailedOfferJobs, gridSlot, offerDetails, offersOfDoctor, openOffers, waitFor, waitlistOf } from '../../test/offers';
import { signOfferLink } from './offer-links';

// Answering an offer (WAIT-2) through the API: the e-mail's link (GET shows it and changes
// nothing, POST books or declines as the patient it is held for, once) and the signed-in
// routes; a decline or a hold that ran out passes the slot to the next matching entry, never
// back to whoever let it go; with nobody left it is free for everyone. An entry made before
// offers kept no booking details: accepting asks for them.

const zone = 'America/New_York';
let t: TestApp;
let dataDir: string;
let seq = 0;

const day = (offset: number) => addDays(todayIn(zone), offset);
const patient = (name: string) => createPatient(t.database.db, t.config.jwtSecret, name);

beforeAll(async () => {
  ({ t, dataDir } = await openJobsApp('offer-answers', zone, { publicForms: { max: 0, windowSeconds: 600 } }));
});
afterEach(() => expectNoFailedOfferJobs(t));
afterAll(() => closeJobsApp(t, dataDir));

const look = (token: string) => t.app.inject({ method: 'GET', url: `/api/waitlist-offers?token=${encodeURIComponent(token)}` });
const use = (token: string, action: 'accept' | 'decline', details?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/waitlist-offers', payload: { token, action, ...(details === undefined ? {} : { details }) } });
const answer = (account: TestAccount, offerId: string, action: 'accept' | 'decline', payload?: Record<string, unknown>) =>
  injectAs(t.app, account, { method: 'POST', url: `/api/patients/waitlist/offers/${offerId}/${action}`, ...(payload === undefined ? {} : { payload }) });

/**
 * A doctor whose `date` `time` was booked and is cancelled once `waiting` (in that order) are
 * on the waitlist (any day, both parts unless they joined already); answers the doctor and the offer made.
 */
async function offered(date: string, time: string, waiting: TestAccount[], beforeCancel: (doctor: TestAccount) => Promise<void> = () => Promise.resolve()) {
  seq += 1;
  const doctor = await createDoctor(t.database.db, t.config.jwtSecret, `Doctor ${String(seq)}`);
  const canceller = await patient(`Casey Canceller ${String(seq)}`);
  const appointmentId = await booked(t, canceller, doctor, date, time);
  await beforeCancel(doctor);
  for (const account of waiting) await waitFor(t, account, doctor, { parts: ['morning', 'afternoon'] });
  expect((await cancelAs(t, canceller, appointmentId)).statusCode).toBe(200);
  await t.app.jobs.drain();
  const [offer, ...more] = await offersOfDoctor(t, doctor);
  if (!offer || more.length > 0) throw new Error(`expected one offer, found ${String(more.length + (offer ? 1 : 0))}`);
  return { doctor, offer };
}

const appointmentsOf = (account: TestAccount) => t.database.db.select().from(appointments).where(eq(appointments.patientId, account.id));

describe('accepting from the e-mail’s link', () => {
  it('GET shows it ready and changes nothing; POST books it with the entry’s details and the account’s contact, once', async () => {
    const waiter = await patient('Alex Morgan');
    const next = await patient('Blair Next');
    const { doctor, offer } = await offered(day(3), '10:00', [], async (withDoctor) => {
      await waitFor(t, waiter, withDoctor, { appointmentType: 'Follow-up', isInsurance: 'true', insuranceProvider: 'Aetna', insuranceId: 'AET-42' });
      await waitFor(t, next, withDoctor);
    });
    const token = await emailedToken(dataDir, offer.id);

    const shown = await look(token);
    expect(shown.statusCode).toBe(200);
    expect(shown.json<WaitlistOffer>()).toMatchObject({
      id: offer.id,
      state: 'ready',
      message: offerMessages.ready,
      doctor_id: doctor.id,
      doctor_name: doctor.name,
      date: day(3),
      time: '10:00',
      timeZone: zone,
      needs_details: false,
      appointment_id: null,
    });
    expect(shown.body).not.toContain(offerDetails.appointmentReason);
    expect(await appointmentsOf(waiter)).toEqual([]);
    expect(await openOffers(t, doctor)).toEqual([`${waiter.id}@${day(3)} 10:00`]);

    const used = await use(token, 'accept');
    expect(used.statusCode).toBe(200);
    const answered = used.json<WaitlistOffer>();
    // Booked: nothing is left to ask (the entry, gone with the booking, took its details along).
    expect(answered).toMatchObject({ id: offer.id, state: 'booked', message: offerMessages.booked, needs_details: false });
    const [appointment, ...more] = await appointmentsOf(waiter);
    expect(more).toEqual([]);
    expect(answered.appointment_id).toBe(appointment?.id);
    expect(appointment).toMatchObject({
      doctorId: doctor.id,
      appointmentDate: day(3),
      appointmentTime: '10:00',
      status: 'pending',
      appointmentType: 'Follow-up',
      reason: offerDetails.appointmentReason,
      isInsurance: true,
      insuranceProvider: 'Aetna',
      insuranceId: 'AET-42',
      contactName: waiter.name,
      contactEmail: waiter.email,
      contactPhone: '4155550100',
    });
    expect(await offersOfDoctor(t, doctor)).toEqual([expect.objectContaining({ id: offer.id, status: 'accepted', appointmentId: appointment?.id })]);
    expect((await waitlistOf(t, waiter)).entries).toEqual([]);
    const audited = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'waitlist.offer.link.accept'), eq(auditLog.subjectId, offer.id)));
    expect(audited).toEqual([expect.objectContaining({ actorId: waiter.id, patientId: waiter.id })]);

    // Pressed again: the offer is closed, and there is still one appointment.
    const again = await use(token, 'accept');
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorBody>().error).toMatchObject({ code: 'offer_closed', message: offerMessages.alreadyBooked });
    expect(await use(token, 'decline')).toMatchObject({ statusCode: 409 });
    expect(await appointmentsOf(waiter)).toHaveLength(1);
    expect((await look(token)).json<WaitlistOffer>()).toMatchObject({ state: 'booked', appointment_id: appointment?.id });
    // Nothing was passed on: the slot is booked.
    await t.app.jobs.drain();
    expect(await openOffers(t, doctor)).toEqual([]);
  });

  it('answers 404 link_invalid for a tampered or foreign token, never more', async () => {
    const waiter = await patient('Tam Pered');
    const { offer } = await offered(day(4), '09:00', [waiter]);
    const token = await emailedToken(dataDir, offer.id);
    const [payload = '', signature = ''] = token.split('.');
    const flipped = `${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    const otherOffer = `${Buffer.from('00000000-0000-4000-8000-000000000000').toString('base64url')}.${signature}`;
    for (const bad of [flipped, otherOffer]) {
      for (const response of [await look(bad), await use(bad, 'accept')]) {
        expect(response.statusCode).toBe(404);
        expect(response.json<ErrorBody>().error).toEqual({ code: 'link_invalid', message: offerMessages.linkInvalid });
      }
    }
    expect(await appointmentsOf(waiter)).toEqual([]);
  });
});

describe('two presses at once', () => {
  it('book one appointment: the second answers the same booking or 409 offer_closed', async () => {
    const waiter = await patient('Double Clicker');
    const { offer } = await offered(day(7), '14:30', [waiter]);
    const token = await emailedToken(dataDir, offer.id);
    const answers = await Promise.all([use(token, 'accept'), use(token, 'accept'), answer(waiter, offer.id, 'accept', {})]);
    const [appointment, ...more] = await appointmentsOf(waiter);
    expect(more).toEqual([]);
    expect(appointment?.status).toBe('pending');
    for (const response of answers) {
      if (response.statusCode === 200) expect(response.json<WaitlistOffer>()).toMatchObject({ state: 'booked', appointment_id: appointment?.id });
      else expect([response.statusCode, response.json<ErrorBody>().error.code]).toEqual([409, 'offer_closed']);
    }
    expect(answers.filter((response) => response.statusCode === 200).length).toBeGreaterThanOrEqual(1);
  });
});

describe('the links are limited per client, like the visit links', () => {
  it('answers 429 after PUBLIC_FORM_MAX uses from one address, each route counted apart', async () => {
    const limited = await createTestApp({ config: { clinicTimeZone: zone, publicForms: { max: 2, windowSeconds: 600 } } });
    try {
      const token = signOfferLink(limited.config.linkSecret, randomUUID());
      const from = (remoteAddress: string) => ({
        look: () => limited.app.inject({ method: 'GET', url: `/api/waitlist-offers?token=${token}`, remoteAddress }),
        use: () => limited.app.inject({ method: 'POST', url: '/api/waitlist-offers', payload: { token, action: 'decline' }, remoteAddress }),
      });
      const one = from('203.0.113.7');
      const statuses = [await one.look(), await one.look(), await one.look(), await one.use()].map((response) => response.statusCode);
      // An unknown offer: 404 link_invalid until the limit, then 429; the POST has its own budget.
      expect(statuses).toEqual([404, 404, 429, 404]);
      expect((await from('203.0.113.8').look()).statusCode).toBe(404);
    } finally {
      await limited.close();
    }
  });
});

describe('accepting signed in', () => {
  it('is for the patient it is held for: 403 for another, 404 for an unknown offer', async () => {
    const waiter = await patient('Holly Holder');
    const other = await patient('Ollie Other');
    const { offer } = await offered(day(2), '15:00', [waiter]);
    const refused = await answer(other, offer.id, 'accept', {});
    expect(refused.statusCode).toBe(403);
    expect((await answer(other, offer.id, 'decline')).statusCode).toBe(403);
    const unknown = await answer(waiter, '00000000-0000-4000-8000-000000000000', 'accept', {});
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ErrorBody>().error.message).toBe(offerMessages.notFound);
    expect(await appointmentsOf(other)).toEqual([]);

    const accepted = await answer(waiter, offer.id, 'accept', {});
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<WaitlistOffer>()).toMatchObject({ state: 'booked', appointment_id: expect.any(String) as unknown });
    expect(await appointmentsOf(waiter)).toEqual([expect.objectContaining({ appointmentDate: day(2), appointmentTime: '15:00', status: 'pending', appointmentType: 'Consultation' })]);
    expect((await answer(waiter, offer.id, 'accept', {})).json<ErrorBody>().error.code).toBe('offer_closed');
  });
});

describe('declining passes the slot on (WAIT-2)', () => {
  it('by link, then signed in: each next entry gets it, nobody gets it twice, then it is free for everyone', async () => {
    const first = await patient('First Waiter');
    const second = await patient('Second Waiter');
    const { doctor, offer } = await offered(day(5), '11:30', [first, second]);
    expect(offer.patientId).toBe(first.id);
    const declined = await use(await emailedToken(dataDir, offer.id), 'decline');
    expect(declined.statusCode).toBe(200);
    expect(declined.json<WaitlistOffer>()).toMatchObject({ state: 'declined', message: offerMessages.declined });
    await t.app.jobs.drain();
    expect(await openOffers(t, doctor)).toEqual([`${second.id}@${day(5)} 11:30`]);
    // The decliner stays on the waitlist.
    expect((await waitlistOf(t, first)).entries.map((entry) => entry.doctor_id)).toEqual([doctor.id]);
    expect((await waitlistOf(t, first)).offers).toEqual([]);

    const secondOffer = (await waitlistOf(t, second)).offers[0];
    const refused = await answer(second, secondOffer?.id ?? '', 'decline');
    expect(refused.statusCode).toBe(200);
    expect(refused.json<WaitlistOffer>().state).toBe('declined');
    await t.app.jobs.drain();
    // Both said no to this slot: nobody is asked again, and anyone may book it.
    expect((await offersOfDoctor(t, doctor)).map((row) => `${row.patientId === first.id ? 'first' : 'second'} ${row.status}`)).toEqual(['first declined', 'second declined']);
    expect(await gridSlot(t, doctor, day(5), '11:30')).toMatchObject({ held: false, available: true });
    expect((await bookSlot(t, await patient('Walk In'), doctor, day(5), '11:30')).statusCode).toBe(201);
  });
});

describe('a hold that runs out (WAIT-2)', () => {
  it('is expired and passed to the next entry; the late answer is 409; with nobody left the slot is free for everyone', async () => {
    const slow = await patient('Slow Sam');
    const slower = await patient('Slower Sue');
    const { doctor, offer } = await offered(day(6), '13:00', [slow, slower]);
    await endHold(t, offer.id);
    // Past its hold and not passed on yet: the link says so and books nothing.
    const token = await emailedToken(dataDir, offer.id);
    expect((await look(token)).json<WaitlistOffer>()).toMatchObject({ state: 'expired', message: offerMessages.expired });
    const late = await use(token, 'accept');
    expect(late.statusCode).toBe(409);
    expect(late.json<ErrorBody>().error).toMatchObject({ code: 'offer_closed', message: offerMessages.expired });

    await t.app.jobs.drain();
    const rows = await offersOfDoctor(t, doctor);
    expect(rows.map((row) => [row.patientId, row.status])).toEqual([
      [slow.id, 'expired'],
      [slower.id, 'open'],
    ]);
    expect((await waitlistOf(t, slow)).offers).toEqual([]);
    expect((await waitlistOf(t, slow)).entries).toHaveLength(1);
    expect(await appointmentsOf(slow)).toEqual([]);

    await endHold(t, rows[1]?.id ?? '');
    await t.app.jobs.drain();
    expect((await offersOfDoctor(t, doctor)).map((row) => row.status)).toEqual(['expired', 'expired']);
    expect(await gridSlot(t, doctor, day(6), '13:00')).toMatchObject({ held: false, available: true });
    expect((await bookSlot(t, await patient('Walk In'), doctor, day(6), '13:00')).statusCode).toBe(201);
  });
});

describe('an entry without booking details (made before offers)', () => {
  it('is offered the slot; accepting asks for the details, field by field, and books with them', async () => {
    const waiter = await patient('Old Entry');
    const { offer } = await offered(day(2), '09:30', [], async (doctor) => {
      await t.database.db.insert(waitlistEntries).values({ patientId: waiter.id, doctorId: doctor.id, days: null, parts: ['morning'], expiresOn: day(9) });
    });
    expect(offer.patientId).toBe(waiter.id);
    const token = await emailedToken(dataDir, offer.id);
    expect((await look(token)).json<WaitlistOffer>()).toMatchObject({ state: 'ready', needs_details: true });
    expect((await waitlistOf(t, waiter)).offers).toEqual([expect.objectContaining({ id: offer.id, needs_details: true })]);

    const fields = { appointmentType: bookingMessages.typeRequired, appointmentReason: bookingMessages.reasonRequired, isInsurance: bookingMessages.paymentRequired };
    for (const response of [await use(token, 'accept'), await answer(waiter, offer.id, 'accept', {})]) {
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorBody>().error.fields).toEqual(fields);
    }
    const insuredWithout = await use(token, 'accept', { ...offerDetails, isInsurance: 'true' });
    expect(insuredWithout.statusCode).toBe(400);
    expect(insuredWithout.json<ErrorBody>().error.fields).toEqual({ 'details.insuranceProvider': bookingMessages.insuranceProviderRequired, 'details.insuranceId': bookingMessages.insuranceIdRequired });
    expect(await appointmentsOf(waiter)).toEqual([]);

    const details = { appointmentType: 'Annual Physical', appointmentReason: 'Yearly check of blood pressure', isInsurance: 'true', insuranceProvider: 'Cigna', insuranceId: 'CIG-7' };
    const accepted = await answer(waiter, offer.id, 'accept', { details });
    expect(accepted.statusCode).toBe(200);
    expect(await appointmentsOf(waiter)).toEqual([
      expect.objectContaining({ appointmentType: 'Annual Physical', reason: details.appointmentReason, isInsurance: true, insuranceProvider: 'Cigna', insuranceId: 'CIG-7', contactEmail: waiter.email }),
    ]);
  });
});

describe('a two-slot visit (BOOK-20)', () => {
  it('holds the slot after it too: nobody else is offered or books it, accepting books both, and a hold that runs out passes both on', async () => {
    const first = await patient('Nina New');
    const { doctor, offer } = await offered(day(4), '10:00', [], async (withDoctor) => {
      const rules = await injectAs(t.app, withDoctor, { method: 'PUT', url: '/api/doctors/me/booking-rules', payload: { noticeHours: 0, twoSlotVisitTypes: ['New Patient Visit'] } });
      expect(rules.statusCode).toBe(200);
      await waitFor(t, first, withDoctor, { appointmentType: 'New Patient Visit' });
    });
    expect(offer).toMatchObject({ patientId: first.id, time: '10:00', nextTime: '10:30' });
    expect(await gridSlot(t, doctor, day(4), '10:30')).toMatchObject({ held: true, available: false });
    // 10:30 freed again (as any cancellation or time off removed writes it) finds it held: the next entry waits.
    const second = await patient('Colin Consult');
    await waitFor(t, second, doctor);
    await t.database.db.insert(slotOpenings).values({ doctorId: doctor.id, date: day(4), time: '10:30' });
    await t.app.jobs.drain();
    expect(await openOffers(t, doctor)).toEqual([`${first.id}@${day(4)} 10:00`]);
    const outsider = await bookSlot(t, second, doctor, day(4), '10:30');
    expect(outsider.statusCode).toBe(409);
    expect(outsider.json<ErrorBody>().error.code).toBe('slot_held');

    // The hold runs out: 10:00 goes to the next entry (not back to Nina), and 10:30 gets its own
    // turn, where Nina, first in the queue, fits her two-slot visit again (10:30 and 11:00).
    await endHold(t, offer.id);
    await t.app.jobs.drain();
    expect(await openOffers(t, doctor)).toEqual([`${second.id}@${day(4)} 10:00`, `${first.id}@${day(4)} 10:30`]);
    expect(await gridSlot(t, doctor, day(4), '11:00')).toMatchObject({ held: true, available: false });
  });

  it('books the held two-slot visit in one click', async () => {
    const first = await patient('Nora Newcomer');
    const { doctor, offer } = await offered(day(5), '10:00', [], async (withDoctor) => {
      const rules = await injectAs(t.app, withDoctor, { method: 'PUT', url: '/api/doctors/me/booking-rules', payload: { noticeHours: 0, twoSlotVisitTypes: ['New Patient Visit'] } });
      expect(rules.statusCode).toBe(200);
      await waitFor(t, first, withDoctor, { appointmentType: 'New Patient Visit' });
    });
    const accepted = await answer(first, offer.id, 'accept', {});
    expect(accepted.statusCode).toBe(200);
    expect(await appointmentsOf(first)).toEqual([expect.objectContaining({ appointmentTime: '10:00', appointmentType: 'New Patient Visit' })]);
    expect(await gridSlot(t, doctor, day(5), '10:30')).toMatchObject({ taken: true, held: false, available: false });
  });

  it('withdraws the hold when the doctor blocks its second slot, and offers the first slot again', async () => {
    const first = await patient('Nell Newest');
    const { doctor, offer } = await offered(day(6), '10:00', [], async (withDoctor) => {
      const rules = await injectAs(t.app, withDoctor, { method: 'PUT', url: '/api/doctors/me/booking-rules', payload: { noticeHours: 0, twoSlotVisitTypes: ['New Patient Visit'] } });
      expect(rules.statusCode).toBe(200);
      await waitFor(t, first, withDoctor, { appointmentType: 'New Patient Visit' });
    });
    const next = await patient('Nico Next');
    await waitFor(t, next, doctor);
    const blocked = await injectAs(t.app, doctor, { method: 'POST', url: '/api/doctors/me/time-off', payload: { date: day(6), time: '10:30' } });
    expect(blocked.statusCode).toBe(200);
    await t.app.jobs.drain();
    expect((await offersOfDoctor(t, doctor)).find((row) => row.id === offer.id)).toMatchObject({ status: 'withdrawn' });
    // Nell's two-slot visit no longer fits at 10:00; the next entry's one-slot visit does.
    expect(await openOffers(t, doctor)).toEqual([`${next.id}@${day(6)} 10:00`]);
  });
});

describe('a patient who already has an appointment with the doctor (WAIT-5)', () => {
  const confirm = async (doctor: TestAccount, id: string) => {
    const done = await injectAs(t.app, doctor, { method: 'PATCH', url: `/api/doctors/appointments/${id}/status`, payload: { status: 'confirmed' } });
    expect(done.statusCode).toBe(200);
  };

  it('an earlier confirmed visit is never moved: accepting books the waitlist visit, its type and reason, beside it', async () => {
    const waiter = await patient('Pat Earlier');
    let today = '';
    const { offer } = await offered(day(2), '09:30', [], async (withDoctor) => {
      today = await booked(t, waiter, withDoctor, day(1), '14:30', { appointmentType: 'Consultation', appointmentReason: 'Chest tightness when climbing stairs' });
      await confirm(withDoctor, today);
      await waitFor(t, waiter, withDoctor, { appointmentType: 'Follow-up', appointmentReason: 'Blood pressure check after new medicine' });
    });
    const token = await emailedToken(dataDir, offer.id);
    expect((await look(token)).json<WaitlistOffer>()).toMatchObject({ state: 'ready', moves_appointment: null });

    const accepted = await use(token, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<WaitlistOffer>()).toMatchObject({ state: 'booked', message: offerMessages.booked });
    const visits = await appointmentsOf(waiter);
    expect(visits).toHaveLength(2);
    expect(visits.find((row) => row.id === today)).toMatchObject({ appointmentDate: day(1), appointmentTime: '14:30', status: 'confirmed', reason: 'Chest tightness when climbing stairs' });
    expect(visits.find((row) => row.id !== today)).toMatchObject({
      appointmentDate: day(2),
      appointmentTime: '09:30',
      status: 'pending',
      appointmentType: 'Follow-up',
      reason: 'Blood pressure check after new medicine',
    });
  });

  it('a later visit is named and may be moved instead; moved, a confirmed visit stays confirmed, the wait ends and its old time goes to the next patient', async () => {
    const waiter = await patient('Mia Mover');
    const next = await patient('Ned Next');
    let later = '';
    const { doctor, offer } = await offered(day(2), '09:30', [], async (withDoctor) => {
      later = await booked(t, waiter, withDoctor, day(8), '11:00', { appointmentType: 'Annual Physical' });
      await confirm(withDoctor, later);
      await waitFor(t, waiter, withDoctor);
      await waitFor(t, next, withDoctor, { parts: ['morning'] });
    });
    const token = await emailedToken(dataDir, offer.id);
    expect((await look(token)).json<WaitlistOffer>()).toMatchObject({
      state: 'ready',
      needs_details: false,
      moves_appointment: { id: later, date: day(8), time: '11:00', appointment_type: 'Annual Physical', status: 'confirmed' },
    });

    // Only the named visit moves.
    const wrong = await answer(waiter, offer.id, 'accept', { move: randomUUID() });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json<ErrorBody>().error).toMatchObject({ code: 'move_unavailable', message: offerMessages.moveGone });

    const accepted = await answer(waiter, offer.id, 'accept', { move: later });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<WaitlistOffer>()).toMatchObject({ state: 'booked', message: offerMessages.movedConfirmed, appointment_id: later, moves_appointment: null });
    expect(await appointmentsOf(waiter)).toEqual([expect.objectContaining({ id: later, appointmentDate: day(2), appointmentTime: '09:30', status: 'confirmed' })]);
    expect((await waitlistOf(t, waiter)).entries).toEqual([]);
    await t.app.jobs.drain();
    expect(await openOffers(t, doctor)).toEqual([`${next.id}@${day(8)} 11:00`]);
  });

  it('a later pending visit moved stays pending; accepting without choosing to move books a second visit', async () => {
    const mover = await patient('Pia Pending');
    let later = '';
    const first = await offered(day(3), '09:00', [], async (withDoctor) => {
      later = await booked(t, mover, withDoctor, day(9), '10:00');
      await waitFor(t, mover, withDoctor);
    });
    const moved = await answer(mover, first.offer.id, 'accept', { move: later });
    expect(moved.json<WaitlistOffer>()).toMatchObject({ state: 'booked', message: offerMessages.moved });
    expect(await appointmentsOf(mover)).toEqual([expect.objectContaining({ id: later, appointmentDate: day(3), appointmentTime: '09:00', status: 'pending' })]);

    const booker = await patient('Bo Both');
    const second = await offered(day(3), '10:00', [], async (withDoctor) => {
      await booked(t, booker, withDoctor, day(9), '10:00');
      await waitFor(t, booker, withDoctor);
    });
    const both = await answer(booker, second.offer.id, 'accept', {});
    expect(both.json<WaitlistOffer>()).toMatchObject({ state: 'booked', message: offerMessages.booked });
    expect((await appointmentsOf(booker)).map((row) => `${row.appointmentDate} ${row.appointmentTime}`).sort()).toEqual([`${day(3)} 10:00`, `${day(9)} 10:00`]);
  });
});
