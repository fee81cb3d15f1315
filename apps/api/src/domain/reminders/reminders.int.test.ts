import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { VisitLink } from '@clinvia/contracts/visits';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { slotInWords } from '@clinvia/contracts/notifications';
import { appointmentMessages, notifications, users } from '../../db/schema';
import { noticeWords } from '../messages/notice-words';
import { addDays, clinicNow, todayIn } from '../../lib/clinic-time';
import { bookingOf, createDoctor, createPatient, injectAs, type TestAccount } from '../../test/accounts';
import { closeJobsApp, openJobsApp, type TestApp } from '../../test/app';
import { clearOutbox, outboxMails } from '../../test/outbox';
import { book, changeStatus, reschedule } from '../lifecycle/lifecycle';
import type { LifecycleActor } from '../lifecycle/rules';

// LIFE-8: the lifecycle plans the reminders (24 h and 2 h before) on a booking, plans them again
// on a confirmation and a reschedule, and drops them on a cancellation; the worker sends a due
// one with the two signed links (read back by mailparser) and respects the patient's channels
// as they are when it falls due. TIME-4: planned at the right instant across a DST change.

const zone = 'America/New_York';
const reasonText = 'Recurring headaches every morning';
let t: TestApp;
let dataDir: string;
let doctor: TestAccount;
let patient: TestAccount;

beforeAll(async () => {
  ({ t, dataDir } = await openJobsApp('reminders', zone, { reminderHours: [24, 2], publicForms: { max: 0, windowSeconds: 600 } }));
  doctor = await createDoctor(t.database.db, t.config.jwtSecret, 'Maya Patel');
  patient = await createPatient(t.database.db, t.config.jwtSecret, 'Alex Morgan');
});

afterEach(() => clearOutbox(dataDir));
afterAll(() => closeJobsApp(t, dataDir));

const actorOf = (account: TestAccount): LifecycleActor => ({ id: account.id, role: account.role, staffApproved: false });
const day = (offset: number) => addDays(todayIn(zone), offset);
const hoursBefore = (start: string, hours: number) => new Date(new Date(start).getTime() - hours * 3_600_000).toISOString();

async function remindersOf(appointmentId: string) {
  const rows = await t.database.db
    .select({ id: appointmentMessages.id, status: appointmentMessages.status, sequence: appointmentMessages.sequence, dueAt: appointmentMessages.dueAt })
    .from(appointmentMessages)
    .where(and(eq(appointmentMessages.appointmentId, appointmentId), eq(appointmentMessages.kind, 'reminder')))
    .orderBy(asc(appointmentMessages.sequence), asc(appointmentMessages.dueAt));
  return rows.map((row) => ({ ...row, dueAt: row.dueAt.toISOString() }));
}

/** Makes the appointment's queued reminders due (a month earlier: still apart), and runs the worker. */
async function sendDueReminders(appointmentId: string): Promise<void> {
  await t.database.db
    .update(appointmentMessages)
    .set({ dueAt: sql`${appointmentMessages.dueAt} - interval '30 days'` })
    .where(and(eq(appointmentMessages.appointmentId, appointmentId), eq(appointmentMessages.kind, 'reminder'), eq(appointmentMessages.status, 'queued')));
  await t.app.jobs.drain();
}

describe('planning (LIFE-8)', () => {
  it('plans two on booking, plans them again on confirmation and reschedule, and drops them on cancellation', async () => {
    const now = clinicNow(zone);
    const id = await book(t.database.db, actorOf(patient), bookingOf(patient, doctor, day(3), '10:00'), now, t.app.reminders);
    const booked = await remindersOf(id);
    expect(booked.map((row) => [row.status, row.sequence])).toEqual([['queued', 0], ['queued', 0]]);
    const [first, second] = booked;
    // 22 hours apart: 24 h and 2 h before one start.
    expect(new Date(second?.dueAt ?? '').getTime() - new Date(first?.dueAt ?? '').getTime()).toBe(22 * 3_600_000);

    await t.database.db.transaction((tx) => changeStatus(tx, actorOf(doctor), { appointmentId: id, to: 'confirmed', reason: null }, now, t.app.reminders));
    const confirmed = await remindersOf(id);
    expect(confirmed.map((row) => [row.status, row.sequence])).toEqual([['dropped', 0], ['dropped', 0], ['queued', 1], ['queued', 1]]);
    expect(confirmed.slice(2).map((row) => row.dueAt)).toEqual(booked.map((row) => row.dueAt));

    await reschedule(t.database.db, actorOf(patient), id, { date: day(4), time: '10:00' }, now, t.app.reminders);
    const moved = (await remindersOf(id)).filter((row) => row.status === 'queued');
    expect(moved.map((row) => row.sequence)).toEqual([2, 2]);
    expect(moved.map((row) => row.dueAt)).toEqual(booked.map((row) => hoursBefore(row.dueAt, -24)));

    await t.database.db.transaction((tx) => changeStatus(tx, actorOf(patient), { appointmentId: id, to: 'cancelled', reason: null }, now, t.app.reminders));
    expect((await remindersOf(id)).filter((row) => row.status === 'queued')).toEqual([]);
  });

  it('plans them at the right instant for a booking made before a DST change for a visit after it (TIME-4)', async () => {
    // Friday 2026-03-06 10:00 EST; Monday 2026-03-09 09:00 EDT = 13:00 UTC.
    const id = await book(t.database.db, actorOf(patient), bookingOf(patient, doctor, '2026-03-09', '09:00'), clinicNow(zone, new Date('2026-03-06T15:00:00Z')), t.app.reminders);
    expect((await remindersOf(id)).map((row) => row.dueAt)).toEqual(['2026-03-08T13:00:00.000Z', '2026-03-09T11:00:00.000Z']);
  });
});

describe('sending (LIFE-8)', () => {
  it('e-mails a due reminder with both links (text and HTML, no reason) and puts a notice in the bell', async () => {
    const id = await book(t.database.db, actorOf(patient), bookingOf(patient, doctor, day(2), '11:00'), clinicNow(zone), t.app.reminders);
    await t.app.jobs.drain(); // the booking e-mail
    await rm(path.join(dataDir, 'outbox'), { recursive: true, force: true });
    await sendDueReminders(id);

    const mails = await outboxMails(dataDir);
    expect(mails).toHaveLength(2);
    const [mail] = mails;
    expect(mail?.mail.subject).toMatch(/^Reminder: Dr\. Maya Patel/);
    const text = mail?.mail.text ?? '';
    const html = typeof mail?.mail.html === 'string' ? mail.mail.html : '';
    expect(text).not.toContain(reasonText);
    expect(html).not.toContain(reasonText);
    const attend = /I’ll be there: (\S+)/.exec(text)?.[1] ?? '';
    const cancel = /Cancel this appointment: (\S+)/.exec(text)?.[1] ?? '';
    expect(attend).toMatch(/^http:\/\/localhost:3000\/visit\/attend\?token=/);
    expect(cancel).toMatch(/\/visit\/cancel\?token=/);
    expect(html).toContain(`href="${attend.replace(/&/g, '&amp;')}"`);
    // The link works: the page would show the visit, ready.
    const token = new URL(attend).searchParams.get('token') ?? '';
    const shown = await t.app.inject({ method: 'GET', url: `/api/visit-links?token=${token}` });
    expect(shown.json<VisitLink>()).toMatchObject({ action: 'attend', state: 'ready', date: day(2), time: '11:00', doctorName: 'Maya Patel' });

    const notices = await t.database.db.select().from(notifications).where(and(eq(notifications.userId, patient.id), eq(notifications.kind, 'appointment.reminder'), eq(notifications.appointmentId, id)));
    expect(notices).toHaveLength(2);
    expect(notices[0]?.body).not.toContain(reasonText);
    expect(notices[0]).toMatchObject({ title: 'Appointment reminder', body: `Your appointment with Dr. Maya Patel is on ${slotInWords(day(2), '11:00')}.` });
    expect((await remindersOf(id)).map((row) => row.status)).toEqual(['sent', 'sent']);
  });

  it('puts the bell’s reminder in the patient’s language (I18N-10)', async () => {
    const hablante = await createPatient(t.database.db, t.config.jwtSecret, 'Lucía Fernández');
    await t.database.db.update(users).set({ language: 'es' }).where(eq(users.id, hablante.id));
    const id = await book(t.database.db, actorOf(hablante), bookingOf(hablante, doctor, day(3), '15:00'), clinicNow(zone), t.app.reminders);
    await t.app.jobs.drain();
    await sendDueReminders(id);
    const notices = await t.database.db.select().from(notifications).where(and(eq(notifications.userId, hablante.id), eq(notifications.kind, 'appointment.reminder'), eq(notifications.appointmentId, id)));
    expect(notices.map((notice) => [notice.title, notice.body])).toEqual([
      ['Recordatorio de cita', `Su cita con Dr. Maya Patel es el ${noticeWords.es.slot(day(3), '15:00')}`],
      ['Recordatorio de cita', `Su cita con Dr. Maya Patel es el ${noticeWords.es.slot(day(3), '15:00')}`],
    ]);
  });

  it('links to the check-in while its window is open, naming no health detail (CHECKIN-8)', async () => {
    const open = await book(t.database.db, actorOf(patient), bookingOf(patient, doctor, day(2), '15:00'), clinicNow(zone), t.app.reminders);
    const later = await book(t.database.db, actorOf(patient), bookingOf(patient, doctor, day(6), '15:00'), clinicNow(zone), t.app.reminders);
    await t.app.jobs.drain();
    await rm(path.join(dataDir, 'outbox'), { recursive: true, force: true });
    await sendDueReminders(open);
    const [mail] = await outboxMails(dataDir);
    const text = mail?.mail.text ?? '';
    const html = typeof mail?.mail.html === 'string' ? mail.mail.html : '';
    expect(text).toContain(`Check in: http://localhost:3000/appointments/${open}/check-in`);
    expect(html).toContain(`href="http://localhost:3000/appointments/${open}/check-in"`);
    expect(text).not.toContain(reasonText);
    expect(html).not.toContain(reasonText);

    // Six days ahead the window (three days) is not open when the reminder is sent now: no link.
    await rm(path.join(dataDir, 'outbox'), { recursive: true, force: true });
    await sendDueReminders(later);
    const [early] = await outboxMails(dataDir);
    expect(early?.mail.text).not.toContain('/check-in');
    expect(early?.mail.text).toContain('See your appointments: http://localhost:3000/appointments');
  });

  it('reads the patient’s channels when a reminder falls due: in-app only, then none', async () => {
    const id = await book(t.database.db, actorOf(patient), bookingOf(patient, doctor, day(2), '13:00'), clinicNow(zone), t.app.reminders);
    await t.app.jobs.drain();
    await rm(path.join(dataDir, 'outbox'), { recursive: true, force: true });
    const off = await injectAs(t.app, patient, { method: 'PUT', url: '/api/authentication/account/reminders', payload: { email: false, inApp: true } });
    expect(off.json()).toEqual({ email: false, inApp: true });
    expect((await injectAs(t.app, patient, { method: 'GET', url: '/api/authentication/account/reminders' })).json()).toEqual({ email: false, inApp: true });

    const [first] = await remindersOf(id);
    await t.database.db.update(appointmentMessages).set({ dueAt: sql`${appointmentMessages.dueAt} - interval '30 days'` }).where(eq(appointmentMessages.id, first?.id ?? ''));
    await t.app.jobs.drain();
    expect(await outboxMails(dataDir)).toEqual([]);
    const notices = () => t.database.db.select().from(notifications).where(and(eq(notifications.kind, 'appointment.reminder'), eq(notifications.appointmentId, id)));
    expect(await notices()).toHaveLength(1);

    await injectAs(t.app, patient, { method: 'PUT', url: '/api/authentication/account/reminders', payload: { email: false, inApp: false } });
    await sendDueReminders(id);
    expect(await outboxMails(dataDir)).toEqual([]);
    expect(await notices()).toHaveLength(1);
    expect((await remindersOf(id)).map((row) => row.status)).toEqual(['dropped', 'dropped']);
    await injectAs(t.app, patient, { method: 'PUT', url: '/api/authentication/account/reminders', payload: { email: true, inApp: true } });
  });

  it('refuses the preferences to anyone but a patient, and a body without both switches', async () => {
    expect((await injectAs(t.app, doctor, { method: 'GET', url: '/api/authentication/account/reminders' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/authentication/account/reminders' })).statusCode).toBe(401);
    const bad = await injectAs(t.app, patient, { method: 'PUT', url: '/api/authentication/account/reminders', payload: { email: 'no' } });
    expect(bad.statusCode).toBe(400);
  });
});
