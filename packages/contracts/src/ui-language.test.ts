import { describe, expect, it } from 'vitest';
import { acceptedLanguageTags, pickUiLanguage, uiLanguageOfRequest } from './ui-language';

describe('the portal language of a list of tags (I18N-2, I18N-5)', () => {
  it('takes the first tag whose primary subtag the portal speaks', () => {
    expect(pickUiLanguage(['fr-FR', 'es-MX', 'en'])).toBe('es');
    expect(pickUiLanguage(['EN-us'])).toBe('en');
    expect(pickUiLanguage(['fr', 'de'])).toBeNull();
  });

  it('orders Accept-Language by weight and drops refused tags', () => {
    expect(acceptedLanguageTags('en;q=0.5, es-US, fr;q=0.8')).toEqual(['es-US', 'fr', 'en']);
    expect(acceptedLanguageTags('es;q=0, en')).toEqual(['en']);
    expect(acceptedLanguageTags(undefined)).toEqual([]);
  });

  it('answers English when the request names no language the portal speaks', () => {
    expect(uiLanguageOfRequest('es')).toBe('es');
    expect(uiLanguageOfRequest('de-DE, en;q=0.1')).toBe('en');
    expect(uiLanguageOfRequest('de-DE')).toBe('en');
    expect(uiLanguageOfRequest(undefined)).toBe('en');
    expect(uiLanguageOfRequest('*')).toBe('en');
  });
});
