import { z } from 'zod';
import { appointmentStatuses, appointmentTypes, doctorAppointmentSchema } from './appointments';
import { authMessages } from './auth';
import { bookingWindowDays, doctorDetailSchema } from './doctors';
import { clockPattern } from './schedules';
import { isCalendarDate, isoDatePattern } from './clinic-time';
import { numberField, optionalDate, optionalText, wholeNumber } from './fields';
import { doctorLanguagesField } from './languages';

/**
 * The doctor portal (PORTAL-1 to PORTAL-12): the
 * doctor's appointments by tab, status and patient name, paged on the server; the statistics;
 * time off; the doctor's own profile and its edit form.
 */


/**
 * PORTAL-5's tabs, fixing the specification's: Upcoming is from today on (not every appointment), and
 * Past holds the days before today.
 */
export const appointmentTabs = ['today', 'tomorrow', 'upcoming', 'past'] as const;
export type AppointmentTab = (typeof appointmentTabs)[number];

export const appointmentQueryMessages = {
  tab: `Tab must be one of ${appointmentTabs.join(', ')}`,
  status: `Status must be one of ${appointmentStatuses.join(', ')}`,
  date: 'Dates are written YYYY-MM-DD',
  dateOrder: 'The end date must not be before the start date',
  search: 'Search text must be at most 100 characters',
  page: 'Page must be a whole number of at least 1',
  pageSize: 'Page size must be a whole number from 1 to 100',
  id: 'The id must be a valid id',
} as const;

/** The portal's page size, and the most any call answers at once. */
export const defaultAppointmentPageSize = 20;
export const maxAppointmentPageSize = 100;

/** Filters shared by the doctor's list and the staff console's list. */
export const appointmentFilterShape = {
  from: optionalDate(appointmentQueryMessages.date).describe('First day, YYYY-MM-DD (clinic date)'),
  to: optionalDate(appointmentQueryMessages.date).describe('Last day, YYYY-MM-DD (clinic date)'),
  status: z.enum(appointmentStatuses, { error: appointmentQueryMessages.status }).optional(),
  q: optionalText(appointmentQueryMessages.search).describe("Part of the patient's name, case-insensitive"),
  page: wholeNumber(appointmentQueryMessages.page, 1, 1_000_000).default(1),
};

function withDateOrder<T extends z.ZodType<{ from?: string | undefined; to?: string | undefined }>>(schema: T) {
  return schema.refine((value) => value.from === undefined || value.to === undefined || value.from <= value.to, {
    message: appointmentQueryMessages.dateOrder,
    path: ['to'],
  });
}

const doctorFilterShape = {
  tab: z
    .enum(appointmentTabs, { error: appointmentQueryMessages.tab })
    .optional()
    .describe("today, tomorrow, upcoming (from today on, soonest first) or past (before today, latest first), in the clinic's zone; without it every date, soonest first"),
  ...appointmentFilterShape,
};

/** GET /api/doctors/:id/appointments (the portal): `{ items, total, page, pageSize }`. */
export const doctorAppointmentQuerySchema = withDateOrder(
  z.object({
    ...doctorFilterShape,
    pageSize: wholeNumber(appointmentQueryMessages.pageSize, 1, maxAppointmentPageSize).default(defaultAppointmentPageSize),
  }),
);
export type DoctorAppointmentQuery = z.output<typeof doctorAppointmentQuerySchema>;
export type DoctorAppointmentQueryInput = z.input<typeof doctorAppointmentQuerySchema>;

/** GET /api/doctors/get-appointment-by-doctor-id/:id (PORTAL-11's array): the same filters, at most 100 at a time. */
export const doctorAppointmentArrayQuerySchema = withDateOrder(
  z.object({
    ...doctorFilterShape,
    pageSize: wholeNumber(appointmentQueryMessages.pageSize, 1, maxAppointmentPageSize).default(maxAppointmentPageSize),
  }),
);

export const doctorIdPathSchema = z.object({ id: z.uuid({ error: 'Doctor id must be a valid id' }) });
export const appointmentIdPathSchema = z.object({ id: z.uuid({ error: 'Appointment id must be a valid id' }) });

export const doctorAppointmentPageSchema = z
  .object({
    items: z.array(doctorAppointmentSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'DoctorAppointmentPage' });
export type DoctorAppointmentPage = z.infer<typeof doctorAppointmentPageSchema>;

export const doctorAppointmentArraySchema = z.array(doctorAppointmentSchema);

/** PORTAL-4 Appointment Stats: counts over all of the doctor's appointments, whatever the filters. */
export const appointmentStatsSchema = z
  .object({
    confirmed: z.number().int(),
    pending: z.number().int(),
    completed: z.number().int(),
    cancelled: z.number().int().describe('Cancellations; a declined request counts under declined'),
    declined: z.number().int().describe("Requests the doctor said no to (LIFE-12): stored as cancelled, counted apart"),
    no_show: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: 'AppointmentStats' });
export type AppointmentStats = z.infer<typeof appointmentStatsSchema>;

// --- Time off --------------------------------------------------------------------------------

export const timeOffMessages = {
  dateRequired: 'Please choose a day',
  dateInvalid: 'Please choose a day from the calendar',
  dateOutsideWindow: `Please choose a day within the next ${String(bookingWindowDays)} days`,
  timeInvalid: 'Please choose one of the day’s appointment times',
  begun: 'This time has already begun, so there is nothing to block.',
} as const;

/** A day (no time: the whole day) or one slot of the booking window. */
const timeOffShape = z.object({
    date: z
      .string({ error: timeOffMessages.dateRequired })
      .trim()
      .min(1, timeOffMessages.dateRequired)
      .regex(isoDatePattern, timeOffMessages.dateInvalid)
      .refine(isCalendarDate, timeOffMessages.dateInvalid)
      .describe('Clinic-local date, YYYY-MM-DD, inside the 10-day booking window'),
    time: z
      .preprocess(
        (value) => (value === '' || value === null ? undefined : value),
        z
          .string({ error: timeOffMessages.timeInvalid })
          .regex(clockPattern, timeOffMessages.timeInvalid)
          .optional(),
      )
      .describe("One of the doctor's slot times that day, HH:MM; leave it out for the whole day"),
  });
/** POST /api/doctors/me/time-off's body. */
export const timeOffRequestSchema = timeOffShape.meta({ id: 'TimeOffRequest' });
/** DELETE /api/doctors/me/time-off's query (a query string cannot refer to a shared schema). */
export const timeOffQuerySchema = timeOffShape;
export type TimeOffRequest = z.output<typeof timeOffRequestSchema>;
export type TimeOffRequestInput = z.input<typeof timeOffRequestSchema>;

export const timeOffSlotSchema = z.object({
  time: z.string().describe('HH:MM, clinic wall-clock time'),
  blocked: z.boolean().describe('Time off: the slot itself or its whole day'),
  booked: z.boolean().describe('A pending or confirmed appointment holds it'),
  past: z.boolean().describe("Already begun, in the clinic's zone"),
});
export type TimeOffSlot = z.infer<typeof timeOffSlotSchema>;

/** The doctor's booking window as time off sees it: each day, whether it is off, and its 12 slots. */
export const timeOffCalendarSchema = z
  .object({
    clinicTimeZone: z.string(),
    today: z.string().regex(isoDatePattern),
    days: z.array(z.object({ date: z.string().regex(isoDatePattern), day_off: z.boolean(), slots: z.array(timeOffSlotSchema) })),
  })
  .meta({ id: 'TimeOffCalendar' });
export type TimeOffCalendar = z.infer<typeof timeOffCalendarSchema>;

// --- The doctor's own profile ----------------------------------------------------------------

/** Where the doctor's listing stands (staff verify every new doctor before patients see them). */
export const listingStates = ['listed', 'awaiting_verification', 'rejected', 'deactivated'] as const;
export type ListingState = (typeof listingStates)[number];

/** GET /api/doctors/me: the doctor's own profile, listed or not yet (DOC-5; FIND-10's doctor fields). */
export const ownDoctorProfileSchema = doctorDetailSchema
  .extend({
    listing: z.enum(listingStates).describe('listed: in Find Doctor and bookable'),
    rejection_reason: z.string().nullable(),
  })
  .meta({ id: 'OwnDoctorProfile' });
export type OwnDoctorProfile = z.infer<typeof ownDoctorProfileSchema>;

/** DOC-11: a bio is a few short paragraphs; a plan's name is a line; a doctor lists at most 20 plans. */
export const doctorBioMaxLength = 1000;
export const insurancePlanMaxLength = 80;
export const maxInsurancePlans = 20;

export const doctorProfileMessages = {
  cityTooLong: 'Please use at most 100 characters',
  addressTooLong: 'Please use at most 300 characters',
  availableRequired: 'Say whether you accept appointments',
  bioTooLong: `Please use at most ${String(doctorBioMaxLength)} characters`,
  planTooLong: `Please name each plan in at most ${String(insurancePlanMaxLength)} characters`,
  tooManyPlans: `Please list at most ${String(maxInsurancePlans)} plans`,
  plansInvalid: 'Insurance plans are a list of names',
} as const;

/**
 * DOC-11: the plans a doctor accepts, typed one per line in the form or sent as a list: each
 * trimmed, empty lines dropped, the same plan named twice (any case) kept once.
 */
export const insurancePlansField = z.preprocess(
  (value) => {
    const lines = typeof value === 'string' ? value.split('\n') : value;
    if (!Array.isArray(lines)) return lines;
    const seen = new Set<string>();
    return lines.flatMap((line: unknown) => {
      if (typeof line !== 'string') return [line];
      const plan = line.trim().replace(/\s+/g, ' ');
      if (plan === '' || seen.has(plan.toLowerCase())) return [];
      seen.add(plan.toLowerCase());
      return [plan];
    });
  },
  z
    .array(z.string({ error: doctorProfileMessages.plansInvalid }), { error: doctorProfileMessages.plansInvalid })
    .max(maxInsurancePlans, doctorProfileMessages.tooManyPlans)
    // On the list, not on a plan: the form has one box for them all.
    .refine((plans) => plans.every((plan) => plan.length <= insurancePlanMaxLength), doctorProfileMessages.planTooLong),
);


/** Optional text: trimmed, and empty means 'none' (null). */
function optionalPlace(max: number, message: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : typeof value === 'string' ? value.trim() : value),
    z.string({ error: message }).max(max, message).nullable().default(null),
  );
}

/**
 * PUT /api/doctors/me and the profile's Edit form: what a doctor keeps up to date themselves.
 * The name and specialization are the registration's, changed by staff (STAFF-6).
 */
export const doctorProfileUpdateSchema = z
  .object({
    consultationFee: numberField(authMessages.feeRequired, authMessages.feeInvalid, 0, 100_000, false).describe('Dollars per session'),
    qualifications: z
      .string({ error: authMessages.qualificationsRequired })
      .trim()
      .min(1, authMessages.qualificationsRequired)
      .max(300, 'Please use at most 300 characters'),
    experienceYears: numberField(authMessages.experienceRequired, authMessages.experienceInvalid, 0, 80, true),
    city: optionalPlace(100, doctorProfileMessages.cityTooLong).describe("e.g. 'Boston, MA': Find Doctor's location filter"),
    clinicAddress: optionalPlace(300, doctorProfileMessages.addressTooLong),
    available: z.boolean({ error: doctorProfileMessages.availableRequired }).describe('Accepting appointments'),
    // DOC-11: left out, the saved bio and plans stay as they are.
    bio: z
      .preprocess(
        (value) => (typeof value === 'string' ? (value.trim() === '' ? null : value.trim()) : value),
        z.string({ error: doctorProfileMessages.bioTooLong }).max(doctorBioMaxLength, doctorProfileMessages.bioTooLong).nullable(),
      )
      .optional()
      .describe('Plain text for patients, shown above the profile; empty removes it'),
    insurancePlans: insurancePlansField.optional().describe('Plans accepted, a list or one per line'),
    // DOC-13: left out, the saved languages stay as they are.
    languages: doctorLanguagesField.optional().describe('ISO 639-1 codes of the languages the doctor speaks'),
  })
  .meta({ id: 'DoctorProfileUpdate' });
export type DoctorProfileUpdateInput = z.input<typeof doctorProfileUpdateSchema>;
export type DoctorProfileUpdate = z.output<typeof doctorProfileUpdateSchema>;

/** PUT /api/doctors/me/availability: the portal's Available/Unavailable switch. */
export const availabilitySchema = z.object({ available: z.boolean({ error: doctorProfileMessages.availableRequired }) }).meta({ id: 'Availability' });

// --- Booking rules (BOOK-20) ----------------------------------------------------------

/** BOOK-20: the longest minimum notice a doctor may ask for (three days of the 10-day window). */
export const maxBookingNoticeHours = 72;

export const bookingRulesMessages = {
  noticeRequired: 'Please enter the notice in hours (0 for none)',
  noticeInvalid: `Please enter a whole number of hours from 0 to ${String(maxBookingNoticeHours)}`,
  visitTypesInvalid: 'Please choose visit types from the list',
  saved: 'Booking rules saved. Patients see them at once.',
} as const;

/**
 * PUT /api/doctors/me/booking-rules and the portal's Booking rules form: the minimum notice
 * before a booked visit starts, and the visit types that also hold the following slot.
 */
export const bookingRulesUpdateSchema = z
  .object({
    noticeHours: numberField(bookingRulesMessages.noticeRequired, bookingRulesMessages.noticeInvalid, 0, maxBookingNoticeHours, true).describe(
      'Patients cannot book a slot that starts sooner than this many hours from now (0: until it begins)',
    ),
    twoSlotVisitTypes: z
      .array(z.enum(appointmentTypes, { error: bookingRulesMessages.visitTypesInvalid }), { error: bookingRulesMessages.visitTypesInvalid })
      .max(appointmentTypes.length, bookingRulesMessages.visitTypesInvalid)
      .transform((types) => appointmentTypes.filter((type) => types.includes(type)))
      .describe('Visit types that take two slots: a booking of one also holds the slot after it'),
  })
  .meta({ id: 'BookingRulesUpdate' });
export type BookingRulesInput = z.input<typeof bookingRulesUpdateSchema>;
export type BookingRulesUpdate = z.output<typeof bookingRulesUpdateSchema>;

export const bookingRulesSchema = z
  .object({
    noticeHours: z.number().int(),
    twoSlotVisitTypes: z.array(z.enum(appointmentTypes)),
  })
  .meta({ id: 'BookingRules' });
export type BookingRules = z.infer<typeof bookingRulesSchema>;

// --- The doctor's calendar feed (PORTAL-13) -----------------------------------------------------

/** GET /api/doctors/me/calendar-feed: whether a feed URL is live (its token is shown only once). */
export const calendarFeedStatusSchema = z
  .object({
    active: z.boolean(),
    created_at: z.string().nullable().describe('When the live URL was made (ISO 8601), null without one'),
  })
  .meta({ id: 'CalendarFeedStatus' });
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;

/** POST /api/doctors/me/calendar-feed: the new URL's path (with its token), shown this once. */
export const calendarFeedCreatedSchema = z
  .object({
    path: z.string().describe('The feed URL’s path, its secret token included; the old URL stops working'),
    created_at: z.string(),
  })
  .meta({ id: 'CalendarFeedCreated' });
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreatedSchema>;

/** The token is checked by the service (an unknown or malformed one is a 404, never a 400). */
export const calendarFeedParamsSchema = z.object({ token: z.string().describe('The feed’s secret token') });
export const calendarFeedBodySchema = z.string().describe('An iCalendar file (RFC 5545, text/calendar)');

/** What the doctor portal's routes answer (I18N-11: held in Spanish by messages.es.ts). */
export const doctorPortalAnswerMessages = {
  noAppointment: 'No appointment with this id.',
  noCalendarFeed: 'No calendar feed at this address. It may have been renewed or stopped in the doctor portal.',
} as const;
