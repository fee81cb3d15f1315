// I18N-1: the words of the e-mail link pages, namespace 'visits', Spanish beside it in texts.es.ts:
// - `visit`: the one-click link page (/visit/attend, /visit/cancel; LIFE-8). The outcome messages
//   are the server's (contracts/visits.ts), so the page and the API say the same.
// - `offer`: WAIT-2, the page of a waitlist offer e-mail's links (/offer/book, /offer/decline).
//   The outcome messages are the server's (offerMessages).
// - `address`: MAIL-1, the page of a contact-address confirmation link (/confirm-address). The
//   messages are the server's (addressLinkMessages).

export const visits = {
  visit: {
    titles: { attend: 'Confirm you will be there', cancel: 'Cancel this appointment' },
    buttons: { attend: 'I’ll be there', cancel: 'Cancel this appointment' },
    busy: { attend: 'Confirming...', cancel: 'Cancelling...' },
    doneTitles: { attend: 'See you then', cancel: 'Appointment cancelled' },
    unusableTitle: 'This link no longer works',
    noToken: 'This page needs the link from one of our e-mails. Please open the link in the most recent e-mail about your appointment.',
    appointment: 'Appointment',
    myAppointments: 'See my appointments',
  },
  /** Shared by the three pages. */
  invalidTitle: 'This link is not valid',
  home: 'Back to the home page',
  withDoctor: 'Doctor',
  doctorName: 'Dr. {{name}}',
  when: 'When',
  /** A clinic date and time: 'Wednesday, January 7, 2026 at 9:30 AM'. */
  dateAt: '{{date}} at {{time}}',
  offer: {
    titles: { book: 'A time opened for you', decline: 'Turn down this time?' },
    doneTitles: { booked: 'You are booked', declined: 'Thanks for letting us know' },
    closedTitles: { expired: 'This hold has ended', withdrawn: 'This time is no longer available', booked: 'You have booked this time', declined: 'You turned this time down' },
    loading: 'Checking your link...',
    theTime: 'The time',
    book: 'Book this slot',
    booking: 'Booking...',
    decline: 'No thanks',
    declining: 'Passing it on...',
    detailsTitle: 'About your visit',
    detailsLead: 'Your waitlist entry has no visit details yet. Tell us, and we book the time with them.',
    fixFields: 'Please correct the highlighted fields.',
    noToken: 'This page needs the link from a Clinvia e-mail about a time that opened. Please open the link in the most recent one.',
    tooManyTitle: 'Please wait a moment',
    failedTitle: 'We could not load this offer',
    retry: 'Try again',
    seeAppointments: 'See my appointments',
    signInToSee: 'Sign in to see your appointments',
    findDoctor: 'Find another doctor',
  },
  address: {
    title: 'Confirm this e-mail address',
    doneTitle: 'Address confirmed',
    expiredTitle: 'This link has expired',
    address: 'E-mail address',
    confirm: 'Confirm',
    confirming: 'Confirming...',
    noToken: 'This page needs the link from the e-mail we sent to this address.',
  },
} as const;

export type OfferPage = 'book' | 'decline';
