import { z } from 'zod';

// Accounts: sign-in, registration, session user, password reset and settings. AUTH-2's and AUTH-7's
// messages live here, once, and feed the web forms, the API's validation and OpenAPI.

import { emailField, numberField } from './fields';
import { licenceNumberField, licenceStateField } from './licences';
import { accountRoles, accountStatuses } from './roles';
import { uiLanguages } from './ui-language';

export { accountRoles, accountStatuses, type AccountRole, type AccountStatus } from './roles';

export const genderOptions = ['male', 'female', 'other'] as const;

export const PASSWORD_MIN_LENGTH = 8;
/** argon2 hashes any length, but an unbounded one is a cheap way to burn CPU. */
export const PASSWORD_MAX_LENGTH = 128;

/** AUTH-2 and AUTH-7 verbatim, plus the messages of the rules the specification leaves out. */
export const authMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: `Password must be at most ${String(PASSWORD_MAX_LENGTH)} characters`,
  confirmPasswordRequired: 'Please confirm password',
  passwordsDoNotMatch: 'Passwords do not match',
  nameRequired: 'Full name is required',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid phone number',
  ageRequired: 'Age is required',
  ageInvalid: 'Please enter a valid age',
  addressRequired: 'Address is required',
  genderRequired: 'Gender is required',
  specializationRequired: 'Specialization is required',
  qualificationsRequired: 'Qualifications are required',
  experienceRequired: 'Experience is required',
  experienceInvalid: 'Please enter the years of experience (0 to 80)',
  feeRequired: 'Consultation fee is required',
  feeInvalid: 'Please enter a fee between 0 and 100000',
  departmentRequired: 'Department is required',
  positionRequired: 'Position is required',
  employeeIdRequired: 'Employee ID is required',
  roleInvalid: 'Please choose Patient, Doctor or Staff',
  currentPasswordRequired: 'Current password is required',
  resetTokenRequired: 'The reset link is incomplete. Please request a new one.',
} as const;

/** What the API answers for a wrong e-mail or password alike (AUTH-10: no account probing). */
export const invalidCredentialsMessage = 'Invalid email or password';
export const emailTakenMessage = 'An account with this email is already registered';
export const forgotPasswordMessage = 'If an account exists for this email, we have sent a link to reset the password. The link is valid for 30 minutes.';
/** MAIL-2: the answer to every reset request while the clinic sends no e-mail (MAIL_DELIVERY=off); the same for every address. */
export const mailOffResetMessage = 'The clinic cannot send e-mail right now, so no reset link can be sent. Please contact the clinic to get back into your account.';
export const invalidResetTokenMessage = 'This reset link is invalid or has expired. Please request a new one.';
export const RESET_TOKEN_TTL_MINUTES = 30;

/** A required text field: trimmed, not empty, with a sane upper bound. */
function requiredText(message: string, max = 200) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Please use at most ${String(max)} characters`);
}

/** An account's e-mail address (sign-in, registration, reset, the contact form, the newsletter). */
export const accountEmailField = emailField({ required: authMessages.emailRequired, invalid: authMessages.emailInvalid });

/** A new password (registration, reset, change): AUTH-2's 8-character minimum. */
export const newPasswordField = z
  .string({ error: authMessages.passwordRequired })
  .min(1, authMessages.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, authMessages.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, authMessages.passwordTooLong);

const confirmPasswordField = z.string({ error: authMessages.confirmPasswordRequired }).min(1, authMessages.confirmPasswordRequired);

/** Digits with the usual separators, 7 to 15 digits in all (E.164 allows at most 15). */
const phonePattern = /^\+?[\d\s().-]+$/;
export const phoneField = requiredText(authMessages.phoneRequired, 32)
  .regex(phonePattern, authMessages.phoneInvalid)
  .refine((value) => {
    const digits = value.replace(/\D/g, '').length;
    return digits >= 7 && digits <= 15;
  }, authMessages.phoneInvalid);

const accountBase = {
  name: requiredText(authMessages.nameRequired, 120),
  email: accountEmailField,
  password: newPasswordField,
  confirmPassword: confirmPasswordField,
  phoneNumber: phoneField,
};

export const patientRegistrationSchema = z.object({
  role: z.literal('patient'),
  ...accountBase,
  age: numberField(authMessages.ageRequired, authMessages.ageInvalid, 0, 150, true),
  address: requiredText(authMessages.addressRequired, 300),
  gender: z.enum(genderOptions, { error: authMessages.genderRequired }),
});

export const doctorRegistrationSchema = z.object({
  role: z.literal('doctor'),
  ...accountBase,
  specialization: requiredText(authMessages.specializationRequired, 120),
  qualifications: requiredText(authMessages.qualificationsRequired, 300),
  experienceYears: numberField(authMessages.experienceRequired, authMessages.experienceInvalid, 0, 80, true),
  consultationFee: numberField(authMessages.feeRequired, authMessages.feeInvalid, 0, 100_000, false),
  // DOC-10: beside the specification's fields, the licence staff check before listing the doctor.
  licenceNumber: licenceNumberField,
  licenceState: licenceStateField,
});

export const staffRegistrationSchema = z.object({
  role: z.literal('staff'),
  ...accountBase,
  department: requiredText(authMessages.departmentRequired, 120),
  position: requiredText(authMessages.positionRequired, 120),
  employeeId: requiredText(authMessages.employeeIdRequired, 64),
});

interface PasswordPair {
  password?: unknown;
  confirmPassword?: unknown;
  newPassword?: unknown;
}

/**
 * 'Passwords do not match' on confirmPassword. `when` lets the check run even while other
 * fields are still wrong, so the user sees every problem at once.
 */
function confirmationMatches<T extends z.ZodType>(schema: T, passwordKey: 'password' | 'newPassword') {
  return schema.refine(
    (value) => {
      const pair = value as PasswordPair;
      return pair[passwordKey] === pair.confirmPassword;
    },
    {
      message: authMessages.passwordsDoNotMatch,
      path: ['confirmPassword'],
      when: (payload) => {
        const pair = payload.value as PasswordPair | undefined;
        return typeof pair?.[passwordKey] === 'string' && typeof pair.confirmPassword === 'string' && pair.confirmPassword !== '';
      },
    },
  );
}

/** One role's form on its own (the web shows one form per role). */
export const registrationFormSchemas = {
  patient: confirmationMatches(patientRegistrationSchema, 'password'),
  doctor: confirmationMatches(doctorRegistrationSchema, 'password'),
  staff: confirmationMatches(staffRegistrationSchema, 'password'),
};

/** POST /api/authentication/register. Keys of other roles are stripped, never stored. */
export const registrationSchema = confirmationMatches(
  z.discriminatedUnion('role', [patientRegistrationSchema, doctorRegistrationSchema, staffRegistrationSchema], {
    error: authMessages.roleInvalid,
  }),
  'password',
);

export type RegistrationInput = z.input<typeof registrationSchema>;
export type Registration = z.output<typeof registrationSchema>;
export type PatientRegistrationInput = z.input<typeof patientRegistrationSchema>;
export type DoctorRegistrationInput = z.input<typeof doctorRegistrationSchema>;
export type StaffRegistrationInput = z.input<typeof staffRegistrationSchema>;

export { photoProblem, profilePhotoRules } from './profile-photo';

/** POST /api/authentication/login (AUTH-10: email, password; rememberMe chooses the expiry, AUTH-11). */
export const loginSchema = z.object({
  email: accountEmailField,
  password: z.string({ error: authMessages.passwordRequired }).min(1, authMessages.passwordRequired).max(PASSWORD_MAX_LENGTH, invalidCredentialsMessage),
  rememberMe: z.boolean().optional(),
});
export type LoginInput = z.input<typeof loginSchema>;

/** The session user: the login response's `user` and the token payload's claims (AUTH-10, SHELL-8). */
export const sessionUserSchema = z.object({
  id: z.string(),
  role: z.enum(accountRoles),
  name: z.string(),
  email: z.string(),
  username: z.string(),
  /** The doctor's photo (a path on this server), else null. */
  profileImage: z.string().nullable(),
  /** 'pending' for a staff member not yet approved: no staff powers (AUTH-14). */
  status: z.enum(accountStatuses),
});
export type SessionUserDto = z.infer<typeof sessionUserSchema>;

/**
 * I18N-2: the language the portal speaks to the account holder. Not part of the session user:
 * that one travels in the token, which would keep an old choice until it is renewed.
 */
export const uiLanguageField = z.enum(uiLanguages, { error: 'Choose English or Spanish' }).describe('The portal language: en (English) or es (Spanish)');

export const loginResponseSchema = z.object({ token: z.string(), user: sessionUserSchema, language: uiLanguageField });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const registrationResponseSchema = z.object({ user: sessionUserSchema, message: z.string() });
export const meResponseSchema = z.object({
  user: sessionUserSchema,
  /** AUTH-18: the role must use two-step sign-in and it is not set up: only enrolment answers until it is. */
  enrolmentRequired: z.boolean(),
  language: uiLanguageField,
});
export const messageResponseSchema = z.object({ message: z.string() });

/** POST /api/authentication/forgot-password */
export const forgotPasswordSchema = z.object({ email: accountEmailField });

/** POST /api/authentication/reset-password */
export const resetPasswordSchema = confirmationMatches(
  z.object({
    token: z.string({ error: authMessages.resetTokenRequired }).trim().min(1, authMessages.resetTokenRequired).max(200, authMessages.resetTokenRequired),
    password: newPasswordField,
    confirmPassword: confirmPasswordField,
  }),
  'password',
);
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** PUT /api/authentication/account/password */
export const changePasswordSchema = confirmationMatches(
  z.object({
    currentPassword: z.string({ error: authMessages.currentPasswordRequired }).min(1, authMessages.currentPasswordRequired).max(PASSWORD_MAX_LENGTH),
    newPassword: newPasswordField,
    confirmPassword: confirmPasswordField,
    /** End the other signed-in devices too (offered, ticked by default: AUTH-17). */
    endOtherSessions: z.boolean().optional(),
    /** With two-step sign-in on: a current code (re-authentication, AUTH-18). */
    code: z.string().trim().max(20).optional(),
  }),
  'newPassword',
);
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** PUT /api/authentication/account/contact: the phone for everyone, the address for patients. */
export const contactDetailsSchema = z.object({
  phoneNumber: phoneField,
  address: requiredText(authMessages.addressRequired, 300).optional(),
});
export type ContactDetailsInput = z.input<typeof contactDetailsSchema>;

/** PUT /api/authentication/account/language (I18N-2). */
export const languagePreferenceSchema = z.object({ language: uiLanguageField }).meta({ id: 'LanguagePreference' });
export type LanguagePreference = z.infer<typeof languagePreferenceSchema>;

/** Hours the confirmation link of a new address works (AUTH-26). */
export const EMAIL_CHANGE_TTL_HOURS = 24;

/** A change of address waiting for its confirmation link (AUTH-26): the new address is the caller's own typing. */
export const pendingEmailChangeSchema = z.object({
  email: z.string(),
  expiresAt: z.string(),
  /** How many more times the link may be sent again (AUTH-27). */
  resendsLeft: z.number().int(),
});
export type PendingEmailChange = z.infer<typeof pendingEmailChangeSchema>;

/** GET /api/authentication/account: what the settings screen edits. */
export const accountResponseSchema = z.object({
  user: sessionUserSchema,
  phoneNumber: z.string(),
  /** Only patients have an address on file. */
  address: z.string().nullable(),
  /** A change of e-mail address waiting for confirmation (AUTH-26), or null. */
  pendingEmail: pendingEmailChangeSchema.nullable(),
  language: uiLanguageField,
});
export type AccountResponse = z.infer<typeof accountResponseSchema>;

/** GET /api/uploads/:name: a stored profile photo, by the name the server gave it. */
export const uploadParamsSchema = z.object({ name: z.string() });
export const uploadedImageSchema = z.any().describe('The image (JPEG, PNG or WebP)');

/** One signed-in device on /settings (AUTH-17). */
export const sessionListingSchema = z.object({
  id: z.string(),
  browser: z.string(),
  device: z.string(),
  /** Approximate: 'This network' for a private or loopback address; no geolocation service is asked. */
  place: z.string(),
  startedAt: z.string(),
  lastActiveAt: z.string(),
  expiresAt: z.string(),
  /** The session of the request. */
  current: z.boolean(),
});
export type SessionListing = z.infer<typeof sessionListingSchema>;
export const sessionListResponseSchema = z.object({ sessions: z.array(sessionListingSchema) });
export const sessionIdParamsSchema = z.object({ sessionId: z.uuid({ error: 'The session id must be a valid id' }) });
export const endedSessionsResponseSchema = z.object({ message: z.string(), ended: z.number().int() });

/**
 * PUT /api/authentication/account/email (AUTH-23, AUTH-26): the new address, with the password (and
 * a code when two-step sign-in is on) as re-authentication. The change waits for the link sent to
 * the new address; the old address is told, with a link that stops it and ends every session.
 */
export const changeEmailSchema = z.object({
  email: accountEmailField,
  password: z.string({ error: authMessages.currentPasswordRequired }).min(1, authMessages.currentPasswordRequired).max(PASSWORD_MAX_LENGTH),
  code: z.string().trim().max(20).optional(),
});
export type ChangeEmailInput = z.input<typeof changeEmailSchema>;

export const changeEmailResponseSchema = z.object({ message: z.string(), pending: pendingEmailChangeSchema });

/** The token of an e-mail change link (the confirmation sent to the new address, or the stop link sent to the old one). */
export const emailChangeLinkQuerySchema = z.object({ token: z.string({ error: 'The link is incomplete' }).min(1, 'The link is incomplete').max(1000, 'The link is not valid') });
export const emailChangeLinkBodySchema = emailChangeLinkQuerySchema;

/**
 * What a confirmation link of a new address stands for (AUTH-26): ready (press Confirm), done
 * (confirmed already), expired, replaced (a newer change took its place) or withdrawn (cancelled
 * in the settings, or stopped from the old address).
 */
export const emailChangeLinkStates = ['ready', 'done', 'expired', 'replaced', 'withdrawn'] as const;
export type EmailChangeLinkState = (typeof emailChangeLinkStates)[number];
export const emailChangeLinkSchema = z.object({ state: z.enum(emailChangeLinkStates), message: z.string(), email: z.string() }).meta({ id: 'EmailChangeLink' });
export type EmailChangeLink = z.infer<typeof emailChangeLinkSchema>;

export const emailChangeLinkMessages: Record<EmailChangeLinkState, string> = {
  ready: 'Press Confirm to make this the e-mail address of your Clinvia account. You will sign in with it from then on.',
  done: 'This address is now the e-mail address of your Clinvia account. Sign in with it from now on.',
  expired: 'This link has expired. Sign in with your current address and ask for the change again in Settings.',
  replaced: 'A newer change of address was asked for since, so this link no longer works. Use the link in the newest e-mail.',
  withdrawn: 'This change of address was cancelled, so this link no longer works. Your account keeps its address.',
};

/** What the stop link sent to the old address stands for (AUTH-28); the new address is masked (j***@example.com). */
export const emailChangeStopStates = ['ready', 'done', 'expired'] as const;
export type EmailChangeStopState = (typeof emailChangeStopStates)[number];
export const emailChangeStopSchema = z.object({ state: z.enum(emailChangeStopStates), message: z.string(), maskedEmail: z.string() }).meta({ id: 'EmailChangeStop' });
export type EmailChangeStop = z.infer<typeof emailChangeStopSchema>;

export const emailChangeStopMessages: Record<EmailChangeStopState, string> = {
  ready: 'If you did not ask for this change, stop it here. Every device signed in to your account will be signed out, and your account keeps (or gets back) the address this link was sent to.',
  done: 'The change was stopped and every device was signed out. Sign in again with your previous address, then change your password.',
  expired: 'This link has expired. If you did not ask for the change, reset your password and contact the clinic.',
};

/** A six-digit code from the authenticator app, or a recovery code (AUTH-18). */
export const secondStepCodeField = z
  .string({ error: 'Enter the code from your authenticator app' })
  .trim()
  .min(1, 'Enter the code from your authenticator app')
  .max(20, 'That code is not valid');

/** The login answer when the account has two-step sign-in: the password was right, now the code. */
export const secondStepRequiredSchema = z.object({
  secondStep: z.literal(true),
  /** Short-lived proof of the password step, sent back with the code. */
  challenge: z.string(),
});
export const loginAnswerSchema = z.union([loginResponseSchema, secondStepRequiredSchema]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/** POST /api/authentication/login/second-step */
export const secondStepSchema = z.object({
  challenge: z.string().min(1).max(2000),
  code: secondStepCodeField,
  rememberMe: z.boolean().optional(),
});

export const mfaStatusSchema = z.object({
  enabled: z.boolean(),
  /** The account's role must use it (MFA_REQUIRED_ROLES): it cannot be turned off. */
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export const mfaSetupSchema = z.object({
  /** Base32: for typing into the app when the QR code cannot be scanned. */
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URI as an SVG QR code. */
  qrSvg: z.string(),
});
export const mfaConfirmSchema = z.object({ code: secondStepCodeField });
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export const mfaDisableSchema = z.object({
  password: z.string({ error: authMessages.currentPasswordRequired }).min(1, authMessages.currentPasswordRequired).max(PASSWORD_MAX_LENGTH),
  code: secondStepCodeField,
});

/** What the account routes answer (I18N-11: held in Spanish by messages.es.ts). */
export const accountAnswerMessages = {
  mfaAlreadyOn: 'Two-step sign-in is already on. Turn it off first to set up a new app.',
  linkInvalid: 'This link is not valid. Check that the whole link was copied from the e-mail.',
  sameEmail: 'This is already your e-mail address.',
  noSuchAccount: 'No such account.',
  emailChangeTooOften: 'You have asked to change your e-mail address too many times today. Please try again tomorrow.',
  noPendingEmailChange: 'No change of e-mail address is waiting for confirmation.',
  stopLinkUsed: 'This link was used already: the change was stopped and every device signed out.',
  sessionEnded: 'That session has already ended.',
  signInTooLong: 'Your sign-in took too long. Please enter your password again.',
  mfaRequired: 'Your role requires two-step sign-in; it cannot be turned off.',
  mailOffEmailChange: 'The clinic cannot send e-mail right now, so the e-mail address cannot be changed. Please try again later or contact the clinic.',
  linkSentTooOften: 'The link has been sent as often as it can be. Cancel this change and ask again if it still has not arrived.',
  mfaEnrolmentRequired: 'Set up two-step sign-in to continue: your role requires it.',
  staffAwaitingApproval: 'Your staff account is waiting for approval by an administrator.',
  administratorOnly: 'Only a staff administrator can do this.',
} as const;
