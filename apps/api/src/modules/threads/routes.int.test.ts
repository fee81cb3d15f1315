import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileRules } from '@clinvia/contracts/files';
import * as threadOperations from '@clinvia/contracts/operations/threads';
import { threadMessages as texts, type ThreadActionResult, type ThreadDetail, type ThreadQueue } from '@clinvia/contracts/threads';
import { auditLog, files, notifications, staff, threadEmails, threadMessages, threads, users } from '../../db/schema';
import { addDays, todayIn } from '../../lib/clinic-time';
import { ApiError } from '../../lib/errors';
import { postMessage } from '../../domain/threads/write';
import { createDoctor, createPatient, createStaff, injectAs, type TestAccount, expectRoleMatrix, type RoleMatrix } from '../../test/accounts';
import { closeJobsApp, openJobsApp, type TestApp } from '../../test/app';
import { placeAppointment } from '../../test/appointments';
import { minimalPdf, multipartBody, pageDisguisedAsPhoto, photoWithLocation } from '../../test/files';
import { outboxMails } from '../../test/outbox';
import { setDoctorActive } from '../staff/doctors/service';

// Secure messages (MSG-1 to MSG-11) through the real server, on PGlite and on PostgreSQL.

let t: TestApp;
let dataDir: string;
let patient: TestAccount;
let other: TestAccount;
let doctor: TestAccount;
let stranger: TestAccount;
let leaving: TestAccount;
let member: TestAccount;
let admin: TestAccount;
let appointmentId: string;

beforeAll(async () => {
  ({ t, dataDir } = await openJobsApp('threads-test'));
  const { db } = t.database;
  const secret = t.config.jwtSecret;
  patient = await createPatient(db, secret, 'Alex Morgan');
  other = await createPatient(db, secret, 'Olive Other');
  doctor = await createDoctor(db, secret, 'Dana Doc', { specialization: 'Dermatology' });
  stranger = await createDoctor(db, secret, 'Sid Stranger');
  leaving = await createDoctor(db, secret, 'Lee Leaving');
  member = await createStaff(db, secret, true);
  admin = await createStaff(db, secret, true);
  await db.update(staff).set({ administrator: true }).where(eq(staff.userId, admin.id));
  const today = todayIn(t.config.clinicTimeZone);
  appointmentId = (await placeAppointment(db, patient, doctor, addDays(today, -3), '10:00', 'completed')).id;
});

afterAll(async () => {
  await closeJobsApp(t, dataDir);
});


async function start(account: TestAccount, payload: Record<string, unknown>) {
  return injectAs(t.app, account, { method: 'POST', url: '/api/threads', payload });
}

async function startOk(account: TestAccount, payload: Record<string, unknown>): Promise<ThreadDetail> {
  const response = await start(account, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ThreadActionResult>().thread;
}

async function read(account: TestAccount, threadId: string): Promise<ThreadDetail> {
  const response = await injectAs(t.app, account, { method: 'GET', url: `/api/threads/${threadId}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ThreadDetail>();
}

async function reply(account: TestAccount, threadId: string, body: string) {
  return injectAs(t.app, account, { method: 'POST', url: `/api/threads/${threadId}/messages`, payload: { body } });
}

describe('a patient’s thread and its states (MSG-1, MSG-2)', () => {
  it('goes sent → read by the clinic → answered (naming who answered) → closed, and reopens when the patient writes', async () => {
    const started = await startOk(patient, { topic: 'medication', body: 'Can I take ibuprofen with my new pills?' });
    expect(started.thread).toMatchObject({ topic: 'medication', status: 'sent', doctor: null, assignee: null, answered_by: null, message_count: 1, overdue: false });
    expect(started.thread.answer_due_at).not.toBeNull();
    expect(started.messages[0]).toMatchObject({ body: 'Can I take ibuprofen with my new pills?', author: { id: patient.id, name: 'Alex Morgan', role: 'patient' } });
    const id = started.thread.id;

    const queue = (await injectAs(t.app, member, { method: 'GET', url: '/api/staff/threads?view=unassigned' })).json<ThreadQueue>();
    expect(queue.threads.map((thread) => thread.id)).toContain(id);
    expect(queue.threads.find((thread) => thread.id === id)?.unread).toBe(true);

    expect((await injectAs(t.app, member, { method: 'POST', url: `/api/threads/${id}/read` })).statusCode).toBe(200);
    expect((await read(patient, id)).thread.status).toBe('read');

    const answered = await reply(member, id, 'Yes, that is fine with food.');
    expect(answered.statusCode, answered.body).toBe(201);
    const seen = await read(patient, id);
    expect(seen.thread).toMatchObject({ status: 'answered', answered_by: { id: member.id, name: 'Sam Staff', role: 'staff' }, unread: true, answer_due_at: null });

    const closed = await injectAs(t.app, member, { method: 'POST', url: `/api/threads/${id}/close` });
    expect(closed.statusCode).toBe(200);
    expect(closed.json<ThreadActionResult>().thread.thread.status).toBe('closed');
    expect((await injectAs(t.app, member, { method: 'POST', url: `/api/threads/${id}/close` })).statusCode).toBe(409);
    const clinicWrites = await reply(member, id, 'One more thing.');
    expect(clinicWrites.statusCode).toBe(409);
    expect(clinicWrites.json<{ error: { code: string } }>().error.code).toBe('thread_closed');

    const reopened = await reply(patient, id, 'And with paracetamol?');
    expect(reopened.statusCode).toBe(201);
    expect(reopened.json<ThreadActionResult>().thread.thread).toMatchObject({ status: 'sent', closed_at: null, message_count: 3 });
  });

  it('refuses an empty or too long message and an unknown topic, field by field', async () => {
    const response = await start(patient, { topic: 'gossip', body: 'x'.repeat(5001) });
    expect(response.statusCode).toBe(400);
    const fields = response.json<{ error: { fields: Record<string, string> } }>().error.fields;
    expect(fields.topic).toBe(texts.topicRequired);
    expect(fields.body).toBe(texts.bodyTooLong);
    expect((await start(patient, { topic: 'other', body: '   ' })).json<{ error: { fields: Record<string, string> } }>().error.fields.body).toBe(texts.bodyRequired);
  });
});

describe('routing to a doctor (MSG-1, MSG-6)', () => {
  it('routes to a doctor the patient has a visit with, linked to their appointment; the doctor reads, answers and closes it', async () => {
    const started = await startOk(patient, { topic: 'result', doctorId: doctor.id, appointmentId, body: 'Are my skin test results back?' });
    expect(started.thread).toMatchObject({ doctor: { id: doctor.id, name: 'Dana Doc' }, assignee: { id: doctor.id, role: 'doctor' }, appointment: { id: appointmentId } });
    const id = started.thread.id;
    const list = (await injectAs(t.app, doctor, { method: 'GET', url: '/api/doctors/me/threads' })).json<{ threads: { id: string }[] }>();
    expect(list.threads.map((thread) => thread.id)).toContain(id);
    expect((await injectAs(t.app, stranger, { method: 'GET', url: `/api/threads/${id}` })).statusCode).toBe(404);
    const queue = (await injectAs(t.app, member, { method: 'GET', url: '/api/staff/threads?view=unassigned' })).json<ThreadQueue>();
    expect(queue.threads.map((thread) => thread.id)).not.toContain(id);

    expect((await reply(doctor, id, 'They are normal.')).statusCode).toBe(201);
    expect((await read(patient, id)).thread.answered_by).toEqual({ id: doctor.id, name: 'Dana Doc', role: 'doctor' });
    expect((await injectAs(t.app, doctor, { method: 'POST', url: `/api/threads/${id}/close` })).statusCode).toBe(200);
  });

  it('refuses a doctor without a visit and another patient’s appointment', async () => {
    const noVisit = await start(patient, { topic: 'other', doctorId: stranger.id, body: 'Hello' });
    expect(noVisit.statusCode).toBe(400);
    expect(noVisit.json<{ error: { fields: Record<string, string> } }>().error.fields.doctorId).toBe(texts.doctorNotYours);
    const notHers = await start(other, { topic: 'other', appointmentId, body: 'Hello' });
    expect(notHers.json<{ error: { fields: Record<string, string> } }>().error.fields.appointmentId).toBe(texts.appointmentNotYours);
  });

  it('offers the patient only their doctors and appointments', async () => {
    const options = (await injectAs(t.app, patient, { method: 'GET', url: '/api/threads/options' })).json<{ doctors: { id: string }[]; appointments: { id: string }[] }>();
    expect(options.doctors.map((d) => d.id)).toEqual([doctor.id]);
    expect(options.appointments.map((a) => a.id)).toEqual([appointmentId]);
    expect((await injectAs(t.app, other, { method: 'GET', url: '/api/threads/options' })).json<{ doctors: unknown[] }>().doctors).toEqual([]);
  });
});

describe('assignment (MSG-4) and deactivation (MSG-6)', () => {
  it('assigns to oneself, to a doctor and back to the queue; a deactivated doctor’s open threads return to the queue', async () => {
    const id = (await startOk(patient, { topic: 'billing', body: 'Why was I billed twice?' })).thread.id;
    const assign = (body: object) => injectAs(t.app, member, { method: 'POST', url: `/api/threads/${id}/assign`, payload: body });
    const mine = async () => (await injectAs(t.app, member, { method: 'GET', url: '/api/staff/threads?view=mine' })).json<ThreadQueue>().threads.map((thread) => thread.id);

    expect((await assign({ assignee: 'me' })).statusCode).toBe(200);
    expect(await mine()).toContain(id);
    expect((await assign({ assignee: 'doctor', doctorId: patient.id })).statusCode).toBe(400);
    const toDoctor = await assign({ assignee: 'doctor', doctorId: leaving.id });
    expect(toDoctor.json<ThreadActionResult>().thread.thread.assignee).toEqual({ id: leaving.id, name: 'Lee Leaving', role: 'doctor' });
    expect(await mine()).not.toContain(id);
    expect((await read(leaving, id)).can_reply).toBe(true);

    await setDoctorActive(t.database.db, leaving.id, false, { staffAdministrator: true });
    const [row] = await t.database.db.select({ doctorId: threads.doctorId }).from(threads).where(eq(threads.id, id));
    expect(row?.doctorId).toBeNull();
    const unassigned = (await injectAs(t.app, member, { method: 'GET', url: '/api/staff/threads?view=unassigned' })).json<ThreadQueue>();
    expect(unassigned.threads.map((thread) => thread.id)).toContain(id);

    expect((await assign({ assignee: 'me' })).statusCode).toBe(200);
    expect((await assign({ assignee: 'nobody' })).statusCode).toBe(200);
    expect(await mine()).not.toContain(id);
  });

  it('flags a thread overdue once its promise has passed, in the queue and its counts', async () => {
    const id = (await startOk(patient, { topic: 'appointment', body: 'Can I move my visit?' })).thread.id;
    await t.database.db.update(threads).set({ answerDueAt: new Date(Date.now() - 60_000) }).where(eq(threads.id, id));
    const queue = (await injectAs(t.app, member, { method: 'GET', url: '/api/staff/threads?view=all&overdue=true' })).json<ThreadQueue>();
    expect(queue.threads.map((thread) => thread.id)).toContain(id);
    expect(queue.threads.every((thread) => thread.overdue)).toBe(true);
    expect(queue.counts.overdue).toBeGreaterThanOrEqual(1);
    // Answering ends the wait.
    await reply(member, id, 'Yes, call us.');
    const after = (await injectAs(t.app, member, { method: 'GET', url: '/api/staff/threads?view=all&overdue=true' })).json<ThreadQueue>();
    expect(after.threads.map((thread) => thread.id)).not.toContain(id);
  });
});

describe('attachments (MSG-7, FILE-2 to FILE-4)', () => {
  async function postFiles(account: TestAccount, url: string, fields: Record<string, string>, parts: { name: string; type: string; bytes: Buffer }[]) {
    const form = multipartBody(fields, parts.map((part) => ({ field: 'files', ...part })));
    return injectAs(t.app, account, { method: 'POST', url, payload: form.payload, headers: form.headers });
  }

  it('stores a photo without its location and a PDF with the message; serves them as downloads to participants only', async () => {
    const photo = await photoWithLocation('jpeg');
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const response = await postFiles(patient, '/api/threads', { topic: 'other', body: 'A photo of the rash and my letter.' }, [
      { name: 'IMG_0001.jpg', type: 'image/jpeg', bytes: photo },
      { name: 'letter.pdf', type: 'application/pdf', bytes: minimalPdf },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const detail = response.json<ThreadActionResult>().thread;
    const [image, pdf] = detail.messages[0]?.attachments ?? [];
    expect(image).toMatchObject({ name: 'IMG_0001.jpg', contentType: 'image/jpeg' });
    expect(pdf).toMatchObject({ name: 'letter.pdf', contentType: 'application/pdf' });
    const id = detail.thread.id;

    const download = await injectAs(t.app, member, { method: 'GET', url: `/api/threads/${id}/attachments/${image?.id ?? ''}` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-type']).toBe('image/jpeg');
    const metadata = await sharp(download.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.width).toBe(40);

    const inline = await injectAs(t.app, patient, { method: 'GET', url: `/api/threads/${id}/attachments/${image?.id ?? ''}?inline=true` });
    expect(inline.headers['content-disposition']).toMatch(/^inline;/);
    const pdfInline = await injectAs(t.app, patient, { method: 'GET', url: `/api/threads/${id}/attachments/${pdf?.id ?? ''}?inline=true` });
    expect(pdfInline.headers['content-disposition']).toMatch(/^attachment;/);

    // MSG-3: another patient, and a doctor it is not routed to, get 404 for the thread and for each file.
    for (const outsider of [other, stranger]) {
      expect((await injectAs(t.app, outsider, { method: 'GET', url: `/api/threads/${id}` })).statusCode).toBe(404);
      for (const file of [image, pdf]) expect((await injectAs(t.app, outsider, { method: 'GET', url: `/api/threads/${id}/attachments/${file?.id ?? ''}` })).statusCode).toBe(404);
      expect((await reply(outsider, id, 'Let me in')).statusCode).toBe(404);
      expect((await injectAs(t.app, outsider, { method: 'POST', url: `/api/threads/${id}/read` })).statusCode).toBe(404);
    }
    // A file of this thread through another thread the caller may read: still 404.
    const hers = (await startOk(other, { topic: 'other', body: 'Mine' })).thread.id;
    expect((await injectAs(t.app, other, { method: 'GET', url: `/api/threads/${hers}/attachments/${image?.id ?? ''}` })).statusCode).toBe(404);

    const reads = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'thread.attachment.read'), eq(auditLog.subjectId, image?.id ?? '')));
    expect(reads.map((row) => row.patientId)).toEqual([patient.id, patient.id]);
  });

  it('refuses a file by its content, whatever its name and type say, and stores nothing of the message', async () => {
    const before = await t.database.db.select({ id: threadMessages.id }).from(threadMessages);
    const disguised = await postFiles(patient, '/api/threads', { topic: 'other', body: 'See attached' }, [pageDisguisedAsPhoto]);
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json<{ error: { fields: Record<string, string> } }>().error.fields.files).toBe(fileRules.messages.wrongType);
    const truncated = await postFiles(patient, '/api/threads', { topic: 'other', body: 'See attached' }, [{ name: 'cut.pdf', type: 'application/pdf', bytes: minimalPdf.subarray(0, 60) }]);
    expect(truncated.statusCode).toBe(400);
    const tooMany = await postFiles(
      patient,
      '/api/threads',
      { topic: 'other', body: 'Six files' },
      Array.from({ length: 6 }, (_, i) => ({ name: `f${String(i)}.pdf`, type: 'application/pdf', bytes: minimalPdf })),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json<{ error: { fields: Record<string, string> } }>().error.fields.files).toBe(fileRules.messages.tooMany);
    expect(await t.database.db.select({ id: threadMessages.id }).from(threadMessages)).toHaveLength(before.length);
  });

  it('answers 413 past the patient’s quota and rolls the whole message back', async () => {
    const id = (await startOk(other, { topic: 'other', body: 'Quota test' })).thread.id;
    const filesBefore = await t.database.db.select({ id: files.id }).from(files).where(eq(files.patientId, other.id));
    const error = await postMessage(t.database.db, id, { id: other.id, role: 'patient' }, { body: 'Big file', files: [{ name: 'a.pdf', contentType: 'application/pdf', bytes: minimalPdf }] }, new Date(), t.config.clinicTimeZone, minimalPdf.length - 1).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).statusCode).toBe(413);
    expect(await t.database.db.select({ id: files.id }).from(files).where(eq(files.patientId, other.id))).toHaveLength(filesBefore.length);
    expect((await read(other, id)).messages).toHaveLength(1);
  });
});

describe('the daily limit of new threads (MSG-9)', () => {
  it('answers 429 with a clear message past the clinic’s limit, counted atomically', async () => {
    const saved = await injectAs(t.app, admin, { method: 'PUT', url: '/api/staff/thread-settings', payload: { answer_business_days: 3, daily_new_thread_limit: 2 } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await injectAs(t.app, member, { method: 'PUT', url: '/api/staff/thread-settings', payload: { answer_business_days: 3, daily_new_thread_limit: 2 } })).statusCode).toBe(403);
    const fresh = await createPatient(t.database.db, t.config.jwtSecret, 'Fay Fresh');
    const answers = await Promise.all(Array.from({ length: 4 }, (_, i) => start(fresh, { topic: 'other', body: `Question ${String(i)}` })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 429, 429]);
    const refused = answers.find((answer) => answer.statusCode === 429);
    expect((refused ?? answers[0] ?? never()).json<{ error: { code: string; message: string } }>().error).toEqual({ code: 'thread_limit', message: texts.dailyLimit(2) });
    const list = (await injectAs(t.app, fresh, { method: 'GET', url: '/api/threads' })).json<{ new_threads_left_today: number; answer_business_days: number }>();
    expect(list).toMatchObject({ new_threads_left_today: 0, answer_business_days: 3 });
    await injectAs(t.app, admin, { method: 'PUT', url: '/api/staff/thread-settings', payload: { answer_business_days: 2, daily_new_thread_limit: 50 } });
  });
});

function never(): never {
  throw new Error('unreachable');
}

describe('notifications without health information (MSG-10, MSG-11)', () => {
  it('rings the bell and sends one e-mail per thread per 15 minutes that says only there is a new message', async () => {
    const started = await startOk(patient, { topic: 'result', doctorId: doctor.id, body: 'Biopsy melanoma question about my dermatology result' });
    const id = started.thread.id;
    await reply(doctor, id, 'Your biopsy shows nothing malignant.');
    await reply(doctor, id, 'Please book a follow-up for the melanoma screening.');
    const bell = await t.database.db.select().from(notifications).where(and(eq(notifications.userId, patient.id), eq(notifications.kind, 'thread.message')));
    expect(bell.length).toBeGreaterThanOrEqual(2);
    for (const notice of bell) expect(`${notice.title} ${notice.body}`).not.toMatch(/biopsy|melanoma|dermatology|result/i);

    const rows = await t.database.db.select().from(threadEmails).where(eq(threadEmails.threadId, id));
    expect(rows.map((row) => row.recipientId).sort()).toEqual([doctor.id, patient.id].sort());
    await t.app.jobs.drain();
    const mails = await outboxMails(dataDir);
    const toPatient = mails.filter((mail) => mail.mail.to !== undefined && JSON.stringify(mail.mail.to).includes(patient.email));
    expect(toPatient.length).toBeGreaterThanOrEqual(1);
    for (const { mail } of mails) {
      expect(mail.subject).toBe('New message from Clinvia');
      const words = `${mail.subject ?? ''} ${mail.text ?? ''} ${typeof mail.html === 'string' ? mail.html : ''}`;
      expect(words).not.toMatch(/biopsy|melanoma|dermatology|malignant|follow-up|result|Dana|Doc\b/i);
      expect(mail.text).toContain('http://localhost:3000/');
    }
  });

  it('writes the e-mail in the recipient’s language, still naming nothing of the thread (I18N-10)', async () => {
    const hablante = await createPatient(t.database.db, t.config.jwtSecret, 'Lucía Fernández');
    await t.database.db.update(users).set({ language: 'es' }).where(eq(users.id, hablante.id));
    const id = (await startOk(hablante, { topic: 'billing', body: 'Una pregunta sobre mi factura del seguro' })).thread.id;
    await reply(member, id, 'Su seguro cubre la consulta.');
    await t.app.jobs.drain();
    const bellOf = async (account: TestAccount) =>
      (await injectAs(t.app, account, { method: 'GET', url: '/api/notifications?pageSize=50' })).json<{ items: { kind: string; title: string; body: string }[] }>().items.filter((item) => item.kind === 'thread.message');
    expect((await bellOf(hablante)).map((item) => [item.title, item.body])).toEqual([['Nuevo mensaje', 'Tiene un nuevo mensaje de Clinvia. Ábralo en el portal.']]);
    // The staff member (English) reads the patient's message in English.
    expect((await bellOf(member)).map((item) => [item.title, item.body])).toContainEqual(['New message', 'You have a new message from Clinvia. Open it in the portal.']);
    const [mail, ...more] = (await outboxMails(dataDir)).filter(({ mail: sent }) => JSON.stringify(sent.to).includes(hablante.email));
    expect(more).toEqual([]);
    expect(mail?.mail.subject).toBe('Nuevo mensaje de Clinvia');
    expect(mail?.mail.text).toContain(`Inicie sesión para leerlo: http://localhost:3000/messages/${id}`);
    expect(mail?.mail.text).toContain('Para proteger su privacidad, este correo no incluye el mensaje.');
    expect(`${mail?.mail.text ?? ''} ${String(mail?.mail.html)}`).not.toMatch(/factura|seguro|cubre|billing|Sign in/i);
  });

  it('leads the bell’s notice and the e-mail to the thread itself on each side, naming nothing of it (MSG-UI-6)', async () => {
    const notices = async (account: TestAccount) =>
      (await injectAs(t.app, account, { method: 'GET', url: '/api/notifications?pageSize=50' })).json<{ items: { kind: string; title: string; body: string; link: string | null }[] }>().items.filter((item) => item.kind === 'thread.message');
    const routed = (await startOk(patient, { topic: 'medication', doctorId: doctor.id, body: 'Does the warfarin dose change?' })).thread.id;
    expect((await notices(doctor)).map((item) => item.link)).toContain(`/doctor-portal/messages/${routed}`);
    await reply(doctor, routed, 'Keep the warfarin dose as it is.');
    const toPatient = await notices(patient);
    expect(toPatient.map((item) => item.link)).toContain(`/messages/${routed}`);
    for (const item of toPatient) expect(`${item.title} ${item.body}`).not.toMatch(/warfarin|medication|dose|Doc\b/i);
    // A thread waiting in the queue rings every approved staff member, each led to it in the console.
    const queued = (await startOk(patient, { topic: 'billing', body: 'A question about my invoice' })).thread.id;
    expect((await notices(member)).map((item) => item.link)).toContain(`/staff/patient-messages/${queued}`);

    await t.app.jobs.drain();
    const mails = (await outboxMails(dataDir)).filter(({ mail }) => JSON.stringify(mail.to).includes(doctor.email));
    expect(mails.map(({ mail }) => mail.text).join('\n')).toContain(`http://localhost:3000/doctor-portal/messages/${routed}`);
    for (const { mail } of mails) expect(`${mail.text ?? ''} ${typeof mail.html === 'string' ? mail.html : ''}`).not.toMatch(/warfarin|medication|dose/i);
  });

  it('respects each user’s switches in /settings', async () => {
    const saved = await injectAs(t.app, other, { method: 'PUT', url: '/api/threads/preferences', payload: { email: false, inApp: false } });
    expect(saved.json()).toEqual({ email: false, inApp: false });
    const id = (await startOk(other, { topic: 'other', body: 'Quiet please' })).thread.id;
    await reply(member, id, 'Noted.');
    expect(await t.database.db.select().from(threadEmails).where(and(eq(threadEmails.threadId, id), eq(threadEmails.recipientId, other.id)))).toEqual([]);
    expect(await t.database.db.select().from(notifications).where(and(eq(notifications.userId, other.id), eq(notifications.kind, 'thread.message')))).toEqual([]);
  });
});

describe('saved replies (MSG-4) and who may call what (MSG-3)', () => {
  it('lets staff write, change and delete saved replies; doctors read them; patients none of it', async () => {
    const created = await injectAs(t.app, member, { method: 'POST', url: '/api/staff/saved-replies', payload: { title: 'Refill', body: 'Your refill is ready at the front desk.' } });
    expect(created.statusCode).toBe(201);
    const replyId = created.json<{ reply: { id: string } }>().reply.id;
    expect((await injectAs(t.app, member, { method: 'PUT', url: `/api/staff/saved-replies/${replyId}`, payload: { title: 'Refill ready', body: 'Ready.' } })).json()).toMatchObject({ reply: { title: 'Refill ready', updated_by: 'Sam Staff' } });
    const listed = (await injectAs(t.app, doctor, { method: 'GET', url: '/api/staff/saved-replies' })).json<{ replies: { id: string }[] }>();
    expect(listed.replies.map((r) => r.id)).toContain(replyId);
    expect((await injectAs(t.app, doctor, { method: 'POST', url: '/api/staff/saved-replies', payload: { title: 'x', body: 'y' } })).statusCode).toBe(403);
    expect((await injectAs(t.app, patient, { method: 'GET', url: '/api/staff/saved-replies' })).statusCode).toBe(403);
    expect((await injectAs(t.app, member, { method: 'DELETE', url: `/api/staff/saved-replies/${replyId}` })).statusCode).toBe(200);
    expect((await injectAs(t.app, member, { method: 'DELETE', url: `/api/staff/saved-replies/${replyId}` })).statusCode).toBe(404);
  });

  it('answers 401 without a session and 403 to a role the route is not for, on every thread route', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const matrix: RoleMatrix = [
      ['GET', '/api/threads', ['patient']],
      ['GET', '/api/threads/options', ['patient']],
      ['POST', '/api/threads', ['patient']],
      ['GET', `/api/threads/${id}`, ['patient', 'doctor', 'staff']],
      ['POST', `/api/threads/${id}/messages`, ['patient', 'doctor', 'staff']],
      ['POST', `/api/threads/${id}/read`, ['patient', 'doctor', 'staff']],
      ['POST', `/api/threads/${id}/assign`, ['staff']],
      ['POST', `/api/threads/${id}/close`, ['doctor', 'staff']],
      ['GET', `/api/threads/${id}/attachments/${id}`, ['patient', 'doctor', 'staff']],
      ['GET', '/api/staff/threads', ['staff']],
      ['GET', '/api/staff/threads/doctors', ['staff']],
      ['GET', '/api/doctors/me/threads', ['doctor']],
      ['GET', '/api/staff/saved-replies', ['doctor', 'staff']],
      ['POST', '/api/staff/saved-replies', ['staff']],
      ['PUT', `/api/staff/saved-replies/${id}`, ['staff']],
      ['DELETE', `/api/staff/saved-replies/${id}`, ['staff']],
      ['GET', '/api/staff/thread-settings', ['staff']],
      // Administrators only: an approved staff member who is not one gets 403 too (the limit test sets it as one).
      ['PUT', '/api/staff/thread-settings', []],
      ['GET', '/api/threads/preferences', ['patient', 'doctor', 'staff']],
      ['PUT', '/api/threads/preferences', ['patient', 'doctor', 'staff']],
    ];
    // Every route the contracts declare for threads has its line: one added without it fails here.
    const declared = Object.values(threadOperations).map((operation) => `${operation.method} ${operation.path.replace(/:\w+/g, ':id')}`);
    expect(matrix.map(([method, url]) => `${method} ${url.replaceAll(id, ':id')}`).sort()).toEqual(declared.sort());
    await expectRoleMatrix(t.app, { patient, doctor, staff: member }, matrix);
  });

  it('audits every read of a thread with its patient', async () => {
    const id = (await startOk(patient, { topic: 'other', body: 'Audit me' })).thread.id;
    await read(member, id);
    await read(patient, id);
    const rows = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'thread.read'), eq(auditLog.subjectId, id)));
    expect(rows.map((row) => [row.actorId, row.patientId])).toEqual([
      [member.id, patient.id],
      [patient.id, patient.id],
    ]);
  });
});
