// I18N-1: `auth` is the English catalogue of the account screens (namespace 'auth'), Spanish
// beside it in texts.es.ts with the same keys. Converted so far: sign-in with its second step.
// The other exports below are the texts of the screens not converted yet; each moves into the
// catalogue when its screen is converted.

export const auth = {
  signIn: {
    pageTitle: 'Sign in · Clinvia',
    brand: 'Clinvia',
    lead: 'Access all your healthcare services with a simple login.',
    features: {
      patient: { title: 'Patient Portal', text: 'Book appointments and follow your visits.' },
      doctor: { title: 'Doctor Dashboard', text: 'Your schedule and patients at a glance.' },
      staff: { title: 'Staff Management', text: 'Keep the clinic running smoothly.' },
    },
    title: 'Welcome Back',
    subtitle: 'Sign in to your account',
    signingInAs: 'I am signing in as',
    tabs: { patient: 'Patient', doctor: 'Doctor', staff: 'Staff' },
    registered: 'Your account is ready. Sign in with {{email}} and the password you chose.',
    email: 'Email',
    emailPlaceholder: 'you@example.com',
    password: 'Password',
    passwordPlaceholder: 'Your password',
    rememberMe: 'Remember me',
    forgot: 'Forgot password?',
    submit: 'Sign In',
    submitting: 'Signing In...',
    noAccount: "Don't have an account?",
    createOne: 'Create one',
    urgentCare: 'Need urgent care? Book an emergency consultation',
    failedToast: 'Login failed!',
    successToast: 'Login successful!',
  },
  secondStep: {
    title: 'Two-step sign-in',
    lead: 'Enter the 6-digit code from your authenticator app. Lost your phone? Enter one of your recovery codes instead.',
    code: 'Authentication code',
    codeMissing: 'Enter the code from your authenticator app',
    submit: 'Verify',
    submitting: 'Checking...',
  },
  forgot: {
    pageTitle: 'Forgot your password? · Clinvia',
    title: 'Forgot your password?',
    lead: 'Enter the email of your account and we will send you a link to choose a new password.',
    email: 'Email',
    submit: 'Send reset link',
    submitting: 'Sending...',
    back: 'Back to sign in',
  },
  reset: {
    pageTitle: 'Reset your password · Clinvia',
    title: 'Reset your password',
    lead: 'Choose a new password for your account. You will be signed out everywhere.',
    incomplete: 'This reset link is incomplete.',
    requestNew: 'Request a new link',
    password: 'New password',
    passwordHint: 'At least 8 characters',
    confirm: 'Confirm new password',
    submit: 'Set new password',
    submitting: 'Processing...',
    changed: 'Password changed',
  },
  languageSettings: {
    title: 'Language',
    intro: 'The language the portal speaks to you, on this device and wherever you sign in.',
    en: 'English',
    es: 'Español',
    saved: 'Language saved',
  },
  processing: {
    title: 'Processing',
    lead: 'Please wait while we verify your credentials',
    progress: 'Verifying credentials',
    percent: '{{percent}}%',
    note: "This may take a moment. Please don't close your browser.",
  },
} as const;

/** /settings: reminder channels (LIFE-8). */
export const settingsTexts = {
  whileActing: (name: string) => `Settings belong to your own account, not to ${name}’s: switch back to your own account to change them.`,
} as const;

export const reminderTexts = {
  title: 'Appointment reminders',
  intro: 'Before each pending or confirmed visit we remind you a day ahead and again a few hours before, with links to confirm you will come or to cancel.',
  email: 'E-mail reminders',
  emailHint: 'Sent to the e-mail address of your account.',
  inApp: 'Reminders in the app',
  inAppHint: 'Shown under the bell when you are signed in.',
  saved: 'Reminder settings saved',
} as const;

/** /settings: how a new secure message is announced (MSG-11, MSG-UI-6). */
export const messageNoticeTexts = {
  title: 'New messages',
  intro: 'When the clinic or a patient writes to you in the portal, we tell you. The notice never shows what the message says or what it is about.',
  email: 'E-mail about a new message',
  emailHint: 'At most one e-mail per conversation every 15 minutes, with a link to sign in.',
  inApp: 'Notice under the bell',
  inAppHint: 'Shown when you are signed in.',
} as const;

/** /settings: changing the e-mail address (AUTH-23, AUTH-26, AUTH-27). */
export const emailChangeTexts = {
  title: 'Change email',
  intro: 'We send a link to the new address; your address changes when you open it. Until then you sign in with your current address, and we tell it about the change.',
  newEmail: 'New email',
  password: 'Your password',
  code: 'Code from your authenticator app',
  submit: 'Send confirmation link',
  submitting: 'Sending...',
  sentTitle: 'Check your new address',
  waiting: (email: string) => `Waiting for confirmation at ${email}.`,
  waitingUntil: (until: string) => `Open the link we sent there before ${until}. Until then, sign in with your current address.`,
  resend: 'Send the link again',
  resending: 'Sending...',
  resendsLeft: (left: number) => (left === 0 ? 'The link cannot be sent again; cancel and ask anew if it has not arrived.' : left === 1 ? 'It can be sent once more.' : `It can be sent ${String(left)} more times.`),
  cancel: 'Cancel the change',
  cancelling: 'Cancelling...',
  cancelled: 'Change cancelled',
} as const;

/** The pages behind the links of an e-mail change (AUTH-26 at the new address, AUTH-28 at the old one). */
export const emailLinkTexts = {
  confirmTitle: 'Confirm your new e-mail address',
  doneTitle: 'E-mail address changed',
  expiredTitle: 'This link has expired',
  closedTitle: 'This link no longer works',
  invalidTitle: 'This link is not valid',
  noToken: 'The link is incomplete. Open it again from the e-mail, or copy the whole link into the address bar.',
  address: 'New address',
  confirm: 'Confirm',
  confirming: 'Confirming...',
  signIn: 'Sign in',
  home: 'Home',
  stopTitle: 'Stop the change of your e-mail address',
  stoppedTitle: 'Change stopped',
  maskedAddress: 'Requested address',
  stop: 'Stop it and sign out everywhere',
  stopping: 'Stopping...',
  resetPassword: 'Reset your password',
} as const;
