import type { ErrorBody } from '@clinvia/contracts';
import type { DoctorHours } from '@clinvia/contracts/schedule-schemas';
import type { LocationAnswer, LocationList } from '@clinvia/contracts/locations';
import type { StaffDoctor } from '@clinvia/contracts/staff';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, auditLog, doctors, locations } from '../../../db/schema';
import { addDays, clinicNow } from '../../../lib/clinic-time';
import { createTestApp, type TestApp } from '../../../test/app';
import { placeAppointment } from '../../../test/appointments';
import { createDoctor, createPatient, createStaff, injectAs, type TestAccount } from '../../../test/accounts';

// LOC-7 through the real server: staff set a doctor's own location (and clear it back to the
// default), checked per field, refused into another zone while the doctor's hours name locations
// of the old one, audited with who did it; the doctor's bookings keep their location (LOC-5).

let t: TestApp;
let today: string;
let doctor: TestAccount;
let patient: TestAccount;
let member: TestAccount;
let pendingMember: TestAccount;
let defaultId: string;
let defaultName: string;
let cambridge: string;
let denver: string;
let retired: string;
const zone = 'America/New_York';
const unknown = '00000000-0000-4000-8000-000000000000';

async function addLocation(name: string, timeZone: string): Promise<string> {
  const response = await injectAs(t.app, member, { method: 'POST', url: '/api/staff/locations', payload: { name, address: `1 Main St, ${name}`, time_zone: timeZone } });
  expect(response.statusCode).toBe(201);
  return response.json<LocationAnswer>().location.id;
}

async function move(locationId: unknown, who: TestAccount | null = member) {
  return injectAs(t.app, who, { method: 'PATCH', url: `/api/staff/doctors/${doctor.id}`, payload: { location_id: locationId } });
}

async function storedLocation(): Promise<string | null> {
  const [row] = await t.database.db.select({ locationId: doctors.locationId }).from(doctors).where(eq(doctors.userId, doctor.id));
  return row?.locationId ?? null;
}

async function hoursZone(): Promise<string> {
  return (await injectAs(t.app, doctor, { method: 'GET', url: `/api/doctors/${doctor.id}/hours` })).json<DoctorHours>().time_zone;
}

const sevenDays = (periods: unknown[]): unknown[][] => [[], periods, [], [], [], [], []];

beforeAll(async () => {
  t = await createTestApp({ config: { clinicTimeZone: zone } });
  today = clinicNow(zone).date;
  doctor = await createDoctor(t.database.db, t.config.jwtSecret, 'Rosa Moves');
  patient = await createPatient(t.database.db, t.config.jwtSecret, 'Alex Morgan');
  member = await createStaff(t.database.db, t.config.jwtSecret, true);
  pendingMember = await createStaff(t.database.db, t.config.jwtSecret, false);
  const list = (await injectAs(t.app, member, { method: 'GET', url: '/api/staff/locations' })).json<LocationList>();
  const main = list.locations.find((location) => location.is_default);
  if (!main) throw new Error('no default location');
  defaultId = main.id;
  defaultName = main.name;
  cambridge = await addLocation('Clinvia Cambridge', zone);
  denver = await addLocation('Clinvia Denver', 'America/Denver');
  retired = await addLocation('Clinvia Old Town', zone);
  expect((await injectAs(t.app, member, { method: 'POST', url: `/api/staff/locations/${retired}/retire` })).statusCode).toBe(200);
});

afterAll(async () => {
  await t.close();
});

describe("who may set a doctor's location (LOC-7)", () => {
  it('refuses anonymous callers (401), patients, doctors and unapproved staff (403), and changes nothing', async () => {
    expect((await move(denver, null)).statusCode).toBe(401);
    for (const who of [patient, doctor, pendingMember]) expect((await move(denver, who)).statusCode, who.name).toBe(403);
    expect(await storedLocation()).toBeNull();
  });

  it('answers 404 for an id that is no doctor', async () => {
    const response = await injectAs(t.app, member, { method: 'PATCH', url: `/api/staff/doctors/${patient.id}`, payload: { location_id: denver } });
    expect(response.statusCode).toBe(404);
  });
});

describe("setting a doctor's own location (LOC-7)", () => {
  it('refuses a malformed, unknown or retired location with a message on the field', async () => {
    const cases: [unknown, string][] = [
      ['not-an-id', 'Please choose a location from the list'],
      [unknown, 'There is no location with this id: choose one from the list'],
      [retired, 'This location is retired: choose an active one'],
    ];
    for (const [sent, message] of cases) {
      const response = await move(sent);
      expect(response.statusCode, String(sent)).toBe(400);
      expect(response.json<ErrorBody>().error.fields?.location_id).toBe(message);
    }
    expect(await storedLocation()).toBeNull();
  });

  it('moves a doctor whose hours name no location into another zone: the hours follow; their bookings keep their location (LOC-5)', async () => {
    const booked = await placeAppointment(t.database.db, patient, doctor, addDays(today, 5), '10:00');
    await t.database.db.update(appointments).set({ locationId: defaultId }).where(eq(appointments.id, booked.id));
    expect((await injectAs(t.app, doctor, { method: 'PUT', url: `/api/doctors/${doctor.id}/hours`, payload: { slotMinutes: 30, week: sevenDays([{ start: '09:00', end: '12:00' }]) } })).statusCode).toBe(200);

    const response = await move(denver);
    expect(response.statusCode).toBe(200);
    expect(response.json<StaffDoctor>().location_id).toBe(denver);
    expect(await storedLocation()).toBe(denver);
    expect(await hoursZone()).toBe('America/Denver');
    const [appointment] = await t.database.db.select({ locationId: appointments.locationId }).from(appointments).where(eq(appointments.id, booked.id));
    expect(appointment?.locationId).toBe(defaultId);

    const rows = await t.database.db
      .select({ actorId: auditLog.actorId, detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.doctor.update'), eq(auditLog.subjectId, doctor.id)));
    expect(rows).toContainEqual({ actorId: member.id, detail: `changed: location_id; location: ${defaultName} → Clinvia Denver` });
  });

  it('clears it back to the default location (null) in the clinic’s zone, audited', async () => {
    const response = await move(null);
    expect(response.statusCode).toBe(200);
    expect(response.json<StaffDoctor>().location_id).toBeNull();
    expect(await storedLocation()).toBeNull();
    expect(await hoursZone()).toBe(zone);
    const rows = await t.database.db.select({ detail: auditLog.detail }).from(auditLog).where(and(eq(auditLog.action, 'staff.doctor.update'), eq(auditLog.subjectId, doctor.id)));
    expect(rows.map((row) => row.detail)).toContain(`changed: location_id; location: Clinvia Denver → ${defaultName}`);
  });

  it('stores the default location’s own id as null, and leaves the location alone when it is sent unchanged', async () => {
    expect((await move(defaultId)).json<StaffDoctor>().location_id).toBeNull();
    expect(await storedLocation()).toBeNull();
    const unchanged = await injectAs(t.app, member, { method: 'PATCH', url: `/api/staff/doctors/${doctor.id}`, payload: { location_id: null, consultationFee: 120 } });
    expect(unchanged.json<StaffDoctor>()).toMatchObject({ location_id: null, consultation_fee: 120 });

    // A location retired while still the doctor's (only by the data: LOC-3 refuses it) is kept when sent back as it is.
    const attic = await addLocation('Clinvia Attic', zone);
    await t.database.db.update(doctors).set({ locationId: attic }).where(eq(doctors.userId, doctor.id));
    await t.database.db.update(locations).set({ retiredAt: new Date() }).where(eq(locations.id, attic));
    const kept = await injectAs(t.app, member, { method: 'PATCH', url: `/api/staff/doctors/${doctor.id}`, payload: { location_id: attic, consultationFee: 130 } });
    expect(kept.statusCode).toBe(200);
    expect(kept.json<StaffDoctor>()).toMatchObject({ location_id: attic, consultation_fee: 130 });
    await t.database.db.update(doctors).set({ locationId: null }).where(eq(doctors.userId, doctor.id));
  });

  it('refuses a move into another zone while the week names a location of the old zone (409), allows one in the same zone', async () => {
    const week = sevenDays([{ start: '09:00', end: '12:00', location_id: cambridge }]);
    expect((await injectAs(t.app, doctor, { method: 'PUT', url: `/api/doctors/${doctor.id}/hours`, payload: { slotMinutes: 30, week } })).statusCode).toBe(200);
    const refused = await move(denver);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().error).toMatchObject({ code: 'location_zone_conflict', message: expect.stringContaining('another time zone') as unknown });
    expect(await storedLocation()).toBeNull();

    // Cambridge is in the doctor's zone: the week's periods stay valid.
    expect((await move(cambridge)).statusCode).toBe(200);
    expect(await storedLocation()).toBe(cambridge);
    expect((await move(null)).statusCode).toBe(200);
  });

  it('refuses it too while a date from today on names one, and allows it once the hours name none', async () => {
    expect((await injectAs(t.app, doctor, { method: 'PUT', url: `/api/doctors/${doctor.id}/hours`, payload: { slotMinutes: 30, week: sevenDays([{ start: '09:00', end: '12:00' }]) } })).statusCode).toBe(200);
    const date = addDays(today, 3);
    const url = `/api/doctors/${doctor.id}/hours/overrides/${date}`;
    expect((await injectAs(t.app, doctor, { method: 'PUT', url, payload: { periods: [{ start: '10:00', end: '12:00', location_id: cambridge }] } })).statusCode).toBe(200);
    expect((await move(denver)).statusCode).toBe(409);
    expect((await injectAs(t.app, doctor, { method: 'DELETE', url })).statusCode).toBeLessThan(300);
    expect((await move(denver)).statusCode).toBe(200);
    expect(await storedLocation()).toBe(denver);
  });
});
