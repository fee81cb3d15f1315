import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ErrorBody } from '@clinvia/contracts';
import type { BookingResponse, PatientAppointment } from '@clinvia/contracts/appointments';
import * as authOps from '@clinvia/contracts/operations/auth';
import { actingForHeader, proxyErrorCodes, proxyInvitationsPerHour, proxyMessages, type Proxies, type ProxyActivity, type ProxyScope } from '@clinvia/contracts/proxies';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { auditLog, proxyGrants, users } from '../../db/schema';
import { addDays, todayIn } from '../../lib/clinic-time';
import { bookingOf, createDoctor, createPatient, injectAs, middayZone, type TestAccount } from '../../test/accounts';
import { placeAppointment } from '../../test/appointments';
import { createTestApp, type TestApp } from '../../test/app';
import { outboxMails } from '../../test/outbox';

// PROXY-1 to PROXY-8 (issue 35.2 to 35.5): inviting, accepting, acting within each scope, what
// is refused while acting, the audit 'A on behalf of B', and a revoked, left or expired grant
// refused at once, on a second replica too; then the authorization matrix of every signed-in
// route against each proxy identity.

const zone = await middayZone();
let t: TestApp;
let dataDir: string;
let patient: TestAccount;
let doctor: TestAccount;
let today: string;

const day = (offset: number) => addDays(today, offset);
const secret = () => t.config.jwtSecret;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (account: TestAccount, method: Method, url: string, payload?: Record<string, unknown>, actingFor?: string, app: FastifyInstance = t.app) =>
  injectAs(app, account, { method, url, ...(payload ? { payload } : {}), ...(actingFor ? { headers: { [actingForHeader]: actingFor } } : {}) } satisfies InjectOptions);

/** The token of the newest invitation e-mailed to `email`. */
async function invitationToken(email: string): Promise<string> {
  const mails = (await outboxMails(dataDir)).filter((one) => one.mail.to !== undefined && JSON.stringify(one.mail.to).includes(email));
  const text = mails.at(-1)?.mail.text ?? '';
  const token = /proxy-invitation\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (token === undefined) throw new Error(`No invitation to ${email}`);
  return token;
}

/** A new patient who accepted `from`'s invitation with `scopes`. */
async function proxyOf(from: TestAccount, name: string, scopes: ProxyScope[], endsOn: string | null = null): Promise<{ proxy: TestAccount; grantId: string }> {
  const proxy = await createPatient(t.database.db, secret(), name);
  const invited = await call(from, 'POST', '/api/proxies', { email: proxy.email, scopes, ends_on: endsOn });
  expect(invited.statusCode, invited.body).toBe(201);
  const accepted = await call(proxy, 'POST', '/api/proxies/accept', { token: await invitationToken(proxy.email) });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { proxy, grantId: accepted.json<{ acting_for: { id: string } }>().acting_for.id };
}

const codeOf = (response: LightMyRequestResponse) => response.json<ErrorBody>().error.code;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'clinvia-proxies-'));
  t = await createTestApp({ config: { clinicTimeZone: zone, dataDir } });
  today = todayIn(zone);
  patient = await createPatient(t.database.db, secret(), 'Maria Lopez');
  doctor = await createDoctor(t.database.db, secret(), 'Ana Ruiz');
});

afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('inviting and accepting (PROXY-1, PROXY-2, PROXY-3)', () => {
  it('answers a message per field: e-mail, scopes, booking without seeing, a past end date, oneself', async () => {
    const empty = await call(patient, 'POST', '/api/proxies', { email: 'nope', scopes: [], ends_on: '2020-02-30' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<ErrorBody>().error.fields).toMatchObject({ email: proxyMessages.emailInvalid, scopes: proxyMessages.scopesRequired, ends_on: proxyMessages.endsOnInvalid });
    const bookOnly = await call(patient, 'POST', '/api/proxies', { email: 'someone@example.test', scopes: ['book'] });
    expect(bookOnly.json<ErrorBody>().error.fields).toEqual({ scopes: proxyMessages.bookNeedsRead });
    const past = await call(patient, 'POST', '/api/proxies', { email: 'someone@example.test', scopes: ['read'], ends_on: day(-1) });
    expect(past.json<ErrorBody>().error.fields).toEqual({ ends_on: proxyMessages.endsOnPast });
    const self = await call(patient, 'POST', '/api/proxies', { email: patient.email.toUpperCase(), scopes: ['read'] });
    expect(self.json<ErrorBody>().error.fields).toEqual({ email: proxyMessages.ownEmail });
  });

  it('e-mails a link that works once for another patient; the patient lists the proxy and what they may do; the proxy lists whom they act for', async () => {
    const helper = await createPatient(t.database.db, secret(), 'Hugo Helper');
    const invited = await call(patient, 'POST', '/api/proxies', { email: helper.email, scopes: ['read', 'message'], ends_on: day(30) });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json<{ proxy: { status: string } }>().proxy.status).toBe('invited');
    const token = await invitationToken(helper.email);
    // Only its hash is stored.
    const [row] = await t.database.db.select({ tokenHash: proxyGrants.tokenHash }).from(proxyGrants).where(eq(proxyGrants.email, helper.email));
    expect(row?.tokenHash).not.toContain(token);

    // The patient cannot accept their own invitation.
    const own = await call(patient, 'POST', '/api/proxies/accept', { token });
    expect(own.statusCode).toBe(409);
    const accepted = await call(helper, 'POST', '/api/proxies/accept', { token });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<{ message: string }>().message).toBe(proxyMessages.accepted('Maria Lopez'));
    // Used once: the link is spent.
    expect((await call(helper, 'POST', '/api/proxies/accept', { token })).statusCode).toBe(404);
    expect((await call(helper, 'POST', '/api/proxies/accept', { token: 'made-up' })).statusCode).toBe(404);

    const mine = (await call(patient, 'GET', '/api/proxies')).json<Proxies>();
    expect(mine.proxies.find((one) => one.email === helper.email)).toMatchObject({ proxy_name: 'Hugo Helper', scopes: ['read', 'message'], ends_on: day(30), status: 'active' });
    const theirs = (await call(helper, 'GET', '/api/proxies')).json<Proxies>();
    expect(theirs.acting_for).toEqual([{ id: expect.any(String) as string, patient_id: patient.id, patient_name: 'Maria Lopez', scopes: ['read', 'message'], ends_on: day(30) }]);
    expect(theirs.proxies).toEqual([]);
  });

  it('counts the invitations of a session: past its hourly number the next is 429 with a plain message, and nothing is sent', async () => {
    const busy = await createPatient(t.database.db, secret(), 'Bea Busy');
    for (let sent = 0; sent < proxyInvitationsPerHour; sent += 1) {
      // Refused for its fields (no e-mail goes out), and still counted.
      expect((await call(busy, 'POST', '/api/proxies', { email: 'not-an-address', scopes: ['read'] })).statusCode).toBe(400);
    }
    const over = await call(busy, 'POST', '/api/proxies', { email: 'friend@example.test', scopes: ['read'] });
    expect(over.statusCode).toBe(429);
    expect(over.json<ErrorBody>().error.message).toBe(proxyMessages.tooManyInvitations);
    expect(await t.database.db.select({ id: proxyGrants.id }).from(proxyGrants).where(eq(proxyGrants.patientId, busy.id))).toEqual([]);
  });

  it('a new grant to the same person replaces the one before it, with the new scopes', async () => {
    const { proxy, grantId } = await proxyOf(patient, 'Nina Again', ['read']);
    const again = await call(patient, 'POST', '/api/proxies', { email: proxy.email, scopes: ['message'] });
    expect(again.statusCode).toBe(201);
    const accepted = await call(proxy, 'POST', '/api/proxies/accept', { token: await invitationToken(proxy.email) });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const listed = (await call(patient, 'GET', '/api/proxies')).json<Proxies>().proxies.filter((one) => one.email === proxy.email);
    expect(listed.map((one) => [one.id === grantId ? 'old' : 'new', one.status, one.scopes])).toEqual([
      ['new', 'active', ['message']],
      ['old', 'ended', ['read']],
    ]);
    expect(codeOf(await call(proxy, 'GET', '/api/record', undefined, patient.id))).toBe(proxyErrorCodes.scopeMissing);
    expect((await call(proxy, 'GET', '/api/threads', undefined, patient.id)).statusCode).toBe(200);
  });

  it('an invitation older than 7 days, or withdrawn, no longer opens', async () => {
    const late = await createPatient(t.database.db, secret(), 'Lena Late');
    await call(patient, 'POST', '/api/proxies', { email: late.email, scopes: ['read'] });
    const token = await invitationToken(late.email);
    await t.database.db.update(proxyGrants).set({ invitationExpiresAt: new Date(Date.now() - 1000) }).where(eq(proxyGrants.email, late.email));
    expect((await call(late, 'POST', '/api/proxies/accept', { token })).statusCode).toBe(404);

    const withdrawn = await call(patient, 'POST', '/api/proxies', { email: `w-${late.email}`, scopes: ['read'] });
    const grantId = withdrawn.json<{ proxy: { id: string } }>().proxy.id;
    const withdrawnToken = await invitationToken(`w-${late.email}`);
    expect((await call(patient, 'DELETE', `/api/proxies/${grantId}`)).statusCode).toBe(200);
    expect((await call(late, 'POST', '/api/proxies/accept', { token: withdrawnToken })).statusCode).toBe(404);
  });
});

describe('the invitation’s language (I18N-10)', () => {
  const mailTo = async (email: string) => (await outboxMails(dataDir)).filter((one) => JSON.stringify(one.mail.to).includes(email)).at(-1)?.mail;
  const spanish = async (account: TestAccount) => t.database.db.update(users).set({ language: 'es' }).where(eq(users.id, account.id));

  it('is the invited account’s when the address has one, else the inviting patient’s', async () => {
    const hablante = await createPatient(t.database.db, secret(), 'Lucía Fernández');
    await spanish(hablante);
    const english = await createPatient(t.database.db, secret(), 'Erin English');

    // No account at the address: the inviting patient's language.
    expect((await call(hablante, 'POST', '/api/proxies', { email: 'hermana@example.test', scopes: ['read', 'book'], ends_on: day(30) })).statusCode).toBe(201);
    const toSister = await mailTo('hermana@example.test');
    expect(toSister?.subject).toBe('Lucía Fernández lo invita a actuar en su nombre en Clinvia');
    expect(toSister?.text).toContain(`Hola:\n\nLucía Fernández lo invita a actuar en su nombre en el portal de pacientes de Clinvia, hasta el ${day(30)}:\n- Ver citas y expediente\n- Programar, cambiar y cancelar citas\n\nPara aceptar, abra este enlace en los próximos 7 días`);
    expect((await call(english, 'POST', '/api/proxies', { email: 'brother@example.test', scopes: ['message'] })).statusCode).toBe(201);
    const toBrother = await mailTo('brother@example.test');
    expect(toBrother?.subject).toBe('Erin English invites you to act for them at Clinvia');
    expect(toBrother?.text).toContain('Erin English invites you to act for them in the Clinvia patient portal, until they end it:\n- Message the clinic\n\nTo accept, open this link within 7 days');

    // An account at the address: its own language, whoever invites.
    expect((await call(english, 'POST', '/api/proxies', { email: hablante.email, scopes: ['read'] })).statusCode).toBe(201);
    expect((await mailTo(hablante.email))?.subject).toBe('Erin English lo invita a actuar en su nombre en Clinvia');
  });
});

describe('acting for the patient (PROXY-4, PROXY-5, PROXY-6)', () => {
  it('a proxy with every scope sees, books, moves, cancels and messages as the patient; each action audited as the proxy on the patient’s behalf', async () => {
    const { proxy } = await proxyOf(patient, 'Paul Proxy', ['read', 'book', 'message']);
    const booked = await call(proxy, 'POST', '/api/patients/book-appointment', bookingOf(patient, doctor, day(2), '10:00'), patient.id);
    expect(booked.statusCode, booked.body).toBe(201);
    const { appointment } = booked.json<BookingResponse>();
    expect(appointment.patient_id).toBe(patient.id);

    const list = await call(proxy, 'GET', `/api/patients/get-appointments/${patient.id}`, undefined, patient.id);
    expect(list.statusCode).toBe(200);
    expect(list.json<{ appointments: PatientAppointment[] }>().appointments.map((one) => one.id)).toContain(appointment.id);
    expect((await call(proxy, 'PUT', `/api/patients/reschedule-appointment/${appointment.id}`, { date: day(3), time: '11:00' }, patient.id)).statusCode).toBe(200);
    expect((await call(proxy, 'PUT', `/api/patients/cancel-appointment/${appointment.id}`, {}, patient.id)).statusCode).toBe(200);
    expect((await call(proxy, 'GET', '/api/record', undefined, patient.id)).statusCode).toBe(200);
    const thread = await call(proxy, 'POST', '/api/threads', { topic: 'other', body: 'Writing for my mother: may she bring her own glucose meter?' }, patient.id);
    expect(thread.statusCode, thread.body).toBe(201);

    // Without the header the proxy is only themselves: the patient's records stay closed.
    expect((await call(proxy, 'GET', `/api/patients/get-appointments/${patient.id}`)).statusCode).toBe(403);

    const rows = await t.database.db
      .select({ actorId: auditLog.actorId, patientId: auditLog.patientId, action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.onBehalfOf, patient.id), isNotNull(auditLog.actorId)));
    // The patient is never the actor of a row written while someone acted for them.
    expect(rows.some((row) => row.actorId === patient.id)).toBe(false);
    const byProxy = rows.filter((row) => row.actorId === proxy.id);
    expect(byProxy.length).toBeGreaterThan(0);
    expect(byProxy.map((row) => row.action)).toEqual(expect.arrayContaining(['appointment.book', 'appointment.list', 'appointment.reschedule', 'appointment.cancel', 'thread.create']));
    expect(byProxy.find((row) => row.action === 'appointment.book')?.patientId).toBe(patient.id);

    // PROXY-6: the patient sees what their proxies did.
    const activity = await call(patient, 'GET', '/api/proxies/activity');
    expect(activity.statusCode).toBe(200);
    const items = activity.json<ProxyActivity>().items;
    expect(items.find((item) => item.action === 'appointment.book')).toMatchObject({ proxy_name: 'Paul Proxy', subject_type: 'appointment', subject_id: appointment.id });
  });

  it('a proxy with book checks the patient in and answers the visit’s questionnaires; one with read only looks; neither signs a consent (PROXY-5)', async () => {
    const { proxy: helper } = await proxyOf(patient, 'Hana Helper', ['read', 'book']);
    const { proxy: reader } = await proxyOf(patient, 'Rita Reader', ['read']);
    const { id: visit } = await placeAppointment(t.database.db, patient, doctor, day(1), '10:00', 'confirmed');
    const checkIn = `/api/appointments/${visit}/check-in`;
    const contact = { name: 'Maria Lopez', email: patient.email, phone: '(415) 555-0100', age: 71, gender: 'female', address: '12 Cedar Ln, Austin, TX' };

    expect((await call(reader, 'GET', checkIn, undefined, patient.id)).statusCode).toBe(200);
    const refused = await call(reader, 'PUT', checkIn, { step: 'contact', contact }, patient.id);
    expect(refused.statusCode).toBe(403);
    expect(codeOf(refused)).toBe(proxyErrorCodes.scopeMissing);
    const saved = await call(helper, 'PUT', checkIn, { step: 'contact', contact }, patient.id);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ check_in: { contact: { age: number } } }>().check_in.contact.age).toBe(71);
    expect((await call(helper, 'GET', `/api/appointments/${visit}/questionnaires`, undefined, patient.id)).statusCode).toBe(200);

    const signing = await call(helper, 'POST', '/api/consents/00000000-0000-4000-8000-000000000000/signatures', { method: 'typed', typed_name: 'Maria Lopez' }, patient.id);
    expect(signing.statusCode).toBe(403);
    expect(codeOf(signing)).toBe(proxyErrorCodes.notAllowed);

    const [row] = await t.database.db
      .select({ actor: auditLog.actorId, patient: auditLog.patientId, onBehalfOf: auditLog.onBehalfOf })
      .from(auditLog)
      .where(and(eq(auditLog.actorId, helper.id), eq(auditLog.subjectId, visit), eq(auditLog.action, 'check_in.save')));
    expect(row).toEqual({ actor: helper.id, patient: patient.id, onBehalfOf: patient.id });
  });

  it('a proxy without a scope gets 403 proxy_scope_missing for it', async () => {
    const { proxy } = await proxyOf(patient, 'Rita Reader', ['read']);
    expect((await call(proxy, 'GET', `/api/patients/get-appointments/${patient.id}`, undefined, patient.id)).statusCode).toBe(200);
    const book = await call(proxy, 'POST', '/api/patients/book-appointment', bookingOf(patient, doctor, day(4), '10:00'), patient.id);
    expect(book.statusCode).toBe(403);
    expect(codeOf(book)).toBe(proxyErrorCodes.scopeMissing);
    const message = await call(proxy, 'GET', '/api/threads', undefined, patient.id);
    expect(codeOf(message)).toBe(proxyErrorCodes.scopeMissing);

    // PROXY-6: the refusal is a row, naming the proxy, the person and why.
    const refusals = await t.database.db.select({ subjectId: auditLog.subjectId, detail: auditLog.detail }).from(auditLog).where(and(eq(auditLog.actorId, proxy.id), eq(auditLog.action, 'proxy.refused')));
    expect(refusals).toContainEqual({ subjectId: patient.id, detail: `${proxyErrorCodes.scopeMissing} POST /api/patients/book-appointment` });

    const { proxy: writer } = await proxyOf(patient, 'Walt Writer', ['message']);
    expect((await call(writer, 'GET', '/api/threads', undefined, patient.id)).statusCode).toBe(200);
    expect(codeOf(await call(writer, 'GET', '/api/record', undefined, patient.id))).toBe(proxyErrorCodes.scopeMissing);
  });

  it('never reaches the patient’s sessions, password, two-step sign-in, account or proxies while acting (403 proxy_not_allowed)', async () => {
    const { proxy } = await proxyOf(patient, 'Sid Snoop', ['read', 'book', 'message']);
    for (const [method, url, payload] of [
      ['GET', authOps.listSessions.path, undefined],
      ['GET', authOps.getAccount.path, undefined],
      ['GET', authOps.getMfaStatus.path, undefined],
      ['PUT', authOps.changePassword.path, { currentPassword: 'x', newPassword: 'y' }],
      ['POST', authOps.signOutEverywhere.path, {}],
      ['GET', '/api/proxies', undefined],
      ['POST', '/api/proxies', { email: 'x@example.test', scopes: ['read'] }],
      ['GET', '/api/dependents', undefined],
    ] as const) {
      const response = await call(proxy, method, url, payload, patient.id);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(codeOf(response), `${method} ${url}`).toBe(proxyErrorCodes.notAllowed);
    }
    // Acting for someone who gave no grant: refused, whatever the route.
    const stranger = await createPatient(t.database.db, secret(), 'Stan Ger');
    expect(codeOf(await call(proxy, 'GET', `/api/patients/get-appointments/${stranger.id}`, undefined, stranger.id))).toBe(proxyErrorCodes.inactive);
    expect(codeOf(await call(proxy, 'GET', '/api/record', undefined, 'not-an-id'))).toBe(proxyErrorCodes.inactive);
  });
});

describe('ending a grant (PROXY-3, PROXY-7)', () => {
  it('revoked by the patient, the proxy is refused at once, on another replica too; the proxy can leave; an expired grant is refused', async () => {
    const { proxy, grantId } = await proxyOf(patient, 'Vera Revoked', ['read']);
    // A second replica on the same database: nothing of a grant is kept in memory.
    const replica = await buildApp({ database: t.database, config: t.config, logger: false });
    try {
      expect((await call(proxy, 'GET', '/api/record', undefined, patient.id, replica)).statusCode).toBe(200);
      const stranger = await createPatient(t.database.db, secret(), 'Nosy Other');
      expect((await call(stranger, 'DELETE', `/api/proxies/${grantId}`)).statusCode).toBe(404);
      expect((await call(patient, 'DELETE', `/api/proxies/${grantId}`)).statusCode).toBe(200);
      for (const app of [t.app, replica]) {
        const refused = await call(proxy, 'GET', '/api/record', undefined, patient.id, app);
        expect(refused.statusCode).toBe(403);
        expect(codeOf(refused)).toBe(proxyErrorCodes.inactive);
      }
      expect((await call(proxy, 'GET', '/api/proxies')).json<Proxies>().acting_for).toEqual([]);
      expect((await call(patient, 'GET', '/api/proxies')).json<Proxies>().proxies.find((one) => one.id === grantId)?.status).toBe('ended');
    } finally {
      await replica.close();
    }

    const { proxy: leaver, grantId: leftId } = await proxyOf(patient, 'Lou Leaver', ['read']);
    const left = await call(leaver, 'DELETE', `/api/proxies/${leftId}`);
    expect(left.json<{ message: string }>().message).toBe(proxyMessages.left);
    expect(codeOf(await call(leaver, 'GET', '/api/record', undefined, patient.id))).toBe(proxyErrorCodes.inactive);

    const { proxy: lapsed, grantId: lapsedId } = await proxyOf(patient, 'Ed Expired', ['read'], day(0));
    expect((await call(lapsed, 'GET', '/api/record', undefined, patient.id)).statusCode).toBe(200);
    await t.database.db.update(proxyGrants).set({ endsOn: day(-1) }).where(eq(proxyGrants.id, lapsedId));
    expect(codeOf(await call(lapsed, 'GET', '/api/record', undefined, patient.id))).toBe(proxyErrorCodes.inactive);
  });
});

describe('the authorization matrix with proxy identities (PROXY-8)', () => {
  interface DocumentOperation {
    operationId: string;
    security?: unknown[];
    'x-proxy-scope'?: ProxyScope;
  }

  it('every signed-in route, for a proxy of each scope and a revoked, left and expired one: only a held scope passes, 0 leaks', async () => {
    const reader = await proxyOf(patient, 'Matrix Reader', ['read']);
    const booker = await proxyOf(patient, 'Matrix Booker', ['read', 'book']);
    const writer = await proxyOf(patient, 'Matrix Writer', ['message']);
    const revoked = await proxyOf(patient, 'Matrix Revoked', ['read', 'book', 'message']);
    await call(patient, 'DELETE', `/api/proxies/${revoked.grantId}`);
    const left = await proxyOf(patient, 'Matrix Left', ['read', 'book', 'message']);
    await call(left.proxy, 'DELETE', `/api/proxies/${left.grantId}`);
    const expired = await proxyOf(patient, 'Matrix Expired', ['read', 'book', 'message']);
    await t.database.db.update(proxyGrants).set({ endsOn: day(-1) }).where(eq(proxyGrants.id, expired.grantId));
    const identities: readonly { name: string; proxy: TestAccount; scopes: readonly ProxyScope[] }[] = [
      { name: 'proxy(read)', proxy: reader.proxy, scopes: ['read'] },
      { name: 'proxy(read, book)', proxy: booker.proxy, scopes: ['read', 'book'] },
      { name: 'proxy(message)', proxy: writer.proxy, scopes: ['message'] },
      { name: 'revoked proxy', proxy: revoked.proxy, scopes: [] },
      { name: 'left proxy', proxy: left.proxy, scopes: [] },
      { name: 'expired proxy', proxy: expired.proxy, scopes: [] },
    ];

    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, DocumentOperation>> }>();
    const routes = Object.entries(document.paths)
      .filter(([route]) => route.startsWith('/api/'))
      .flatMap(([route, methods]) => Object.entries(methods).map(([method, operation]) => ({ route, method: method.toUpperCase() as Method, operation })))
      .filter(({ operation }) => (operation.security?.length ?? 0) > 0);
    // The routes a proxy may use are few and named; everything else is refused while acting.
    expect(routes.filter(({ operation }) => operation['x-proxy-scope'] !== undefined).length).toBeGreaterThanOrEqual(20);

    const leaks: string[] = [];
    let checked = 0;
    for (const { route, method, operation } of routes) {
      // The patient's own id where a route names a patient: a leak would be their records.
      const url = route.replace(/\{patientId\}/g, patient.id).replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      const scope = operation['x-proxy-scope'];
      for (const identity of identities) {
        const response = await call(identity.proxy, method, url, method === 'GET' || method === 'DELETE' ? undefined : {}, patient.id);
        checked += 1;
        const allowed = scope !== undefined && identity.scopes.includes(scope);
        const expected = scope === undefined ? proxyErrorCodes.notAllowed : identity.scopes.length === 0 ? proxyErrorCodes.inactive : proxyErrorCodes.scopeMissing;
        if (allowed) {
          if (response.statusCode === 403) leaks.push(`${identity.name} ${method} ${route}: refused a granted scope (${response.body})`);
        } else if (response.statusCode !== 403 || codeOf(response) !== expected) {
          leaks.push(`${identity.name} ${method} ${route}: ${String(response.statusCode)} ${response.body.slice(0, 120)}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(identities.length * 100);
    expect(leaks).toEqual([]);
  });
});
