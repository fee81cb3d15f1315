import { describe, expect, it } from 'vitest';
import { patientFacts, scheduleOf } from './format';

describe('portal formats', () => {
  it('says the patient’s age and gender, or that none is on file', () => {
    expect(patientFacts({ name: 'Alex', age: 34, gender: 'female' })).toBe('34 yrs, Female');
    expect(patientFacts({ name: 'Alex', age: null, gender: 'other' })).toBe('Other');
    expect(patientFacts({ name: 'Alex', age: null, gender: null })).toBe('No details on file');
  });

  it('writes the schedule as the clinic’s calendar day and time', () => {
    expect(scheduleOf({ appointment_date: '2026-01-07', appointment_time: '13:30' })).toEqual({ day: 'Wed, Jan 7', time: '1:30 PM' });
  });
});
