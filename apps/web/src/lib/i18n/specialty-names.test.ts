import { describe, expect, it } from 'vitest';
import { englishSearchText, spanishSpecialtyName } from './specialty-names.es';
import { loadSpanishSpecialtyNames, specialtyName, specialtySearchText } from './specialty-names';

// I18N-13: the specialties' Spanish names by DOC-8's folded key, and Find Doctor's search reading
// a Spanish name as its English key.

describe('specialty names (I18N-13)', () => {
  it('names every demo specialization and the common ones in Spanish, by the folded key', () => {
    for (const [typed, spanish] of [
      ['Cardiology', 'Cardiología'],
      ['Dermatology', 'Dermatología'],
      ['Neurology', 'Neurología'],
      ['Pediatrics', 'Pediatría'],
      ['Orthopedics', 'Ortopedia'],
      ['Psychiatry', 'Psiquiatría'],
      ['Ophthalmology', 'Oftalmología'],
      ['Gynecology', 'Ginecología'],
      ['ENT', 'Otorrinolaringología'],
      ['Otolaryngology', 'Otorrinolaringología'],
      ['Endocrinology', 'Endocrinología'],
      ['Gastroenterology', 'Gastroenterología'],
      ['Family Medicine', 'Medicina familiar'],
      ['General Practice', 'Medicina general'],
      ['Internal Medicine', 'Medicina interna'],
      ['Obstetrics and Gynecology', 'Obstetricia y ginecología'],
      ['Pulmonology', 'Neumología'],
      ['Sleep Medicine', 'Medicina del sueño'],
      ['  internal\tmedicine ', 'Medicina interna'],
    ] as const) {
      expect(spanishSpecialtyName(typed), typed).toBe(spanish);
    }
    expect(spanishSpecialtyName('Travel Medicine')).toBeUndefined();
    // Not a key of the table's prototype.
    expect(spanishSpecialtyName('constructor')).toBeUndefined();
  });

  it('shows the Spanish name on a Spanish page only, else the typed words', async () => {
    await loadSpanishSpecialtyNames();
    expect(specialtyName('Cardiology', 'es')).toBe('Cardiología');
    expect(specialtyName('Cardiology', 'en')).toBe('Cardiology');
    expect(specialtyName('Travel Medicine', 'es')).toBe('Travel Medicine');
  });

  it('searches a Spanish specialty name by its English key, accents and case aside, the other words as typed', () => {
    expect(englishSearchText('cardiología')).toBe('cardiology');
    expect(englishSearchText('Cardiologia')).toBe('cardiology');
    expect(englishSearchText('María medicina familiar')).toBe('María family medicine');
    expect(englishSearchText('obstetricia y ginecología')).toBe('obstetrics and gynecology');
    expect(englishSearchText('  Patel ')).toBe('  Patel ');
    expect(englishSearchText('cardio')).toBe('cardio');
  });

  it('picks the spelling the directory lists when a Spanish name stands for several', () => {
    expect(englishSearchText('otorrinolaringología', ['Cardiology', 'ENT'])).toBe('ent');
    expect(englishSearchText('otorrinolaringología', ['Otolaryngology'])).toBe('otolaryngology');
    expect(englishSearchText('otorrinolaringología')).toBe('ent');
  });

  it('leaves the search as typed on an English page', async () => {
    await loadSpanishSpecialtyNames();
    expect(specialtySearchText('cardiología', 'en')).toBe('cardiología');
    expect(specialtySearchText('cardiología', 'es')).toBe('cardiology');
  });
});
