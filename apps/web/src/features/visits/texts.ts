import type { VisitLinkAction } from '@clinvia/contracts/visits';

// The one-click link page (/visit/attend, /visit/cancel; LIFE-8). The outcome messages are the
// server's (contracts/visits.ts), so the page and the API say the same.

export const visitTexts = {
  titles: { attend: 'Confirm you will be there', cancel: 'Cancel this appointment' } satisfies Record<VisitLinkAction, string>,
  buttons: { attend: 'I’ll be there', cancel: 'Cancel this appointment' } satisfies Record<VisitLinkAction, string>,
  busy: { attend: 'Confirming...', cancel: 'Cancelling...' } satisfies Record<VisitLinkAction, string>,
  doneTitles: { attend: 'See you then', cancel: 'Appointment cancelled' } satisfies Record<VisitLinkAction, string>,
  unusableTitle: 'This link no longer works',
  invalidTitle: 'This link is not valid',
  noToken: 'This page needs the link from one of our e-mails. Please open the link in the most recent e-mail about your appointment.',
  withDoctor: 'Doctor',
  when: 'When',
  loading: 'Checking your link...',
  myAppointments: 'See my appointments',
  home: 'Back to the home page',
} as const;

/** WAIT-2: the page of a waitlist offer e-mail's links (/offer/book, /offer/decline). The outcome messages are the server's (offerMessages). */
export const offerTexts = {
  titles: { book: 'A time opened for you', decline: 'Turn down this time?' } satisfies Record<OfferPage, string>,
  doneTitles: { booked: 'You are booked', declined: 'Thanks for letting us know' },
  closedTitles: { expired: 'This hold has ended', withdrawn: 'This time is no longer available', booked: 'You have booked this time', declined: 'You turned this time down' },
  book: 'Book this slot',
  booking: 'Booking...',
  decline: 'No thanks',
  declining: 'Passing it on...',
  detailsTitle: 'About your visit',
  detailsLead: 'Your waitlist entry has no visit details yet. Tell us, and we book the time with them.',
  fixFields: 'Please correct the highlighted fields.',
  invalidTitle: 'This link is not valid',
  noToken: 'This page needs the link from a Clinvia e-mail about a time that opened. Please open the link in the most recent one.',
  tooManyTitle: 'Please wait a moment',
  failedTitle: 'We could not load this offer',
  retry: 'Try again',
  seeAppointments: 'See my appointments',
  signInToSee: 'Sign in to see your appointments',
  findDoctor: 'Find another doctor',
} as const;

export type OfferPage = 'book' | 'decline';

/** MAIL-1: the page of a contact-address confirmation link (/confirm-address). The messages are the server's (addressLinkMessages). */
export const addressTexts = {
  title: 'Confirm this e-mail address',
  doneTitle: 'Address confirmed',
  expiredTitle: 'This link has expired',
  address: 'E-mail address',
  confirm: 'Confirm',
  confirming: 'Confirming...',
  noToken: 'This page needs the link from the e-mail we sent to this address.',
} as const;
