import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { summaryMessages as texts, type DoctorSummary, type MySummaryList, type SummaryResult, type VisitSummary } from '@clinvia/contracts/visit-summaries';
import { appointmentMessages, auditLog, notifications, threadNotificationPreferences, visitSummaries, users, visitSummaryAddenda } from '../../db/schema';
import { visitSummariesFor } from '../../domain/visit-summaries/summaries';
import { addDays, todayIn } from '../../lib/clinic-time';
import { createDoctor, createPatient, createStaff, injectAs, type TestAccount, expectRoleMatrix, type RoleMatrix } from '../../test/accounts';
import { closeJobsApp, openJobsApp, type TestApp } from '../../test/app';
import { placeAppointment } from '../../test/appointments';
import { outboxMails } from '../../test/outbox';

// After-visit summaries (SUMMARY-1 to SUMMARY-7) through the real server, on PGlite and on
// PostgreSQL: a doctor completes a visit through the lifecycle, drafts, signs and amends its
// summary; the database refuses changes of a signed one; the patient is told by an e-mail with no
// health information and reads the summary; rights and audit rows.

let t: TestApp;
let dataDir: string;
let patient: TestAccount;
let other: TestAccount;
let doctor: TestAccount;
let stranger: TestAccount;
let member: TestAccount;
let visitId: string;

const summary = {
  reason: 'Persistent cough for three weeks',
  assessment: 'Post-viral bronchitis; lungs clear on examination',
  plan: 'Inhaler for two weeks, chest X-ray if not better',
  medications_started: ['Salbutamol inhaler 100 mcg, 2 puffs as needed', ' '],
  medications_changed: ['Ibuprofen 400 mg → 200 mg'],
  medications_stopped: ['Codeine linctus'],
  instructions: 'Drink plenty of fluids and rest.',
  follow_up: { value: 2, unit: 'weeks' },
};
/** Words of the summary that must never reach an e-mail. */
const healthWords = ['cough', 'bronchitis', 'inhaler', 'salbutamol', 'ibuprofen', 'codeine', 'x-ray', 'fluids', 'Dana', 'Pulmonology'];

beforeAll(async () => {
  ({ t, dataDir } = await openJobsApp('summaries-test'));
  const { db } = t.database;
  const secret = t.config.jwtSecret;
  patient = await createPatient(db, secret, 'Alex Morgan');
  other = await createPatient(db, secret, 'Olive Other');
  doctor = await createDoctor(db, secret, 'Dana Doc', { specialization: 'Pulmonology' });
  stranger = await createDoctor(db, secret, 'Sid Stranger');
  member = await createStaff(db, secret, true);
  visitId = (await placeAppointment(db, patient, doctor, addDays(todayIn(t.config.clinicTimeZone), -1), '10:00', 'confirmed')).id;
});

afterAll(async () => {
  await closeJobsApp(t, dataDir);
});

const url = (id: string, tail = '') => `/api/doctors/appointments/${id}/summary${tail}`;

describe('writing a summary (SUMMARY-1, SUMMARY-2)', () => {
  it('is refused before the visit is completed; the lifecycle completes it, then a draft saves as the doctor goes', async () => {
    const early = await injectAs(t.app, doctor, { method: 'PUT', url: url(visitId), payload: { reason: 'Cough' } });
    expect([early.statusCode, early.json<{ error: { message: string } }>().error.message]).toEqual([409, texts.notCompleted]);
    const none = await injectAs(t.app, doctor, { method: 'GET', url: url(visitId) });
    expect(none.json<DoctorSummary>()).toMatchObject({ appointment_status: 'confirmed', summary: null });

    const completed = await injectAs(t.app, doctor, { method: 'PATCH', url: `/api/doctors/appointments/${visitId}/status`, payload: { status: 'completed' } });
    expect(completed.statusCode, completed.body).toBe(200);

    const first = await injectAs(t.app, doctor, { method: 'PUT', url: url(visitId), payload: { reason: '  Cough ' } });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<SummaryResult>().summary).toMatchObject({ status: 'draft', reason: 'Cough', assessment: '', signed_at: null, follow_up: null, doctor: { id: doctor.id, specialization: 'Pulmonology' } });
    const second = await injectAs(t.app, doctor, { method: 'PUT', url: url(visitId), payload: { ...summary, assessment: '' } });
    expect(second.json<SummaryResult>().summary).toMatchObject({ status: 'draft', reason: summary.reason, medications_started: ['Salbutamol inhaler 100 mcg, 2 puffs as needed'] });
    expect(await t.database.db.select().from(visitSummaries).where(eq(visitSummaries.appointmentId, visitId))).toHaveLength(1);
    // A draft is the doctor's: the patient sees nothing yet, and is told nothing.
    expect((await injectAs(t.app, patient, { method: 'GET', url: '/api/visit-summaries' })).json<MySummaryList>().summaries).toEqual([]);
    expect((await injectAs(t.app, patient, { method: 'GET', url: `/api/appointments/${visitId}/summary` })).statusCode).toBe(404);
  });

  it('refuses to sign without the reason, assessment and plan, each with its message, and bad input with 400', async () => {
    const missing = await injectAs(t.app, doctor, { method: 'POST', url: url(visitId, '/sign'), payload: { reason: '', assessment: ' ', plan: '' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: { fields: { reason: texts.reasonRequired, assessment: texts.assessmentRequired, plan: texts.planRequired } } });
    const bad = await injectAs(t.app, doctor, { method: 'PUT', url: url(visitId), payload: { follow_up: { value: 0, unit: 'years' }, reason: 'x'.repeat(2001) } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { fields: { reason: texts.reasonTooLong, 'follow_up.value': texts.followUpValue, 'follow_up.unit': texts.followUpUnit } } });
  });

  it('signs: the summary is final, the API and the database refuse any change, and the follow-up date is the visit date plus the interval', async () => {
    const signed = await injectAs(t.app, doctor, { method: 'POST', url: url(visitId, '/sign'), payload: summary });
    expect(signed.statusCode, signed.body).toBe(200);
    const body = signed.json<SummaryResult>().summary;
    expect(body).toMatchObject({ status: 'signed', assessment: summary.assessment, follow_up: { value: 2, unit: 'weeks', date: addDays(body.visit_date, 14) }, time_zone: t.config.clinicTimeZone });
    expect(body.signed_at).not.toBeNull();

    const again = await injectAs(t.app, doctor, { method: 'PUT', url: url(visitId), payload: { reason: 'Changed' } });
    expect([again.statusCode, again.json<{ error: { message: string } }>().error.message]).toEqual([409, texts.alreadySigned]);
    expect((await injectAs(t.app, doctor, { method: 'POST', url: url(visitId, '/sign'), payload: summary })).statusCode).toBe(409);

    const { db } = t.database;
    await expect(db.update(visitSummaries).set({ plan: 'Something else' }).where(eq(visitSummaries.appointmentId, visitId))).rejects.toThrow();
    await expect(db.delete(visitSummaries).where(eq(visitSummaries.appointmentId, visitId))).rejects.toThrow();
    await expect(db.execute(sql`update visit_summaries set status = 'draft', signed_at = null where appointment_id = ${visitId}`)).rejects.toThrow();
    const [row] = await db.select({ plan: visitSummaries.plan, status: visitSummaries.status }).from(visitSummaries).where(eq(visitSummaries.appointmentId, visitId));
    expect(row).toEqual({ plan: summary.plan, status: 'signed' });
  });

  it('amends a signed summary with addenda, each with its own time and author, never changed', async () => {
    const empty = await injectAs(t.app, doctor, { method: 'POST', url: url(visitId, '/addenda'), payload: { text: '  ' } });
    expect(empty.json()).toMatchObject({ error: { fields: { text: texts.addendumRequired } } });
    const added = await injectAs(t.app, doctor, { method: 'POST', url: url(visitId, '/addenda'), payload: { text: 'Chest X-ray clear.' } });
    expect(added.statusCode, added.body).toBe(201);
    await injectAs(t.app, doctor, { method: 'POST', url: url(visitId, '/addenda'), payload: { text: 'Stop the inhaler when the cough has gone.' } });
    const addenda = (await injectAs(t.app, doctor, { method: 'GET', url: url(visitId) })).json<DoctorSummary>().summary?.addenda ?? [];
    expect(addenda.map((addendum) => [addendum.text, addendum.author.id])).toEqual([
      ['Chest X-ray clear.', doctor.id],
      ['Stop the inhaler when the cough has gone.', doctor.id],
    ]);
    const { db } = t.database;
    await expect(db.update(visitSummaryAddenda).set({ text: 'Changed' })).rejects.toThrow();
    await expect(db.delete(visitSummaryAddenda)).rejects.toThrow();

    // An addendum needs a signed summary.
    const draftVisit = (await placeAppointment(db, patient, doctor, addDays(todayIn(t.config.clinicTimeZone), -2), '11:00', 'completed')).id;
    expect((await injectAs(t.app, doctor, { method: 'POST', url: url(draftVisit, '/addenda'), payload: { text: 'x' } })).statusCode).toBe(404);
    await injectAs(t.app, doctor, { method: 'PUT', url: url(draftVisit), payload: { reason: 'Draft only' } });
    const unsigned = await injectAs(t.app, doctor, { method: 'POST', url: url(draftVisit, '/addenda'), payload: { text: 'x' } });
    expect([unsigned.statusCode, unsigned.json<{ error: { message: string } }>().error.message]).toEqual([409, texts.notSigned]);
  });
});

describe('telling and showing the patient (SUMMARY-4, SUMMARY-5)', () => {
  it('sends one e-mail, read with mailparser, that says a summary is ready and links to it through sign-in, with no health information; and a bell notice', async () => {
    await t.app.jobs.drain();
    const mails = (await outboxMails(dataDir)).filter(({ mail }) => mail.subject === 'A summary of your visit is ready');
    expect(mails).toHaveLength(1);
    const { mail } = mails[0] ?? { mail: null };
    if (mail === null) throw new Error('no mail');
    expect(JSON.stringify(mail.to)).toContain(patient.email);
    const words = `${mail.subject ?? ''}\n${mail.text ?? ''}\n${typeof mail.html === 'string' ? mail.html : ''}`;
    for (const word of healthWords) expect(words.toLowerCase(), word).not.toContain(word.toLowerCase());
    expect(mail.text).toContain(`${t.config.appUrl}/appointments?summary=${visitId}`);
    expect(mail.attachments).toEqual([]);
    const [notice] = await t.database.db.select().from(notifications).where(and(eq(notifications.userId, patient.id), eq(notifications.title, 'Visit summary ready')));
    expect(notice).toMatchObject({ kind: 'appointment.summary', appointmentId: visitId });
    expect(`${notice?.title ?? ''} ${notice?.body ?? ''}`.toLowerCase()).not.toContain('cough');
  });

  it('SUMMARY-3, SUMMARY-4: each addendum sends an e-mail, read with mailparser, that says the summary was updated and links to it, with nothing of the summary or the addendum; and a bell notice', async () => {
    await t.app.jobs.drain();
    const kinds = await t.database.db.select({ kind: appointmentMessages.kind, status: appointmentMessages.status }).from(appointmentMessages).where(eq(appointmentMessages.appointmentId, visitId));
    expect(kinds.filter((row) => row.kind === 'summary_amended')).toEqual([
      { kind: 'summary_amended', status: 'sent' },
      { kind: 'summary_amended', status: 'sent' },
    ]);
    const mails = (await outboxMails(dataDir)).filter(({ mail }) => mail.subject === 'Your visit summary was updated');
    expect(mails).toHaveLength(2);
    for (const { mail } of mails) {
      expect(JSON.stringify(mail.to)).toContain(patient.email);
      const words = `${mail.subject ?? ''}\n${mail.text ?? ''}\n${typeof mail.html === 'string' ? mail.html : ''}`;
      // The addenda's own words ('Chest X-ray clear.', 'Stop the inhaler…') as well as the summary's.
      for (const word of [...healthWords, 'chest', 'clear.']) expect(words.toLowerCase(), word).not.toContain(word.toLowerCase());
      expect(mail.text).toContain('updated');
      expect(mail.text).toContain(`${t.config.appUrl}/appointments?summary=${visitId}`);
      expect(mail.attachments).toEqual([]);
    }
    const notices = await t.database.db.select().from(notifications).where(and(eq(notifications.userId, patient.id), eq(notifications.title, 'Visit summary updated')));
    expect(notices.map((notice) => [notice.kind, notice.appointmentId])).toEqual([
      ['appointment.summary', visitId],
      ['appointment.summary', visitId],
    ]);
    for (const notice of notices) expect(`${notice.title} ${notice.body}`.toLowerCase()).not.toMatch(/x-ray|inhaler|cough/);
  });

  it('follows the patient’s message settings for signing and addenda: e-mail off sends none, the bell off writes no notice', async () => {
    const { db } = t.database;
    const quiet = await createPatient(db, t.config.jwtSecret, 'Quinn Quiet');
    await db.insert(threadNotificationPreferences).values({ userId: quiet.id, email: false, inApp: false });
    const quietVisit = (await placeAppointment(db, quiet, doctor, addDays(todayIn(t.config.clinicTimeZone), -1), '13:00', 'completed')).id;
    expect((await injectAs(t.app, doctor, { method: 'POST', url: url(quietVisit, '/sign'), payload: summary })).statusCode).toBe(200);
    expect((await injectAs(t.app, doctor, { method: 'POST', url: url(quietVisit, '/addenda'), payload: { text: 'Results normal.' } })).statusCode).toBe(201);
    expect(await db.select().from(appointmentMessages).where(eq(appointmentMessages.appointmentId, quietVisit))).toEqual([]);
    expect(await db.select().from(notifications).where(eq(notifications.userId, quiet.id))).toEqual([]);
  });

  it('rings a Spanish-speaking patient’s bell in Spanish, signing and addendum alike (I18N-10)', async () => {
    const { db } = t.database;
    const hablante = await createPatient(db, t.config.jwtSecret, 'Lucía Fernández');
    await db.update(users).set({ language: 'es' }).where(eq(users.id, hablante.id));
    const visit = (await placeAppointment(db, hablante, doctor, addDays(todayIn(t.config.clinicTimeZone), -1), '14:00', 'completed')).id;
    expect((await injectAs(t.app, doctor, { method: 'POST', url: url(visit, '/sign'), payload: summary })).statusCode).toBe(200);
    expect((await injectAs(t.app, doctor, { method: 'POST', url: url(visit, '/addenda'), payload: { text: 'Results normal.' } })).statusCode).toBe(201);
    const notices = await db.select().from(notifications).where(eq(notifications.userId, hablante.id)).orderBy(asc(notifications.title));
    expect(notices.map((notice) => [notice.kind, notice.title, notice.body, notice.appointmentId])).toEqual([
      ['appointment.summary', 'Resumen de la consulta actualizado', 'Su médico agregó información al resumen de su consulta. Ábralo desde sus citas.', visit],
      ['appointment.summary', 'Resumen de la consulta listo', 'El resumen de su consulta está listo. Ábralo desde sus citas.', visit],
    ]);
    // The English-speaking patient's, as before.
    const [english] = await db.select().from(notifications).where(and(eq(notifications.userId, patient.id), eq(notifications.title, 'Visit summary ready')));
    expect(english?.body).toBe('A summary of your visit is ready. Open it from your appointments.');
  });

  it('shows the patient their signed summaries with addenda; visitSummariesFor answers the same', async () => {
    const list = await injectAs(t.app, patient, { method: 'GET', url: '/api/visit-summaries' });
    expect(list.statusCode).toBe(200);
    const summaries = list.json<MySummaryList>().summaries;
    expect(summaries.map((one) => one.appointment_id)).toEqual([visitId]);
    expect(summaries[0]?.addenda).toHaveLength(2);
    const one = await injectAs(t.app, patient, { method: 'GET', url: `/api/appointments/${visitId}/summary` });
    expect(one.json<VisitSummary>()).toEqual(summaries[0]);
    expect(await visitSummariesFor(t.database.db, patient.id, t.config.clinicTimeZone)).toEqual(summaries);
    expect(await visitSummariesFor(t.database.db, other.id, t.config.clinicTimeZone)).toEqual([]);
  });
});

describe('rights and audit (SUMMARY-7, AUDIT-1)', () => {
  it('answers another patient and another doctor 404, and writes a row with the patient for every read and change', async () => {
    expect((await injectAs(t.app, other, { method: 'GET', url: `/api/appointments/${visitId}/summary` })).statusCode).toBe(404);
    expect((await injectAs(t.app, other, { method: 'GET', url: '/api/visit-summaries' })).json<MySummaryList>().summaries).toEqual([]);
    for (const [method, tail, payload] of [
      ['GET', '', undefined],
      ['PUT', '', { reason: 'x' }],
      ['POST', '/sign', summary],
      ['POST', '/addenda', { text: 'x' }],
    ] as const) {
      const response = await injectAs(t.app, stranger, { method, url: url(visitId, tail), ...(payload ? { payload } : {}) });
      expect(response.statusCode, `${method} ${tail}`).toBe(404);
    }
    const rows = await t.database.db.select({ action: auditLog.action, actorId: auditLog.actorId }).from(auditLog).where(eq(auditLog.patientId, patient.id));
    const actions = rows.map((row) => `${row.action}:${row.actorId === doctor.id ? 'doctor' : row.actorId === patient.id ? 'patient' : 'other'}`);
    for (const action of ['visit_summary.read:doctor', 'visit_summary.save:doctor', 'visit_summary.sign:doctor', 'visit_summary.addendum:doctor', 'visit_summary.list:patient', 'visit_summary.read:patient']) {
      expect(actions, action).toContain(action);
    }
  });

  it('authorization matrix: anonymous 401; the wrong role 403 before anything is read', async () => {
    const id = visitId;
    const matrix: RoleMatrix = [
      ['GET', url(id), ['doctor']],
      ['PUT', url(id), ['doctor']],
      ['POST', url(id, '/sign'), ['doctor']],
      ['POST', url(id, '/addenda'), ['doctor']],
      ['GET', '/api/visit-summaries', ['patient']],
      ['GET', `/api/appointments/${id}/summary`, ['patient']],
    ];
    await expectRoleMatrix(t.app, { patient, doctor, staff: member }, matrix);
    const denied = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'patient_records.denied'), eq(auditLog.actorId, patient.id)));
    expect(denied.length).toBeGreaterThan(0);
  });
});
