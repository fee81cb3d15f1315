import { activeAppointmentStatuses } from '@clinvia/contracts/appointments';
import { bookingWindowDays, slotLabel } from '@clinvia/contracts/doctors';
import { timeOffMessages, type TimeOffCalendar, type TimeOffRequest } from '@clinvia/contracts/doctor-portal';
import { and, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments, doctors, doctorTimeOff } from '../../db/schema';
import { addDays, type ClinicNow } from '../../lib/clinic-time';
import { ApiError, notFound, validationError } from '../../lib/errors';
import { bookingWindow, hasBegun } from '../../domain/slots/grid';
import { isWorkingSlot, precedingSlotOn, slotTimesOn } from '../../domain/slots/schedule';
import { readSchedule } from '../../domain/slots/schedule-queries';
import { longTypesInRow } from '../../domain/slots/visit-types';
import { openSlots, withdrawOffersOfBlockedTime } from '../../domain/waitlist/offers';

// A doctor's time off (issue 11, beyond SPEC): whole days or single slots of the booking
// window. Blocking and unblocking take the doctor's row FOR UPDATE first; a booking holds the
// same row FOR SHARE (slots/queries.ts), so a booking and a block of one slot never both win:
// whichever commits second sees the other.

const doctorNotFoundMessage = 'No doctor account with this id.';

/** 400 unless the date is a day of the booking window (today and the next 9 days, clinic time). */
function assertInWindow(date: string, now: ClinicNow): void {
  const window = bookingWindow(now);
  if (date < window.first || date > window.last) throw validationError('Please correct the highlighted fields.', { date: timeOffMessages.dateOutsideWindow });
}

async function lockDoctor(tx: Db, doctorId: string): Promise<void> {
  const [row] = await tx.select({ id: doctors.userId }).from(doctors).where(eq(doctors.userId, doctorId)).for('update');
  if (!row) throw notFound(doctorNotFoundMessage);
}

function listTimes(times: string[]): string {
  const labels = times.map(slotLabel);
  return labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1) ?? ''}`;
}

/** The booking window: which days are off, which of the doctor's slots (HOURS-1) are blocked, booked or past. */
export async function timeOffCalendar(db: Db, doctorId: string, now: ClinicNow, clinicTimeZone: string): Promise<TimeOffCalendar> {
  const window = bookingWindow(now);
  const [schedule, booked, blocked] = await Promise.all([
    readSchedule(db, doctorId, clinicTimeZone, window.first, window.last),
    db
      .select({ date: appointments.appointmentDate, time: appointments.appointmentTime })
      .from(appointments)
      .where(
        and(
          eq(appointments.doctorId, doctorId),
          gte(appointments.appointmentDate, window.first),
          lte(appointments.appointmentDate, window.last),
          inArray(appointments.status, [...activeAppointmentStatuses]),
        ),
      ),
    db
      .select({ date: doctorTimeOff.date, time: doctorTimeOff.time })
      .from(doctorTimeOff)
      .where(and(eq(doctorTimeOff.doctorId, doctorId), gte(doctorTimeOff.date, window.first), lte(doctorTimeOff.date, window.last))),
  ]);
  const bookedSlots = new Set(booked.map((row) => `${row.date} ${row.time}`));
  const blockedSlots = new Set(blocked.map((row) => `${row.date} ${row.time ?? '*'}`));
  const days = Array.from({ length: bookingWindowDays }, (_, offset) => {
    const date = addDays(now.date, offset);
    const dayOff = blockedSlots.has(`${date} *`);
    return {
      date,
      day_off: dayOff,
      slots: slotTimesOn(schedule, date).map((time) => ({
        time,
        blocked: dayOff || blockedSlots.has(`${date} ${time}`),
        booked: bookedSlots.has(`${date} ${time}`),
        past: hasBegun(date, time, now),
      })),
    };
  });
  return { clinicTimeZone, today: now.date, days };
}

/**
 * Blocks a slot or a whole day. Refused (409 `slot_booked`) while a patient's pending or
 * confirmed booking that has not begun holds the slot (or any slot of the day): the doctor
 * cancels or moves it first. Blocking what is already blocked changes nothing.
 */
export async function blockTime(db: Db, doctorId: string, request: TimeOffRequest, now: ClinicNow, clinicTimeZone: string): Promise<void> {
  assertInWindow(request.date, now);
  const { date, time } = request;
  if (time !== undefined && hasBegun(date, time, now)) throw new ApiError(409, 'slot_begun', timeOffMessages.begun);
  await db.transaction(async (tx) => {
    await lockDoctor(tx, doctorId);
    const schedule = await readSchedule(tx, doctorId, clinicTimeZone, date, date);
    // HOURS-1: a single slot must be one of the doctor's that day.
    if (time !== undefined && !isWorkingSlot(schedule, date, time)) throw validationError('Please correct the highlighted fields.', { time: timeOffMessages.timeInvalid });
    // BOOK-20: a visit that takes two slots also holds the slot after its own.
    const [rules] = await tx.select({ twoSlotVisitTypes: longTypesInRow }).from(doctors).where(eq(doctors.userId, doctorId));
    const previous = time === undefined ? null : precedingSlotOn(schedule, date, time);
    const holding = await tx
      .select({ time: appointments.appointmentTime, visitType: appointments.appointmentType })
      .from(appointments)
      .where(
        and(
          eq(appointments.doctorId, doctorId),
          eq(appointments.appointmentDate, date),
          inArray(appointments.status, [...activeAppointmentStatuses]),
          time === undefined ? undefined : inArray(appointments.appointmentTime, previous === null ? [time] : [time, previous]),
        ),
      );
    const upcoming = holding
      .filter((row) => row.time === time || time === undefined || (rules?.twoSlotVisitTypes ?? []).includes(row.visitType))
      .map((row) => row.time)
      .filter((held) => !hasBegun(date, held, now))
      .sort();
    if (upcoming.length > 0) {
      const message =
        time !== undefined
          ? `A patient is booked at ${listTimes(upcoming)}. Cancel or move that booking first, then block the time.`
          : `${upcoming.length === 1 ? 'A patient is' : 'Patients are'} booked at ${listTimes(upcoming)} on this day. Cancel or move ${upcoming.length === 1 ? 'that booking' : 'those bookings'} first, then block the day.`;
      throw new ApiError(409, 'slot_booked', message);
    }
    // A time held for a waiting patient (WAIT-2) goes with the doctor's time off; the patient is told.
    await withdrawOffersOfBlockedTime(tx, doctorId, date, time);
    if (time === undefined) {
      // The day row covers every slot; single-slot rows of that day would only linger.
      await tx.delete(doctorTimeOff).where(and(eq(doctorTimeOff.doctorId, doctorId), eq(doctorTimeOff.date, date)));
      await tx.insert(doctorTimeOff).values({ doctorId, date, time: null });
      return;
    }
    const [dayOff] = await tx
      .select({ id: doctorTimeOff.id })
      .from(doctorTimeOff)
      .where(and(eq(doctorTimeOff.doctorId, doctorId), eq(doctorTimeOff.date, date), isNull(doctorTimeOff.time)));
    if (dayOff) return;
    await tx.insert(doctorTimeOff).values({ doctorId, date, time }).onConflictDoNothing();
  });
}

/**
 * Unblocks a slot or a whole day. Unblocking one slot of a day off keeps the rest of the day
 * off (the day becomes its other slots). What is unblocked goes to the waitlist (WAIT-2).
 */
export async function unblockTime(db: Db, doctorId: string, request: TimeOffRequest, now: ClinicNow, clinicTimeZone: string): Promise<void> {
  assertInWindow(request.date, now);
  const { date, time } = request;
  await db.transaction(async (tx) => {
    await lockDoctor(tx, doctorId);
    const slotTimes = slotTimesOn(await readSchedule(tx, doctorId, clinicTimeZone, date, date), date);
    const ofDay = and(eq(doctorTimeOff.doctorId, doctorId), eq(doctorTimeOff.date, date));
    if (time === undefined) {
      const removed = await tx.delete(doctorTimeOff).where(ofDay).returning({ time: doctorTimeOff.time });
      const freed = removed.some((row) => row.time === null) ? slotTimes : removed.flatMap((row) => (row.time === null ? [] : [row.time]));
      await openSlots(
        tx,
        freed.map((slot) => ({ doctorId, date, time: slot })),
      );
      return;
    }
    const removedDay = await tx.delete(doctorTimeOff).where(and(ofDay, isNull(doctorTimeOff.time))).returning({ id: doctorTimeOff.id });
    if (removedDay.length > 0) {
      await tx.insert(doctorTimeOff).values(slotTimes.filter((slot) => slot !== time).map((slot) => ({ doctorId, date, time: slot })));
      await openSlots(tx, [{ doctorId, date, time }]);
      return;
    }
    const removed = await tx.delete(doctorTimeOff).where(and(ofDay, sql`${doctorTimeOff.time} = ${time}`)).returning({ id: doctorTimeOff.id });
    if (removed.length > 0) await openSlots(tx, [{ doctorId, date, time }]);
  });
}
