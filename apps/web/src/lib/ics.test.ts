import { describe, expect, it } from 'vitest';
import { utcOffsetAt } from '@clinvia/contracts/clinic-time';
import type { PatientAppointment } from '@clinvia/contracts/appointments';
import { appointmentCalendarFile, appointmentCalendarFileName, calendarFile, escapeText, foldLine, transitionsBetween, type CalendarEvent } from './ics';

const event: CalendarEvent = {
  uid: '5f0c1e9a-1111-4222-8333-444455556666@clinvia',
  date: '2026-07-14',
  time: '09:30',
  durationMinutes: 30,
  timeZone: 'America/New_York',
  summary: 'Appointment with Maya Patel (Cardiology)',
  description: 'Consultation\nReason: chest tightness; climbing stairs, mostly\nPlease arrive 15 minutes early.',
  location: '240 Market St, San Francisco, CA',
  status: 'TENTATIVE',
  now: new Date('2026-07-01T12:34:56.789Z'),
};

/** The unfolded content lines of a file. */
function linesOf(file: string): string[] {
  return file.replace(/\r\n /g, '').split('\r\n').slice(0, -1);
}

/** The blocks of one kind (e.g. 'DAYLIGHT') as their property lines. */
function blocks(lines: string[], kind: string): string[][] {
  const found: string[][] = [];
  let current: string[] | null = null;
  for (const line of lines) {
    if (line === `BEGIN:${kind}`) current = [];
    else if (line === `END:${kind}`) {
      if (current) found.push(current);
      current = null;
    } else current?.push(line);
  }
  return found;
}

describe('calendarFile', () => {
  it('is a VCALENDAR with one VEVENT in the clinic’s TZID, CRLF line ends and a final CRLF', () => {
    const file = calendarFile(event);
    expect(file.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = linesOf(file);
    expect(lines.slice(0, 5)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Clinvia//Patient portal//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH']);
    const [vevent] = blocks(lines, 'VEVENT');
    expect(vevent).toEqual(
      expect.arrayContaining([
        'UID:5f0c1e9a-1111-4222-8333-444455556666@clinvia',
        'DTSTAMP:20260701T123456Z',
        'DTSTART;TZID=America/New_York:20260714T093000',
        'DTEND;TZID=America/New_York:20260714T100000',
        'SUMMARY:Appointment with Maya Patel (Cardiology)',
        'DESCRIPTION:Consultation\\nReason: chest tightness\\; climbing stairs\\, mostly\\nPlease arrive 15 minutes early.',
        'LOCATION:240 Market St\\, San Francisco\\, CA',
        'STATUS:TENTATIVE',
      ]),
    );
    expect(blocks(lines, 'VALARM')).toEqual([['ACTION:DISPLAY', 'DESCRIPTION:Appointment reminder', 'TRIGGER:-PT1H']]);
  });

  it('defines the TZID it uses, with New York’s changes around the appointment', () => {
    const lines = linesOf(calendarFile(event));
    const [timezone] = blocks(lines, 'VTIMEZONE');
    expect(timezone?.[0]).toBe('TZID:America/New_York');
    // 2025, 2026 and 2027: each has a change to daylight time in March and back in November.
    expect(blocks(lines, 'DAYLIGHT')).toContainEqual(['DTSTART:20260308T020000', 'TZOFFSETFROM:-0500', 'TZOFFSETTO:-0400']);
    expect(blocks(lines, 'STANDARD')).toContainEqual(['DTSTART:20261101T020000', 'TZOFFSETFROM:-0400', 'TZOFFSETTO:-0500']);
    expect(blocks(lines, 'DAYLIGHT')).toHaveLength(3);
    expect(blocks(lines, 'STANDARD')).toHaveLength(3);
  });

  it('covers a zone on the other hemisphere and one without changes', () => {
    const sydney = linesOf(calendarFile({ ...event, timeZone: 'Australia/Sydney', date: '2026-01-10' }));
    expect(blocks(sydney, 'STANDARD')).toContainEqual(['DTSTART:20260405T030000', 'TZOFFSETFROM:+1100', 'TZOFFSETTO:+1000']);
    expect(blocks(sydney, 'DAYLIGHT')).toContainEqual(['DTSTART:20261004T020000', 'TZOFFSETFROM:+1000', 'TZOFFSETTO:+1100']);

    const kolkata = linesOf(calendarFile({ ...event, timeZone: 'Asia/Kolkata' }));
    expect(blocks(kolkata, 'STANDARD')).toEqual([['DTSTART:19700101T000000', 'TZOFFSETFROM:+0530', 'TZOFFSETTO:+0530']]);
    expect(blocks(kolkata, 'DAYLIGHT')).toEqual([]);
  });

  it('leaves out LOCATION when the clinic has no address', () => {
    expect(calendarFile({ ...event, location: null })).not.toContain('LOCATION:');
  });
});

describe('offsets', () => {
  it('reads a zone’s offset and finds its changes to the minute', () => {
    expect(utcOffsetAt('America/New_York', Date.UTC(2026, 0, 15))).toBe(-300);
    expect(utcOffsetAt('America/New_York', Date.UTC(2026, 6, 15))).toBe(-240);
    expect(transitionsBetween('Europe/Berlin', Date.UTC(2026, 0, 1), Date.UTC(2026, 11, 31))).toEqual([
      { at: Date.UTC(2026, 2, 29, 1, 0), from: 60, to: 120 },
      { at: Date.UTC(2026, 9, 25, 1, 0), from: 120, to: 60 },
    ]);
  });
});

describe('text and folding', () => {
  it('escapes backslashes, semicolons, commas and newlines', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('folds at 75 octets without splitting a character', () => {
    const long = `DESCRIPTION:${'é'.repeat(80)}`;
    const folded = foldLine(long);
    for (const line of folded.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(long);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });
});

describe('appointmentCalendarFile', () => {
  const appointment: PatientAppointment = {
    id: '5f0c1e9a-1111-4222-8333-444455556666',
    patient_id: 'p',
    doctor_id: 'd',
    appointment_date: '2026-07-14',
    appointment_time: '09:30',
    appointment_type: 'Consultation',
    reason: 'Recurring headaches',
    status: 'confirmed',
    status_reason: null,
    doctor_name: 'Maya Patel',
    doctor_specialization: 'Cardiology',
    doctor_face_url: null,
    clinic_address: '240 Market St',
    is_insurance: false,
    insurance_provider: null,
    patient_name: 'Alex Morgan',
    patient_email: 'alex@example.test',
    patient_phone: '4155550100',
    created_at: '2026-01-01T00:00:00.000Z',
    can_cancel: true,
    can_reschedule: true,
  };

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
