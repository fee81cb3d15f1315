import type { ErrorBody } from '@clinvia/contracts';
import { bookingMessages, slotConflicts } from '@clinvia/contracts/appointments';
import { waitlistMessages, type WaitlistEntry } from '@clinvia/contracts/waitlist';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { waitlistEntries } from '../../db/schema';
import { addDays, todayIn } from '../../lib/clinic-time';
import { createDoctor, createPatient, injectAs, type TestAccount } from '../../test/accounts';
import { closeJobsApp, openJobsApp, type TestApp } from '../../test/app';
import { bell, booked, bookSlot, cancelAs, expectNoFailedOfferJobs, gridSlot, joinWaitlist, offerDetails, offersOfDoctor, openOffers, waitFor, waitlistOf } from '../../test/offers';
import { outboxMails } from '../../test/outbox';
import { readOfferLink } from './offer-links';

// WAIT-2 through the API: joining keeps the booking details an offer's one click needs; a
// patient's cancellation, run by the jobs worker, holds the slot for the earliest matching
// entry (by join time, day, part of day; not someone busy then, not an expired entry), rings
// the bell and e-mails the two signed links; the grid shows the slot held and nobody else can
// book or move into it, while its holder can.

const zone = 'America/New_York';
let t: TestApp;
let dataDir: string;
let seq = 0;

const day = (offset: number) => addDays(todayIn(zone), offset);
const patient = (name: string) => createPatient(t.database.db, t.config.jwtSecret, name);
const doctor = (name = 'Maya Patel') => createDoctor(t.database.db, t.config.jwtSecret, name);
const slotKey = (account: TestAccount, date: string, time: string) => `${account.id}@${date} ${time}`;

beforeAll(async () => {
  ({ t, dataDir } = await openJobsApp('offers', zone));
});
afterEach(() => expectNoFailedOfferJobs(t));
afterAll(() => closeJobsApp(t, dataDir));

/** A doctor with a fresh waitlist, and a patient booked at `date` `time` who will cancel. */
async function bookedDoctor(date: string, time: string, name?: string) {
  seq += 1;
  const withDoctor = await doctor(name ?? `Doctor ${String(seq)}`);
  const canceller = await patient(`Casey Canceller ${String(seq)}`);
  const appointmentId = await booked(t, canceller, withDoctor, date, time);
  await t.app.jobs.drain();
  return { doctor: withDoctor, canceller, appointmentId };
}

async function cancelAndOffer(canceller: TestAccount, appointmentId: string): Promise<void> {
  expect((await cancelAs(t, canceller, appointmentId)).statusCode).toBe(200);
  await t.app.jobs.drain();
}

describe('joining keeps what an offer books (WAIT-2)', () => {
  it('refuses a join without the visit type, reason or payment, field by field', async () => {
    const withDoctor = await doctor();
    const pat = await patient('Alex Morgan');
    const missing = await injectAs(t.app, pat, { method: 'POST', url: '/api/patients/waitlist', payload: { doctorId: withDoctor.id, anyDay: true, parts: ['morning'] } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<ErrorBody>().error.fields).toEqual({
      appointmentType: bookingMessages.typeRequired,
      appointmentReason: bookingMessages.reasonRequired,
      isInsurance: bookingMessages.paymentRequired,
    });
    const bad = await joinWaitlist(t, pat, withDoctor, { appointmentType: 'Surgery', appointmentReason: 'ache', isInsurance: 'maybe' });
    expect(bad.json<ErrorBody>().error.fields).toEqual({
      appointmentType: bookingMessages.typeRequired,
      appointmentReason: bookingMessages.reasonTooShort,
      isInsurance: bookingMessages.paymentRequired,
    });
    expect(await waitlistOf(t, pat)).toEqual({ entries: [], offers: [] });
  });

  it('needs the provider and the insurance id when insured, and keeps them; self-pay keeps none', async () => {
    const withDoctor = await doctor();
    const pat = await patient('Alex Morgan');
    const insured = await joinWaitlist(t, pat, withDoctor, { isInsurance: 'true', insuranceProvider: ' ', insuranceId: '' });
    expect(insured.statusCode).toBe(400);
    expect(insured.json<ErrorBody>().error.fields).toEqual({ insuranceProvider: bookingMessages.insuranceProviderRequired, insuranceId: bookingMessages.insuranceIdRequired });

    const joined = await joinWaitlist(t, pat, withDoctor, { appointmentType: 'Follow-up', isInsurance: 'true', insuranceProvider: 'Aetna', insuranceId: 'AET-42' });
    expect(joined.statusCode).toBe(201);
    const entryId = joined.json<{ entry: WaitlistEntry }>().entry.id;
    const stored = async () => (await t.database.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, entryId)))[0];
    expect(await stored()).toMatchObject({ visitType: 'Follow-up', reason: offerDetails.appointmentReason, isInsurance: true, insuranceProvider: 'Aetna', insuranceId: 'AET-42' });

    // Joining again replaces the details too; a self-pay entry drops the insurance it was sent.
    const selfPay = await joinWaitlist(t, pat, withDoctor, { isInsurance: 'false', insuranceProvider: 'Aetna', insuranceId: 'AET-42' });
    expect(selfPay.json<{ message: string }>().message).toBe(waitlistMessages.updated);
    expect(await stored()).toMatchObject({ visitType: 'Consultation', isInsurance: false, insuranceProvider: null, insuranceId: null });
  });
});

describe('a cancelled slot offered to the waitlist (WAIT-2)', () => {
  it('holds it for the earliest entry: bell, one e-mail with both links, held on the grid, refused to others', async () => {
    // A name with markup characters: the HTML part must escape it.
    const { doctor: withDoctor, canceller, appointmentId } = await bookedDoctor(day(2), '10:00', 'Maya <O’Neil> & "Co"');
    const first = await patient('Alex Morgan');
    const second = await patient('Blair Second');
    await waitFor(t, first, withDoctor, { days: [day(2)] });
    await waitFor(t, second, withDoctor);
    const before = Date.now();
    await cancelAndOffer(canceller, appointmentId);

    const [offer, ...more] = await offersOfDoctor(t, withDoctor);
    expect(more).toEqual([]);
    expect(offer).toMatchObject({ patientId: first.id, date: day(2), time: '10:00', status: 'open', appointmentId: null });
    // The hold: OFFER_HOLD_MINUTES (15) from the offer.
    const holdMinutes = ((offer?.expiresAt.getTime() ?? 0) - before) / 60_000;
    expect(holdMinutes).toBeGreaterThan(14.5);
    expect(holdMinutes).toBeLessThan(15.5);
    expect(offer?.emailedAt).not.toBeNull();

    const [notice, ...moreNotices] = await bell(t, first, 'appointment.waitlist_offer');
    expect(moreNotices).toEqual([]);
    expect(notice?.title).toBe('A time opened for you');
    expect(notice?.body).toContain(`Dr. ${withDoctor.name}`);
    expect(notice?.body).toContain('10:00 AM');
    expect(notice?.link).toBe('/appointments');
    expect(await bell(t, second, 'appointment.waitlist_offer')).toEqual([]);

    const mails = await outboxMails(dataDir, (file) => file.startsWith('waitlist-offer-'));
    expect(mails.map((mail) => mail.mail.to && !Array.isArray(mail.mail.to) ? mail.mail.to.text : '')).toEqual([first.email]);
    const mail = mails[0]?.mail;
    if (!mail || !offer) throw new Error('no offer e-mail');
    expect(mail.subject).toBe(`A time opened: Dr. ${withDoctor.name}, ${day(2)}`);
    const text = mail.text ?? '';
    const html = String(mail.html);
    // The clinic's time in words, with its zone and offset.
    const longDay = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day(2)}T00:00:00Z`));
    expect(text).toMatch(new RegExp(`When: ${longDay} at 10:00 AM Eastern time \\(America/New_York, UTC-0[45]:00\\)`));
    expect(html).toContain(longDay);
    expect(html).toContain('Dr. Maya &lt;O’Neil&gt; &amp; &quot;Co&quot;');
    expect(html).not.toContain('<O’Neil>');
    // Until when it is held, on the clock of the doctor's location, named (TIME-5).
    const until = new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit' }).format(offer.expiresAt);
    expect(text).toContain(`holding it for you until ${until} Eastern time`);
    // Both links, in the text and as the HTML's anchors, to APP_URL's pages with a token naming this offer.
    const textLinks = [...text.matchAll(/https?:\/\/\S+/g)].map((match) => new URL(match[0]));
    const htmlLinks = [...html.matchAll(/href="([^"]+)"/g)].map((match) => new URL((match[1] ?? '').replaceAll('&amp;', '&')));
    for (const links of [textLinks, htmlLinks]) {
      const book = links.find((link) => link.pathname === '/offer/book');
      const decline = links.find((link) => link.pathname === '/offer/decline');
      expect(book?.origin).toBe(t.config.appUrl);
      expect(readOfferLink(t.config.linkSecret, book?.searchParams.get('token') ?? '')).toBe(offer.id);
      expect(readOfferLink(t.config.linkSecret, decline?.searchParams.get('token') ?? '')).toBe(offer.id);
    }
    for (const body of [text, html]) expect(body).not.toContain(offerDetails.appointmentReason);
    // Drained again: no second e-mail, no second offer.
    await t.app.jobs.drain();
    expect(await outboxMails(dataDir, (file) => file.startsWith('waitlist-offer-'))).toHaveLength(1);
    expect(await offersOfDoctor(t, withDoctor)).toHaveLength(1);

    // The patient's page lists it, ready and with nothing to ask.
    expect((await waitlistOf(t, first)).offers).toEqual([expect.objectContaining({ id: offer.id, state: 'ready', needs_details: false, date: day(2), time: '10:00', timeZone: zone })]);
    expect((await waitlistOf(t, second)).offers).toEqual([]);

    expect(await gridSlot(t, withDoctor, day(2), '10:00')).toMatchObject({ taken: false, held: true, available: false });
    const other = await patient('Drew Other');
    const refused = await bookSlot(t, other, withDoctor, day(2), '10:00');
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().error).toMatchObject({ code: 'slot_held', message: slotConflicts.slot_held });
    const theirs = await booked(t, other, withDoctor, day(5), '11:00');
    const moved = await injectAs(t.app, other, { method: 'PUT', url: `/api/patients/reschedule-appointment/${theirs}`, payload: { date: day(2), time: '10:00' } });
    expect(moved.statusCode).toBe(409);
    expect(moved.json<ErrorBody>().error.code).toBe('slot_held');
  });

  it('goes by join time: joining again goes to the back of the line', async () => {
    const { doctor: withDoctor, canceller, appointmentId } = await bookedDoctor(day(3), '09:30');
    const early = await patient('Early Bird');
    const late = await patient('Late Comer');
    await waitFor(t, early, withDoctor);
    await waitFor(t, late, withDoctor);
    // Early changes their days: a new join time, after Late's.
    await waitFor(t, early, withDoctor, { days: [day(3)] });
    await cancelAndOffer(canceller, appointmentId);
    expect(await openOffers(t, withDoctor)).toEqual([slotKey(late, day(3), '09:30')]);
  });

  it('skips an afternoon-only entry, one for other days, one that ended before the day, an expired one and a patient busy then', async () => {
    const { doctor: withDoctor, canceller, appointmentId } = await bookedDoctor(day(4), '11:00');
    const afternoon = await patient('Only Afternoons');
    const otherDays = await patient('Other Days');
    const endsBefore = await patient('Ends Before');
    const expired = await patient('Long Expired');
    const busy = await patient('Busy Then');
    const matching = await patient('Right Match');
    await waitFor(t, afternoon, withDoctor, { parts: ['afternoon'] });
    await waitFor(t, otherDays, withDoctor, { days: [day(3), day(5)], parts: ['morning', 'afternoon'] });
    await waitFor(t, endsBefore, withDoctor);
    await waitFor(t, expired, withDoctor);
    await waitFor(t, busy, withDoctor);
    await waitFor(t, matching, withDoctor, { days: [day(4)], parts: ['afternoon', 'morning'] });
    // Any day, but only up to day 3 (as if joined when the window ended then); any day, ended yesterday.
    await t.database.db.update(waitlistEntries).set({ expiresOn: day(3) }).where(eq(waitlistEntries.patientId, endsBefore.id));
    await t.database.db.update(waitlistEntries).set({ expiresOn: day(-1) }).where(eq(waitlistEntries.patientId, expired.id));
    // An appointment at that very time, with another doctor.
    await booked(t, busy, await doctor('Noor Elsewhere'), day(4), '11:00');
    await cancelAndOffer(canceller, appointmentId);
    expect(await openOffers(t, withDoctor)).toEqual([slotKey(matching, day(4), '11:00')]);
  });

  it('passes over an entry whose visit type takes two slots when the slot after is not free, and books it when it is', async () => {
    const { doctor: withDoctor, canceller, appointmentId } = await bookedDoctor(day(3), '09:00');
    const rules = await injectAs(t.app, withDoctor, { method: 'PUT', url: '/api/doctors/me/booking-rules', payload: { noticeHours: 0, twoSlotVisitTypes: ['New Patient Visit'] } });
    expect(rules.statusCode).toBe(200);
    await booked(t, await patient('Next Slot Taken'), withDoctor, day(3), '09:30');
    const newPatient = await patient('Nina New');
    const consultation = await patient('Colin Consult');
    await waitFor(t, newPatient, withDoctor, { appointmentType: 'New Patient Visit' });
    await waitFor(t, consultation, withDoctor);
    // 09:00 alone cannot take a New Patient Visit (09:30 is booked): the one-slot visit gets it.
    await cancelAndOffer(canceller, appointmentId);
    expect(await openOffers(t, withDoctor)).toEqual([slotKey(consultation, day(3), '09:00')]);

    // 10:30 with 11:00 free: the earlier entry's New Patient Visit fits, and its one click books both slots.
    const second = await booked(t, canceller, withDoctor, day(3), '10:30');
    await cancelAndOffer(canceller, second);
    const [offer] = (await waitlistOf(t, newPatient)).offers;
    expect(offer).toMatchObject({ date: day(3), time: '10:30' });
    const accepted = await injectAs(t.app, newPatient, { method: 'POST', url: `/api/patients/waitlist/offers/${offer?.id ?? ''}/accept`, payload: {} });
    expect(accepted.statusCode).toBe(200);
    expect(await gridSlot(t, withDoctor, day(3), '11:00')).toMatchObject({ taken: true });
  });

  it('keeps the slot free for everyone when no entry matches', async () => {
    const { doctor: withDoctor, canceller, appointmentId } = await bookedDoctor(day(4), '14:00');
    await waitFor(t, await patient('Only Mornings'), withDoctor);
    await cancelAndOffer(canceller, appointmentId);
    expect(await offersOfDoctor(t, withDoctor)).toEqual([]);
    expect(await gridSlot(t, withDoctor, day(4), '14:00')).toMatchObject({ held: false, available: true });
  });

  it('lets its holder book it through the normal booking route: the offer is accepted', async () => {
    const { doctor: withDoctor, canceller, appointmentId } = await bookedDoctor(day(2), '13:30');
    const holder = await patient('Holly Holder');
    await waitFor(t, holder, withDoctor, { parts: ['afternoon'] });
    await cancelAndOffer(canceller, appointmentId);
    const appointment = await booked(t, holder, withDoctor, day(2), '13:30');
    expect(await offersOfDoctor(t, withDoctor)).toEqual([expect.objectContaining({ patientId: holder.id, status: 'accepted', appointmentId: appointment })]);
    expect((await waitlistOf(t, holder)).entries).toEqual([]);
    expect(await gridSlot(t, withDoctor, day(2), '13:30')).toMatchObject({ taken: true, held: false, available: false });
  });

  it('offers nothing for a doctor who stopped taking appointments', async () => {
    const { doctor: withDoctor, canceller, appointmentId } = await bookedDoctor(day(3), '10:30');
    await waitFor(t, await patient('Wendy Waiting'), withDoctor);
    const off = await injectAs(t.app, withDoctor, { method: 'PUT', url: '/api/doctors/me/availability', payload: { available: false } });
    expect(off.statusCode).toBe(200);
    await cancelAndOffer(canceller, appointmentId);
    expect(await offersOfDoctor(t, withDoctor)).toEqual([]);
  });
});
