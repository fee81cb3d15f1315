import { rm } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appointmentMessages, dependents, doctors, locations, users, visitTypes } from '../../db/schema';
import { addDays, clinicNow, todayIn } from '../../lib/clinic-time';
import { bookingOf, createDoctor, createPatient, createStaff, type TestAccount } from '../../test/accounts';
import { closeJobsApp, openJobsApp, type TestApp } from '../../test/app';
import { placeAppointment } from '../../test/appointments';
import { clearOutbox, outboxMails, parseEvent, type OutboxMail } from '../../test/outbox';
import { book, changeStatus, reschedule } from '../lifecycle/lifecycle';
import type { LifecycleActor } from '../lifecycle/rules';

// LIFE-7 and TIME-4: each transition's e-mail, read back as a mail client reads it (mailparser)
// with its .ics read by ical.js: plain text and HTML, the clinic's time with its offset, no
// reason text, one UID per appointment with a rising SEQUENCE, REQUEST or CANCEL; the .ics start
// is the instant the e-mail states, also for a booking made before a DST change for a slot after it.

const zone = 'America/New_York';
let t: TestApp;
let dataDir: string;
let doctor: TestAccount;
let patient: TestAccount;
let staffMember: TestAccount;
const reasonText = 'Recurring headaches every morning';

beforeAll(async () => {
  ({ t, dataDir } = await openJobsApp('emails', zone));
  // A name with markup characters: the HTML part must escape it.
  doctor = await createDoctor(t.database.db, t.config.jwtSecret, 'Maya <O’Neil> & "Co"');
  await t.database.db.update(doctors).set({ clinicAddress: '1 Main St, Boston, MA' }).where(eq(doctors.userId, doctor.id));
  patient = await createPatient(t.database.db, t.config.jwtSecret, 'Alex Morgan');
  staffMember = await createStaff(t.database.db, t.config.jwtSecret, true);
});

afterEach(() => clearOutbox(dataDir));
afterAll(() => closeJobsApp(t, dataDir));

const actorOf = (account: TestAccount): LifecycleActor => ({ id: account.id, role: account.role, staffApproved: account.role === 'staff' });
const day = (offset: number) => addDays(todayIn(zone), offset);

/** Sends what is due and answers the mails written, in the order they were sent. */
async function sentMails(): Promise<OutboxMail[]> {
  await t.app.jobs.drain();
  return outboxMails(dataDir);
}

/** The instant an e-mail states: 'When: Friday, November 27, 2026 at 10:00 AM Eastern time (America/New_York, UTC-05:00)' (TIME-5). */
function statedInstant(text: string, zoneWords = 'Eastern time', zoneId = 'America/New_York'): Date {
  const match = new RegExp(`(\\w+ \\d{1,2}, \\d{4}) at (\\d{1,2}):(\\d{2}) (AM|PM) ${zoneWords} \\(${zoneId.replace('/', '\\/')}, UTC([+-])(\\d{2}):(\\d{2})\\)`).exec(text);
  if (!match) throw new Error(`No clinic time in: ${text}`);
  const [, dayText = '', hourText = '', minute = '', half = '', sign = '', offsetHours = '', offsetMinutes = ''] = match;
  const hour = (Number(hourText) % 12) + (half === 'PM' ? 12 : 0);
  const date = new Date(`${dayText} 00:00 UTC`);
  const local = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), hour, Number(minute));
  const offset = (sign === '-' ? -1 : 1) * (Number(offsetHours) * 60 + Number(offsetMinutes));
  return new Date(local - offset * 60_000);
}

function expectSafe(mail: OutboxMail): void {
  expect(mail.mail.text).toBeTruthy();
  expect(mail.mail.html).toBeTruthy();
  for (const body of [mail.mail.text ?? '', String(mail.mail.html), mail.calendar ?? '']) expect(body).not.toContain(reasonText);
  expect(String(mail.mail.html)).toContain('Maya &lt;O’Neil&gt; &amp; &quot;Co&quot;');
  expect(String(mail.mail.html)).not.toContain('<O’Neil>');
}

describe('an appointment’s e-mails through its life', () => {
  it('booked, confirmed, rescheduled, cancelled: one UID, SEQUENCE 0 to 3, REQUEST then CANCEL, the stated time is the .ics start', async () => {
    const id = await book(t.database.db, actorOf(patient), bookingOf(patient, doctor, day(2), '10:00'), clinicNow(zone), t.app.reminders);
    const [booked] = await sentMails();
    await t.database.db.transaction((tx) => changeStatus(tx, actorOf(doctor), { appointmentId: id, to: 'confirmed', reason: null }, clinicNow(zone), t.app.reminders));
    await reschedule(t.database.db, actorOf(patient), id, { date: day(4), time: '14:30' }, clinicNow(zone), t.app.reminders);
    // Confirmed and rescheduled were queued before the worker ran: the confirmation is stale (the time changed) and dropped.
    await t.database.db.transaction((tx) => changeStatus(tx, actorOf(patient), { appointmentId: id, to: 'cancelled', reason: 'I feel better' }, clinicNow(zone), t.app.reminders));
    const mails = await sentMails();
    const kinds = await t.database.db.select({ kind: appointmentMessages.kind, status: appointmentMessages.status, sequence: appointmentMessages.sequence }).from(appointmentMessages).where(eq(appointmentMessages.appointmentId, id));
    expect(kinds).toEqual(
      expect.arrayContaining([
        { kind: 'booked', status: 'sent', sequence: 0 },
        { kind: 'confirmed', status: 'dropped', sequence: 1 },
        { kind: 'rescheduled', status: 'dropped', sequence: 2 },
        { kind: 'cancelled', status: 'sent', sequence: 3 },
      ]),
    );
    expect(mails).toHaveLength(2);
    const cancelled = mails.find((mail) => mail.mail.subject?.startsWith('Appointment cancelled'));
    if (!booked || !cancelled) throw new Error('missing mails');

    expect(booked.mail.subject).toBe(`Appointment requested: Dr. Maya <O’Neil> & "Co", ${day(2)}`);
    expect(booked.mail.text).toContain('pending until the doctor confirms');
    const request = parseEvent(booked.calendar ?? '');
    expect(request).toMatchObject({ method: 'REQUEST' });
    expect(request.event.uid).toBe(`${id}@clinvia`);
    expect(request.event.sequence).toBe(0);
    expect(request.start.getTime()).toBe(statedInstant(booked.mail.text ?? '').getTime());
    expectSafe(booked);

    expect(cancelled.mail.text).toContain('You cancelled this appointment.');
    expect(cancelled.mail.text).not.toContain('I feel better');
    const cancel = parseEvent(cancelled.calendar ?? '');
    expect(cancel.method).toBe('CANCEL');
    expect(cancel.event.uid).toBe(`${id}@clinvia`);
    expect(cancel.event.sequence).toBe(3);
    expect(cancel.start.getTime()).toBe(statedInstant(cancelled.mail.text ?? '').getTime());
    expectSafe(cancelled);
  });

  it('confirmed and rescheduled, each sent before the next change: REQUESTs with SEQUENCE 1 and 2', async () => {
    const id = await book(t.database.db, actorOf(patient), bookingOf(patient, doctor, day(3), '09:00'), clinicNow(zone), t.app.reminders);
    await sentMails();
    await t.database.db.transaction((tx) => changeStatus(tx, actorOf(doctor), { appointmentId: id, to: 'confirmed', reason: null }, clinicNow(zone), t.app.reminders));
    const confirmed = (await sentMails()).find((mail) => mail.mail.subject?.startsWith('Appointment confirmed'));
    await reschedule(t.database.db, actorOf(staffMember), id, { date: day(5), time: '11:30' }, clinicNow(zone), t.app.reminders);
    const moved = (await sentMails()).find((mail) => mail.mail.subject?.startsWith('Appointment moved'));
    if (!confirmed || !moved) throw new Error('missing mails');
    expect(confirmed.mail.text).toContain('confirmed your consultation appointment');
    expect(parseEvent(confirmed.calendar ?? '').event.sequence).toBe(1);
    expect(parseEvent(confirmed.calendar ?? '').event.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
    const request = parseEvent(moved.calendar ?? '');
    expect(request.method).toBe('REQUEST');
    expect(request.event.sequence).toBe(2);
    expect(request.start.getTime()).toBe(statedInstant(moved.mail.text ?? '').getTime());
    expect(moved.mail.text).toContain('11:30 AM');
    expectSafe(confirmed);
    expectSafe(moved);
  });

  it('says who cancelled, and a decline removes the event (CANCEL)', async () => {
    const byDoctor = await book(t.database.db, actorOf(patient), bookingOf(patient, doctor, day(2), '11:00'), clinicNow(zone), t.app.reminders);
    const byStaff = await book(t.database.db, actorOf(patient), bookingOf(patient, doctor, day(2), '14:00'), clinicNow(zone), t.app.reminders);
    const declined = await book(t.database.db, actorOf(patient), bookingOf(patient, doctor, day(2), '13:00'), clinicNow(zone), t.app.reminders);
    await sentMails();
    await rm(path.join(dataDir, 'outbox'), { recursive: true, force: true });
    await t.database.db.transaction((tx) => changeStatus(tx, actorOf(doctor), { appointmentId: byDoctor, to: 'confirmed', reason: null }, clinicNow(zone), t.app.reminders));
    await t.database.db.transaction((tx) => changeStatus(tx, actorOf(doctor), { appointmentId: byDoctor, to: 'cancelled', reason: 'Away' }, clinicNow(zone), t.app.reminders));
    await t.database.db.transaction((tx) => changeStatus(tx, actorOf(staffMember), { appointmentId: byStaff, to: 'cancelled', reason: 'Clinic closed' }, clinicNow(zone), t.app.reminders));
    await t.database.db.transaction((tx) => changeStatus(tx, actorOf(doctor), { appointmentId: declined, to: 'cancelled', reason: 'See a dermatologist' }, clinicNow(zone), t.app.reminders));
    const mails = await sentMails();
    const texts = mails.map((mail) => mail.mail.text ?? '');
    expect(texts.some((text) => text.includes('Dr. Maya <O’Neil> & "Co" cancelled this appointment.'))).toBe(true);
    expect(texts.some((text) => text.includes('The clinic cancelled this appointment.'))).toBe(true);
    const decline = mails.find((mail) => mail.mail.subject?.startsWith('Appointment request declined'));
    expect(decline?.mail.text).toContain('could not take your request');
    expect(parseEvent(decline?.calendar ?? '').method).toBe('CANCEL');
    for (const text of texts) for (const reason of ['Away', 'Clinic closed', 'See a dermatologist']) expect(text).not.toContain(reason);
    for (const mail of mails) expectSafe(mail);
  });

  it('thanks after a completed visit and writes kindly after a no-show, with a link to book again and no .ics', async () => {
    const done = await placeAppointment(t.database.db, patient, doctor, day(-1), '09:00', 'confirmed');
    const missed = await placeAppointment(t.database.db, patient, doctor, day(-1), '10:00', 'confirmed');
    await t.database.db.transaction((tx) => changeStatus(tx, actorOf(doctor), { appointmentId: done.id, to: 'completed', reason: null }, clinicNow(zone), t.app.reminders));
    await t.database.db.transaction((tx) => changeStatus(tx, actorOf(doctor), { appointmentId: missed.id, to: 'no_show', reason: null }, clinicNow(zone), t.app.reminders));
    const mails = await sentMails();
    const thanks = mails.find((mail) => mail.mail.subject?.startsWith('Thank you for your visit'));
    const noShow = mails.find((mail) => mail.mail.subject?.startsWith('We missed you'));
    expect(thanks?.calendar).toBeUndefined();
    expect(noShow?.calendar).toBeUndefined();
    expect(noShow?.mail.text).toContain('you can book a new time');
    // LIFE-9: the link leads back to this doctor’s booking wizard.
    expect(noShow?.mail.text).toContain(`Book a new time with Dr. ${doctor.name}: ${t.config.appUrl}/appointment/${doctor.id}`);
    expect(String(noShow?.mail.html)).toContain(`<a href="${t.config.appUrl}/appointment/${doctor.id}">`);
    for (const mail of [thanks, noShow]) if (mail) expectSafe(mail);
  });
});

describe('across a daylight-saving change (TIME-4)', () => {
  it('a booking made before spring-forward for a slot after it: the e-mail says 9:00 AM EDT (UTC-04:00) and the .ics starts at that instant', async () => {
    // Friday 2026-03-06 10:00 EST (UTC−5) books Monday 2026-03-09 09:00, which is EDT (UTC−4): 13:00Z.
    const bookedAt = new Date('2026-03-06T15:00:00Z');
    const id = await book(t.database.db, actorOf(patient), bookingOf(patient, doctor, '2026-03-09', '09:00'), clinicNow(zone, bookedAt), t.app.reminders);
    const [mail] = (await sentMails()).filter((sent) => sent.calendar?.includes(`${id}@clinvia`));
    if (!mail) throw new Error('no booking e-mail');
    expect(mail.mail.text).toContain('Monday, March 9, 2026 at 9:00 AM Eastern time (America/New_York, UTC-04:00)');
    expect(statedInstant(mail.mail.text ?? '').toISOString()).toBe('2026-03-09T13:00:00.000Z');
    expect(parseEvent(mail.calendar ?? '').start.toISOString()).toBe('2026-03-09T13:00:00.000Z');
  });

  it('and after fall-back: 9:00 AM EST (UTC-05:00), 14:00Z in both', async () => {
    // Friday 2026-10-30 (EDT) books Monday 2026-11-02 09:00 (EST).
    const id = await book(t.database.db, actorOf(patient), bookingOf(patient, doctor, '2026-11-02', '09:00'), clinicNow(zone, new Date('2026-10-30T14:00:00Z')), t.app.reminders);
    const [mail] = (await sentMails()).filter((sent) => sent.calendar?.includes(`${id}@clinvia`));
    if (!mail) throw new Error('no booking e-mail');
    expect(mail.mail.text).toContain('Monday, November 2, 2026 at 9:00 AM Eastern time (America/New_York, UTC-05:00)');
    expect(parseEvent(mail.calendar ?? '').start.toISOString()).toBe('2026-11-02T14:00:00.000Z');
    expect(statedInstant(mail.mail.text ?? '').getTime()).toBe(parseEvent(mail.calendar ?? '').start.getTime());
  });
});

describe('a doctor whose location is in another zone than the clinic’s (TIME-5, VISIT-1)', () => {
  it('says the location’s time with its zone in words, and the .ics carries that zone, the same instant and the visit’s length', async () => {
    const denver = await createDoctor(t.database.db, t.config.jwtSecret, 'Rosa Peak');
    const [location] = await t.database.db.insert(locations).values({ name: 'Denver clinic', address: '5 Larimer St, Denver, CO', timeZone: 'America/Denver' }).returning({ id: locations.id });
    await t.database.db.update(doctors).set({ locationId: location?.id ?? null }).where(eq(doctors.userId, denver.id));
    await t.database.db.insert(visitTypes).values({ doctorId: denver.id, appointmentType: 'New Patient Visit', slots: 2 });
    // Booked on 2026-11-20 (both zones on standard time): 10:00 in Denver is 17:00Z, noon in New York.
    const id = await book(
      t.database.db,
      actorOf(patient),
      bookingOf(patient, denver, '2026-11-23', '10:00', { appointmentType: 'New Patient Visit' }),
      clinicNow(zone, new Date('2026-11-20T15:00:00Z')),
      t.app.reminders,
    );
    const [mail] = (await sentMails()).filter((sent) => sent.calendar?.includes(`${id}@clinvia`));
    if (!mail) throw new Error('no booking e-mail');
    expect(mail.mail.text).toContain('Monday, November 23, 2026 at 10:00 AM Mountain time (America/Denver, UTC-07:00)');
    expect(mail.mail.text).not.toContain('America/New_York');
    const calendar = mail.calendar ?? '';
    expect(calendar).toContain('DTSTART;TZID=America/Denver:20261123T100000');
    const parsed = parseEvent(calendar);
    expect(parsed.start.toISOString()).toBe('2026-11-23T17:00:00.000Z');
    expect(statedInstant(mail.mail.text ?? '', 'Mountain time', 'America/Denver').getTime()).toBe(parsed.start.getTime());
    expect(parsed.event.duration.toSeconds()).toBe(60 * 60);
  });
});

describe('a visit booked for a dependent (FAMILY-3)', () => {
  it('goes to the guardian, greets them, and names the dependent in the words and the .ics; cancelling says so too', async () => {
    const [leo] = await t.database.db.insert(dependents).values({ guardianId: patient.id, name: 'Leo <Lopez>', dateOfBirth: addDays(todayIn(zone), -2500), relationship: 'child' }).returning({ id: dependents.id });
    if (!leo) throw new Error('no dependent');
    const id = await book(t.database.db, actorOf(patient), bookingOf(patient, doctor, day(6), '10:00', { dependentId: leo.id }), clinicNow(zone), t.app.reminders);
    const [booked] = (await sentMails()).filter((sent) => sent.calendar?.includes(`${id}@clinvia`));
    if (!booked) throw new Error('no booking e-mail');
    expect(booked.mail.to && 'text' in booked.mail.to ? booked.mail.to.text : '').toContain(patient.email);
    expect(booked.mail.text).toContain('Dear Alex Morgan,');
    expect(booked.mail.text).toContain('We have your request for the consultation appointment for Leo <Lopez> with Dr.');
    expect(String(booked.mail.html)).toContain('appointment for Leo &lt;Lopez&gt; with');
    expect(parseEvent(booked.calendar ?? '').event.summary).toContain('Consultation for Leo <Lopez> with Dr.');
    expectSafe(booked);

    await t.database.db.transaction((tx) => changeStatus(tx, actorOf(patient), { appointmentId: id, to: 'cancelled', reason: null }, clinicNow(zone), t.app.reminders));
    const cancelled = (await sentMails()).find((sent) => sent.mail.subject?.startsWith('Appointment cancelled') && sent.calendar?.includes(`${id}@clinvia`));
    expect(cancelled?.mail.text).toContain('It was the consultation appointment for Leo <Lopez> with Dr.');
  });
});

describe('in the recipient’s language (I18N-10)', () => {
  it('writes a Spanish-speaking patient’s e-mails and invitations in Spanish, at the same instant', async () => {
    const hablante = await createPatient(t.database.db, t.config.jwtSecret, 'Lucía Fernández');
    await t.database.db.update(users).set({ language: 'es' }).where(eq(users.id, hablante.id));
    const id = await book(t.database.db, actorOf(hablante), bookingOf(hablante, doctor, day(3), '13:00'), clinicNow(zone), t.app.reminders);
    const [booked] = await sentMails();
    await t.database.db.transaction((tx) => changeStatus(tx, actorOf(hablante), { appointmentId: id, to: 'cancelled', reason: 'Ya me siento mejor' }, clinicNow(zone), t.app.reminders));
    const cancelled = (await sentMails()).find((sent) => sent.mail.subject?.startsWith('Cita cancelada'));
    if (!booked || !cancelled) throw new Error('missing mails');

    expect(booked.mail.subject).toBe(`Cita solicitada: Dr. Maya <O’Neil> & "Co", ${day(3)}`);
    const text = booked.mail.text ?? '';
    expect(text).toMatch(/^Hola, Lucía Fernández:/);
    expect(text).toContain('Queda pendiente hasta que el médico la confirme.');
    // 'Cuándo: viernes, 4 de diciembre de 2026, a la 1:00 p.m. hora oriental (America/New_York, UTC-05:00)'
    const when = /Cuándo: \S+, (\d{1,2}) de (\S+) de (\d{4}), a las? (\d{1,2}):(\d{2}) (a\.|p\.)\s?m\. hora oriental \(America\/New_York, UTC([+-]\d{2}):(\d{2})\)/.exec(text);
    if (!when) throw new Error(`No Spanish clinic time in: ${text}`);
    const [, dayOfMonth, , year, hour, minute, half, offsetHours] = when;
    const statedLocal = Date.UTC(Number(year), Number(day(3).slice(5, 7)) - 1, Number(dayOfMonth), (Number(hour) % 12) + (half === 'p.' ? 12 : 0), Number(minute));
    const request = parseEvent(booked.calendar ?? '');
    expect(request.start.getTime()).toBe(statedLocal - Number(offsetHours) * 3_600_000);
    expect(request.event.summary).toBe('Consultation con Dr. Maya <O’Neil> & "Co" (Cardiology)');
    expect(request.event.description).toMatch(/^Administre esta cita: http/);
    expect(text).toContain('Ahí estaré: http');
    expect(text).toContain('Ver sus citas: http');
    // Not a word of the English e-mail.
    for (const english of ['Dear', 'When:', 'Appointment', 'pending', 'See your appointments', 'I’ll be there']) expect(text).not.toContain(english);
    expect(String(booked.mail.html)).toContain('<p>Hola, Lucía Fernández:</p>');
    expectSafe(booked);

    expect(cancelled.mail.subject).toBe(`Cita cancelada: Dr. Maya <O’Neil> & "Co", ${day(3)}`);
    expect(cancelled.mail.text).toContain('Usted canceló esta cita.');
    expect(cancelled.mail.text).not.toContain('Ya me siento mejor');
    expect(parseEvent(cancelled.calendar ?? '').method).toBe('CANCEL');
  });
});
