import type { ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ConsentResult, SignConsentResult } from '@clinvia/contracts/consents';
import type { QuestionnaireDetail } from '@clinvia/contracts/questionnaires';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../lib/clinic-time';
import { createDoctor, createPatient, createStaff, injectAs, type TestAccount } from '../../test/accounts';
import { placeAppointment } from '../../test/appointments';
import { crashOnPostgres as postgres, killServer, openCrashSetup, type CrashSetup } from '../../test/crash';
import { photoWithLocation } from '../../test/files';
import { readPdf } from '../../test/pdf';
import { rowsOf } from '../../test/waitlist-offers';

// CHECKIN-2, CHECKIN-4, INTAKE-14, CONSENT-4, FILE-1 (issue 33, Tests): check-in saves, questionnaire
// answers, card photos and consent signatures under load while the server is SIGKILLed, then the
// same data opened again. Every save a patient got a 200 for is there (the stored one is that one
// or a later one), every signature answered 201 is there with its PDF, and nothing is half-stored:
// no card photo without the check-in pointing at it, no consent PDF without its signature row, no
// signature row without a readable PDF whose hash is the stored one.
//
// On PostgreSQL (TEST_DATABASE_URL) the server process has its own pool on the test's database,
// and a trigger makes each file insert take 20 ms so the kill lands inside transactions. On
// PGlite the server process opens a data directory this process made and closed, is killed, and
// the test opens the directory again (test/crash.ts): PostgreSQL's crash recovery on the embedded
// database's own files.

const VISITS = 6;
/** More consents than a patient signs before the kill: each one is signed once per patient. */
const CONSENTS = 40;

describe(`check-in saves and consent signatures through a SIGKILL (${postgres ? 'PostgreSQL' : 'PGlite, the data directory reopened'})`, () => {
  let setup: CrashSetup;
  let root: string;
  let dbDir: string;
  let server: ChildProcess | undefined;
  let questionnaireId: string;
  const consentVersions: { consentId: string; versionId: string }[] = [];
  const visits: { patient: TestAccount; appointmentId: string }[] = [];

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'clinvia-check-in-crash-'));
    dbDir = path.join(root, 'db');
    setup = await openCrashSetup(dbDir);
    await setup.app.ready();
    const { db } = setup.database;
    const secret = setup.config.jwtSecret;
    const member = await createStaff(db, secret, true);
    const doctor = await createDoctor(db, secret);
    const tomorrow = addDays(todayIn(setup.config.clinicTimeZone), 1);
    for (let i = 0; i < VISITS; i++) {
      const patient = await createPatient(db, secret, `Checker ${String(i)}`);
      const placed = await placeAppointment(db, patient, doctor, tomorrow, `${String(10 + i)}:00`, 'confirmed');
      visits.push({ patient, appointmentId: placed.id });
    }
    // A questionnaire every visit asks: the check-in's answers are saved as the patient goes.
    const created = await injectAs(setup.app, member, {
      method: 'POST',
      url: '/api/staff/questionnaires',
      payload: { questionnaire: { resourceType: 'Questionnaire', title: 'Save test', status: 'active', item: [{ linkId: 'note', text: 'Anything else?', type: 'string' }] } },
    });
    expect(created.statusCode, created.body).toBe(201);
    questionnaireId = created.json<{ questionnaire: QuestionnaireDetail }>().questionnaire.id;
    const assigned = await injectAs(setup.app, member, { method: 'PUT', url: `/api/staff/questionnaires/${questionnaireId}/assignments`, payload: { all_visits: true, appointment_types: [], specializations: [] } });
    expect(assigned.statusCode, assigned.body).toBe(200);
    for (let i = 0; i < CONSENTS; i++) {
      const consent = await injectAs(setup.app, member, { method: 'POST', url: '/api/staff/consents', payload: { title: `Consent ${String(i + 1)}`, body: `I agree to item ${String(i + 1)}.` } });
      expect(consent.statusCode, consent.body).toBe(201);
      const detail = consent.json<ConsentResult>().consent;
      consentVersions.push({ consentId: detail.consent.id, versionId: detail.consent.current.id });
    }
    if (postgres) {
      await db.execute(sql`create function test_slow_files() returns trigger language plpgsql as $$ begin perform pg_sleep(0.02); return null; end $$`);
      await db.execute(sql`create trigger test_slow_files after insert on files for each statement execute function test_slow_files()`);
    }
    await setup.handOver();
  }, 240_000);

  afterAll(async () => {
    if (server !== undefined) await killServer(server);
    await setup.dispose();
    await rm(root, { recursive: true, force: true });
  });

  it('keeps every acknowledged save and signature, and leaves no card photo or PDF half-stored', async () => {
    const started = await setup.startServer();
    server = started.child;
    const photo = await photoWithLocation('png');
    /** The highest acknowledged contact save and answer of each appointment. */
    const contactSaved = new Map<string, number>();
    const answerSaved = new Map<string, number>();
    /** The appointments with at least one acknowledged photo. */
    const photographed = new Set<string>();
    /** Every signature the server answered 201 for. */
    const signed: string[] = [];
    let acknowledged = 0;
    let cut = 0;
    let stop = false;
    const base = `http://127.0.0.1:${String(started.port)}/api`;
    const client = async ({ patient, appointmentId }: { patient: TestAccount; appointmentId: string }) => {
      const headers = { authorization: `Bearer ${patient.token}` };
      const json = { ...headers, 'content-type': 'application/json' };
      const answered = async (response: Response, status: number) => {
        const body = await response.text();
        expect(response.status, body).toBe(status);
        acknowledged += 1;
        return body;
      };
      for (let n = 1; !stop; n++) {
        try {
          const contact = { name: patient.name, email: patient.email, phone: '4155550100', age: 40, gender: 'female', address: `${String(n)} Save Street` };
          await answered(await fetch(`${base}/appointments/${appointmentId}/check-in`, { method: 'PUT', headers: json, body: JSON.stringify({ step: 'contact', contact }) }), 200);
          contactSaved.set(appointmentId, n);
          const response = { resourceType: 'QuestionnaireResponse', questionnaire: 'save-test', status: 'in-progress', item: [{ linkId: 'note', answer: [{ valueString: String(n) }] }] };
          await answered(await fetch(`${base}/appointments/${appointmentId}/questionnaires/${questionnaireId}/response`, { method: 'PUT', headers: json, body: JSON.stringify(response) }), 200);
          answerSaved.set(appointmentId, n);
          const form = new FormData();
          form.append('file', new Blob([photo], { type: 'image/png' }), `front-${String(n)}.png`);
          await answered(await fetch(`${base}/appointments/${appointmentId}/check-in/cards/front`, { method: 'PUT', headers, body: form }), 200);
          photographed.add(appointmentId);
          const consent = consentVersions[n - 1];
          if (consent !== undefined) {
            const body = JSON.stringify({ versionId: consent.versionId, method: 'typed', typedName: patient.name, appointmentId });
            const result = JSON.parse(await answered(await fetch(`${base}/consents/${consent.consentId}/signatures`, { method: 'POST', headers: json, body }), 201)) as SignConsentResult;
            signed.push(result.signature.id);
          }
        } catch (error) {
          if (!(error instanceof TypeError)) throw error;
          cut += 1; // the connection died with the server: this save was never answered
          return;
        }
      }
    };
    const load = visits.map(client);
    while (acknowledged < 80) await new Promise((resolve) => setTimeout(resolve, 10));
    await killServer(started.child);
    stop = true;
    await Promise.all(load);
    expect(cut).toBeGreaterThan(0);
    expect(signed.length).toBeGreaterThan(0);

    // The same data opened again (on PGlite: the directory the killed process had open).
    await setup.afterKill(async ({ db }) => {
      const stored = await rowsOf<{ appointment_id: string; address: string; card: string | null }>(
        db,
        sql`select appointment_id, contact->>'address' as address, card_front_file_id as card from check_ins`,
      );
      const storedContact = new Map(stored.map((row) => [row.appointment_id, Number.parseInt(row.address, 10)]));
      expect([...contactSaved].filter(([id, n]) => (storedContact.get(id) ?? 0) < n)).toEqual([]);

      const answers = await rowsOf<{ appointment_id: string; note: string }>(db, sql`select appointment_id, response->'item'->0->'answer'->0->>'valueString' as note from questionnaire_responses`);
      const storedAnswer = new Map(answers.map((row) => [row.appointment_id, Number(row.note)]));
      expect([...answerSaved].filter(([id, n]) => (storedAnswer.get(id) ?? 0) < n)).toEqual([]);

      // Every check-in that got a photo points at one that exists; no photo is left over.
      const orphans = await rowsOf<{ id: string }>(db, sql`select f.id from files f where f.purpose = 'insurance_card' and not exists (select 1 from check_ins c where c.card_front_file_id = f.id or c.card_back_file_id = f.id)`);
      expect(orphans).toEqual([]);
      const withCard = new Set(stored.filter((row) => row.card !== null).map((row) => row.appointment_id));
      expect([...photographed].filter((id) => !withCard.has(id))).toEqual([]);

      // Every answered signature is there; each row has its PDF and each consent PDF its row.
      const signatures = await rowsOf<{ id: string; content_sha256: string; file_sha256: string | null; bytes: Uint8Array | null }>(
        db,
        sql`select s.id, s.content_sha256, f.sha256 as file_sha256, f.bytes from consent_signatures s left join files f on f.id = s.file_id`,
      );
      const storedSignatures = new Set(signatures.map((row) => row.id));
      expect(signed.filter((id) => !storedSignatures.has(id))).toEqual([]);
      const pdfOrphans = await rowsOf<{ id: string }>(db, sql`select f.id from files f where f.purpose = 'consent_pdf' and not exists (select 1 from consent_signatures s where s.file_id = f.id)`);
      expect(pdfOrphans).toEqual([]);
      for (const row of signatures) {
        expect(row.bytes, `signature ${row.id} has no PDF`).not.toBeNull();
        const bytes = Buffer.from(row.bytes ?? new Uint8Array());
        expect(createHash('sha256').update(bytes).digest('hex')).toBe(row.file_sha256);
        // Read back with a real parser: whole, and naming the hash of what was signed.
        expect((await readPdf(bytes)).pages.join('\n').replace(/\s+/g, '')).toContain(row.content_sha256);
      }
    });
  }, 240_000);
});
