import type { ErrorBody } from '@clinvia/contracts';
import type { BookingRules } from '@clinvia/contracts/doctor-portal';
import type { DoctorPage, SlotsResponse } from '@clinvia/contracts/doctors';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { addDays } from '../../lib/clinic-time';
import { openMiddayClinic, type TestApp } from '../../test/app';
import { bookingOf, injectAs, middayZone, type TestAccount } from '../../test/accounts';

// BOOK-20: a doctor's minimum notice and two-slot visit types, as the slot grid,
// booking and rescheduling apply them. The clinic's clock reads 12:00 to 12:59 (middayZone), so
// a 2-hour notice ends between 14:00 and 14:59: it always covers today's 13:00 and 13:30 and never
// 15:00. 14:00 is left out: at 12:00 exactly the notice ends at 14:00, and 14:00 is then bookable.

const zone = await middayZone();
let t: TestApp;
let today: string;
let doctor: TestAccount;
let patient: TestAccount;
let other: TestAccount;

const day = (offset: number) => addDays(today, offset);

function setRules(account: TestAccount | null, payload: unknown) {
  return injectAs(t.app, account, { method: 'PUT', url: '/api/doctors/me/booking-rules', payload: payload as Record<string, unknown> });
}

function book(date: string, time: string, appointmentType: string, who: TestAccount = patient) {
  return injectAs(t.app, who, { method: 'POST', url: '/api/patients/book-appointment', payload: { ...bookingOf(who, doctor, date, time, { appointmentType: appointmentType as 'Consultation' }) } });
}

function reschedule(id: string, date: string, time: string, who: TestAccount = patient) {
  return injectAs(t.app, who, { method: 'PUT', url: `/api/patients/reschedule-appointment/${id}`, payload: { date, time } });
}

async function slotsResponse() {
  return (await injectAs(t.app, null, { method: 'GET', url: `/api/doctors/${doctor.id}/slots` })).json<SlotsResponse>();
}

async function slotsOf(date: string) {
  return (await slotsResponse()).days.find((entry) => entry.date === date)?.slots ?? [];
}

beforeAll(async () => {
  ({ t, today, doctor, patient, other } = await openMiddayClinic(zone, { doctor: 'Wei Chen', patient: 'Alex Morgan', other: 'Blair Stone' }));
});

afterAll(async () => {
  await t.close();
});

describe('the booking rules form', () => {
  it('starts with no notice and no two-slot visit types', async () => {
    const response = await injectAs(t.app, doctor, { method: 'GET', url: '/api/doctors/me/booking-rules' });
    expect(response.statusCode).toBe(200);
    expect(response.json<BookingRules>()).toEqual({ noticeHours: 0, twoSlotVisitTypes: [] });
  });

  it('answers one message per wrong field and keeps the rules as they were', async () => {
    const response = await setRules(doctor, { noticeHours: '2.5', twoSlotVisitTypes: ['Surgery'] });
    expect(response.statusCode).toBe(400);
    const fields = response.json<ErrorBody>().error.fields ?? {};
    expect(fields.noticeHours).toBe('Please enter a whole number of hours from 0 to 72');
    expect(Object.keys(fields).some((field) => field.startsWith('twoSlotVisitTypes'))).toBe(true);
    expect((await setRules(doctor, { noticeHours: 73, twoSlotVisitTypes: [] })).json<ErrorBody>().error.fields?.noticeHours).toBe('Please enter a whole number of hours from 0 to 72');
    expect((await setRules(doctor, { noticeHours: '', twoSlotVisitTypes: [] })).json<ErrorBody>().error.fields?.noticeHours).toBe('Please enter the notice in hours (0 for none)');
    const kept = await injectAs(t.app, doctor, { method: 'GET', url: '/api/doctors/me/booking-rules' });
    expect(kept.json<BookingRules>()).toEqual({ noticeHours: 0, twoSlotVisitTypes: [] });
  });

  it('is the doctor’s own: anonymous 401, a patient 403', async () => {
    expect((await setRules(null, { noticeHours: 2, twoSlotVisitTypes: [] })).statusCode).toBe(401);
    expect((await setRules(patient, { noticeHours: 2, twoSlotVisitTypes: [] })).statusCode).toBe(403);
  });
});

describe('a minimum notice (BOOK-20)', () => {
  it('takes the slots inside it out of the grid and the listing, and booking refuses them', async () => {
    const saved = await setRules(doctor, { noticeHours: '2', twoSlotVisitTypes: [] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<BookingRules>()).toEqual({ noticeHours: 2, twoSlotVisitTypes: [] });
    const [row] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'doctor.booking_rules.update'), eq(auditLog.actorId, doctor.id)));
    expect(row?.detail).toBe('notice 2 h; two slots: none');

    const response = await slotsResponse();
    expect(response.booking_notice_hours).toBe(2);
    const todays = response.days.find((entry) => entry.date === today)?.slots ?? [];
    for (const time of ['13:00', '13:30']) expect(todays.find((slot) => slot.time === time)).toMatchObject({ too_soon: true, past: false, available: false });
    expect(todays.find((slot) => slot.time === '09:00')).toMatchObject({ too_soon: false, past: true });
    expect(todays.find((slot) => slot.time === '15:00')).toMatchObject({ too_soon: false, available: true });

    const refused = await book(today, '13:30', 'Consultation');
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().error.code).toBe('slot_within_notice');
    expect((await book(today, '15:30', 'Consultation')).statusCode).toBe(201);

    const listing = (await injectAs(t.app, null, { method: 'GET', url: '/api/doctors?pageSize=50' })).json<DoctorPage>();
    // Today's 15:00 is still open: the listing's next slot honours the notice and the grid agrees.
    expect(listing.items.find((item) => item.user_id === doctor.id)?.next_available_date).toBe(today);
  });

  it('applies to a reschedule too', async () => {
    const booked = await book(day(1), '09:00', 'Consultation', other);
    const id = booked.json<{ appointment: { id: string } }>().appointment.id;
    const refused = await reschedule(id, today, '13:30', other);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().error.code).toBe('slot_within_notice');
    expect((await reschedule(id, today, '15:00', other)).statusCode).toBe(200);
    expect((await setRules(doctor, { noticeHours: 0, twoSlotVisitTypes: [] })).statusCode).toBe(200);
    expect((await slotsOf(today)).find((slot) => slot.time === '13:00')).toMatchObject({ too_soon: false, available: true });
  });
});

describe('a visit type that takes two slots (BOOK-20)', () => {
  it('holds the slot after it in the grid, and booking refuses that slot', async () => {
    expect((await setRules(doctor, { noticeHours: 0, twoSlotVisitTypes: ['New Patient Visit'] })).statusCode).toBe(200);
    expect((await slotsResponse()).two_slot_visit_types).toEqual(['New Patient Visit']);
    const first = await book(day(2), '09:00', 'New Patient Visit');
    expect(first.statusCode).toBe(201);
    const slots = await slotsOf(day(2));
    expect(slots.find((slot) => slot.time === '09:30')).toMatchObject({ taken: true, available: false });
    expect(slots.find((slot) => slot.time === '10:00')).toMatchObject({ available: true });

    const refused = await book(day(2), '09:30', 'Follow-up', other);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().error.code).toBe('slot_taken');
  });

  it('needs the following slot free: not booked, not blocked, and not past the lunch break or the day’s end', async () => {
    expect((await book(day(2), '10:30', 'Follow-up', other)).statusCode).toBe(201);
    expect((await injectAs(t.app, doctor, { method: 'POST', url: '/api/doctors/me/time-off', payload: { date: day(2), time: '14:00' } })).statusCode).toBe(200);
    const slots = await slotsOf(day(2));
    const fits = (time: string) => slots.find((slot) => slot.time === time)?.fits_two_slots;
    expect([fits('10:00'), fits('11:00'), fits('11:30'), fits('13:30'), fits('15:00'), fits('15:30')]).toEqual([false, true, false, false, true, false]);
    for (const time of ['10:00', '11:30', '13:30', '15:30']) {
      const refused = await book(day(2), time, 'New Patient Visit', other);
      expect(refused.statusCode, time).toBe(409);
      expect(refused.json<ErrorBody>().error.code).toBe('slot_too_short');
    }
    // A one-slot visit type still fits each of them.
    expect((await book(day(2), '11:30', 'Follow-up', other)).statusCode).toBe(201);
  });

  it('moves with a reschedule: into its own second half, and never onto a held slot', async () => {
    const booked = await book(day(3), '09:00', 'New Patient Visit');
    const id = booked.json<{ appointment: { id: string } }>().appointment.id;
    expect((await book(day(3), '10:30', 'Follow-up', other)).statusCode).toBe(201);
    const tooShort = await reschedule(id, day(3), '10:00');
    expect(tooShort.json<ErrorBody>().error.code).toBe('slot_too_short');
    expect((await reschedule(id, day(3), '09:30')).statusCode).toBe(200);
    const slots = await slotsOf(day(3));
    expect(slots.filter((slot) => slot.taken).map((slot) => slot.time)).toEqual(['09:30', '10:00', '10:30']);
  });

  it('keeps time off off the slot a two-slot visit holds', async () => {
    const refused = await injectAs(t.app, doctor, { method: 'POST', url: '/api/doctors/me/time-off', payload: { date: day(2), time: '09:30' } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().error).toMatchObject({ code: 'slot_booked', message: expect.stringContaining('9:00 AM') as unknown });
  });

  it('lets the following slot go when the doctor drops the rule', async () => {
    expect((await setRules(doctor, { noticeHours: 0, twoSlotVisitTypes: [] })).statusCode).toBe(200);
    expect((await slotsOf(day(2))).find((slot) => slot.time === '09:30')).toMatchObject({ taken: false, available: true });
  });
});
