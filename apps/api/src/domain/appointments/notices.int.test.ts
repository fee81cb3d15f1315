import type { BookingResponse } from '@clinvia/contracts/appointments';
import type { NotificationPage } from '@clinvia/contracts/notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, clinicNow } from '../../lib/clinic-time';
import { createTestApp, type TestApp } from '../../test/app';
import { bookingOf, createDoctor, createPatient, createStaff, injectAs, middayZone, type TestAccount } from '../../test/accounts';
import { slotInWords } from '@clinvia/contracts/notifications';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { noticeWords } from '../messages/notice-words';

// Every appointment change tells the other party (issue 11 point 4), in words, with a link to
// the appointment; the party who acted is not told; only the owner reads a notification.

const zone = await middayZone();
let t: TestApp;
let today: string;
let doctor: TestAccount;
let patient: TestAccount;
let staff: TestAccount;

const day = (offset: number) => addDays(today, offset);

async function bell(account: TestAccount): Promise<NotificationPage> {
  return (await injectAs(t.app, account, { method: 'GET', url: '/api/notifications?pageSize=50' })).json<NotificationPage>();
}

async function book(actor: TestAccount, date: string, time: string): Promise<string> {
  const response = await injectAs(t.app, actor, { method: 'POST', url: '/api/patients/book-appointment', payload: { ...bookingOf(patient, doctor, date, time, { patientName: 'Alex Morgan' }) } });
  expect(response.statusCode).toBe(201);
  return response.json<BookingResponse>().appointment.id;
}

beforeAll(async () => {
  t = await createTestApp({ config: { clinicTimeZone: zone } });
  today = clinicNow(zone).date;
  doctor = await createDoctor(t.database.db, t.config.jwtSecret, 'Maya Patel');
  patient = await createPatient(t.database.db, t.config.jwtSecret, 'Alex Morgan');
  staff = await createStaff(t.database.db, t.config.jwtSecret, true);
});

afterAll(async () => {
  await t.close();
});

describe('slotInWords', () => {
  it('says the clinic date and time in words, never shifted by the server’s zone', () => {
    expect(slotInWords('2026-01-07', '09:30')).toBe('Wednesday, January 7 at 9:30 AM');
    expect(slotInWords('2026-03-08', '13:00')).toBe('Sunday, March 8 at 1:00 PM');
  });
});

describe('in the recipient’s language (I18N-10)', () => {
  const es = noticeWords.es.slot;
  const spaces = (text: string | undefined) => text?.replace(/\s/g, ' ');

  it('says a clinic date and time in Spanish with the e-mails’ words', () => {
    expect(spaces(es('2026-01-07', '09:30'))).toBe('miércoles, 7 de enero, a las 9:30 a.m.');
    expect(spaces(es('2026-03-08', '13:00'))).toBe('domingo, 8 de marzo, a la 1:00 p.m.');
  });

  it('a Spanish-speaking doctor and patient read Spanish, an English-speaking one English, whoever acted', async () => {
    const doctora = await createDoctor(t.database.db, t.config.jwtSecret, 'Elena Ruiz');
    const paciente = await createPatient(t.database.db, t.config.jwtSecret, 'Lucía Gómez');
    await t.database.db.update(users).set({ language: 'es' }).where(eq(users.id, doctora.id));
    await t.database.db.update(users).set({ language: 'es' }).where(eq(users.id, paciente.id));

    const booked = await injectAs(t.app, paciente, { method: 'POST', url: '/api/patients/book-appointment', payload: bookingOf(paciente, doctora, day(2), '15:00', { patientName: 'Lucía Gómez' }) });
    expect(booked.statusCode).toBe(201);
    const id = booked.json<BookingResponse>().appointment.id;
    const [request] = (await bell(doctora)).items;
    expect(request).toMatchObject({ kind: 'appointment.booked', title: 'Nueva solicitud de cita', body: `Lucía Gómez pidió una cita para el ${es(day(2), '15:00')} (Consultation). Acéptela o recházela en su portal.`, appointment_id: id });

    await injectAs(t.app, doctora, { method: 'PATCH', url: `/api/doctors/appointments/${id}/status`, payload: { status: 'cancelled', reason: 'Estaré en un congreso.' } });
    const [declined] = (await bell(paciente)).items;
    // The clock's own period ends the sentence ('3:00 p.m. Puede', never 'p.m.. Puede').
    expect(declined).toMatchObject({
      kind: 'appointment.declined',
      title: 'Solicitud de cita no aceptada',
      body: `Dr. Elena Ruiz no pudo aceptar su solicitud de cita para el ${es(day(2), '15:00')} Puede programar otro horario. Motivo: Estaré en un congreso.`,
    });

    // The Spanish-speaking patient books the English-speaking doctor: the doctor reads English, the patient Spanish.
    const staffBooked = await injectAs(t.app, staff, { method: 'POST', url: '/api/patients/book-appointment', payload: bookingOf(paciente, doctor, day(7), '10:30', { patientName: 'Lucía Gómez' }) });
    expect(staffBooked.statusCode).toBe(201);
    const [forDoctor] = (await bell(doctor)).items;
    expect(forDoctor).toMatchObject({ title: 'New appointment request', body: `Clinic staff booked Lucía Gómez for ${slotInWords(day(7), '10:30')} (Consultation). Accept or decline it in your portal.` });
    const [forPatient] = (await bell(paciente)).items;
    expect(forPatient).toMatchObject({
      kind: 'appointment.booked',
      title: 'Le programaron una cita',
      body: `El personal de la clínica le programó una cita con Dr. Maya Patel para el ${es(day(7), '10:30')} Queda pendiente hasta que el médico la confirme.`,
    });
  });
});

describe('a patient’s changes tell the doctor', () => {
  it('a booking: the doctor gets a request with the patient, the time in words and a link to it', async () => {
    const id = await book(patient, day(2), '10:00');
    const [latest] = (await bell(doctor)).items;
    expect(latest).toMatchObject({
      kind: 'appointment.booked',
      title: 'New appointment request',
      body: `Alex Morgan asked for ${slotInWords(day(2), '10:00')} (Consultation). Accept or decline it in your portal.`,
      appointment_id: id,
      link: `/doctor-portal?appointment=${id}`,
      read: false,
    });
    expect((await bell(patient)).items).toEqual([]);
  });

  it('a reschedule and a cancellation', async () => {
    const id = await book(patient, day(3), '09:00');
    await injectAs(t.app, patient, { method: 'PUT', url: `/api/patients/reschedule-appointment/${id}`, payload: { date: day(4), time: '11:00' } });
    let [latest] = (await bell(doctor)).items;
    expect(latest).toMatchObject({
      kind: 'appointment.rescheduled',
      title: 'Appointment moved',
      body: `Alex Morgan moved their appointment from ${slotInWords(day(3), '09:00')} to ${slotInWords(day(4), '11:00')}. Please confirm the new time.`,
    });
    await injectAs(t.app, patient, { method: 'PUT', url: `/api/patients/cancel-appointment/${id}` });
    [latest] = (await bell(doctor)).items;
    expect(latest).toMatchObject({ kind: 'appointment.cancelled', title: 'Appointment cancelled', body: `Alex Morgan cancelled their appointment on ${slotInWords(day(4), '11:00')}.` });
    expect((await bell(patient)).items).toEqual([]);
  });
});

describe('the doctor’s decisions tell the patient', () => {
  it('confirmed, then cancelled with a reason', async () => {
    const id = await book(patient, day(5), '13:00');
    await injectAs(t.app, doctor, { method: 'PATCH', url: `/api/doctors/appointments/${id}/status`, payload: { status: 'confirmed' } });
    await injectAs(t.app, doctor, { method: 'PATCH', url: `/api/doctors/appointments/${id}/status`, payload: { status: 'cancelled', reason: 'I am away at a conference.' } });
    const [cancelled, confirmed] = (await bell(patient)).items;
    expect(confirmed).toMatchObject({ kind: 'appointment.confirmed', body: `Dr. Maya Patel confirmed your appointment on ${slotInWords(day(5), '13:00')}.`, link: '/appointments' });
    expect(cancelled).toMatchObject({ kind: 'appointment.cancelled', title: 'Appointment cancelled', body: `Dr. Maya Patel cancelled your appointment on ${slotInWords(day(5), '13:00')}. Reason: I am away at a conference.` });
  });
});

describe('staff changes tell both', () => {
  it('a booking on the patient’s behalf, a reschedule, a status change', async () => {
    const patientBefore = (await bell(patient)).total;
    const doctorBefore = (await bell(doctor)).total;
    const id = await book(staff, day(6), '14:00');
    await injectAs(t.app, staff, { method: 'PUT', url: `/api/patients/reschedule-appointment/${id}`, payload: { date: day(6), time: '14:30' } });
    await injectAs(t.app, staff, { method: 'PATCH', url: `/api/staff/appointments/${id}/status`, payload: { status: 'confirmed', reason: 'Confirmed by phone with Dr. Patel.' } });

    const forPatient = (await bell(patient)).items.slice(0, 3).reverse();
    expect(forPatient.map((item) => item.title)).toEqual(['Appointment booked for you', 'Appointment moved', 'Appointment confirmed']);
    expect(forPatient[0]?.body).toBe(`Clinic staff booked an appointment with Dr. Maya Patel on ${slotInWords(day(6), '14:00')}. It is pending until the doctor confirms it.`);
    expect(forPatient[2]?.body).toBe(`Clinic staff confirmed your appointment with Dr. Maya Patel on ${slotInWords(day(6), '14:30')}. Reason: Confirmed by phone with Dr. Patel.`);
    const forDoctor = (await bell(doctor)).items.slice(0, 3).reverse();
    expect(forDoctor.map((item) => item.kind)).toEqual(['appointment.booked', 'appointment.rescheduled', 'appointment.confirmed']);
    expect(forDoctor[0]?.body).toBe(`Clinic staff booked Alex Morgan for ${slotInWords(day(6), '14:00')} (Consultation). Accept or decline it in your portal.`);
    expect(forDoctor[2]?.body).toBe(`Clinic staff confirmed Alex Morgan's appointment on ${slotInWords(day(6), '14:30')}. Reason: Confirmed by phone with Dr. Patel.`);
    expect((await bell(patient)).total).toBe(patientBefore + 3);
    expect((await bell(doctor)).total).toBe(doctorBefore + 3);
    expect((await bell(staff)).items).toEqual([]);
  });

  it('only the owner reads or marks a notification', async () => {
    const doctorIds = (await bell(doctor)).items.map((item) => item.id);
    const patientIds = new Set((await bell(patient)).items.map((item) => item.id));
    expect(doctorIds.some((id) => patientIds.has(id))).toBe(false);
    const marked = await injectAs(t.app, patient, { method: 'POST', url: '/api/notifications/read', payload: { ids: doctorIds.slice(0, 5) } });
    expect(marked.statusCode).toBe(200);
    expect((await bell(doctor)).items.filter((item) => doctorIds.slice(0, 5).includes(item.id)).every((item) => !item.read)).toBe(true);
  });
});
