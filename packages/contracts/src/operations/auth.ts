import { openAccess, operation, schemasFrom, signedIn } from './operation';

const load = schemasFrom(async () => ({ auth: await import('../auth') }));

export const register = operation({
  operationId: 'register',
  method: 'POST',
  path: '/api/authentication/register',
  tag: 'authentication',
  summary: 'Register a patient, doctor or staff member (JSON, or multipart/form-data with an optional profilePhoto)',
  access: openAccess,
  errors: [400, 409, 413],
  consumes: ['application/json', 'multipart/form-data'],
  schemas: load(({ auth }) => ({ body: auth.registrationSchema, responses: { 201: auth.registrationResponseSchema } })),
});

export const login = operation({
  operationId: 'login',
  method: 'POST',
  path: '/api/authentication/login',
  tag: 'authentication',
  summary: 'Sign in; answers a session token and the user, or (two-step sign-in on) a challenge for the second step',
  description:
    'Send the token as `Authorization: Bearer <token>` on later calls; it is worth nothing once its session ends (sign-out, 15/30 idle minutes, 12 hours, or 30 days for a patient with rememberMe). Repeated failures from one client for one account are slowed down (429 with Retry-After); the account itself is never locked for everyone. With two-step sign-in the answer is `{ secondStep: true, challenge }`: send the challenge and a code to login/second-step.',
  access: openAccess,
  errors: [400, 401],
  schemas: load(({ auth }) => ({ body: auth.loginSchema, responses: { 200: auth.loginAnswerSchema } })),
});

export const requestPasswordReset = operation({
  operationId: 'requestPasswordReset',
  method: 'POST',
  path: '/api/authentication/forgot-password',
  tag: 'authentication',
  summary: 'Send a password reset link; the answer is the same whether the e-mail is known or not',
  description:
    'The answer is sent before the address is looked up, so it takes the same time for known and unknown addresses; the link is then mailed to a known, enabled account. The link is built from the configured APP_URL, never from request headers.',
  access: openAccess,
  errors: [400],
  schemas: load(({ auth }) => ({ body: auth.forgotPasswordSchema, responses: { 200: auth.messageResponseSchema } })),
});

export const resetPassword = operation({
  operationId: 'resetPassword',
  method: 'POST',
  path: '/api/authentication/reset-password',
  tag: 'authentication',
  summary: 'Set a new password with a reset token; ends every session of the account',
  access: openAccess,
  errors: [400],
  schemas: load(({ auth }) => ({ body: auth.resetPasswordSchema, responses: { 200: auth.messageResponseSchema } })),
});

export const getAccount = operation({
  operationId: 'getAccount',
  method: 'GET',
  path: '/api/authentication/account',
  tag: 'authentication',
  summary: 'The settings of the signed-in user',
  access: signedIn('any', 'any signed-in user (their own account)'),
  personalData: 'the caller’s own contact details',
  errors: [401],
  schemas: load(({ auth }) => ({ responses: { 200: auth.accountResponseSchema } })),
});

export const updateContactDetails = operation({
  operationId: 'updateContactDetails',
  method: 'PUT',
  path: '/api/authentication/account/contact',
  tag: 'authentication',
  summary: 'Update the phone number (and a patient’s address)',
  access: signedIn('any', 'any signed-in user (their own account)'),
  personalData: 'the caller’s own contact details',
  errors: [400, 401],
  schemas: load(({ auth }) => ({ body: auth.contactDetailsSchema, responses: { 200: auth.accountResponseSchema } })),
});

export const updateLanguage = operation({
  operationId: 'updateLanguage',
  method: 'PUT',
  path: '/api/authentication/account/language',
  tag: 'authentication',
  summary: 'Choose the language the portal speaks to you: English or Spanish (I18N-2)',
  access: signedIn('any', 'any signed-in user (their own account)'),
  errors: [400, 401],
  schemas: load(({ auth }) => ({ body: auth.languagePreferenceSchema, responses: { 200: auth.languagePreferenceSchema } })),
});

export const changePassword = operation({
  operationId: 'changePassword',
  method: 'PUT',
  path: '/api/authentication/account/password',
  tag: 'authentication',
  summary: 'Change the password; the other sessions end too unless endOtherSessions is false',
  access: signedIn('any', 'any signed-in user (their own account)'),
  errors: [400, 401],
  schemas: load(({ auth }) => ({ body: auth.changePasswordSchema, responses: { 200: auth.endedSessionsResponseSchema } })),
});

export const changeEmail = operation({
  operationId: 'changeEmail',
  method: 'PUT',
  path: '/api/authentication/account/email',
  tag: 'authentication',
  summary: 'Ask to change the e-mail address (password, and a code with two-step sign-in); it changes when the link sent to the new address is opened',
  description:
    'AUTH-26: the change is stored pending and replaces an older pending one (whose link then answers 409 `link_replaced`). The new address gets a confirmation link (24 hours); the old address is told, with its new form masked, and gets a link that stops the change and ends every session. Sign-in keeps the old address until the link is opened. 409 `email_taken` for an address another account has; 429 after 5 requests a day; 503 `unavailable` while the clinic sends no e-mail (MAIL_DELIVERY=off).',
  access: signedIn('any', 'any signed-in user (their own account)'),
  personalData: 'the caller’s own contact details',
  errors: [400, 401, 409, 429, 503],
  schemas: load(({ auth }) => ({ body: auth.changeEmailSchema, responses: { 200: auth.changeEmailResponseSchema } })),
});

export const resendEmailChange = operation({
  operationId: 'resendEmailChange',
  method: 'POST',
  path: '/api/authentication/account/email/resend',
  tag: 'authentication',
  summary: 'Send the confirmation link of the pending change of address again',
  description: 'AUTH-27: at most 3 times per change, and a minute apart (429 with Retry-After). 404 when no change is pending.',
  access: signedIn('any', 'any signed-in user (their own account)'),
  personalData: 'the caller’s own contact details',
  errors: [401, 404, 429, 503],
  schemas: load(({ auth }) => ({ responses: { 200: auth.changeEmailResponseSchema } })),
});

export const cancelEmailChange = operation({
  operationId: 'cancelEmailChange',
  method: 'DELETE',
  path: '/api/authentication/account/email/pending',
  tag: 'authentication',
  summary: 'Withdraw the pending change of address; its link then answers 409 `link_withdrawn`',
  access: signedIn('any', 'any signed-in user (their own account)'),
  errors: [401, 404],
  schemas: load(({ auth }) => ({ responses: { 200: auth.messageResponseSchema } })),
});

const emailChangeLinkDescription =
  'The token is the `token` query value of the link in the e-mail: HMAC-signed, naming the change. A malformed, tampered or foreign token answers 404 `link_invalid`. Limited per client IP (`PUBLIC_FORM_MAX` per `PUBLIC_FORM_WINDOW_SECONDS`, counted per route). Every call writes an audit row.';

export const getEmailChangeLink = operation({
  operationId: 'getEmailChangeLink',
  method: 'GET',
  path: '/api/email-change-links',
  tag: 'authentication',
  summary: 'What the confirmation link of a new address would confirm, and whether it still works (changes nothing)',
  description: `Answers \`ready\`, \`done\`, \`expired\`, \`replaced\` or \`withdrawn\` with the new address (the one the link was sent to).\n\n${emailChangeLinkDescription}`,
  access: openAccess,
  personalData: 'the new address the link was sent to',
  errors: [400, 404, 429],
  schemas: load(({ auth }) => ({ query: auth.emailChangeLinkQuerySchema, responses: { 200: auth.emailChangeLinkSchema } })),
});

export const confirmEmailChange = operation({
  operationId: 'confirmEmailChange',
  method: 'POST',
  path: '/api/email-change-links',
  tag: 'authentication',
  summary: 'Confirm a change of address: from now on the account signs in with the new one',
  description: `AUTH-26: works once. 409 \`link_used\` (confirmed already), \`link_expired\`, \`link_replaced\` (a newer change took its place), \`link_withdrawn\` (cancelled or stopped), or \`email_taken\` (another account has the address by now). The old address is told, with a stop link good for 7 days.\n\n${emailChangeLinkDescription}`,
  access: openAccess,
  personalData: 'the new address the link was sent to',
  errors: [400, 404, 409, 429],
  schemas: load(({ auth }) => ({ body: auth.emailChangeLinkBodySchema, responses: { 200: auth.emailChangeLinkSchema } })),
});

export const getEmailChangeStopLink = operation({
  operationId: 'getEmailChangeStopLink',
  method: 'GET',
  path: '/api/email-change-stop-links',
  tag: 'authentication',
  summary: 'What the stop link sent to the old address would stop (changes nothing)',
  description: `Answers \`ready\`, \`done\` or \`expired\` with the new address masked (j***@example.com).\n\n${emailChangeLinkDescription}`,
  access: openAccess,
  errors: [400, 404, 429],
  schemas: load(({ auth }) => ({ query: auth.emailChangeLinkQuerySchema, responses: { 200: auth.emailChangeStopSchema } })),
});

export const stopEmailChange = operation({
  operationId: 'stopEmailChange',
  method: 'POST',
  path: '/api/email-change-stop-links',
  tag: 'authentication',
  summary: 'Stop a change of address (or undo a confirmed one) and end every session of the account',
  description: `AUTH-28: every pending change of the account is stopped; a confirmed one is undone while the account still has the new address and the old one is free; every session ends. Works once (409 \`link_used\`); 409 \`link_expired\` after 7 days.\n\n${emailChangeLinkDescription}`,
  access: openAccess,
  errors: [400, 404, 409, 429],
  schemas: load(({ auth }) => ({ body: auth.emailChangeLinkBodySchema, responses: { 200: auth.emailChangeStopSchema } })),
});

export const signOutEverywhere = operation({
  operationId: 'signOutEverywhere',
  method: 'POST',
  path: '/api/authentication/logout-all',
  tag: 'authentication',
  summary: 'Sign out of all devices, this one included',
  access: signedIn('any', 'any signed-in user (their own account)'),
  errors: [401],
  schemas: load(({ auth }) => ({ responses: { 200: auth.messageResponseSchema } })),
});

export const listSessions = operation({
  operationId: 'listSessions',
  method: 'GET',
  path: '/api/authentication/sessions',
  tag: 'authentication',
  summary: 'The signed-in devices of this account (browser, device, approximate place, started, last active)',
  access: signedIn('any', 'any signed-in user (their own sessions)'),
  errors: [401],
  schemas: load(({ auth }) => ({ responses: { 200: auth.sessionListResponseSchema } })),
});

export const endSession = operation({
  operationId: 'endSession',
  method: 'DELETE',
  path: '/api/authentication/sessions/:sessionId',
  tag: 'authentication',
  summary: 'End one of this account’s sessions (another device)',
  access: signedIn('any', 'any signed-in user (their own sessions)'),
  errors: [400, 401, 404],
  schemas: load(({ auth }) => ({ params: auth.sessionIdParamsSchema, responses: { 200: auth.endedSessionsResponseSchema } })),
});

export const endOtherSessions = operation({
  operationId: 'endOtherSessions',
  method: 'POST',
  path: '/api/authentication/sessions/end-others',
  tag: 'authentication',
  summary: 'End every session of this account but this one',
  access: signedIn('any', 'any signed-in user (their own sessions)'),
  errors: [401],
  schemas: load(({ auth }) => ({ responses: { 200: auth.endedSessionsResponseSchema } })),
});

export const loginSecondStep = operation({
  operationId: 'loginSecondStep',
  method: 'POST',
  path: '/api/authentication/login/second-step',
  tag: 'authentication',
  summary: 'The second step of sign-in: the challenge from login and a code from the authenticator app (or a recovery code)',
  description: 'A code works once; failed codes are slowed down like failed passwords (429 with Retry-After).',
  access: openAccess,
  errors: [400, 401],
  schemas: load(({ auth }) => ({ body: auth.secondStepSchema, responses: { 200: auth.loginResponseSchema } })),
});

export const getMfaStatus = operation({
  operationId: 'getMfaStatus',
  method: 'GET',
  path: '/api/authentication/mfa',
  tag: 'authentication',
  summary: 'Whether two-step sign-in is on, required for this account, and how many recovery codes are left',
  access: signedIn('any', 'any signed-in user (their own account)'),
  errors: [401],
  schemas: load(({ auth }) => ({ responses: { 200: auth.mfaStatusSchema } })),
});

export const startMfaEnrolment = operation({
  operationId: 'startMfaEnrolment',
  method: 'POST',
  path: '/api/authentication/mfa/setup',
  tag: 'authentication',
  summary: 'Start setting up two-step sign-in: a new secret and its QR code (not in force until confirmed)',
  access: signedIn('any', 'any signed-in user (their own account)'),
  errors: [401, 409],
  schemas: load(({ auth }) => ({ responses: { 200: auth.mfaSetupSchema } })),
});

export const confirmMfaEnrolment = operation({
  operationId: 'confirmMfaEnrolment',
  method: 'POST',
  path: '/api/authentication/mfa/confirm',
  tag: 'authentication',
  summary: 'Finish setting up two-step sign-in with a code from the app; answers ten single-use recovery codes, shown once',
  access: signedIn('any', 'any signed-in user (their own account)'),
  errors: [400, 401],
  schemas: load(({ auth }) => ({ body: auth.mfaConfirmSchema, responses: { 200: auth.recoveryCodesSchema } })),
});

export const disableMfa = operation({
  operationId: 'disableMfa',
  method: 'POST',
  path: '/api/authentication/mfa/disable',
  tag: 'authentication',
  summary: 'Turn two-step sign-in off (the password and a current code); not for roles that must use it',
  access: signedIn('any', 'any signed-in user (their own account)'),
  errors: [400, 401, 403],
  schemas: load(({ auth }) => ({ body: auth.mfaDisableSchema, responses: { 200: auth.messageResponseSchema } })),
});
