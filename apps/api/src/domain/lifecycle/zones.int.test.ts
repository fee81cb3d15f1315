import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctors, locations } from '../../db/schema';
import { clinicNow } from '../../lib/clinic-time';
import { bookingOf, createDoctor, createPatient, type TestAccount } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { book } from './lifecycle';
import type { LifecycleActor } from './rules';

// TIME-5, HOURS-4: the booking window and 'begun' are read on the clock of the doctor's
// location, not the clinic's, for a doctor two hours west of the clinic.

const zone = 'America/New_York';
let t: TestApp;
let denver: TestAccount;
let patient: TestAccount;

beforeAll(async () => {
  t = await createTestApp({ config: { clinicTimeZone: zone } });
  denver = await createDoctor(t.database.db, t.config.jwtSecret, 'Rosa Peak');
  const [location] = await t.database.db.insert(locations).values({ name: 'Denver clinic', address: '5 Larimer St, Denver, CO', timeZone: 'America/Denver' }).returning({ id: locations.id });
  await t.database.db.update(doctors).set({ locationId: location?.id ?? null }).where(eq(doctors.userId, denver.id));
  patient = await createPatient(t.database.db, t.config.jwtSecret, 'Alex Morgan');
});

afterAll(async () => {
  await t.close();
});

const actor = (): LifecycleActor => ({ id: patient.id, role: 'patient', staffApproved: false });

describe('a doctor in another zone than the clinic’s', () => {
  it('books 10:00 in Denver while the clinic’s clock already reads 11:00 (it is 9:00 in Denver)', async () => {
    const now = clinicNow(zone, new Date('2026-12-01T16:00:00Z'));
    expect(now).toEqual({ date: '2026-12-01', time: '11:00' });
    await expect(book(t.database.db, actor(), bookingOf(patient, denver, '2026-12-01', '10:00'), now, t.app.reminders)).resolves.toEqual(expect.any(String));
  });

  it('refuses a Denver time that has begun there, whatever the clinic’s clock says', async () => {
    const now = clinicNow(zone, new Date('2026-12-01T18:00:00Z'));
    await expect(book(t.database.db, actor(), bookingOf(patient, denver, '2026-12-01', '11:00'), now, t.app.reminders)).rejects.toMatchObject({ statusCode: 409, code: 'slot_begun' });
  });

  it('counts the 10 days from Denver’s today after the clinic’s midnight', async () => {
    // 00:30 on 2 December in New York is 22:30 on 1 December in Denver: Denver's window is the 1st to the 10th.
    const now = clinicNow(zone, new Date('2026-12-02T05:30:00Z'));
    await expect(book(t.database.db, actor(), bookingOf(patient, denver, '2026-12-10', '09:00'), now, t.app.reminders)).resolves.toEqual(expect.any(String));
    await expect(book(t.database.db, actor(), bookingOf(patient, denver, '2026-12-11', '09:00'), now, t.app.reminders)).rejects.toMatchObject({ statusCode: 400, code: 'validation_error' });
  });
});
