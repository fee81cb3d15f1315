import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi } from '../../test/api';
import { fakeToken, patient } from '../../test/render';
import { adoptProfileLanguage, chooseLanguage } from './choose';
import { rememberedLanguage } from './language';

// I18N-2, I18N-3: choosing a language switches the pages and the document's lang, remembers it on
// this device, and keeps it on a signed-in person's profile; the profile's own language is adopted
// without being sent back.

const path = '/api/authentication/account/language';

describe('choosing a language (I18N-2)', () => {
  it('signed out: switches the pages and remembers the choice, and asks the server nothing', async () => {
    const api = fakeApi({});
    await chooseLanguage('es', false);
    expect(i18next.language).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(i18next.t('common:tryAgain')).toBe('Intentar de nuevo');
    expect(rememberedLanguage()).toBe('es');
    expect(api.sent).toEqual([]);
  });

  it('signed in: keeps the choice on the profile too', async () => {
    localStorage.setItem('token', fakeToken(patient));
    const api = fakeApi({ [`PUT ${path}`]: { body: { language: 'es' } } });
    await chooseLanguage('es', true);
    expect(api.calls('PUT', path).map((request) => request.body)).toEqual([{ language: 'es' }]);
    expect(api.calls('PUT', path)[0]?.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('rejects when the profile could not keep it, the pages and the device having switched already', async () => {
    localStorage.setItem('token', fakeToken(patient));
    fakeApi({ [`PUT ${path}`]: apiError(500, 'internal_error', 'Something went wrong on our side. Please try again.') });
    await expect(chooseLanguage('es', true)).rejects.toThrow('Something went wrong on our side. Please try again.');
    expect(i18next.language).toBe('es');
    expect(rememberedLanguage()).toBe('es');
  });

  it('adopts the profile’s language on this device without saving it back', async () => {
    const api = fakeApi({});
    await adoptProfileLanguage('es');
    expect(i18next.language).toBe('es');
    expect(rememberedLanguage()).toBe('es');
    await adoptProfileLanguage('en');
    expect(i18next.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(rememberedLanguage()).toBe('en');
    expect(api.sent).toEqual([]);
  });
});
