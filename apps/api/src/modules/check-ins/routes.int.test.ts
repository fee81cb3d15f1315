import { checkInErrorCodes, type CheckIn, type StaffCheckIn } from '@clinvia/contracts/check-ins';
import type { DoctorAppointment, PatientAppointment } from '@clinvia/contracts/appointments';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, auditLog, checkIns, files, staff } from '../../db/schema';
import { addDays, todayIn } from '../../lib/clinic-time';
import { createDoctor, createPatient, createStaff, injectAs, type TestAccount, expectRoleMatrix, type RoleMatrix } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { placeAppointment } from '../../test/appointments';
import { minimalPdf, multipartBody, pageDisguisedAsPhoto, photoWithLocation } from '../../test/files';

// CHECKIN-1 to CHECKIN-7 through the real server on a real database (PGlite, or PostgreSQL with
// TEST_DATABASE_URL).

let t: TestApp;
let patient: TestAccount;
let other: TestAccount;
let doctor: TestAccount;
let member: TestAccount;
let admin: TestAccount;
let today: string;

const contact = { name: 'Pat Ient', email: 'pat@example.test', phone: '(415) 555-0100', age: 41, gender: 'female', address: '12 Cedar Ln, Austin, TX' };
const insurance = { mode: 'insurance', provider: 'Blue Cross', member_number: 'BC-123 456' };

function url(appointmentId: string, tail = ''): string {
  return `/api/appointments/${appointmentId}/check-in${tail}`;
}

async function visit(daysAhead: number, status: 'pending' | 'confirmed' | 'cancelled' = 'confirmed', time = '10:00') {
  return placeAppointment(t.database.db, patient, doctor, addDays(today, daysAhead), time, status);
}

async function upload(account: TestAccount, appointmentId: string, side: string, file: { name: string; type: string; bytes: Buffer }) {
  const form = multipartBody({}, [{ field: 'file', ...file }]);
  return injectAs(t.app, account, { method: 'PUT', url: url(appointmentId, `/cards/${side}`), payload: form.payload, headers: form.headers });
}

async function auditRows(action: string, appointmentId: string) {
  return t.database.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.subjectId, appointmentId)));
}

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  patient = await createPatient(db, t.config.jwtSecret, 'Pat Ient');
  other = await createPatient(db, t.config.jwtSecret, 'Otto Other');
  doctor = await createDoctor(db, t.config.jwtSecret);
  member = await createStaff(db, t.config.jwtSecret, true);
  admin = await createStaff(db, t.config.jwtSecret, true);
  await db.update(staff).set({ administrator: true }).where(eq(staff.userId, admin.id));
  today = todayIn(t.config.clinicTimeZone);
});

afterAll(async () => {
  await t.close();
});

describe('the window (CHECKIN-1)', () => {
  it('opens three days before the visit by default and says so on /appointments', async () => {
    const open = await visit(2);
    const later = await visit(5);
    const list = await injectAs(t.app, patient, { method: 'GET', url: `/api/patients/get-appointments/${patient.id}` });
    const byId = new Map(list.json<{ appointments: PatientAppointment[] }>().appointments.map((a) => [a.id, a]));
    expect(byId.get(open.id)?.check_in).toBe('open');
    expect(byId.get(later.id)?.check_in).toBe('not_open');

    const refused = await injectAs(t.app, patient, { method: 'PUT', url: url(later.id), payload: { step: 'contact', contact } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ error: { code: string; message: string } }>().error).toMatchObject({ code: checkInErrorCodes.notOpen, message: 'Check-in opens 3 days before your visit.' });

    const read = await injectAs(t.app, patient, { method: 'GET', url: url(later.id) });
    expect(read.statusCode).toBe(200);
    const checkIn = read.json<CheckIn>();
    expect(checkIn.availability).toBe('not_open');
    // The window's ends are instants: the visit's start, and three days before it.
    expect(new Date(checkIn.window.closes_at).getTime() - new Date(checkIn.window.opens_at).getTime()).toBeGreaterThanOrEqual(3 * 24 * 3600_000 - 3600_000);
  });

  it('follows the clinic’s setting, which only an administrator changes', async () => {
    const later = await visit(5, 'confirmed', '11:00');
    expect((await injectAs(t.app, member, { method: 'PUT', url: '/api/staff/check-in-settings', payload: { open_days: 7 } })).statusCode).toBe(403);
    const bad = await injectAs(t.app, admin, { method: 'PUT', url: '/api/staff/check-in-settings', payload: { open_days: 40 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: { fields: Record<string, string> } }>().error.fields.open_days).toMatch(/1 to 14/);
    const set = await injectAs(t.app, admin, { method: 'PUT', url: '/api/staff/check-in-settings', payload: { open_days: 7 } });
    expect(set.json()).toMatchObject({ settings: { open_days: 7 } });
    expect((await injectAs(t.app, patient, { method: 'GET', url: url(later.id) })).json<CheckIn>().availability).toBe('open');
    await injectAs(t.app, admin, { method: 'PUT', url: '/api/staff/check-in-settings', payload: { open_days: 3 } });
    expect((await injectAs(t.app, member, { method: 'GET', url: '/api/staff/check-in-settings' })).json()).toEqual({ open_days: 3 });
  });

  it('is closed for a cancelled visit and for one that has begun', async () => {
    const cancelled = await visit(1, 'cancelled');
    const past = await visit(-1);
    for (const id of [cancelled.id, past.id]) {
      const refused = await injectAs(t.app, patient, { method: 'PUT', url: url(id), payload: { step: 'contact', contact } });
      expect(refused.statusCode).toBe(409);
      expect(refused.json<{ error: { code: string } }>().error.code).toBe(checkInErrorCodes.closed);
    }
  });
});

describe('rights (CHECKIN-6)', () => {
  it('lets each role reach only its own routes: 401 without a session, 403 for another role (the authorization matrix)', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const matrix: RoleMatrix = [
      ['GET', url(id), ['patient']],
      ['PUT', url(id), ['patient']],
      ['PUT', url(id, '/cards/front'), ['patient']],
      ['DELETE', url(id, '/cards/front'), ['patient']],
      ['GET', url(id, '/cards/front'), ['patient', 'staff']],
      ['POST', url(id, '/finish'), ['patient']],
      ['GET', `/api/staff/check-ins/${id}`, ['staff']],
      ['POST', `/api/staff/check-ins/${id}/insurance-verified`, ['staff']],
      ['GET', '/api/staff/check-in-settings', ['staff']],
      // Administrators only: an approved staff member who is not one gets 403 too.
      ['PUT', '/api/staff/check-in-settings', []],
    ];
    await expectRoleMatrix(t.app, { patient, doctor, staff: member }, matrix);
  });

  it('answers 404 to another patient on every route, and 403 to the wrong role', async () => {
    const own = await visit(1, 'confirmed', '12:00');
    await injectAs(t.app, patient, { method: 'PUT', url: url(own.id), payload: { step: 'contact', contact } });
    const photo = { name: 'front.jpg', type: 'image/jpeg', bytes: await photoWithLocation() };
    expect((await upload(patient, own.id, 'front', photo)).statusCode).toBe(200);
    const calls = [
      () => injectAs(t.app, other, { method: 'GET', url: url(own.id) }),
      () => injectAs(t.app, other, { method: 'PUT', url: url(own.id), payload: { step: 'contact', contact } }),
      () => upload(other, own.id, 'back', photo),
      () => injectAs(t.app, other, { method: 'DELETE', url: url(own.id, '/cards/front') }),
      () => injectAs(t.app, other, { method: 'GET', url: url(own.id, '/cards/front') }),
      () => injectAs(t.app, other, { method: 'POST', url: url(own.id, '/finish') }),
    ];
    for (const call of calls) expect((await call()).statusCode).toBe(404);
    // An appointment that does not exist answers the same.
    expect((await injectAs(t.app, patient, { method: 'GET', url: url('00000000-0000-4000-8000-000000000000') })).statusCode).toBe(404);
    expect((await injectAs(t.app, doctor, { method: 'GET', url: url(own.id) })).statusCode).toBe(403);
    expect((await injectAs(t.app, member, { method: 'GET', url: url(own.id) })).statusCode).toBe(403);
    expect((await injectAs(t.app, patient, { method: 'GET', url: `/api/staff/check-ins/${own.id}` })).statusCode).toBe(403);
    expect((await injectAs(t.app, doctor, { method: 'POST', url: `/api/staff/check-ins/${own.id}/insurance-verified` })).statusCode).toBe(403);
    expect((await injectAs(t.app, null, { method: 'GET', url: url(own.id) })).statusCode).toBe(401);
    // Nothing of the other patient's attempts was stored.
    const [row] = await t.database.db.select().from(checkIns).where(eq(checkIns.appointmentId, own.id));
    expect(row?.cardBackFileId).toBeNull();
    expect(row?.cardFrontFileId).not.toBeNull();
  });
});

describe('saving and resuming (CHECKIN-2, CHECKIN-3, CHECKIN-4)', () => {
  it('creates nothing on reading, saves each step, and resumes at the first step not done', async () => {
    const appointment = await visit(1, 'pending', '13:00');
    const first = await injectAs(t.app, patient, { method: 'GET', url: url(appointment.id) });
    expect(first.json<CheckIn>()).toMatchObject({ availability: 'open', current_step: 'contact', contact: null, insurance: null, contact_prefill: { name: 'Pat Ient', age: 40, gender: 'female', address: '12 Cedar Ln, Austin, TX' } });
    expect(await t.database.db.select().from(checkIns).where(eq(checkIns.appointmentId, appointment.id))).toHaveLength(0);

    const invalid = await injectAs(t.app, patient, { method: 'PUT', url: url(appointment.id), payload: { step: 'contact', contact: { ...contact, name: ' ', age: 200, phone: 'abc' } } });
    expect(invalid.statusCode).toBe(400);
    const fields = invalid.json<{ error: { fields: Record<string, string> } }>().error.fields;
    expect(fields['contact.name']).toBe('Enter your full name');
    expect(fields['contact.age']).toMatch(/0 to 150/);
    expect(fields['contact.phone']).toBeDefined();

    const saved = await injectAs(t.app, patient, { method: 'PUT', url: url(appointment.id), payload: { step: 'contact', contact } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ check_in: CheckIn }>().check_in).toMatchObject({ availability: 'in_progress', current_step: 'insurance', contact: { ...contact, phone: '(415) 555-0100' } });

    // Another device reads the same check-in, at the same step.
    const resumed = await injectAs(t.app, patient, { method: 'GET', url: url(appointment.id) });
    expect(resumed.json<CheckIn>()).toMatchObject({ current_step: 'insurance', contact: { name: 'Pat Ient' } });
    const list = await injectAs(t.app, patient, { method: 'GET', url: `/api/patients/get-appointments/${patient.id}` });
    expect(list.json<{ appointments: PatientAppointment[] }>().appointments.find((a) => a.id === appointment.id)?.check_in).toBe('in_progress');

    const badInsurance = await injectAs(t.app, patient, { method: 'PUT', url: url(appointment.id), payload: { step: 'insurance', insurance: { mode: 'insurance', provider: '', member_number: '<script>' } } });
    expect(badInsurance.statusCode).toBe(400);
    expect(badInsurance.json<{ error: { fields: Record<string, string> } }>().error.fields).toMatchObject({ 'insurance.provider': 'Enter your insurance company, e.g. Blue Cross', 'insurance.member_number': 'Use letters, digits, spaces and dashes only' });

    const withInsurance = await injectAs(t.app, patient, { method: 'PUT', url: url(appointment.id), payload: { step: 'insurance', insurance } });
    expect(withInsurance.json<{ check_in: CheckIn }>().check_in).toMatchObject({ current_step: 'review', insurance });
    expect(await auditRows('check_in.save', appointment.id)).toHaveLength(2);
    expect(await auditRows('check_in.read', appointment.id)).toHaveLength(2);
  });
});

describe('card photos (CHECKIN-4, FILE-1 to FILE-4)', () => {
  it('stores a photo without its location, replaces and removes it, and refuses what is not a photo by its bytes', async () => {
    const appointment = await visit(2, 'confirmed', '14:00');
    const stored = await upload(patient, appointment.id, 'front', { name: 'card.jpg', type: 'image/jpeg', bytes: await photoWithLocation() });
    expect(stored.statusCode).toBe(200);
    const front = stored.json<{ check_in: CheckIn }>().check_in.cards.front;
    expect(front).toMatchObject({ contentType: 'image/jpeg', name: 'card.jpg' });

    const download = await injectAs(t.app, patient, { method: 'GET', url: url(appointment.id, '/cards/front') });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    const metadata = await sharp(download.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();

    const replaced = await upload(patient, appointment.id, 'front', { name: 'card.png', type: 'image/png', bytes: await photoWithLocation('png') });
    const newFront = replaced.json<{ check_in: CheckIn }>().check_in.cards.front;
    expect(newFront?.id).not.toBe(front?.id);
    expect(await t.database.db.select({ id: files.id }).from(files).where(eq(files.id, front?.id ?? ''))).toHaveLength(0);

    for (const file of [pageDisguisedAsPhoto, { name: 'card.pdf', type: 'application/pdf', bytes: minimalPdf }, { name: 'half.jpg', type: 'image/jpeg', bytes: (await photoWithLocation()).subarray(0, 60) }]) {
      const refused = await upload(patient, appointment.id, 'back', file);
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ error: { fields: Record<string, string> } }>().error.fields.file).toBeDefined();
    }
    const empty = await injectAs(t.app, patient, { method: 'PUT', url: url(appointment.id, '/cards/back'), ...multipartBody({}) });
    expect(empty.statusCode).toBe(400);

    const removed = await injectAs(t.app, patient, { method: 'DELETE', url: url(appointment.id, '/cards/front') });
    expect(removed.json<{ check_in: CheckIn }>().check_in.cards.front).toBeNull();
    expect(await t.database.db.select({ id: files.id }).from(files).where(eq(files.id, newFront?.id ?? ''))).toHaveLength(0);
    expect((await injectAs(t.app, patient, { method: 'DELETE', url: url(appointment.id, '/cards/front') })).statusCode).toBe(404);
    expect(await auditRows('check_in.card.read', appointment.id)).toHaveLength(1);
  });

  it('deletes the card photos when the patient chooses self-pay', async () => {
    const appointment = await visit(2, 'confirmed', '15:00');
    const stored = await upload(patient, appointment.id, 'back', { name: 'back.jpg', type: 'image/jpeg', bytes: await photoWithLocation() });
    const backId = stored.json<{ check_in: CheckIn }>().check_in.cards.back?.id ?? '';
    const selfPay = await injectAs(t.app, patient, { method: 'PUT', url: url(appointment.id), payload: { step: 'insurance', insurance: { mode: 'self_pay' } } });
    expect(selfPay.json<{ check_in: CheckIn }>().check_in).toMatchObject({ insurance: { mode: 'self_pay', provider: null, member_number: null }, cards: { front: null, back: null } });
    expect(await t.database.db.select({ id: files.id }).from(files).where(eq(files.id, backId))).toHaveLength(0);
  });
});

describe('finishing (CHECKIN-5) and what staff and doctors see (CHECKIN-7)', () => {
  it('refuses to finish with steps missing, then checks the appointment in', async () => {
    const appointment = await visit(1, 'confirmed', '16:00');
    const nothing = await injectAs(t.app, patient, { method: 'POST', url: url(appointment.id, '/finish') });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json<{ error: { code: string; fields: Record<string, string> } }>().error).toMatchObject({ code: checkInErrorCodes.incomplete, fields: { contact: 'Confirm your contact details first.' } });

    await injectAs(t.app, patient, { method: 'PUT', url: url(appointment.id), payload: { step: 'contact', contact } });
    const noInsurance = await injectAs(t.app, patient, { method: 'POST', url: url(appointment.id, '/finish') });
    expect(noInsurance.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({ insurance: 'Give your insurance or choose “I have no insurance / I pay myself”.' });

    await injectAs(t.app, patient, { method: 'PUT', url: url(appointment.id), payload: { step: 'insurance', insurance } });
    const staffBefore = await injectAs(t.app, member, { method: 'GET', url: `/api/staff/check-ins/${appointment.id}` });
    expect(staffBefore.json<StaffCheckIn>()).toMatchObject({ state: 'in_progress', insurance, insurance_verified_at: null });

    const done = await injectAs(t.app, patient, { method: 'POST', url: url(appointment.id, '/finish') });
    expect(done.statusCode).toBe(200);
    expect(done.json<{ check_in: CheckIn }>().check_in).toMatchObject({ availability: 'checked_in' });
    expect(done.json<{ check_in: CheckIn }>().check_in.completed_at).not.toBeNull();
    const again = await injectAs(t.app, patient, { method: 'PUT', url: url(appointment.id), payload: { step: 'contact', contact } });
    expect(again.json<{ error: { code: string } }>().error.code).toBe(checkInErrorCodes.completed);

    const verified = await injectAs(t.app, member, { method: 'POST', url: `/api/staff/check-ins/${appointment.id}/insurance-verified` });
    expect(verified.statusCode).toBe(200);
    expect(verified.json<{ check_in: StaffCheckIn }>().check_in).toMatchObject({ state: 'completed', insurance_verified_by: 'Sam Staff' });
    expect(await auditRows('check_in.insurance_verify', appointment.id)).toEqual([expect.objectContaining({ actorId: member.id, patientId: patient.id })]);
    expect(await auditRows('check_in.finish', appointment.id)).toHaveLength(1);

    const staffPhoto = await injectAs(t.app, member, { method: 'GET', url: url(appointment.id, '/cards/front') });
    expect(staffPhoto.statusCode).toBe(404);

    const staffList = await injectAs(t.app, member, { method: 'GET', url: `/api/staff/appointments?from=${appointment.date}&to=${appointment.date}` });
    const listed = staffList.json<{ items: DoctorAppointment[] }>().items.find((a) => a.id === appointment.id);
    expect(listed?.check_in).toMatchObject({ state: 'completed', insurance_verified: true });
    const doctorList = await injectAs(t.app, doctor, { method: 'GET', url: `/api/doctors/${doctor.id}/appointments?from=${appointment.date}&to=${appointment.date}` });
    expect(doctorList.json<{ items: DoctorAppointment[] }>().items.find((a) => a.id === appointment.id)?.check_in).toMatchObject({ state: 'completed' });
    const patientList = await injectAs(t.app, patient, { method: 'GET', url: `/api/patients/get-appointments/${patient.id}` });
    expect(patientList.json<{ appointments: PatientAppointment[] }>().appointments.find((a) => a.id === appointment.id)?.check_in).toBe('checked_in');
  });

  it('refuses to verify a self-pay check-in or one not started', async () => {
    const notStarted = await visit(1, 'confirmed', '17:00');
    const refused = await injectAs(t.app, member, { method: 'POST', url: `/api/staff/check-ins/${notStarted.id}/insurance-verified` });
    expect(refused.json<{ error: { code: string } }>().error.code).toBe(checkInErrorCodes.notStarted);
    await injectAs(t.app, patient, { method: 'PUT', url: url(notStarted.id), payload: { step: 'insurance', insurance: { mode: 'self_pay' } } });
    const selfPay = await injectAs(t.app, member, { method: 'POST', url: `/api/staff/check-ins/${notStarted.id}/insurance-verified` });
    expect(selfPay.json<{ error: { code: string } }>().error.code).toBe(checkInErrorCodes.selfPay);
    expect((await injectAs(t.app, member, { method: 'GET', url: `/api/staff/check-ins/00000000-0000-4000-8000-000000000000` })).statusCode).toBe(404);
  });
});

describe('the visit’s questionnaires (CHECKIN-5, INTAKE-14)', () => {
  it('adds the questionnaires step when the visit has some, and finishes only once each is completed', async () => {
    const appointment = await visit(1, 'confirmed', '18:00');
    // Only this visit asks it: assigned to a type no other visit of this file has.
    await t.database.db.update(appointments).set({ appointmentType: 'Annual Physical' }).where(eq(appointments.id, appointment.id));
    const resource = { resourceType: 'Questionnaire', title: 'Smoking check', status: 'active', item: [{ linkId: 'smoking', text: 'Do you smoke?', type: 'boolean', required: true }] };
    const created = await injectAs(t.app, member, { method: 'POST', url: '/api/staff/questionnaires', payload: { questionnaire: resource } });
    const questionnaireId = created.json<{ questionnaire: { id: string } }>().questionnaire.id;
    await injectAs(t.app, member, { method: 'PUT', url: `/api/staff/questionnaires/${questionnaireId}/assignments`, payload: { all_visits: false, appointment_types: ['Annual Physical'], specializations: [] } });

    await injectAs(t.app, patient, { method: 'PUT', url: url(appointment.id), payload: { step: 'contact', contact } });
    const saved = await injectAs(t.app, patient, { method: 'PUT', url: url(appointment.id), payload: { step: 'insurance', insurance: { mode: 'self_pay' } } });
    expect(saved.json<{ check_in: CheckIn }>().check_in).toMatchObject({ steps: ['contact', 'insurance', 'questionnaires', 'review'], current_step: 'questionnaires', questionnaires: { total: 1, completed: 0 } });
    const refused = await injectAs(t.app, patient, { method: 'POST', url: url(appointment.id, '/finish') });
    expect(refused.json<{ error: { code: string; fields: Record<string, string> } }>().error).toMatchObject({ code: checkInErrorCodes.incomplete, fields: { questionnaires: 'Complete every questionnaire of this visit.' } });

    const answered = await injectAs(t.app, patient, {
      method: 'PUT',
      url: `/api/appointments/${appointment.id}/questionnaires/${questionnaireId}/response`,
      payload: { resourceType: 'QuestionnaireResponse', questionnaire: 'x|1', status: 'completed', item: [{ linkId: 'smoking', answer: [{ valueBoolean: false }] }] },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const ready = await injectAs(t.app, patient, { method: 'GET', url: url(appointment.id) });
    expect(ready.json<CheckIn>()).toMatchObject({ current_step: 'review', questionnaires: { total: 1, completed: 1 } });
    expect((await injectAs(t.app, patient, { method: 'POST', url: url(appointment.id, '/finish') })).statusCode).toBe(200);
  });
});

describe('the clinic’s consents (CHECKIN-2, CHECKIN-5)', () => {
  it('adds the consents step while the clinic has an active consent, resumes there, and finishes once each is signed at its current version', async () => {
    const appointment = await visit(2, 'confirmed', '09:00');
    await injectAs(t.app, patient, { method: 'PUT', url: url(appointment.id), payload: { step: 'contact', contact } });
    const before = await injectAs(t.app, patient, { method: 'PUT', url: url(appointment.id), payload: { step: 'insurance', insurance: { mode: 'self_pay' } } });
    // No active consent: no consents step.
    expect(before.json<{ check_in: CheckIn }>().check_in).toMatchObject({ steps: ['contact', 'insurance', 'review'], consents: { total: 0, signed: 0 } });

    const created = await injectAs(t.app, member, { method: 'POST', url: '/api/staff/consents', payload: { title: 'Consent to treatment', body: 'I agree to be examined and treated.' } });
    expect(created.statusCode, created.body).toBe(201);
    const consent = created.json<{ consent: { consent: { id: string; current: { id: string } } } }>().consent.consent;
    const resumed = await injectAs(t.app, patient, { method: 'GET', url: url(appointment.id) });
    expect(resumed.json<CheckIn>()).toMatchObject({ steps: ['contact', 'insurance', 'consents', 'review'], current_step: 'consents', consents: { total: 1, signed: 0 } });
    const refused = await injectAs(t.app, patient, { method: 'POST', url: url(appointment.id, '/finish') });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ error: { code: string; fields: Record<string, string> } }>().error).toEqual({ code: checkInErrorCodes.incomplete, message: 'Sign every consent the clinic asks for.', fields: { consents: 'Sign every consent the clinic asks for.' } });

    // Signed inside the wizard: the signature is tied to this visit.
    const signed = await injectAs(t.app, patient, { method: 'POST', url: `/api/consents/${consent.id}/signatures`, payload: { versionId: consent.current.id, method: 'typed', typedName: 'Pat Ient', appointmentId: appointment.id } });
    expect(signed.statusCode, signed.body).toBe(201);
    expect(signed.json<{ signature: { appointment_id: string } }>().signature.appointment_id).toBe(appointment.id);
    expect((await injectAs(t.app, patient, { method: 'GET', url: url(appointment.id) })).json<CheckIn>()).toMatchObject({ current_step: 'review', consents: { total: 1, signed: 1 } });

    // A new version asks again; a retired consent asks nothing.
    const revised = await injectAs(t.app, member, { method: 'PUT', url: `/api/staff/consents/${consent.id}`, payload: { title: 'Consent to treatment', body: 'I agree to be examined, tested and treated.' } });
    expect(revised.statusCode, revised.body).toBe(200);
    const again = (await injectAs(t.app, patient, { method: 'GET', url: url(appointment.id) })).json<CheckIn>();
    expect(again).toMatchObject({ current_step: 'consents', consents: { total: 1, signed: 0 } });
    expect((await injectAs(t.app, patient, { method: 'POST', url: url(appointment.id, '/finish') })).json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({ consents: 'Sign every consent the clinic asks for.' });
    const newVersion = revised.json<{ consent: { consent: { current: { id: string } } } }>().consent.consent.current.id;
    expect((await injectAs(t.app, patient, { method: 'POST', url: `/api/consents/${consent.id}/signatures`, payload: { versionId: newVersion, method: 'typed', typedName: 'pat ient', appointmentId: appointment.id } })).statusCode).toBe(201);
    const finished = await injectAs(t.app, patient, { method: 'POST', url: url(appointment.id, '/finish') });
    expect(finished.statusCode, finished.body).toBe(200);
    expect(finished.json<{ check_in: CheckIn }>().check_in.availability).toBe('checked_in');

    await injectAs(t.app, member, { method: 'POST', url: `/api/staff/consents/${consent.id}/retire` });
    const later = await visit(2, 'confirmed', '09:30');
    expect((await injectAs(t.app, patient, { method: 'GET', url: url(later.id) })).json<CheckIn>().steps).toEqual(['contact', 'insurance', 'review']);
  });
});
