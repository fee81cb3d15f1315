import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxDir } from '../../plugins/mail';
import { createTestApp, type TestApp } from '../../test/app';

// Issue 9's findings, tested as an attacker would try them: a poisoned reset link, secrets in
// the log, and personal answers that a cache could keep.

const password = 'Correct-horse-9';
const newPassword = 'Brand-new-pass-7';
const appUrl = 'https://portal.clinvia.health';

let testApp: TestApp;
let dataDir: string;
const logLines: string[] = [];

const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString('utf8'));
    done();
  },
});

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'clinvia-security-test-'));
  testApp = await createTestApp({
    // Trusting every proxy is the worst case for header spoofing: links must still ignore them.
    config: { dataDir, appUrl, trustProxy: true, login: { burst: 1000 } },
    logger: { level: 'trace', stream: logStream },
  });
  const registered = await testApp.app.inject({
    method: 'POST',
    url: '/api/authentication/register',
    payload: { role: 'patient', name: 'Robin Secure', email: 'robin@example.com', password, confirmPassword: password, phoneNumber: '4155550100', age: 40, address: '1 Main St', gender: 'female' },
  });
  expect(registered.statusCode).toBe(201);
});

afterAll(async () => {
  await testApp.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function outboxMails(): Promise<{ name: string; text: string; mode: number }[]> {
  const dir = outboxDir(dataDir);
  const names = (await readdir(dir)).sort();
  return Promise.all(
    names.map(async (name) => ({ name, text: await readFile(path.join(dir, name), 'utf8'), mode: (await stat(path.join(dir, name))).mode & 0o777 })),
  );
}

describe('password reset links', () => {
  it('point at APP_URL whatever Host, X-Forwarded-Host, Origin and Referer say', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/authentication/forgot-password',
      payload: { email: 'robin@example.com' },
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http', origin: 'http://evil.example', referer: 'http://evil.example/x' },
    });
    expect(response.statusCode).toBe(200);
    await expect.poll(async () => (await outboxMails()).length).toBe(1);
    const [mail] = await outboxMails();
    expect(mail?.name).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-robin@example\.com\.eml$/);
    expect(mail?.mode).toBe(0o600);
    expect(mail?.text).toContain('To: robin@example.com');
    expect(mail?.text).not.toContain('evil.example');
    expect(mail?.text).toMatch(new RegExp(`${appUrl.replace(/\./g, '\\.')}/reset-password\\?token=[A-Za-z0-9_-]{43}`));
  });
});

describe('the reset e-mail in the account holder’s language (I18N-10)', () => {
  it('comes in Spanish to an account registered in Spanish', async () => {
    const registered = await testApp.app.inject({
      method: 'POST',
      url: '/api/authentication/register',
      headers: { 'accept-language': 'es-US,es;q=0.9' },
      payload: { role: 'patient', name: 'Lucía Fernández', email: 'lucia@example.com', password, confirmPassword: password, phoneNumber: '4155550101', age: 38, address: '2 Main St', gender: 'female' },
    });
    expect(registered.statusCode).toBe(201);
    await testApp.app.inject({ method: 'POST', url: '/api/authentication/forgot-password', payload: { email: 'lucia@example.com' } });
    const toLucia = async () => (await outboxMails()).find((mail) => mail.name.endsWith('-lucia@example.com.eml'));
    await expect.poll(async () => (await toLucia()) !== undefined).toBe(true);
    const mail = await simpleParser((await toLucia())?.text ?? '');
    expect(mail.subject).toBe('Restablezca su contraseña de Clinvia');
    expect(mail.text).toMatch(/^Hola, Lucía Fernández:/);
    expect(mail.text).toMatch(new RegExp(`abra este enlace en los próximos 30 minutos:\\n${appUrl.replace(/\./g, '\\.')}/reset-password\\?token=[A-Za-z0-9_-]{43}`));
    expect(mail.text).not.toMatch(/Hello|password stays/);
  });
});

describe('the log', () => {
  it('holds no reset token, session token, password or Authorization header', async () => {
    const mails = await outboxMails();
    const token = /token=([A-Za-z0-9_-]+)/.exec(mails[0]?.text ?? '')?.[1] ?? '';
    expect(token).toHaveLength(43);

    // The reset page opened from the e-mail, then the reset itself.
    await testApp.app.inject({ method: 'GET', url: `/reset-password?token=${token}` });
    const reset = await testApp.app.inject({ method: 'POST', url: '/api/authentication/reset-password', payload: { token, password: newPassword, confirmPassword: newPassword } });
    expect(reset.statusCode).toBe(200);

    const login = await testApp.app.inject({ method: 'POST', url: '/api/authentication/login', payload: { email: 'robin@example.com', password: newPassword } });
    expect(login.statusCode).toBe(200);
    const session = login.json<{ token: string }>().token;
    const wrong = await testApp.app.inject({ method: 'POST', url: '/api/authentication/login', payload: { email: 'robin@example.com', password: 'Wrong-guess-123' } });
    expect(wrong.statusCode).toBe(401);
    const me = await testApp.app.inject({ method: 'GET', url: '/api/authentication/me?token=also-secret', headers: { authorization: `Bearer ${session}` } });
    expect(me.statusCode).toBe(200);
    // A search by a patient's name (issue 20 item 6): the query is logged without its values.
    await testApp.app.inject({ method: 'GET', url: `/api/staff/patients?q=${encodeURIComponent('Robin Secure')}&pageSize=5`, headers: { authorization: `Bearer ${session}` } });

    const log = logLines.join('');
    // The requests were logged (the test would be empty otherwise), with the secrets taken out.
    expect(log).toContain('/reset-password?token=[redacted]');
    expect(log).toContain('/api/authentication/me?token=[redacted]');
    expect(log).toContain('/api/staff/patients?q=[redacted]&pageSize=[redacted]');
    for (const secret of [token, session, session.split('.')[2] ?? session, password, newPassword, 'Wrong-guess-123', 'also-secret', 'Robin', 'Robin%20Secure']) {
      expect(log).not.toContain(secret);
    }
    expect(log.toLowerCase()).not.toContain('bearer');
  });

  it('holds no calendar feed token, however the path is spelled (SEC-22)', async () => {
    const feedToken = 'FeedSecret_'.repeat(4).slice(0, 43);
    const spellings = [`/API/calendar-feeds/${feedToken}`, `//api/calendar-feeds/${feedToken}`, `/api//CALENDAR-FEEDS/${feedToken}`, `/api/calendar%2Dfeeds/${feedToken}`, `/api/calendar-feeds/${feedToken}/`];
    for (const url of spellings) await testApp.app.inject({ method: 'GET', url });
    const log = logLines.join('');
    expect(log).toContain('calendar-feeds/[redacted]');
    expect(log).not.toContain(feedToken);
  });
});

describe('HSTS (SEC-23)', () => {
  it('is sent when the trusted proxy says the request came over TLS, and not over plain HTTP', async () => {
    const overTls = await testApp.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(overTls.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    const plain = await testApp.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'http' } });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('caching of personal answers', () => {
  it('marks authenticated and personal answers no-store', async () => {
    const login = await testApp.app.inject({ method: 'POST', url: '/api/authentication/login', payload: { email: 'robin@example.com', password: newPassword } });
    expect(login.headers['cache-control']).toBe('no-store');
    const authorization = `Bearer ${login.json<{ token: string }>().token}`;
    for (const url of ['/api/authentication/me', '/api/authentication/account']) {
      const response = await testApp.app.inject({ method: 'GET', url, headers: { authorization } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
    }
    const refused = await testApp.app.inject({ method: 'GET', url: '/api/authentication/me' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});
