import { z } from 'zod';
import { emailField } from './fields';

// FAMILY-7 to FAMILY-10 (issue 35.1): a dependent who has come of age claims their record with
// their own account. The clinic's staff e-mail them an invitation; its link carries a random
// token in the page's fragment (never in a URL the server sees); the person signs in as, or
// registers, the patient account of that e-mail and confirms, and the dependent's visits become
// theirs. The guardian's access to them ends there.

/** The claim page; the token follows in the fragment: `/claim-record#<token>`. */
export const claimPagePath = '/claim-record';

/** 32 random bytes, base64url: 43 characters. */
export const claimTokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** FAMILY-7: how long an invitation's link works. */
export const CLAIM_INVITATION_DAYS = 7;

export const claimErrorCodes = {
  unknown: 'claim_unknown',
  expired: 'claim_expired',
  used: 'claim_used',
  notOfAge: 'dependent_not_of_age',
  otherAccount: 'claim_other_account',
  visitClash: 'claim_visit_clash',
} as const;

export const claimMessages = {
  emailRequired: 'Please enter the e-mail address of the person',
  emailInvalid: 'Please enter a valid e-mail address',
  tokenInvalid: 'This link is not complete. Open it again from the e-mail.',
  invited: (email: string) => `Invitation sent to ${email}.`,
  claimed: 'Your record is now yours: your visits are in your account.',
  dependentNotFound: 'No dependent of age with this id.',
  notOfAge: (name: string, ageOfMajority: number) => `${name} is not ${String(ageOfMajority)} yet: a dependent claims their record from the clinic’s age of majority.`,
  linkUnknown: 'This invitation link is not valid. Ask the clinic to send a new one.',
  linkExpired: 'This invitation has expired. Ask the clinic to send a new one.',
  linkUsed: 'This invitation has already been used.',
  otherAccount: (email: string) => `This invitation is for ${email}. Sign in with that e-mail address, or create an account with it.`,
  visitClash: 'Your account already has a visit at the time of one of these visits. Cancel one of the two, then claim your record again.',
  notSent: 'The invitation could not be e-mailed, so nothing was sent. Please try again.',
  mailOff: 'E-mail is off on this server, so the invitation cannot be sent.',
} as const;

export const inviteDependentSchema = z.object({
  email: emailField({ required: claimMessages.emailRequired, invalid: claimMessages.emailInvalid }),
});
export type InviteDependentInput = z.infer<typeof inviteDependentSchema>;

export const familyDependentParamsSchema = z.object({ dependentId: z.uuid({ error: 'The dependent id must be a valid id' }) });

export const invitationStates = ['pending', 'expired'] as const;

// No component id: OpenAPI 3.0 has no nullable reference, and the list's invitation may be null.
export const dependentInvitationSchema = z.object({
  email: z.string(),
  sent_at: z.string().describe('ISO instant'),
  expires_at: z.string().describe('ISO instant'),
  state: z.enum(invitationStates),
});
export type DependentInvitation = z.infer<typeof dependentInvitationSchema>;

export const ofAgeDependentSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    date_of_birth: z.string().describe('YYYY-MM-DD'),
    age: z.number().int(),
    guardian_name: z.string(),
    guardian_email: z.string(),
    invitation: dependentInvitationSchema.nullable().describe('The latest invitation, or null before the first'),
  })
  .meta({ id: 'OfAgeDependent' });
export type OfAgeDependent = z.infer<typeof ofAgeDependentSchema>;

export const ofAgeDependentsSchema = z
  .object({
    dependents: z.array(ofAgeDependentSchema).describe('Oldest first; those who have not claimed their record yet'),
    age_of_majority: z.number().int(),
  })
  .meta({ id: 'OfAgeDependents' });
export type OfAgeDependents = z.infer<typeof ofAgeDependentsSchema>;

export const dependentInvitedSchema = z.object({ message: z.string(), invitation: dependentInvitationSchema });

export const claimTokenSchema = z.object({
  token: z.string({ error: claimMessages.tokenInvalid }).regex(claimTokenPattern, claimMessages.tokenInvalid),
});

export const claimInvitationSchema = z
  .object({
    name: z.string().describe('The dependent’s name'),
    email: z.string().describe('The address invited: the account that may claim'),
    has_account: z.boolean().describe('Whether a patient account with this e-mail exists (sign in) or not (register)'),
  })
  .meta({ id: 'ClaimInvitation' });
export type ClaimInvitation = z.infer<typeof claimInvitationSchema>;

export const recordClaimedSchema = z.object({ message: z.string(), appointments_moved: z.number().int() });
export type RecordClaimed = z.infer<typeof recordClaimedSchema>;
