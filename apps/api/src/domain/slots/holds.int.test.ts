import type { ErrorBody } from '@clinvia/contracts';
import type { SlotsResponse } from '@clinvia/contracts/doctors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slotHolds } from '../../db/schema';
import { addDays, clinicNow } from '../../lib/clinic-time';
import { createTestApp, type TestApp } from '../../test/app';
import { bookingOf, createDoctor, createPatient, injectAs, middayZone, type TestAccount } from '../../test/accounts';
import { holdSlot, slotHolder } from './holds';

// WAIT-5: a slot held for one patient (the groundwork of the waitlist's offers) shows as held in
// the slot grid, and booking or rescheduling into it is refused to anyone else; of racing holds
// exactly one wins, and an expired hold gives way.

const zone = middayZone();
let t: TestApp;
let holder: TestAccount;
let other: TestAccount;
let doctor: TestAccount;
let today: string;

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000);

async function gridSlot(date: string, time: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/doctors/${doctor.id}/slots` });
  return response.json<SlotsResponse>().days.find((day) => day.date === date)?.slots.find((slot) => slot.time === time);
}

beforeAll(async () => {
  t = await createTestApp({ config: { clinicTimeZone: zone } });
  today = clinicNow(zone).date;
  holder = await createPatient(t.database.db, t.config.jwtSecret, 'Hana Holder');
  other = await createPatient(t.database.db, t.config.jwtSecret, 'Oscar Other');
  doctor = await createDoctor(t.database.db, t.config.jwtSecret, 'Maya Patel');
});

afterAll(async () => {
  await t.close();
});

describe('slot holds (WAIT-5)', () => {
  it('keeps a held slot for its holder: the grid shows it held, others cannot book or move into it, the holder books it', async () => {
    const slot = { doctorId: doctor.id, date: addDays(today, 3), time: '10:00' };
    expect(await holdSlot(t.database.db, slot, holder.id, inMinutes(15))).toBe(true);
    expect(await holdSlot(t.database.db, slot, other.id, inMinutes(15))).toBe(false);
    expect(await slotHolder(t.database.db, slot)).toBe(holder.id);
    expect(await gridSlot(slot.date, slot.time)).toMatchObject({ held: true, taken: false, available: false });

    const refused = await injectAs(t.app, other, { method: 'POST', url: '/api/patients/book-appointment', payload: bookingOf(other, doctor, slot.date, slot.time) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().error.code).toBe('slot_held');

    const elsewhere = await injectAs(t.app, other, { method: 'POST', url: '/api/patients/book-appointment', payload: bookingOf(other, doctor, slot.date, '11:00') });
    expect(elsewhere.statusCode).toBe(201);
    const moved = await injectAs(t.app, other, {
      method: 'PUT',
      url: `/api/patients/reschedule-appointment/${elsewhere.json<{ appointment: { id: string } }>().appointment.id}`,
      payload: { date: slot.date, time: slot.time },
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json<ErrorBody>().error.code).toBe('slot_held');

    const booked = await injectAs(t.app, holder, { method: 'POST', url: '/api/patients/book-appointment', payload: bookingOf(holder, doctor, slot.date, slot.time) });
    expect(booked.statusCode).toBe(201);
    expect(await t.database.db.select().from(slotHolds).where(eq(slotHolds.doctorId, doctor.id))).toEqual([]);
    expect(await gridSlot(slot.date, slot.time)).toMatchObject({ held: false, taken: true, available: false });
  });

  it('lets an expired hold give way to the next one, and frees the slot for everyone', async () => {
    const slot = { doctorId: doctor.id, date: addDays(today, 4), time: '13:30' };
    expect(await holdSlot(t.database.db, slot, holder.id, inMinutes(-1))).toBe(true);
    expect(await slotHolder(t.database.db, slot)).toBeNull();
    expect(await gridSlot(slot.date, slot.time)).toMatchObject({ held: false, available: true });
    expect(await holdSlot(t.database.db, slot, other.id, inMinutes(15))).toBe(true);
    expect(await slotHolder(t.database.db, slot)).toBe(other.id);
  });

  it('gives a slot to exactly one of many racing holds', async () => {
    const slot = { doctorId: doctor.id, date: addDays(today, 5), time: '09:30' };
    const patients = await Promise.all(Array.from({ length: 8 }, (_, i) => createPatient(t.database.db, t.config.jwtSecret, `Racer ${String(i)}`)));
    const results = await Promise.all(patients.map((patient) => holdSlot(t.database.db, slot, patient.id, inMinutes(15))));
    expect(results.filter(Boolean)).toHaveLength(1);
    const winner = patients[results.indexOf(true)];
    expect(await slotHolder(t.database.db, slot)).toBe(winner?.id);
  });
});
