import { z } from 'zod';
import { appointmentTypes, type AppointmentType } from './appointments';

/**
 * VISIT-1 to VISIT-4: the visit types a doctor offers and how many of the doctor's slots each
 * takes. A doctor's own list, else the specialization's default, else the specification's four
 * types of one slot each (BOOK-3). The types are BOOK-3's four: a doctor offers some of them.
 */

/**
 * VISIT-1: the most slots one visit may take. Two, as BOOK-20's rule held: a booking holds its
 * slot and at most the following one (the slot grid, waitlist holds and time off keep one
 * following slot; docs/decisions/2026-11-28-visit-types.md).
 */
export const maxVisitSlots = 2;

/** Where a doctor's list comes from (VISIT-1). */
export const visitTypeSources = ['doctor', 'specialization', 'specification'] as const;
export type VisitTypeSource = (typeof visitTypeSources)[number];

export interface VisitTypeOffer {
  type: AppointmentType;
  slots: number;
}

/** VISIT-1: what a doctor and a specialization with nothing set offer: BOOK-3's four, one slot each. */
export const specificationVisitTypes: readonly VisitTypeOffer[] = appointmentTypes.map((type) => ({ type, slots: 1 }));

export const visitTypeMessages = {
  typeInvalid: 'Please choose visit types from the list',
  slotsInvalid: `Please choose 1 to ${String(maxVisitSlots)} slots`,
  duplicate: 'Each visit type can be listed once',
  saved: 'Visit types saved. Patients see them at once.',
} as const;

const offerSchema = z.object({
  type: z.enum(appointmentTypes, { error: visitTypeMessages.typeInvalid }),
  slots: z.coerce.number({ error: visitTypeMessages.slotsInvalid }).int(visitTypeMessages.slotsInvalid).min(1, visitTypeMessages.slotsInvalid).max(maxVisitSlots, visitTypeMessages.slotsInvalid),
});

/**
 * VISIT-2: PUT of a doctor's or a specialization's list. An empty list gives the choice back: a
 * doctor then offers the specialization's default, a specialization the specification's four.
 */
export const visitTypesUpdateSchema = z
  .object({
    types: z
      .array(offerSchema, { error: visitTypeMessages.typeInvalid })
      .max(appointmentTypes.length, visitTypeMessages.duplicate)
      .refine((types) => new Set(types.map((offer) => offer.type)).size === types.length, visitTypeMessages.duplicate)
      .transform((types) => appointmentTypes.flatMap((type) => types.filter((offer) => offer.type === type)))
      .describe('The visit types offered, each with its length in slots; empty: use the default'),
  })
  .meta({ id: 'VisitTypesUpdate' });
export type VisitTypesInput = z.input<typeof visitTypesUpdateSchema>;
export type VisitTypesUpdate = z.output<typeof visitTypesUpdateSchema>;

/** VISIT-3: a doctor's offered types, with their length in the doctor's slots and minutes. */
export const doctorVisitTypesSchema = z
  .object({
    doctorId: z.string(),
    source: z.enum(visitTypeSources).describe('Whose list this is: the doctor’s own, the specialization’s default or the specification’s four'),
    slotMinutes: z.number().int().describe('Minutes one of the doctor’s slots lasts (HOURS-1)'),
    types: z.array(
      z.object({
        type: z.enum(appointmentTypes),
        slots: z.number().int().describe('How many consecutive slots a visit of this type takes'),
        minutes: z.number().int().describe('slots × slotMinutes'),
      }),
    ),
  })
  .meta({ id: 'DoctorVisitTypes' });
export type DoctorVisitTypes = z.infer<typeof doctorVisitTypesSchema>;

/** VISIT-2: a specialization's default list. */
export const specializationVisitTypesSchema = z
  .object({
    specialization: z.string(),
    source: z.enum(['specialization', 'specification']),
    types: z.array(z.object({ type: z.enum(appointmentTypes), slots: z.number().int() })),
  })
  .meta({ id: 'SpecializationVisitTypes' });
export type SpecializationVisitTypes = z.infer<typeof specializationVisitTypesSchema>;

export const specializationParamsSchema = z.object({
  specialization: z.string().trim().min(1, 'Specialization is required').max(100, 'Specialization must be at most 100 characters'),
});

/** 'Consultation · 45 min' (VISIT-4). */
export function visitTypeLabel(type: string, minutes: number): string {
  return `${type} · ${String(minutes)} min`;
}
