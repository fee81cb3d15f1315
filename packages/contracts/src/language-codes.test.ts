import { describe, expect, it } from 'vitest';
import { doctorLanguages, languageName } from './language-codes';

describe('languageName', () => {
  it("gives each supported language CLDR's English name, as Intl.DisplayNames does (DOC-13)", () => {
    const cldr = new Intl.DisplayNames(['en'], { type: 'language' });
    for (const code of doctorLanguages) expect(languageName(code)).toBe(cldr.of(code));
  });

  it("gives CLDR's Spanish name in a sentence and with a capital as a label (I18N-1)", () => {
    const cldr = new Intl.DisplayNames(['es-US'], { type: 'language' });
    for (const code of doctorLanguages) {
      const name = cldr.of(code) ?? '';
      expect(languageName(code, 'es', 'inText')).toBe(name);
      expect(languageName(code, 'es')).toBe(name.charAt(0).toUpperCase() + name.slice(1));
    }
    expect(languageName('ht', 'es')).toBe('Criollo haitiano');
    expect(languageName('en', 'en', 'inText')).toBe('English');
  });

  it('gives a code outside the supported list back as it is', () => {
    expect(languageName('xx')).toBe('xx');
    expect(languageName('constructor')).toBe('constructor');
    expect(languageName('constructor', 'es')).toBe('constructor');
  });
});
