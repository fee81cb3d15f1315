import type { CalendarFeedCreated, CalendarFeedStatus } from '@clinvia/contracts/doctor-portal';
import { and, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, auditLog, doctorCalendarFeeds, doctors, locations } from '../../db/schema';
import { addDays } from '../../lib/clinic-time';
import { openMiddayClinic, type TestApp } from '../../test/app';
import { bookingOf, createDoctor, injectAs, middayZone, type TestAccount } from '../../test/accounts';
import { hashLinkToken } from '../../lib/link-tokens';
import { doctorFeed, firstNameAndInitial } from './calendar-feed';

// PORTAL-13: the doctor's private calendar feed. Checked with ical.js, a real parser: a valid
// calendar, the doctor's pending and confirmed appointments (first name and initial, visit
// type, no reason) and time off, cancelled ones left out, times right across a DST change, and
// a URL that stops working once renewed or stopped.

const zone = await middayZone();
let t: TestApp;
let today: string;
let doctor: TestAccount;
let patient: TestAccount;
let other: TestAccount;
const reason = 'Recurring headaches every morning';

const day = (offset: number) => addDays(today, offset);

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics) as unknown[]);
  const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
  return { calendar, events };
}

async function issue(): Promise<CalendarFeedCreated> {
  const response = await injectAs(t.app, doctor, { method: 'POST', url: '/api/doctors/me/calendar-feed' });
  expect(response.statusCode).toBe(200);
  return response.json<CalendarFeedCreated>();
}

function read(path: string) {
  return t.app.inject({ method: 'GET', url: path });
}

beforeAll(async () => {
  ({ t, today, doctor, patient, other } = await openMiddayClinic(zone, { doctor: 'Wei Chen', patient: 'Alex Morgan', other: 'Blair Stone' }));
});

afterAll(async () => {
  await t.close();
});

describe('the feed URL', () => {
  it('is off until the doctor asks for one, and only a doctor may', async () => {
    const status = await injectAs(t.app, doctor, { method: 'GET', url: '/api/doctors/me/calendar-feed' });
    expect(status.json<CalendarFeedStatus>()).toEqual({ active: false, created_at: null });
    expect((await injectAs(t.app, null, { method: 'POST', url: '/api/doctors/me/calendar-feed' })).statusCode).toBe(401);
    expect((await injectAs(t.app, patient, { method: 'POST', url: '/api/doctors/me/calendar-feed' })).statusCode).toBe(403);
  });

  it('serves the doctor’s next 60 days as a valid calendar, without sign-in and with the least patient detail', async () => {
    const confirmedId = (await injectAs(t.app, patient, { method: 'POST', url: '/api/patients/book-appointment', payload: bookingOf(patient, doctor, day(1), '09:00', { appointmentType: 'New Patient Visit' }) })).json<{ appointment: { id: string } }>().appointment.id;
    expect((await injectAs(t.app, doctor, { method: 'PATCH', url: `/api/doctors/appointments/${confirmedId}/status`, payload: { status: 'confirmed' } })).statusCode).toBe(200);
    const pendingId = (await injectAs(t.app, other, { method: 'POST', url: '/api/patients/book-appointment', payload: bookingOf(other, doctor, day(2), '13:30') })).json<{ appointment: { id: string } }>().appointment.id;
    const cancelledId = (await injectAs(t.app, other, { method: 'POST', url: '/api/patients/book-appointment', payload: bookingOf(other, doctor, day(3), '10:00') })).json<{ appointment: { id: string } }>().appointment.id;
    expect((await injectAs(t.app, other, { method: 'PUT', url: `/api/patients/cancel-appointment/${cancelledId}` })).statusCode).toBe(200);
    expect((await injectAs(t.app, doctor, { method: 'POST', url: '/api/doctors/me/time-off', payload: { date: day(4) } })).statusCode).toBe(200);
    expect((await injectAs(t.app, doctor, { method: 'POST', url: '/api/doctors/me/time-off', payload: { date: day(5), time: '11:00' } })).statusCode).toBe(200);

    const { path } = await issue();
    expect(path).toMatch(/^\/api\/calendar-feeds\/[A-Za-z0-9_-]{43}$/);
    const response = await read(path);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, max-age=900');
    expect(response.body).not.toContain(reason);
    expect(response.body).not.toContain('Morgan');

    const { calendar, events } = parse(response.body);
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Clinvia: Dr. Wei Chen');
    const byUid = new Map(events.map((event) => [event.uid, event]));
    expect([...byUid.keys()]).not.toContain(`${cancelledId}@clinvia`);

    const confirmed = byUid.get(`${confirmedId}@clinvia`);
    expect(confirmed?.summary).toBe('Alex M., New Patient Visit');
    expect(confirmed?.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(confirmed?.startDate.toString()).toBe(`${day(1)}T09:00:00`);
    expect(confirmed?.component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe(zone);
    expect(confirmed?.duration.toSeconds()).toBe(30 * 60);
    const pending = byUid.get(`${pendingId}@clinvia`);
    expect(pending?.summary).toBe('Request: Blair S., Consultation');
    expect(pending?.component.getFirstPropertyValue('status')).toBe('TENTATIVE');

    const timeOff = events.filter((event) => event.summary.startsWith('Time off'));
    expect(timeOff.map((event) => [event.summary, event.startDate.toString(), event.endDate.toString()]).sort((a, b) => (a[1] ?? '').localeCompare(b[1] ?? ''))).toEqual([
      ['Time off (whole day)', `${day(4)}T09:00:00`, `${day(4)}T16:00:00`],
      ['Time off', `${day(5)}T11:00:00`, `${day(5)}T11:30:00`],
    ]);

    // Each read is a read of the patients' bookings: one audit row per patient shown.
    const reads = await t.database.db.select({ patientId: auditLog.patientId, actorId: auditLog.actorId }).from(auditLog).where(eq(auditLog.action, 'calendar_feed.read'));
    expect(reads).toEqual(expect.arrayContaining([{ patientId: patient.id, actorId: doctor.id }, { patientId: other.id, actorId: doctor.id }]));
    expect(reads).toHaveLength(2);
  });

  it('stores only the token’s hash, and stops working once renewed or stopped', async () => {
    const first = await issue();
    const token = first.path.split('/').at(-1) ?? '';
    const [row] = await t.database.db.select().from(doctorCalendarFeeds).where(eq(doctorCalendarFeeds.doctorId, doctor.id));
    expect(row?.tokenHash).toBe(hashLinkToken(token));
    expect(row?.tokenHash).not.toContain(token);

    const renewed = await issue();
    expect(renewed.path).not.toBe(first.path);
    expect((await read(first.path)).statusCode).toBe(404);
    expect((await read(renewed.path)).statusCode).toBe(200);

    const stopped = await injectAs(t.app, doctor, { method: 'DELETE', url: '/api/doctors/me/calendar-feed' });
    expect(stopped.json<CalendarFeedStatus>()).toEqual({ active: false, created_at: null });
    expect((await read(renewed.path)).statusCode).toBe(404);
    expect((await read('/api/calendar-feeds/not-a-token')).statusCode).toBe(404);

    const actions = await t.database.db.select({ action: auditLog.action }).from(auditLog).where(and(eq(auditLog.actorId, doctor.id), eq(auditLog.subjectType, 'doctor')));
    const feedActions = actions.map((entry) => entry.action).filter((action) => action.startsWith('calendar_feed.') && action !== 'calendar_feed.read');
    expect(feedActions).toEqual(['calendar_feed.create', 'calendar_feed.renew', 'calendar_feed.renew', 'calendar_feed.revoke']);
  });

  it('is rate-limited per feed', async () => {
    const { path } = await issue();
    const statuses: number[] = [];
    for (let call = 0; call < 31; call += 1) statuses.push((await read(path)).statusCode);
    expect(statuses.slice(0, 29).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('the feed’s times', () => {
  it('stay on the clinic’s clock across a DST change (New York, March 2027)', async () => {
    const newYork = 'America/New_York';
    const rows = await t.database.db
      .insert(appointments)
      .values(
        ['2027-03-05', '2027-03-16'].map((date) => ({
          patientId: patient.id,
          doctorId: doctor.id,
          appointmentDate: date,
          appointmentTime: '09:00',
          appointmentType: 'Follow-up',
          reason,
          contactName: 'Alex Morgan',
          contactEmail: 'alex@example.test',
          contactPhone: '4155550100',
          status: 'confirmed' as const,
        })),
      )
      .returning({ id: appointments.id, date: appointments.appointmentDate });
    const { ics, patientIds } = await doctorFeed(t.database.db, doctor.id, newYork, new Date('2027-03-01T15:00:00Z'));
    expect(patientIds).toEqual([patient.id, patient.id]);
    const { events } = parse(ics);
    const utcStart = (id: string | undefined) => events.find((event) => event.uid === `${id ?? ''}@clinvia`)?.startDate.toJSDate().toISOString();
    // 09:00 EST is 14:00 UTC; after the change on 14 March 2027 (the second Sunday), 09:00 EDT is 13:00 UTC.
    expect(utcStart(rows[0]?.id)).toBe('2027-03-05T14:00:00.000Z');
    expect(utcStart(rows[1]?.id)).toBe('2027-03-16T13:00:00.000Z');
    // Nothing beyond the 60 days: a feed read on 1 January 2027 shows neither.
    expect(parse((await doctorFeed(t.database.db, doctor.id, newYork, new Date('2027-01-01T15:00:00Z'))).ics).events).toHaveLength(0);
  });
});

describe('a doctor whose location is in another zone (TIME-5, LOC-5)', () => {
  it('gives the feed that location’s zone, the same instants, and each visit where it was booked', async () => {
    const denver = await createDoctor(t.database.db, t.config.jwtSecret, 'Rosa Peak');
    const [place] = await t.database.db.insert(locations).values({ name: 'Clinvia Denver', address: '1600 Champa St, Denver, CO', timeZone: 'America/Denver' }).returning({ id: locations.id });
    await t.database.db.update(doctors).set({ locationId: place?.id ?? null }).where(eq(doctors.userId, denver.id));
    const [row] = await t.database.db
      .insert(appointments)
      .values({
        patientId: other.id,
        doctorId: denver.id,
        locationId: place?.id ?? null,
        appointmentDate: '2027-03-16',
        appointmentTime: '09:00',
        appointmentType: 'Follow-up',
        reason,
        contactName: 'Blair Stone',
        contactEmail: 'blair@example.test',
        contactPhone: '4155550100',
        status: 'confirmed' as const,
      })
      .returning({ id: appointments.id });
    // The clinic's zone (New York) is handed in as for every feed; the doctor's location decides.
    const { ics } = await doctorFeed(t.database.db, denver.id, 'America/New_York', new Date('2027-03-01T15:00:00Z'));
    const { calendar, events } = parse(ics);
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('America/Denver');
    expect(ics).toContain('DTSTART;TZID=America/Denver:20270316T090000');
    const event = events.find((candidate) => candidate.uid === `${row?.id ?? ''}@clinvia`);
    // 09:00 MDT (after Denver's change on 14 March 2027) is 15:00 UTC.
    expect(event?.startDate.toJSDate().toISOString()).toBe('2027-03-16T15:00:00.000Z');
    expect(event?.location).toBe('Clinvia Denver, 1600 Champa St, Denver, CO');
  });
});

describe('firstNameAndInitial', () => {
  it('keeps the first name and the last name’s initial', () => {
    expect(firstNameAndInitial('Alex Morgan')).toBe('Alex M.');
    expect(firstNameAndInitial('  María José  Álvarez ')).toBe('María Á.');
    expect(firstNameAndInitial('Cher')).toBe('Cher');
  });
});
