import { z } from 'zod';
import { doctorAppointmentSchema } from './appointments';
import { genderOptions } from './auth';
import { isoDatePattern } from './clinic-time';
import { doctorLanguagesField } from './languages';
import { licenceMessages } from './licences';
import { optionalDate, optionalText, wholeNumber } from './fields';
import { appointmentFilterShape, appointmentQueryMessages } from './doctor-portal';
import { ambulanceRequestKinds, ambulanceRequestStatuses, type AmbulanceRequestStatus } from './ambulance';
import { uiLanguages } from './ui-language';

/**
 * The staff console (STAFF-1 to STAFF-14): approvals of new doctors and
 * staff, the doctor directory, the inbox, the ambulance queue and the audit log. Every route
 * lives under /api/staff and needs an approved staff member; approvals, roles and the audit
 * log need a staff administrator.
 */


export const staffMessages = {
  reasonRequired: 'Please give a reason',
  reasonTooLong: 'Please keep the reason under 500 characters',
  noteTooLong: 'Please keep the note under 1000 characters',
  nothingToChange: 'Choose at least one thing to change',
  feeInvalid: 'Please enter a fee between 0 and 100000',
  /** LOC-7: the doctor's own location. */
  locationInvalid: 'Please choose a location from the list',
  locationUnknown: 'There is no location with this id: choose one from the list',
  locationRetired: 'This location is retired: choose an active one',
  locationZoneConflict:
    'This location is in another time zone, and some of this doctor’s hours (their week or a date from today on) name locations in the current zone: move or clear those hours first, since all of a doctor’s periods share one zone.',
  specializationRequired: 'Specialization is required',
  page: 'Page must be a whole number of at least 1',
  pageSize: 'Page size must be a whole number from 1 to 100',
  date: 'Dates are written YYYY-MM-DD',
  dateOrder: 'The end date must not be before the start date',
  search: 'Search text must be at most 100 characters',
  administratorOnly: 'Only a staff administrator can do this.',
  lastAdministrator: 'You are the only administrator: make someone else an administrator first.',
  deactivateSelf: 'You cannot deactivate your own account: ask another administrator.',
  alreadyDeactivated: 'This staff member is already deactivated.',
  alreadyActive: 'This staff member is active.',
  rejectedDoctorAdministratorOnly: 'An administrator rejected this registration: only an administrator can reactivate it.',
} as const;

export const pagingShape = {
  page: wholeNumber(staffMessages.page, 1, 100_000).default(1),
  pageSize: wholeNumber(staffMessages.pageSize, 1, 100).default(20),
};

/** `{ items, total, page, pageSize }` (PLAT-9) of `item`. */
export function pageOf<T extends z.ZodType>(item: T, id: string) {
  return z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() }).meta({ id });
}

export const idParamsSchema = z.object({ id: z.uuid({ error: 'The id must be a valid id' }) });

/** A reason that the other party will read (a rejection, a status change by staff). */
export const reasonSchema = z.object({
  reason: z.string({ error: staffMessages.reasonRequired }).trim().min(1, staffMessages.reasonRequired).max(500, staffMessages.reasonTooLong),
});
export type ReasonInput = z.input<typeof reasonSchema>;

// --- Dashboard -------------------------------------------------------------------------------

export const staffDashboardSchema = z
  .object({
    administrator: z.boolean().describe('Whether the caller is a staff administrator (approvals, roles, audit log)'),
    today: z.string().regex(isoDatePattern).describe("Today's date in the clinic"),
    appointments_today: z.object({ pending: z.number().int(), confirmed: z.number().int(), completed: z.number().int(), cancelled: z.number().int() }),
    pending_approvals: z.object({ doctors: z.number().int(), staff: z.number().int() }),
    new_contact_messages: z.number().int(),
    open_ambulance_requests: z.number().int(),
    listed_by_specialization: z
      .array(z.object({ specialization: z.string(), doctors: z.number().int() }))
      .describe("DOC-8: listed doctors per specialization whatever its case and spacing, in the clinic's spelling, most first"),
    /** MAIL-2: the clinic sends no e-mail (MAIL_DELIVERY=off); the console shows a notice. */
    email_off: z.boolean(),
    /** The newest emergency request nobody has acted on yet, highlighted on the dashboard. */
    new_emergency: z
      .object({ id: z.string(), reference: z.string(), full_name: z.string(), phone: z.string(), location: z.string().nullable(), created_at: z.string() })
      .nullable(),
  })
  .meta({ id: 'StaffDashboard' });
export type StaffDashboard = z.infer<typeof staffDashboardSchema>;

// --- Doctors ---------------------------------------------------------------------------------

/** Where a doctor's account stands, as the console shows it. */
export const doctorStates = ['listed', 'unverified', 'rejected', 'deactivated'] as const;
export type DoctorState = (typeof doctorStates)[number];
export const doctorStateLabels: Record<DoctorState, string> = {
  listed: 'Listed',
  unverified: 'Awaiting verification',
  rejected: 'Rejected',
  deactivated: 'Deactivated',
};

export const staffDoctorQuerySchema = z.object({
  q: optionalText(staffMessages.search).describe('Name, e-mail or specialization, case-insensitive'),
  state: z.enum(doctorStates, { error: `State must be one of ${doctorStates.join(', ')}` }).optional(),
  ...pagingShape,
});
export type StaffDoctorQuery = z.output<typeof staffDoctorQuerySchema>;

export const staffDoctorSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  specialization: z.string(),
  qualifications: z.string(),
  experience_years: z.number().int(),
  consultation_fee: z.number(),
  rating: z.number(),
  available: z.boolean(),
  trending: z.boolean(),
  state: z.enum(doctorStates),
  rejection_reason: z.string().nullable(),
  face_url: z.string().nullable(),
  created_at: z.string(),
  location_id: z.string().nullable().describe("LOC-7: the doctor's own (main) location; null: the clinic's default one (zone CLINIC_TIME_ZONE)"),
  languages: z.array(z.string()).describe('DOC-13: ISO 639-1 codes of the languages the doctor speaks'),
});
export type StaffDoctor = z.infer<typeof staffDoctorSchema>;
export const staffDoctorPageSchema = pageOf(staffDoctorSchema, 'StaffDoctorPage');
export type StaffDoctorPage = z.infer<typeof staffDoctorPageSchema>;

const feeField = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z.number({ error: staffMessages.feeInvalid }).min(0, staffMessages.feeInvalid).max(100_000, staffMessages.feeInvalid),
);

/** PATCH /api/staff/doctors/:id: what staff may change about a doctor (STAFF-6). */
export const staffDoctorUpdateSchema = z
  .object({
    available: z.boolean().optional(),
    trending: z.boolean().optional(),
    consultationFee: feeField.optional(),
    specialization: z.string().trim().min(1, staffMessages.specializationRequired).max(120, 'Please use at most 120 characters').optional(),
    /** LOC-7: the doctor's own location; null (or '' from the console's select) for the clinic's default one. */
    location_id: z
      .preprocess((value) => (value === '' ? null : value), z.uuid({ error: staffMessages.locationInvalid }).nullable())
      .optional()
      .describe("LOC-7: the doctor's own location; null for the clinic's default one"),
    languages: doctorLanguagesField.optional().describe('DOC-13: ISO 639-1 codes of the languages the doctor speaks'),
  })
  .refine((value) => Object.values(value as Record<string, unknown>).some((field) => field !== undefined), { message: staffMessages.nothingToChange, path: ['_'] });
export type StaffDoctorUpdate = z.input<typeof staffDoctorUpdateSchema>;

// --- Approvals -------------------------------------------------------------------------------

/** A doctor's registration awaiting verification: the directory fields of the registration. */
export const pendingDoctorSchema = staffDoctorSchema
  .pick({ id: true, name: true, email: true, phone: true, specialization: true, qualifications: true, experience_years: true, consultation_fee: true, face_url: true })
  .extend({
    registered_at: z.string(),
    licence_number: z.string().nullable().describe('DOC-10: null for a doctor registered before the licence was asked'),
    licence_state: z.string().nullable().describe('DOC-10: the US state or jurisdiction that issued the licence (postal code)'),
  });
export type PendingDoctor = z.infer<typeof pendingDoctorSchema>;

/**
 * POST /api/staff/doctors/:id/verify (DOC-9, DOC-10): staff confirm they checked the licence shown,
 * and may correct the specialization the doctor typed (the clinic's spelling, say) as they verify.
 */
export const doctorVerificationSchema = z
  .object({
    licenceChecked: z.literal(true, { error: licenceMessages.checkRequired }).describe('Staff checked the licence number and state shown with the registration'),
    specialization: z
      .string({ error: staffMessages.specializationRequired })
      .trim()
      .min(1, staffMessages.specializationRequired)
      .max(120, 'Please use at most 120 characters')
      .optional()
      .describe('The specialization as staff corrected it; left out, the doctor’s stays'),
  })
  .meta({ id: 'DoctorVerification' });
export type DoctorVerificationInput = z.input<typeof doctorVerificationSchema>;

export const pendingStaffSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  department: z.string(),
  position: z.string(),
  employee_id: z.string(),
  registered_at: z.string(),
});
export type PendingStaff = z.infer<typeof pendingStaffSchema>;

export const approvalsSchema = z
  .object({ doctors: z.array(pendingDoctorSchema), staff: z.array(pendingStaffSchema) })
  .meta({ id: 'PendingApprovals' });
export type Approvals = z.infer<typeof approvalsSchema>;

// --- Staff members and roles -----------------------------------------------------------------

export const staffMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  department: z.string(),
  position: z.string(),
  administrator: z.boolean(),
  active: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffMembersSchema = z.array(staffMemberSchema).meta({ id: 'StaffMembers' });

export const administratorSchema = z.object({ administrator: z.boolean({ error: 'Say whether this member is an administrator' }) });

/**
 * POST /api/staff/staff/:id/deactivate and …/reactivate: an administrator takes a member's staff
 * access away (their sessions end at once) or gives it back, always with a reason for the audit log.
 */
export const staffAccessChangeSchema = reasonSchema;

// --- Inbox -----------------------------------------------------------------------------------

/** STAFF-19: 'answered' once staff replied by e-mail. */
export const contactMessageStatuses = ['new', 'handled', 'answered'] as const;

export const contactMessageQuerySchema = z.object({
  status: z.enum(contactMessageStatuses, { error: 'Status must be new, handled or answered' }).optional(),
  ...pagingShape,
});

export const inboxMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(contactMessageStatuses),
  /** I18N-10: the language the message was sent in; the clinic's answer e-mail is written in it. */
  language: z.enum(uiLanguages).describe('The language the message was sent in (en or es): the clinic’s answer e-mail is written in it; staff write their reply in it'),
  created_at: z.string(),
  handled_at: z.string().nullable(),
  handled_by: z.string().nullable().describe('Name of the staff member who handled it'),
  handled_note: z.string().nullable(),
  /** STAFF-19: the clinic's e-mailed answers, oldest first. */
  replies: z.array(
    z.object({
      sent_at: z.string(),
      sent_by: z.string().nullable().describe('Name of the staff member who wrote it (null: no longer on the team)'),
      body: z.string(),
    }),
  ),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;
export const contactMessagePageSchema = pageOf(inboxMessageSchema, 'ContactMessagePage');

/** STAFF-19: the most a reply may hold. */
export const contactReplyLimit = 5000;
export const contactReplyMessages = {
  required: 'Write your reply',
  tooLong: `Please use at most ${String(contactReplyLimit)} characters`,
  notSent: 'The e-mail could not be sent, so nothing was recorded. Your reply is still here: please try again.',
  /** MAIL-2: e-mail is off on this server on purpose. */
  mailOff: 'E-mail is off on this server, so the reply cannot be sent. Answer by phone, or ask an administrator to set up e-mail.',
  sent: 'Reply sent by e-mail.',
} as const;

/** POST /api/staff/contact-messages/:id/reply: the clinic's answer, e-mailed to the sender. */
export const contactReplySchema = z.object({
  reply: z.string({ error: contactReplyMessages.required }).trim().min(1, contactReplyMessages.required).max(contactReplyLimit, contactReplyMessages.tooLong),
});
export type ContactReplyInput = z.input<typeof contactReplySchema>;

export const handleMessageSchema = z.object({
  note: z.string().trim().max(1000, staffMessages.noteTooLong).optional(),
});

// --- Ambulance queue -------------------------------------------------------------------------

export { ambulanceRequestStatuses as ambulanceStatuses };
export type AmbulanceStatus = AmbulanceRequestStatus;

/** Where a request may go next: an emergency is dispatched, a transport scheduled, then closed. */
export const ambulanceTransitions: Record<AmbulanceStatus, readonly AmbulanceStatus[]> = {
  new: ['dispatched', 'scheduled', 'closed'],
  dispatched: ['closed'],
  scheduled: ['closed'],
  closed: [],
};

export const ambulanceQuerySchema = z.object({
  status: z.enum(ambulanceRequestStatuses, { error: `Status must be one of ${ambulanceRequestStatuses.join(', ')}` }).optional(),
  open: z
    .enum(['true', 'false'], { error: 'Open must be true or false' })
    .optional()
    .describe('true: only requests that are not closed'),
  ...pagingShape,
});

export const ambulanceQueueItemSchema = z.object({
  id: z.string(),
  reference: z.string(),
  kind: z.enum(ambulanceRequestKinds),
  full_name: z.string(),
  phone: z.string(),
  location: z.string().nullable(),
  description: z.string().nullable(),
  pickup_address: z.string().nullable(),
  transport_date: z.string().nullable(),
  transport_time: z.string().nullable(),
  transport_type: z.string().nullable(),
  equipment_needed: z.boolean(),
  staff_assistance: z.boolean(),
  status: z.enum(ambulanceRequestStatuses),
  staff_notes: z.string().nullable(),
  handled_by: z.string().nullable().describe('Name of the staff member who last moved it along'),
  handled_at: z.string().nullable(),
  created_at: z.string(),
});
export type AmbulanceQueueItem = z.infer<typeof ambulanceQueueItemSchema>;
export const ambulanceRequestPageSchema = pageOf(ambulanceQueueItemSchema, 'AmbulanceRequestPage');

export const ambulanceStatusChangeSchema = z.object({
  status: z.enum(ambulanceRequestStatuses, { error: `Status must be one of ${ambulanceRequestStatuses.join(', ')}` }),
  note: z.string().trim().max(1000, staffMessages.noteTooLong).optional(),
});
export type AmbulanceStatusChange = z.input<typeof ambulanceStatusChangeSchema>;

// --- Audit log -------------------------------------------------------------------------------

/** The most rows one CSV export of the audit log holds (newest first). */
export const maxAuditExportRows = 50_000;

/** GET /api/staff/audit-log/export: the filtered log as a file. */
export const auditLogCsvSchema = z.string().describe('RFC 4180 CSV with a header row');

export const auditLogQuerySchema = z
  .object({
    actor: optionalText(staffMessages.search).describe('Name or e-mail of who acted'),
    patient: optionalText(staffMessages.search).describe('Name or e-mail of the patient whose records were touched'),
    patientId: z.uuid({ error: 'The patient id must be a valid id' }).optional(),
    action: optionalText(staffMessages.search).describe("Exact action, e.g. 'patient.profile.read'"),
    from: optionalDate(staffMessages.date).describe('First day, YYYY-MM-DD (clinic time)'),
    to: optionalDate(staffMessages.date).describe('Last day, YYYY-MM-DD (clinic time)'),
    ...pagingShape,
  })
  .refine((value) => value.from === undefined || value.to === undefined || value.from <= value.to, { message: staffMessages.dateOrder, path: ['to'] });
export type AuditLogQuery = z.output<typeof auditLogQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor_id: z.string().nullable(),
  actor_name: z.string().nullable(),
  actor_role: z.string().nullable(),
  action: z.string(),
  subject_type: z.string(),
  subject_id: z.string().nullable(),
  patient_id: z.string().nullable(),
  patient_name: z.string().nullable(),
  detail: z.string().nullable(),
  ip: z.string().nullable(),
  request_id: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditLogPageSchema = pageOf(auditEntrySchema, 'AuditLogPage');
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;
export const auditActionsSchema = z.array(z.string()).meta({ id: 'AuditActions' });

// --- Appointments ----------------------------------------------------------------------------

export const appointmentOrders = ['asc', 'desc'] as const;

/** GET /api/staff/appointments: every appointment, by date range, doctor, status and patient name. */
export const staffAppointmentQuerySchema = z
  .object({
    ...appointmentFilterShape,
    doctor: optionalText(appointmentQueryMessages.search).describe("Part of the doctor's name or specialization, case-insensitive"),
    doctorId: z.uuid({ error: 'The doctor id must be a valid id' }).optional(),
    order: z
      .enum(appointmentOrders, { error: 'Order must be asc or desc' })
      .default('asc')
      .describe('asc: soonest first; desc: latest first'),
    ...pagingShape,
  })
  .refine((value) => value.from === undefined || value.to === undefined || value.from <= value.to, { message: staffMessages.dateOrder, path: ['to'] });
export type StaffAppointmentQuery = z.output<typeof staffAppointmentQuerySchema>;
export type StaffAppointmentQueryInput = z.input<typeof staffAppointmentQuerySchema>;

export const staffAppointmentPageSchema = pageOf(doctorAppointmentSchema, 'StaffAppointmentPage');
export type StaffAppointmentPage = z.infer<typeof staffAppointmentPageSchema>;

// --- Patients (booking on a patient's behalf) ------------------------------------------------

export const patientSearchMessages = {
  tooShort: 'Type at least 2 letters of the name or e-mail',
} as const;

/** GET /api/staff/patients?q=: find a patient by name or e-mail. */
export const patientSearchQuerySchema = z.object({
  q: z
    .string({ error: patientSearchMessages.tooShort })
    .trim()
    .min(2, patientSearchMessages.tooShort)
    .max(100, staffMessages.search)
    .describe('Part of the name or e-mail, case-insensitive'),
  page: pagingShape.page,
  pageSize: wholeNumber(staffMessages.pageSize, 1, 100).default(10),
});

export const patientSearchItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  age: z.number().int(),
  gender: z.enum(genderOptions),
  /** NOSHOW-1: visits the patient missed (marked no-show), ever. */
  no_shows: z.number().int(),
});
export type PatientSearchItem = z.infer<typeof patientSearchItemSchema>;
export const patientSearchPageSchema = pageOf(patientSearchItemSchema, 'PatientSearchPage');
export type PatientSearchPage = z.infer<typeof patientSearchPageSchema>;

/** What the staff console's routes answer (I18N-11: held in Spanish by messages.es.ts). */
export const staffAnswerMessages = {
  noDoctor: 'No doctor with this id.',
  noAmbulanceRequest: 'No ambulance request with this id.',
  onlyEmergencyDispatched: 'Only an emergency request is dispatched; schedule a transport request.',
  onlyTransportScheduled: 'Only a transport request is scheduled; dispatch an emergency.',
  doctorAlreadyVerified: 'This doctor is already verified.',
  doctorVerifiedDeactivate: 'This doctor is already verified: deactivate the account instead.',
  registrationRejected: 'This registration was already rejected.',
  staffAlreadyApproved: 'This staff member is already approved.',
  staffRejectedRegisterAgain: 'This registration was rejected; the applicant needs to register again.',
  noStaffMember: 'No approved staff member with this id.',
  noStaffApplicant: 'No staff member with this id.',
  noSuchUser: 'No such user.',
  noContactMessage: 'No message with this id.',
} as const;
