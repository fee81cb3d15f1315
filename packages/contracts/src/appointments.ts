import { z } from 'zod';
import { genderOptions } from './auth';
import { bookingWindowDays, clockTime } from './doctors';
import { isCalendarDate } from './clinic-time';
import { emailField, MESSAGE_MAX_LENGTH, tooLongMessage } from './fields';
import { optionalPlaceSchema } from './locations';
import { appointmentCheckInSchema, checkInAvailabilities } from './check-ins';
import { visitDependentSchema } from './dependents';

/**
 * Appointments (the appointment and the booking payload: APPT-7, BOOK-12; statuses: LIFE-1; the booking
 * wizard: BOOK-2 to BOOK-7; the patients calls: APPT-5, APPT-7, PAT-3). The statuses, appointment types,
 * BOOK-6's messages and the payload and response shapes live here once: the database
 * schema, the API's validation and OpenAPI document, and the wizard's form all take them
 * from this module.
 */

/** LIFE-1: pending, confirmed, completed, cancelled; LIFE-5: no_show, set after the start time. */
export const appointmentStatuses = ['pending', 'confirmed', 'completed', 'cancelled', 'no_show'] as const;
export type AppointmentStatus = (typeof appointmentStatuses)[number];
export const appointmentStatusSchema = z.enum(appointmentStatuses);

/** Statuses that hold a slot: at most one such appointment per doctor (and per patient) and slot. */
export const activeAppointmentStatuses = ['pending', 'confirmed'] as const satisfies readonly AppointmentStatus[];

export function isActiveStatus(status: AppointmentStatus): boolean {
  return activeAppointmentStatuses.some((active) => active === status);
}

/** LIFE-1, APPT-2: an unknown status is displayed as pending. */
export function displayStatus(status: string): AppointmentStatus {
  return appointmentStatuses.find((known) => known === status) ?? 'pending';
}

/** BOOK-3: the four appointment types of the booking wizard. */
export const appointmentTypes = ['New Patient Visit', 'Follow-up', 'Annual Physical', 'Consultation'] as const;
export type AppointmentType = (typeof appointmentTypes)[number];

/** BOOK-6: the reason needs at least 10 characters. */
export const REASON_MIN_LENGTH = 10;
/** BOOK-18: the same limit as the contact form's message. */
export const REASON_MAX_LENGTH = MESSAGE_MAX_LENGTH;
/** BOOK-6: a phone number of 10 to 15 digits. */
export const bookingPhonePattern = /^\d{10,15}$/;
/** BOOK-4: patients are asked to arrive this many minutes early. */
export const ARRIVAL_MINUTES_EARLY = 15;
/** BOOK-7: the 'Booking successful!' toast stays 4.5 s. */
export const BOOKING_TOAST_MS = 4500;

/** BOOK-6: the specification's booking messages verbatim, then those of the rules it leaves out. */
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
  reasonTooLong: tooLongMessage(REASON_MAX_LENGTH),
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
  slot_within_notice: 'This doctor needs more notice for a booking. Please choose a later time.',
  slot_too_short: 'This visit type takes two slots with this doctor, and the slot after this time is not free. Please choose another time or visit type.',
  slot_held: 'This time is being held for a patient from the waitlist. Please choose another time, or check again in a few minutes.',
  outside_hours: 'The doctor does not work at this time. Please choose one of the times offered.',
  visit_type_not_offered: 'This doctor does not offer this visit type. Please choose one of the visit types offered.',
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

/**
 * A time of day. BOOK-16: sent as HH:MM or as the wizard's label ('1:30 PM'), it leaves the
 * schema as HH:MM, the form it is stored and returned in. Whether it is one of the doctor's
 * slots that day is the server's question (HOURS-1: doctors keep their own hours).
 */
function timeField() {
  return z
    .string({ error: bookingMessages.timeRequired })
    .trim()
    .min(1, bookingMessages.timeRequired)
    .transform((time, context): string => {
      const slot = clockTime(time);
      if (slot === undefined) {
        context.addIssue({ code: 'custom', message: bookingMessages.timeInvalid });
        return z.NEVER;
      }
      return slot;
    });
}

/** An insurance field as the form sends it: SPEC's payload carries it, empty when not insured. */
const insuranceText = z.string().trim().max(100, bookingMessages.insuranceTooLong).optional();

/**
 * BOOK-6's 10 to 15 digits. Spaces, dashes, dots, brackets and a leading + are dropped
 * first, so '(415) 555-0123' from a profile passes as 4155550123.
 */
const bookingPhoneField = z
  .string({ error: bookingMessages.phoneRequired })
  .trim()
  .min(1, bookingMessages.phoneRequired)
  .transform((phone) => phone.replace(/^\+|[\s().-]/g, ''))
  .pipe(z.string().regex(bookingPhonePattern, bookingMessages.phoneInvalid));

/** BOOK-12: isInsurance travels as the text 'true' or 'false'. */
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
  insuranceProvider: insuranceText.describe('Required when isInsurance is true; ignored otherwise'),
  insuranceId: insuranceText.describe('Required when isInsurance is true; ignored otherwise'),
  patientName: z
    .string({ error: bookingMessages.nameRequired })
    .trim()
    .min(1, bookingMessages.nameRequired)
    .max(120, bookingMessages.nameTooLong),
  patientEmail: emailField({ required: bookingMessages.emailRequired, invalid: bookingMessages.emailInvalid }),
  patientPhone: bookingPhoneField.describe('10 to 15 digits; spaces, dashes, dots, brackets and a leading + are dropped'),
};

/** The wizard's step 2 (visit type, reason, payment): what a waitlist entry keeps for an offer's one-click booking (WAIT-2). */
export const bookingDetailsFields = {
  appointmentType: bookingFields.appointmentType,
  appointmentReason: bookingFields.appointmentReason,
  isInsurance: bookingFields.isInsurance,
  insuranceProvider: bookingFields.insuranceProvider,
  insuranceId: bookingFields.insuranceId,
};

interface InsuranceFields {
  isInsurance?: unknown;
  insuranceProvider?: unknown;
  insuranceId?: unknown;
}

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/**
 * BOOK-3, BOOK-6: provider and ID are required when insured. `when` lets the rule run while other
 * fields are still wrong, so step 2 of the wizard can show it before step 3 is filled in.
 */
export function withInsuranceRules<T extends z.ZodType>(schema: T) {
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

/** The wizard's form (steps 1 to 3), validated by the browser with BOOK-6's messages. */
export const bookingFormSchema = withInsuranceRules(z.object(bookingFields));
export type BookingFormInput = z.input<typeof bookingFormSchema>;
export type BookingForm = z.output<typeof bookingFormSchema>;

/** POST /api/patients/book-appointment: BOOK-12's payload, field names as the specification gives them. */
export const bookingRequestSchema = withInsuranceRules(
  z.object({
    ...bookingFields,
    patientId: z.uuid({ error: bookingMessages.patientIdInvalid }).describe('The signed-in patient (staff: the patient they book for)'),
    doctorId: z.uuid({ error: bookingMessages.doctorIdInvalid }),
    dependentId: z
      .uuid({ error: 'The dependent id must be a valid id' })
      .nullable()
      .optional()
      .describe('FAMILY-2: one of the patient’s dependents the visit is for; absent or null when it is for the patient'),
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

/** An appointment as the patient sees it (APPT-7), plus what the screens need to act on it. */
export const patientAppointmentSchema = z
  .object({
    id: z.string(),
    patient_id: z.string(),
    doctor_id: z.string(),
    appointment_date: z.string().regex(isoDatePattern).describe('Clinic-local date, YYYY-MM-DD'),
    appointment_time: z.string().describe('Clinic-local time, HH:MM'),
    appointment_type: z.string(),
    reason: z.string(),
    status: appointmentStatusSchema.describe('An unknown stored status is answered as pending (LIFE-1)'),
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
    patient_confirmed_at: z.iso
      .datetime({ offset: true })
      .nullable()
      .describe("When the patient said 'I'll be there' from an e-mail's link; null until then, and again after a reschedule"),
    timeZone: z.string().describe('TIME-5: the IANA zone of the doctor’s location; the date and time are wall clock in it (HOURS-4)'),
    location: optionalPlaceSchema.describe('LOC-5: where the visit is: the location of the booked slot, kept with the booking'),
    check_in: z.enum(checkInAvailabilities).describe('CHECKIN-1: what /appointments offers: not_open, open (Check in), in_progress (Continue check-in), checked_in, closed'),
    dependent: visitDependentSchema,
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

/** APPT-7: GET /api/patients/get-appointments/:patientId answers `{ appointments }`, soonest first. */
export const patientAppointmentsSchema = z.object({ appointments: z.array(patientAppointmentSchema) }).meta({ id: 'PatientAppointments' });
export type PatientAppointments = z.infer<typeof patientAppointmentsSchema>;

/** PAT-3: patient details (GET /api/patients/patient-details/:patientId). */
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

/** GET /api/patients/get-patient-profile/:patientId answers `{ patient }` (PAT-3). */
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

// --- Status changes (the doctor portal and the staff console) ------------------------------

/**
 * Where an appointment may go next (LIFE-1, PORTAL-8): the doctor accepts or declines a request, and
 * completes or cancels a confirmed visit. Completed and cancelled are final. The screens offer
 * only these moves and the server refuses any other (409), from this one table. A confirmed
 * visit whose patient did not come becomes no_show (LIFE-5), like completed only once begun.
 */
export const statusTransitions: Record<AppointmentStatus, readonly AppointmentStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['completed', 'no_show', 'cancelled'],
  completed: [],
  cancelled: [],
  no_show: [],
};

/** The statuses a change can move an appointment to. */
export const statusChangeTargets = ['confirmed', 'completed', 'no_show', 'cancelled'] as const;
export type StatusChangeTarget = (typeof statusChangeTargets)[number];

export interface StatusChangeRefusal {
  /** The 409's `error.code`. */
  code: 'status_unchanged' | 'status_final' | 'invalid_transition' | 'visit_not_begun' | 'no_show_not_begun';
  message: string;
}

/**
 * Why `from` may not become `to` now, or null when it may. `begun`: the appointment's slot has
 * begun in the clinic's zone (a visit is completed only once it has started).
 */
export function statusChangeRefusal(from: AppointmentStatus, to: AppointmentStatus, begun: boolean): StatusChangeRefusal | null {
  if (from === to) return { code: 'status_unchanged', message: `This appointment is already ${from}.` };
  if (statusTransitions[from].length === 0) return { code: 'status_final', message: `This appointment is ${from}; its status can no longer change.` };
  if (!statusTransitions[from].includes(to)) {
    const allowed = statusTransitions[from].map((status) => status.replace('_', '-')).join(' or ');
    return { code: 'invalid_transition', message: `A ${from} appointment can only become ${allowed}.` };
  }
  if (to === 'completed' && !begun) return { code: 'visit_not_begun', message: 'A visit can be marked completed only once its time has begun.' };
  if (to === 'no_show' && !begun) return { code: 'no_show_not_begun', message: 'A patient can be marked as not having come only once the appointment’s time has begun.' };
  return null;
}

/** The statuses `from` may move to now. */
export function nextStatuses(from: AppointmentStatus, begun: boolean): AppointmentStatus[] {
  return statusTransitions[from].filter((to) => statusChangeRefusal(from, to, begun) === null);
}

export const STATUS_REASON_MAX_LENGTH = 500;

export const statusChangeMessages = {
  statusInvalid: 'Choose confirmed, completed, no-show or cancelled',
  reasonRequired: 'Please give a reason',
  reasonTooLong: `Please keep the reason under ${String(STATUS_REASON_MAX_LENGTH)} characters`,
  notYourAppointment: 'You can only change your own appointments.',
} as const;

const statusTargetField = z.enum(statusChangeTargets, { error: statusChangeMessages.statusInvalid });

/** PATCH /api/doctors/appointments/:id/status: the doctor's reason is optional (the patient reads it). */
/** A status reason the patient will read: optional, trimmed, an empty one is none. */
const optionalReason = (description: string) =>
  z
    .string({ error: statusChangeMessages.reasonTooLong })
    .trim()
    .max(STATUS_REASON_MAX_LENGTH, statusChangeMessages.reasonTooLong)
    .optional()
    .transform((reason) => (reason === '' ? undefined : reason))
    .describe(description);

/**
 * The optional body of cancel-appointment (issue 40.7): why, in the patient's words, kept in the
 * status reason ('Cancelled by the patient: …'). SPEC's call sends no body, which stays valid.
 */
export const cancelRequestSchema = z
  .object({
    reason: optionalReason('Why the patient cancels; optional'),
  })
  // No body at all (SPEC's call) reaches validation as null.
  .nullish()
  .meta({ id: 'CancelRequest' });
export type CancelRequestInput = z.input<typeof cancelRequestSchema>;

export const statusChangeSchema = z
  .object({
    status: statusTargetField,
    reason: optionalReason('Why, in words the patient will read (e.g. why a request is declined)'),
  })
  .meta({ id: 'StatusChange' });
export type StatusChangeInput = z.input<typeof statusChangeSchema>;

/** PATCH /api/staff/appointments/:id/status: staff always say why (the patient and the doctor read it). */
export const staffStatusChangeSchema = z
  .object({
    status: statusTargetField,
    reason: z
      .string({ error: statusChangeMessages.reasonRequired })
      .trim()
      .min(1, statusChangeMessages.reasonRequired)
      .max(STATUS_REASON_MAX_LENGTH, statusChangeMessages.reasonTooLong),
  })
  .meta({ id: 'StaffStatusChange' });
export type StaffStatusChangeInput = z.input<typeof staffStatusChangeSchema>;

// --- Appointments as the doctor (and staff) see them -------------------------------------

/**
 * PORTAL-11: an appointment for the doctor view: the appointment with patient { name, age, gender }
 * of the account holder who booked, and the contact for this visit typed in the booking's step 3
 * (issue 20: who booked is who is shown).
 */
export const doctorAppointmentSchema = z
  .object({
    id: z.string(),
    appointment_date: z.string().regex(isoDatePattern).describe('Clinic-local date, YYYY-MM-DD'),
    appointment_time: z.string().describe('Clinic-local time, HH:MM'),
    appointment_type: z.string(),
    reason: z.string(),
    status: appointmentStatusSchema.describe('An unknown stored status is answered as pending (LIFE-1)'),
    status_reason: z.string().nullable().describe('Why the status last changed, as the patient reads it'),
    doctor_id: z.string(),
    doctor_name: z.string(),
    doctor_specialization: z.string(),
    patient_id: z.string(),
    patient: z.object({
      name: z.string().describe('The account holder who booked (their account’s name)'),
      age: z.number().int().nullable(),
      gender: z.enum(genderOptions).nullable(),
    }),
    contact_name: z.string().describe('The contact for this visit, as typed with the booking; shown beside the account holder’s name, never instead of it'),
    patient_confirmed_at: z.iso.datetime({ offset: true }).nullable().describe("When the patient said 'I'll be there' from an e-mail's link; null until then, and again after a reschedule"),
    next_statuses: z.array(appointmentStatusSchema).describe('What the caller may move the appointment to now (clinic time)'),
    staff_confirms: z.boolean().describe('NOSHOW-2: booked by a patient with the clinic’s number of no-shows; only staff confirm it (the doctor may decline or cancel)'),
    timeZone: z.string().describe('TIME-5: the IANA zone of the doctor’s location; the date and time are wall clock in it (HOURS-4)'),
    location: optionalPlaceSchema.describe('LOC-5: where the visit is: the location of the booked slot, kept with the booking'),
    declined: z.boolean().describe("Cancelled by the doctor's 'no' to the pending request (LIFE-12): shown as Declined, not Cancelled"),
    check_in: appointmentCheckInSchema,
    dependent: z
      .object({ id: z.uuid(), name: z.string(), date_of_birth: z.string(), age: z.number().int().describe('Whole years on the clinic’s today') })
      .nullable()
      .describe('FAMILY-4: the dependent the visit is for, the patient of this visit; `patient` is then their guardian, the contact'),
  })
  .meta({ id: 'DoctorAppointment' });
export type DoctorAppointment = z.infer<typeof doctorAppointmentSchema>;

/** attendance_confirmed: the patient's 'I'll be there' from an e-mail's link (LIFE-8); the status stays. */
export const appointmentEventKinds = ['booked', 'status_changed', 'rescheduled', 'attendance_confirmed'] as const;

/** One step of an appointment's history (the details drawer). */
export const appointmentEventSchema = z.object({
  at: z.iso.datetime({ offset: true }),
  kind: z.enum(appointmentEventKinds),
  actor_role: z.string().nullable().describe("'patient', 'doctor' or 'staff'; null when the system acted"),
  actor_name: z.string().nullable(),
  from_status: appointmentStatusSchema.nullable(),
  to_status: appointmentStatusSchema.nullable(),
  from_slot: z.string().nullable().describe("A reschedule's old slot, 'YYYY-MM-DD HH:MM'"),
  to_slot: z.string().nullable(),
  reason: z.string().nullable(),
});
export type AppointmentEvent = z.infer<typeof appointmentEventSchema>;

/** One appointment with everything the doctor needs for the visit, and its history, oldest first. */
export const appointmentDetailsSchema = doctorAppointmentSchema
  .extend({
    contact_email: z.string().describe('The contact for this visit, as typed with the booking'),
    contact_phone: z.string().describe('The contact for this visit, as typed with the booking'),
    is_insurance: z.boolean(),
    insurance_provider: z.string().nullable(),
    insurance_id: z.string().nullable(),
    created_at: z.iso.datetime({ offset: true }),
    history: z.array(appointmentEventSchema),
  })
  .meta({ id: 'AppointmentDetails' });
export type AppointmentDetails = z.infer<typeof appointmentDetailsSchema>;

/** 200 of a status change: what changed, and the appointment as it is now. */
export const statusChangeResponseSchema = z
  .object({ message: z.string(), appointment: doctorAppointmentSchema })
  .meta({ id: 'StatusChangeResponse' });
export type StatusChangeResponse = z.infer<typeof statusChangeResponseSchema>;

/** The success line of each change, e.g. for a toast. */
export const statusChangeSuccess: Record<StatusChangeTarget, string> = {
  confirmed: 'Appointment confirmed',
  completed: 'Visit marked completed',
  no_show: 'Marked as no-show',
  cancelled: 'Appointment cancelled',
};
