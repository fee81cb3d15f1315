import type { ErrorBody } from '@clinvia/contracts';
import type { BookingResponse } from '@clinvia/contracts/appointments';
import type { BookingRules } from '@clinvia/contracts/doctor-portal';
import type { SlotsResponse } from '@clinvia/contracts/doctors';
import type { DoctorVisitTypes, SpecializationVisitTypes } from '@clinvia/contracts/visit-types';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { addDays, clinicNow } from '../../lib/clinic-time';
import { createTestApp, type TestApp } from '../../test/app';
import { bookingOf, createDoctor, createPatient, createStaff, injectAs, type TestAccount } from '../../test/accounts';

// VISIT-1 to VISIT-3: the visit types a doctor offers (own list, else the specialization's,
// else the specification's four of one slot), their length, and booking held to them.

let t: TestApp;
let tomorrow: string;
let cardiologist: TestAccount;
let psychiatrist: TestAccount;
let otherPsychiatrist: TestAccount;
let patient: TestAccount;
let member: TestAccount;

const spec4 = [
  { type: 'New Patient Visit', slots: 1, minutes: 30 },
  { type: 'Follow-up', slots: 1, minutes: 30 },
  { type: 'Annual Physical', slots: 1, minutes: 30 },
  { type: 'Consultation', slots: 1, minutes: 30 },
];

async function offeredBy(doctor: TestAccount): Promise<DoctorVisitTypes> {
  const response = await injectAs(t.app, null, { method: 'GET', url: `/api/doctors/${doctor.id}/visit-types` });
  expect(response.statusCode).toBe(200);
  return response.json<DoctorVisitTypes>();
}

function book(doctor: TestAccount, time: string, appointmentType: string, who: TestAccount = patient) {
  return injectAs(t.app, who, { method: 'POST', url: '/api/patients/book-appointment', payload: { ...bookingOf(patient, doctor, tomorrow, time, { appointmentType: appointmentType as 'Consultation' }) } });
}

beforeAll(async () => {
  t = await createTestApp();
  tomorrow = addDays(clinicNow(t.config.clinicTimeZone).date, 1);
  cardiologist = await createDoctor(t.database.db, t.config.jwtSecret, 'Wei Chen');
  psychiatrist = await createDoctor(t.database.db, t.config.jwtSecret, 'Ada Moss', { specialization: 'Psychiatry' });
  otherPsychiatrist = await createDoctor(t.database.db, t.config.jwtSecret, 'Rui Tan', { specialization: 'Psychiatry' });
  patient = await createPatient(t.database.db, t.config.jwtSecret, 'Alex Morgan');
  member = await createStaff(t.database.db, t.config.jwtSecret, true);
});

afterAll(async () => {
  await t.close();
});

describe('a doctor with nothing set (VISIT-1)', () => {
  it('offers the specification’s four types of one slot each, and books any of them', async () => {
    expect(await offeredBy(cardiologist)).toEqual({ doctorId: cardiologist.id, source: 'specification', slotMinutes: 30, types: spec4 });
    const booked = await book(cardiologist, '09:00', 'Annual Physical');
    expect(booked.statusCode).toBe(201);
    expect(booked.json<BookingResponse>().appointment.appointment_type).toBe('Annual Physical');
  });

  it('answers 404 for an id that is no listed doctor', async () => {
    expect((await injectAs(t.app, null, { method: 'GET', url: `/api/doctors/${patient.id}/visit-types` })).statusCode).toBe(404);
  });
});

describe('a specialization’s default (VISIT-2)', () => {
  it('is set by staff only, validated per field, and audited', async () => {
    const url = '/api/staff/specializations/Psychiatry/visit-types';
    expect((await injectAs(t.app, psychiatrist, { method: 'PUT', url, payload: { types: [] } })).statusCode).toBe(403);
    const invalid = await injectAs(t.app, member, { method: 'PUT', url, payload: { types: [{ type: 'Surgery', slots: 1 }, { type: 'Follow-up', slots: 3 }] } });
    expect(invalid.statusCode).toBe(400);
    const fields = invalid.json<ErrorBody>().error.fields ?? {};
    expect(fields['types.0.type']).toBe('Please choose visit types from the list');
    expect(fields['types.1.slots']).toBe('Please choose 1 to 2 slots');
    const duplicate = await injectAs(t.app, member, { method: 'PUT', url, payload: { types: [{ type: 'Follow-up', slots: 1 }, { type: 'Follow-up', slots: 2 }] } });
    expect(duplicate.json<ErrorBody>().error.fields?.types).toBe('Each visit type can be listed once');

    const saved = await injectAs(t.app, member, {
      method: 'PUT',
      url,
      payload: { types: [{ type: 'Consultation', slots: 1 }, { type: 'New Patient Visit', slots: 2 }, { type: 'Follow-up', slots: 1 }] },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<SpecializationVisitTypes>()).toEqual({
      specialization: 'Psychiatry',
      source: 'specialization',
      types: [
        { type: 'New Patient Visit', slots: 2 },
        { type: 'Follow-up', slots: 1 },
        { type: 'Consultation', slots: 1 },
      ],
    });
    const [row] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'staff.specialization.visit_types.update'));
    expect(row?.detail).toBe('Psychiatry: New Patient Visit ×2, Follow-up ×1, Consultation ×1');
  });

  it('is what the specialization’s doctors offer: no Annual Physical, a new-patient visit of two slots', async () => {
    // Another specialization's default is not theirs.
    const neurology = await injectAs(t.app, member, { method: 'PUT', url: '/api/staff/specializations/Neurology/visit-types', payload: { types: [{ type: 'Annual Physical', slots: 2 }] } });
    expect(neurology.statusCode).toBe(200);
    const offered = await offeredBy(psychiatrist);
    expect(offered.source).toBe('specialization');
    expect(offered.types).toEqual([
      { type: 'New Patient Visit', slots: 2, minutes: 60 },
      { type: 'Follow-up', slots: 1, minutes: 30 },
      { type: 'Consultation', slots: 1, minutes: 30 },
    ]);
    const slots = (await injectAs(t.app, null, { method: 'GET', url: `/api/doctors/${psychiatrist.id}/slots` })).json<SlotsResponse>();
    expect(slots.two_slot_visit_types).toEqual(['New Patient Visit']);
  });

  it('refuses a type the doctor does not offer with 409 visit_type_not_offered, for a patient and for staff (VISIT-3)', async () => {
    for (const who of [patient, member]) {
      const refused = await book(psychiatrist, '10:00', 'Annual Physical', who);
      expect(refused.statusCode).toBe(409);
      expect(refused.json<ErrorBody>().error.code).toBe('visit_type_not_offered');
    }
  });

  it('books a two-slot type only where the next slot in the same period is free, and holds both (VISIT-3, BOOK-20)', async () => {
    // 11:30 ends the morning period: the slot after it is in the afternoon, not consecutive.
    const lastOfMorning = await book(psychiatrist, '11:30', 'New Patient Visit');
    expect(lastOfMorning.json<ErrorBody>().error.code).toBe('slot_too_short');
    expect((await book(psychiatrist, '10:00', 'New Patient Visit')).statusCode).toBe(201);
    const day = (await injectAs(t.app, null, { method: 'GET', url: `/api/doctors/${psychiatrist.id}/slots` })).json<SlotsResponse>().days.find((entry) => entry.date === tomorrow);
    expect(day?.slots.filter((slot) => slot.taken).map((slot) => slot.time)).toEqual(['10:00', '10:30']);
    const other = await createPatient(t.database.db, t.config.jwtSecret, 'Blair Stone');
    const second = await injectAs(t.app, other, { method: 'POST', url: '/api/patients/book-appointment', payload: { ...bookingOf(other, psychiatrist, tomorrow, '10:30', { appointmentType: 'Follow-up' }) } });
    expect(second.json<ErrorBody>().error.code).toBe('slot_taken');
  });
});

describe('a doctor’s own list (VISIT-2)', () => {
  it('is set by the doctor, overrides the specialization’s, and is audited', async () => {
    const saved = await injectAs(t.app, otherPsychiatrist, { method: 'PUT', url: '/api/doctors/me/visit-types', payload: { types: [{ type: 'Consultation', slots: '2' }] } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<DoctorVisitTypes>()).toEqual({ doctorId: otherPsychiatrist.id, source: 'doctor', slotMinutes: 30, types: [{ type: 'Consultation', slots: 2, minutes: 60 }] });
    expect(await offeredBy(otherPsychiatrist)).toEqual(saved.json<DoctorVisitTypes>());
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'doctor.visit_types.update'), eq(auditLog.actorId, otherPsychiatrist.id)));
    expect(row?.detail).toBe('Consultation ×2');
    expect((await book(otherPsychiatrist, '13:00', 'Follow-up')).json<ErrorBody>().error.code).toBe('visit_type_not_offered');
  });

  it('goes back to the specialization’s default when emptied', async () => {
    const reset = await injectAs(t.app, otherPsychiatrist, { method: 'PUT', url: '/api/doctors/me/visit-types', payload: { types: [] } });
    expect(reset.json<DoctorVisitTypes>().source).toBe('specialization');
  });

  it('is set by staff for any doctor, and not by a patient or another role', async () => {
    const url = `/api/staff/doctors/${cardiologist.id}/visit-types`;
    expect((await injectAs(t.app, patient, { method: 'PUT', url, payload: { types: [] } })).statusCode).toBe(403);
    expect((await injectAs(t.app, null, { method: 'PUT', url: '/api/doctors/me/visit-types', payload: { types: [] } })).statusCode).toBe(401);
    const saved = await injectAs(t.app, member, { method: 'PUT', url, payload: { types: [{ type: 'Follow-up', slots: 1 }, { type: 'Annual Physical', slots: 2 }] } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<DoctorVisitTypes>().types.map((offer) => `${offer.type} ${String(offer.minutes)}`)).toEqual(['Follow-up 30', 'Annual Physical 60']);
    expect((await injectAs(t.app, member, { method: 'PUT', url: `/api/staff/doctors/${patient.id}/visit-types`, payload: { types: [] } })).statusCode).toBe(404);
  });

  it('is the same data as the booking rules’ two-slot types (BOOK-20)', async () => {
    const rules = await injectAs(t.app, cardiologist, { method: 'GET', url: '/api/doctors/me/booking-rules' });
    expect(rules.json<BookingRules>().twoSlotVisitTypes).toEqual(['Annual Physical']);
    await injectAs(t.app, cardiologist, { method: 'PUT', url: '/api/doctors/me/booking-rules', payload: { noticeHours: 0, twoSlotVisitTypes: ['Follow-up'] } });
    expect((await offeredBy(cardiologist)).types).toEqual([
      { type: 'Follow-up', slots: 2, minutes: 60 },
      { type: 'Annual Physical', slots: 1, minutes: 30 },
    ]);
  });
});
