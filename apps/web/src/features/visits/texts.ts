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
  clinicTime: (timeZone: string) => `Clinic time (${timeZone.replace(/_/g, ' ')})`,
  loading: 'Checking your link...',
  myAppointments: 'See my appointments',
  home: 'Back to the home page',
} as const;
