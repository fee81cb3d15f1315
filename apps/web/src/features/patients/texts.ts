// The patient profile's words (PAT-1) for its Family section (FAMILY-1, FAMILY-5).
export const familyTexts = {
  title: 'Family',
  intro: 'People you book for who have no account of their own, such as your children.',
  empty: 'No one added yet. Add a child or another family member to book visits for them.',
  add: 'Add a dependent',
  addTitle: 'Add a dependent',
  editTitle: (name: string) => `Edit ${name}`,
  edit: 'Edit',
  remove: 'Remove',
  save: 'Save',
  cancel: 'Cancel',
  saving: 'Saving...',
  nameLabel: 'Full name',
  dateOfBirthLabel: 'Date of birth',
  relationshipLabel: 'Relationship',
  relationshipPlaceholder: 'Choose...',
  age: (age: number) => `${String(age)} ${age === 1 ? 'year' : 'years'} old`,
  ofAge: (ageOfMajority: number) => `${String(ageOfMajority)} or older: you can no longer book for them. They can book with their own account.`,
  hasOwnAccount: 'Has their own account: their visits and record are theirs now.',
  removeTitle: (name: string) => `Remove ${name}?`,
  removeText: 'Their past visits stay in your appointments.',
  removeConfirm: 'Remove',
  /** FAMILY-3: an upcoming visit booked for a dependent. */
  forWhom: (name: string) => `For: ${name}`,
} as const;

// PROXY-1, PROXY-3, PROXY-6: the Proxies section, people who may act for the patient.
export const proxyTexts = {
  title: 'Proxies',
  intro: 'People who may use your patient portal for you with their own account, such as a relative who helps with your visits.',
  empty: 'No one may act for you.',
  invite: 'Invite a proxy',
  inviteTitle: 'Invite someone to act for you',
  emailLabel: 'Their e-mail address',
  scopesLegend: 'What they may do',
  endsOnLabel: 'Last day of access',
  endsOnHint: 'Leave empty to keep access until you end it.',
  send: 'Send invitation',
  sending: 'Sending...',
  cancel: 'Cancel',
  until: (date: string) => `Until ${date}`,
  noEnd: 'Until you end it',
  status: { invited: 'Invited', active: 'Active', ended: 'Ended' },
  end: 'End access',
  endTitle: (who: string) => `End access for ${who}?`,
  endText: 'They can no longer act for you, from their next click.',
  endConfirm: 'End access',
  activityTitle: 'What your proxies did',
  activityEmpty: 'Your proxies have not done anything for you yet.',
  activityCaption: 'What your proxies did for you, newest first',
  columns: { when: 'When', who: 'Who', what: 'What' },
} as const;

// PROXY-2: the page an invitation's link opens.
export const invitationTexts = {
  title: 'Act for someone',
  intro: 'You were invited to use someone’s patient portal for them. Accept with your own account.',
  accept: 'Accept invitation',
  accepting: 'Accepting...',
  noToken: 'This link is not complete. Open the link from the e-mail again.',
  goToAppointments: 'Go to their appointments',
} as const;

export const invitationSignInTexts = {
  signedOut: 'Sign in with your own account to accept. No account yet? Register as a patient, sign in, then open the link in the e-mail again.',
  signIn: 'Sign in',
  register: 'Register',
  patientsOnly: 'Only a patient account can act for someone. Sign in with a patient account to accept.',
} as const;
