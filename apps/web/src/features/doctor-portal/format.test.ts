import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { browserInZone } from '../../test/zone';
import { scheduleOf } from './format';
import { patientFacts } from './VisitPatient';

const t = i18next.getFixedT('en', 'doctorPortal');

describe('portal formats', () => {
  it('says the patient’s age and gender, or that none is on file', () => {
    expect(patientFacts({ name: 'Alex', age: 34, gender: 'female' }, t)).toBe('34 yrs, Female');
    expect(patientFacts({ name: 'Alex', age: null, gender: 'other' }, t)).toBe('Other');
    expect(patientFacts({ name: 'Alex', age: null, gender: null }, t)).toBe('No details on file');
  });

  it('writes the schedule as the calendar day and time of the doctor’s location, with its zone for a browser elsewhere (TIME-5)', () => {
    browserInZone('America/New_York');
    expect(scheduleOf({ appointment_date: '2026-01-07', appointment_time: '13:30', timeZone: 'America/New_York' }, 'en')).toEqual({ day: 'Wed, Jan 7', time: '1:30 PM' });
    expect(scheduleOf({ appointment_date: '2026-01-07', appointment_time: '13:30', timeZone: 'America/Denver' }, 'en')).toEqual({ day: 'Wed, Jan 7', time: '1:30 PM Mountain time' });
  });
});
