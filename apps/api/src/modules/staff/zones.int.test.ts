import type { AppointmentMessage, MessageList } from '@clinvia/contracts/messages';
import type { ThreadActionResult, ThreadOptions, ThreadQueue } from '@clinvia/contracts/threads';
import type { NoShowHistory } from '@clinvia/contracts/waitlist';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentMessages, appointments, doctors, locations } from '../../db/schema';
import { createDoctor, createPatient, createStaff, injectAs, type TestAccount } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';

// TIME-5: the staff console's no-show history (NOSHOW-1) and Messages view (LIFE-10), and the
// secure messages' visit (MSG-1), answer the zone of each appointment's doctor's location, which
// its date and time are wall clock in; a doctor with no location of their own is in the clinic's.

const clinicZone = 'America/New_York';
let t: TestApp;
let denver: TestAccount;
let local: TestAccount;
let patient: TestAccount;
let member: TestAccount;
const ids: Record<string, string> = {};

async function missed(doctor: TestAccount, date: string): Promise<string> {
  const [row] = await t.database.db
    .insert(appointments)
    .values({
      patientId: patient.id,
      doctorId: doctor.id,
      appointmentDate: date,
      appointmentTime: '14:30',
      appointmentType: 'Consultation',
      reason: 'Recurring headaches',
      contactName: patient.name,
      contactEmail: patient.email,
      contactPhone: '4155550100',
      status: 'no_show',
    })
    .returning({ id: appointments.id });
  if (!row) throw new Error('no appointment');
  // A failed e-mail: the dispatcher leaves it alone, and staff may retry it.
  const [message] = await t.database.db
    .insert(appointmentMessages)
    .values({ appointmentId: row.id, kind: 'booked', sequence: 0, recipient: patient.email, status: 'failed', attempts: 5, lastError: 'Error ECONNREFUSED' })
    .returning({ id: appointmentMessages.id });
  if (!message) throw new Error('no message');
  ids[row.id] = message.id;
  return row.id;
}

let denverVisit: string;
let localVisit: string;

beforeAll(async () => {
  t = await createTestApp({ config: { clinicTimeZone: clinicZone } });
  const secret = t.config.jwtSecret;
  denver = await createDoctor(t.database.db, secret, 'Rosa Peak');
  local = await createDoctor(t.database.db, secret, 'Maya Patel');
  const [location] = await t.database.db.insert(locations).values({ name: 'Denver clinic', address: '5 Larimer St, Denver, CO', timeZone: 'America/Denver' }).returning({ id: locations.id });
  await t.database.db.update(doctors).set({ locationId: location?.id ?? null }).where(eq(doctors.userId, denver.id));
  patient = await createPatient(t.database.db, secret, 'Alex Morgan');
  member = await createStaff(t.database.db, secret, true);
  denverVisit = await missed(denver, '2026-03-02');
  localVisit = await missed(local, '2026-03-01');
});

afterAll(async () => {
  await t.close();
});

describe('staff answers name the zone of the doctor’s location (TIME-5)', () => {
  it('gives each no-show its doctor’s zone (NOSHOW-1)', async () => {
    const response = await injectAs(t.app, member, { method: 'GET', url: `/api/staff/patients/${patient.id}/no-shows` });
    expect(response.statusCode).toBe(200);
    const history = response.json<NoShowHistory>();
    expect(history.items.map((item) => [item.appointment_id, item.doctor_name, item.time, item.timeZone])).toEqual([
      [denverVisit, 'Rosa Peak', '14:30', 'America/Denver'],
      [localVisit, 'Maya Patel', '14:30', clinicZone],
    ]);
  });

  it('gives each appointment e-mail its doctor’s zone, in the list and in a retry’s answer (LIFE-10)', async () => {
    const response = await injectAs(t.app, member, { method: 'GET', url: '/api/staff/appointment-messages' });
    expect(response.statusCode).toBe(200);
    const zones = new Map(response.json<MessageList>().messages.map((message) => [message.appointment_id, message.timeZone]));
    expect(zones).toEqual(
      new Map([
        [denverVisit, 'America/Denver'],
        [localVisit, clinicZone],
      ]),
    );

    const retried = await injectAs(t.app, member, { method: 'POST', url: `/api/staff/appointment-messages/${ids[denverVisit] ?? ''}/retry` });
    expect(retried.statusCode).toBe(200);
    expect(retried.json<{ message: AppointmentMessage }>().message).toMatchObject({ appointment_id: denverVisit, appointment_time: '14:30', timeZone: 'America/Denver' });
  });
});

describe('secure messages name the zone of the visit they are about (TIME-5, MSG-1)', () => {
  it('answers the zone with the visits to choose from and the thread about one, for the patient and for staff', async () => {
    const options = (await injectAs(t.app, patient, { method: 'GET', url: '/api/threads/options' })).json<ThreadOptions>();
    expect(new Map(options.appointments.map((visit) => [visit.id, visit.timeZone]))).toEqual(
      new Map([
        [denverVisit, 'America/Denver'],
        [localVisit, clinicZone],
      ]),
    );

    const started = await injectAs(t.app, patient, { method: 'POST', url: '/api/threads', payload: { topic: 'appointment', doctorId: denver.id, appointmentId: denverVisit, body: 'Can I come earlier?' } });
    expect(started.statusCode, started.body).toBe(201);
    const expected = { id: denverVisit, date: '2026-03-02', time: '14:30', timeZone: 'America/Denver' };
    const thread = started.json<ThreadActionResult>().thread.thread;
    expect(thread.appointment).toEqual(expected);

    const mine = (await injectAs(t.app, patient, { method: 'GET', url: '/api/threads' })).json<{ threads: { appointment: unknown }[] }>();
    expect(mine.threads.map((item) => item.appointment)).toEqual([expected]);
    const queue = (await injectAs(t.app, member, { method: 'GET', url: '/api/staff/threads?view=all' })).json<ThreadQueue>();
    expect(queue.threads.map((item) => item.appointment)).toEqual([expected]);
  });
});
