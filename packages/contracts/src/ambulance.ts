import { z } from 'zod';
import { addDays, isCalendarDate, type WallClock } from './clinic-time';
import { honeypotField, phoneNumberField, requiredText } from './public-forms';
import { emergencyHotline } from './site';

/**
 * The Services page's ambulance tab (AMB-1): an emergency request and a non-emergency
 * transport booking, both POST /api/ambulance/requests, stored with status 'new' for staff
 * (AMB-2, AMB-3, AMB-4). The hotline stays the first way to get help: a web form is not an emergency
 * channel.
 */

export const ambulanceRequestKinds = ['emergency', 'transport'] as const;
export type AmbulanceRequestKind = (typeof ambulanceRequestKinds)[number];
export const ambulanceRequestStatuses = ['new', 'dispatched', 'scheduled', 'closed'] as const;
export type AmbulanceRequestStatus = (typeof ambulanceRequestStatuses)[number];

/** AMB-3: the four transport types. */
export const transportTypes = ['Basic Life Support', 'Advanced Life Support', 'Critical Care Transport', 'Wheelchair Accessible'] as const;
export type TransportType = (typeof transportTypes)[number];

/** How far ahead a transport can be booked. */
export const TRANSPORT_BOOKING_DAYS_AHEAD = 90;

export const ambulanceMessages = {
  fullNameRequired: 'Full name is required',
  locationRequired: 'Current location is required',
  descriptionRequired: 'Please describe the emergency',
  pickupAddressRequired: 'Pickup address is required',
  dateRequired: 'Please choose a date',
  dateInvalid: 'Please enter a valid date',
  dateInPast: 'The date cannot be in the past',
  dateTooFar: `Please choose a date within the next ${String(TRANSPORT_BOOKING_DAYS_AHEAD)} days`,
  timeRequired: 'Please choose a time',
  timeInvalid: 'Please enter a valid time',
  timeInPast: 'This time has already passed today; please choose a later time',
  transportTypeRequired: 'Please choose a transport type',
  kindInvalid: "The request kind must be 'emergency' or 'transport'",
} as const;

/** What a web form is and is not (shown beside the hotline, and in refusals). */
export const notAnEmergencyChannel = 'This website is not an emergency channel: in an emergency call the hotline or your local emergency number.';

/** A filled honeypot on an ambulance request: refused with a way out, never silently dropped. */
export const ambulanceRefusedMessage = `We could not accept this request online. Please call the emergency hotline ${emergencyHotline.display} or your local emergency number.`;

export const ambulanceLimits = { fullName: 120, location: 300, description: 2000, pickupAddress: 300 } as const;


const dateField = z
  .string({ error: ambulanceMessages.dateRequired })
  .trim()
  .min(1, ambulanceMessages.dateRequired)
  .refine(isCalendarDate, ambulanceMessages.dateInvalid)
  .describe("Clinic-local date of the transport, YYYY-MM-DD, today or later in the clinic's zone");

const timeField = z
  .string({ error: ambulanceMessages.timeRequired })
  .trim()
  .min(1, ambulanceMessages.timeRequired)
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, ambulanceMessages.timeInvalid)
  .describe('Clinic-local pickup time, HH:MM (24-hour)');

const contactPerson = {
  fullName: requiredText(ambulanceMessages.fullNameRequired, ambulanceLimits.fullName),
  phone: phoneNumberField.describe('A number the dispatch team can call back: 10 to 15 digits'),
  website: honeypotField,
};

export const emergencyRequestSchema = z
  .object({
    kind: z.literal('emergency'),
    ...contactPerson,
    location: requiredText(ambulanceMessages.locationRequired, ambulanceLimits.location),
    description: requiredText(ambulanceMessages.descriptionRequired, ambulanceLimits.description),
  })
  .meta({ id: 'EmergencyRequest' });

export const transportRequestSchema = z
  .object({
    kind: z.literal('transport'),
    ...contactPerson,
    pickupAddress: requiredText(ambulanceMessages.pickupAddressRequired, ambulanceLimits.pickupAddress),
    date: dateField,
    time: timeField,
    transportType: z.enum(transportTypes, { error: ambulanceMessages.transportTypeRequired }),
    equipmentNeeded: z.boolean().default(false).describe("'Medical Equipment Needed'"),
    staffAssistance: z.boolean().default(false).describe("'Medical Staff Assistance Required'"),
  })
  .meta({ id: 'TransportRequest' });

export const ambulanceRequestSchema = z
  .discriminatedUnion('kind', [emergencyRequestSchema, transportRequestSchema], { error: ambulanceMessages.kindInvalid })
  .meta({ id: 'AmbulanceRequest' });

export type EmergencyRequestInput = z.input<typeof emergencyRequestSchema>;
export type TransportRequestInput = z.input<typeof transportRequestSchema>;
export type AmbulanceRequestInput = z.input<typeof ambulanceRequestSchema>;
export type AmbulanceRequest = z.output<typeof ambulanceRequestSchema>;

/** Clinic-local date and time (from GET /api/config on the web, the clinic clock on the server). */
export type ClinicMoment = WallClock;

/** The last date a transport can be booked for, counted from the clinic's today. */
export function lastTransportDate(today: string): string {
  return addDays(today, TRANSPORT_BOOKING_DAYS_AHEAD);
}

/**
 * The rules a schema alone cannot know: the transport must not be in the past (nor further
 * ahead than the booking window) in the clinic's zone. Field messages, empty when fine.
 */
export function transportTimingProblems(request: { date: string; time: string }, now: ClinicMoment): Partial<Record<'date' | 'time', string>> {
  if (!isCalendarDate(request.date)) return {};
  if (request.date < now.date) return { date: ambulanceMessages.dateInPast };
  if (request.date > lastTransportDate(now.date)) return { date: ambulanceMessages.dateTooFar };
  if (request.date === now.date && request.time <= now.time) return { time: ambulanceMessages.timeInPast };
  return {};
}

/** AMB- and six characters without look-alikes (no 0/O, 1/I/L), read out over the phone. */
export const ambulanceReferencePattern = /^AMB-[2-9A-HJKMNP-Z]{6}$/;

export const ambulanceReceiptSchema = z
  .object({
    reference: z.string().regex(ambulanceReferencePattern).describe('Quote it when you call the hotline, e.g. AMB-7K3Q9D'),
    kind: z.enum(ambulanceRequestKinds),
    status: z.enum(ambulanceRequestStatuses),
    message: z.string(),
  })
  .meta({ id: 'AmbulanceReceipt' });
export type AmbulanceReceipt = z.infer<typeof ambulanceReceiptSchema>;
