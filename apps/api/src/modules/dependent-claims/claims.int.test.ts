import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ErrorBody } from '@clinvia/contracts';
import type { PatientAppointment, PatientAppointments } from '@clinvia/contracts/appointments';
import { claimErrorCodes, claimMessages, claimPagePath, type ClaimInvitation, type OfAgeDependents, type RecordClaimed } from '@clinvia/contracts/dependent-claims';
import type { Dependent, Dependents } from '@clinvia/contracts/dependents';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { appointments, auditLog, dependentInvitations, dependents, users } from '../../db/schema';
import { addDays, clinicNow } from '../../lib/clinic-time';
import { bookingOf, createDoctor, createPatient, createStaff, injectAs, middayZone, type TestAccount } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { outboxMails } from '../../test/outbox';

// FAMILY-7 to FAMILY-10 (issue 35.1): staff invite a dependent who has come of age; the person
// claims their record with a new or an existing account, and the guardian's access ends.

const zone = await middayZone();
const password = 'Correct-horse-9';
let t: TestApp;
let dataDir: string;
let guardian: TestAccount;
let doctor: TestAccount;
let staffMember: TestAccount;
let today: string;

const day = (offset: number) => addDays(today, offset);
const bornYearsAgo = (years: number, days = 0) => addDays(`${String(Number(today.slice(0, 4)) - years)}${today.slice(4)}`, days);

const call = (account: TestAccount | null, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) => injectAs(t.app, account, { method, url, ...(payload ? { payload } : {}) });
const invite = (account: TestAccount | null, dependentId: string, email: string) => call(account, 'POST', `/api/staff/families/${dependentId}/invitation`, { email });

let slot = 0;
/** A child of the guardian with one visit booked while a child, then `years` old. */
async function grownChild(name: string, years: number): Promise<{ dependent: Dependent; appointmentId: string }> {
  const added = await call(guardian, 'POST', '/api/dependents', { name, date_of_birth: bornYearsAgo(10), relationship: 'child' });
  expect(added.statusCode, added.body).toBe(201);
  const dependent = added.json<{ dependent: Dependent }>().dependent;
  slot += 1;
  // Within the 10-day window: six days, then the next hour.
  const time = ['09:00', '10:00', '11:00', '13:00'][Math.floor(slot / 6)] ?? '14:00';
  const booked = await call(guardian, 'POST', '/api/patients/book-appointment', { ...bookingOf(guardian, doctor, day(2 + (slot % 6)), time), dependentId: dependent.id });
  expect(booked.statusCode, booked.body).toBe(201);
  const appointmentId = booked.json<{ appointment: PatientAppointment }>().appointment.id;
  await t.database.db.update(dependents).set({ dateOfBirth: bornYearsAgo(years) }).where(eq(dependents.id, dependent.id));
  return { dependent, appointmentId };
}

/** The token of the newest invitation e-mailed to `email`, read from the mail's link. */
async function tokenMailedTo(email: string): Promise<string> {
  const mails = await outboxMails(dataDir, (file) => file.endsWith(`-${email}.eml`));
  const newest = mails.at(-1)?.mail;
  const match = new RegExp(`${claimPagePath}#([A-Za-z0-9_-]{43})`).exec(newest?.text ?? '');
  if (!match?.[1]) throw new Error(`no invitation link mailed to ${email}`);
  return match[1];
}

async function registerAndSignIn(name: string, email: string): Promise<TestAccount> {
  const form = { role: 'patient', name, email, password, confirmPassword: password, phoneNumber: '+1 415 555 0199', age: 18, address: '1 Elm St, Austin, TX', gender: 'male' };
  const registered = await t.app.inject({ method: 'POST', url: '/api/authentication/register', payload: form });
  expect(registered.statusCode, registered.body).toBe(201);
  const signedIn = await t.app.inject({ method: 'POST', url: '/api/authentication/login', payload: { email, password } });
  const body = signedIn.json<{ token: string; user: { id: string } }>();
  return { id: body.user.id, role: 'patient', name, email, token: body.token };
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'clinvia-claims-test-'));
  t = await createTestApp({ config: { dataDir, clinicTimeZone: zone, appUrl: 'https://portal.clinvia.health' } });
  today = clinicNow(zone).date;
  guardian = await createPatient(t.database.db, t.config.jwtSecret, 'Maria Lopez');
  doctor = await createDoctor(t.database.db, t.config.jwtSecret, 'Ana Ruiz');
  staffMember = await createStaff(t.database.db, t.config.jwtSecret, true);
});

afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('inviting a dependent of age (FAMILY-7, FAMILY-8)', () => {
  it('lists the dependents of age, e-mails an invitation by name, keeps only the hash, and audits it', async () => {
    const { dependent } = await grownChild('Leo Lopez', 18);
    const young = await call(guardian, 'POST', '/api/dependents', { name: 'Mia Lopez', date_of_birth: bornYearsAgo(17, 1), relationship: 'child' });

    const list = await call(staffMember, 'GET', '/api/staff/families/of-age');
    expect(list.statusCode).toBe(200);
    const ofAge = list.json<OfAgeDependents>();
    expect(ofAge.dependents.find((row) => row.id === dependent.id)).toMatchObject({ name: 'Leo Lopez', age: 18, guardian_name: 'Maria Lopez', invitation: null });
    expect(ofAge.dependents.map((row) => row.id)).not.toContain(young.json<{ dependent: Dependent }>().dependent.id);

    const sent = await invite(staffMember, dependent.id, ' Leo.Lopez@Example.com ');
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json<{ message: string }>().message).toBe(claimMessages.invited('leo.lopez@example.com'));

    const [mail] = (await outboxMails(dataDir, (file) => file.endsWith('-leo.lopez@example.com.eml'))).map((entry) => entry.mail);
    expect(mail?.subject).toBe('Claim your Clinvia record');
    expect(mail?.text).toContain('Dear Leo Lopez,');
    expect(mail?.text).toContain(`https://portal.clinvia.health${claimPagePath}#`);
    // The address is one staff typed: the mail names no guardian and no visit.
    expect(mail?.text).not.toContain('Maria');
    expect(mail?.text).not.toContain('Ana Ruiz');
    const token = await tokenMailedTo('leo.lopez@example.com');
    const [row] = await t.database.db.select().from(dependentInvitations).where(eq(dependentInvitations.dependentId, dependent.id));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(token);
    expect((row?.expiresAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);

    const audit = await t.database.db.select({ actor: auditLog.actorId, patient: auditLog.patientId }).from(auditLog).where(and(eq(auditLog.action, 'staff.family.invite'), eq(auditLog.subjectId, dependent.id)));
    expect(audit).toEqual([{ actor: staffMember.id, patient: guardian.id }]);
    const reads = await t.database.db.select({ patient: auditLog.patientId }).from(auditLog).where(eq(auditLog.action, 'staff.family.of_age.read'));
    expect(reads.map((r) => r.patient)).toContain(guardian.id);
  });

  it('writes the invitation in the guardian’s language (I18N-10): the invited person has no account yet', async () => {
    const { dependent } = await grownChild('Sofía Lopez', 18);
    const setLanguage = (language: 'en' | 'es') => t.database.db.update(users).set({ language }).where(eq(users.id, guardian.id));
    await setLanguage('es');
    try {
      expect((await invite(staffMember, dependent.id, 'sofia@example.com')).statusCode).toBe(201);
    } finally {
      await setLanguage('en');
    }
    const [mail] = (await outboxMails(dataDir, (file) => file.endsWith('-sofia@example.com.eml'))).map((entry) => entry.mail);
    expect(mail?.subject).toBe('Reclame su expediente de Clinvia');
    expect(mail?.text).toContain('Hola, Sofía Lopez:');
    expect(mail?.text).toContain('Para reclamar su expediente, abra este enlace en los próximos 7 días');
    expect(mail?.text).toContain('(Lun. a vie.: 9 a.m. a 6 p.m.)');
    expect(String(mail?.html)).toContain('>Reclamar mi expediente</a>');
    expect(mail?.text).not.toContain('Maria');
    expect(await tokenMailedTo('sofia@example.com')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('replaces the previous token when sent again', async () => {
    const { dependent } = await grownChild('Noah Lopez', 19);
    expect((await invite(staffMember, dependent.id, 'noah@example.com')).statusCode).toBe(201);
    const first = await tokenMailedTo('noah@example.com');
    expect((await invite(staffMember, dependent.id, 'noah.l@example.com')).statusCode).toBe(201);
    const second = await tokenMailedTo('noah.l@example.com');
    const old = await call(null, 'POST', '/api/record-claims/inspect', { token: first });
    expect(old.statusCode).toBe(404);
    expect(old.json<ErrorBody>().error.code).toBe(claimErrorCodes.unknown);
    const current = await call(null, 'POST', '/api/record-claims/inspect', { token: second });
    expect(current.json<ClaimInvitation>()).toEqual({ name: 'Noah Lopez', email: 'noah.l@example.com', has_account: false });
  });

  it('refuses a dependent under age (409), a bad address (400), an unknown one (404), and keeps nothing when the mail fails (503)', async () => {
    const young = (await call(guardian, 'POST', '/api/dependents', { name: 'Zoe Lopez', date_of_birth: bornYearsAgo(12), relationship: 'child' })).json<{ dependent: Dependent }>().dependent;
    const under = await invite(staffMember, young.id, 'zoe@example.com');
    expect(under.statusCode).toBe(409);
    expect(under.json<ErrorBody>().error.code).toBe(claimErrorCodes.notOfAge);
    const bad = await invite(staffMember, young.id, 'not-an-address');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorBody>().error.fields).toEqual({ email: claimMessages.emailInvalid });
    expect((await invite(staffMember, '00000000-0000-4000-8000-000000000000', 'x@example.com')).statusCode).toBe(404);

    const { dependent } = await grownChild('Ivy Lopez', 20);
    const send = vi.spyOn(t.app.mailer, 'send').mockRejectedValueOnce(new Error('connection refused'));
    try {
      const failed = await invite(staffMember, dependent.id, 'ivy@example.com');
      expect(failed.statusCode).toBe(503);
      expect(failed.json<ErrorBody>().error.message).toBe(claimMessages.notSent);
    } finally {
      send.mockRestore();
    }
    expect(await t.database.db.select().from(dependentInvitations).where(eq(dependentInvitations.dependentId, dependent.id))).toEqual([]);
  });

  it('lets only approved staff in: anonymous 401, patients, doctors and staff awaiting approval 403 (audited)', async () => {
    const { dependent } = await grownChild('Eli Lopez', 18);
    const pending = await createStaff(t.database.db, t.config.jwtSecret, false);
    expect((await call(null, 'GET', '/api/staff/families/of-age')).statusCode).toBe(401);
    for (const account of [guardian, doctor, pending]) {
      expect((await call(account, 'GET', '/api/staff/families/of-age')).statusCode).toBe(403);
      expect((await invite(account, dependent.id, 'eli@example.com')).statusCode).toBe(403);
    }
    const denied = await t.database.db.select({ actor: auditLog.actorId }).from(auditLog).where(and(eq(auditLog.action, 'dependent_claim.denied'), eq(auditLog.subjectId, dependent.id)));
    expect(denied.map((row) => row.actor)).toEqual(expect.arrayContaining([guardian.id, doctor.id, pending.id]));
    expect(await outboxMails(dataDir, (file) => file.includes('eli@example.com'))).toEqual([]);
  });
});

describe('claiming a record (FAMILY-9, FAMILY-10)', () => {
  it('a new account claims it: the visits move, the guardian no longer sees them, the link works once', async () => {
    const { dependent, appointmentId } = await grownChild('Leah Lopez', 18);
    // A past visit too: it moves as well.
    const [past] = await t.database.db
      .insert(appointments)
      .values({ patientId: guardian.id, doctorId: doctor.id, dependentId: dependent.id, appointmentDate: day(-30), appointmentTime: '09:00', appointmentType: 'Consultation', reason: 'Check-up', status: 'completed', contactName: 'Maria Lopez', contactEmail: guardian.email, contactPhone: '4155550100' })
      .returning({ id: appointments.id });
    expect((await invite(staffMember, dependent.id, 'leah@example.com')).statusCode).toBe(201);
    const token = await tokenMailedTo('leah@example.com');

    const inspected = await call(null, 'POST', '/api/record-claims/inspect', { token });
    expect(inspected.json<ClaimInvitation>()).toEqual({ name: 'Leah Lopez', email: 'leah@example.com', has_account: false });
    const [looked] = await t.database.db.select({ patient: auditLog.patientId }).from(auditLog).where(and(eq(auditLog.action, 'dependent_claim.inspect'), eq(auditLog.subjectId, dependent.id)));
    expect(looked).toEqual({ patient: guardian.id });

    const leah = await registerAndSignIn('Leah Lopez', 'leah@example.com');
    const claimed = await call(leah, 'POST', '/api/record-claims/claim', { token });
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json<RecordClaimed>()).toEqual({ message: claimMessages.claimed, appointments_moved: 2 });

    const rows = await t.database.db.select({ id: appointments.id, patientId: appointments.patientId, dependentId: appointments.dependentId, contactEmail: appointments.contactEmail }).from(appointments).where(sql`${appointments.id} in (${appointmentId}, ${past?.id ?? ''})`);
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row).toMatchObject({ patientId: leah.id, dependentId: null, contactEmail: 'leah@example.com' });

    const mine = (await call(leah, 'GET', `/api/patients/get-appointments/${leah.id}`)).json<PatientAppointments>().appointments;
    expect(mine.map((a) => a.id).sort()).toEqual([appointmentId, past?.id].sort());
    expect(mine.every((a) => a.dependent === null)).toBe(true);
    const theirs = (await call(guardian, 'GET', `/api/patients/get-appointments/${guardian.id}`)).json<PatientAppointments>().appointments;
    expect(theirs.map((a) => a.id)).not.toContain(appointmentId);

    const family = (await call(guardian, 'GET', '/api/dependents')).json<Dependents>();
    expect(family.dependents.find((d) => d.id === dependent.id)).toMatchObject({ has_own_account: true, can_book: false });
    const [marked] = await t.database.db.select({ by: dependents.claimedBy, at: dependents.claimedAt }).from(dependents).where(eq(dependents.id, dependent.id));
    expect(marked?.by).toBe(leah.id);
    expect(marked?.at).toBeInstanceOf(Date);
    // The guardian no longer changes them, and staff no longer list them.
    expect((await injectAs(t.app, guardian, { method: 'PUT', url: `/api/dependents/${dependent.id}`, payload: { name: 'Leah', date_of_birth: bornYearsAgo(18), relationship: 'child' } })).statusCode).toBe(404);
    expect((await call(staffMember, 'GET', '/api/staff/families/of-age')).json<OfAgeDependents>().dependents.map((d) => d.id)).not.toContain(dependent.id);

    const again = await call(leah, 'POST', '/api/record-claims/claim', { token });
    expect(again.statusCode).toBe(404);
    expect(again.json<ErrorBody>().error.code).toBe(claimErrorCodes.used);

    const audit = await t.database.db.select({ patient: auditLog.patientId, actor: auditLog.actorId }).from(auditLog).where(and(eq(auditLog.action, 'dependent_claim.claim'), eq(auditLog.subjectId, dependent.id)));
    expect(audit).toEqual(expect.arrayContaining([{ patient: leah.id, actor: leah.id }, { patient: guardian.id, actor: leah.id }]));
    const refused = await t.database.db.select({ detail: auditLog.detail }).from(auditLog).where(eq(auditLog.action, 'dependent_claim.refused'));
    expect(refused.map((r) => r.detail)).toContain(claimErrorCodes.used);
  });

  it('an existing account of the invited address claims it; another account is refused (403)', async () => {
    const { dependent, appointmentId } = await grownChild('Omar Lopez', 21);
    const omar = await createPatient(t.database.db, t.config.jwtSecret, 'Omar Lopez');
    expect((await invite(staffMember, dependent.id, omar.email.toUpperCase())).statusCode).toBe(201);
    const token = await tokenMailedTo(omar.email.toLowerCase());
    expect((await call(null, 'POST', '/api/record-claims/inspect', { token })).json<ClaimInvitation>().has_account).toBe(true);

    const other = await call(guardian, 'POST', '/api/record-claims/claim', { token });
    expect(other.statusCode).toBe(403);
    expect(other.json<ErrorBody>().error.code).toBe(claimErrorCodes.otherAccount);
    expect((await call(doctor, 'POST', '/api/record-claims/claim', { token })).statusCode).toBe(403);
    expect((await call(null, 'POST', '/api/record-claims/claim', { token })).statusCode).toBe(401);

    const claimed = await call(omar, 'POST', '/api/record-claims/claim', { token });
    expect(claimed.json<RecordClaimed>().appointments_moved).toBe(1);
    const [row] = await t.database.db.select({ patientId: appointments.patientId }).from(appointments).where(eq(appointments.id, appointmentId));
    expect(row?.patientId).toBe(omar.id);
  });

  it('moves nothing when the account already has a visit at the time of one of the dependent’s (409)', async () => {
    const { dependent, appointmentId } = await grownChild('Kim Lopez', 19);
    const kim = await createPatient(t.database.db, t.config.jwtSecret, 'Kim Lopez');
    const [visit] = await t.database.db.select({ date: appointments.appointmentDate, time: appointments.appointmentTime }).from(appointments).where(eq(appointments.id, appointmentId));
    const other = await createDoctor(t.database.db, t.config.jwtSecret, 'Bo Lin');
    await t.database.db.insert(appointments).values({ patientId: kim.id, doctorId: other.id, appointmentDate: visit?.date ?? '', appointmentTime: visit?.time ?? '', appointmentType: 'Consultation', reason: 'Own visit', status: 'pending', contactName: 'Kim Lopez', contactEmail: kim.email, contactPhone: '4155550100' });
    expect((await invite(staffMember, dependent.id, kim.email)).statusCode).toBe(201);
    const token = await tokenMailedTo(kim.email.toLowerCase());
    const clash = await call(kim, 'POST', '/api/record-claims/claim', { token });
    expect(clash.statusCode).toBe(409);
    expect(clash.json<ErrorBody>().error.code).toBe(claimErrorCodes.visitClash);
    const [row] = await t.database.db.select({ patientId: appointments.patientId, dependentId: appointments.dependentId }).from(appointments).where(eq(appointments.id, appointmentId));
    expect(row).toEqual({ patientId: guardian.id, dependentId: dependent.id });
    const [invitation] = await t.database.db.select({ usedAt: dependentInvitations.usedAt }).from(dependentInvitations).where(eq(dependentInvitations.dependentId, dependent.id));
    expect(invitation?.usedAt).toBeNull();
  });

  it('refuses an unknown, malformed or expired token (404 with its code) and a dependent not yet of age (409)', async () => {
    const unknown = await call(null, 'POST', '/api/record-claims/inspect', { token: 'A'.repeat(43) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ErrorBody>().error.code).toBe(claimErrorCodes.unknown);
    expect((await call(null, 'POST', '/api/record-claims/inspect', { token: 'short' })).statusCode).toBe(400);

    const { dependent } = await grownChild('Ada Lopez', 18);
    expect((await invite(staffMember, dependent.id, 'ada@example.com')).statusCode).toBe(201);
    const token = await tokenMailedTo('ada@example.com');
    await t.database.db.update(dependentInvitations).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(dependentInvitations.dependentId, dependent.id));
    const expired = await call(null, 'POST', '/api/record-claims/inspect', { token });
    expect(expired.statusCode).toBe(404);
    expect(expired.json<ErrorBody>().error.code).toBe(claimErrorCodes.expired);

    // Sent again, then the date of birth corrected to under age: 409.
    expect((await invite(staffMember, dependent.id, 'ada.l@example.com')).statusCode).toBe(201);
    const fresh = await tokenMailedTo('ada.l@example.com');
    await t.database.db.update(dependents).set({ dateOfBirth: bornYearsAgo(17) }).where(eq(dependents.id, dependent.id));
    const ada = await createPatient(t.database.db, t.config.jwtSecret, 'Ada Lopez');
    const young = await call(ada, 'POST', '/api/record-claims/claim', { token: fresh });
    expect(young.statusCode).toBe(409);
    expect(young.json<ErrorBody>().error.code).toBe(claimErrorCodes.notOfAge);
  });
});

describe('the authorization matrix with family identities (FAMILY-6, FAMILY-10, issue 35.5)', () => {
  it('a guardian, another guardian, a dependent come of age with their own account, a doctor, staff and anyone: each reaches only what is theirs, 0 leaks', async () => {
    const childBody = { name: 'Tom Lopez', date_of_birth: bornYearsAgo(8), relationship: 'child' };
    const young = (await call(guardian, 'POST', '/api/dependents', childBody)).json<{ dependent: Dependent }>().dependent;
    const { dependent: grown, appointmentId: claimedVisit } = await grownChild('Eva Lopez', 19);
    expect((await invite(staffMember, grown.id, 'eva@example.com')).statusCode).toBe(201);
    const token = await tokenMailedTo('eva@example.com');
    const eva = await registerAndSignIn('Eva Lopez', 'eva@example.com');
    expect((await call(eva, 'POST', '/api/record-claims/claim', { token })).statusCode).toBe(200);
    const otherGuardian = await createPatient(t.database.db, t.config.jwtSecret, 'Omar Haddad');
    const theirChild = (await call(otherGuardian, 'POST', '/api/dependents', { ...childBody, name: 'Sara Haddad' })).json<{ dependent: Dependent }>().dependent;

    const identities = { guardian, otherGuardian, comeOfAge: eva, doctor, staff: staffMember, anyone: null } as const;
    type Who = keyof typeof identities;
    // Each route with who may pass; everyone else must be refused (anyone 401, the rest 403 or 404).
    // A call that would change what a later row reads is made only by those who must be refused.
    const matrix: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: Record<string, unknown>; allowed: readonly Who[]; skip?: readonly Who[] }[] = [
      { method: 'GET', url: '/api/dependents', allowed: ['guardian', 'otherGuardian', 'comeOfAge'] },
      { method: 'PUT', url: `/api/dependents/${young.id}`, payload: childBody, allowed: ['guardian'] },
      { method: 'PUT', url: `/api/dependents/${grown.id}`, payload: { ...childBody, name: 'Eva Lopez' }, allowed: [] },
      { method: 'DELETE', url: `/api/dependents/${theirChild.id}`, allowed: [], skip: ['otherGuardian'] },
      { method: 'DELETE', url: `/api/dependents/${grown.id}`, allowed: [] },
      { method: 'POST', url: '/api/patients/book-appointment', payload: { ...bookingOf(otherGuardian, doctor, day(3), '15:00'), dependentId: young.id }, allowed: [], skip: ['guardian'] },
      { method: 'POST', url: '/api/patients/book-appointment', payload: { ...bookingOf(guardian, doctor, day(3), '15:30'), dependentId: grown.id }, allowed: [], skip: ['comeOfAge', 'staff'] },
      { method: 'PUT', url: `/api/patients/cancel-appointment/${claimedVisit}`, payload: {}, allowed: [], skip: ['comeOfAge', 'staff'] },
      { method: 'GET', url: `/api/patients/get-appointments/${eva.id}`, allowed: ['comeOfAge', 'staff'] },
      { method: 'GET', url: '/api/staff/families/of-age', allowed: ['staff'] },
      { method: 'POST', url: `/api/staff/families/${grown.id}/invitation`, payload: { email: 'eva.again@example.com' }, allowed: [], skip: ['staff'] },
      { method: 'POST', url: '/api/record-claims/claim', payload: { token }, allowed: [] },
    ];
    const leaks: string[] = [];
    for (const { method, url, payload, allowed, skip = [] } of matrix) {
      for (const [who, account] of Object.entries(identities) as [Who, TestAccount | null][]) {
        if (skip.includes(who)) continue;
        const response = await injectAs(t.app, account, { method, url, ...(payload ? { payload } : {}) });
        const passed = response.statusCode < 300;
        if (allowed.includes(who) !== passed) leaks.push(`${who} ${method} ${url}: ${String(response.statusCode)} ${response.body.slice(0, 100)}`);
        else if (!passed && ![account === null ? 401 : 403, 404, 409].includes(response.statusCode)) leaks.push(`${who} ${method} ${url}: refused with ${String(response.statusCode)}`);
      }
    }
    expect(leaks).toEqual([]);

    // What the lists that passed show: each person their own.
    const listOf = async (account: TestAccount) => (await call(account, 'GET', '/api/dependents')).json<Dependents>().dependents.map((one) => one.id);
    expect(await listOf(otherGuardian)).toEqual([theirChild.id]);
    expect(await listOf(eva)).toEqual([]);
    expect(await listOf(guardian)).not.toContain(theirChild.id);
    const visitsOf = async (account: TestAccount) => (await call(account, 'GET', `/api/patients/get-appointments/${account.id}`)).json<PatientAppointments>().appointments.map((one) => one.id);
    expect(await visitsOf(eva)).toContain(claimedVisit);
    expect(await visitsOf(guardian)).not.toContain(claimedVisit);
  });
});
