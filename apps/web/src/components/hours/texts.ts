// I18N-1: the words of the hours editor (HOURS-5 to HOURS-9), the doctor's 'My hours' and the
// staff console's: namespace 'hoursKit', Spanish beside it in texts.es.ts.

export const hoursKit = {
  loading: 'Loading...',
  loadError: 'The hours could not be loaded.',
  retry: 'Try again',
  /** The editor speaks to the doctor in the portal, and of the doctor in the staff console. */
  doctor: {
    weekLead: 'The times patients can book you each week. A day with no period is a day off.',
    standardNote: 'You are on the clinic’s standard week: 9:00 AM to 12:00 PM and 1:00 PM to 4:00 PM every day, in 30-minute slots.',
    outsideTitle: 'Bookings outside your hours',
    outsideLead: 'Your hours no longer include these bookings. Nothing was cancelled: keep each where it is, or move it to one of your free times (the patient is e-mailed).',
  },
  staff: {
    weekLead: 'The times patients can book this doctor each week. A day with no period is a day off.',
    standardNote: 'This doctor is on the clinic’s standard week: 9:00 AM to 12:00 PM and 1:00 PM to 4:00 PM every day, in 30-minute slots.',
    outsideTitle: 'Bookings outside the doctor’s hours',
    outsideLead: 'The doctor’s hours no longer include these bookings. Nothing was cancelled: keep each where it is, or move it to one of the doctor’s free times (the patient is e-mailed).',
  },
  /** HOURS-5: the week. */
  week: {
    title: 'Weekly hours',
    slotLength: 'Slot length',
    minutes_one: '{{count}} minute',
    minutes_other: '{{count}} minutes',
    copyDay: 'Copy {{day}} to…',
    copyApply: 'Copy',
    copyDone: '{{day}}’s hours copied.',
    save: 'Save weekly hours',
    saving: 'Saving…',
    saved: 'Weekly hours saved. Patients see them at once.',
    reset: 'Use the clinic’s standard week',
    wasReset: 'Back to the clinic’s standard week.',
    fixFields: 'Please correct the highlighted fields.',
  },
  /** One day's periods (HOURS-5, HOURS-9). */
  periods: {
    dayOff: 'Day off',
    start: 'Start',
    end: 'End',
    /** What a screen reader hears for a period's field: 'Monday, period 1, Start'. */
    field: '{{day}}, period {{number}}, {{field}}',
    /** Before 'Location', heard only. */
    of: '{{day}}, period {{number}}, ',
    add: 'Add period',
    addFor: 'Add period ({{day}})',
    remove: 'Remove {{day}} period {{number}}',
    location: 'Location',
    ownLocation: '{{place}} (own location)',
  },
  /** HOURS-2, HOURS-6: exceptions of single dates. */
  overrides: {
    title: 'Date exceptions',
    lead: 'Other hours on one date, or the whole day off. Time off for single slots stays in the Time off card.',
    none: 'No exceptions from today on.',
    date: 'Date',
    theDate: 'The date',
    dayOff: 'Day off all day',
    periodAt: '{{start}}–{{end}} at {{place}}',
    save: 'Save exception',
    saved: 'Exception for {{date}} saved.',
    remove: 'Remove',
    removeLabel: 'Remove the exception of {{date}}',
    removed: '{{date}} follows the weekly hours again.',
    chooseDate: 'Please choose a date',
    chooseLaterDate: 'Please choose today or a later date',
  },
  /** HOURS-7: the bookings the hours leave outside. */
  outside: {
    none: 'Every upcoming booking is inside your hours.',
    when: '{{date}}, {{time}}',
    booking: '{{patient}} · {{type}} · {{status}}',
    status: { confirmed: 'Confirmed', pending: 'Pending' },
    keep: 'Keep',
    keepLabel: 'Keep {{patient}}’s booking',
    kept: 'Kept outside hours',
    keptDone: 'The booking stays where it is.',
    move: 'Move',
    moveLabel: 'Move {{patient}}’s booking',
    moveTitle: 'Move the booking',
    moveLead: '{{patient}} · now {{date}}, {{time}}',
    moveConfirm: 'Move booking',
    moving: 'Moving…',
    close: 'Close',
    timeRequired: 'Please select a time',
    moved: 'Booking moved. The patient is told by e-mail.',
  },
  /** HOURS-6, HOURS-9, TIME-5: the next 10 days as patients see them. */
  preview: {
    title: 'What patients see: the next 10 days',
    lead: 'Free times as the booking page offers them.',
    none: 'No free times',
    at: '{{place}}:',
    zone: 'Times are {{zone}}, where the doctor works.',
  },
} as const;
