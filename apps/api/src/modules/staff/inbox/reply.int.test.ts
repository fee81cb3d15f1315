import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contactReplyMessages, type InboxMessage } from '@clinvia/contracts/staff';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, contactMessageReplies, contactMessages } from '../../../db/schema';
import { createPatient, createStaff, injectAs, type TestAccount } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/app';
import { outboxMails } from '../../../test/outbox';

// STAFF-19: staff answer a contact message by e-mail from the inbox.

let t: TestApp;
let dataDir: string;
let staffMember: TestAccount;

async function newMessage(email = 'sender@example.com'): Promise<string> {
  const [row] = await t.database.db
    .insert(contactMessages)
    .values({ name: 'Rosa Sender', email, subject: 'Click https://phish.example now', message: 'Your account is locked, log in at https://phish.example' })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error('no message');
  return row.id;
}

const reply = (account: TestAccount | null, id: string, payload: object) => injectAs(t.app, account, { method: 'POST', url: `/api/staff/contact-messages/${id}/reply`, payload });

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'clinvia-reply-test-'));
  t = await createTestApp({ config: { dataDir, appUrl: 'https://portal.clinvia.health' } });
  staffMember = await createStaff(t.database.db, t.config.jwtSecret, true);
});

afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('replying to a contact message (STAFF-19)', () => {
  it('e-mails the reply signed by the clinic, records who, when and what, and marks the message answered', async () => {
    const id = await newMessage();
    const text = 'Dear Rosa, we have checked: your account is fine.\n\nCall us if <b>anything</b> looks wrong.';
    const response = await reply(staffMember, id, { reply: `  ${text}  ` });
    expect(response.statusCode).toBe(200);
    const message = response.json<InboxMessage>();
    expect(message.status).toBe('answered');
    expect(message.replies).toEqual([{ sent_at: expect.any(String) as string, sent_by: 'Sam Staff', body: text }]);

    const [mail] = (await outboxMails(dataDir, (file) => file.endsWith('-sender@example.com.eml'))).map((entry) => entry.mail);
    expect(mail?.to && 'text' in mail.to ? mail.to.text : undefined).toBe('sender@example.com');
    expect(mail?.subject).toBe('Our answer to your message to Clinvia');
    expect(mail?.text).toContain('Dear Rosa Sender,');
    expect(mail?.text).toContain('Dear Rosa, we have checked: your account is fine.');
    expect(mail?.text).toContain('Kind regards,\nThe Clinvia team');
    expect(mail?.text).toContain('https://portal.clinvia.health/contact');
    // The sender's own words never travel in the clinic's mail (a stranger's text to any address).
    expect(`${mail?.subject ?? ''} ${mail?.text ?? ''} ${String(mail?.html)}`).not.toContain('phish.example');
    // The reply is text in the HTML part, never markup.
    expect(mail?.html).toContain('&lt;b&gt;anything&lt;/b&gt;');
    expect(mail?.html).not.toContain('<b>');

    const audit = await t.database.db.select({ actor: auditLog.actorId }).from(auditLog).where(and(eq(auditLog.action, 'staff.contact_message.reply'), eq(auditLog.subjectId, id)));
    expect(audit).toEqual([{ actor: staffMember.id }]);

    const list = await injectAs(t.app, staffMember, { method: 'GET', url: '/api/staff/contact-messages?status=answered' });
    expect(list.json<{ items: InboxMessage[] }>().items.find((item) => item.id === id)?.replies).toHaveLength(1);
  });

  it('adds a second reply to the history, oldest first', async () => {
    const id = await newMessage('twice@example.com');
    expect((await reply(staffMember, id, { reply: 'First answer.' })).statusCode).toBe(200);
    const second = await reply(staffMember, id, { reply: 'A follow-up.' });
    expect(second.json<InboxMessage>().replies.map((r) => r.body)).toEqual(['First answer.', 'A follow-up.']);
  });

  it('names what is wrong with the reply and sends nothing', async () => {
    const id = await newMessage('empty@example.com');
    const empty = await reply(staffMember, id, { reply: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({ reply: contactReplyMessages.required });
    const long = await reply(staffMember, id, { reply: 'x'.repeat(5001) });
    expect(long.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({ reply: contactReplyMessages.tooLong });
    expect(await outboxMails(dataDir, (file) => file.includes('empty@example.com'))).toEqual([]);
  });

  it('records nothing when the e-mail cannot be sent, and says so', async () => {
    const id = await newMessage('bounce@example.com');
    const send = vi.spyOn(t.app.mailer, 'send').mockRejectedValueOnce(Object.assign(new Error('connection refused'), { code: 'ECONNREFUSED' }));
    try {
      const response = await reply(staffMember, id, { reply: 'This will not arrive.' });
      expect(response.statusCode).toBe(503);
      expect(response.json<{ error: { message: string } }>().error.message).toBe(contactReplyMessages.notSent);
    } finally {
      send.mockRestore();
    }
    expect(await t.database.db.select().from(contactMessageReplies).where(eq(contactMessageReplies.messageId, id))).toEqual([]);
    const [row] = await t.database.db.select({ status: contactMessages.status }).from(contactMessages).where(eq(contactMessages.id, id));
    expect(row?.status).toBe('new');
  });

  it('refuses while e-mail is off on the server (MAIL-2), recording nothing', async () => {
    const off = await createTestApp({ config: { dataDir, mailOff: true } });
    try {
      const [message] = await off.database.db.insert(contactMessages).values({ name: 'Rosa', email: 'off@example.com', subject: 'Hours', message: 'When are you open?' }).returning({ id: contactMessages.id });
      const member = await createStaff(off.database.db, off.config.jwtSecret, true);
      const response = await injectAs(off.app, member, { method: 'POST', url: `/api/staff/contact-messages/${message?.id ?? ''}/reply`, payload: { reply: 'Nine to six.' } });
      expect(response.statusCode).toBe(503);
      expect(response.json<{ error: { message: string } }>().error.message).toBe(contactReplyMessages.mailOff);
      expect(await off.database.db.select().from(contactMessageReplies)).toEqual([]);
    } finally {
      await off.close();
    }
    expect(await outboxMails(dataDir, (file) => file.includes('off@example.com'))).toEqual([]);
  });

  it('answers 404 for an unknown message, 401 and 403 for everyone but approved staff', async () => {
    const id = await newMessage('nobody@example.com');
    expect((await reply(staffMember, '00000000-0000-4000-8000-000000000000', { reply: 'Hello' })).statusCode).toBe(404);
    expect((await reply(null, id, { reply: 'Hello' })).statusCode).toBe(401);
    expect((await reply(await createPatient(t.database.db, t.config.jwtSecret), id, { reply: 'Hello' })).statusCode).toBe(403);
    expect((await reply(await createStaff(t.database.db, t.config.jwtSecret, false), id, { reply: 'Hello' })).statusCode).toBe(403);
  });

  it('limits replies per session: the 21st in ten minutes is refused', async () => {
    const busy = await createStaff(t.database.db, t.config.jwtSecret, true);
    const id = await newMessage('busy@example.com');
    for (let i = 0; i < 20; i++) expect((await reply(busy, id, { reply: `Reply ${String(i)}` })).statusCode).toBe(200);
    const refused = await reply(busy, id, { reply: 'One more' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ error: { message: string } }>().error.message).toMatch(/^You have sent many replies in a short time/);
    // Another staff member's session is not held up.
    expect((await reply(staffMember, id, { reply: 'Still fine' })).statusCode).toBe(200);
  });
});

// I18N-10: the answer is written in the language the message was sent in: the Contact form's
// request's (the web sends Accept-Language with the page's language), English when it names none.
describe('the answer in the language of the message (I18N-10)', () => {
  const contactForm = { name: 'Rosa Díaz', phone: '', subject: 'Estacionamiento', message: '¿Tienen estacionamiento?', privacy: true };

  async function postAndAnswer(email: string, headers: Record<string, string>, text: string) {
    const posted = await t.app.inject({ method: 'POST', url: '/api/contact', payload: { ...contactForm, email }, headers });
    expect(posted.statusCode).toBe(201);
    const list = await injectAs(t.app, staffMember, { method: 'GET', url: '/api/staff/contact-messages?status=new&pageSize=50' });
    const message = list.json<{ items: InboxMessage[] }>().items.find((item) => item.email === email);
    if (!message) throw new Error('the posted message is not in the inbox');
    const answered = await reply(staffMember, message.id, { reply: text });
    expect(answered.statusCode).toBe(200);
    const [mail] = (await outboxMails(dataDir, (file) => file.endsWith(`-${email}.eml`))).map((entry) => entry.mail);
    if (!mail) throw new Error('no e-mail was sent');
    return { message, mail };
  }

  it('stores a message posted in Spanish as Spanish, and writes the clinic’s words of the answer in Spanish, the reply as typed', async () => {
    const text = 'Sí, en el nivel -1, sin costo para pacientes.\n\nThe garage is on Main St.';
    const { message, mail } = await postAndAnswer('rosa.es@example.com', { 'accept-language': 'es' }, text);
    expect(message.language).toBe('es');
    const [row] = await t.database.db.select({ language: contactMessages.language }).from(contactMessages).where(eq(contactMessages.id, message.id));
    expect(row?.language).toBe('es');

    const received = new Intl.DateTimeFormat('es-US', { timeZone: t.config.clinicTimeZone, dateStyle: 'long' }).format(new Date(message.created_at));
    expect(received).toMatch(/ de /);
    expect(mail.subject).toBe('Nuestra respuesta a su mensaje a Clinvia');
    expect(mail.text).toContain('Hola, Rosa Díaz:');
    expect(mail.text).toContain(`Gracias por el mensaje que nos envió el ${received} desde nuestro formulario de contacto. Esta es nuestra respuesta:`);
    // The staff member's words as typed, the English sentence included.
    expect(mail.text).toContain('Sí, en el nivel -1, sin costo para pacientes.\n\nThe garage is on Main St.');
    expect(mail.text).toContain('Atentamente,\nEl equipo de Clinvia');
    expect(mail.text).toContain('Para volver a escribirnos, use https://portal.clinvia.health/contact o llame al ');
    expect(mail.text).toContain('Lun. a vie.: 9 a.m. a 6 p.m.');
    expect(mail.html).toContain('<p>Hola, Rosa Díaz:</p>');
    expect(mail.html).toContain('Atentamente,<br>El equipo de Clinvia');
    expect(`${mail.subject ?? ''} ${mail.text ?? ''}`).not.toMatch(/Dear|Kind regards|Thank you for your message|Our answer/);
  });

  it('stores a message posted without a language the portal speaks as English, and answers in English', async () => {
    const { message: unnamed, mail } = await postAndAnswer('rosa.en@example.com', {}, 'Yes, on level -1.');
    expect(unnamed.language).toBe('en');
    expect(mail.subject).toBe('Our answer to your message to Clinvia');
    expect(mail.text).toContain('Dear Rosa Díaz,');
    expect(mail.text).toMatch(/Thank you for your message of [A-Z][a-z]+ \d{1,2}, \d{4} through our contact form\. Here is our answer:/);
    expect(mail.text).toContain('Kind regards,\nThe Clinvia team');
    expect(mail.text).toContain('To write to us again, use https://portal.clinvia.health/contact or call ');

    const { message: french } = await postAndAnswer('rosa.fr@example.com', { 'accept-language': 'fr-FR,fr;q=0.9' }, 'Yes.');
    expect(french.language).toBe('en');
  });
});
