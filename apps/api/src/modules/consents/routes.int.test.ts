import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentMessages as texts, type ConsentResult, type MyConsentList, type SignConsentResult } from '@clinvia/contracts/consents';
import { auditLog, consentSignatures, consentVersions, files } from '../../db/schema';
import { signedContentSha256 } from '../../domain/consents/hash';
import { signedAtText } from '../../domain/consents/pdf';
import { addDays, todayIn } from '../../lib/clinic-time';
import { createDoctor, createPatient, createStaff, injectAs, type TestAccount, expectRoleMatrix, type RoleMatrix } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { placeAppointment } from '../../test/appointments';
import { pageDisguisedAsPhoto } from '../../test/files';
import { readPdf } from '../../test/pdf';

// Consents with a signature (CONSENT-1 to CONSENT-8) through the real server, on PGlite and on
// PostgreSQL: versions, signing (typed and drawn), the PDF, immutability, rights and audit rows.

let t: TestApp;
let patient: TestAccount;
let other: TestAccount;
let doctor: TestAccount;
let member: TestAccount;
let appointmentId: string;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const secret = t.config.jwtSecret;
  patient = await createPatient(db, secret, 'Alex Morgan');
  other = await createPatient(db, secret, 'Olive Other');
  doctor = await createDoctor(db, secret, 'Dana Doc');
  member = await createStaff(db, secret, true);
  appointmentId = (await placeAppointment(db, patient, doctor, addDays(todayIn(t.config.clinicTimeZone), 2), '10:00', 'confirmed')).id;
});

afterAll(async () => {
  await t.close();
});

async function createConsent(title: string, body: string): Promise<ConsentResult['consent']> {
  const response = await injectAs(t.app, member, { method: 'POST', url: '/api/staff/consents', payload: { title, body } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ConsentResult>().consent;
}

async function mine(account: TestAccount = patient): Promise<MyConsentList> {
  const response = await injectAs(t.app, account, { method: 'GET', url: '/api/consents' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MyConsentList>();
}

function sign(consentId: string, payload: Record<string, unknown>, account: TestAccount = patient) {
  return injectAs(t.app, account, { method: 'POST', url: `/api/consents/${consentId}/signatures`, payload });
}

/** A signature as signature_pad draws it: a stroke on a transparent canvas, as a data URL. */
async function drawnSignature(): Promise<string> {
  const png = await sharp({ create: { width: 400, height: 150, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: Buffer.from('<svg width="400" height="150"><path d="M20 120 C 80 10, 160 140, 380 30" stroke="black" stroke-width="3" fill="none"/></svg>') }])
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

async function pdfText(bytes: Buffer): Promise<string> {
  return (await readPdf(bytes)).pages.join('\n');
}

describe('consent texts and their versions (CONSENT-1, CONSENT-2)', () => {
  it('creates version 1, saves every edit as a new version, refuses an unchanged save, and keeps the older versions', async () => {
    const created = await createConsent('Photo consent', 'We may photograph a wound to follow its healing.\r\n\r\nPhotos stay in your record.  ');
    expect(created.consent).toMatchObject({ status: 'active', version_count: 1, signature_count: 0 });
    // Windows line ends and trailing spaces are dropped: what is signed is what is shown.
    expect(created.consent.current).toMatchObject({ version: 1, title: 'Photo consent', body: 'We may photograph a wound to follow its healing.\n\nPhotos stay in your record.', created_by: { id: member.id } });
    const url = `/api/staff/consents/${created.consent.id}`;
    const revised = await injectAs(t.app, member, { method: 'PUT', url, payload: { title: 'Photo consent', body: 'We may photograph a wound.\n\nPhotos stay in your record.' } });
    expect(revised.statusCode, revised.body).toBe(200);
    const detail = revised.json<ConsentResult>().consent;
    expect(detail.versions.map((version) => version.version)).toEqual([2, 1]);
    expect(detail.versions[1]?.body).toBe('We may photograph a wound to follow its healing.\n\nPhotos stay in your record.');
    const unchanged = await injectAs(t.app, member, { method: 'PUT', url, payload: { title: 'Photo consent', body: 'We may photograph a wound.\n\nPhotos stay in your record.' } });
    expect(unchanged.statusCode).toBe(400);
    expect(unchanged.json()).toMatchObject({ error: { fields: { body: texts.unchanged } } });
    const empty = await injectAs(t.app, member, { method: 'POST', url: '/api/staff/consents', payload: { title: ' ', body: '\n\n' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: { fields: { title: texts.titleRequired, body: texts.bodyRequired } } });
  });

  it('retires a consent: no longer offered to patients, no longer edited, its versions kept', async () => {
    const created = await createConsent('Old newsletter consent', 'You may send me the newsletter.');
    const url = `/api/staff/consents/${created.consent.id}`;
    expect((await injectAs(t.app, member, { method: 'POST', url: `${url}/retire` })).json<ConsentResult>().consent.consent.status).toBe('retired');
    expect((await injectAs(t.app, member, { method: 'POST', url: `${url}/retire` })).statusCode).toBe(409);
    expect((await injectAs(t.app, member, { method: 'PUT', url, payload: { title: 'x', body: 'y' } })).statusCode).toBe(409);
    expect((await mine()).consents.map((consent) => consent.id)).not.toContain(created.consent.id);
    expect((await sign(created.consent.id, { versionId: created.consent.current.id, method: 'typed', typedName: 'Alex Morgan' })).statusCode).toBe(404);
    const listed = (await injectAs(t.app, member, { method: 'GET', url: '/api/staff/consents' })).json<{ consents: { id: string; status: string }[] }>();
    expect(listed.consents.find((consent) => consent.id === created.consent.id)?.status).toBe('retired');
  });
});

describe('signing (CONSENT-3 to CONSENT-5)', () => {
  it('refuses each wrong field with its own message', async () => {
    const consent = await createConsent('Consent to treatment', 'I agree to be examined and treated.');
    const versionId = consent.consent.current.id;
    const cases: [payload: Record<string, unknown>, field: string, message: string][] = [
      [{ versionId, method: 'typed', typedName: '  ' }, 'typedName', texts.typedNameRequired],
      [{ versionId, method: 'typed', typedName: 'Olive Other' }, 'typedName', texts.typedNameMismatch('Alex Morgan')],
      [{ versionId, method: 'drawn' }, 'image', texts.imageRequired],
      [{ versionId, method: 'drawn', image: `data:image/png;base64,${pageDisguisedAsPhoto.bytes.toString('base64')}` }, 'image', texts.imageInvalid],
      [{ versionId, method: 'drawn', image: 'not base64 at all!' }, 'image', texts.imageInvalid],
      [{ versionId, method: 'drawn', image: (await sharp({ create: { width: 300, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer()).toString('base64') }, 'image', texts.imageBlank],
      [{ versionId, method: 'drawn', image: (await sharp({ create: { width: 3000, height: 100, channels: 3, background: { r: 0, g: 0, b: 0 } } }).png().toBuffer()).toString('base64') }, 'image', texts.imageTooLarge],
      [{ versionId, method: 'scribbled' }, 'method', texts.methodRequired],
      [{ versionId: 'nope', method: 'typed', typedName: 'Alex Morgan' }, 'versionId', texts.versionRequired],
      [{ versionId, method: 'typed', typedName: 'Alex Morgan', appointmentId: (await placeAppointment(t.database.db, other, doctor, addDays(todayIn(t.config.clinicTimeZone), 3), '11:00', 'confirmed')).id }, 'appointmentId', texts.appointmentInvalid],
    ];
    for (const [payload, field, message] of cases) {
      const response = await sign(consent.consent.id, payload);
      expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
      expect(response.json<{ error: { fields: Record<string, string> } }>().error.fields[field], field).toBe(message);
    }
    expect((await mine()).consents.find((one) => one.id === consent.consent.id)?.signature).toBeNull();
  });

  it('signs by typing the account’s name (any case and spacing), once a version; a newer version asks again', async () => {
    const consent = await createConsent('Notice of privacy practices', 'I received the notice.\n\nI may ask for a copy.');
    const versionId = consent.consent.current.id;
    const signed = await sign(consent.consent.id, { versionId, method: 'typed', typedName: '  alex   MORGAN ', appointmentId });
    expect(signed.statusCode, signed.body).toBe(201);
    const signature = signed.json<SignConsentResult>().signature;
    expect(signature).toMatchObject({ consent_id: consent.consent.id, version: 1, version_id: versionId, method: 'typed', signed_name: 'alex   MORGAN', appointment_id: appointmentId });
    expect(signature.content_sha256).toMatch(/^[0-9a-f]{64}$/);
    const again = await sign(consent.consent.id, { versionId, method: 'typed', typedName: 'Alex Morgan' });
    expect([again.statusCode, again.json<{ error: { message: string } }>().error.message]).toEqual([409, texts.alreadySigned]);
    expect((await mine()).consents.find((one) => one.id === consent.consent.id)).toMatchObject({ signature: { id: signature.id }, signed_earlier_version: false });

    // A new version: the signature keeps version 1, the patient is asked to sign version 2.
    await injectAs(t.app, member, { method: 'PUT', url: `/api/staff/consents/${consent.consent.id}`, payload: { title: 'Notice of privacy practices', body: 'I received the 2027 notice.' } });
    const stale = await sign(consent.consent.id, { versionId, method: 'typed', typedName: 'Alex Morgan' });
    expect([stale.statusCode, stale.json<{ error: { message: string } }>().error.message]).toEqual([409, texts.versionChanged]);
    const now = (await mine()).consents.find((one) => one.id === consent.consent.id);
    expect(now).toMatchObject({ signature: null, signed_earlier_version: true, current: { version: 2 } });
    const mySignatures = (await injectAs(t.app, patient, { method: 'GET', url: '/api/consent-signatures' })).json<{ signatures: { id: string; version: number }[] }>();
    expect(mySignatures.signatures).toContainEqual(expect.objectContaining({ id: signature.id, version: 1 }));
  });

  it('signs by drawing: the PNG is checked, re-encoded and placed in the PDF; the hash covers its bytes', async () => {
    const consent = await createConsent('Consent to telehealth', 'I agree to visits by video.');
    const signed = await sign(consent.consent.id, { versionId: consent.consent.current.id, method: 'drawn', image: await drawnSignature() });
    expect(signed.statusCode, signed.body).toBe(201);
    const signature = signed.json<SignConsentResult>().signature;
    expect(signature).toMatchObject({ method: 'drawn', signed_name: 'Alex Morgan', appointment_id: null });
    const [row] = await t.database.db.select().from(consentSignatures).where(eq(consentSignatures.id, signature.id));
    expect(row?.imageSha256).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('the stored PDF and its hash (CONSENT-4, CONSENT-6, CONSENT-7)', () => {
  let signatureId = '';
  let consentId = '';

  beforeAll(async () => {
    const consent = await createConsent('Financial policy', 'I understand that I am responsible for charges my insurance does not pay.');
    consentId = consent.consent.id;
    signatureId = (await sign(consentId, { versionId: consent.consent.current.id, method: 'typed', typedName: 'Alex Morgan' })).json<SignConsentResult>().signature.id;
  });

  it('downloads as an attachment with nosniff; its text holds the consent, the name, the time in the clinic’s zone and the hash, recomputable from the database', async () => {
    const response = await injectAs(t.app, patient, { method: 'GET', url: `/api/consent-signatures/${signatureId}/pdf` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="financial-policy-v1-signed\.pdf"/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const [row] = await t.database.db
      .select({ signature: consentSignatures, version: consentVersions, fileSha: files.sha256 })
      .from(consentSignatures)
      .innerJoin(consentVersions, eq(consentVersions.id, consentSignatures.consentVersionId))
      .innerJoin(files, eq(files.id, consentSignatures.fileId))
      .where(eq(consentSignatures.id, signatureId));
    if (row === undefined) throw new Error('no signature row');
    expect(createHash('sha256').update(response.rawPayload).digest('hex')).toBe(row.fileSha);
    // The hash again from what the database keeps (docs/decisions/2026-11-29-consent-signatures.md).
    const recomputed = signedContentSha256({
      consentId: row.version.consentId,
      consentVersionId: row.version.id,
      version: row.version.version,
      title: row.version.title,
      body: row.version.body,
      patientId: row.signature.patientId,
      signerName: row.signature.signedName,
      method: row.signature.method,
      imageSha256: row.signature.imageSha256,
      signedAt: row.signature.signedAt,
      timeZone: row.signature.timeZone,
      appointmentId: row.signature.appointmentId,
    });
    expect(recomputed).toBe(row.signature.contentSha256);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Financial policy');
    expect(text).toContain('I understand that I am responsible for charges my insurance does not pay.');
    expect(text).toContain('Signed by: Alex Morgan');
    expect(text).toContain('Signed electronically by typing their name');
    expect(text).toContain(`Signed on: ${signedAtText(row.signature.signedAt, 'America/New_York')}`);
    expect(text).toContain('Eastern time (America/New_York)');
    expect(text).toContain(row.signature.contentSha256);
  });

  it('is another patient’s 404, staff’s download, the 403 of a doctor without a visit; every read and the signing are audited with the patient', async () => {
    const url = `/api/consent-signatures/${signatureId}/pdf`;
    const stranger = await createDoctor(t.database.db, t.config.jwtSecret, 'Stan Stranger');
    expect((await injectAs(t.app, other, { method: 'GET', url })).statusCode).toBe(404);
    expect((await injectAs(t.app, other, { method: 'GET', url: '/api/consent-signatures/00000000-0000-4000-8000-000000000000/pdf' })).statusCode).toBe(404);
    expect((await injectAs(t.app, stranger, { method: 'GET', url })).statusCode).toBe(403);
    expect((await injectAs(t.app, member, { method: 'GET', url })).statusCode).toBe(200);
    const staffList = await injectAs(t.app, member, { method: 'GET', url: `/api/staff/patients/${patient.id}/consent-signatures` });
    expect(staffList.json<{ patient: { name: string }; signatures: { id: string }[] }>()).toMatchObject({ patient: { name: 'Alex Morgan' } });
    expect(staffList.json<{ signatures: { id: string }[] }>().signatures.map((one) => one.id)).toContain(signatureId);
    expect((await injectAs(t.app, member, { method: 'GET', url: `/api/staff/patients/${doctor.id}/consent-signatures` })).statusCode).toBe(404);
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.subjectId, signatureId)).orderBy(auditLog.id);
    expect(rows.map((row) => [row.action, row.actorId, row.patientId])).toEqual([
      ['consent.sign', patient.id, patient.id],
      ['consent.signature.pdf', patient.id, patient.id],
      // AUDIT-5: the refused look of a doctor without a visit, with the patient (CONSENT-9).
      ['patient_records.denied', stranger.id, patient.id],
      ['consent.signature.pdf', member.id, patient.id],
    ]);
    const listRows = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'consent.signature.list'), eq(auditLog.actorId, member.id)));
    expect(listRows.map((row) => row.patientId)).toEqual([patient.id]);
    const created = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'consent.create'), eq(auditLog.subjectId, consentId)));
    expect(created.map((row) => row.actorId)).toEqual([member.id]);
  });

  it('cannot be changed or removed, even with SQL: the database refuses UPDATE and DELETE of signatures, versions and signed PDFs', async () => {
    const { db } = t.database;
    await expect(db.execute(sql`update consent_signatures set signed_name = 'Someone Else' where id = ${signatureId}`)).rejects.toThrow();
    await expect(db.execute(sql`delete from consent_signatures where id = ${signatureId}`)).rejects.toThrow();
    await expect(db.execute(sql`update consent_versions set body = 'Changed' where consent_id = ${consentId}`)).rejects.toThrow();
    await expect(db.execute(sql`delete from consent_versions where consent_id = ${consentId}`)).rejects.toThrow();
    await expect(db.execute(sql`update files set bytes = '\\x00'::bytea, size = 1 where id = (select file_id from consent_signatures where id = ${signatureId})`)).rejects.toThrow();
    await expect(db.execute(sql`delete from files where id = (select file_id from consent_signatures where id = ${signatureId})`)).rejects.toThrow();
    const [still] = await db.select({ name: consentSignatures.signedName }).from(consentSignatures).where(eq(consentSignatures.id, signatureId));
    expect(still?.name).toBe('Alex Morgan');
    // Other files are not held by it.
    const [attachment] = await db.insert(files).values({ purpose: 'message_attachment', name: 'x.pdf', contentType: 'application/pdf', size: 1, sha256: 'x', bytes: new Uint8Array([1]) }).returning({ id: files.id });
    await db.delete(files).where(eq(files.id, attachment?.id ?? ''));
  });
});

describe('the doctors of the patient’s visits (CONSENT-9)', () => {
  it('lets a doctor with a visit, past or ahead, list and download the patient’s signed consents, audited with the patient', async () => {
    const { db } = t.database;
    const secret = t.config.jwtSecret;
    const consent = await createConsent('Photography consent', 'You may photograph my skin for my record.');
    const signed = await sign(consent.consent.id, { versionId: consent.consent.current.id, method: 'typed', typedName: 'Alex Morgan', appointmentId });
    expect(signed.statusCode, signed.body).toBe(201);
    const signatureId = signed.json<SignConsentResult>().signature.id;
    // A doctor whose only visit with the patient is past reads them too.
    const earlier = await createDoctor(db, secret, 'Ellis Earlier');
    await placeAppointment(db, patient, earlier, addDays(todayIn(t.config.clinicTimeZone), -20), '09:00', 'completed');

    for (const reader of [doctor, earlier]) {
      const list = await injectAs(t.app, reader, { method: 'GET', url: `/api/doctors/patients/${patient.id}/consent-signatures` });
      expect(list.statusCode, list.body).toBe(200);
      const body = list.json<{ patient: { id: string; name: string }; signatures: { id: string; appointment_id: string | null }[] }>();
      expect(body.patient).toEqual({ id: patient.id, name: 'Alex Morgan' });
      expect(body.signatures.find((item) => item.id === signatureId)?.appointment_id).toBe(appointmentId);
      const rows = await db.select().from(auditLog).where(and(eq(auditLog.action, 'consent.signature.list'), eq(auditLog.actorId, reader.id)));
      expect(rows.map((row) => row.patientId)).toEqual([patient.id]);
    }

    const pdf = await injectAs(t.app, doctor, { method: 'GET', url: `/api/consent-signatures/${signatureId}/pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="photography-consent-v1-signed\.pdf"/);
    expect(pdf.headers['x-content-type-options']).toBe('nosniff');
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    expect(await pdfText(pdf.rawPayload)).toContain('Photography consent');
    const read = await db.select().from(auditLog).where(and(eq(auditLog.action, 'consent.signature.pdf'), eq(auditLog.actorId, doctor.id)));
    expect(read.map((row) => [row.subjectId, row.patientId])).toEqual([[signatureId, patient.id]]);
  });

  it('refuses a doctor without a visit (403, audited with the patient), answers 404 for another patient or no patient', async () => {
    const { db } = t.database;
    const secret = t.config.jwtSecret;
    const stranger = await createDoctor(db, secret, 'Sam Stranger');
    // A cancelled appointment was never a visit.
    const cancelledOnly = await createDoctor(db, secret, 'Casey Cancelled');
    await placeAppointment(db, patient, cancelledOnly, addDays(todayIn(t.config.clinicTimeZone), 3), '11:00', 'cancelled');
    const [signature] = await db.select({ id: consentSignatures.id }).from(consentSignatures).where(eq(consentSignatures.patientId, patient.id)).limit(1);
    const signatureId = signature?.id ?? '';
    for (const reader of [stranger, cancelledOnly]) {
      const list = await injectAs(t.app, reader, { method: 'GET', url: `/api/doctors/patients/${patient.id}/consent-signatures` });
      expect(list.statusCode).toBe(403);
      expect(list.json<{ error: { message: string } }>().error.message).toBe(texts.noVisit);
      expect((await injectAs(t.app, reader, { method: 'GET', url: `/api/consent-signatures/${signatureId}/pdf` })).statusCode).toBe(403);
      const denied = await db.select().from(auditLog).where(and(eq(auditLog.action, 'patient_records.denied'), eq(auditLog.actorId, reader.id)));
      expect(denied.map((row) => [row.subjectType, row.patientId]).sort()).toEqual([
        ['consent_signature', patient.id],
        ['patient', patient.id],
      ]);
    }
    // Not a patient's id: 404, as a patient reading another patient's signature gets.
    expect((await injectAs(t.app, doctor, { method: 'GET', url: `/api/doctors/patients/${doctor.id}/consent-signatures` })).statusCode).toBe(404);
    expect((await injectAs(t.app, other, { method: 'GET', url: `/api/consent-signatures/${signatureId}/pdf` })).statusCode).toBe(404);
  });
});

describe('who may call what (CONSENT-6)', () => {
  it('answers 401 without a session and 403 to a role the route is not for, on every consent route', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const matrix: RoleMatrix = [
      ['GET', '/api/staff/consents', ['staff']],
      ['POST', '/api/staff/consents', ['staff']],
      ['GET', `/api/staff/consents/${id}`, ['staff']],
      ['PUT', `/api/staff/consents/${id}`, ['staff']],
      ['POST', `/api/staff/consents/${id}/retire`, ['staff']],
      ['GET', `/api/staff/patients/${id}/consent-signatures`, ['staff']],
      ['GET', '/api/consents', ['patient']],
      ['POST', `/api/consents/${id}/signatures`, ['patient']],
      ['GET', '/api/consent-signatures', ['patient']],
      ['GET', `/api/doctors/patients/${id}/consent-signatures`, ['doctor']],
      ['GET', `/api/consent-signatures/${id}/pdf`, ['patient', 'doctor', 'staff']],
    ];
    await expectRoleMatrix(t.app, { patient, doctor, staff: member }, matrix);
    const unapproved = await createStaff(t.database.db, t.config.jwtSecret, false);
    expect((await injectAs(t.app, unapproved, { method: 'GET', url: '/api/staff/consents' })).statusCode).toBe(403);
    const denied = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'staff_console.denied'), eq(auditLog.actorId, patient.id)));
    expect(denied.length).toBeGreaterThan(0);
  });
});
