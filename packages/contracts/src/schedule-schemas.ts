import { z } from 'zod';
import { isCalendarDate, isoDatePattern } from './clinic-time';
import { placeSchema } from './locations';
import { clockPattern, minutesOfClock, slotLengths } from './schedules';

// HOURS-5 to HOURS-8: the requests and answers of a doctor's hours as the doctor (or staff)
// edit them: the week, the slot length, date overrides and the bookings that new hours leave
// outside. Validation here is the one both the server and the form use (ENG-2).

export const hoursMessages = {
  clock: 'Please write the time as HH:MM, e.g. 09:00',
  order: 'The end must be after the start',
  overlap: 'This period overlaps the one before it',
  sequence: 'Please list the periods from earliest to latest',
  tooMany: 'At most 6 periods a day',
  slotMinutes: `Please choose a slot length of ${slotLengths.slice(0, -1).join(', ')} or ${String(slotLengths.at(-1))} minutes`,
  week: 'The week needs seven days, Sunday to Saturday',
  date: 'Please choose a date (YYYY-MM-DD)',
  datePast: 'Please choose today or a later date',
  noneWorked: 'Please give at least one period on at least one day, or keep the clinic’s standard week',
  appointmentId: 'The appointment id must be a valid id',
  notOutside: 'This booking is inside your hours: there is nothing to keep.',
  location: 'Please choose a location from the list',
} as const;

const clockField = z.string({ error: hoursMessages.clock }).trim().regex(clockPattern, hoursMessages.clock);

/** One working period, start before end (HOURS-1), at a location (HOURS-9; left out or null: the doctor's own). */
export const periodSchema = z
  .object({ start: clockField, end: clockField, location_id: z.uuid({ error: hoursMessages.location }).nullable().optional() })
  .refine((period) => minutesOfClock(period.start) < minutesOfClock(period.end), { message: hoursMessages.order, path: ['end'] })
  .meta({ id: 'Period' });

/** A period as a form holds and sends it (HOURS-9: `location_id` null or left out is the doctor's own). */
export type PeriodInput = z.infer<typeof periodSchema>;

function isValid(period: { start: string; end: string }): boolean {
  return clockPattern.test(period.start) && clockPattern.test(period.end) && minutesOfClock(period.start) < minutesOfClock(period.end);
}

/** A day's periods: ordered by start, none overlapping (the message on the later one's start). */
export const dayPeriodsSchema = z
  .array(periodSchema)
  .max(6, hoursMessages.tooMany)
  .superRefine((periods, context) => {
    periods.forEach((period, index) => {
      const previous = periods[index - 1];
      // A period already refused for its own times is not also called an overlap.
      if (previous === undefined || !isValid(previous) || !isValid(period)) return;
      if (minutesOfClock(period.start) < minutesOfClock(previous.start)) context.addIssue({ code: 'custom', message: hoursMessages.sequence, path: [index, 'start'] });
      else if (minutesOfClock(period.start) < minutesOfClock(previous.end)) context.addIssue({ code: 'custom', message: hoursMessages.overlap, path: [index, 'start'] });
    });
  });

/** A slot length from the allowed list, also as a form's string ('30'). */
export const slotMinutesField = z.preprocess(
  (value) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value),
  z.number({ error: hoursMessages.slotMinutes }).refine((minutes) => slotLengths.some((length) => length === minutes), hoursMessages.slotMinutes),
);

/** PUT the week: the slot length and each weekday's periods, 0 Sunday to 6 Saturday (HOURS-5). */
export const weekUpdateSchema = z
  .object({
    slotMinutes: slotMinutesField,
    week: z.array(dayPeriodsSchema, { error: hoursMessages.week }).length(7, hoursMessages.week),
  })
  .refine((update) => update.week.length !== 7 || update.week.some((day) => day.length > 0), { message: hoursMessages.noneWorked, path: ['week'] })
  .meta({ id: 'WeekUpdate' });
export type WeekUpdate = z.infer<typeof weekUpdateSchema>;

/** PUT an override: the date's periods; none is a day off (HOURS-2). */
export const overrideUpdateSchema = z.object({ periods: dayPeriodsSchema }).meta({ id: 'OverrideUpdate' });
export type OverrideUpdate = z.infer<typeof overrideUpdateSchema>;

const dateField = z.string({ error: hoursMessages.date }).regex(isoDatePattern, hoursMessages.date).refine(isCalendarDate, hoursMessages.date);
const doctorId = z.uuid({ error: 'Doctor id must be a valid id' });

export const hoursPathSchema = z.object({ id: doctorId });
export const overridePathSchema = z.object({ id: doctorId, date: dateField });
export const outsideBookingPathSchema = z.object({ id: doctorId, appointmentId: z.uuid({ error: hoursMessages.appointmentId }) });

/** A future booking that the doctor's hours no longer hold (HOURS-7). */
export const outsideBookingSchema = z
  .object({
    id: z.string(),
    date: z.string(),
    time: z.string(),
    status: z.enum(['pending', 'confirmed']),
    patient_name: z.string(),
    visit_type: z.string(),
    /** The doctor chose to keep it where it is. */
    kept: z.boolean(),
  })
  .meta({ id: 'OutsideBooking' });
export type OutsideBooking = z.infer<typeof outsideBookingSchema>;

const periodAnswer = z.object({
  start: z.string(),
  end: z.string(),
  /** HOURS-9: where the period is worked; null: the doctor's own location. */
  location_id: z.string().nullable(),
});

/** A doctor's hours as the editor shows them, with the bookings they leave outside. */
export const doctorHoursSchema = z
  .object({
    doctor_id: z.string(),
    /** True while the doctor keeps BOOK-2's week (set nothing yet). */
    is_specification: z.boolean(),
    slot_minutes: z.number(),
    /** Seven days, 0 Sunday to 6 Saturday. */
    week: z.array(z.array(periodAnswer)),
    time_zone: z.string(),
    /** HOURS-9: the doctor's own location (the default one when they have none). */
    location_id: z.string(),
    /** HOURS-9: the locations a period may name: active ones in the doctor's zone (LOC-4), and any a period names now. */
    locations: z.array(placeSchema),
    today: z.string(),
    /** Overrides from today on, by date; no periods is a day off. */
    overrides: z.array(z.object({ date: z.string(), periods: z.array(periodAnswer) })),
    /** Future pending or confirmed bookings at times the hours no longer have (HOURS-7). */
    outside_hours: z.array(outsideBookingSchema),
  })
  .meta({ id: 'DoctorHours' });
export type DoctorHours = z.infer<typeof doctorHoursSchema>;

/** What the schedule routes answer (I18N-11). */
export const hoursAnswerMessages = {
  noUpcomingBooking: 'No upcoming booking with this id in this doctor’s schedule.',
} as const;
