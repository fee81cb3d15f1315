import type { RecordShare, SharedRecord } from '@clinvia/contracts/record-shares';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { auditLog, recordShares } from '../../db/schema';
import { addDays, todayIn } from '../../lib/clinic-time';
import { createDoctor, createPatient, injectAs, type TestAccount } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { placeAppointment } from '../../test/appointments';
import { fhirBundleErrors } from '../../test/fhir-schema';
import { readPdf } from '../../test/pdf';

// SHARE-1 to SHARE-7 through the real server on a real database (PGlite, or PostgreSQL with
// TEST_DATABASE_URL). A second app instance on the same database stands for a second replica.

let t: TestApp;
let second: Database;
let replica: FastifyInstance;
let patient: TestAccount;
let other: TestAccount;
let doctor: TestAccount;

interface Failure {
  error: { code: string; message: string; fields?: Record<string, string> };
}

function keyOf(path: string): string {
  const [page, key] = path.split('#');
  expect(page).toBe('/shared-record');
  return key ?? '';
}

async function share(body: object, account: TestAccount = patient): Promise<{ share: RecordShare; key: string }> {
  const response = await injectAs(t.app, account, { method: 'POST', url: '/api/record-shares', payload: body });
  expect(response.statusCode, response.body).toBe(201);
  const answer = response.json<{ share: RecordShare; path: string }>();
  return { share: answer.share, key: keyOf(answer.path) };
}

function openOn(app: FastifyInstance, payload: object, url = '/api/shared-record') {
  return app.inject({ method: 'POST', url, payload });
}

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  patient = await createPatient(db, t.config.jwtSecret, 'Sam Shared');
  other = await createPatient(db, t.config.jwtSecret, 'Olive Other');
  doctor = await createDoctor(db, t.config.jwtSecret, 'Dana Doc');
  const today = todayIn(t.config.clinicTimeZone);
  const visit = await placeAppointment(db, patient, doctor, addDays(today, -2), '09:00', 'completed');
  const signed = await injectAs(t.app, doctor, {
    method: 'POST',
    url: `/api/doctors/appointments/${visit.id}/summary/sign`,
    payload: { reason: 'Cough for two weeks', assessment: 'Viral bronchitis', plan: 'Rest and fluids' },
  });
  expect(signed.statusCode, signed.body).toBe(200);
  expect((await injectAs(t.app, patient, { method: 'POST', url: '/api/record/allergies', payload: { name: 'Penicillin' } })).statusCode).toBe(201);
  // On PostgreSQL the replica has its own pool; PGlite has one connection, which both share.
  second = t.url ? await openDatabase({ url: t.url, poolSize: 2 }) : t.database;
  replica = await buildApp({ database: second, config: t.config, logger: false });
});

afterAll(async () => {
  await replica.close();
  if (second !== t.database) await second.close();
  await t.close();
});

describe('making a share link (SHARE-1)', () => {
  it('gives a link whose key is shown once and stored only as a hash', async () => {
    const { share: made, key } = await share({ label: 'Dr. Ruiz, cardiology', expires_in_days: 3 });
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(made).toMatchObject({ label: 'Dr. Ruiz, cardiology', has_passcode: false, state: 'active', revoked_at: null, openings: [] });
    const days = (Date.parse(made.expires_at) - Date.parse(made.created_at)) / 86_400_000;
    expect(days).toBeCloseTo(3, 5);
    const [row] = await t.database.db.select().from(recordShares).where(eq(recordShares.id, made.id));
    expect(JSON.stringify(row)).not.toContain(key);
  });

  it('refuses more than 7 days, a short passcode and a long label, each under its field', async () => {
    const response = await injectAs(t.app, patient, { method: 'POST', url: '/api/record-shares', payload: { label: 'x'.repeat(101), expires_in_days: 8, passcode: '123' } });
    expect(response.statusCode).toBe(400);
    expect(response.json<Failure>().error.fields).toEqual({
      label: 'Please use at most 100 characters',
      expires_in_days: 'Choose from 1 to 7 days',
      passcode: 'A passcode has at least 6 characters',
    });
  });

  it('is for patients only; signed out is 401', async () => {
    expect((await injectAs(t.app, doctor, { method: 'POST', url: '/api/record-shares', payload: { expires_in_days: 1 } })).statusCode).toBe(403);
    expect((await injectAs(t.app, null, { method: 'GET', url: '/api/record-shares' })).statusCode).toBe(401);
  });
});

describe('opening a share link (SHARE-2, SHARE-3, SHARE-4)', () => {
  it('opens the record read-only, signed out, with its signed summary, and the patient sees the opening', async () => {
    const { share: made, key } = await share({ expires_in_days: 1 });
    const response = await openOn(t.app, { key });
    expect(response.statusCode, response.body).toBe(200);
    const shared = response.json<SharedRecord>();
    expect(shared.record.patient.name).toBe('Sam Shared');
    expect(shared.record.editable).toBe(false);
    expect(shared.record.lists.allergies.map((entry) => entry.name)).toEqual(['Penicillin']);
    expect(shared.summaries.map((summary) => summary.assessment)).toEqual(['Viral bronchitis']);
    expect(shared.share.expires_at).toBe(made.expires_at);

    const listed = (await injectAs(t.app, patient, { method: 'GET', url: '/api/record-shares' })).json<{ shares: RecordShare[] }>().shares;
    expect(listed.find((item) => item.id === made.id)?.openings.map((opening) => opening.kind)).toEqual(['view']);
    const audited = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'record_share.open.view'), eq(auditLog.patientId, patient.id)));
    expect(audited).toHaveLength(1);
  });

  it('gives the Bundle (valid FHIR R4) and the PDF (read back), each an opening', async () => {
    const { share: made, key } = await share({ expires_in_days: 2 });
    const bundle = await openOn(t.app, { key }, '/api/shared-record/fhir');
    expect(bundle.statusCode, bundle.body).toBe(200);
    expect(bundle.headers['content-type']).toContain('application/fhir+json');
    expect(bundle.headers['content-disposition']).toMatch(/^attachment; filename="clinvia-record-\d{4}-\d{2}-\d{2}\.json"/);
    const parsed = bundle.json<{ resourceType: string; entry: { resource: { resourceType: string } }[] }>();
    expect(fhirBundleErrors(parsed)).toEqual([]);
    expect(parsed.entry.map((entry) => entry.resource.resourceType)).toEqual(expect.arrayContaining(['Patient', 'Encounter', 'AllergyIntolerance']));

    const pdf = await openOn(t.app, { key }, '/api/shared-record/pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (await readPdf(pdf.rawPayload)).pages.join('\n');
    expect(text).toContain('Sam Shared');
    expect(text).toContain('Penicillin');

    const listed = (await injectAs(t.app, patient, { method: 'GET', url: '/api/record-shares' })).json<{ shares: RecordShare[] }>().shares;
    expect(listed.find((item) => item.id === made.id)?.openings.map((opening) => opening.kind).sort()).toEqual(['fhir', 'pdf']);
  });

  it('answers a document the record does not list as 404, and counts no opening', async () => {
    const { share: made, key } = await share({ expires_in_days: 1 });
    const response = await openOn(t.app, { key }, `/api/shared-record/files/${crypto.randomUUID()}`);
    expect(response.statusCode).toBe(404);
    const listed = (await injectAs(t.app, patient, { method: 'GET', url: '/api/record-shares' })).json<{ shares: RecordShare[] }>().shares;
    expect(listed.find((item) => item.id === made.id)?.openings).toEqual([]);
  });

  it('refuses a key that opens nothing and a malformed one, and audits the refusal', async () => {
    const unknown = await openOn(t.app, { key: 'A'.repeat(43) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<Failure>().error.code).toBe('share_unknown');
    const malformed = await openOn(t.app, { key: 'short' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<Failure>().error.fields?.key).toBe('This link is not complete. Copy the whole link the patient sent you.');
    const refusals = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'record_share.refused'), eq(auditLog.detail, 'share_unknown')));
    expect(refusals.length).toBeGreaterThanOrEqual(1);
  });
});

describe('passcodes (SHARE-2)', () => {
  it('asks for the passcode, counts wrong ones and locks the link after five', async () => {
    const { share: made, key } = await share({ expires_in_days: 1, passcode: 'river-stone-42' });
    expect(made.has_passcode).toBe(true);
    const missing = await openOn(t.app, { key });
    expect(missing.statusCode).toBe(403);
    expect(missing.json<Failure>().error).toMatchObject({ code: 'share_passcode_required', fields: { passcode: 'Enter the passcode the patient gave you' } });

    const right = await openOn(t.app, { key, passcode: 'river-stone-42' });
    expect(right.statusCode).toBe(200);

    const answers: string[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const wrong = await openOn(t.app, { key, passcode: 'guess' });
      expect(wrong.statusCode).toBe(403);
      answers.push(wrong.json<Failure>().error.fields?.passcode ?? '');
    }
    expect(answers).toEqual([
      'Wrong passcode. 4 tries left before the link locks.',
      'Wrong passcode. 3 tries left before the link locks.',
      'Wrong passcode. 2 tries left before the link locks.',
      'Wrong passcode. 1 try left before the link locks.',
    ]);
    // A right passcode gives no try back once spent, and the fifth wrong one locks the link.
    expect((await openOn(t.app, { key, passcode: 'river-stone-42' })).statusCode).toBe(200);
    const fifth = await openOn(t.app, { key, passcode: 'guess' });
    expect(fifth.statusCode).toBe(404);
    expect(fifth.json<Failure>().error.code).toBe('share_locked');
    const after = await openOn(t.app, { key, passcode: 'river-stone-42' });
    expect(after.json<Failure>().error.code).toBe('share_locked');
    const listed = (await injectAs(t.app, patient, { method: 'GET', url: '/api/record-shares' })).json<{ shares: RecordShare[] }>().shares;
    expect(listed.find((item) => item.id === made.id)?.state).toBe('locked');
  });

  it('checks no more passcodes than there are tries when guesses race', async () => {
    const { key } = await share({ expires_in_days: 1, passcode: 'river-stone-42' });
    const answers = await Promise.all(Array.from({ length: 12 }, () => openOn(t.app, { key, passcode: 'guess' })));
    const codes = answers.map((answer) => answer.json<Failure>().error.code);
    expect(codes.filter((code) => code === 'share_passcode_wrong')).toHaveLength(4);
    expect(codes.filter((code) => code === 'share_locked')).toHaveLength(8);
  });
});

describe('expiry and revocation on every replica (SHARE-5)', () => {
  it('stops a revoked link at once on the other replica, and a revoke of a stopped link answers it as it is', async () => {
    const { share: made, key } = await share({ expires_in_days: 7 });
    expect((await openOn(replica, { key })).statusCode).toBe(200);
    const revoked = await injectAs(t.app, patient, { method: 'DELETE', url: `/api/record-shares/${made.id}` });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json<{ share: RecordShare }>().share.state).toBe('revoked');
    const onReplica = await openOn(replica, { key });
    expect(onReplica.statusCode).toBe(404);
    expect(onReplica.json<Failure>().error.code).toBe('share_revoked');
    expect((await injectAs(t.app, patient, { method: 'DELETE', url: `/api/record-shares/${made.id}` })).json<{ share: RecordShare }>().share.revoked_at).toBe(
      revoked.json<{ share: RecordShare }>().share.revoked_at,
    );
  });

  it('stops a link when its time is up, by the database’s clock', async () => {
    const { share: made, key } = await share({ expires_in_days: 1 });
    await t.database.db
      .update(recordShares)
      .set({ createdAt: sql`now() - interval '2 days'`, expiresAt: sql`now() - interval '1 second'` })
      .where(eq(recordShares.id, made.id));
    for (const app of [t.app, replica]) {
      const response = await openOn(app, { key });
      expect(response.statusCode).toBe(404);
      expect(response.json<Failure>().error.code).toBe('share_expired');
    }
    const listed = (await injectAs(t.app, patient, { method: 'GET', url: '/api/record-shares' })).json<{ shares: RecordShare[] }>().shares;
    expect(listed.find((item) => item.id === made.id)?.state).toBe('expired');
  });

  it('keeps a patient to their own links: another patient’s is 404', async () => {
    const { share: made } = await share({ expires_in_days: 1 });
    expect((await injectAs(t.app, other, { method: 'DELETE', url: `/api/record-shares/${made.id}` })).statusCode).toBe(404);
    const theirs = (await injectAs(t.app, other, { method: 'GET', url: '/api/record-shares' })).json<{ shares: RecordShare[] }>().shares;
    expect(theirs).toEqual([]);
  });
});
