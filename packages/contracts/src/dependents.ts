import { z } from 'zod';
import { isCalendarDate } from './clinic-time';
import { tooLongMessage } from './fields';

// FAMILY-1 to FAMILY-6 (issue 35.1): a patient's dependents, people the patient books for who
// have no login of their own (a child, another family member). The guardian alone reads and
// changes them; once a dependent reaches the clinic's age of majority the guardian can no longer
// book for them (FAMILY-5).

/** FAMILY-5: the age of majority when the clinic has not set one (clinic_settings.age_of_majority). */
export const DEFAULT_AGE_OF_MAJORITY = 18;

export const dependentLimits = { nameMaxLength: 120 } as const;

export const dependentRelationships = ['child', 'other_family'] as const;
export type DependentRelationship = (typeof dependentRelationships)[number];

export const relationshipLabels: Record<DependentRelationship, string> = {
  child: 'Child',
  other_family: 'Other family member',
};

export const dependentMessages = {
  nameRequired: 'Please enter the name',
  nameTooLong: tooLongMessage(dependentLimits.nameMaxLength),
  dateOfBirthRequired: 'Please enter the date of birth',
  dateOfBirthInvalid: 'Please enter a real date (YYYY-MM-DD)',
  dateOfBirthFuture: 'The date of birth must be in the past',
  ofAge: (ageOfMajority: number) => `A dependent must be under ${String(ageOfMajority)}; from ${String(ageOfMajority)} they book with their own account`,
  relationshipRequired: 'Please choose the relationship',
  added: 'Dependent added.',
  updated: 'Dependent saved.',
  removed: 'Dependent removed.',
  notFound: 'No dependent with this id.',
  hasUpcomingVisits: 'This dependent has upcoming visits. Cancel them first, then remove the dependent.',
  cannotBookOfAge: (name: string, ageOfMajority: number) => `${name} is ${String(ageOfMajority)} or older: book with their own account. A guardian books only for dependents under ${String(ageOfMajority)}.`,
} as const;

/** The 409 code of a booking or move for a dependent who has come of age (FAMILY-5). */
export const dependentOfAgeCode = 'dependent_of_age';
/** The 409 code of removing a dependent with visits still ahead. */
export const dependentHasVisitsCode = 'dependent_has_upcoming_visits';

/** Whole years from `dateOfBirth` to `today` (both YYYY-MM-DD); a 29 February birthday counts on 1 March. */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  if (by === undefined || bm === undefined || bd === undefined || ty === undefined || tm === undefined || td === undefined) throw new Error(`Not a date: ${dateOfBirth} or ${today}`);
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}

/** FAMILY-1: a dependent as the guardian types them; the server checks the date against the clinic's today and age of majority. */
export const dependentInputSchema = z.object({
    name: z.string({ error: dependentMessages.nameRequired }).trim().min(1, dependentMessages.nameRequired).max(dependentLimits.nameMaxLength, dependentMessages.nameTooLong),
    date_of_birth: z
      .string({ error: dependentMessages.dateOfBirthRequired })
      .trim()
      .min(1, dependentMessages.dateOfBirthRequired)
      .refine(isCalendarDate, dependentMessages.dateOfBirthInvalid)
      .describe('YYYY-MM-DD, in the past, under the clinic’s age of majority'),
    relationship: z.enum(dependentRelationships, { error: dependentMessages.relationshipRequired }),
  });
export type DependentInput = z.infer<typeof dependentInputSchema>;

export const dependentParamsSchema = z.object({ dependentId: z.uuid({ error: 'The dependent id must be a valid id' }) });

export const dependentSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    date_of_birth: z.string().describe('YYYY-MM-DD'),
    relationship: z.enum(dependentRelationships),
    age: z.number().int().describe('Whole years today in the clinic’s zone'),
    can_book: z.boolean().describe('FAMILY-5: false once the dependent has reached the clinic’s age of majority'),
    has_own_account: z.boolean().describe('FAMILY-10: the dependent claimed their record with their own account; the guardian no longer sees or changes it'),
  })
  .meta({ id: 'Dependent' });
export type Dependent = z.infer<typeof dependentSchema>;

export const dependentsSchema = z
  .object({
    dependents: z.array(dependentSchema).describe('Oldest first'),
    age_of_majority: z.number().int().describe('The clinic’s age of majority (FAMILY-5)'),
  })
  .meta({ id: 'Dependents' });
export type Dependents = z.infer<typeof dependentsSchema>;

export const dependentChangedSchema = z.object({ message: z.string(), dependent: dependentSchema });
export const dependentRemovedSchema = z.object({ message: z.string() });

/** Who a visit is for, on the patient's and the doctor's screens (FAMILY-3, FAMILY-4). */
export const visitDependentSchema = z
  .object({ id: z.uuid(), name: z.string(), date_of_birth: z.string() })
  .nullable()
  .describe('FAMILY-3: the dependent the visit is for; null when it is for the account holder');
export type VisitDependent = z.infer<typeof visitDependentSchema>;
