import { describe, expect, it } from 'vitest';
import { patientAppointment } from '../test/fixtures';
import { appointmentCalendarFile, appointmentCalendarFileName } from './ics';

/** The unfolded content lines of a file. */
function linesOf(file: string): string[] {
  return file.replace(/\r\n /g, '').split('\r\n').slice(0, -1);
}

describe('appointmentCalendarFile', () => {
  const appointment = patientAppointment({ id: '5f0c1e9a-1111-4222-8333-444455556666', appointment_date: '2026-07-14', appointment_time: '09:30', appointment_type: 'Consultation' });

  it('names the doctor with the title, the half-hour slot in clinic time, and the status (APPT-9)', () => {
    const lines = linesOf(appointmentCalendarFile(appointment, 'America/New_York', new Date('2026-07-01T00:00:00Z')));
    expect(lines).toContain('SUMMARY:Consultation with Dr. Maya Patel (Cardiology)');
    expect(lines).toContain('DTSTART;TZID=America/New_York:20260714T093000');
    expect(lines).toContain('DTEND;TZID=America/New_York:20260714T100000');
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines.find((line) => line.startsWith('DESCRIPTION:'))).not.toContain('pending');
    expect(linesOf(appointmentCalendarFile({ ...appointment, status: 'pending' }, 'America/New_York'))).toContain('STATUS:TENTATIVE');
    expect(appointmentCalendarFileName(appointment)).toBe('clinvia-appointment-2026-07-14.ics');
  });

  it('says a pending visit waits for the doctor, and asks to arrive early, on lines of their own (APPT-9)', () => {
    const lines = linesOf(appointmentCalendarFile({ ...appointment, status: 'pending' }, 'America/New_York'));
    expect(lines).toContain('DESCRIPTION:Reason: Blood pressure check\\nStatus: pending until the doctor confirms.\\nPlease arrive 15 minutes early.');
    expect(lines).toContain('TRIGGER:-PT60M');
  });

  it('ends a visit at half past eleven at midnight, on the next day', () => {
    const lines = linesOf(appointmentCalendarFile({ ...appointment, appointment_time: '23:30' }, 'America/Denver'));
    expect(lines).toContain('DTSTART;TZID=America/Denver:20260714T233000');
    expect(lines).toContain('DTEND;TZID=America/Denver:20260715T000000');
  });

  it.each<[string, Partial<typeof appointment>, string | undefined]>([
    ['the location booked, commas escaped', {}, 'LOCATION:Main clinic\\, 1 Main St\\, Boston\\, MA'],
    ['the location’s name with the clinic address when it has none', { location: { id: 'loc-2', name: 'North wing', address: ' ', time_zone: 'America/New_York' } }, 'LOCATION:North wing\\, 1 Main St\\, Boston\\, MA'],
    ['the clinic address for a visit booked before locations', { location: null }, 'LOCATION:1 Main St\\, Boston\\, MA'],
    ['no place at all when nothing is known', { location: null, clinic_address: null }, undefined],
  ])('places the visit at %s (LOC-5)', (_label, change, line) => {
    const lines = linesOf(appointmentCalendarFile({ ...appointment, ...change }, 'America/New_York'));
    expect(lines.find((candidate) => candidate.startsWith('LOCATION:'))).toBe(line);
  });
});

