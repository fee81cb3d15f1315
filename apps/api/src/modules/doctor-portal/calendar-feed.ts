import { calendarFile, type CalendarEvent } from '@clinvia/contracts/calendar';
import { wallClockAt } from '@clinvia/contracts/clinic-time';
import type { CalendarFeedStatus } from '@clinvia/contracts/doctor-portal';
import { visitPlaceLine } from '@clinvia/contracts/locations';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { appointments, doctorCalendarFeeds, doctors, doctorTimeOff, users } from '../../db/schema';
import { addDays } from '../../lib/clinic-time';
import { followingSlotOn, slotTimesOn } from '../../domain/slots/schedule';
import { appointmentPlace, placeOf } from '../../domain/slots/places';
import { locationZone, readSchedule } from '../../domain/slots/schedule-queries';
import { longTypesInRow } from '../../domain/slots/visit-types';
import { activeStatus } from '../../domain/slots/queries';
import { hashLinkToken, newLinkToken } from '../../lib/link-tokens';

// The doctor's private calendar feed (PORTAL-13): an iCalendar URL that Google, Apple or Outlook
// poll without signing in, so the secret is the URL's token: 32 random bytes (256 bits,
// base64url). Only its SHA-256 is stored (a leaked database does not leak live feed URLs), so the
// URL is shown once; renewing replaces the hash and revoking deletes it, and the old URL
// answers 404 at once on every replica. The feed shows the least a doctor needs in a phone's
// calendar: the patient's first name and initial and the visit type, never the reason.

/** PORTAL-13: the feed covers today and the next 59 days, dates of the doctor's location (TIME-5). */
export const feedDays = 60;
const feedPathPrefix = '/api/calendar-feeds/';
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

export async function feedStatus(db: Db, doctorId: string): Promise<CalendarFeedStatus> {
  const [row] = await db.select({ createdAt: doctorCalendarFeeds.createdAt }).from(doctorCalendarFeeds).where(eq(doctorCalendarFeeds.doctorId, doctorId));
  return { active: row !== undefined, created_at: row?.createdAt.toISOString() ?? null };
}

/** A new feed token for the doctor, replacing any before it; `renewed` says whether one was live. */
export async function issueFeed(db: Db, doctorId: string): Promise<{ path: string; created_at: string; renewed: boolean }> {
  const { token, hash } = newLinkToken();
  const createdAt = new Date();
  const [previous] = await db.select({ doctorId: doctorCalendarFeeds.doctorId }).from(doctorCalendarFeeds).where(eq(doctorCalendarFeeds.doctorId, doctorId));
  await db
    .insert(doctorCalendarFeeds)
    .values({ doctorId, tokenHash: hash, createdAt })
    .onConflictDoUpdate({ target: doctorCalendarFeeds.doctorId, set: { tokenHash: hash, createdAt } });
  return { path: `${feedPathPrefix}${token}`, created_at: createdAt.toISOString(), renewed: previous !== undefined };
}

/** Stops the feed; answers whether one was live. */
export async function revokeFeed(db: Db, doctorId: string): Promise<boolean> {
  const removed = await db.delete(doctorCalendarFeeds).where(eq(doctorCalendarFeeds.doctorId, doctorId)).returning({ doctorId: doctorCalendarFeeds.doctorId });
  return removed.length > 0;
}

/** The doctor whose live feed this token opens, or null (malformed, unknown, renewed or revoked). */
export async function feedOwner(db: Db, token: string): Promise<string | null> {
  if (!tokenPattern.test(token)) return null;
  const [row] = await db.select({ doctorId: doctorCalendarFeeds.doctorId }).from(doctorCalendarFeeds).where(eq(doctorCalendarFeeds.tokenHash, hashLinkToken(token)));
  return row?.doctorId ?? null;
}

/** 'Anna K.': the first name and the last name's initial (PORTAL-13's minimum of patient detail). */
export function firstNameAndInitial(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? 'Patient';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  // The first grapheme, so a letter with a combining accent stays whole.
  const initial = last === undefined ? undefined : new Intl.Segmenter().segment(last)[Symbol.iterator]().next().value?.segment;
  return initial ? `${first} ${initial}.` : first;
}

const patient = alias(users, 'patient');

/**
 * The feed's iCalendar text and the patients it shows (one audit row each). TIME-5: its times,
 * days and VTIMEZONE are those of the doctor's location (`clinicTimeZone` for the default one);
 * LOC-5: each visit's LOCATION is where it was booked.
 */
export async function doctorFeed(db: Db, doctorId: string, clinicTimeZone: string, now: Date = new Date()): Promise<{ ics: string; patientIds: string[] }> {
  const [doctor] = await db
    .select({ name: users.name, clinicAddress: doctors.clinicAddress, twoSlotVisitTypes: longTypesInRow, zone: locationZone })
    .from(doctors)
    .innerJoin(users, eq(users.id, doctors.userId))
    .where(eq(doctors.userId, doctorId));
  const timeZone = doctor?.zone ?? clinicTimeZone;
  const first = wallClockAt(timeZone, now).date;
  const last = addDays(first, feedDays - 1);
  const [schedule, booked, timeOff] = await Promise.all([
    readSchedule(db, doctorId, clinicTimeZone, first, last),
    db
      .select({
        id: appointments.id,
        patientId: appointments.patientId,
        patientName: patient.name,
        date: appointments.appointmentDate,
        time: appointments.appointmentTime,
        visitType: appointments.appointmentType,
        status: appointments.status,
        place: appointmentPlace,
      })
      .from(appointments)
      .innerJoin(patient, eq(patient.id, appointments.patientId))
      .innerJoin(doctors, eq(doctors.userId, appointments.doctorId))
      .where(and(eq(appointments.doctorId, doctorId), gte(appointments.appointmentDate, first), lte(appointments.appointmentDate, last), activeStatus))
      .orderBy(asc(appointments.appointmentDate), asc(appointments.appointmentTime)),
    db
      .select({ id: doctorTimeOff.id, date: doctorTimeOff.date, time: doctorTimeOff.time })
      .from(doctorTimeOff)
      .where(and(eq(doctorTimeOff.doctorId, doctorId), gte(doctorTimeOff.date, first), lte(doctorTimeOff.date, last))),
  ]);
  const twoSlotTypes = doctor?.twoSlotVisitTypes ?? [];
  const clinicAddress = doctor?.clinicAddress ?? null;
  const { slotMinutes } = schedule;
  const events: CalendarEvent[] = [
    ...booked.map((row): CalendarEvent => {
      const pending = row.status === 'pending';
      const twoSlots = twoSlotTypes.includes(row.visitType) && followingSlotOn(schedule, row.date, row.time) !== null;
      return {
        uid: `${row.id}@clinvia`,
        date: row.date,
        time: row.time,
        durationMinutes: twoSlots ? 2 * slotMinutes : slotMinutes,
        summary: `${pending ? 'Request: ' : ''}${firstNameAndInitial(row.patientName)}, ${row.visitType}`,
        description: pending ? 'Waiting for your answer: accept or decline it in the Clinvia doctor portal.' : 'Confirmed in Clinvia.',
        location: visitPlaceLine(placeOf(row.place, clinicTimeZone), clinicAddress),
        status: pending ? 'TENTATIVE' : 'CONFIRMED',
      };
    }),
    ...timeOff.flatMap((row): CalendarEvent[] => {
      // A whole day runs from the doctor's first slot that day to the end of the last (HOURS-1);
      // a day without hours has nothing to block.
      const times = slotTimesOn(schedule, row.date);
      const firstSlot = times[0];
      const lastSlot = times[times.length - 1];
      if (row.time === null && (firstSlot === undefined || lastSlot === undefined)) return [];
      return [
        {
          uid: `time-off-${row.id}@clinvia`,
          date: row.date,
          time: row.time ?? firstSlot ?? '',
          durationMinutes: row.time === null ? minutesBetween(firstSlot ?? '', lastSlot ?? '') + slotMinutes : slotMinutes,
          summary: row.time === null ? 'Time off (whole day)' : 'Time off',
          description: 'Blocked in Clinvia: patients cannot book this time.',
          location: null,
          status: 'CONFIRMED',
        },
      ];
    }),
  ];
  const ics = calendarFile({ method: 'PUBLISH', name: `Clinvia: ${doctor ? `Dr. ${doctor.name}` : 'your appointments'}`, timeZone, events, now });
  return { ics, patientIds: booked.map((row) => row.patientId) };
}

function minutesBetween(from: string, to: string): number {
  const minutes = (time: string) => {
    const [hours = 0, rest = 0] = time.split(':').map(Number);
    return hours * 60 + rest;
  };
  return minutes(to) - minutes(from);
}
