// The appointments screen's texts: APPT-1 to APPT-4 (verbatim where the specification gives them) and the
// reschedule dialog the peers all have (APPT-6).

export const appointmentsTexts = {
  title: 'Your Appointments',
  bookNew: 'Book New Appointment',
  upcoming: 'Upcoming',
  past: 'Past',
  empty: 'No appointments found',
  emptyHint: 'When you book an appointment with a doctor, it shows here.',
  noUpcoming: 'No upcoming appointments.',
  noPast: 'No past appointments.',
  loadErrorTitle: 'Error loading appointments',
  loadErrorText: 'Server is Down',
  retry: 'Try again',
  cancel: 'Cancel',
  reschedule: 'Reschedule',
  cancelDialog: {
    title: 'Are you sure?',
    text: "You won't be able to revert this!",
    confirm: 'Yes, Cancel it!',
    keep: 'No, keep it',
  },
  cancelled: { title: 'Canceled !', text: 'Your Appointment is cancelled' },
  cancelFailed: 'Cancellation failed',
  rescheduleTitle: 'Reschedule appointment',
  rescheduleConfirm: 'Move appointment',
  rescheduling: 'Moving...',
  rescheduled: 'Appointment moved',
  rescheduleFailed: 'Could not move the appointment',
  close: 'Close',
} as const;
