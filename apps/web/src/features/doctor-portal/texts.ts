import type { AppointmentTab } from '@clinvia/contracts/doctor-portal';

// The doctor portal's texts: the specification's verbatim where it gives them (PORTAL-5, PORTAL-7), the rest in the same voice.

export const portalTexts = {
  title: 'Doctor Dashboard',
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
