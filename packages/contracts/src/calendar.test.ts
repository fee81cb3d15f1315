import { describe, expect, it } from 'vitest';
import { utcOffsetAt } from './clinic-time';
import ICAL from 'ical.js';
import { calendarFile, escapeText, foldLine, transitionsBetween, type Calendar, type CalendarEvent } from './calendar';

const event: CalendarEvent = {
  uid: '5f0c1e9a-1111-4222-8333-444455556666@clinvia',
  date: '2026-07-14',
  time: '09:30',
  durationMinutes: 30,
  summary: 'Appointment with Maya Patel (Cardiology)',
  description: 'Consultation\nReason: chest tightness; climbing stairs, mostly\nPlease arrive 15 minutes early.',
  location: '240 Market St, San Francisco, CA',
  status: 'TENTATIVE',
  alarmMinutesBefore: 60,
};

const now = new Date('2026-07-01T12:34:56.789Z');

function publish(changes: Partial<CalendarEvent> = {}, timeZone = 'America/New_York'): Calendar {
  return { method: 'PUBLISH', timeZone, now, events: [{ ...event, ...changes }] };
}

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
    const file = calendarFile(publish());
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
    expect(blocks(lines, 'VALARM')).toEqual([['ACTION:DISPLAY', 'DESCRIPTION:Appointment reminder', 'TRIGGER:-PT60M']]);
  });

  it('defines the TZID it uses, with New York’s changes around the appointment', () => {
    const lines = linesOf(calendarFile(publish()));
    const [timezone] = blocks(lines, 'VTIMEZONE');
    expect(timezone?.[0]).toBe('TZID:America/New_York');
    // 2025, 2026 and 2027: each has a change to daylight time in March and back in November.
    expect(blocks(lines, 'DAYLIGHT')).toContainEqual(['DTSTART:20260308T020000', 'TZOFFSETFROM:-0500', 'TZOFFSETTO:-0400']);
    expect(blocks(lines, 'STANDARD')).toContainEqual(['DTSTART:20261101T020000', 'TZOFFSETFROM:-0400', 'TZOFFSETTO:-0500']);
    expect(blocks(lines, 'DAYLIGHT')).toHaveLength(3);
    expect(blocks(lines, 'STANDARD')).toHaveLength(3);
  });

  it('covers a zone on the other hemisphere and one without changes', () => {
    const sydney = linesOf(calendarFile(publish({ date: '2026-01-10' }, 'Australia/Sydney')));
    expect(blocks(sydney, 'STANDARD')).toContainEqual(['DTSTART:20260405T030000', 'TZOFFSETFROM:+1100', 'TZOFFSETTO:+1000']);
    expect(blocks(sydney, 'DAYLIGHT')).toContainEqual(['DTSTART:20261004T020000', 'TZOFFSETFROM:+1000', 'TZOFFSETTO:+1100']);

    const kolkata = linesOf(calendarFile(publish({}, 'Asia/Kolkata')));
    expect(blocks(kolkata, 'STANDARD')).toEqual([['DTSTART:19700101T000000', 'TZOFFSETFROM:+0530', 'TZOFFSETTO:+0530']]);
    expect(blocks(kolkata, 'DAYLIGHT')).toEqual([]);
  });

  it('leaves out LOCATION when the clinic has no address', () => {
    expect(calendarFile(publish({ location: null }))).not.toContain('LOCATION:');
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

describe('invitations a calendar app applies (RFC 5546)', () => {
  const organizer = { name: 'Clinvia, "Main" clinic', email: 'no-reply@clinvia.local' };
  const attendee = { name: 'Alex Morgan', email: 'alex@example.test' };

  function parse(file: string): ICAL.Component {
    // ical.js types its parse result as any; the Component constructor takes the jCal array.
    const jcal = ICAL.parse(file) as unknown[];
    return new ICAL.Component(jcal);
  }

  it('a REQUEST carries SEQUENCE, ORGANIZER and ATTENDEE, and the parser reads the clinic time right across a DST change', () => {
    // 2026-11-02 is the first Monday after New York left daylight time (November 1).
    const file = calendarFile({ method: 'REQUEST', timeZone: 'America/New_York', now, events: [{ ...event, date: '2026-11-02', sequence: 2, organizer, attendees: [attendee] }] });
    const calendar = parse(file);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    const vevent = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
    const timezone = new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone') ?? undefined);
    vevent.startDate.zone = timezone;
    expect(vevent.uid).toBe(event.uid);
    expect(vevent.sequence).toBe(2);
    expect(vevent.startDate.toJSDate().toISOString()).toBe('2026-11-02T14:30:00.000Z');
    expect(vevent.organizer).toBe('mailto:no-reply@clinvia.local');
    const organizerProperty = calendar.getFirstSubcomponent('vevent')?.getFirstProperty('organizer');
    expect(organizerProperty?.getParameter('cn')).toBe('Clinvia, Main clinic');
    expect(vevent.attendees.map((property) => property.getFirstValue())).toEqual(['mailto:alex@example.test']);
  });

  it('a CANCEL keeps the UID and says CANCELLED', () => {
    const calendar = parse(calendarFile({ method: 'CANCEL', timeZone: 'America/New_York', now, events: [{ ...event, status: 'CANCELLED', sequence: 3, organizer }] }));
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    const vevent = calendar.getFirstSubcomponent('vevent');
    expect(vevent?.getFirstPropertyValue('uid')).toBe(event.uid);
    expect(vevent?.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(vevent?.getFirstPropertyValue('sequence')).toBe(3);
  });

  it('a feed holds many events under one VTIMEZONE that covers all of them, and a name', () => {
    const file = calendarFile({
      method: 'PUBLISH',
      timeZone: 'America/New_York',
      name: 'Clinvia: Dr. Maya Patel',
      now,
      events: [event, { ...event, uid: 'second@clinvia', date: '2027-12-30' }],
    });
    const calendar = parse(file);
    expect(calendar.getAllSubcomponents('vevent').map((component) => component.getFirstPropertyValue('uid'))).toEqual([event.uid, 'second@clinvia']);
    expect(calendar.getAllSubcomponents('vtimezone')).toHaveLength(1);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Clinvia: Dr. Maya Patel');
    // The zone's changes reach the year after the last event (2028).
    expect(file).toContain('DTSTART:20281105T020000');
  });
});
