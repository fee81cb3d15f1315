import type { ErrorBody } from '@clinvia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { listContactMessages } from './service';

let t: TestApp;
let limited: TestApp;

beforeAll(async () => {
  [t, limited] = await Promise.all([createTestApp({ config: { publicForms: { max: 0, windowSeconds: 60 } } }), createTestApp({ config: { publicForms: { max: 2, windowSeconds: 60 } } })]);
});

afterAll(async () => {
  await Promise.all([t.close(), limited.close()]);
});

const message = {
  name: 'Maria Lopez',
  email: 'maria@example.com',
  phone: '(415) 555-0142',
  subject: 'Insurance question',
  message: 'Do you accept Aetna plans?\nThanks, <b>Maria</b>',
  privacy: true,
};

function send(app: TestApp, payload: Record<string, unknown>) {
  return app.app.inject({ method: 'POST', url: '/api/contact', payload });
}

describe('POST /api/contact', () => {
  it('stores the message as sent, with status new, and answers with SPEC’s success text', async () => {
    const response = await send(t, message);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Your message has been sent successfully!' });
    expect(response.headers['cache-control']).toBe('no-store');

    const page = await listContactMessages(t.database.db, { page: 1, pageSize: 10 });
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      name: 'Maria Lopez',
      email: 'maria@example.com',
      phone: '(415) 555-0142',
      subject: 'Insurance question',
      // Stored as text, markup and all: screens render it as text.
      message: 'Do you accept Aetna plans?\nThanks, <b>Maria</b>',
      status: 'new',
      handledBy: null,
      // I18N-10: no Accept-Language the portal speaks: English, the answer's language.
      language: 'en',
    });
  });

  it('stores no phone when the optional box was left empty', async () => {
    expect((await send(t, { ...message, phone: '', subject: 'No phone' })).statusCode).toBe(201);
    const page = await listContactMessages(t.database.db, { page: 1, pageSize: 1 });
    expect(page.items[0]).toMatchObject({ subject: 'No phone', phone: null });
  });

  it('answers 400 with every CONTACT-2 message at once and stores nothing', async () => {
    const before = (await listContactMessages(t.database.db, { page: 1, pageSize: 1 })).total;
    const response = await send(t, { name: '', email: '', subject: ' ', message: '', privacy: false });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().error.fields).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      subject: 'Subject is required',
      message: 'Message is required',
      privacy: 'You must agree to the privacy policy',
    });
    const invalid = await send(t, { ...message, email: 'maria@', phone: '12' });
    expect(invalid.json<ErrorBody>().error.fields).toEqual({ email: 'Invalid email address', phone: 'Please enter a valid phone number' });
    expect((await listContactMessages(t.database.db, { page: 1, pageSize: 1 })).total).toBe(before);
  });

  it('answers a filled honeypot like a success but stores nothing', async () => {
    const before = (await listContactMessages(t.database.db, { page: 1, pageSize: 1 })).total;
    const response = await send(t, { ...message, website: 'http://spam.example' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Your message has been sent successfully!' });
    expect((await listContactMessages(t.database.db, { page: 1, pageSize: 1 })).total).toBe(before);
  });

  it('answers malformed, mistyped and oversized bodies with a clear 4xx, never 500', async () => {
    const malformed = await t.app.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/json' }, payload: '{"name": "Maria",' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<ErrorBody>().error.message).toMatch(/JSON/);

    const notAnObject = await t.app.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/json' }, payload: '"hello"' });
    expect(notAnObject.statusCode).toBe(400);

    const empty = await t.app.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/json' }, payload: '' });
    expect(empty.statusCode).toBe(400);

    const wrongTypes = await send(t, { ...message, name: 42, privacy: 'yes' });
    expect(wrongTypes.statusCode).toBe(400);
    expect(wrongTypes.json<ErrorBody>().error.fields).toMatchObject({ name: 'Name is required', privacy: 'You must agree to the privacy policy' });

    const tooLong = await send(t, { ...message, message: 'x'.repeat(2001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<ErrorBody>().error.fields).toEqual({ message: 'Please use at most 2000 characters' });

    const oversized = await send(t, { ...message, message: 'x'.repeat(70_000) });
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json<ErrorBody>().error).toMatchObject({ code: 'payload_too_large', message: expect.stringMatching(/too large/i) as unknown });

    const plainText = await t.app.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': 'text/plain' }, payload: 'hello' });
    expect(plainText.statusCode).toBe(400);
    expect(empty.json<ErrorBody>().error.message).toMatch(/cannot be empty/);
  });

  it('limits submissions per client IP, with Retry-After and a message saying when to try again', async () => {
    const from = (ip: string, headers: Record<string, string> = {}) =>
      limited.app.inject({ method: 'POST', url: '/api/contact', payload: message, remoteAddress: ip, headers });
    expect((await from('10.0.0.1')).statusCode).toBe(201);
    expect((await from('10.0.0.1')).statusCode).toBe(201);
    const third = await from('10.0.0.1', { 'x-forwarded-for': '10.9.9.9' });
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBeDefined();
    expect(third.json<ErrorBody>().error).toMatchObject({ code: 'rate_limited', message: expect.stringMatching(/^You have sent several messages in a short time\. Please try again in \d+ (second|minute)s?\.$/) as unknown });
    // A forged proxy header did not help (no proxy is trusted by default); another client is not affected.
    expect((await from('10.0.0.2')).statusCode).toBe(201);
    expect((await limited.database.db.select().from(contactMessages)).length).toBe(3);
  });
});
