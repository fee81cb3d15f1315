import { errorBodySchema } from '@clinvia/contracts';
import { accountAnswerMessages, authMessages, invalidCredentialsMessage } from '@clinvia/contracts/auth';
import { dependentMessages } from '@clinvia/contracts/dependents';
import { spanishMessageBuilders, spanishMessages } from '@clinvia/contracts/messages.es';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';

// I18N-5, I18N-6, I18N-11: the error answers in the request's language (Accept-Language).

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

async function errorOf(request: { method: 'GET' | 'POST'; url: string; payload?: Record<string, unknown> }, acceptLanguage?: string) {
  const headers: Record<string, string> = acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage };
  const response = await testApp.app.inject({ method: request.method, url: request.url, payload: request.payload, headers });
  return { status: response.statusCode, error: errorBodySchema.parse(response.json()).error };
}

describe('error answers in the request language (I18N-5, I18N-6)', () => {
  it('answers a 404 thrown by a route in Spanish for es and in English otherwise', async () => {
    const missing = { method: 'GET', url: '/api/uploads/not-a-stored-name.png' } as const;
    expect(await errorOf(missing, 'es-US,es;q=0.9,en;q=0.8')).toEqual({ status: 404, error: { code: 'not_found', message: 'No encontramos lo que buscaba.' } });
    expect(await errorOf(missing, 'en-US')).toEqual({ status: 404, error: { code: 'not_found', message: 'The requested resource was not found.' } });
    expect(await errorOf(missing)).toEqual({ status: 404, error: { code: 'not_found', message: 'The requested resource was not found.' } });
    expect(await errorOf(missing, 'fr-FR, es;q=0')).toEqual({ status: 404, error: { code: 'not_found', message: 'The requested resource was not found.' } });
  });

  it('answers an unknown API path in the request language', async () => {
    expect((await errorOf({ method: 'GET', url: '/api/no-such-thing' }, 'es')).error.message).toBe('No encontramos lo que buscaba.');
    expect((await errorOf({ method: 'GET', url: '/api/no-such-thing' }, 'en')).error.message).toBe('The requested resource was not found.');
  });

  it('answers a 400 summary in Spanish for es, the per-field messages keyed as before', async () => {
    const bad = { method: 'POST', url: '/api/authentication/login', payload: {} } as const;
    const spanish = await errorOf(bad, 'es');
    expect(spanish.status).toBe(400);
    expect(spanish.error.code).toBe('validation_error');
    expect(spanish.error.message).toBe('Corrija los campos marcados.');
    expect(Object.keys(spanish.error.fields ?? {})).not.toHaveLength(0);
    const english = await errorOf(bad);
    expect(english.error.message).toBe('Please correct the highlighted fields.');
    expect(Object.keys(english.error.fields ?? {})).toEqual(Object.keys(spanish.error.fields ?? {}));
  });

  it('answers each field’s message of the contracts in Spanish for es, and as written otherwise (I18N-11)', async () => {
    const bad = { method: 'POST', url: '/api/authentication/login', payload: { email: 'not-an-address', password: '' } } as const;
    const spanish = await errorOf(bad, 'es');
    expect(spanish.error.fields).toEqual({ email: spanishMessages[authMessages.emailInvalid], password: spanishMessages[authMessages.passwordRequired] });
    expect(spanish.error.fields?.email).toMatch(/correo/i);
    expect((await errorOf(bad, 'en')).error.fields).toEqual({ email: authMessages.emailInvalid, password: authMessages.passwordRequired });
  });

  it('answers a route’s own message of the contracts in Spanish for es (I18N-11)', async () => {
    const wrong = { method: 'POST', url: '/api/authentication/login', payload: { email: 'nobody@clinvia.test', password: 'not the password' } } as const;
    const spanish = await errorOf(wrong, 'es');
    expect(spanish.status).toBe(401);
    expect(spanish.error.message).toBe(spanishMessages[invalidCredentialsMessage]);
    expect(spanish.error.message).not.toBe(invalidCredentialsMessage);
    expect((await errorOf(wrong, 'en-US')).error.message).toBe(invalidCredentialsMessage);
  });

  it('answers a message a route writes, and the summary it gives with its fields, in Spanish for es (I18N-6, I18N-11)', async () => {
    const password = 'Correct-horse-9';
    const email = `es-${String(Date.now())}@example.com`;
    const registered = await testApp.app.inject({
      method: 'POST',
      url: '/api/authentication/register',
      payload: { role: 'patient', name: 'Lucía Prueba', email, password, confirmPassword: password, phoneNumber: '4155550100', age: 40, gender: 'female', address: '1 Main St' },
    });
    expect(registered.statusCode).toBe(201);
    const login = await testApp.app.inject({ method: 'POST', url: '/api/authentication/login', payload: { email, password } });
    const headers = (language: string) => ({ authorization: `Bearer ${login.json<{ token: string }>().token}`, 'accept-language': language });
    const ended = `/api/authentication/sessions/${crypto.randomUUID()}`;
    const spanish = await testApp.app.inject({ method: 'DELETE', url: ended, headers: headers('es') });
    expect(spanish.statusCode).toBe(404);
    expect(errorBodySchema.parse(spanish.json()).error.message).toBe(spanishMessages[accountAnswerMessages.sessionEnded]);
    const english = await testApp.app.inject({ method: 'DELETE', url: ended, headers: headers('en') });
    expect(errorBodySchema.parse(english.json()).error.message).toBe(accountAnswerMessages.sessionEnded);

    // A patient's contact details without the address: the route's own check, its summary the generic one.
    const noAddress = await testApp.app.inject({ method: 'PUT', url: '/api/authentication/account/contact', headers: headers('es'), payload: { phoneNumber: '4155550100' } });
    expect(noAddress.statusCode).toBe(400);
    const { error } = errorBodySchema.parse(noAddress.json());
    expect(error.message).toBe('Corrija los campos marcados.');
    expect(error.fields).toEqual({ address: spanishMessages[authMessages.addressRequired] });

    // A message with a value inside (the clinic's age of majority), said by name in Spanish.
    const adult = { name: 'Tomás', date_of_birth: '1990-05-01', relationship: 'child' };
    const ofAge = await testApp.app.inject({ method: 'POST', url: '/api/dependents', headers: headers('es'), payload: adult });
    expect(ofAge.statusCode).toBe(400);
    const { fields } = errorBodySchema.parse(ofAge.json()).error;
    expect(fields?.date_of_birth).toMatch(/^Una persona dependiente debe tener menos de \d+ años/);
    const majority = Number(/\d+/.exec(fields?.date_of_birth ?? '')?.[0]);
    expect(fields?.date_of_birth).toBe(spanishMessageBuilders.dependentMessages.ofAge(majority));
    const ofAgeInEnglish = await testApp.app.inject({ method: 'POST', url: '/api/dependents', headers: headers('en'), payload: adult });
    expect(errorBodySchema.parse(ofAgeInEnglish.json()).error.fields?.date_of_birth).toBe(dependentMessages.ofAge(majority));
  });

  it('answers a 401 without a token in the request language', async () => {
    expect(await errorOf({ method: 'GET', url: '/api/authentication/me' }, 'es')).toEqual({ status: 401, error: { code: 'unauthorized', message: 'Inicie sesión para continuar.' } });
    expect(await errorOf({ method: 'GET', url: '/api/authentication/me' })).toEqual({ status: 401, error: { code: 'unauthorized', message: 'Please sign in to continue.' } });
  });
});
