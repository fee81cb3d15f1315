// I18N-1: the words of /claim-record, where a dependent who has come of age claims their record
// (FAMILY-9): namespace 'claimRecord', Spanish beside it in texts.es.ts.

export const claimRecord = {
  pageTitle: 'Claim your record · Clinvia',
  checking: 'Checking your invitation…',
  title: '{{name}}, claim your record',
  lead: 'Your visits at Clinvia were booked by a family member on your behalf. Once you claim your record, your past and upcoming visits move to your own account, and only you see and manage them.',
  sentTo: 'This invitation was sent to {{email}}. Use an account with this e-mail address.',
  register: 'Create your account',
  signIn: 'Sign in',
  signInInstead: 'I already have an account: sign in',
  signedInAs: 'You are signed in as {{email}}.',
  otherAccount: 'This is not the invited address: sign out and sign in with the invited one, or create an account with it.',
  signOut: 'Sign out',
  notPatient: 'A record is claimed with a patient account. Sign out, then sign in or register as a patient with the invited address.',
  confirm: 'Claim my record',
  claiming: 'Claiming…',
  seeVisits: 'See your visits',
  cannotOpen: 'This invitation does not open',
  noToken: 'This link is not complete. Open it again from the e-mail, including everything after the # sign.',
} as const;
