import { describe, expect, it } from 'vitest';
import { doctorLanguages, languageName } from './language-codes';

describe('languageName', () => {
  it("gives each supported language CLDR's English name, as Intl.DisplayNames does (DOC-13)", () => {
    const cldr = new Intl.DisplayNames(['en'], { type: 'language' });
    for (const code of doctorLanguages) expect(languageName(code)).toBe(cldr.of(code));
  });

  it('gives a code outside the supported list back as it is', () => {
    expect(languageName('xx')).toBe('xx');
    expect(languageName('constructor')).toBe('constructor');
  });
});
