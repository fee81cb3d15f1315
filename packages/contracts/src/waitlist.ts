import { z } from 'zod';
import { bookingDetailsFields, withInsuranceRules } from './appointments';
import { isCalendarDate } from './clinic-time';
import { linkTokenField } from './fields';
import { bookingWindowDays } from './doctors';

/**
 * The waitlist (WAIT-1, WAIT-4) and the no-show rule of booking (NOSHOW-1, NOSHOW-2): the
 * join form's fields and messages, the entries a patient sees on /appointments, the clinic
 * setting and what the booking wizard says before the patient starts.
 */

/** WAIT-1: the parts of a day a patient may wait for; the slot grid groups its times the same way. */
export const dayParts = ['morning', 'afternoon'] as const;
export type DayPart = (typeof dayParts)[number];
export const dayPartLabels: Record<DayPart, string> = { morning: 'Morning', afternoon: 'Afternoon' };

/** The part of the day a slot time ('HH:MM') belongs to: the morning ends at noon. */
export function dayPartOf(time: string): DayPart {
  return time < '12:00' ? 'morning' : 'afternoon';
}

export const waitlistMessages = {
  daysRequired: 'Choose at least one day, or any day',
  dayInvalid: 'Choose days from the calendar',
  dayOutsideWindow: `Choose days within the next ${String(bookingWindowDays)} days`,
  partsRequired: 'Choose the morning, the afternoon or both',
  partInvalid: 'Choose the morning or the afternoon',
  doctorIdInvalid: 'Doctor id must be a valid id',
  entryIdInvalid: 'Waitlist entry id must be a valid id',
  entryNotFound: 'No waitlist entry with this id.',
  joined: 'You are on the waitlist. We will tell you when a time opens.',
  updated: 'Your waitlist entry is updated.',
  left: 'You have left the waitlist.',
} as const;

/**
 * WAIT-2: an offer of a freed slot. open: held for the patient until `expires_at`; accepted: they
 * booked it; declined: they said no; expired: the hold ended unanswered; withdrawn: the slot
 * went away (the doctor's time off) or the patient booked another time with the doctor.
 */
export const offerStatuses = ['open', 'accepted', 'declined', 'expired', 'withdrawn'] as const;
export type OfferStatus = (typeof offerStatuses)[number];

/** WAIT-2: how long a freed slot is held for the patient it is offered to (OFFER_HOLD_MINUTES). */
export const defaultOfferHoldMinutes = 15;

export const offerMessages = {
  offerIdInvalid: 'Offer id must be a valid id',
  notFound: 'No offer with this id.',
  linkInvalid: 'This link is not valid. Please use the link in the most recent e-mail from Clinvia, or sign in to see your waitlist.',
  ready: 'This time is held for you. Book it now, or let the next patient have it.',
  booked: 'Booked! Your appointment is pending until the doctor confirms it. We have sent you an e-mail.',
  moved: 'Done! Your appointment is moved to this time. It is pending until the doctor confirms it. We have sent you an e-mail.',
  /** A confirmed visit moved into a time the clinic offered stays confirmed (WAIT-5). */
  movedConfirmed: 'Done! Your confirmed appointment is moved to this time and stays confirmed. We have sent you an e-mail.',
  moveGone: 'That appointment can no longer be moved to this time. Book the visit you asked for, or see your appointments.',
  declined: 'Thank you for letting us know. We have offered the time to the next patient, and you stay on the waitlist.',
  alreadyBooked: 'You have booked this time already.',
  alreadyDeclined: 'You have already turned this time down.',
  expired: 'The time we held for you was not booked in time, so we have let it go. You are still on the waitlist.',
  withdrawn: 'This time is no longer available. You are still on the waitlist.',
} as const;

/**
 * Where an offer stands for its page: ready (its buttons work), or why not. booked and declined
 * are the patient's own answers; expired and withdrawn are the clinic's.
 */
export const offerStates = ['ready', 'booked', 'declined', 'expired', 'withdrawn'] as const;
export type OfferState = (typeof offerStates)[number];

export const offerActions = ['accept', 'decline'] as const;
export type OfferAction = (typeof offerActions)[number];

/** The minimum an offer's page shows (no sign-in): the doctor, the clinic date and time and how long it is held. */
export const offerSchema = z
  .object({
    id: z.string(),
    state: z.enum(offerStates),
    message: z.string(),
    doctor_id: z.string(),
    doctor_name: z.string().describe('The doctor’s name, without the title'),
    specialization: z.string(),
    date: z.string().describe('Clinic date, YYYY-MM-DD'),
    time: z.string().describe('Clinic time of day, HH:MM'),
    timeZone: z.string().describe('TIME-5: the IANA zone of the doctor’s location, in which date and time are given (HOURS-4)'),
    expires_at: z.string().describe('When the hold ends (ISO 8601 instant)'),
    /** Open, and the entry keeps no visit type, reason or payment (made before offers): booking it needs them. */
    needs_details: z.boolean(),
    /** The appointment made (or moved here) by accepting it. */
    appointment_id: z.string().nullable(),
    /**
     * WAIT-5: the patient's next visit with this doctor that is later than the held time. Accepting
     * books the visit they asked for on the waitlist; they may instead move this one here
     * (`move` in the body). Null when none is later (or the offer is answered).
     */
    moves_appointment: z
      .object({
        id: z.string(),
        date: z.string(),
        time: z.string(),
        appointment_type: z.string(),
        status: z.enum(['pending', 'confirmed']).describe('A confirmed visit stays confirmed when moved here'),
      })
      .nullable(),
  })
  .meta({ id: 'WaitlistOffer' });
export type WaitlistOffer = z.infer<typeof offerSchema>;

const offerTokenField = linkTokenField(offerMessages.linkInvalid);

export const offerLinkQuerySchema = z.object({ token: offerTokenField });

/**
 * Accepting: the booking details when the entry has none (`needs_details`); otherwise the
 * entry's are used and these may be left out. No schema id: it is only ever optional, and an
 * optional reference becomes a one-schema `allOf` in the OpenAPI document (Redocly's
 * no-illogical-composition-keywords), so each body inlines it.
 */
export const offerDetailsSchema = withInsuranceRules(z.object(bookingDetailsFields));
export type OfferDetailsInput = z.input<typeof offerDetailsSchema>;

/** WAIT-5: the visit to move to the held time instead of booking the waitlist's (its `moves_appointment.id`). */
const moveField = z.uuid({ error: offerMessages.moveGone }).optional().describe('Move this later visit here instead of booking the waitlist visit');

export const offerLinkBodySchema = z
  .object({ token: offerTokenField, action: z.enum(offerActions, { error: 'Choose to book or decline' }), details: offerDetailsSchema.optional(), move: moveField })
  .meta({ id: 'WaitlistOfferLinkUse' });
export const offerIdParamsSchema = z.object({ offerId: z.uuid({ error: offerMessages.offerIdInvalid }) });
export const acceptOfferBodySchema = z.object({ details: offerDetailsSchema.optional(), move: moveField }).meta({ id: 'AcceptWaitlistOffer' });

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** The days rule can be read when `anyDay` and `days` themselves parsed, whatever else is wrong. */
function daysReadable(payload: { issues: readonly { path?: readonly PropertyKey[] | undefined }[] }): boolean {
  return !payload.issues.some((issue) => issue.path?.[0] === 'anyDay' || issue.path?.[0] === 'days');
}

/** POST /api/patients/waitlist: the doctor, the days ('any day' or some of the window's) and the parts of day. */
export const joinWaitlistSchema = withInsuranceRules(
  z.object({
    doctorId: z.uuid({ error: waitlistMessages.doctorIdInvalid }),
    anyDay: z.boolean({ error: waitlistMessages.daysRequired }).default(false).describe('Any day of the booking window; `days` is then ignored'),
    days: z
      .array(
        z
          .string({ error: waitlistMessages.dayInvalid })
          .regex(isoDate, waitlistMessages.dayInvalid)
          .refine(isCalendarDate, waitlistMessages.dayInvalid),
        { error: waitlistMessages.daysRequired },
      )
      .max(bookingWindowDays, waitlistMessages.dayOutsideWindow)
      .default([])
      .describe('Clinic-local dates (YYYY-MM-DD) inside the 10-day booking window'),
    parts: z.array(z.enum(dayParts, { error: waitlistMessages.partInvalid }), { error: waitlistMessages.partsRequired }).min(1, waitlistMessages.partsRequired),
    // WAIT-2: the booking an offer's one click makes, as the wizard's step 2 asks it.
    ...bookingDetailsFields,
  }),
)
  // Said beside the other fields' messages, not only once they are right (the join form shows them all at once).
  .refine((value) => value.anyDay || value.days.length > 0, { message: waitlistMessages.daysRequired, path: ['days'], when: daysReadable })
  .meta({ id: 'JoinWaitlistRequest' });
export type JoinWaitlistInput = z.input<typeof joinWaitlistSchema>;
export type JoinWaitlist = z.output<typeof joinWaitlistSchema>;

export const waitlistEntrySchema = z
  .object({
    id: z.string(),
    doctor_id: z.string(),
    doctor_name: z.string(),
    specialization: z.string(),
    /** Null: any day of the booking window as it was when the patient joined. */
    days: z.array(z.string()).nullable(),
    parts: z.array(z.enum(dayParts)),
    /** The last day the entry names (WAIT-1): after it the entry is gone. */
    expires_on: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'WaitlistEntry' });
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

export const joinWaitlistResponseSchema = z.object({ message: z.string(), entry: waitlistEntrySchema });
/** The patient's entries, and the offers held for them now (WAIT-2). */
export const waitlistEntriesSchema = z.object({ entries: z.array(waitlistEntrySchema), offers: z.array(offerSchema) });
export type WaitlistEntries = z.infer<typeof waitlistEntriesSchema>;
export const waitlistEntryIdParamsSchema = z.object({ entryId: z.uuid({ error: waitlistMessages.entryIdInvalid }) });
export const leaveWaitlistResponseSchema = z.object({ message: z.string() });

/** NOSHOW-2: the clinic setting is off by default; on, it names the number of no-shows in 12 months. */
export const noShowThresholdLimits = { min: 1, max: 20 } as const;
/** FAMILY-5: the ages of majority a clinic may set (18 in most places; 19 and 21 in a few). */
export const ageOfMajorityLimits = { min: 16, max: 21 } as const;
export const clinicSettingsMessages = {
  thresholdInvalid: `Choose a whole number from ${String(noShowThresholdLimits.min)} to ${String(noShowThresholdLimits.max)}`,
  enabledInvalid: 'Choose on or off',
  saved: 'Clinic settings saved.',
  ageOfMajorityInvalid: `Choose a whole number from ${String(ageOfMajorityLimits.min)} to ${String(ageOfMajorityLimits.max)}`,
} as const;

export const clinicSettingsSchema = z
  .object({
    noShowConfirmation: z.object({
      enabled: z.boolean({ error: clinicSettingsMessages.enabledInvalid }),
      /** Patients with at least this many no-shows in the last 12 months have their next booking confirmed by staff. */
      threshold: z.coerce
        .number({ error: clinicSettingsMessages.thresholdInvalid })
        .int(clinicSettingsMessages.thresholdInvalid)
        .min(noShowThresholdLimits.min, clinicSettingsMessages.thresholdInvalid)
        .max(noShowThresholdLimits.max, clinicSettingsMessages.thresholdInvalid),
    }),
    ageOfMajority: z.coerce
      .number({ error: clinicSettingsMessages.ageOfMajorityInvalid })
      .int(clinicSettingsMessages.ageOfMajorityInvalid)
      .min(ageOfMajorityLimits.min, clinicSettingsMessages.ageOfMajorityInvalid)
      .max(ageOfMajorityLimits.max, clinicSettingsMessages.ageOfMajorityInvalid)
      .optional()
      .describe('FAMILY-5: from this age a guardian no longer books for a dependent (18 until set); absent in a change: kept as it is'),
  })
  .meta({ id: 'ClinicSettings' });
export type ClinicSettingsInput = z.input<typeof clinicSettingsSchema>;
export type ClinicSettings = z.output<typeof clinicSettingsSchema>;
export const clinicSettingsResponseSchema = z.object({ message: z.string(), settings: clinicSettingsSchema });

/** GET booking-conditions: what the wizard says before the patient starts (NOSHOW-2). */
export const bookingConditionsSchema = z
  .object({
    /** The next booking stays pending until clinic staff confirm it. */
    staff_confirms: z.boolean(),
    no_shows_last_12_months: z.number().int(),
  })
  .meta({ id: 'BookingConditions' });
export type BookingConditions = z.infer<typeof bookingConditionsSchema>;
export const staffConfirmsNotice = 'Because of missed visits, clinic staff will confirm this booking: it stays pending until they do.';

/** GET /api/staff/patients/:id/no-shows: a patient's no-show history, newest first (NOSHOW-1). */
export const noShowHistorySchema = z
  .object({
    total: z.number().int(),
    last_12_months: z.number().int(),
    items: z.array(
      z.object({
        appointment_id: z.string(),
        date: z.string(),
        time: z.string(),
        doctor_name: z.string(),
        timeZone: z.string().describe('TIME-5: the IANA zone of the doctor’s location; the date and time are wall clock in it (HOURS-4)'),
        /** Who marked it and why (the status reason the patient read). */
        status_reason: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'NoShowHistory' });
export type NoShowHistory = z.infer<typeof noShowHistorySchema>;

/** What accepting an offer answers (I18N-11). */
export const offerAnswerMessages = {
  detailsRequired: 'Please choose the visit type, reason and payment for this booking.',
} as const;
