import type { DoctorAppointment } from '@clinvia/contracts/appointments';
import type { VisitLink } from '@clinvia/contracts/visits';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appointmentEvents, appointments, auditLog, notifications } from '../../db/schema';
import { reschedule } from '../../domain/lifecycle/lifecycle';
import { signVisitLink, visitLinksFor } from '../../domain/visit-links/links';
import { clinicNow } from '../../lib/clinic-time';
import { createTestApp, type TestApp } from '../../test/app';
import { createDoctor, createPatient, injectAs, type TestAccount } from '../../test/accounts';
import { placeAppointment } from '../../test/appointments';

// The one-click links of appointment e-mails (LIFE-8) through the real routes: once, until
// the start time (a controllable clock), never after a cancellation or a reschedule, and a
// tampered link gets a clear 404, never a 500.

const zone = 'America/New_York';
// Friday 2026-03-06 10:00 EST; the visits are on Monday 2026-03-09 (EDT), inside the window.
const friday = new Date('2026-03-06T15:00:00Z');
let clock = friday;
let t: TestApp;
let doctor: TestAccount;
let patient: TestAccount;

interface ErrorBody {
  error: { code: string; message: string };
}

beforeAll(async () => {
  t = await createTestApp({ config: { clinicTimeZone: zone, publicForms: { max: 0, windowSeconds: 600 } }, now: () => clock });
  doctor = await createDoctor(t.database.db, t.config.jwtSecret, 'Maya Patel');
  patient = await createPatient(t.database.db, t.config.jwtSecret, 'Alex Morgan');
});

afterAll(async () => {
  await t.close();
});

beforeEach(() => {
  clock = friday;
});

const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? '';
/** The links an e-mail would carry for the appointment at that slot, at its version now (or the one given). */
const linksOf = async (appointment: { id: string; date: string; time: string }, version?: number) => {
  const [row] = await t.database.db.select({ version: appointments.version }).from(appointments).where(eq(appointments.id, appointment.id));
  const links = visitLinksFor(t.config.linkSecret, t.config.appUrl, { ...appointment, version: version ?? row?.version ?? 0 });
  return { attend: tokenOf(links.attend), cancel: tokenOf(links.cancel) };
};
const look = (token: string) => t.app.inject({ method: 'GET', url: `/api/visit-links?token=${encodeURIComponent(token)}` });
const use = (token: string) => t.app.inject({ method: 'POST', url: '/api/visit-links', payload: { token } });
const rowOf = async (id: string) => {
  const [row] = await t.database.db.select().from(appointments).where(eq(appointments.id, id));
  return row;
};

describe('I’ll be there', () => {
  it('shows the minimum on GET and changes nothing; the POST records it once, tells the doctor and keeps a pending request pending', async () => {
    const visit = await placeAppointment(t.database.db, patient, doctor, '2026-03-09', '09:00');
    const { attend } = await linksOf(visit);

    const shown = await look(attend);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({ action: 'attend', state: 'ready', message: expect.any(String) as unknown, doctorName: 'Maya Patel', date: '2026-03-09', time: '09:00', timeZone: zone });
    expect(JSON.stringify(shown.json())).not.toContain('headaches');
    expect((await rowOf(visit.id))?.patientConfirmedAt).toBeNull();

    const used = await use(attend);
    expect(used.statusCode).toBe(200);
    expect(used.json<VisitLink>()).toMatchObject({ action: 'attend', state: 'done' });
    const row = await rowOf(visit.id);
    expect(row?.patientConfirmedAt?.toISOString()).toBe(friday.toISOString());
    expect(row?.status).toBe('pending');
    const events = await t.database.db.select().from(appointmentEvents).where(eq(appointmentEvents.appointmentId, visit.id));
    expect(events.at(-1)).toMatchObject({ kind: 'attendance_confirmed', actorId: patient.id, actorRole: 'patient' });
    const notices = await t.database.db.select().from(notifications).where(and(eq(notifications.userId, doctor.id), eq(notifications.appointmentId, visit.id)));
    expect(notices.map((notice) => notice.kind)).toEqual(['appointment.attendance_confirmed']);

    // The doctor's list shows it.
    const list = await injectAs(t.app, doctor, { method: 'GET', url: `/api/doctors/${doctor.id}/appointments?tab=past` });
    const item = list.json<{ items: DoctorAppointment[] }>().items.find((one) => one.id === visit.id);
    expect(item?.patient_confirmed_at).toBe(friday.toISOString());

    // Once: the same link again is refused, and its page says so.
    const again = await use(attend);
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorBody>().error.code).toBe('link_used');
    expect((await look(attend)).json<VisitLink>().state).toBe('used');
    // Another e-mail's link finds it already said: 'done', nothing written twice.
    const fresh = (await linksOf(visit)).attend;
    expect((await look(fresh)).json<VisitLink>().state).toBe('done');
    expect((await use(fresh)).json<VisitLink>().state).toBe('done');
    expect(await t.database.db.select().from(appointmentEvents).where(and(eq(appointmentEvents.appointmentId, visit.id), eq(appointmentEvents.kind, 'attendance_confirmed')))).toHaveLength(1);

    // Audited: the anonymous reads and the patient's use through a link.
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.subjectId, visit.id));
    expect(audit.map((entry) => entry.action)).toContain('appointment.link.read');
    expect(audit.find((entry) => entry.action === 'appointment.link.attend')).toMatchObject({ actorId: patient.id, patientId: patient.id });
  });

  it('works once when two clicks arrive together', async () => {
    const visit = await placeAppointment(t.database.db, patient, doctor, '2026-03-09', '10:00', 'confirmed');
    const { attend } = await linksOf(visit);
    const answers = await Promise.all([use(attend), use(attend)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('Cancel this appointment', () => {
  it('cancels through the lifecycle as the patient; afterwards no link of the appointment acts', async () => {
    const visit = await placeAppointment(t.database.db, patient, doctor, '2026-03-09', '11:00', 'confirmed');
    const { attend, cancel } = await linksOf(visit);
    expect((await look(cancel)).json<VisitLink>()).toMatchObject({ action: 'cancel', state: 'ready' });
    const used = await use(cancel);
    expect(used.statusCode).toBe(200);
    expect(used.json<VisitLink>().state).toBe('done');
    const row = await rowOf(visit.id);
    expect(row).toMatchObject({ status: 'cancelled', statusReason: 'Cancelled by the patient' });
    const events = await t.database.db.select().from(appointmentEvents).where(eq(appointmentEvents.appointmentId, visit.id));
    expect(events.at(-1)).toMatchObject({ kind: 'status_changed', actorId: patient.id, fromStatus: 'confirmed', toStatus: 'cancelled' });

    // After the cancellation: the attend link is closed, another cancel link says it is done.
    expect((await look(attend)).json<VisitLink>().state).toBe('closed');
    const late = await use(attend);
    expect(late.statusCode).toBe(409);
    expect(late.json<ErrorBody>().error.code).toBe('link_closed');
    expect((await rowOf(visit.id))?.patientConfirmedAt).toBeNull();
    expect((await use((await linksOf(visit)).cancel)).json<VisitLink>().state).toBe('done');
    expect((await use(cancel)).json<ErrorBody>().error.code).toBe('link_used');
  });
});

describe('until the start time, and only for the time it was sent for', () => {
  it('expires when the visit begins (clinic time, at the offset of its day)', async () => {
    const visit = await placeAppointment(t.database.db, patient, doctor, '2026-03-09', '13:00', 'confirmed');
    const { attend, cancel } = await linksOf(visit);
    // 12:59 EDT is 16:59 UTC: still works to look at.
    clock = new Date('2026-03-09T16:59:00Z');
    expect((await look(cancel)).json<VisitLink>().state).toBe('ready');
    // 13:00 EDT is 17:00 UTC: begun.
    clock = new Date('2026-03-09T17:00:00Z');
    expect((await look(attend)).json<VisitLink>().state).toBe('expired');
    const late = await use(cancel);
    expect(late.statusCode).toBe(409);
    expect(late.json<ErrorBody>().error.code).toBe('link_expired');
    expect((await rowOf(visit.id))?.status).toBe('confirmed');
  });

  it('stops working after a reschedule, which also clears the patient’s word', async () => {
    const visit = await placeAppointment(t.database.db, patient, doctor, '2026-03-09', '14:00', 'confirmed');
    const first = await linksOf(visit);
    expect((await use(first.attend)).statusCode).toBe(200);
    await reschedule(t.database.db, { id: patient.id, role: 'patient', staffApproved: false }, visit.id, { date: '2026-03-10', time: '14:00' }, clinicNow(zone, clock), t.app.reminders);
    expect((await rowOf(visit.id))?.patientConfirmedAt).toBeNull();

    const shown = await look(first.cancel);
    expect(shown.json<VisitLink>()).toMatchObject({ state: 'changed', date: '2026-03-09', time: '14:00' });
    const refused = await use(first.cancel);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().error.code).toBe('link_changed');
    expect((await rowOf(visit.id))?.status).toBe('pending');
    // The new time's links work.
    expect((await use((await linksOf({ id: visit.id, date: '2026-03-10', time: '14:00' })).attend)).json<VisitLink>().state).toBe('done');
  });
});

describe('a link bound to the appointment’s version (LIFE-8, issue 38.4)', () => {
  it('stays refused after the visit moves away and back to the time it named', async () => {
    const actor = { id: patient.id, role: 'patient', staffApproved: false } as const;
    const visit = await placeAppointment(t.database.db, patient, doctor, '2026-03-09', '11:00', 'confirmed');
    const first = await linksOf(visit);
    await reschedule(t.database.db, actor, visit.id, { date: '2026-03-10', time: '11:00' }, clinicNow(zone, clock), t.app.reminders);
    expect((await use(first.cancel)).json<ErrorBody>().error.code).toBe('link_changed');
    await reschedule(t.database.db, actor, visit.id, { date: '2026-03-09', time: '11:00' }, clinicNow(zone, clock), t.app.reminders);
    // The same date and time as the link names, but two changes later: still refused.
    expect((await look(first.cancel)).json<VisitLink>().state).toBe('changed');
    const refused = await use(first.cancel);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().error.code).toBe('link_changed');
    expect((await rowOf(visit.id))?.status).toBe('pending');
    expect((await rowOf(visit.id))?.version).toBe(2);
  });

  it('retires the links of the booking e-mail once the doctor confirms (the confirmation e-mail carries new ones)', async () => {
    const visit = await placeAppointment(t.database.db, patient, doctor, '2026-03-09', '12:00');
    const booked = await linksOf(visit);
    const confirmed = await t.app.inject({ method: 'PATCH', url: `/api/doctors/appointments/${visit.id}/status`, headers: { authorization: `Bearer ${doctor.token}` }, payload: { status: 'confirmed' } });
    expect(confirmed.statusCode).toBe(200);
    expect((await look(booked.cancel)).json<VisitLink>().state).toBe('changed');
    expect((await use((await linksOf(visit)).cancel)).json<VisitLink>().state).toBe('done');
    expect((await rowOf(visit.id))?.status).toBe('cancelled');
  });
});

describe('links that are not genuine', () => {
  it('answers a tampered, foreign or malformed link with a clear 4xx and touches nothing', async () => {
    const visit = await placeAppointment(t.database.db, patient, doctor, '2026-03-09', '15:00', 'confirmed');
    const { cancel } = await linksOf(visit);
    const [payload = '', signature = ''] = cancel.split('.');
    const tampered = `${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    const foreign = signVisitLink('another-secret-that-is-long-enough-for-hmac', { appointmentId: visit.id, action: 'cancel', date: visit.date, time: visit.time, version: 0 });
    const unknownAppointment = signVisitLink(t.config.linkSecret, { appointmentId: '00000000-0000-4000-8000-000000000000', action: 'cancel', date: visit.date, time: visit.time, version: 0 });
    for (const token of [tampered, foreign, unknownAppointment]) {
      for (const answer of [await look(token), await use(token)]) {
        expect(answer.statusCode).toBe(404);
        expect(answer.json<ErrorBody>().error.code).toBe('link_invalid');
      }
    }
    for (const token of ['', 'not-a-token', `${payload}.${signature}.extra`, 'x'.repeat(600)]) {
      expect((await look(token)).statusCode).toBe(400);
      expect((await use(token)).statusCode).toBe(400);
    }
    expect((await rowOf(visit.id))?.status).toBe('confirmed');
  });
});
