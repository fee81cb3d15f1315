// iCalendar files (RFC 5545) for the browser ('Add to calendar') and the server (the .ics of
// appointment e-mails, the doctor's calendar feed). Appointments are clinic wall-clock times, so
// DTSTART/DTEND carry the clinic's TZID and the file brings its own VTIMEZONE (the zone's UTC
// offsets and changes around the events, read from the platform's time-zone data): calendar
// apps then place them right wherever the reader is. Free of zod: a first screen may import it.

import { utcOffsetAt } from './clinic-time';

export interface CalendarPerson {
  name: string;
  email: string;
}

export interface CalendarEvent {
  /** Stable per appointment: a calendar updates the event with this UID instead of adding one. */
  uid: string;
  /** Clinic-local date YYYY-MM-DD and time HH:MM. */
  date: string;
  time: string;
  durationMinutes: number;
  summary: string;
  description: string;
  location?: string | null;
  /** RFC 5545 STATUS: a pending appointment is TENTATIVE. */
  status: 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';
  /** Rises with each change the recipient's calendar should apply (RFC 5546 §2.1.4). */
  sequence?: number;
  /** Who sends REQUEST and CANCEL messages (RFC 5546 needs one for those methods). */
  organizer?: CalendarPerson;
  attendees?: CalendarPerson[];
  /** Minutes before the start for a display alarm; none when left out. */
  alarmMinutesBefore?: number;
}

export interface Calendar {
  /** PUBLISH for a download or a feed; REQUEST and CANCEL for an invitation by e-mail (RFC 5546). */
  method: 'PUBLISH' | 'REQUEST' | 'CANCEL';
  timeZone: string;
  events: CalendarEvent[];
  /** Feeds name themselves in calendar apps. */
  name?: string;
  /** When the file was made (DTSTAMP). */
  now?: Date;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

interface Transition {
  /** The first UTC minute of the new offset. */
  at: number;
  from: number;
  to: number;
}

/** Offset changes between two instants: a day-by-day scan, then a binary search to the minute. */
export function transitionsBetween(timeZone: string, start: number, end: number): Transition[] {
  const found: Transition[] = [];
  let previous = utcOffsetAt(timeZone, start);
  for (let day = start; day < end; day += DAY) {
    const next = utcOffsetAt(timeZone, day + DAY);
    if (next === previous) continue;
    let low = day;
    let high = day + DAY;
    while (high - low > MINUTE) {
      const middle = low + Math.floor((high - low) / 2 / MINUTE) * MINUTE;
      if (utcOffsetAt(timeZone, middle) === previous) low = middle;
      else high = middle;
    }
    found.push({ at: high, from: previous, to: next });
    previous = next;
  }
  return found;
}

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

/** '+0530', '-0400' */
function utcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(minutes);
  return `${sign}${pad(Math.floor(absolute / 60))}${pad(absolute % 60)}`;
}

/** An instant as DATE-TIME in UTC form: 20260115T143000Z */
function utcStamp(instant: number): string {
  const date = new Date(instant);
  return `${pad(date.getUTCFullYear(), 4)}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`;
}

/** Local wall-clock fields (as a UTC-based number) as DATE-TIME in local form: 20260115T093000 */
function localStamp(localMs: number): string {
  return utcStamp(localMs).slice(0, -1);
}

/**
 * The VTIMEZONE of `timeZone` for events between `from` and `to`: every offset change from the
 * start of the year before the first to the end of the year after the last, so the observance
 * in force at each event is defined whichever side of a change it falls. A zone without
 * changes gets one STANDARD.
 */
export function vtimezone(timeZone: string, from: number, to: number = from): string[] {
  const firstYear = new Date(from).getUTCFullYear() - 1;
  const lastYear = new Date(to).getUTCFullYear() + 1;
  // The scan asks the zone's offset about 1,100 times (5 ms an e-mail: issue 22's 10,000 e-mails
  // spent most of their time here), and its answer depends only on the zone and the years.
  const key = `${timeZone}|${String(firstYear)}|${String(lastYear)}`;
  let lines = vtimezones.get(key);
  if (!lines) {
    lines = scanVtimezone(timeZone, from, Date.UTC(firstYear, 0, 1), Date.UTC(lastYear, 11, 31));
    vtimezones.set(key, lines);
  }
  return [...lines];
}

const vtimezones = new Map<string, string[]>();

function scanVtimezone(timeZone: string, from: number, start: number, end: number): string[] {
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`];
  const transitions = transitionsBetween(timeZone, start, end);
  if (transitions.length === 0) {
    const offset = utcOffset(utcOffsetAt(timeZone, from));
    lines.push('BEGIN:STANDARD', 'DTSTART:19700101T000000', `TZOFFSETFROM:${offset}`, `TZOFFSETTO:${offset}`, 'END:STANDARD');
  }
  for (const transition of transitions) {
    const kind = transition.to > transition.from ? 'DAYLIGHT' : 'STANDARD';
    lines.push(
      `BEGIN:${kind}`,
      // The onset in the local time in force before it (RFC 5545 §3.6.5).
      `DTSTART:${localStamp(transition.at + transition.from * MINUTE)}`,
      `TZOFFSETFROM:${utcOffset(transition.from)}`,
      `TZOFFSETTO:${utcOffset(transition.to)}`,
      `END:${kind}`,
    );
  }
  lines.push('END:VTIMEZONE');
  return lines;
}

/** TEXT value escaping (RFC 5545 §3.3.11). */
export function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** A quoted parameter value (RFC 5545 §3.2): double quotes cannot appear inside one. */
function quotedParameter(text: string): string {
  return `"${text.replace(/["\r\n]/g, '')}"`;
}

function person(property: 'ORGANIZER' | 'ATTENDEE', who: CalendarPerson): string {
  return `${property};CN=${quotedParameter(who.name)}:mailto:${who.email}`;
}

const encoder = new TextEncoder();

/** Lines longer than 75 octets folded with CRLF + space, never inside a character (RFC 5545 §3.1). */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = pieces.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

/** An event's start as local wall-clock fields in a UTC-based number. */
function startLocalOf(event: CalendarEvent): number {
  const [year = 0, month = 1, day = 1] = event.date.split('-').map(Number);
  const [hours = 0, minutes = 0] = event.time.split(':').map(Number);
  return Date.UTC(year, month - 1, day, hours, minutes);
}

function eventLines(event: CalendarEvent, timeZone: string, stamp: string): string[] {
  const startLocal = startLocalOf(event);
  const endLocal = startLocal + event.durationMinutes * MINUTE;
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    ...(event.sequence === undefined ? [] : [`SEQUENCE:${String(event.sequence)}`]),
    `DTSTAMP:${stamp}`,
    `DTSTART;TZID=${timeZone}:${localStamp(startLocal)}`,
    `DTEND;TZID=${timeZone}:${localStamp(endLocal)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    `STATUS:${event.status}`,
    ...(event.organizer ? [person('ORGANIZER', event.organizer)] : []),
    ...(event.attendees ?? []).map((attendee) => person('ATTENDEE', attendee)),
    ...(event.alarmMinutesBefore === undefined
      ? []
      : ['BEGIN:VALARM', 'ACTION:DISPLAY', 'DESCRIPTION:Appointment reminder', `TRIGGER:-PT${String(event.alarmMinutesBefore)}M`, 'END:VALARM']),
    'END:VEVENT',
  ];
}

export function calendarFile(calendar: Calendar): string {
  const { timeZone, events } = calendar;
  const stamp = utcStamp(Math.floor((calendar.now ?? new Date()).getTime() / 1000) * 1000);
  const starts = events.map((event) => {
    const local = startLocalOf(event);
    return local - utcOffsetAt(timeZone, local) * MINUTE;
  });
  const now = (calendar.now ?? new Date()).getTime();
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Clinvia//Patient portal//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${calendar.method}`,
    ...(calendar.name ? [`X-WR-CALNAME:${escapeText(calendar.name)}`, `X-WR-TIMEZONE:${timeZone}`] : []),
    ...vtimezone(timeZone, starts.length ? Math.min(...starts) : now, starts.length ? Math.max(...starts) : now),
    ...events.flatMap((event) => eventLines(event, timeZone, stamp)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
