import { z } from 'zod';
import { doctorSorts } from './doctor-sorts';
import { isCalendarDate, isoDatePattern } from './clinic-time';
import { optionalText, wholeNumber } from './fields';
import { languageQueryField } from './languages';
import { placeSchema } from './locations';

/**
 * Doctor discovery (FIND-1 to FIND-12, FIND-17, DOC-1, DOC-2, DOC-13): the
 * response shapes of SPEC's doctor calls, the searchable listing and the slot grid. The API
 * validates and documents with these; the web app types and checks its data with them.
 */

const isoDate = z.string().regex(isoDatePattern);

/** BOOK-2, FIND-12: 12 half-hour slots, 9:00 AM to 11:30 AM and 1:00 PM to 3:30 PM (clinic time). */
export const slotTimes = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '13:00', '13:30', '14:00', '14:30', '15:00', '15:30'] as const;
/** BOOK-2: booking offers 10 consecutive days starting today. */
export const bookingWindowDays = 10;

export { doctorSortLabels, doctorSorts, type DoctorSort } from './doctor-sorts';

/** FIND-8: 9 doctors a page. */
export const defaultDoctorPageSize = 9;
export const maxDoctorPageSize = 50;
/** The SPEC array endpoint answers at most this many doctors per call. */
export const maxDoctorArraySize = 100;
/** The carousel shows at most this many trending doctors. */
export const trendingDoctorLimit = 12;

export const doctorQueryMessages = {
  q: 'Search text must be at most 100 characters',
  specialization: 'Specialization must be at most 100 characters',
  city: 'Location must be at most 100 characters',
  sort: `Sort must be one of ${doctorSorts.join(', ')}`,
  page: 'Page must be a whole number of at least 1',
  pageSize: `Page size must be a whole number from 1 to ${String(maxDoctorPageSize)}`,
  arrayPageSize: `Page size must be a whole number from 1 to ${String(maxDoctorArraySize)}`,
  id: 'Doctor id must be a valid id',
  from: 'From must be a date written YYYY-MM-DD',
  days: 'Days must be a whole number from 1 to 31',
} as const;

const filterShape = {
  q: optionalText(doctorQueryMessages.q).describe('Words that start words of the name, specialization or qualifications, whatever the case and punctuation'),
  specialization: optionalText(doctorQueryMessages.specialization).describe("A specialization whatever its case and spacing (DOC-8): 'cardiology' finds the doctors under Cardiology"),
  city: optionalText(doctorQueryMessages.city).describe('Words that start words of the city, whatever the case and punctuation ("boston ma" finds "Boston, MA")'),
  sort: z
    .enum(doctorSorts, { error: doctorQueryMessages.sort })
    .default('recommended')
    .describe('recommended = trending first, then highest rated'),
  page: wholeNumber(doctorQueryMessages.page, 1, 1_000_000).default(1),
  language: languageQueryField.describe('FIND-17: an ISO 639-1 code of a supported language (e.g. es): only doctors who speak it'),
};

/** GET /api/doctors query: filters, sort and page (all optional). */
export const doctorListQuerySchema = z.object({
  ...filterShape,
  pageSize: wholeNumber(doctorQueryMessages.pageSize, 1, maxDoctorPageSize).default(defaultDoctorPageSize),
});
export type DoctorListQuery = z.infer<typeof doctorListQuerySchema>;
export type DoctorListQueryInput = z.input<typeof doctorListQuerySchema>;

/** GET /api/doctors/get-doctors/ query: the same filters; SPEC's array, at most 100 at a time. */
export const doctorArrayQuerySchema = z.object({
  ...filterShape,
  pageSize: wholeNumber(doctorQueryMessages.arrayPageSize, 1, maxDoctorArraySize).default(maxDoctorArraySize),
});
export type DoctorArrayQuery = z.infer<typeof doctorArrayQuerySchema>;

export const doctorIdParamsSchema = z.object({
  id: z.uuid({ error: doctorQueryMessages.id }),
});

/** FIND-10's listing shape, plus where the doctor practises and when they can next see someone. */
export const doctorListItemSchema = z
  .object({
    user_id: z.string(),
    name: z.string(),
    specialization: z.string(),
    qualifications: z.string(),
    rating: z.number(),
    experience_years: z.number().int(),
    consultation_fee: z.number(),
    available: z.boolean(),
    trending: z.boolean(),
    face_url: z.string().nullable(),
    city: z.string().nullable(),
    available_today: z.boolean().describe('A free (not taken or blocked), not yet begun slot today (clinic time)'),
    next_available_date: isoDate.nullable().describe('First day in the 10-day booking window with a free slot, or null'),
    next_available_time: z.string().nullable().describe('The first free slot (HH:MM, wall clock in timeZone) on next_available_date, or null'),
    timeZone: z.string().describe('TIME-5: the IANA zone of the doctor’s location, in which next_available_date and next_available_time are given (HOURS-4)'),
    languages: z.array(z.string()).describe('DOC-13: ISO 639-1 codes of the languages the doctor speaks'),
  })
  .meta({ id: 'DoctorListItem' });
export type DoctorListItem = z.infer<typeof doctorListItemSchema>;

export const doctorPageSchema = z
  .object({
    items: z.array(doctorListItemSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'DoctorPage' });
export type DoctorPage = z.infer<typeof doctorPageSchema>;

export const doctorArraySchema = z.array(doctorListItemSchema);

/** FIND-10: the trending list names the id doctor_id. */
export const trendingDoctorSchema = z
  .object({
    doctor_id: z.string(),
    name: z.string(),
    face_url: z.string().nullable(),
    experience_years: z.number().int(),
    specialization: z.string(),
    consultation_fee: z.number(),
    available: z.boolean().describe('Whether the doctor takes bookings'),
    next_available_date: isoDate.nullable().describe('First day in the 10-day booking window with a free slot, or null'),
    next_available_time: z.string().nullable().describe('The first free slot (HH:MM, wall clock in timeZone) on next_available_date, or null'),
    timeZone: z.string().describe('TIME-5: the IANA zone of the doctor’s location, in which next_available_date and next_available_time are given (HOURS-4)'),
    languages: z.array(z.string()).describe('DOC-13: ISO 639-1 codes of the languages the doctor speaks'),
  })
  .meta({ id: 'TrendingDoctor' });
export type TrendingDoctor = z.infer<typeof trendingDoctorSchema>;
export const trendingDoctorsSchema = z.array(trendingDoctorSchema);

/** FIND-10: a doctor, every field (id and user_id are the same value), plus the practice. */
export const doctorDetailSchema = z
  .object({
    id: z.string(),
    user_id: z.string(),
    name: z.string(),
    email: z.string(),
    specialization: z.string(),
    qualifications: z.string(),
    experience_years: z.number().int(),
    consultation_fee: z.number(),
    rating: z.number(),
    available: z.boolean(),
    trending: z.boolean(),
    face_url: z.string().nullable(),
    city: z.string().nullable(),
    clinic_address: z.string().nullable(),
    created_at: z.iso.datetime({ offset: true }),
    bio: z.string().nullable().describe("DOC-11: the doctor's own words for patients, plain text"),
    insurance_plans: z.array(z.string()).describe('DOC-11: insurance plans the doctor accepts'),
    languages: z.array(z.string()).describe('DOC-13: ISO 639-1 codes of the languages the doctor speaks'),
    location: z
      .object({ name: z.string().nullable(), address: z.string().nullable() })
      .describe("DOC-11: where the doctor sees patients: the clinic location's name and address, else the doctor's clinic address"),
  })
  .meta({ id: 'DoctorDetail' });
export type DoctorDetail = z.infer<typeof doctorDetailSchema>;

/** DOC-8: one label per specialization whatever its case and spacing, in the clinic's spelling (its first listed doctor's). */
export const specializationsSchema = z.array(z.string()).meta({ id: 'Specializations' });
export const citiesSchema = z.array(z.string()).meta({ id: 'Cities' });

/** GET /api/doctors/:id/slots query. */
export const slotsQuerySchema = z.object({
  from: z
    .string({ error: doctorQueryMessages.from })
    .regex(isoDatePattern, doctorQueryMessages.from)
    .refine(isCalendarDate, doctorQueryMessages.from)
    .optional()
    .describe("First day, YYYY-MM-DD; defaults to today in the clinic's zone"),
  days: wholeNumber(doctorQueryMessages.days, 1, 31).default(bookingWindowDays),
});
export type SlotsQuery = z.infer<typeof slotsQuerySchema>;

export const slotSchema = z.object({
  time: z.string().describe('HH:MM, clinic wall-clock time'),
  taken: z.boolean().describe('An active (pending or confirmed) appointment holds it'),
  blocked: z.boolean().describe('The doctor is off at this time (time off for the slot or the whole day)'),
  past: z.boolean().describe("Already begun, in the clinic's zone"),
  too_soon: z.boolean().describe("Not begun, but inside the doctor's minimum booking notice (BOOK-20)"),
  held: z.boolean().describe('Freed and held for a patient from the waitlist for a few minutes (WAIT-2): nobody else can book it meanwhile'),
  available: z.boolean().describe('Bookable: inside the 10-day booking window, not taken, blocked, held, begun or inside the notice, and the doctor accepts appointments'),
  fits_two_slots: z.boolean().describe('Available, and the slot after it is free too: a visit type that takes two slots may start here (BOOK-20)'),
  location_id: z.string().describe('HOURS-9: where the slot is (one of the answer’s `locations`)'),
});
export type Slot = z.infer<typeof slotSchema>;

export const slotsResponseSchema = z
  .object({
    doctor_id: z.string(),
    available: z.boolean().describe('Whether the doctor accepts appointments at all'),
    clinicTimeZone: z.string(),
    today: isoDate,
    booking_notice_hours: z.number().int().describe('BOOK-20: the minimum notice, in hours (0: none)'),
    two_slot_visit_types: z.array(z.string()).describe('BOOK-20: visit types that take two slots with this doctor'),
    days: z.array(z.object({ date: isoDate, slots: z.array(slotSchema) })),
    locations: z.array(placeSchema).describe('HOURS-9: the locations of the slots, each once; all share the doctor’s zone (LOC-4)'),
  })
  .meta({ id: 'DoctorSlots' });
export type SlotsResponse = z.infer<typeof slotsResponseSchema>;

/** FIND-7: ratings show as whole stars out of 5, rounded down. */
export function wholeStars(rating: number): number {
  return Math.max(0, Math.min(5, Math.floor(rating)));
}

const clock24 = /^([01]?\d|2[0-3]):([0-5]\d)$/;
const clock12 = /^(1[0-2]|0?[1-9]):([0-5]\d)\s*([AaPp])\.?\s*[Mm]\.?$/;

/**
 * BOOK-16: a time of day as a client may send it, '13:30', '9:00' or the wizard's slot label (BOOK-2)
 * '1:30 PM' ('1:30pm', '1:30 p.m.'), as HH:MM; undefined when it is no time of day.
 */
export function clockTime(text: string): string | undefined {
  const value = text.trim();
  const match24 = clock24.exec(value);
  if (match24) return `${(match24[1] ?? '').padStart(2, '0')}:${match24[2] ?? ''}`;
  const match12 = clock12.exec(value);
  if (!match12) return undefined;
  const hour12 = Number(match12[1]) % 12;
  const hours = (match12[3] ?? '').toUpperCase() === 'P' ? hour12 + 12 : hour12;
  return `${String(hours).padStart(2, '0')}:${match12[2] ?? ''}`;
}

/** '09:30' → '9:30 AM', '13:00' → '1:00 PM' (SPEC's slot labels). */
export function slotLabel(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours >= 12 ? 'PM' : 'AM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${String(hour12)}:${String(minutes).padStart(2, '0')} ${suffix}`;
}
