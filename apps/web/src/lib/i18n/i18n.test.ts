import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { clockLabel } from '../zone-time';
import { clockArticle, switchLanguage } from './i18n';

// I18N-4: Spanish's article before a clock time agrees with the hour ('a la 1:30', 'a las 3:00').
describe('clockArticle', () => {
  it('is singular for one o’clock only, on the clock the portal writes', () => {
    expect(clockArticle(clockLabel('13:30', 'es'))).toBe('la');
    expect(clockArticle(clockLabel('01:00', 'es'))).toBe('la');
    expect(clockArticle(clockLabel('10:00', 'es'))).toBe('las');
    expect(clockArticle(clockLabel('11:30', 'es'))).toBe('las');
    expect(clockArticle(clockLabel('12:00', 'es'))).toBe('las');
    expect(clockArticle(clockLabel('15:00', 'es'))).toBe('las');
  });

  it('is what a Spanish catalogue gets from `{{time, clockArticle}}`', async () => {
    await switchLanguage('es');
    await i18next.loadNamespaces('visits');
    const t = i18next.getFixedT('es', 'visits');
    const when = (time: string) => t('dateAt', { date: 'martes', time: clockLabel(time, 'es') });
    expect(when('13:00')).toBe('martes a la 1:00 p.m.');
    expect(when('09:30')).toBe('martes a las 9:30 a.m.');
  });
});
