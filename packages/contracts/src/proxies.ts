import { z } from 'zod';
import { isCalendarDate } from './clinic-time';
import { actingForHeader, proxyErrorCodes, proxyScopes, type ProxyScope } from './operations/operation';

// PROXY-1 to PROXY-8 (issue 35.2 to 35.5): a patient lets another person, with their own account,
// act for them within scopes and until an optional end date; the proxy switches to 'Acting for'
// and uses the patient portal as the patient, every action audited as theirs on the patient's
// behalf. Which scope each route needs is declared on its operation (`proxyScope`).

export { actingForHeader, proxyErrorCodes, proxyScopes, type ProxyScope };

export const proxyScopeLabels: Record<ProxyScope, string> = {
  read: 'See appointments and record',
  book: 'Book, move and cancel visits',
  message: 'Message the clinic',
};

/** PROXY-2: the web page the invitation's link opens (`?token=`). */
export const proxyAcceptPagePath = '/proxy-invitation';

/** PROXY-2: how long an invitation's link may be used. */
export const proxyInvitationDays = 7;
/** PROXY-1: invitations one session may send in an hour (each is an e-mail to an address the patient typed). */
export const proxyInvitationsPerHour = 30;

export const proxyLimits = { emailMaxLength: 254 } as const;

export const proxyMessages = {
  tooManyInvitations: 'You have sent many invitations in a short time. Please try again later.',
  emailRequired: 'Please enter the e-mail address of the person you invite',
  emailInvalid: 'Please enter a valid e-mail address',
  scopesRequired: 'Please choose at least one thing they may do',
  bookNeedsRead: 'Booking for you needs seeing your appointments too: tick both',
  endsOnInvalid: 'Please enter a real date (YYYY-MM-DD)',
  endsOnPast: 'The end date cannot be in the past',
  ownEmail: 'You cannot invite yourself',
  invited: 'Invitation sent.',
  ended: 'Access ended.',
  left: 'You no longer act for this person.',
  accepted: (name: string) => `You can now act for ${name}.`,
  notFound: 'No such proxy access.',
  invitationInvalid: 'This invitation link is not valid: it was used, withdrawn or is older than 7 days. Ask for a new one.',
  ownInvitation: 'This invitation is for someone else: you cannot act for yourself.',
  patientsOnly: 'Only a patient account can act for someone.',
  notAllowed: 'You cannot do this while acting for someone: switch back to yourself first.',
  scopeMissing: 'You have not been given access to this.',
  inactive: 'Your access to act for this person has ended.',
} as const;


const scopesField = z
  .array(z.enum(proxyScopes, { error: proxyMessages.scopesRequired }), { error: proxyMessages.scopesRequired })
  .min(1, proxyMessages.scopesRequired)
  .transform((scopes) => [...new Set(scopes)])
  .refine((scopes) => !scopes.includes('book') || scopes.includes('read'), proxyMessages.bookNeedsRead);

/** PROXY-1: the invitation as the patient types it; the server checks the end date against the clinic's today. */
export const proxyInviteSchema = z.object({
  email: z
    .string({ error: proxyMessages.emailRequired })
    .trim()
    .min(1, proxyMessages.emailRequired)
    .max(proxyLimits.emailMaxLength, proxyMessages.emailInvalid)
    .pipe(z.email({ error: proxyMessages.emailInvalid }))
    .transform((email) => email.toLowerCase()),
  scopes: scopesField,
  ends_on: z
    .string()
    .trim()
    .refine((value) => value === '' || isCalendarDate(value), proxyMessages.endsOnInvalid)
    .nullish()
    .transform((value) => (value === undefined || value === '' ? null : value))
    .describe('YYYY-MM-DD, the last day of access; empty or absent: until ended'),
});
export type ProxyInviteInput = z.input<typeof proxyInviteSchema>;

export const proxyParamsSchema = z.object({ grantId: z.uuid({ error: 'The proxy id must be a valid id' }) });

export const proxyAcceptSchema = z.object({ token: z.string({ error: proxyMessages.invitationInvalid }).trim().min(1, proxyMessages.invitationInvalid).max(200, proxyMessages.invitationInvalid) });

const grantStatuses = ['invited', 'active', 'ended'] as const;

/** PROXY-3: one proxy as the patient who granted it sees them. */
export const proxyGrantSchema = z
  .object({
    id: z.uuid(),
    email: z.string().describe('The address the invitation went to'),
    proxy_name: z.string().nullable().describe('The proxy’s name once they accepted'),
    scopes: z.array(z.enum(proxyScopes)),
    ends_on: z.string().nullable().describe('YYYY-MM-DD, the last day of access'),
    status: z.enum(grantStatuses).describe('invited: not accepted yet; active; ended: revoked, left, expired or the invitation lapsed'),
    created_at: z.string(),
    accepted_at: z.string().nullable(),
  })
  .meta({ id: 'ProxyGrant' });
export type ProxyGrant = z.infer<typeof proxyGrantSchema>;

/** PROXY-4: one person the caller may act for (the header switcher). */
export const actingForSchema = z
  .object({
    id: z.uuid().describe('The grant'),
    patient_id: z.uuid(),
    patient_name: z.string(),
    scopes: z.array(z.enum(proxyScopes)),
    ends_on: z.string().nullable(),
  })
  .meta({ id: 'ActingFor' });
export type ActingFor = z.infer<typeof actingForSchema>;

export const proxiesSchema = z
  .object({
    proxies: z.array(proxyGrantSchema).describe('Whom the caller lets act for them, newest first'),
    acting_for: z.array(actingForSchema).describe('Whom the caller may act for now'),
  })
  .meta({ id: 'Proxies' });
export type Proxies = z.infer<typeof proxiesSchema>;

export const proxyInvitedSchema = z.object({ message: z.string(), proxy: proxyGrantSchema });
export const proxyAcceptedSchema = z.object({ message: z.string(), acting_for: actingForSchema });
export const proxyEndedSchema = z.object({ message: z.string() });

/** PROXY-6: one thing a proxy did, as the patient sees it. */
export const proxyActivitySchema = z
  .object({
    items: z.array(
      z.object({
        at: z.string(),
        proxy_name: z.string(),
        action: z.string().describe('The audit action, e.g. appointment.book'),
        subject_type: z.string(),
        subject_id: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'ProxyActivity' });
export type ProxyActivity = z.infer<typeof proxyActivitySchema>;
