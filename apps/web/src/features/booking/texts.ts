import { ARRIVAL_MINUTES_EARLY } from '@clinvia/contracts/appointments';

// The booking wizard's own texts (BOOK-7, BOOK-8, BOOK-9); the validation messages are BOOK-6's in
// @clinvia/contracts/appointments.

export const steps = ['Date & Time', 'Appointment Details', 'Personal Info', 'Confirmation'] as const;

export const bookingTexts = {
  /** SUMMARY-6: the wizard opened from a visit summary's 'Book follow-up'. */
  followUp: (date: string, beyond: boolean) =>
    beyond ? `Follow-up: your doctor asked to see you again around ${date}. Bookings open only a few days ahead, so the latest day you can book now is chosen; book it, or come back closer to the date.` : `Follow-up: your doctor asked to see you again around ${date}. That day is chosen below.`,
  title: 'Book an Appointment',
  continue: 'Continue',
  back: 'Back',
  confirm: 'Confirm Booking',
  confirming: 'Booking...',
  confirmed: 'Appointment Confirmed',
  /** Issue 40.7: under SPEC's heading, what 'confirmed' means while the doctor has yet to accept. */
  awaitingDoctor: 'Your booking is in: the doctor has yet to accept it.',
  acceptedByDoctor: 'The doctor has accepted this appointment.',
  pendingStatus: 'Pending: waiting for the doctor to accept',
  confirmedLead: 'Your request has been sent to the doctor. It shows as pending until they confirm it.',
  arrivalAdvice: `Please arrive ${String(ARRIVAL_MINUTES_EARLY)} minutes before your appointment.`,
  addToCalendar: 'Add to calendar',
  viewAppointments: 'View my appointments',
  bookAnother: 'Find another doctor',
  successToast: 'Booking successful!',
  failureToast: 'Booking failed',
  slotGone: 'The time you chose has just been taken. Please choose another time.',
  prefillFailed: 'We could not load your details. Please fill them in.',
  prefillFailedOnBehalf: "We could not load the patient's details. Please fill them in.",
  onBehalfTitle: 'Book for a patient',
  onBehalfLead: 'The request has been sent to the doctor and the patient has been told. It shows as pending until the doctor confirms it.',
  backToConsole: 'Back to appointments',
  bookAnotherForPatient: 'Book another for this patient',
} as const;

/** FAMILY-2: who the visit is for, asked when the patient has dependents they may book for. */
export const whoForTexts = {
  legend: 'Who is this visit for?',
  me: 'Me',
  dependentHint: 'You stay the contact: the e-mails about this visit come to you.',
  forWhom: (name: string) => `For: ${name}`,
} as const;
