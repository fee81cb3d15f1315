// 'Add to calendar': an iCalendar file (RFC 5545) for one appointment. The appointment is
// clinic wall-clock time, so DTSTART/DTEND carry the clinic's TZID and the file brings its own
// VTIMEZONE (the zone's UTC offsets and changes around the appointment, read from the
// browser's time-zone data): calendar apps then place it right wherever the patient is.

import { ARRIVAL_MINUTES_EARLY, type PatientAppointment } from '@clinvia/contracts/appointments';
import { utcOffsetAt } from '@clinvia/contracts/clinic-time';
import { doctorTitle } from './format';

export interface CalendarEvent {
  uid: string;
  /** Clinic-local date YYYY-MM-DD and time HH:MM. */
  date: string;
  time: string;
  durationMinutes: number;
  timeZone: string;
  summary: string;
  description: string;
  location?: string | null;
  /** RFC 5545 STATUS: a pending appointment is TENTATIVE. */
  status: 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';
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
 * The VTIMEZONE of `timeZone` around `around`: every offset change from the start of the
 * previous year to the end of the next, so the observance in force at the appointment is
 * defined whichever side of a change it falls. A zone without changes gets one STANDARD.
 */
export function vtimezone(timeZone: string, around: number): string[] {
  const year = new Date(around).getUTCFullYear();
  const start = Date.UTC(year - 1, 0, 1);
  const end = Date.UTC(year + 1, 11, 31);
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`];
  const transitions = transitionsBetween(timeZone, start, end);
  if (transitions.length === 0) {
    const offset = utcOffset(utcOffsetAt(timeZone, around));
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

export function calendarFile(event: CalendarEvent): string {
  const [year = 0, month = 1, day = 1] = event.date.split('-').map(Number);
  const [hours = 0, minutes = 0] = event.time.split(':').map(Number);
  const startLocal = Date.UTC(year, month - 1, day, hours, minutes);
  const endLocal = startLocal + event.durationMinutes * MINUTE;
  const aroundUtc = startLocal - utcOffsetAt(event.timeZone, startLocal) * MINUTE;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Clinvia//Patient portal//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...vtimezone(event.timeZone, aroundUtc),
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(Math.floor((event.now ?? new Date()).getTime() / 1000) * 1000)}`,
    `DTSTART;TZID=${event.timeZone}:${localStamp(startLocal)}`,
    `DTEND;TZID=${event.timeZone}:${localStamp(endLocal)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    `STATUS:${event.status}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    'DESCRIPTION:Appointment reminder',
    'TRIGGER:-PT1H',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** BOOK-2: appointments are half-hour slots. */
const SLOT_MINUTES = 30;

/**
 * The .ics of one of the patient's appointments: the wizard's last step and each upcoming
 * appointment on /appointments offer the same file (BOOK, APPT-9).
 */
export function appointmentCalendarFile(appointment: PatientAppointment, timeZone: string, now?: Date): string {
  const pending = appointment.status === 'pending' ? '\nStatus: pending until the doctor confirms.' : '';
  return calendarFile({
    uid: `${appointment.id}@clinvia`,
    date: appointment.appointment_date,
    time: appointment.appointment_time,
    durationMinutes: SLOT_MINUTES,
    timeZone,
    summary: `${appointment.appointment_type} with ${doctorTitle(appointment.doctor_name)} (${appointment.doctor_specialization})`,
    description: `Reason: ${appointment.reason}${pending}\nPlease arrive ${String(ARRIVAL_MINUTES_EARLY)} minutes early.`,
    location: appointment.clinic_address,
    status: appointment.status === 'confirmed' ? 'CONFIRMED' : 'TENTATIVE',
    ...(now === undefined ? {} : { now }),
  });
}

export function appointmentCalendarFileName(appointment: PatientAppointment): string {
  return `clinvia-appointment-${appointment.appointment_date}.ics`;
}
