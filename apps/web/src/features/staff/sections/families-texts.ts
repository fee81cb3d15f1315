// FAMILY-7: the console's Families section, its words in one place.

export const familiesTexts = {
  title: 'Families',
  description: (ageOfMajority: number) => `Dependents who have turned ${String(ageOfMajority)}, the clinic's age of majority: invite each to claim their record with their own account.`,
  empty: 'No dependent has come of age without their own account.',
  age: (age: number) => `${String(age)} years old`,
  guardian: (name: string, email: string) => `Guardian: ${name} (${email})`,
  notInvited: 'Not invited yet',
  invitedPending: (email: string, sentOn: string, expiresOn: string) => `Invited ${email} on ${sentOn}; the link works until ${expiresOn}`,
  invitedExpired: (email: string, sentOn: string) => `The invitation sent to ${email} on ${sentOn} has expired`,
  invite: 'Invite…',
  inviteAgain: 'Send a new invitation…',
  emailLabel: (name: string) => `${name}'s own e-mail address`,
  emailHint: 'A link to claim their record, valid for 7 days, goes to this address. A new invitation replaces the previous link.',
  send: 'Send invitation',
  sending: 'Sending...',
  cancel: 'Cancel',
} as const;
