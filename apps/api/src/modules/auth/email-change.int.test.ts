import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema';
import { outboxDir } from '../../plugins/mail';
import { createTestApp, type TestApp } from '../../test/app';
import { outboxMails } from '../../test/outbox';

// AUTH-23, AUTH-26..28 (issue 38.3): changing the e-mail address re-authenticates (password, and
// a code with two-step sign-in on) and refuses an address another account has; the change then
// waits for the link e-mailed to the new address, the old address is told (the new one masked)
// with a link that stops the change and ends every session, and sign-in keeps the old address
// until the link is opened. The e-mails are read back with mailparser.
let t: TestApp;
let dataDir: string;
let clock = new Date('2026-03-02T09:00:00Z');
const password = 'Correct-horse-9';

async function register(email: string): Promise<void> {
  const payload = { role: 'patient', name: 'Test Person', email, password, confirmPassword: password, phoneNumber: '4155550100', age: 40, gender: 'female', address: '1 Main St' };
  expect((await t.app.inject({ method: 'POST', url: '/api/authentication/register', payload })).statusCode).toBe(201);
}

const signIn = (email: string) => t.app.inject({ method: 'POST', url: '/api/authentication/login', payload: { email, password } });

async function login(email: string): Promise<string> {
  const response = await signIn(email);
  expect(response.statusCode).toBe(200);
  return response.json<{ token: string }>().token;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const changeEmail = (token: string, payload: object) => t.app.inject({ method: 'PUT', url: '/api/authentication/account/email', headers: bearer(token), payload });
const resend = (token: string) => t.app.inject({ method: 'POST', url: '/api/authentication/account/email/resend', headers: bearer(token) });
const cancel = (token: string) => t.app.inject({ method: 'DELETE', url: '/api/authentication/account/email/pending', headers: bearer(token) });
const account = (token: string) => t.app.inject({ method: 'GET', url: '/api/authentication/account', headers: bearer(token) });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/authentication/me', headers: bearer(token) });
const confirmLink = (token: string) => t.app.inject({ method: 'POST', url: '/api/email-change-links', payload: { token } });
const inspectLink = (token: string) => t.app.inject({ method: 'GET', url: `/api/email-change-links?token=${encodeURIComponent(token)}` });
const stopLink = (token: string) => t.app.inject({ method: 'POST', url: '/api/email-change-stop-links', payload: { token } });
const inspectStop = (token: string) => t.app.inject({ method: 'GET', url: `/api/email-change-stop-links?token=${encodeURIComponent(token)}` });
const errorOf = (response: { body: string }) => (JSON.parse(response.body) as { error: { code: string; message: string; fields?: Record<string, string> } }).error;
const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

interface Received {
  to: string;
  subject: string;
  text: string;
}

/** The mails written since the last call, parsed as a mail client would; the outbox is emptied. */
async function takeMails(): Promise<Received[]> {
  const mails = await outboxMails(dataDir);
  await rm(outboxDir(dataDir), { recursive: true, force: true });
  return mails.map(({ mail }) => ({ to: mail.to === undefined ? '' : [mail.to].flat().map((to) => to.text).join(', '), subject: mail.subject ?? '', text: mail.text ?? '' }));
}

function mailTo(mails: Received[], address: string): Received {
  const found = mails.filter((mail) => mail.to === address);
  expect(found).toHaveLength(1);
  const [mail] = found;
  if (mail === undefined) throw new Error(`No mail to ${address}`);
  return mail;
}

/** The token of the first link to `page` in a mail's text. */
function tokenIn(mail: Received, page: string): string {
  const link = new RegExp(`(http\\S+/${page}\\?token=\\S+)`).exec(mail.text)?.[1];
  if (link === undefined) throw new Error(`No ${page} link in: ${mail.text}`);
  return new URL(link).searchParams.get('token') ?? '';
}

async function emailOf(address: string): Promise<string | undefined> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, address));
  return row?.id;
}

async function actionsOf(userId: string): Promise<string[]> {
  return (await t.database.db.select({ action: auditLog.action, detail: auditLog.detail }).from(auditLog).where(eq(auditLog.subjectId, userId))).map((row) => `${row.action}: ${row.detail ?? ''}`);
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'clinvia-email-change-'));
  t = await createTestApp({ config: { dataDir, login: { burst: 1000 } }, now: () => clock });
  await register('first@example.com');
  await register('taken@example.com');
});

beforeEach(async () => {
  await takeMails();
});

afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('asking to change the e-mail address', () => {
  /** The stop link of the 'changed' notice, for the test after the confirmation. */
  let stopAfterConfirm = '';

  it('needs the right password, on the field, and changes nothing without it', async () => {
    const token = await login('first@example.com');
    const refused = await changeEmail(token, { email: 'new@example.com', password: 'not-the-password' });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).fields).toEqual({ password: 'Current password is incorrect' });
    expect((await account(token)).json()).toMatchObject({ pendingEmail: null });
    expect(await takeMails()).toEqual([]);
  });

  it("refuses another account's address (any case) with 409 email_taken on the field, and the account's own with 400", async () => {
    const token = await login('first@example.com');
    const taken = await changeEmail(token, { email: ' Taken@Example.com ', password });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken)).toMatchObject({ code: 'email_taken', fields: { email: 'An account with this email is already registered' } });
    const own = await changeEmail(token, { email: 'First@example.com', password });
    expect(own.statusCode).toBe(400);
    expect(errorOf(own).fields).toEqual({ email: 'This is already your e-mail address.' });
    const invalid = await changeEmail(token, { email: 'not-an-address', password });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(errorOf(invalid).fields ?? {})).toEqual(['email']);
  });

  it('stores the change pending, mails the link to the new address and a masked notice with a stop link to the old one; sign-in keeps the old address (AUTH-26)', async () => {
    const token = await login('first@example.com');
    const asked = await changeEmail(token, { email: 'Second@Example.com', password });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ pending: { email: 'second@example.com', expiresAt: '2026-03-03T09:00:00.000Z', resendsLeft: 3 } });
    expect((await account(token)).json()).toMatchObject({ user: { email: 'first@example.com' }, pendingEmail: { email: 'second@example.com' } });

    const mails = await takeMails();
    expect(mails).toHaveLength(2);
    const confirmation = mailTo(mails, 'second@example.com');
    expect(confirmation.subject).toBe('Confirm your new e-mail address for Clinvia');
    expect(confirmation.text).toContain('within 24 hours');
    expect(tokenIn(confirmation, 'confirm-email')).not.toBe('');
    const notice = mailTo(mails, 'first@example.com');
    expect(notice.subject).toBe('A change of your Clinvia e-mail address was requested');
    expect(notice.text).toContain('s***@example.com');
    expect(notice.text).not.toContain('second@');
    expect(tokenIn(notice, 'stop-email-change')).not.toBe('');

    // Nothing changed yet: the old address signs in, the new one does not.
    await login('first@example.com');
    expect((await signIn('second@example.com')).statusCode).toBe(401);
    const userId = (await emailOf('first@example.com')) ?? '';
    expect(await actionsOf(userId)).toContain('account.email_change_requested: to s***@example.com');
  });

  it('sends the link again at most 3 times, a minute apart (429 with Retry-After), only to the new address (AUTH-27)', async () => {
    const token = await login('first@example.com');
    const tooSoon = await resend(token);
    expect(tooSoon.statusCode).toBe(429);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
    for (const left of [2, 1, 0]) {
      later(61_000);
      const again = await resend(token);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ pending: { email: 'second@example.com', resendsLeft: left } });
      const mails = await takeMails();
      expect(mails.map((mail) => mail.to)).toEqual(['second@example.com']);
    }
    later(61_000);
    const spent = await resend(token);
    expect(spent.statusCode).toBe(429);
    expect(spent.headers['retry-after']).toBeUndefined();
    expect(await takeMails()).toEqual([]);
  });

  it('a newer request replaces the older: the older link is refused with 409 link_replaced, the newer confirms once (AUTH-26)', async () => {
    const token = await login('first@example.com');
    await changeEmail(token, { email: 'older@example.com', password });
    const olderLink = tokenIn(mailTo(await takeMails(), 'older@example.com'), 'confirm-email');
    await changeEmail(token, { email: 'third@example.com', password });
    const mails = await takeMails();
    const newerLink = tokenIn(mailTo(mails, 'third@example.com'), 'confirm-email');

    expect((await inspectLink(olderLink)).json()).toMatchObject({ state: 'replaced' });
    const replaced = await confirmLink(olderLink);
    expect(replaced.statusCode).toBe(409);
    expect(errorOf(replaced).code).toBe('link_replaced');

    expect((await inspectLink(newerLink)).json()).toMatchObject({ state: 'ready', email: 'third@example.com' });
    const confirmed = await confirmLink(newerLink);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ state: 'done', email: 'third@example.com' });
    const reused = await confirmLink(newerLink);
    expect(reused.statusCode).toBe(409);
    expect(errorOf(reused).code).toBe('link_used');

    // The new address signs in now; the old one no longer does; the session goes on with the new address.
    await login('third@example.com');
    expect((await signIn('first@example.com')).statusCode).toBe(401);
    expect((await me(token)).json()).toMatchObject({ user: { email: 'third@example.com' } });
    expect((await account(token)).json()).toMatchObject({ pendingEmail: null });

    const told = mailTo(await takeMails(), 'first@example.com');
    expect(told.subject).toBe('Your Clinvia e-mail address was changed');
    expect(told.text).toContain('t***@example.com');
    expect(told.text).not.toContain('third@');
    const userId = (await emailOf('third@example.com')) ?? '';
    const actions = await actionsOf(userId);
    expect(actions).toContain('account.email_change_confirmed: e-mail link, not signed in');
    expect(actions).toContain('account.email_change_refused: link_replaced');
    expect(actions).toContain('account.email_change_refused: link_used');
    stopAfterConfirm = tokenIn(told, 'stop-email-change');
  });

  it('the stop link of the "changed" notice undoes the change and ends every session, once (AUTH-28)', async () => {
    const one = await login('third@example.com');
    const two = await login('third@example.com');
    expect((await inspectStop(stopAfterConfirm)).json()).toMatchObject({ state: 'ready', maskedEmail: 't***@example.com' });
    const stopped = await stopLink(stopAfterConfirm);
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json()).toMatchObject({ state: 'done' });
    expect((await me(one)).statusCode).toBe(401);
    expect((await me(two)).statusCode).toBe(401);
    // The account has its previous address back.
    await login('first@example.com');
    expect((await signIn('third@example.com')).statusCode).toBe(401);
    const reused = await stopLink(stopAfterConfirm);
    expect(reused.statusCode).toBe(409);
    expect(errorOf(reused).code).toBe('link_used');
    const userId = (await emailOf('first@example.com')) ?? '';
    expect((await actionsOf(userId)).some((action) => action.startsWith('account.email_change_stopped: e-mail link, not signed in:') && action.endsWith('previous address restored'))).toBe(true);
  });

  it("the stop link of the request's notice stops a pending change: its confirmation link is refused, sessions end", async () => {
    const token = await login('first@example.com');
    await changeEmail(token, { email: 'fourth@example.com', password });
    const mails = await takeMails();
    const stop = tokenIn(mailTo(mails, 'first@example.com'), 'stop-email-change');
    const confirmation = tokenIn(mailTo(mails, 'fourth@example.com'), 'confirm-email');
    expect((await stopLink(stop)).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
    const refused = await confirmLink(confirmation);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).code).toBe('link_withdrawn');
    expect((await signIn('fourth@example.com')).statusCode).toBe(401);
  });

  it('an address taken by another account by the time the link is opened is refused (409 email_taken), and the account keeps its address', async () => {
    const token = await login('first@example.com');
    await changeEmail(token, { email: 'fifth@example.com', password });
    const confirmation = tokenIn(mailTo(await takeMails(), 'fifth@example.com'), 'confirm-email');
    await register('fifth@example.com');
    const refused = await confirmLink(confirmation);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({ code: 'email_taken', message: 'An account with this email is already registered' });
    expect(refused.body).not.toContain('Test Person');
    await login('first@example.com');
  });

  it('can be cancelled from the settings: the link then says so; an expired link is refused', async () => {
    // A new day: five requests a day is the limit, and the tests above made five.
    later(24 * 3_600_000);
    const token = await login('first@example.com');
    await changeEmail(token, { email: 'sixth@example.com', password });
    const cancelled = tokenIn(mailTo(await takeMails(), 'sixth@example.com'), 'confirm-email');
    expect((await cancel(token)).statusCode).toBe(200);
    expect((await cancel(token)).statusCode).toBe(404);
    expect((await account(token)).json()).toMatchObject({ pendingEmail: null });
    expect(errorOf(await confirmLink(cancelled)).code).toBe('link_withdrawn');

    await changeEmail(token, { email: 'seventh@example.com', password });
    const expiring = tokenIn(mailTo(await takeMails(), 'seventh@example.com'), 'confirm-email');
    later(25 * 3_600_000);
    expect((await inspectLink(expiring)).json()).toMatchObject({ state: 'expired' });
    const expired = await confirmLink(expiring);
    expect(expired.statusCode).toBe(409);
    expect(errorOf(expired).code).toBe('link_expired');
    expect((await inspectLink('not.a-token')).statusCode).toBe(404);
  });

  it('with two-step sign-in on, needs a current code as well', async () => {
    const token = await login('first@example.com');
    const auth = bearer(token);
    const setup = (await t.app.inject({ method: 'POST', url: '/api/authentication/mfa/setup', headers: auth })).json<{ secret: string }>();
    const epoch = Math.floor(clock.getTime() / 1000);
    const enrolled = await t.app.inject({ method: 'POST', url: '/api/authentication/mfa/confirm', headers: auth, payload: { code: await generate({ secret: setup.secret, epoch }) } });
    expect(enrolled.statusCode).toBe(200);
    later(60_000);

    const withoutCode = await changeEmail(token, { email: 'eighth@example.com', password });
    expect(withoutCode.statusCode).toBe(400);
    expect(errorOf(withoutCode).fields).toHaveProperty('code');
    const withCode = await changeEmail(token, { email: 'eighth@example.com', password, code: await generate({ secret: setup.secret, epoch: epoch + 60 }) });
    expect(withCode.statusCode).toBe(200);
  });
});

describe('in the account’s language (I18N-10)', () => {
  it('writes the link, the notice of the request, the link sent again and the notice of the change in Spanish', async () => {
    await register('hablante@example.com');
    await t.database.db.update(users).set({ language: 'es' }).where(eq(users.email, 'hablante@example.com'));
    const token = await login('hablante@example.com');
    expect((await changeEmail(token, { email: 'nueva@example.com', password })).statusCode).toBe(200);
    const mails = await takeMails();
    const confirmation = mailTo(mails, 'nueva@example.com');
    expect(confirmation.subject).toBe('Confirme su nueva dirección de correo electrónico para Clinvia');
    expect(confirmation.text).toContain('Para confirmar, abra este enlace en las próximas 24 horas y presione Confirmar:');
    const notice = mailTo(mails, 'hablante@example.com');
    expect(notice.subject).toBe('Se pidió cambiar la dirección de correo electrónico de su cuenta de Clinvia');
    expect(notice.text).toContain('pidió cambiar su dirección de correo electrónico a n***@example.com.');
    expect(tokenIn(notice, 'stop-email-change')).not.toBe('');

    later(61_000);
    expect((await resend(token)).statusCode).toBe(200);
    const again = mailTo(await takeMails(), 'nueva@example.com');
    expect(again.subject).toBe('Confirme su nueva dirección de correo electrónico para Clinvia');

    expect((await confirmLink(tokenIn(again, 'confirm-email'))).statusCode).toBe(200);
    const changed = mailTo(await takeMails(), 'hablante@example.com');
    expect(changed.subject).toBe('Se cambió la dirección de correo electrónico de su cuenta de Clinvia');
    expect(changed.text).toContain('La dirección de correo electrónico de su cuenta de Clinvia se cambió a n***@example.com.');
    expect(tokenIn(changed, 'stop-email-change')).not.toBe('');
  });
});
