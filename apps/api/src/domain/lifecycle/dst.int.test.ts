import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../db/schema';
import { clinicNow } from '../../lib/clinic-time';
import { createTestApp, type TestApp } from '../../test/app';
import { bookingOf, createDoctor, createPatient, type TestAccount } from '../../test/accounts';
import { hasBegun } from '../slots/grid';
import { book, changeStatus } from './lifecycle';

// TIME-4 (issue 22 item 5, the booking side): a booking made before the clinic's clocks change
// for a slot after the change keeps its clinic wall-clock time, and 'begun' follows the new
// offset (Cal.com #1092, #10517 shifted such bookings by the hour the clocks moved).

const zone = 'America/New_York';
let t: TestApp;
let doctor: TestAccount;
let patient: TestAccount;

beforeAll(async () => {
  t = await createTestApp({ config: { clinicTimeZone: zone } });
  doctor = await createDoctor(t.database.db, t.config.jwtSecret, 'Maya Patel');
  patient = await createPatient(t.database.db, t.config.jwtSecret, 'Alex Morgan');
});

afterAll(async () => {
  await t.close();
});

const actorOf = (account: TestAccount) => ({ id: account.id, role: account.role, staffApproved: false });

describe('a booking across the spring-forward change (New York, 2026-03-08 02:00)', () => {
  // Friday 2026-03-06 10:00 EST (UTC−5): the slot is Monday 2026-03-09 09:00 EDT (UTC−4).
  const bookedAt = new Date('2026-03-06T15:00:00Z');

  it('stores the clinic time asked for, and it begins at 09:00 EDT, not 09:00 EST', async () => {
    const id = await book(t.database.db, actorOf(patient), bookingOf(patient, doctor, '2026-03-09', '09:00'), clinicNow(zone, bookedAt), t.app.reminders);
    const [row] = await t.database.db.select({ date: appointments.appointmentDate, time: appointments.appointmentTime }).from(appointments).where(eq(appointments.id, id));
    expect(row).toEqual({ date: '2026-03-09', time: '09:00' });
    // 12:59 UTC is 08:59 EDT: not begun; 13:00 UTC is 09:00 EDT: begun. (At the booking's own
    // offset, EST, 09:00 would be 14:00 UTC.)
    expect(hasBegun('2026-03-09', '09:00', clinicNow(zone, new Date('2026-03-09T12:59:00Z')))).toBe(false);
    expect(hasBegun('2026-03-09', '09:00', clinicNow(zone, new Date('2026-03-09T13:00:00Z')))).toBe(true);
  });

  it('lets the doctor mark it no-show from 09:00 EDT, and not a minute before', async () => {
    const id = await book(t.database.db, actorOf(patient), bookingOf(patient, doctor, '2026-03-09', '10:00'), clinicNow(zone, bookedAt), t.app.reminders);
    await t.database.db.update(appointments).set({ status: 'confirmed' }).where(eq(appointments.id, id));
    const early = t.database.db.transaction((tx) => changeStatus(tx, actorOf(doctor), { appointmentId: id, to: 'no_show', reason: null }, clinicNow(zone, new Date('2026-03-09T13:59:00Z')), t.app.reminders));
    await expect(early).rejects.toMatchObject({ statusCode: 409, code: 'no_show_not_begun' });
    const onTime = await t.database.db.transaction((tx) => changeStatus(tx, actorOf(doctor), { appointmentId: id, to: 'no_show', reason: null }, clinicNow(zone, new Date('2026-03-09T14:00:00Z')), t.app.reminders));
    expect(onTime).toMatchObject({ from: 'confirmed', to: 'no_show', transition: 'no_show' });
  });
});
