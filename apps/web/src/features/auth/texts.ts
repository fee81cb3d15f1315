// Texts of the account screens that are not the specification's verbatim ones.

/** /settings: reminder channels (LIFE-8). */
export const reminderTexts = {
  title: 'Appointment reminders',
  intro: 'Before each pending or confirmed visit we remind you a day ahead and again a few hours before, with links to confirm you will come or to cancel.',
  email: 'E-mail reminders',
  emailHint: 'Sent to the e-mail address of your account.',
  inApp: 'Reminders in the app',
  inAppHint: 'Shown under the bell when you are signed in.',
  saved: 'Reminder settings saved',
} as const;
