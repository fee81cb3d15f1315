import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { createPatient, injectAs, type TestAccount } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';

// I18N-2: the account's language, in the sign-in, me and account answers, set by its owner.

let testApp: TestApp;
let patient: TestAccount;

beforeAll(async () => {
  testApp = await createTestApp();
  patient = await createPatient(testApp.app.db, testApp.app.config.jwtSecret);
});

afterAll(async () => {
  await testApp.close();
});

const me = async () => (await injectAs(testApp.app, patient, { method: 'GET', url: '/api/authentication/me' })).json<{ language: string }>().language;
const account = async () => (await injectAs(testApp.app, patient, { method: 'GET', url: '/api/authentication/account' })).json<{ language: string }>().language;
const choose = (language: unknown) => injectAs(testApp.app, patient, { method: 'PUT', url: '/api/authentication/account/language', payload: { language } });

describe('the account language (I18N-2)', () => {
  it('is English until the person chooses, then the choice in every answer', async () => {
    expect(await me()).toBe('en');
    expect(await account()).toBe('en');
    const chosen = await choose('es');
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toEqual({ language: 'es' });
    expect(await me()).toBe('es');
    expect(await account()).toBe('es');
  });

  it('comes back with the sign-in answer', async () => {
    await testApp.app.db.update(users).set({ passwordHash: await hashPassword('correct horse battery'), language: 'es' }).where(eq(users.id, patient.id));
    const response = await testApp.app.inject({ method: 'POST', url: '/api/authentication/login', payload: { email: patient.email, password: 'correct horse battery' } });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ language: string }>().language).toBe('es');
  });

  it('refuses a language the portal does not speak, naming the field, and a caller not signed in', async () => {
    const refused = await choose('fr');
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json<{ error: { fields: Record<string, string> } }>().error.fields)).toEqual(['language']);
    const anonymous = await injectAs(testApp.app, null, { method: 'PUT', url: '/api/authentication/account/language', payload: { language: 'en' } });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('a new account (I18N-2)', () => {
  it('speaks the language the registration page was in', async () => {
    const payload = { role: 'patient', name: 'Ana Ruiz', email: 'ana.ruiz@example.test', password: 'correct horse battery', confirmPassword: 'correct horse battery', phoneNumber: '4155550100', age: 34, gender: 'female', address: '5 Elm St, Austin, TX' };
    const created = await testApp.app.inject({ method: 'POST', url: '/api/authentication/register', payload, headers: { 'accept-language': 'es-US,es;q=0.9' } });
    expect(created.statusCode).toBe(201);
    const [row] = await testApp.app.db.select({ language: users.language }).from(users).where(eq(users.email, 'ana.ruiz@example.test'));
    expect(row?.language).toBe('es');
  });
});
