import type { AppointmentTab } from '@clinvia/contracts/doctor-portal';

// The doctor portal's texts: the specification's verbatim where it gives them (PORTAL-5, PORTAL-7), the rest in the same voice.

export const portalTexts = {
  title: 'Doctor Dashboard',
  hoursTitle: 'My hours',
  messagesTitle: 'Messages',
  messagesLead: 'Conversations patients or clinic staff routed to you. Answer as the clinic, and close a conversation once it is settled.',
  hoursLead: 'When patients can book you: your week, date exceptions and the slot length.',
  portalNav: 'Doctor portal',
  logout: 'Logout',
  appointments: 'Appointments',
  search: 'Search patients...',
  searchLabel: 'Search patients by name',
  statusLabel: 'Status',
  allStatus: 'All Status',
  empty: 'No appointments found',
  clearFilters: 'Clear filters',
  loadError: 'Your appointments could not be loaded.',
  stats: 'Appointment Stats',
  availableHint: 'Patients can book you.',
  unavailableHint: 'Patients cannot book you. Your existing appointments stay as they are.',
  viewProfile: 'View and edit your profile',
  details: 'Details',
  patientWillAttend: 'Patient will attend',
} as const;

/** PORTAL-5's tabs, with the Past tab it adds. */
export const tabLabels: Record<AppointmentTab, string> = {
  today: "Today's Appointments",
  tomorrow: 'Tomorrow',
  upcoming: 'Upcoming',
  past: 'Past',
};

/** PORTAL-7's empty texts per tab; tomorrow's and past's are ours (the specification shows none). */
export const emptyTexts: Record<AppointmentTab, string> = {
  today: "You don't have any appointments scheduled for today.",
  tomorrow: "You don't have any appointments scheduled for tomorrow.",
  upcoming: 'No upcoming appointments match your filters.',
  past: 'No past appointments match your filters.',
};

/** The portal's decisions, as buttons and dialogs say them. */
export const decisionTexts = {
  accept: 'Accept',
  reject: 'Reject',
  complete: 'Complete',
  noShow: 'Mark no-show',
  cancel: 'Cancel',
  rejectTitle: 'Decline this appointment request?',
  cancelTitle: 'Cancel this appointment?',
  rejectConfirm: 'Decline request',
  cancelConfirm: 'Cancel appointment',
  keep: 'Keep it',
  reasonLabel: 'Reason for the patient',
  reasonHint: 'The patient reads this with the new status.',
  completeNotYet: 'A visit can be marked completed once its time has begun.',
  staffConfirms: 'Clinic staff confirm this booking (missed visits)',
} as const;

/** BOOK-20: the Booking rules card. */
export const bookingRulesTexts = {
  title: 'Booking rules',
  lead: 'How far ahead patients must book, and which visits need a full hour. Bookings already made stay as they are.',
  noticeLabel: 'Minimum notice (hours)',
  noticeHint: 'Patients cannot book a time that starts sooner than this. 0 for none.',
  twoSlotsLegend: 'Visit types that take two slots (1 hour)',
  twoSlotsHint: 'A booking of one of these also holds the half hour after it.',
  save: 'Save booking rules',
  saving: 'Saving...',
  loadError: 'Your booking rules could not be loaded.',
} as const;

/** VISIT-2: the Visit types card. */
export const visitTypesCardTexts = {
  title: 'Visit types',
  lead: 'The visits patients can book with you and how many of your slots each takes. Bookings already made stay as they are.',
} as const;

/** PORTAL-13: the calendar feed card. */
export const calendarFeedTexts = {
  title: 'Subscribe in your calendar',
  lead: 'See your pending and confirmed appointments of the next 60 days and your time off in Google Calendar, Apple Calendar or Outlook. Patients show by first name and initial with the visit type; reasons never leave Clinvia.',
  subscribe: 'Get my calendar link',
  renew: 'Renew link',
  stop: 'Stop the feed',
  working: 'Working...',
  urlLabel: 'Your private calendar link',
  urlHint: 'Anyone with this link can see your schedule: keep it to your own calendar. It is shown only now; renew it to get a new one.',
  copy: 'Copy link',
  copied: 'Copied.',
  openInApp: 'Open in my calendar app',
  howTo: 'In Google Calendar: Other calendars, +, From URL. In Outlook: Add calendar, Subscribe from web. Apple Calendar opens it from the button above.',
  activeSince: (when: string) => `Your calendar link is live since ${when}. For your privacy it is not shown again: renew it to get a new link (the old one stops working).`,
  inactive: 'No calendar link yet.',
  renewed: 'A new link is ready. The old link no longer works.',
  stopped: 'The feed is stopped: the link no longer works.',
  loadError: 'Your calendar feed could not be loaded.',
} as const;

/** RECORD-5: the patient's record, read from the appointment view. */
export const recordTexts = {
  title: 'Patient record',
  open: 'Open the patient’s record',
  back: 'Back to the dashboard',
  readOnly: 'read-only',
} as const;

/** CONSENT-9: the signed consents of the appointment's patient, in the drawer. */
export const signedConsentsTexts = {
  title: 'Signed consents',
  listLabel: (name: string) => `Signed consents of ${name}`,
  none: 'The patient has not signed any consent.',
  version: (version: number) => `version ${String(version)}`,
  signed: (when: string, method: 'drawn' | 'typed') => `Signed ${when}, ${method === 'typed' ? 'by typing their name' : 'by drawing'}`,
  forThisVisit: 'for this visit',
  loading: 'Loading…',
} as const;

/** SUMMARY-1 to SUMMARY-3: the after-visit summary in the appointment's drawer. */
export const summaryTexts = {
  title: 'Visit summary',
  notYet: 'Write the visit summary once you mark the visit completed.',
  lead: 'The patient reads it once you sign it. Your draft is saved as you go.',
  reason: 'Reason for the visit',
  assessment: 'Assessment',
  plan: 'Plan',
  started: 'Medications started',
  changed: 'Medications changed',
  stopped: 'Medications stopped',
  oneLine: 'One medication per line, with its dose.',
  instructions: 'Instructions for the patient',
  followUp: 'Follow-up in',
  followUpHint: 'Leave empty for no follow-up. The patient gets a button to book it.',
  followUpUnit: 'Unit',
  units: { days: 'days', weeks: 'weeks', months: 'months' },
  saveDraft: 'Save draft',
  saving: 'Saving…',
  savedAt: (time: string) => `Draft saved at ${time}`,
  sign: 'Sign summary',
  signConfirm: 'Once signed, the summary cannot be changed, only amended with an addendum. The patient is told it is ready.',
  signNow: 'Sign now',
  keepEditing: 'Keep editing',
  signing: 'Signing…',
  signed: 'Summary signed',
  addendum: 'Add an addendum',
  addendumHint: 'An addendum keeps its own time and your name; the summary itself stays as signed.',
  addAddendum: 'Add addendum',
  adding: 'Adding…',
  failed: 'The summary was not saved',
} as const;

/** FAMILY-4: a visit booked by a guardian for a dependent. */
export const dependentTexts = {
  age: (age: number) => `${String(age)} yrs · dependent`,
  guardian: 'Guardian (contact)',
} as const;
