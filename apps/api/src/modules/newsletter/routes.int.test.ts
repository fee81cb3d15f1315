import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ErrorBody } from '@clinvia/contracts';
import type { NewsletterReceipt } from '@clinvia/contracts/newsletter';
import { sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newsletterSubscriptions } from '../../db/schema';
import { outboxDir } from '../../plugins/mail';
import { createTestApp, type TestApp } from '../../test/app';
import { hashLinkToken } from '../../lib/link-tokens';

let t: TestApp;
let limited: TestApp;
const dataDir = mkdtempSync(path.join(tmpdir(), 'clinvia-newsletter-'));

beforeAll(async () => {
  [t, limited] = await Promise.all([
    createTestApp({ config: { dataDir, appUrl: 'https://portal.clinvia.example', publicForms: { max: 0, windowSeconds: 60 } } }),
    createTestApp({ config: { publicForms: { max: 2, windowSeconds: 600 } } }),
  ]);
});

afterAll(async () => {
  await Promise.all([t.close(), limited.close()]);
});

function subscribe(app: TestApp, payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return app.app.inject({ method: 'POST', url: '/api/newsletter', payload, headers: { host: 'evil.example', ...headers } });
}

function unsubscribe(token: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe', payload: { token } });
}

/**
 * The unsubscribe tokens mailed to `address`, oldest first (the mailer writes to the outbox;
 * a file still being written has no link yet and is left out).
 */
function tokensMailedTo(address: string): string[] {
  if (!existsSync(outboxDir(dataDir))) return [];
  const names = readdirSync(outboxDir(dataDir)).filter((name) => name.includes(address)).sort();
  return names.flatMap((name) => {
    const mail = readFileSync(path.join(outboxDir(dataDir), name), 'utf8');
    const token = /https:\/\/portal\.clinvia\.example\/newsletter\/unsubscribe\?token=([A-Za-z0-9_-]+)\r?\n/.exec(mail)?.[1];
    return token === undefined ? [] : [token];
  });
}

/** Waits for the `count`-th mail to `address` (mail is sent after the answer) and returns its token. */
async function mailedToken(address: string, count = 1): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const token = tokensMailedTo(address)[count - 1];
    if (token !== undefined) return token;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`mail ${String(count)} to ${address} did not arrive`);
}

async function rowsFor(email: string) {
  return t.database.db.select().from(newsletterSubscriptions).where(sql`lower(${newsletterSubscriptions.email}) = lower(${email})`);
}

describe('POST /api/newsletter', () => {
  it('stores a subscription and mails a confirmation whose unsubscribe link comes from APP_URL, not the Host header', async () => {
    const response = await subscribe(t, { email: 'ana@example.com' });
    expect(response.statusCode).toBe(201);
    expect(response.json<NewsletterReceipt>()).toEqual({ status: 'subscribed', message: 'Thank you for subscribing! We have sent a confirmation to your e-mail address.' });
    const token = await mailedToken('ana@example.com');
    const [row] = await rowsFor('ana@example.com');
    // Only the token's hash is stored.
    expect(row).toMatchObject({ email: 'ana@example.com', unsubscribeTokenHash: hashLinkToken(token), unsubscribedAt: null });
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('writes the confirmation in the request’s language (I18N-10): a subscriber has no account', async () => {
    const mailTo = async (address: string) => {
      const name = existsSync(outboxDir(dataDir)) ? readdirSync(outboxDir(dataDir)).find((file) => file.includes(address)) : undefined;
      if (name === undefined) throw new Error(`no mail to ${address} yet`);
      // A file still being written has no signature yet.
      const mail = await simpleParser(readFileSync(path.join(outboxDir(dataDir), name)));
      if (!mail.text?.trim().endsWith('Clinvia')) throw new Error(`the mail to ${address} is still being written`);
      return mail;
    };
    expect((await subscribe(t, { email: 'lucia@example.com' }, { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' })).statusCode).toBe(201);
    const spanish = await vi.waitFor(() => mailTo('lucia@example.com'));
    expect(spanish.subject).toBe('Se suscribió al boletín de Clinvia');
    expect(spanish.text).toContain('Gracias por suscribirse al boletín de Clinvia');
    expect(spanish.text).toMatch(/abra este enlace:\nhttps:\/\/portal\.clinvia\.example\/newsletter\/unsubscribe\?token=[A-Za-z0-9_-]+\n/);
    expect((await subscribe(t, { email: 'erin@example.com' }, { 'accept-language': 'en-US,en;q=0.9' })).statusCode).toBe(201);
    const english = await vi.waitFor(() => mailTo('erin@example.com'));
    expect(english.subject).toBe('You are subscribed to the Clinvia newsletter');
    expect(english.text).toContain('Thank you for subscribing to the Clinvia newsletter');
  });

  it('says so when the address is already subscribed, whatever its case, and changes nothing', async () => {
    const [before] = await rowsFor('ana@example.com');
    const again = await subscribe(t, { email: 'ANA@Example.com' });
    expect(again.statusCode).toBe(200);
    expect(again.json<NewsletterReceipt>()).toEqual({ status: 'already_subscribed', message: 'You are already subscribed with this e-mail address. Nothing more to do.' });
    expect(await rowsFor('ana@example.com')).toEqual([before]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(tokensMailedTo('ana@example.com')).toHaveLength(1);
  });

  it('validates the e-mail address and the body', async () => {
    const empty = await subscribe(t, { email: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<ErrorBody>().error.fields).toEqual({ email: 'Email is required' });
    expect((await subscribe(t, { email: 'ana@' })).json<ErrorBody>().error.fields).toEqual({ email: 'Invalid email address' });
    expect((await subscribe(t, { email: 'a'.repeat(10_000) })).statusCode).toBe(413);
    const malformed = await t.app.inject({ method: 'POST', url: '/api/newsletter', headers: { 'content-type': 'application/json' }, payload: '{"email"' });
    expect(malformed.statusCode).toBe(400);
  });

  it('answers a filled honeypot like a new subscription but stores and mails nothing', async () => {
    const response = await subscribe(t, { email: 'bot@example.com', website: 'http://spam.example' });
    expect(response.statusCode).toBe(201);
    expect(response.json<NewsletterReceipt>().status).toBe('subscribed');
    expect(await rowsFor('bot@example.com')).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(tokensMailedTo('bot@example.com')).toEqual([]);
  });

  it('limits submissions per client IP', async () => {
    const from = (email: string) => limited.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email }, remoteAddress: '10.2.0.1' });
    expect((await from('one@example.com')).statusCode).toBe(201);
    expect((await from('two@example.com')).statusCode).toBe(201);
    const third = await from('three@example.com');
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBeDefined();
    expect(third.json<ErrorBody>().error.message).toMatch(/^Too many attempts from this device\. Please try again in \d+ minutes?\.$/);
  });
});

describe('POST /api/newsletter/unsubscribe', () => {
  it('ends the subscription with the mailed token; using the link twice is fine', async () => {
    await subscribe(t, { email: 'leo@example.com' });
    const token = await mailedToken('leo@example.com');
    const first = await unsubscribe(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'You have been unsubscribed. We will not send you the newsletter any more.' });
    const [row] = await rowsFor('leo@example.com');
    expect(row?.unsubscribedAt).toBeInstanceOf(Date);
    expect((await unsubscribe(token)).statusCode).toBe(200);
  });

  it('renews an ended subscription with a new link; the old link no longer works', async () => {
    const oldToken = await mailedToken('leo@example.com');
    // Outbox file names carry the time to the millisecond; wait so the new mail sorts last.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const renewed = await subscribe(t, { email: 'leo@example.com' });
    expect(renewed.statusCode).toBe(201);
    const newToken = await mailedToken('leo@example.com', 2);
    expect(newToken).not.toBe(oldToken);
    const [row] = await rowsFor('leo@example.com');
    expect(row?.unsubscribedAt).toBeNull();

    const stale = await unsubscribe(oldToken);
    expect(stale.statusCode).toBe(404);
    expect(stale.json<ErrorBody>().error.message).toBe('This unsubscribe link is not valid. Please use the link in the most recent e-mail from us.');
    expect((await unsubscribe(newToken)).statusCode).toBe(200);
  });

  it('answers 400 for a token that cannot be one and 404 for an unknown one', async () => {
    expect((await unsubscribe('<script>')).statusCode).toBe(400);
    expect((await unsubscribe(undefined)).statusCode).toBe(400);
    expect((await unsubscribe('A'.repeat(43))).statusCode).toBe(404);
  });
});
