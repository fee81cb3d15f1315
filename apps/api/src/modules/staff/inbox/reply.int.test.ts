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
