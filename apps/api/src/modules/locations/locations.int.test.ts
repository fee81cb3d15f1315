import type { ErrorBody } from '@clinvia/contracts';
import type { DoctorHours } from '@clinvia/contracts/schedule-schemas';
import type { SlotsResponse } from '@clinvia/contracts/doctors';
import type { LocationAnswer, LocationList } from '@clinvia/contracts/locations';
import type { PatientAppointment } from '@clinvia/contracts/appointments';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, auditLog } from '../../db/schema';
import { addDays, clinicNow } from '../../lib/clinic-time';
import { weekdayOf } from '../../domain/slots/schedule';
import { createTestApp, type TestApp } from '../../test/app';
import { bookingOf, createDoctor, createPatient, createStaff, injectAs, type TestAccount } from '../../test/accounts';

// LOC-1 to LOC-5, HOURS-9 through the real server: staff list, add, edit and retire locations
// (audited, checked per field, refused while in use); a doctor's period names a location, its
// slots carry it, a booking keeps it whatever the hours say later; only staff manage locations.

let t: TestApp;
let today: string;
let doctor: TestAccount;
let patient: TestAccount;
let member: TestAccount;
const zone = 'America/New_York';

interface SentPeriod {
  start: string;
  end: string;
  location_id?: string | null;
}
const standard: SentPeriod[] = [
  { start: '09:00', end: '12:00' },
  { start: '13:00', end: '16:00' },
];

/** The first day from tomorrow on that falls on `weekday` (0 Sunday). */
function next(weekday: number): string {
  for (let offset = 1; offset <= 7; offset++) if (weekdayOf(addDays(today, offset)) === weekday) return addDays(today, offset);
  throw new Error('no such day');
}

async function create(body: Record<string, unknown>) {
  return injectAs(t.app, member, { method: 'POST', url: '/api/staff/locations', payload: body });
}

async function list(): Promise<LocationList> {
  const response = await injectAs(t.app, member, { method: 'GET', url: '/api/staff/locations' });
  expect(response.statusCode).toBe(200);
  return response.json<LocationList>();
}

async function saveWeek(week: unknown[][]) {
  return injectAs(t.app, doctor, { method: 'PUT', url: `/api/doctors/${doctor.id}/hours`, payload: { slotMinutes: 30, week } });
}

async function auditActions(subjectId: string): Promise<string[]> {
  const rows = await t.database.db.select({ action: auditLog.action }).from(auditLog).where(and(eq(auditLog.subjectType, 'location'), eq(auditLog.subjectId, subjectId)));
  return rows.map((row) => row.action);
}

beforeAll(async () => {
  t = await createTestApp({ config: { clinicTimeZone: zone } });
  today = clinicNow(zone).date;
  doctor = await createDoctor(t.database.db, t.config.jwtSecret, 'Lena Locum');
  patient = await createPatient(t.database.db, t.config.jwtSecret, 'Alex Morgan');
  member = await createStaff(t.database.db, t.config.jwtSecret, true);
});

afterAll(async () => {
  await t.close();
});

describe('who may manage locations (LOC-1)', () => {
  it('refuses anonymous callers (401), patients and doctors (403)', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const routes: ['GET' | 'POST' | 'PUT', string][] = [
      ['GET', '/api/staff/locations'],
      ['POST', '/api/staff/locations'],
      ['PUT', `/api/staff/locations/${id}`],
      ['POST', `/api/staff/locations/${id}/retire`],
    ];
    for (const [method, url] of routes) {
      expect((await injectAs(t.app, null, { method, url, payload: {} })).statusCode, `${method} ${url}`).toBe(401);
      for (const who of [patient, doctor]) expect((await injectAs(t.app, who, { method, url, payload: {} })).statusCode, `${method} ${url} as ${who.role}`).toBe(403);
    }
  });
});

describe('the clinic’s locations (LOC-1, LOC-2)', () => {
  it('start with the default location, in the clinic’s zone, used by every doctor without one', async () => {
    const { locations, time_zones: zones } = await list();
    expect(locations[0]).toMatchObject({ is_default: true, time_zone: zone, retired: false });
    expect(locations[0]?.doctors).toBeGreaterThanOrEqual(1);
    expect(zones).toContain('America/Denver');
  });

  it('refuses an unknown zone and an empty name per field, then adds a location, audited', async () => {
    const refused = await create({ name: ' ', address: '5 Kendall Sq, Cambridge, MA', time_zone: 'Mars/Olympus_Mons' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorBody>().error.fields).toMatchObject({ name: 'Please give the location a name (at most 100 characters)', time_zone: 'Please choose a time zone from the list (an IANA zone such as America/Denver)' });
    const added = await create({ name: 'Clinvia Cambridge', address: '5 Kendall Sq, Cambridge, MA', time_zone: 'America/New_York' });
    expect(added.statusCode).toBe(201);
    const { location } = added.json<LocationAnswer>();
    expect(location).toMatchObject({ name: 'Clinvia Cambridge', time_zone: 'America/New_York', is_default: false, retired: false, doctors: 0 });
    expect(await auditActions(location.id)).toEqual(['location.create']);
  });

  it('edits a location, audited; the default one keeps the clinic’s zone (400 on the field)', async () => {
    const [main] = (await list()).locations;
    if (!main) throw new Error('no default location');
    const zoned = await injectAs(t.app, member, { method: 'PUT', url: `/api/staff/locations/${main.id}`, payload: { name: 'Clinvia Boston', address: '100 Cambridge St, Boston, MA', time_zone: 'America/Denver' } });
    expect(zoned.statusCode).toBe(400);
    expect(zoned.json<ErrorBody>().error.fields?.time_zone).toContain('CLINIC_TIME_ZONE');
    const renamed = await injectAs(t.app, member, { method: 'PUT', url: `/api/staff/locations/${main.id}`, payload: { name: 'Clinvia Boston', address: '100 Cambridge St, Boston, MA' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<LocationAnswer>().location).toMatchObject({ name: 'Clinvia Boston', address: '100 Cambridge St, Boston, MA', time_zone: zone, is_default: true });
    expect(await auditActions(main.id)).toEqual(['location.update']);
    const missing = await injectAs(t.app, member, { method: 'PUT', url: '/api/staff/locations/00000000-0000-4000-8000-000000000000', payload: { name: 'X', address: 'Y', time_zone: zone } });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses to retire the default location (409 location_default)', async () => {
    const [main] = (await list()).locations;
    const response = await injectAs(t.app, member, { method: 'POST', url: `/api/staff/locations/${main?.id ?? ''}/retire` });
    expect(response.statusCode).toBe(409);
    expect(response.json<ErrorBody>().error.code).toBe('location_default');
  });
});

describe('a period at another location (HOURS-9, LOC-3 to LOC-5)', () => {
  let cambridge: string;
  let denver: string;
  const monday = () => next(1);

  beforeAll(async () => {
    cambridge = (await list()).locations.find((location) => location.name === 'Clinvia Cambridge')?.id ?? '';
    denver = (await create({ name: 'Clinvia Denver', address: '1600 Champa St, Denver, CO', time_zone: 'America/Denver' })).json<LocationAnswer>().location.id;
  });

  it('refuses a location in another zone than the doctor’s, and an unknown one, per field', async () => {
    const week = Array.from({ length: 7 }, () => standard);
    week[1] = [{ start: '09:00', end: '12:00', location_id: denver }, { start: '13:00', end: '16:00', location_id: '00000000-0000-4000-8000-000000000000' }];
    const response = await saveWeek(week);
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().error.fields).toEqual({
      'week.1.0.location_id': 'This location is in another time zone than the doctor’s own: all of a doctor’s periods share one zone',
      'week.1.1.location_id': 'Please choose a location from the list',
    });
  });

  it('gives Monday afternoon’s slots the period’s location; the editor offers the locations of the doctor’s zone', async () => {
    const week = Array.from({ length: 7 }, () => standard);
    week[1] = [{ start: '09:00', end: '12:00' }, { start: '13:00', end: '16:00', location_id: cambridge }];
    const saved = await saveWeek(week);
    expect(saved.statusCode, saved.body).toBe(200);
    const hours = saved.json<DoctorHours>();
    expect(hours.week[1]).toEqual([{ start: '09:00', end: '12:00', location_id: null }, { start: '13:00', end: '16:00', location_id: cambridge }]);
    expect(hours.locations.map((place) => place.name)).toEqual(['Clinvia Boston', 'Clinvia Cambridge']);
    const slots = (await injectAs(t.app, null, { method: 'GET', url: `/api/doctors/${doctor.id}/slots` })).json<SlotsResponse>();
    const day = slots.days.find((entry) => entry.date === monday());
    expect(day?.slots.find((slot) => slot.time === '09:00')?.location_id).toBe(hours.location_id);
    expect(day?.slots.find((slot) => slot.time === '13:00')?.location_id).toBe(cambridge);
    expect(slots.locations.find((place) => place.id === cambridge)).toEqual({ id: cambridge, name: 'Clinvia Cambridge', address: '5 Kendall Sq, Cambridge, MA', time_zone: zone });
    const used = (await list()).locations.find((location) => location.id === cambridge);
    expect(used?.doctors).toBe(1);
  });

  it('keeps the booking’s location on the appointment when the hours change later', async () => {
    const booked = await injectAs(t.app, patient, { method: 'POST', url: '/api/patients/book-appointment', payload: { ...bookingOf(patient, doctor, monday(), '13:30') } });
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json<{ appointment: { id: string } }>().appointment.id;
    const [row] = await t.database.db.select({ location: appointments.locationId }).from(appointments).where(eq(appointments.id, id));
    expect(row?.location).toBe(cambridge);
    expect((await saveWeek(Array.from({ length: 7 }, () => standard))).statusCode).toBe(200);
    const mine = await injectAs(t.app, patient, { method: 'GET', url: `/api/patients/get-appointments/${patient.id}` });
    const appointment = mine.json<{ appointments: PatientAppointment[] }>().appointments.find((entry) => entry.id === id);
    expect(appointment?.location).toMatchObject({ id: cambridge, name: 'Clinvia Cambridge', address: '5 Kendall Sq, Cambridge, MA' });
  });

  it('refuses to retire a location a period names (409 location_in_use), retires it once none does, and offers it no more', async () => {
    const week = Array.from({ length: 7 }, () => standard);
    week[2] = [{ start: '09:00', end: '12:00', location_id: cambridge }];
    expect((await saveWeek(week)).statusCode).toBe(200);
    const zoneChange = await injectAs(t.app, member, { method: 'PUT', url: `/api/staff/locations/${cambridge}`, payload: { name: 'Clinvia Cambridge', address: '5 Kendall Sq, Cambridge, MA', time_zone: 'America/Chicago' } });
    expect(zoneChange.statusCode).toBe(409);
    expect(zoneChange.json<ErrorBody>().error.code).toBe('location_zone_in_use');
    const refused = await injectAs(t.app, member, { method: 'POST', url: `/api/staff/locations/${cambridge}/retire` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().error.code).toBe('location_in_use');
    expect((await saveWeek(Array.from({ length: 7 }, () => standard))).statusCode).toBe(200);
    const retired = await injectAs(t.app, member, { method: 'POST', url: `/api/staff/locations/${cambridge}/retire` });
    expect(retired.statusCode, retired.body).toBe(200);
    expect(retired.json<LocationAnswer>().location).toMatchObject({ retired: true, doctors: 0 });
    expect(await auditActions(cambridge)).toEqual(['location.create', 'location.retire']);
    const again = await saveWeek(week);
    expect(again.statusCode).toBe(400);
    expect(again.json<ErrorBody>().error.fields?.['week.2.0.location_id']).toBe('This location is retired: choose another one.');
    const hours = (await injectAs(t.app, doctor, { method: 'GET', url: `/api/doctors/${doctor.id}/hours` })).json<DoctorHours>();
    expect(hours.locations.map((place) => place.id)).not.toContain(cambridge);
  });

  it('takes a location per period of a date override too', async () => {
    const date = addDays(today, 3);
    const response = await injectAs(t.app, doctor, { method: 'PUT', url: `/api/doctors/${doctor.id}/hours/overrides/${date}`, payload: { periods: [{ start: '10:00', end: '12:00', location_id: denver }] } });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().error.fields?.['periods.0.location_id']).toContain('another time zone');
  });
});
