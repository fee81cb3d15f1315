import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalOf } from '@clinvia/contracts/questionnaire';
import { auditLog, checkIns, consentVersions, files, questionnaireResponses, questionnaireVersions, threadMessageFiles, threadMessages, threads, users, visitSummaries } from '../../db/schema';
import { demoAccounts, demoPassword, seedDemoData } from '../../db/seed';
import { addDays, todayIn } from '../../lib/clinic-time';
import { createDoctor, createPatient, createStaff, injectAs, type TestAccount } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { placeAppointment } from '../../test/appointments';
import { fhirBundleErrors, fhirSchemaErrors } from '../../test/fhir-schema';
import { minimalPdf, photoWithLocation } from '../../test/files';
import { readPdf } from '../../test/pdf';

// FHIR-1 to FHIR-6 through the real server, on PGlite and on PostgreSQL: the demo patient's and a
// generated patient's records as FHIR R4, every resource valid against the R4 JSON schema with 0
// errors; the API's rights (another patient 404, a doctor without a visit 403), its audit rows;
// the downloads (the Bundle file and the PDF read back with a PDF parser).

interface Entry { fullUrl: string; resource: { resourceType: string; id: string; [key: string]: unknown } }
interface Bundle { resourceType: 'Bundle'; type: string; total?: number; entry: Entry[] }

let t: TestApp;
let patient: TestAccount;
let other: TestAccount;
let doctor: TestAccount;
let stranger: TestAccount;
let member: TestAccount;
let demoPatientToken: string;
let demoPatientId: string;
let completedVisit: string;
let draftVisit: string;

/** SUMMARY-5: the signed summary of the completed visit, and an addendum to it; another visit's summary stays a draft. */
const signedSummary = {
  reason: 'Morning headaches',
  assessment: 'Tension-type headache',
  plan: 'Regular sleep; paracetamol when needed',
  medications_started: ['Paracetamol 500 mg, up to 4 times a day'],
  medications_changed: [],
  medications_stopped: ['Ibuprofen'],
  instructions: 'Keep a headache diary.',
  follow_up: { value: 1, unit: 'months' },
};
const addendumText = 'Blood pressure normal on recheck.';
const draftWords = 'Draft only: knee pain after running';

const fhir = (path: string) => `/api/fhir${path}`;

async function login(email: string): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: '/api/authentication/login', payload: { email, password: demoPassword } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ token: string }>().token;
}

beforeAll(async () => {
  t = await createTestApp({ config: { appUrl: 'https://portal.clinvia.test', login: { burst: 1000 } } });
  const { db } = t.database;
  const secret = t.config.jwtSecret;
  await seedDemoData(db, { clinicTimeZone: t.config.clinicTimeZone });
  demoPatientToken = await login(demoAccounts.patient);
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, demoAccounts.patient));
  demoPatientId = demo?.id ?? '';

  // The generated patient: visits in every status, answers, a signed consent, card photos, a conversation.
  patient = await createPatient(db, secret, 'Alex Q. Morgan');
  other = await createPatient(db, secret, 'Olive Other');
  doctor = await createDoctor(db, secret, 'Dana Doc');
  stranger = await createDoctor(db, secret, 'Sol Stranger');
  member = await createStaff(db, secret, true);
  const today = todayIn(t.config.clinicTimeZone);
  completedVisit = (await placeAppointment(db, patient, doctor, addDays(today, -20), '09:30', 'completed')).id;
  await placeAppointment(db, patient, doctor, addDays(today, -10), '10:00', 'cancelled');
  await placeAppointment(db, patient, doctor, addDays(today, -5), '11:00', 'no_show');
  const upcoming = await placeAppointment(db, patient, doctor, addDays(today, 3), '14:30', 'confirmed');
  await placeAppointment(db, patient, doctor, addDays(today, 6), '15:00', 'pending');
  draftVisit = (await placeAppointment(db, patient, doctor, addDays(today, -2), '16:00', 'completed')).id;
  const summaryUrl = (id: string, tail = '') => `/api/doctors/appointments/${id}/summary${tail}`;
  const sign = await injectAs(t.app, doctor, { method: 'POST', url: summaryUrl(completedVisit, '/sign'), payload: signedSummary });
  expect(sign.statusCode, sign.body).toBe(200);
  const amend = await injectAs(t.app, doctor, { method: 'POST', url: summaryUrl(completedVisit, '/addenda'), payload: { text: addendumText } });
  expect(amend.statusCode, amend.body).toBe(201);
  const draft = await injectAs(t.app, doctor, { method: 'PUT', url: summaryUrl(draftVisit), payload: { reason: draftWords } });
  expect(draft.statusCode, draft.body).toBe(200);

  const [version] = await db.select().from(questionnaireVersions).limit(1);
  if (version === undefined) throw new Error('the demo data has questionnaires');
  await db.insert(questionnaireResponses).values({
    appointmentId: completedVisit,
    patientId: patient.id,
    questionnaireId: version.questionnaireId,
    questionnaireVersionId: version.id,
    status: 'completed',
    completedAt: new Date(),
    response: {
      resourceType: 'QuestionnaireResponse',
      questionnaire: canonicalOf(version.resource),
      status: 'completed',
      item: [{ linkId: 'reason', text: 'What is the main reason for your visit?', answer: [{ valueString: 'Headaches in the morning' }] }],
    },
  });
  // A stored canonical named by a title (no url), as INTAKE-1 allows: FHIR's canonical has no spaces.
  await db.insert(questionnaireResponses).values({
    appointmentId: upcoming.id,
    patientId: patient.id,
    questionnaireId: version.questionnaireId,
    questionnaireVersionId: version.id,
    status: 'in-progress',
    response: { resourceType: 'QuestionnaireResponse', questionnaire: 'General intake|1', status: 'in-progress', item: [{ linkId: 'smoking', answer: [{ valueBoolean: false }] }] },
  });

  const [consentVersion] = await db.select({ id: consentVersions.id, consentId: consentVersions.consentId }).from(consentVersions).limit(1);
  if (consentVersion === undefined) throw new Error('the demo data has consents');
  const signed = await injectAs(t.app, patient, { method: 'POST', url: `/api/consents/${consentVersion.consentId}/signatures`, payload: { versionId: consentVersion.id, method: 'typed', typedName: 'Alex Q. Morgan' } });
  expect(signed.statusCode, signed.body).toBe(201);

  const photo = await photoWithLocation();
  const [front] = await db
    .insert(files)
    .values({ purpose: 'insurance_card', patientId: patient.id, uploadedBy: patient.id, name: 'card-front.jpg', contentType: 'image/jpeg', size: photo.length, sha256: createHash('sha256').update(photo).digest('hex'), bytes: photo })
    .returning({ id: files.id });
  await db.insert(checkIns).values({ appointmentId: upcoming.id, patientId: patient.id, insuranceMode: 'insurance', insuranceProvider: 'Aetna', insuranceMemberNumber: 'AET-42', cardFrontFileId: front?.id });

  const [thread] = await db.insert(threads).values({ patientId: patient.id, topic: 'medication', doctorId: doctor.id, appointmentId: completedVisit, createdDay: today, lastAuthorRole: 'doctor', messageCount: 2 }).returning({ id: threads.id });
  if (thread === undefined) throw new Error('thread not inserted');
  const [question] = await db.insert(threadMessages).values({ threadId: thread.id, authorId: patient.id, authorRole: 'patient', body: 'Can I take the pills with food?\nThey upset my stomach.' }).returning({ id: threadMessages.id });
  await db.insert(threadMessages).values({ threadId: thread.id, authorId: doctor.id, authorRole: 'doctor', body: 'Yes, with breakfast.', createdAt: new Date(Date.now() + 1000) });
  const [attachment] = await db
    .insert(files)
    .values({ purpose: 'message_attachment', patientId: patient.id, uploadedBy: patient.id, name: 'label.pdf', contentType: 'application/pdf', size: minimalPdf.length, sha256: createHash('sha256').update(minimalPdf).digest('hex'), bytes: minimalPdf })
    .returning({ id: files.id });
  if (question && attachment) await db.insert(threadMessageFiles).values({ messageId: question.id, fileId: attachment.id, threadId: thread.id, position: 0 });

  // RECORD-2: the lists, through the API: one entry that has ended, the others still current.
  for (const [list, payload] of [
    ['medications', { name: 'Metformin 500 mg', details: 'Twice a day with meals', started_on: '2024-03-01' }],
    ['medications', { name: 'Amoxicillin', started_on: '2025-01-02', ended_on: '2025-01-09' }],
    ['allergies', { name: 'Penicillin', details: 'Hives' }],
    ['conditions', { name: 'Type 2 diabetes', started_on: '2024-02-15' }],
  ] as const) {
    const added = await injectAs(t.app, patient, { method: 'POST', url: `/api/record/${list}`, payload });
    expect(added.statusCode, added.body).toBe(201);
  }
}, 180_000);

afterAll(async () => {
  await t.close();
});

async function everything(account: TestAccount | string, patientId: string): Promise<Bundle> {
  const headers = { authorization: `Bearer ${typeof account === 'string' ? account : account.token}` };
  const response = await t.app.inject({ method: 'GET', url: fhir(`/Patient/${patientId}/$everything`), headers });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/fhir\+json/);
  return JSON.parse(response.body) as Bundle;
}

const countOf = (bundle: Bundle, type: string) => bundle.entry.filter((entry) => entry.resource.resourceType === type).length;

describe('the record as FHIR R4 (FHIR-1, FHIR-2, FHIR-6)', () => {
  it('gives the generated patient’s whole record, every resource valid FHIR R4 (0 errors)', async () => {
    const bundle = await everything(patient, patient.id);
    expect(fhirBundleErrors(bundle)).toEqual([]);
    expect(bundle.type).toBe('searchset');
    expect(bundle.total).toBe(1);
    expect(bundle.entry[0]?.resource).toMatchObject({ resourceType: 'Patient', id: patient.id, gender: 'female', name: [{ family: 'Morgan', given: ['Alex', 'Q.'] }] });
    expect(countOf(bundle, 'Appointment')).toBe(6);
    expect(countOf(bundle, 'Encounter')).toBe(2);
    expect(countOf(bundle, 'Practitioner')).toBe(1);
    expect(countOf(bundle, 'QuestionnaireResponse')).toBe(2);
    expect(countOf(bundle, 'Consent')).toBe(1);
    // The consent's PDF, the card photo, and the one signed visit summary (the draft is not there).
    expect(countOf(bundle, 'DocumentReference')).toBe(3);
    expect(countOf(bundle, 'Communication')).toBe(2);
    expect(countOf(bundle, 'MedicationStatement')).toBe(2);
    expect(countOf(bundle, 'AllergyIntolerance')).toBe(1);
    expect(countOf(bundle, 'Condition')).toBe(1);
    const medications = bundle.entry.filter((entry) => entry.resource.resourceType === 'MedicationStatement').map((entry) => entry.resource);
    expect(medications.map((resource) => [(resource.medicationCodeableConcept as { text: string }).text, resource.status]).sort()).toEqual([['Amoxicillin', 'completed'], ['Metformin 500 mg', 'active']]);
    expect(bundle.entry.find((entry) => entry.resource.resourceType === 'AllergyIntolerance')?.resource).toMatchObject({
      code: { text: 'Penicillin' },
      clinicalStatus: { coding: [{ code: 'active' }] },
      verificationStatus: { coding: [{ code: 'unconfirmed' }] },
      note: [{ text: 'Hives' }],
      patient: { reference: `Patient/${patient.id}` },
    });
    expect(bundle.entry.find((entry) => entry.resource.resourceType === 'Condition')?.resource).toMatchObject({ code: { text: 'Type 2 diabetes' }, onsetDateTime: '2024-02-15', category: [{ coding: [{ code: 'problem-list-item' }] }] });
    const statuses = bundle.entry.filter((entry) => entry.resource.resourceType === 'Appointment').map((entry) => entry.resource.status);
    expect(statuses.sort()).toEqual(['booked', 'cancelled', 'fulfilled', 'fulfilled', 'noshow', 'pending']);
    const encounter = bundle.entry.find((entry) => entry.resource.resourceType === 'Encounter' && entry.resource.id === completedVisit)?.resource;
    expect(encounter).toMatchObject({ id: completedVisit, status: 'finished', class: { code: 'AMB' }, subject: { reference: `Patient/${patient.id}` } });
    // Each reference inside resolves to an entry of the Bundle (or names no resource).
    const fullUrls = new Set(bundle.entry.map((entry) => entry.fullUrl));
    const references = JSON.stringify(bundle).match(/"reference":"[A-Za-z]+\/[0-9a-f-]+"/g) ?? [];
    for (const found of references) expect(fullUrls, found).toContain(`https://portal.clinvia.test/api/fhir/${found.slice(13, -1)}`);
    // The consent's signed PDF is inside its DocumentReference, as stored.
    const consent = bundle.entry.find((entry) => entry.resource.resourceType === 'Consent')?.resource as unknown as { sourceReference: { reference: string } };
    const document = bundle.entry.find((entry) => `DocumentReference/${entry.resource.id}` === consent.sourceReference.reference)?.resource as unknown as { content: { attachment: { contentType: string; data: string } }[] };
    const pdf = Buffer.from(document.content[0]?.attachment.data ?? '', 'base64');
    expect(document.content[0]?.attachment.contentType).toBe('application/pdf');
    expect((await readPdf(pdf)).pages.join('\n')).toContain('Alex Q. Morgan');
    // A title-named questionnaire gets a canonical without spaces.
    const drafts = bundle.entry.filter((entry) => entry.resource.resourceType === 'QuestionnaireResponse').map((entry) => entry.resource.questionnaire as string);
    for (const canonical of drafts) expect(canonical).not.toMatch(/\s/);
  }, 120_000);

  it('SUMMARY-5, FHIR-1: gives the signed visit summary, with its addendum, as a US Core DocumentReference of the visit’s Encounter; never a draft', async () => {
    const bundle = await everything(patient, patient.id);
    const [row] = await t.database.db.select({ id: visitSummaries.id, signedAt: visitSummaries.signedAt }).from(visitSummaries).where(eq(visitSummaries.appointmentId, completedVisit));
    const summaries = bundle.entry.filter((entry) => entry.resource.resourceType === 'DocumentReference' && JSON.stringify(entry.resource.type).includes('34133-9')).map((entry) => entry.resource);
    expect(summaries.map((resource) => resource.id)).toEqual([row?.id]);
    const [resource] = summaries;
    expect(fhirSchemaErrors(resource)).toEqual([]);
    expect(resource).toMatchObject({
      meta: { profile: ['http://hl7.org/fhir/us/core/StructureDefinition/us-core-documentreference'] },
      status: 'current',
      docStatus: 'amended',
      type: { coding: [{ system: 'http://loinc.org', code: '34133-9', display: 'Summary of episode note' }] },
      category: [{ coding: [{ code: 'clinical-note' }] }],
      subject: { reference: `Patient/${patient.id}` },
      author: [{ reference: `Practitioner/${doctor.id}` }],
      date: row?.signedAt?.toISOString(),
      context: { encounter: [{ reference: `Encounter/${completedVisit}` }] },
    });
    const [content] = resource?.content as { attachment: { contentType: string; data: string; size: number } }[];
    expect(content?.attachment.contentType).toMatch(/^text\/plain\b/);
    const text = Buffer.from(content?.attachment.data ?? '', 'base64').toString('utf8');
    expect(content?.attachment.size).toBe(Buffer.byteLength(text));
    for (const expected of ['Visit summary', 'with Dr. Dana Doc', 'Reason for the visit\nMorning headaches', 'Assessment\nTension-type headache', 'Plan\nRegular sleep; paracetamol when needed', 'Medications started\n- Paracetamol 500 mg, up to 4 times a day', 'Medications stopped\n- Ibuprofen', 'Instructions\nKeep a headache diary.', 'Follow-up\nIn 1 month, around ', 'Addendum by Dr. Dana Doc', addendumText]) {
      expect(text, expected).toContain(expected);
    }
    // The draft is the doctor's until signed: no resource, no word of it anywhere in the record.
    expect(JSON.stringify(bundle)).not.toContain('knee pain');
    expect(bundle.entry.filter((entry) => JSON.stringify(entry.resource).includes(`Encounter/${draftVisit}`) && entry.resource.resourceType === 'DocumentReference')).toEqual([]);
  }, 60_000);

  it('names a US Core profile where one applies and has its required elements (FHIR-1)', async () => {
    // US Core 6.1's elements of cardinality 1..* or 1..1 for each profile the mapping names.
    const required: Record<string, string[]> = {
      'us-core-patient': ['identifier', 'name', 'gender'],
      'us-core-practitioner': ['identifier', 'name'],
      'us-core-encounter': ['status', 'class', 'type', 'subject'],
      'us-core-questionnaireresponse': ['questionnaire', 'status', 'subject', 'authored'],
      'us-core-documentreference': ['status', 'type', 'category', 'subject', 'content'],
      'us-core-allergyintolerance': ['code', 'patient'],
      'us-core-condition-problems-health-concerns': ['category', 'code', 'subject'],
    };
    const bundle = await everything(patient, patient.id);
    const profiled = new Set<string>();
    for (const { resource } of bundle.entry) {
      const profiles = (resource.meta as { profile?: string[] } | undefined)?.profile ?? [];
      for (const profile of profiles) {
        const name = profile.replace('http://hl7.org/fhir/us/core/StructureDefinition/', '');
        profiled.add(name);
        for (const element of required[name] ?? ['unknown profile']) expect(resource[element], `${resource.resourceType}.${element}`).toBeDefined();
      }
    }
    expect([...profiled].sort()).toEqual(Object.keys(required).sort());
    for (const { resource } of bundle.entry.filter((entry) => entry.resource.resourceType === 'DocumentReference')) {
      const [content] = resource.content as { attachment: { contentType?: string; data?: string } }[];
      expect(content?.attachment.contentType).toBeDefined();
      expect(content?.attachment.data).toBeDefined();
    }
  }, 60_000);

  it('gives the demo patient’s record, valid FHIR R4 (0 errors)', async () => {
    const bundle = await everything(demoPatientToken, demoPatientId);
    expect(fhirBundleErrors(bundle)).toEqual([]);
    expect(countOf(bundle, 'Appointment')).toBeGreaterThan(0);
    expect(countOf(bundle, 'Communication')).toBeGreaterThan(0);
  }, 120_000);

  it('reads the Patient and searches Appointments by patient, both valid', async () => {
    const read = await injectAs(t.app, patient, { method: 'GET', url: fhir(`/Patient/${patient.id}`) });
    expect(read.statusCode, read.body).toBe(200);
    const resource = JSON.parse(read.body) as { resourceType: string; meta: { profile: string[] }; identifier: unknown[] };
    expect(fhirSchemaErrors(resource)).toEqual([]);
    expect(resource.meta.profile).toEqual(['http://hl7.org/fhir/us/core/StructureDefinition/us-core-patient']);
    for (const query of [patient.id, `Patient/${patient.id}`]) {
      const search = await injectAs(t.app, doctor, { method: 'GET', url: fhir(`/Appointment?patient=${encodeURIComponent(query)}`) });
      expect(search.statusCode, search.body).toBe(200);
      const bundle = JSON.parse(search.body) as Bundle;
      expect(fhirBundleErrors(bundle)).toEqual([]);
      expect(bundle.total).toBe(6);
      expect(bundle.entry.every((entry) => entry.resource.resourceType === 'Appointment')).toBe(true);
    }
    const bad = await injectAs(t.app, patient, { method: 'GET', url: fhir('/Appointment?patient=someone') });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: { fields: Record<string, string> } }>().error.fields.patient).toBeDefined();
  });

  it('describes itself in a valid CapabilityStatement, to anyone', async () => {
    const response = await t.app.inject({ method: 'GET', url: fhir('/metadata') });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/fhir\+json/);
    const statement = JSON.parse(response.body) as { fhirVersion: string };
    expect(fhirSchemaErrors(statement)).toEqual([]);
    expect(statement.fhirVersion).toBe('4.0.1');
  });
});

describe('rights and audit (FHIR-4, AUDIT-1)', () => {
  it('lets each role reach only what the rules give (the authorization matrix)', async () => {
    const targets = [fhir(`/Patient/${patient.id}`), fhir(`/Appointment?patient=${patient.id}`), fhir(`/Patient/${patient.id}/$everything`)];
    for (const url of targets) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, `${url} anonymous`).toBe(401);
      expect((await injectAs(t.app, patient, { method: 'GET', url })).statusCode, `${url} as the patient`).toBe(200);
      expect((await injectAs(t.app, other, { method: 'GET', url })).statusCode, `${url} as another patient`).toBe(404);
      expect((await injectAs(t.app, doctor, { method: 'GET', url })).statusCode, `${url} as their doctor`).toBe(200);
      expect((await injectAs(t.app, stranger, { method: 'GET', url })).statusCode, `${url} as a doctor without a visit`).toBe(403);
      expect((await injectAs(t.app, member, { method: 'GET', url })).statusCode, `${url} as staff`).toBe(403);
    }
    for (const url of ['/api/record-download/fhir', '/api/record-download/pdf']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, `${url} anonymous`).toBe(401);
      expect((await injectAs(t.app, doctor, { method: 'GET', url })).statusCode, `${url} as a doctor`).toBe(403);
      expect((await injectAs(t.app, member, { method: 'GET', url })).statusCode, `${url} as staff`).toBe(403);
    }
    // A patient that does not exist is a 404 for a doctor too; a malformed id a 400.
    expect((await injectAs(t.app, doctor, { method: 'GET', url: fhir('/Patient/00000000-0000-4000-8000-000000000000') })).statusCode).toBe(404);
    expect((await injectAs(t.app, patient, { method: 'GET', url: fhir('/Patient/not-an-id') })).statusCode).toBe(400);
  }, 60_000);

  it('writes an audit row for every read, and for a refused doctor', async () => {
    const { db } = t.database;
    const rows = async (action: string, actorId: string) =>
      (await db.select({ id: auditLog.id }).from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.actorId, actorId), eq(auditLog.patientId, patient.id)))).length;
    const before = await rows('fhir.patient.everything', doctor.id);
    await everything(doctor, patient.id);
    expect(await rows('fhir.patient.everything', doctor.id)).toBe(before + 1);
    expect(await rows('fhir.patient.read', patient.id)).toBeGreaterThan(0);
    expect(await rows('fhir.appointment.search', doctor.id)).toBeGreaterThan(0);
    const refused = await db.select({ id: auditLog.id }).from(auditLog).where(and(eq(auditLog.action, 'patient_records.denied'), eq(auditLog.actorId, stranger.id), eq(auditLog.subjectId, patient.id)));
    expect(refused.length).toBeGreaterThan(0);
  });
});

describe('Download my record (FHIR-5)', () => {
  it('gives the Bundle as a JSON file, a valid collection', async () => {
    const response = await injectAs(t.app, patient, { method: 'GET', url: '/api/record-download/fhir' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="clinvia-record-\d{4}-\d{2}-\d{2}\.json";/);
    const bundle = JSON.parse(response.body) as Bundle;
    expect(bundle.type).toBe('collection');
    expect(fhirBundleErrors(bundle)).toEqual([]);
    expect(bundle.entry).toHaveLength((await everything(patient, patient.id)).entry.length);
    const [row] = await t.database.db.select({ id: auditLog.id }).from(auditLog).where(and(eq(auditLog.action, 'record.download.fhir'), eq(auditLog.actorId, patient.id)));
    expect(row).toBeDefined();
  }, 60_000);

  it('gives the same record as a readable PDF', async () => {
    const response = await injectAs(t.app, patient, { method: 'GET', url: '/api/record-download/pdf' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="clinvia-record-\d{4}-\d{2}-\d{2}\.pdf";/);
    const text = (await readPdf(response.rawPayload)).pages.join('\n');
    for (const expected of ['Health record of Alex Q. Morgan', 'Visits', 'Consultation with Dr. Dana Doc (completed)', 'Consultation with Dr. Dana Doc (cancelled)', 'What is the main reason for your visit?: Headaches in the morning', 'Signed consents', 'Insurance card, front: card-front.jpg', 'Conversation about medication with Dr. Dana Doc', 'Can I take the pills with food?', 'Attached: label.pdf', 'Metformin 500 mg (since 2024-03-01)', 'Twice a day with meals', 'Amoxicillin (since 2025-01-02, until 2025-01-09)', 'Penicillin', 'Type 2 diabetes (since 2024-02-15)', 'Visit summary', 'Tension-type headache', 'Paracetamol 500 mg, up to 4 times a day', 'Keep a headache diary.', 'Addendum by Dr. Dana Doc', addendumText]) {
      expect(text.replace(/\n/g, ' '), expected).toContain(expected);
    }
    // SUMMARY-5: a draft never reaches the record.
    expect(text).not.toContain('knee pain');
  }, 60_000);
});
