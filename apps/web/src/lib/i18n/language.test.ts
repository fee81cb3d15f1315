import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialLanguage, rememberLanguage, rememberedLanguage } from './language';

// I18N-2: the language the portal starts in: the one remembered on this device, else the
// browser's first one the portal speaks, else English; storage that refuses changes nothing.

afterEach(() => {
  localStorage.clear();
});

describe('the language the portal starts in (I18N-2)', () => {
  it.each<[string, readonly string[], 'en' | 'es']>([
    ['Spanish of any region', ['es-MX', 'en-US'], 'es'],
    ['the first tag the portal speaks, past one it does not', ['fr-FR', 'es', 'en'], 'es'],
    ['English before Spanish', ['en-GB', 'es-ES'], 'en'],
    ['a tag in capitals with spaces', [' ES-us '], 'es'],
    ['no tag the portal speaks', ['fr', 'de-CH'], 'en'],
    ['no tag at all', [], 'en'],
    ['a bare region subtag', ['-es'], 'en'],
  ])('from the browser: %s', (_label, tags, language) => {
    expect(initialLanguage(tags)).toBe(language);
  });

  it('prefers the language remembered on this device to the browser’s', () => {
    rememberLanguage('es');
    expect(rememberedLanguage()).toBe('es');
    expect(initialLanguage(['en-US'])).toBe('es');
    rememberLanguage('en');
    expect(initialLanguage(['es-MX'])).toBe('en');
  });

  it('ignores a remembered value the portal does not speak', () => {
    localStorage.setItem('clinvia.language', 'fr');
    expect(rememberedLanguage()).toBeNull();
    expect(initialLanguage(['es'])).toBe('es');
  });

  it('goes on without storage when the browser refuses it', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(() => {
      rememberLanguage('es');
    }).not.toThrow();
    expect(rememberedLanguage()).toBeNull();
    expect(initialLanguage(['es-US'])).toBe('es');
  });
});
