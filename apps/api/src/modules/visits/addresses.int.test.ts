import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { AddressLink } from '@clinvia/contracts/visits';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, confirmedAddresses, users } from '../../db/schema';
import { addDays, todayIn } from '../../lib/clinic-time';
import { bookingOf, createDoctor, createPatient, injectAs, middayZone, type TestAccount } from '../../test/accounts';
import { closeJobsApp, openJobsApp, type TestApp } from '../../test/app';
import { clearOutbox, outboxMails, type OutboxMail } from '../../test/outbox';
import { signAddressLink } from './addresses';

// MAIL-1 (issue 38.1): the clinic's e-mails cannot be turned against anyone. A patient who books
// with a stranger's address as the contact and a phishing line as the contact name: the
// appointment e-mails go to the account's own address and greet by the account's name; the
// stranger gets only a confirmation link in the clinic's own words (no typed text, no doctor, no
// time), at most once; after the owner confirms, the e-mails go there.

const zone = await middayZone();
let t: TestApp;
let dataDir: string;
let doctor: TestAccount;
let patient: TestAccount;
const phishing = 'Your Clinvia account is locked. Verify now at http://evil.example/verify';
const stranger = 'stranger@victim.example.com';

beforeAll(async () => {
  ({ t, dataDir } = await openJobsApp('addresses', zone, { publicForms: { max: 0, windowSeconds: 600 } }));
  doctor = await createDoctor(t.database.db, t.config.jwtSecret, 'Maya Patel');
  patient = await createPatient(t.database.db, t.config.jwtSecret, 'Alex Morgan');
});

afterEach(() => clearOutbox(dataDir));
afterAll(() => closeJobsApp(t, dataDir));

const day = (offset: number) => addDays(todayIn(zone), offset);

async function bookAs(account: TestAccount, time: string, contact: { patientName: string; patientEmail: string }, offset = 2): Promise<void> {
  const response = await injectAs(t.app, account, { method: 'POST', url: '/api/patients/book-appointment', payload: bookingOf(account, doctor, day(offset), time, contact) });
  expect(response.statusCode, response.body).toBe(201);
}

async function sent(): Promise<OutboxMail[]> {
  await t.app.jobs.drain();
  return outboxMails(dataDir);
}

const recipientsOf = (mail: OutboxMail) => (Array.isArray(mail.mail.to) ? mail.mail.to : mail.mail.to ? [mail.mail.to] : []).flatMap((to) => to.value.map((address) => address.address));
const wholeText = (mail: OutboxMail) => `${mail.mail.subject ?? ''}\n${mail.mail.text ?? ''}\n${typeof mail.mail.html === 'string' ? mail.mail.html : ''}\n${mail.calendar ?? ''}`;
const tokenIn = (mail: OutboxMail) => /confirm-address\?token=([A-Za-z0-9_.-]+)/.exec(mail.mail.text ?? '')?.[1] ?? '';

describe('appointment e-mails go only to a confirmed address (MAIL-1)', () => {
  it('sends the booking e-mail to the account, greeting by its name; the stranger gets only a confirmation link in the clinic’s words', async () => {
    await bookAs(patient, '09:00', { patientName: phishing, patientEmail: stranger });
    const mails = await sent();
    const booked = mails.find((mail) => mail.mail.subject?.startsWith('Appointment requested'));
    expect(booked && recipientsOf(booked)).toEqual([patient.email]);
    expect(booked?.mail.text).toContain('Dear Alex Morgan,');
    for (const mail of mails) expect(wholeText(mail)).not.toContain('account is locked');

    const toStranger = mails.filter((mail) => recipientsOf(mail).includes(stranger));
    expect(toStranger).toHaveLength(1);
    const [confirmation] = toStranger;
    if (!confirmation) throw new Error('no confirmation e-mail');
    expect(confirmation.mail.subject).toBe('Confirm this address for Clinvia appointment e-mails');
    // Nothing about the visit, nobody's name: only the clinic's fixed words and the link.
    for (const leak of ['Maya', 'Patel', 'Alex', 'Morgan', 'evil.example', 'headaches']) expect(wholeText(confirmation)).not.toContain(leak);
    expect(tokenIn(confirmation)).not.toBe('');
  });

  it('sends the link once per address, to at most three addresses a day per account', async () => {
    const other = await createPatient(t.database.db, t.config.jwtSecret, 'Blair Stone');
    const addresses = ['a@one.example.com', 'a@one.example.com', 'b@two.example.com', 'c@three.example.com', 'd@four.example.com'];
    const times = ['09:00', '10:00', '11:00', '13:00', '14:00'];
    for (const [index, address] of addresses.entries()) await bookAs(other, times[index] ?? '', { patientName: 'Blair', patientEmail: address }, 4);
    const confirmations = (await sent()).filter((mail) => mail.mail.subject?.startsWith('Confirm this address'));
    expect(confirmations.flatMap(recipientsOf).sort()).toEqual(['a@one.example.com', 'b@two.example.com', 'c@three.example.com']);
    const sentRows = await t.database.db.select().from(auditLog).where(and(eq(auditLog.actorId, other.id), eq(auditLog.action, 'contact_address.link_sent')));
    expect(sentRows).toHaveLength(3);
  });

  it('once the owner confirms through the page’s POST, the appointment e-mails go to that address', async () => {
    const owner = await createPatient(t.database.db, t.config.jwtSecret, 'Casey Doe');
    await bookAs(owner, '09:30', { patientName: 'Casey', patientEmail: 'Casey.Family@home.example.com' }, 3);
    const confirmation = (await sent()).find((mail) => recipientsOf(mail).includes('casey.family@home.example.com'));
    if (!confirmation) throw new Error('no confirmation e-mail');
    const token = tokenIn(confirmation);

    // Opening the link (a mail scanner does) confirms nothing.
    const shown = await t.app.inject({ method: 'GET', url: `/api/contact-address-links?token=${token}` });
    expect(shown.statusCode).toBe(200);
    expect(shown.json<AddressLink>()).toMatchObject({ state: 'ready', email: 'casey.family@home.example.com' });
    expect(await t.database.db.select().from(confirmedAddresses).where(eq(confirmedAddresses.userId, owner.id))).toHaveLength(0);

    const confirmed = await t.app.inject({ method: 'POST', url: '/api/contact-address-links', payload: { token } });
    expect(confirmed.json<AddressLink>().state).toBe('done');
    expect((await t.app.inject({ method: 'POST', url: '/api/contact-address-links', payload: { token } })).json<AddressLink>().state).toBe('done');
    await rm(path.join(dataDir, 'outbox'), { recursive: true, force: true });

    await bookAs(owner, '10:30', { patientName: 'Casey', patientEmail: 'casey.family@home.example.com' }, 3);
    const mails = await sent();
    const booked = mails.find((mail) => mail.mail.subject?.startsWith('Appointment requested'));
    expect(booked && recipientsOf(booked)).toEqual(['casey.family@home.example.com']);
    expect(booked?.mail.text).toContain('Dear Casey Doe,');
    expect(mails.filter((mail) => mail.mail.subject?.startsWith('Confirm this address'))).toHaveLength(0);
  });

  it('writes the confirmation link in the language of the patient who gave the address (I18N-10)', async () => {
    const hablante = await createPatient(t.database.db, t.config.jwtSecret, 'Lucía Fernández');
    await t.database.db.update(users).set({ language: 'es' }).where(eq(users.id, hablante.id));
    await bookAs(hablante, '11:30', { patientName: 'Lucía', patientEmail: 'hijo@home.example.com' }, 5);
    const confirmation = (await sent()).find((mail) => recipientsOf(mail).includes('hijo@home.example.com'));
    expect(confirmation?.mail.subject).toBe('Confirme esta dirección para los correos de citas de Clinvia');
    expect(confirmation?.mail.text).toContain('Para recibir aquí los correos de sus citas, abra este enlace en los próximos 7 días y presione Confirmar:');
    if (!confirmation) throw new Error('no confirmation e-mail');
    expect(tokenIn(confirmation)).not.toBe('');
    for (const leak of ['Lucía', 'Fernández', 'Maya', 'Patel']) expect(wholeText(confirmation)).not.toContain(leak);
  });

  it('refuses a tampered, foreign or expired link', async () => {
    const token = signAddressLink(t.config.linkSecret, { userId: patient.id, email: stranger, expiresAt: new Date(Date.now() + 60_000) });
    const [payload = '', signature = ''] = token.split('.');
    const tampered = `${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    const foreign = signAddressLink('another-secret-that-is-long-enough-for-hmac', { userId: patient.id, email: stranger, expiresAt: new Date(Date.now() + 60_000) });
    for (const bad of [tampered, foreign]) {
      expect((await t.app.inject({ method: 'GET', url: `/api/contact-address-links?token=${bad}` })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'POST', url: '/api/contact-address-links', payload: { token: bad } })).statusCode).toBe(404);
    }
    const expired = signAddressLink(t.config.linkSecret, { userId: patient.id, email: stranger, expiresAt: new Date(Date.now() - 1000) });
    expect((await t.app.inject({ method: 'GET', url: `/api/contact-address-links?token=${expired}` })).json<AddressLink>().state).toBe('expired');
    const refused = await t.app.inject({ method: 'POST', url: '/api/contact-address-links', payload: { token: expired } });
    expect(refused.statusCode).toBe(409);
    expect(await t.database.db.select().from(confirmedAddresses).where(eq(confirmedAddresses.userId, patient.id))).toHaveLength(0);
  });
});
