// I18N-1: the words of the booking pieces the wizard, /appointments, the doctor's profile, the
// offer's page and the portals share (SlotPicker, WaitlistForm, OfferHold, BookingDetailsFields,
// CheckInState, VisitTypesEditor): namespace 'bookingKit', Spanish beside it in booking-texts.es.ts.

export const bookingKit = {
  /** A day and a time in a sentence: 'Wed, March 20 at 11:00 AM'. */
  when: '{{date}} at {{time}}',
  /** WAIT-1's parts of the day, and the picker's groups of slots. */
  dayParts: { morning: 'Morning', afternoon: 'Afternoon' },
  /** Step 1 of the wizard and the reschedule dialog (BOOK-2, BOOK-20, TIME-5, HOURS-9). */
  slots: {
    states: {
      current: 'Current',
      taken: 'Booked',
      held: 'Held',
      blocked: 'Doctor away',
      past: 'Past',
      too_soon: 'Too soon',
      too_short: 'Needs 1 hour',
      closed: 'Unavailable',
    },
    /** What a screen reader hears beside a held time. */
    heldName: 'held for a patient from the waitlist',
    notice_one: 'This doctor takes bookings at least {{count}} hour ahead.',
    notice_other: 'This doctor takes bookings at least {{count}} hours ahead.',
    noneFree: 'None free',
    free_one: '{{count}} free',
    free_other: '{{count}} free',
    zoneLead: 'Times are',
    zoneTail: ', where the doctor works.',
    at: 'At',
    loading: 'Loading available times...',
    chooseDay: 'Choose a day above to see its times.',
    timesOn: 'Times on {{date}}',
    noFree: 'No free times on this day. Please choose another day.',
    nextFree: 'Next free day: {{date}}',
    loadFailed: 'Available times could not be loaded.',
    tryAgain: 'Try again',
    date: 'Date',
    window: 'The next 10 days, in the clinic’s local time.',
  },
  /** BOOK-3: the visit type, the reason and the payment. */
  details: {
    appointmentType: 'Appointment type',
    /** BOOK-3's four types, named as the booking request names them. */
    types: {
      'New Patient Visit': 'New Patient Visit',
      'Follow-up': 'Follow-up',
      'Annual Physical': 'Annual Physical',
      Consultation: 'Consultation',
    },
    typeMinutes: '{{type}} · {{minutes}} min',
    typeHints: {
      'New Patient Visit': 'Your first visit with this doctor',
      'Follow-up': 'Continuing care after an earlier visit',
      'Annual Physical': 'A yearly check-up',
      Consultation: 'Advice on a specific concern',
    },
    twoSlotHint: 'Takes 1 hour (two slots) with this doctor',
    /** VISIT-4: for a doctor whose slots are not half an hour, the length is in the type's label. */
    twoSlotsOfOwnLength: 'Takes two slots with this doctor',
    twoSlotsDoNotFit: 'Takes 1 hour with this doctor, and the half hour after your time is not free. Go back to choose another time for it.',
    reason: 'Reason for your visit',
    reasonHint: 'At least {{min}} characters: your symptoms, since when, anything the doctor should know.',
    payment: 'Payment',
    selfPay: 'Self-pay',
    selfPayHint: 'Pay the consultation fee yourself',
    insurance: 'Insurance',
    insuranceHint: 'Bill your health insurance',
    provider: 'Insurance provider',
    insuranceId: 'Insurance ID',
    insuranceNote: 'Please bring your insurance card to the appointment.',
  },
  /** WAIT-1: 'Tell me when a slot opens'. */
  waitlistForm: {
    open: 'Tell me when a slot opens',
    why: 'We ask about the visit too, so we can book the time for you in one click when it opens.',
    days: 'Which days?',
    anyDay: 'Any day',
    parts: 'Which part of the day?',
    join: 'Join the waitlist',
    joining: 'Joining...',
    notNow: 'Not now',
    seeWaitlist: 'See your waitlist',
    fixFields: 'Please correct the highlighted fields.',
    /** WAIT-5: said before joining, so that nobody expects the waitlist to move the visit they have. */
    alreadyBooked:
      'You already have a {{visit}} with this doctor on {{when}}. The waitlist books another visit, the one you describe below; if a time before that visit opens, we will also offer to move it there.',
  },
  /** WAIT-2: a time held for a patient from the waitlist. */
  offerHold: {
    heldUntil: 'Held for you until <clock>{{time}}</clock>',
    left: '{{minutes}}:{{seconds}} left',
    minutesLeft_one: '{{count}} minute left to answer.',
    minutesLeft_other: '{{count}} minutes left to answer.',
    moves: 'You also have a {{visit}} with this doctor on {{when}}. Booking this time keeps it; you may move it here instead.',
    movesConfirmed: 'You also have a {{visit}} with this doctor on {{when}} (confirmed). Booking this time keeps it; you may move it here instead, and it stays confirmed.',
    moveButton: 'Move my {{when}} visit here instead',
  },
  /** VISIT-2: the visit types a doctor or a specialization offers, and how many slots each takes (the types named as in details.types). */
  visitTypes: {
    length: 'Length',
    lengthOf: 'Length of {{type}}',
    slots_one: '{{count}} slot',
    slots_other: '{{count}} slots',
    slotsMinutes_one: '{{count}} slot ({{minutes}} min)',
    slotsMinutes_other: '{{count}} slots ({{minutes}} min)',
    save: 'Save visit types',
    saving: 'Saving...',
    saved: 'Visit types saved. Patients see them at once.',
    useDefault: 'Use the default',
    noneChosen: 'Choose at least one visit type, or use the default.',
    sources: {
      doctor: 'Own list',
      specialization: 'Specialization default',
      specification: 'Standard four types',
    },
  },
  /** CHECKIN-7: an appointment's check-in in the doctor portal and the staff console. */
  checkIn: {
    done: 'Checked in',
    started: 'Check-in started',
    insuranceVerified: 'insurance verified',
  },
} as const;
