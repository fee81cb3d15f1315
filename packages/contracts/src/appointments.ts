import { z } from 'zod';
import { emailPattern, genderOptions } from './auth';
import { bookingWindowDays, isCalendarDate, slotTimes } from './doctors';

/**
 * Appointments (SPEC §3 Appointment and Booking payload, §4 'Appointment status' and 'Booking
 * wizard', §5 'Booking', §7 the patients calls, §9 Booking). The statuses, appointment types,
 * SPEC §5's messages and the payload and response shapes live here once: the database
 * schema, the API's validation and OpenAPI document, and the wizard's form all take them
 * from this module.
 */

/** SPEC §4: pending, confirmed, completed, cancelled. */
export const appointmentStatuses = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
export type AppointmentStatus = (typeof appointmentStatuses)[number];
export const appointmentStatusSchema = z.enum(appointmentStatuses);

/** Statuses that hold a slot: at most one such appointment per doctor (and per patient) and slot. */
export const activeAppointmentStatuses = ['pending', 'confirmed'] as const satisfies readonly AppointmentStatus[];

export function isActiveStatus(status: AppointmentStatus): boolean {
  return activeAppointmentStatuses.some((active) => active === status);
}

/** SPEC §4: an unknown status is displayed as pending. */
export function displayStatus(status: string): AppointmentStatus {
  return appointmentStatuses.find((known) => known === status) ?? 'pending';
}

/** SPEC §2: the four appointment types of the booking wizard. */
export const appointmentTypes = ['New Patient Visit', 'Follow-up', 'Annual Physical', 'Consultation'] as const;
export type AppointmentType = (typeof appointmentTypes)[number];

/** SPEC §9: the reason needs at least 10 characters. */
export const REASON_MIN_LENGTH = 10;
export const REASON_MAX_LENGTH = 1000;
/** SPEC §9: a phone number of 10 to 15 digits. */
export const bookingPhonePattern = /^\d{10,15}$/;
/** SPEC §9: patients are asked to arrive this many minutes early. */
export const ARRIVAL_MINUTES_EARLY = 15;
/** SPEC §8/§9: the 'Booking successful!' toast stays 4.5 s. */
export const BOOKING_TOAST_MS = 4500;

/** SPEC §5 'Booking' verbatim, then the messages of the rules SPEC leaves out. */
export const bookingMessages = {
  dateRequired: 'Please select a date',
  timeRequired: 'Please select a time',
  typeRequired: 'Please select an appointment type',
  reasonRequired: 'Please provide a reason for your visit',
  reasonTooShort: 'Please provide more details',
  insuranceProviderRequired: 'Insurance provider is required',
  insuranceIdRequired: 'Insurance ID is required',
  nameRequired: 'Full name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid phone number',

  dateInvalid: 'Please select a date from the calendar',
  dateOutsideWindow: `Please select a date within the next ${String(bookingWindowDays)} days`,
  timeInvalid: 'Please select one of the offered times',
  reasonTooLong: `Please keep the reason under ${String(REASON_MAX_LENGTH)} characters`,
  paymentRequired: 'Please choose Self-pay or Insurance',
  insuranceTooLong: 'Please use at most 100 characters',
  nameTooLong: 'Please use at most 120 characters',
  patientIdInvalid: 'Patient id must be a valid id',
  doctorIdInvalid: 'Doctor id must be a valid id',
  appointmentIdInvalid: 'Appointment id must be a valid id',
  sameSlot: 'This is the appointment’s current time. Please choose another time.',
} as const;

/**
 * The 409 answers of booking and rescheduling (`error.code`), each with its message: the
 * wizard sends the patient back to step 1 with fresh slots for every one of them.
 */
export const slotConflicts = {
  slot_taken: 'Sorry, this time has just been booked by someone else. Please choose another time.',
  slot_unavailable: 'The doctor is not available at this time. Please choose another time.',
  slot_begun: 'This time has already begun. Please choose a later time.',
  patient_double_booking: 'You already have an appointment at this date and time. Please choose another time.',
  doctor_unavailable: 'This doctor is not accepting appointments at the moment.',
} as const;
export type SlotConflictCode = keyof typeof slotConflicts;

export function isSlotConflictCode(code: string): code is SlotConflictCode {
  return Object.hasOwn(slotConflicts, code);
}

const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

/** A clinic date picked from the calendar (YYYY-MM-DD). */
function dateField() {
  return z
    .string({ error: bookingMessages.dateRequired })
    .trim()
    .min(1, bookingMessages.dateRequired)
    .regex(isoDatePattern, bookingMessages.dateInvalid)
    .refine(isCalendarDate, bookingMessages.dateInvalid);
}

/** One of SPEC §9's 12 slot times (HH:MM). */
function timeField() {
  return z
    .string({ error: bookingMessages.timeRequired })
    .trim()
    .min(1, bookingMessages.timeRequired)
    .refine((time) => slotTimes.some((slot) => slot === time), bookingMessages.timeInvalid);
}

function optionalText(max: number, message: string) {
  return z.string().trim().max(max, message).optional();
}

/**
 * SPEC §9's 10 to 15 digits. Spaces, dashes, dots, brackets and a leading + are dropped
 * first, so '(415) 555-0123' from a profile passes as 4155550123.
 */
const bookingPhoneField = z
  .string({ error: bookingMessages.phoneRequired })
  .trim()
  .min(1, bookingMessages.phoneRequired)
  .transform((phone) => phone.replace(/^\+|[\s().-]/g, ''))
  .pipe(z.string().regex(bookingPhonePattern, bookingMessages.phoneInvalid));

/** SPEC §3: isInsurance travels as the text 'true' or 'false'. */
export const paymentChoices = ['false', 'true'] as const;

const bookingFields = {
  selectedDate: dateField().describe('Clinic-local date, YYYY-MM-DD, within the 10-day booking window'),
  selectedTime: timeField().describe('One of the 12 slot times, HH:MM (clinic wall-clock)'),
  appointmentType: z.enum(appointmentTypes, { error: bookingMessages.typeRequired }),
  appointmentReason: z
    .string({ error: bookingMessages.reasonRequired })
    .trim()
    .min(1, bookingMessages.reasonRequired)
    .min(REASON_MIN_LENGTH, bookingMessages.reasonTooShort)
    .max(REASON_MAX_LENGTH, bookingMessages.reasonTooLong),
  isInsurance: z.enum(paymentChoices, { error: bookingMessages.paymentRequired }).describe("'true' when paid by insurance, 'false' for self-pay"),
  insuranceProvider: optionalText(100, bookingMessages.insuranceTooLong).describe('Required when isInsurance is true; ignored otherwise'),
  insuranceId: optionalText(100, bookingMessages.insuranceTooLong).describe('Required when isInsurance is true; ignored otherwise'),
  patientName: z
    .string({ error: bookingMessages.nameRequired })
    .trim()
    .min(1, bookingMessages.nameRequired)
    .max(120, bookingMessages.nameTooLong),
  patientEmail: z
    .string({ error: bookingMessages.emailRequired })
    .trim()
    .min(1, bookingMessages.emailRequired)
    .max(254, bookingMessages.emailInvalid)
    .regex(emailPattern, bookingMessages.emailInvalid),
  patientPhone: bookingPhoneField.describe('10 to 15 digits; spaces, dashes, dots, brackets and a leading + are dropped'),
};

interface InsuranceFields {
  isInsurance?: unknown;
  insuranceProvider?: unknown;
  insuranceId?: unknown;
}

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/**
 * SPEC §5: provider and ID are required when insured. `when` lets the rule run while other
 * fields are still wrong, so step 2 of the wizard can show it before step 3 is filled in.
 */
function withInsuranceRules<T extends z.ZodType>(schema: T) {
  const insured = (payload: { value: unknown }) => (payload.value as InsuranceFields | undefined)?.isInsurance === 'true';
  return schema
    .refine((value) => !blank((value as InsuranceFields).insuranceProvider), {
      message: bookingMessages.insuranceProviderRequired,
      path: ['insuranceProvider'],
      when: insured,
    })
    .refine((value) => !blank((value as InsuranceFields).insuranceId), {
      message: bookingMessages.insuranceIdRequired,
      path: ['insuranceId'],
      when: insured,
    });
}

/** The wizard's form (steps 1 to 3), validated by the browser with SPEC §5's messages. */
export const bookingFormSchema = withInsuranceRules(z.object(bookingFields));
export type BookingFormInput = z.input<typeof bookingFormSchema>;
export type BookingForm = z.output<typeof bookingFormSchema>;

/** POST /api/patients/book-appointment: SPEC §3's booking payload, field names as SPEC gives them. */
export const bookingRequestSchema = withInsuranceRules(
  z.object({
    ...bookingFields,
    patientId: z.uuid({ error: bookingMessages.patientIdInvalid }).describe('The signed-in patient (staff: the patient they book for)'),
    doctorId: z.uuid({ error: bookingMessages.doctorIdInvalid }),
  }),
).meta({ id: 'BookingRequest' });
export type BookingRequestInput = z.input<typeof bookingRequestSchema>;
export type BookingRequest = z.output<typeof bookingRequestSchema>;

/** PUT /api/patients/reschedule-appointment/:appointmentId */
export const rescheduleRequestSchema = z
  .object({
    date: dateField().describe('The new clinic-local date, YYYY-MM-DD'),
    time: timeField().describe('The new slot time, HH:MM'),
  })
  .meta({ id: 'RescheduleRequest' });
export type RescheduleRequest = z.infer<typeof rescheduleRequestSchema>;

export const patientIdParamsSchema = z.object({ patientId: z.uuid({ error: bookingMessages.patientIdInvalid }) });
export const appointmentIdParamsSchema = z.object({ appointmentId: z.uuid({ error: bookingMessages.appointmentIdInvalid }) });

/** SPEC §3 Appointment as the patient sees it, plus what the screens need to act on it. */
export const patientAppointmentSchema = z
  .object({
    id: z.string(),
    patient_id: z.string(),
    doctor_id: z.string(),
    appointment_date: z.string().regex(isoDatePattern).describe('Clinic-local date, YYYY-MM-DD'),
    appointment_time: z.string().describe('Clinic-local time, HH:MM'),
    appointment_type: z.string(),
    reason: z.string(),
    status: appointmentStatusSchema.describe('An unknown stored status is answered as pending (SPEC §4)'),
    status_reason: z.string().nullable().describe('Why the status last changed, when someone said so'),
    doctor_name: z.string(),
    doctor_specialization: z.string(),
    doctor_face_url: z.string().nullable(),
    clinic_address: z.string().nullable(),
    is_insurance: z.boolean(),
    insurance_provider: z.string().nullable(),
    patient_name: z.string(),
    patient_email: z.string(),
    patient_phone: z.string(),
    created_at: z.iso.datetime({ offset: true }),
    can_cancel: z.boolean().describe('Pending or confirmed and not yet begun (clinic time)'),
    can_reschedule: z.boolean().describe('Pending or confirmed, not yet begun, and the doctor still accepts appointments'),
  })
  .meta({ id: 'PatientAppointment' });
export type PatientAppointment = z.infer<typeof patientAppointmentSchema>;

/** 201 of book-appointment. */
export const bookingResponseSchema = z.object({ message: z.string(), appointment: patientAppointmentSchema }).meta({ id: 'BookingResponse' });
export type BookingResponse = z.infer<typeof bookingResponseSchema>;

/** 200 of cancel-appointment and reschedule-appointment. */
export const appointmentChangeResponseSchema = z
  .object({ message: z.string(), appointment: patientAppointmentSchema })
  .meta({ id: 'AppointmentChangeResponse' });
export type AppointmentChangeResponse = z.infer<typeof appointmentChangeResponseSchema>;

export const bookingSuccessMessage = 'Booking successful!';
export const cancelSuccessMessage = 'Your Appointment is cancelled';
export const rescheduleSuccessMessage = 'Your appointment has been moved. It is pending until the doctor confirms it.';

/** SPEC §7: GET /api/patients/get-appointments/:patientId answers `{ appointments }`, soonest first. */
export const patientAppointmentsSchema = z.object({ appointments: z.array(patientAppointmentSchema) }).meta({ id: 'PatientAppointments' });
export type PatientAppointments = z.infer<typeof patientAppointmentsSchema>;

/** SPEC §3 Patient details (GET /api/patients/patient-details/:patientId). */
export const patientDetailsSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    phone_number: z.string(),
    age: z.number().int().nullable(),
    gender: z.enum(genderOptions).nullable(),
    address: z.string().nullable(),
  })
  .meta({ id: 'PatientDetails' });
export type PatientDetails = z.infer<typeof patientDetailsSchema>;

/** How many upcoming appointments the profile lists. */
export const PROFILE_UPCOMING_LIMIT = 3;

/** GET /api/patients/get-patient-profile/:patientId answers `{ patient }` (SPEC §7). */
export const patientProfileSchema = z
  .object({
    patient: patientDetailsSchema.extend({
      member_since: z.iso.datetime({ offset: true }),
      upcoming_appointments: z.array(patientAppointmentSchema).describe('The next pending or confirmed appointments, soonest first'),
      appointment_counts: z.object({
        upcoming: z.number().int().describe('Pending or confirmed and not yet begun'),
        total: z.number().int(),
      }),
    }),
  })
  .meta({ id: 'PatientProfile' });
export type PatientProfile = z.infer<typeof patientProfileSchema>;
