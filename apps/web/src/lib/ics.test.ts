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
});
