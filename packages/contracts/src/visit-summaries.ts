import { z } from 'zod';
import { addDays, isCalendarDate } from './clinic-time';
import { tooLongMessage } from './fields';

// After-visit summaries (SUMMARY-1 to SUMMARY-7): the doctor of a completed visit writes a draft,
// signs it (never changed again) and amends it with addenda; the patient reads the signed ones.

export const summaryStatuses = ['draft', 'signed'] as const;
export type SummaryStatus = (typeof summaryStatuses)[number];

/** SUMMARY-1: 'see me again in 2 weeks'. */
export const followUpUnits = ['days', 'weeks', 'months'] as const;
export type FollowUpUnit = (typeof followUpUnits)[number];

export const summaryLimits = {
  reasonMaxLength: 2000,
  textMaxLength: 8000,
  medicationMaxLength: 200,
  medicationsMax: 30,
  followUpMax: 99,
  addendumMaxLength: 4000,
} as const;

export const summaryMessages = {
  reasonRequired: 'Write the reason for the visit',
  assessmentRequired: 'Write your assessment',
  planRequired: 'Write the plan',
  reasonTooLong: tooLongMessage(summaryLimits.reasonMaxLength),
  textTooLong: tooLongMessage(summaryLimits.textMaxLength),
  medicationTooLong: `Please keep each medication to at most ${String(summaryLimits.medicationMaxLength)} characters`,
  medicationsTooMany: `Please list at most ${String(summaryLimits.medicationsMax)} medications`,
  followUpValue: `Give the follow-up as a whole number from 1 to ${String(summaryLimits.followUpMax)}`,
  followUpUnit: 'Choose days, weeks or months',
  addendumRequired: 'Write the addendum',
  addendumTooLong: tooLongMessage(summaryLimits.addendumMaxLength),
  saved: 'Draft saved.',
  signedNow: 'Summary signed. The patient is told it is ready.',
  addendumAdded: 'Addendum added. The patient sees it with the summary.',
  notFound: 'No visit summary for this appointment.',
  appointmentNotFound: 'No appointment with this id.',
  notCompleted: 'Mark the visit completed before writing its summary.',
  alreadySigned: 'This summary is signed and cannot be changed. Add an addendum instead.',
  notSigned: 'Sign the summary before adding an addendum.',
} as const;

const text = (max: number, message: string) => z.string({ error: message }).trim().max(max, message);
const medicationList = z
  .array(text(summaryLimits.medicationMaxLength, summaryMessages.medicationTooLong), { error: summaryMessages.medicationsTooMany })
  .max(summaryLimits.medicationsMax, summaryMessages.medicationsTooMany)
  .transform((items) => items.filter((item) => item !== ''));

export const followUpSchema = z.object({
  value: z.number({ error: summaryMessages.followUpValue }).int(summaryMessages.followUpValue).min(1, summaryMessages.followUpValue).max(summaryLimits.followUpMax, summaryMessages.followUpValue),
  unit: z.enum(followUpUnits, { error: summaryMessages.followUpUnit }),
});
export type FollowUp = z.infer<typeof followUpSchema>;

/**
 * A draft may be empty in any field; every field is kept as typed (trimmed). No component id
 * here nor on the summary: OpenAPI 3.0 has no nullable $ref, and a refined $ref becomes a lone
 * allOf (Redocly's recommended rules refuse both), so the document inlines them.
 */
export const summaryDraftSchema = z
  .object({
    reason: text(summaryLimits.reasonMaxLength, summaryMessages.reasonTooLong).default(''),
    assessment: text(summaryLimits.textMaxLength, summaryMessages.textTooLong).default(''),
    plan: text(summaryLimits.textMaxLength, summaryMessages.textTooLong).default(''),
    medications_started: medicationList.default([]),
    medications_changed: medicationList.default([]),
    medications_stopped: medicationList.default([]),
    instructions: text(summaryLimits.textMaxLength, summaryMessages.textTooLong).default(''),
    follow_up: followUpSchema.nullable().default(null),
  });
export type SummaryDraftInput = z.input<typeof summaryDraftSchema>;
export type SummaryDraft = z.output<typeof summaryDraftSchema>;

/** SUMMARY-2: signing saves the last edits and needs the reason, the assessment and the plan. */
export const signSummarySchema = summaryDraftSchema.superRefine((value, ctx) => {
  if (value.reason === '') ctx.addIssue({ code: 'custom', path: ['reason'], message: summaryMessages.reasonRequired });
  if (value.assessment === '') ctx.addIssue({ code: 'custom', path: ['assessment'], message: summaryMessages.assessmentRequired });
  if (value.plan === '') ctx.addIssue({ code: 'custom', path: ['plan'], message: summaryMessages.planRequired });
});

export const addendumSchema = z.object({
  text: z.string({ error: summaryMessages.addendumRequired }).trim().min(1, summaryMessages.addendumRequired).max(summaryLimits.addendumMaxLength, summaryMessages.addendumTooLong),
});
export type AddendumInput = z.input<typeof addendumSchema>;

export const summaryParamsSchema = z.object({ id: z.uuid({ error: 'The appointment id must be a valid id' }) });
export const mySummaryParamsSchema = z.object({ appointmentId: z.uuid({ error: 'The appointment id must be a valid id' }) });

const person = z.object({ id: z.uuid(), name: z.string() });

export const addendumViewSchema = z.object({ id: z.uuid(), text: z.string(), created_at: z.iso.datetime({ offset: true }), author: person }).meta({ id: 'VisitSummaryAddendum' });

export const visitSummarySchema = z
  .object({
    id: z.uuid(),
    appointment_id: z.uuid(),
    status: z.enum(summaryStatuses),
    reason: z.string(),
    assessment: z.string(),
    plan: z.string(),
    medications_started: z.array(z.string()),
    medications_changed: z.array(z.string()),
    medications_stopped: z.array(z.string()),
    instructions: z.string(),
    /** SUMMARY-6: the interval and the day it falls on (the visit's date plus the interval). */
    follow_up: followUpSchema.extend({ date: z.iso.date() }).nullable(),
    updated_at: z.iso.datetime({ offset: true }),
    signed_at: z.iso.datetime({ offset: true }).nullable(),
    /** The visit: its doctor (who writes and signs), its wall-clock date and time and their zone (TIME-5). */
    doctor: person.extend({ specialization: z.string() }),
    visit_date: z.iso.date(),
    visit_time: z.string(),
    time_zone: z.string(),
    addenda: z.array(addendumViewSchema),
  });
export type VisitSummary = z.infer<typeof visitSummarySchema>;

/** The doctor's view of a visit's summary: none yet (null), a draft or the signed one. */
export const doctorSummarySchema = z.object({ appointment_id: z.uuid(), appointment_status: z.string(), summary: visitSummarySchema.nullable() });
export type DoctorSummary = z.infer<typeof doctorSummarySchema>;
export const summaryResultSchema = z.object({ message: z.string(), summary: visitSummarySchema });
export type SummaryResult = z.infer<typeof summaryResultSchema>;
export const mySummaryListSchema = z.object({ summaries: z.array(visitSummarySchema) });
export type MySummaryList = z.infer<typeof mySummaryListSchema>;

/** SUMMARY-6: the day a follow-up falls on: the visit's calendar date plus the interval (a month keeps the day, or the month's last). */
export function followUpDate(visitDate: string, followUp: FollowUp): string {
  if (!isCalendarDate(visitDate)) throw new RangeError(`Not a YYYY-MM-DD date: ${visitDate}`);
  if (followUp.unit === 'days') return addDays(visitDate, followUp.value);
  if (followUp.unit === 'weeks') return addDays(visitDate, followUp.value * 7);
  const [year, month, day] = visitDate.split('-').map(Number) as [number, number, number];
  const monthIndex = month - 1 + followUp.value;
  const targetYear = year + Math.floor(monthIndex / 12);
  const targetMonth = (monthIndex % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  return `${String(targetYear).padStart(4, '0')}-${String(targetMonth).padStart(2, '0')}-${String(Math.min(day, lastDay)).padStart(2, '0')}`;
}
