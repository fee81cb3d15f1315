import type { ErrorBody } from '@clinvia/contracts';
import type { LocationAnswer } from '@clinvia/contracts/locations';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctorDateHours, doctorHours, doctors, locations } from '../../db/schema';
import { addDays, clinicNow } from '../../lib/clinic-time';
import { createDoctor, createStaff, injectAs, type TestAccount } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';

// LOC-2, LOC-3, LOC-4 and LOC-7 under concurrent requests: a location's zone change or
// retirement races a doctor's week, a date override or a doctor's move naming it. The location
// row is locked FOR UPDATE by the change and read FOR SHARE by the writers, so whichever runs
// second sees the first: never a period (or a doctor) at a retired location, never a period at
// a location in another zone than the doctor's. Each round runs both orders; on PostgreSQL the
// requests run on separate connections, on PGlite they interleave between statements.

const zone = 'America/New_York';
const rounds = [0, 1, 2, 3, 4, 5];
let t: TestApp;
let member: TestAccount;
let seq = 0;

const code = (response: LightMyRequestResponse) => (response.statusCode === 200 ? 'ok' : `${String(response.statusCode)} ${response.json<ErrorBody>().error.code}`);

/** A fresh doctor at the default location (the clinic's zone) and a fresh location in that zone. */
async function doctorAndPlace(): Promise<{ doctor: TestAccount; place: string }> {
  seq += 1;
  const doctor = await createDoctor(t.database.db, t.config.jwtSecret, `Race Doctor ${String(seq)}`);
  const created = await injectAs(t.app, member, { method: 'POST', url: '/api/staff/locations', payload: { name: `Clinvia Annex ${String(seq)}`, address: `${String(seq)} Annex Way, Boston, MA`, time_zone: zone } });
  expect(created.statusCode, created.body).toBe(201);
  return { doctor, place: created.json<LocationAnswer>().location.id };
}

/** Both requests at once, in the round's order; answers in the order given. */
async function race(round: number, first: () => Promise<LightMyRequestResponse>, second: () => Promise<LightMyRequestResponse>): Promise<[LightMyRequestResponse, LightMyRequestResponse]> {
  if (round % 2 === 0) return Promise.all([first(), second()]);
  const [b, a] = await Promise.all([second(), first()]);
  return [a, b];
}

const weekAt = (place: string) => Array.from({ length: 7 }, () => [{ start: '09:00', end: '12:00', location_id: place }]);
const saveWeek = (doctor: TestAccount, place: string) => () => injectAs(t.app, doctor, { method: 'PUT', url: `/api/doctors/${doctor.id}/hours`, payload: { slotMinutes: 30, week: weekAt(place) } });
const retire = (place: string) => () => injectAs(t.app, member, { method: 'POST', url: `/api/staff/locations/${place}/retire` });

/** What the database holds about the location afterwards: its zone, whether retired, and what names it. */
async function stateOf(place: string, doctorId: string) {
  const [row] = await t.database.db.select({ zone: locations.timeZone, retiredAt: locations.retiredAt }).from(locations).where(eq(locations.id, place));
  const week = await t.database.db.select({ id: doctorHours.id }).from(doctorHours).where(eq(doctorHours.locationId, place));
  const dates = await t.database.db.select({ id: doctorDateHours.id }).from(doctorDateHours).where(eq(doctorDateHours.locationId, place));
  const [doctor] = await t.database.db.select({ location: doctors.locationId }).from(doctors).where(eq(doctors.userId, doctorId));
  return { zone: row?.zone ?? zone, retired: row?.retiredAt != null, named: week.length + dates.length, own: doctor?.location === place };
}

beforeAll(async () => {
  t = await createTestApp({ config: { clinicTimeZone: zone } });
  member = await createStaff(t.database.db, t.config.jwtSecret, true);
});

afterAll(async () => {
  await t.close();
});

describe('location changes raced by the hours that name them (LOC-2 to LOC-4)', () => {
  it('a retirement and a week naming the location: one of them wins, never a period at a retired location', async () => {
    const results = await Promise.all(
      rounds.map(async (round) => {
        const { doctor, place } = await doctorAndPlace();
        const [retired, saved] = await race(round, retire(place), saveWeek(doctor, place));
        return { answers: [code(retired), code(saved)], state: await stateOf(place, doctor.id) };
      }),
    );
    for (const { answers, state } of results) {
      // Retired first: the week is refused on the period's field; saved first: the retirement finds it in use.
      expect([['ok', '400 validation_error'], ['409 location_in_use', 'ok']]).toContainEqual(answers);
      expect(state.retired && state.named > 0).toBe(false);
      expect(state.retired).toBe(answers[0] === 'ok');
    }
  });

  it('a zone change and a date override naming the location: never a period at a location in another zone than the doctor’s', async () => {
    const date = addDays(clinicNow(zone).date, 2);
    const results = await Promise.all(
      rounds.map(async (round) => {
        const { doctor, place } = await doctorAndPlace();
        const moved = () => injectAs(t.app, member, { method: 'PUT', url: `/api/staff/locations/${place}`, payload: { name: 'Clinvia Annex West', address: '1 Loop Rd, Chicago, IL', time_zone: 'America/Chicago' } });
        const override = () => injectAs(t.app, doctor, { method: 'PUT', url: `/api/doctors/${doctor.id}/hours/overrides/${date}`, payload: { periods: [{ start: '10:00', end: '12:00', location_id: place }] } });
        const [zoned, saved] = await race(round, moved, override);
        return { answers: [code(zoned), code(saved)], state: await stateOf(place, doctor.id) };
      }),
    );
    for (const { answers, state } of results) {
      expect([['ok', '400 validation_error'], ['409 location_zone_in_use', 'ok']]).toContainEqual(answers);
      expect(state.zone !== zone && state.named > 0).toBe(false);
      expect(state.zone).toBe(answers[0] === 'ok' ? 'America/Chicago' : zone);
    }
  });

  it('a retirement and a doctor’s move to the location (LOC-7): never a doctor whose own location is retired', async () => {
    const results = await Promise.all(
      rounds.map(async (round) => {
        const { doctor, place } = await doctorAndPlace();
        const move = () => injectAs(t.app, member, { method: 'PATCH', url: `/api/staff/doctors/${doctor.id}`, payload: { location_id: place } });
        const [retired, moved] = await race(round, retire(place), move);
        return { answers: [code(retired), code(moved)], state: await stateOf(place, doctor.id) };
      }),
    );
    for (const { answers, state } of results) {
      expect([['ok', '400 validation_error'], ['409 location_in_use', 'ok']]).toContainEqual(answers);
      expect(state.retired && state.own).toBe(false);
    }
  });
});
