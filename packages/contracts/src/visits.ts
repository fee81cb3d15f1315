import { z } from 'zod';
import { linkTokenField } from './fields';

/**
 * The one-click links of appointment e-mails (LIFE-8): 'I'll be there' and 'Cancel this
 * appointment'. They work without signing in, once, until the visit's start (clinic time), and
 * not after the appointment was cancelled or moved. GET /api/visit-links shows what a link
 * would do; POST takes the action (mail scanners open links by themselves: a GET never changes
 * anything). The web page is /visit/attend or /visit/cancel with the token in the query, so the
 * token never reaches a server log (request URLs are logged without query values).
 */

export const visitLinkActions = ['attend', 'cancel'] as const;
export type VisitLinkAction = (typeof visitLinkActions)[number];

/**
 * Where a link stands. ready: its button works. done: what it asks is already so (the patient
 * said they will come, or the appointment is cancelled). used: this link was used. expired: the
 * visit has begun. changed: the appointment changed (moved, confirmed…) since the e-mail. closed: the appointment is
 * no longer pending or confirmed.
 */
export const visitLinkStates = ['ready', 'done', 'used', 'expired', 'changed', 'closed'] as const;
export type VisitLinkState = (typeof visitLinkStates)[number];

export const visitLinkMessages = {
  invalid: 'This link is not valid. Please use the link in the most recent e-mail from Clinvia, or sign in to see your appointments.',
  readyAttend: 'Please confirm that you will come to this appointment.',
  readyCancel: 'Cancelling frees the time for another patient. This cannot be undone.',
  attended: 'Thank you. We have told your doctor that you will be there.',
  alreadyAttending: 'You have already told us that you will be there. Thank you.',
  cancelled: 'Your appointment is cancelled. You can book another time whenever you like.',
  alreadyCancelled: 'This appointment is already cancelled.',
  used: 'This link has already been used. Sign in to see your appointments.',
  expired: 'This appointment has already begun or passed, so this link no longer works.',
  changed: 'This appointment changed after this e-mail was sent. Please use the link in the most recent e-mail, or sign in to see your appointments.',
  closed: 'This appointment can no longer be changed from an e-mail. Sign in to see your appointments.',
} as const;

const tokenField = linkTokenField(visitLinkMessages.invalid);

export const visitLinkQuerySchema = z.object({ token: tokenField });
export const visitLinkBodySchema = z.object({ token: tokenField }).meta({ id: 'VisitLinkUse' });

/** The minimum a link's page shows: the action, the doctor and the clinic date and time. */
export const visitLinkSchema = z
  .object({
    action: z.enum(visitLinkActions),
    state: z.enum(visitLinkStates),
    message: z.string(),
    doctorName: z.string().describe('The doctor’s name, without the title'),
    date: z.string().describe('Clinic date, YYYY-MM-DD'),
    time: z.string().describe('Clinic time of day, HH:MM'),
    timeZone: z.string().describe('The clinic’s IANA time zone, in which date and time are given'),
  })
  .meta({ id: 'VisitLink' });
export type VisitLink = z.infer<typeof visitLinkSchema>;

/**
 * MAIL-1: the link that confirms a booking's contact address. Appointment e-mails go to the
 * account's own address until the owner of the typed contact address confirms it here (GET
 * shows, POST confirms: a mail scanner opening the link confirms nothing).
 */
export const addressLinkStates = ['ready', 'done', 'expired'] as const;
export type AddressLinkState = (typeof addressLinkStates)[number];

export const addressLinkMessages = {
  invalid: 'This link is not valid. Please check that you copied the whole link from the e-mail.',
  ready: 'A Clinvia patient gave this address as the contact for their appointments. Confirm only if you agree to receive their appointment e-mails here.',
  done: 'This address is confirmed: appointment e-mails for the patient who gave it will come here.',
  expired: 'This link has expired. Nothing will be sent to this address; the patient can give it again when booking to get a new link.',
} as const;

const addressTokenField = linkTokenField(addressLinkMessages.invalid);

export const addressLinkQuerySchema = z.object({ token: addressTokenField });
export const addressLinkBodySchema = z.object({ token: addressTokenField }).meta({ id: 'ContactAddressConfirmation' });

export const addressLinkSchema = z
  .object({
    state: z.enum(addressLinkStates),
    message: z.string(),
    email: z.string().describe('The address the link was sent to'),
  })
  .meta({ id: 'ContactAddressLink' });
export type AddressLink = z.infer<typeof addressLinkSchema>;
