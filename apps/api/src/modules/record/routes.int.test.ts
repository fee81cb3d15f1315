import type { PatientRecord, RecordEntry } from '@clinvia/contracts/record';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoQuestionnaires } from '../../db/demo-questionnaires';
import { auditLog, questionnaires, recordEntries } from '../../db/schema';
import { addDays, todayIn } from '../../lib/clinic-time';
import { createDoctor, createPatient, createStaff, injectAs, type TestAccount, expectRoleMatrix, type RoleMatrix } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { placeAppointment } from '../../test/appointments';
import { multipartBody, photoWithLocation } from '../../test/files';
import sharp from 'sharp';

// RECORD-1 to RECORD-6 through the real server on a real database (PGlite, or PostgreSQL with
// TEST_DATABASE_URL).

let t: TestApp;
let patient: TestAccount;
let other: TestAccount;
let doctor: TestAccount;
let stranger: TestAccount;
let member: TestAccount;
let intakeId: string;
let today: string;

const contact = { name: 'Pat Ient', email: 'pat@example.test', phone: '(415) 555-0100', age: 41, gender: 'female', address: '12 Cedar Ln, Austin, TX' };

interface Failure {
  error: { code: string; message: string; fields?: Record<string, string> };
}

function intakeAnswers(medications: string[], allergies: string[], conditions: { code: string; display: string }[]) {
  return {
    resourceType: 'QuestionnaireResponse',
    questionnaire: 'x|1',
    status: 'completed',
    item: [
      { linkId: 'reason', answer: [{ valueString: 'Check-up' }] },
      { linkId: 'medications', answer: medications.length === 0 ? [{ valueCoding: { code: 'none', display: 'None' } }] : medications.map((valueString) => ({ valueString })) },
      { linkId: 'allergies', answer: allergies.length === 0 ? [{ valueCoding: { code: 'none', display: 'None' } }] : allergies.map((valueString) => ({ valueString })) },
      ...(conditions.length === 0 ? [] : [{ linkId: 'conditions', answer: conditions.map((valueCoding) => ({ valueCoding })) }]),
      { linkId: 'smoking', answer: [{ valueCoding: { code: 'never', display: 'Never' } }] },
    ],
  };
}

/** A visit checked in with the general intake answered. */
async function checkInWith(answers: ReturnType<typeof intakeAnswers>, time: string) {
  const appointment = await placeAppointment(t.database.db, patient, doctor, addDays(today, 1), time, 'confirmed');
  const url = `/api/appointments/${appointment.id}/check-in`;
  expect((await injectAs(t.app, patient, { method: 'PUT', url, payload: { step: 'contact', contact } })).statusCode).toBe(200);
  expect((await injectAs(t.app, patient, { method: 'PUT', url, payload: { step: 'insurance', insurance: { mode: 'self_pay' } } })).statusCode).toBe(200);
  const saved = await injectAs(t.app, patient, { method: 'PUT', url: `/api/appointments/${appointment.id}/questionnaires/${intakeId}/response`, payload: answers });
  expect(saved.statusCode, saved.body).toBe(200);
  return appointment;
}

async function finish(appointmentId: string) {
  const done = await injectAs(t.app, patient, { method: 'POST', url: `/api/appointments/${appointmentId}/check-in/finish` });
  expect(done.statusCode, done.body).toBe(200);
}

async function myRecord(account: TestAccount = patient): Promise<PatientRecord> {
  const response = await injectAs(t.app, account, { method: 'GET', url: '/api/record' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PatientRecord>();
}

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  patient = await createPatient(db, t.config.jwtSecret, 'Pat Ient');
  other = await createPatient(db, t.config.jwtSecret, 'Otto Other');
  doctor = await createDoctor(db, t.config.jwtSecret, 'Dana Doc');
  stranger = await createDoctor(db, t.config.jwtSecret, 'Stan Stranger');
  member = await createStaff(db, t.config.jwtSecret, true);
  await seedDemoQuestionnaires(db, member.id);
  const [intake] = await db.select({ id: questionnaires.id }).from(questionnaires).where(eq(questionnaires.title, 'General intake'));
  if (intake === undefined) throw new Error('no intake');
  intakeId = intake.id;
  today = todayIn(t.config.clinicTimeZone);
});

afterAll(async () => {
  await t.close();
});

describe('the lists the patient keeps (RECORD-2)', () => {
  it('adds, changes and removes an entry, with a message per field for bad input', async () => {
    const added = await injectAs(t.app, patient, { method: 'POST', url: '/api/record/allergies', payload: { name: '  Penicillin ', details: 'Rash', started_on: '2019-04-01' } });
    expect(added.statusCode, added.body).toBe(201);
    const entry = added.json<{ message: string; entry: RecordEntry }>().entry;
    expect(entry).toMatchObject({ list: 'allergies', name: 'Penicillin', details: 'Rash', started_on: '2019-04-01', ended_on: null, source: 'patient', check_in: null });

    const bad = await injectAs(t.app, patient, { method: 'POST', url: '/api/record/allergies', payload: { name: '', details: 'x'.repeat(1001), started_on: '2019-02-30' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<Failure>().error.fields).toEqual({ name: 'Give the entry a name', details: 'Please use at most 1000 characters', started_on: 'Enter a date as YYYY-MM-DD' });
    const backwards = await injectAs(t.app, patient, { method: 'POST', url: '/api/record/medications', payload: { name: 'Ibuprofen', started_on: '2024-05-02', ended_on: '2024-05-01' } });
    expect(backwards.json<Failure>().error.fields).toEqual({ ended_on: 'The end date cannot be before the start date' });
    const noList = await injectAs(t.app, patient, { method: 'POST', url: '/api/record/vaccines', payload: { name: 'Tetanus' } });
    expect(noList.statusCode).toBe(400);
    expect(noList.json<Failure>().error.fields).toEqual({ list: 'The list must be medications, allergies or conditions' });
    const twice = await injectAs(t.app, patient, { method: 'POST', url: '/api/record/allergies', payload: { name: 'PENICILLIN' } });
    expect(twice.statusCode).toBe(400);
    expect(twice.json<Failure>().error.fields).toEqual({ name: 'This is already on your list' });

    const changed = await injectAs(t.app, patient, { method: 'PUT', url: `/api/record/allergies/${entry.id}`, payload: { name: 'Penicillin', details: '', ended_on: '2020-01-01' } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<{ entry: RecordEntry }>().entry).toMatchObject({ details: null, started_on: null, ended_on: '2020-01-01' });
    // On another list, or of another patient, the entry does not exist.
    expect((await injectAs(t.app, patient, { method: 'PUT', url: `/api/record/medications/${entry.id}`, payload: { name: 'X' } })).statusCode).toBe(404);
    expect((await injectAs(t.app, other, { method: 'PUT', url: `/api/record/allergies/${entry.id}`, payload: { name: 'X' } })).statusCode).toBe(404);
    expect((await injectAs(t.app, other, { method: 'DELETE', url: `/api/record/allergies/${entry.id}` })).statusCode).toBe(404);

    expect((await myRecord()).lists.allergies.map((item) => item.name)).toEqual(['Penicillin']);
    const removed = await injectAs(t.app, patient, { method: 'DELETE', url: `/api/record/allergies/${entry.id}` });
    expect(removed.statusCode).toBe(200);
    expect((await myRecord()).lists.allergies).toEqual([]);
    const rows = await t.database.db.select().from(auditLog).where(and(eq(auditLog.patientId, patient.id), eq(auditLog.subjectId, entry.id)));
    expect(rows.map((row) => row.action).sort()).toEqual(['record.entry.add', 'record.entry.remove', 'record.entry.update']);
  });
});

describe('seeding from a finished check-in (RECORD-3)', () => {
  it('copies the intake’s medications, allergies and conditions once, and says which visit they came from', async () => {
    await injectAs(t.app, patient, { method: 'POST', url: '/api/record/medications', payload: { name: 'metformin 500 mg' } });
    const first = await checkInWith(intakeAnswers(['Metformin 500 mg', 'Lisinopril 10 mg'], ['Peanuts'], [{ code: 'hypertension', display: 'High blood pressure' }]), '10:00');
    // Saving answers alone copies nothing: only a finished check-in does.
    expect((await myRecord()).lists.allergies).toEqual([]);
    await finish(first.id);
    const after = await myRecord();
    expect(after.lists.medications.map((entry) => [entry.name, entry.source])).toEqual([
      ['Lisinopril 10 mg', 'check_in'],
      ['metformin 500 mg', 'patient'],
    ]);
    expect(after.lists.medications[0]?.check_in).toEqual({ appointment_id: first.id, appointment_date: first.date });
    expect(after.lists.allergies.map((entry) => entry.name)).toEqual(['Peanuts']);
    expect(after.lists.conditions.map((entry) => entry.name)).toEqual(['High blood pressure']);

    const second = await checkInWith(intakeAnswers(['Lisinopril 10 mg', 'Atorvastatin 20 mg'], [], [{ code: 'hypertension', display: 'High blood pressure' }]), '11:00');
    await finish(second.id);
    const rows = await t.database.db.select({ list: recordEntries.list, name: recordEntries.name }).from(recordEntries).where(eq(recordEntries.patientId, patient.id));
    expect(rows.map((row) => `${row.list}:${row.name}`).sort()).toEqual([
      'allergies:Peanuts',
      'conditions:High blood pressure',
      'medications:Atorvastatin 20 mg',
      'medications:Lisinopril 10 mg',
      'medications:metformin 500 mg',
    ]);
    const record = await myRecord();
    expect(record.questionnaires.filter((answers) => answers.title === 'General intake')).toHaveLength(2);
    expect(record.visits.map((visit) => visit.id)).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(record.visits.find((visit) => visit.id === first.id)).toMatchObject({ upcoming: true, status: 'confirmed', doctor: { name: 'Dana Doc' }, summary: null });
    expect(record.editable).toBe(true);
  });
});

describe('who may read the record (RECORD-5, AUDIT-1)', () => {
  it('lets a doctor with a visit and approved staff read it, refuses a doctor without one, hides it from another patient', async () => {
    const url = `/api/records/${patient.id}`;
    const asDoctor = await injectAs(t.app, doctor, { method: 'GET', url });
    expect(asDoctor.statusCode, asDoctor.body).toBe(200);
    expect(asDoctor.json<PatientRecord>()).toMatchObject({ editable: false, patient: { id: patient.id, name: 'Pat Ient' } });
    expect(asDoctor.json<PatientRecord>().lists.medications.length).toBeGreaterThan(0);
    expect((await injectAs(t.app, member, { method: 'GET', url })).json<PatientRecord>().editable).toBe(false);
    expect((await injectAs(t.app, patient, { method: 'GET', url })).json<PatientRecord>().editable).toBe(true);

    const refused = await injectAs(t.app, stranger, { method: 'GET', url });
    expect(refused.statusCode).toBe(403);
    expect((await injectAs(t.app, other, { method: 'GET', url })).statusCode).toBe(404);
    expect((await injectAs(t.app, doctor, { method: 'GET', url: `/api/records/${doctor.id}` })).statusCode).toBe(404);
    const unapproved = await createStaff(t.database.db, t.config.jwtSecret, false);
    expect((await injectAs(t.app, unapproved, { method: 'GET', url })).statusCode).toBe(403);
    // A cancelled booking was never a visit (domain/appointments/care-team): still 403, for the record and its FHIR form.
    const declined = await createDoctor(t.database.db, t.config.jwtSecret, 'Dee Clined');
    await placeAppointment(t.database.db, patient, declined, addDays(today, 3), '10:00', 'cancelled');
    expect((await injectAs(t.app, declined, { method: 'GET', url })).statusCode).toBe(403);
    expect((await injectAs(t.app, declined, { method: 'GET', url: `/api/fhir/Patient/${patient.id}` })).statusCode).toBe(403);
    await placeAppointment(t.database.db, patient, declined, addDays(today, 4), '10:00', 'pending');
    expect((await injectAs(t.app, declined, { method: 'GET', url })).statusCode).toBe(200);
    // A doctor cannot change the lists.
    expect((await injectAs(t.app, doctor, { method: 'POST', url: '/api/record/allergies', payload: { name: 'Latex' } })).statusCode).toBe(403);

    const reads = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'record.read'), eq(auditLog.patientId, patient.id)));
    expect(reads.map((row) => row.actorId)).toEqual(expect.arrayContaining([patient.id, doctor.id, member.id]));
    const denied = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'patient_records.denied'), eq(auditLog.actorId, stranger.id)));
    expect(denied.length).toBeGreaterThan(0);
  });

  it('lists the card photos the patient uploaded and serves them to those who may read the record (RECORD-6)', async () => {
    const appointment = await placeAppointment(t.database.db, patient, doctor, addDays(today, 2), '09:00', 'confirmed');
    const checkIn = `/api/appointments/${appointment.id}/check-in`;
    await injectAs(t.app, patient, { method: 'PUT', url: checkIn, payload: { step: 'insurance', insurance: { mode: 'insurance', provider: 'Blue Cross', member_number: 'BC-1' } } });
    const form = multipartBody({}, [{ field: 'file', name: 'card.jpg', type: 'image/jpeg', bytes: await photoWithLocation() }]);
    expect((await injectAs(t.app, patient, { method: 'PUT', url: `${checkIn}/cards/front`, payload: form.payload, headers: form.headers })).statusCode).toBe(200);
    const card = (await myRecord()).documents.find((document) => document.kind === 'insurance_card');
    expect(card).toMatchObject({ appointment_id: appointment.id, thread_id: null, file: { contentType: 'image/jpeg' } });
    const fileId = card?.file.id ?? '';
    const url = `/api/records/${patient.id}/files/${fileId}`;
    const download = await injectAs(t.app, doctor, { method: 'GET', url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    expect((await sharp(download.rawPayload).metadata()).format).toBe('jpeg');
    expect((await injectAs(t.app, patient, { method: 'GET', url })).statusCode).toBe(200);
    expect((await injectAs(t.app, stranger, { method: 'GET', url })).statusCode).toBe(403);
    expect((await injectAs(t.app, other, { method: 'GET', url })).statusCode).toBe(404);
    // Another patient's record never serves this file.
    await placeAppointment(t.database.db, other, doctor, addDays(today, 3), '09:00', 'confirmed');
    expect((await injectAs(t.app, doctor, { method: 'GET', url: `/api/records/${other.id}/files/${fileId}` })).statusCode).toBe(404);
    const rows = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'record.file.read'), eq(auditLog.subjectId, fileId)));
    expect(rows.map((row) => [row.actorId, row.patientId])).toEqual(expect.arrayContaining([[doctor.id, patient.id], [patient.id, patient.id]]));
  });

  it('answers 401 without a session and 403 to a role the route is not for, on every record route (the matrix)', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const matrix: RoleMatrix = [
      ['GET', '/api/record', ['patient']],
      ['GET', `/api/records/${patient.id}`, ['patient', 'doctor', 'staff']],
      ['GET', `/api/records/${patient.id}/files/${id}`, ['patient', 'doctor', 'staff']],
      ['POST', '/api/record/medications', ['patient']],
      ['PUT', `/api/record/medications/${id}`, ['patient']],
      ['DELETE', `/api/record/medications/${id}`, ['patient']],
    ];
    await expectRoleMatrix(t.app, { patient, doctor, staff: member }, matrix);
  });
});
