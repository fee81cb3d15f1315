import { z } from 'zod';
import { accountEmailField, genderOptions, phoneField } from './auth';
import { acceptedFileTypes } from './files';
import { wholeNumber } from './fields';

// e-Check-in before a visit (CHECKIN-1 to CHECKIN-9): the patient confirms their contact details,
// gives their insurance (or says they pay themselves) with photos of the card, answers the visit's
// questionnaires and signs the clinic's consents, step by step, from /appointments.

/** CHECKIN-2: the steps in the order the wizard shows them; the review finishes. */
export const checkInSteps = ['contact', 'insurance', 'questionnaires', 'consents', 'review'] as const;
export type CheckInStep = (typeof checkInSteps)[number];

/** Stored states: started (some step saved) or completed (the appointment is checked in). */
export const checkInStates = ['in_progress', 'completed'] as const;
export type CheckInState = (typeof checkInStates)[number];

/**
 * CHECKIN-1: what /appointments offers for a visit. not_open: before the window; open: in it,
 * nothing saved; in_progress: started; checked_in: finished; closed: the visit has begun, or is
 * cancelled, completed or missed, and the check-in was never finished.
 */
export const checkInAvailabilities = ['not_open', 'open', 'in_progress', 'checked_in', 'closed'] as const;
export type CheckInAvailability = (typeof checkInAvailabilities)[number];

/** The two sides of the insurance card (CHECKIN-4). */
export const cardSides = ['front', 'back'] as const;
export type CardSide = (typeof cardSides)[number];

/** The multipart field of a card photo upload. */
export const CARD_FILE_FIELD = 'file';

/** CHECKIN-1: the clinic's window, in whole days before the visit's start. */
export const checkInLimits = {
  openDays: { min: 1, max: 14, default: 3 },
  provider: 120,
  memberNumber: 40,
  address: 300,
  name: 120,
} as const;

export const checkInMessages = {
  notFound: 'Appointment not found',
  notOpen: (days: number) => `Check-in opens ${String(days)} ${days === 1 ? 'day' : 'days'} before your visit.`,
  closed: 'Check-in is closed for this visit: it has begun, or it is no longer booked.',
  completed: 'You have checked in for this visit already.',
  contactNeeded: 'Confirm your contact details first.',
  insuranceNeeded: 'Give your insurance or choose “I have no insurance / I pay myself”.',
  questionnairesNeeded: 'Complete every questionnaire of this visit.',
  consentsNeeded: 'Sign every consent the clinic asks for.',
  cardNotFound: 'No photo of this side of the card',
  saved: 'Saved. You can continue later, on any device.',
  cardSaved: 'Photo saved.',
  cardRemoved: 'Photo removed.',
  finished: 'You are checked in. See you at your visit.',
  verified: 'Insurance marked verified.',
  notStarted: 'The patient has not started the check-in.',
  noInsurance: 'The patient pays themselves: there is no insurance to verify.',
  settingsSaved: 'Check-in settings saved.',
  openDaysInvalid: `Enter a whole number of days from ${String(checkInLimits.openDays.min)} to ${String(checkInLimits.openDays.max)}`,
  nameRequired: 'Enter your full name',
  ageInvalid: 'Enter your age in years, from 0 to 150',
  genderRequired: 'Choose one',
  addressRequired: 'Enter your address',
  providerRequired: 'Enter your insurance company, e.g. Blue Cross',
  memberNumberRequired: 'Enter the member number on your card',
  memberNumberInvalid: 'Use letters, digits, spaces and dashes only',
} as const;

/** The 409 codes of check-in (CHECKIN-1, CHECKIN-6). */
export const checkInErrorCodes = {
  notOpen: 'check_in_not_open',
  closed: 'check_in_closed',
  completed: 'check_in_completed',
  incomplete: 'check_in_incomplete',
  notStarted: 'check_in_not_started',
  selfPay: 'check_in_self_pay',
} as const;

const text = (required: string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, `Please use at most ${String(max)} characters`);

/** CHECKIN-3: the contact details and demographics the patient confirmed for this visit. */
export const checkInContactSchema = z
  .object({
    name: text(checkInMessages.nameRequired, checkInLimits.name),
    email: accountEmailField,
    phone: phoneField,
    age: wholeNumber(checkInMessages.ageInvalid, 0, 150),
    gender: z.enum(genderOptions, { error: checkInMessages.genderRequired }),
    address: text(checkInMessages.addressRequired, checkInLimits.address),
  })
  .meta({ id: 'CheckInContact' });
export type CheckInContactInput = z.input<typeof checkInContactSchema>;
export type CheckInContact = z.output<typeof checkInContactSchema>;

/** CHECKIN-4: insurance, or the patient's word that they pay themselves. */
export const checkInInsuranceSchema = z
  .discriminatedUnion(
    'mode',
    [
      z.object({
        mode: z.literal('insurance'),
        provider: text(checkInMessages.providerRequired, checkInLimits.provider),
        member_number: text(checkInMessages.memberNumberRequired, checkInLimits.memberNumber).regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, checkInMessages.memberNumberInvalid),
      }),
      z.object({ mode: z.literal('self_pay') }),
    ],
    { error: checkInMessages.insuranceNeeded },
  )
  .meta({ id: 'CheckInInsurance' });
export type CheckInInsuranceInput = z.input<typeof checkInInsuranceSchema>;
export type CheckInInsurance = z.output<typeof checkInInsuranceSchema>;

/** The contact details as answers carry them (plain: an answer is written, not parsed). */
const contactViewSchema = z.object({ name: z.string(), email: z.string(), phone: z.string(), age: z.number().int(), gender: z.enum(genderOptions), address: z.string() });
/** Insurance as answers carry it: self_pay has neither provider nor member number. */
const insuranceViewSchema = z.object({ mode: z.enum(['insurance', 'self_pay']), provider: z.string().nullable(), member_number: z.string().nullable() });
export type CheckInInsuranceView = z.infer<typeof insuranceViewSchema>;
/** A card photo's description (inline, not the shared FileMeta reference, so it may be null in the API document). */
const cardFileSchema = z.object({ id: z.uuid(), name: z.string(), contentType: z.enum(acceptedFileTypes), size: z.number().int().nonnegative(), createdAt: z.iso.datetime({ offset: true }) });
const cardsSchema = z.object({ front: cardFileSchema.nullable(), back: cardFileSchema.nullable() });

/** PUT …/check-in: one step saved as the patient leaves it (CHECKIN-2). */
export const saveCheckInStepSchema = z.discriminatedUnion(
  'step',
  [z.object({ step: z.literal('contact'), contact: checkInContactSchema }), z.object({ step: z.literal('insurance'), insurance: checkInInsuranceSchema })],
  { error: 'Say which step is saved: contact or insurance' },
);
export type SaveCheckInStepInput = z.input<typeof saveCheckInStepSchema>;

export const checkInParamsSchema = z.object({ appointmentId: z.uuid({ error: 'The appointment id must be a valid id' }) });
export const checkInCardParamsSchema = checkInParamsSchema.extend({ side: z.enum(cardSides, { error: 'The side is front or back' }) });
export const checkInCardQuerySchema = z.object({
  inline: z.preprocess((value) => (value === 'true' ? true : value === 'false' ? false : value), z.boolean({ error: 'inline must be true or false' }).default(false)),
});
/** A card photo upload: multipart/form-data with the photo in `file`; no text fields. */
export const checkInCardUploadSchema = z.object({}).describe('multipart/form-data with one JPEG or PNG photo in `file` (10 MB at most)');
export const checkInCardBodySchema = z.any().describe('The photo (JPEG or PNG)');

const windowSchema = z.object({
  opens_at: z.iso.datetime({ offset: true }).describe('CHECKIN-1: the visit’s start less the clinic’s number of days, in the zone of the doctor’s location'),
  closes_at: z.iso.datetime({ offset: true }).describe('The visit’s start'),
  open_days: z.number().int(),
});

/** The patient's check-in of one visit, as the wizard shows it (CHECKIN-2). */
export const checkInSchema = z
  .object({
    appointment_id: z.string(),
    availability: z.enum(checkInAvailabilities),
    window: windowSchema,
    steps: z.array(z.enum(checkInSteps)).describe('The steps of this check-in, in order (a step this clinic does not ask for is left out)'),
    current_step: z.enum(checkInSteps).describe('Where the wizard resumes: the first step not done'),
    questionnaires: z.object({ total: z.number().int(), completed: z.number().int() }).describe('INTAKE-14: the visit’s questionnaires and how many the patient completed'),
    consents: z.object({ total: z.number().int(), signed: z.number().int() }).describe('CHECKIN-2: the clinic’s active consents and how many the patient signed at their current version'),
    contact: contactViewSchema.nullable().describe('What the patient confirmed; null until the contact step is saved'),
    contact_prefill: z.object({ name: z.string(), email: z.string(), phone: z.string(), age: z.number().int().nullable(), gender: z.enum(genderOptions).nullable(), address: z.string().nullable() }),
    insurance: insuranceViewSchema.nullable(),
    cards: cardsSchema,
    completed_at: z.iso.datetime({ offset: true }).nullable(),
    insurance_verified_at: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'CheckIn' });
export type CheckIn = z.infer<typeof checkInSchema>;

export const checkInResultSchema = z.object({ message: z.string(), check_in: checkInSchema }).meta({ id: 'CheckInResult' });

/** CHECKIN-7: what staff see of one check-in (the day view's drawer). */
export const staffCheckInSchema = z
  .object({
    appointment_id: z.string(),
    patient: z.object({ id: z.string(), name: z.string() }),
    state: z.enum(checkInStates).nullable().describe('null: not started'),
    contact: contactViewSchema.nullable(),
    insurance: insuranceViewSchema.nullable(),
    cards: cardsSchema,
    completed_at: z.iso.datetime({ offset: true }).nullable(),
    insurance_verified_at: z.iso.datetime({ offset: true }).nullable(),
    insurance_verified_by: z.string().nullable().describe('The staff member’s name'),
  })
  .meta({ id: 'StaffCheckIn' });
export type StaffCheckIn = z.infer<typeof staffCheckInSchema>;

export const staffCheckInResultSchema = z.object({ message: z.string(), check_in: staffCheckInSchema });

/** The check-in state the doctor portal's and the staff console's appointment lists show (CHECKIN-7). */
export const appointmentCheckInSchema = z
  .object({
    state: z.enum(checkInStates),
    completed_at: z.iso.datetime({ offset: true }).nullable(),
    insurance_verified: z.boolean(),
  })
  .nullable()
  .describe('CHECKIN-7: null until the patient starts the check-in');

export const checkInSettingsSchema = z.object({ open_days: z.number().int() }).meta({ id: 'CheckInSettings' });
export type CheckInSettings = z.infer<typeof checkInSettingsSchema>;
export const checkInSettingsInputSchema = z.object({
  open_days: wholeNumber(checkInMessages.openDaysInvalid, checkInLimits.openDays.min, checkInLimits.openDays.max),
});
export type CheckInSettingsInput = z.input<typeof checkInSettingsInputSchema>;
export const checkInSettingsResultSchema = z.object({ message: z.string(), settings: checkInSettingsSchema });
