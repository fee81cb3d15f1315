import { authMessages } from '@clinvia/contracts/auth';
import { checkInMessages } from '@clinvia/contracts/check-ins';
import { describe, expect, it } from 'vitest';
import { contractMessage, loadSpanishMessages } from './contract-messages';

// I18N-11: a contract's message in the page's language, from the Spanish table keyed by the English.

describe('contractMessage (I18N-11)', () => {
  it('leaves every message as written on an English page', () => {
    expect(contractMessage(authMessages.emailInvalid, 'en')).toBe('Invalid email address');
  });

  it('says a message of the table in Spanish once the table is loaded', async () => {
    await loadSpanishMessages();
    expect(contractMessage(authMessages.emailInvalid, 'es')).toBe('Dirección de correo electrónico no válida');
    expect(contractMessage(checkInMessages.ageInvalid, 'es')).toBe('Ingrese su edad en años, de 0 a 150');
  });

  it.each([
    ['the server’s answer, already in Spanish', 'La cita no existe'],
    ['a message no contract writes', 'Something nobody wrote'],
    ['an empty message', ''],
    ['a message in other capitals than the contract’s', 'invalid email address'],
  ])('leaves %s as it is on a Spanish page', async (_label, message) => {
    await loadSpanishMessages();
    expect(contractMessage(message, 'es')).toBe(message);
  });
});
