import { operation, schemasFrom, signedIn } from './operation';

const load = schemasFrom(async () => ({ appointments: await import('../appointments'), waitlist: await import('../waitlist') }));

export const bookAppointment = operation({
  operationId: 'bookAppointment',
  method: 'POST',
  path: '/api/patients/book-appointment',
  tag: 'patients',
  summary: 'Book an appointment in a free slot (BOOK-12)',
  description: 'The server decides: the slot must be one of the 12 daily slots, inside the 10-day window and not begun (clinic time), the doctor listed, accepting appointments and not off. 409 codes: `slot_taken`, `slot_unavailable`, `slot_begun`, `patient_double_booking`, `doctor_unavailable`.',
  access: signedIn(['patient', 'staff'], 'the patient themselves (the path’s or payload’s patient id is theirs) or approved staff'),
  proxyScope: 'book',
  personalData: 'the patient booked for',
  errors: [400, 401, 403, 404, 409],
  schemas: load(({ appointments }) => ({ body: appointments.bookingRequestSchema, responses: { 201: appointments.bookingResponseSchema } })),
});

export const listPatientAppointments = operation({
  operationId: 'listPatientAppointments',
  method: 'GET',
  path: '/api/patients/get-appointments/:patientId',
  tag: 'patients',
  summary: "The patient's appointments, soonest first (APPT-7)",
  access: signedIn(['patient', 'staff'], 'the patient themselves (the path’s or payload’s patient id is theirs) or approved staff'),
  proxyScope: 'read',
  personalData: 'the patient',
  errors: [400, 401, 403, 404],
  schemas: load(({ appointments }) => ({ params: appointments.patientIdParamsSchema, responses: { 200: appointments.patientAppointmentsSchema } })),
});

export const getPatientDetails = operation({
  operationId: 'getPatientDetails',
  method: 'GET',
  path: '/api/patients/patient-details/:patientId',
  tag: 'patients',
  summary: "The patient's name, e-mail, phone and personal details (PAT-3)",
  access: signedIn(['patient', 'staff'], 'the patient themselves (the path’s or payload’s patient id is theirs) or approved staff'),
  proxyScope: 'read',
  personalData: 'the patient',
  errors: [400, 401, 403, 404],
  schemas: load(({ appointments }) => ({ params: appointments.patientIdParamsSchema, responses: { 200: appointments.patientDetailsSchema } })),
});

export const getPatientProfile = operation({
  operationId: 'getPatientProfile',
  method: 'GET',
  path: '/api/patients/get-patient-profile/:patientId',
  tag: 'patients',
  summary: 'The patient profile: personal information, contact details and the next appointments (PAT-3)',
  access: signedIn(['patient', 'staff'], 'the patient themselves (the path’s or payload’s patient id is theirs) or approved staff'),
  proxyScope: 'read',
  personalData: 'the patient',
  errors: [400, 401, 403, 404],
  schemas: load(({ appointments }) => ({ params: appointments.patientIdParamsSchema, responses: { 200: appointments.patientProfileSchema } })),
});

export const cancelAppointment = operation({
  operationId: 'cancelAppointment',
  method: 'PUT',
  path: '/api/patients/cancel-appointment/:appointmentId',
  tag: 'patients',
  summary: 'Cancel a pending or confirmed appointment that has not begun (APPT-5; no body, or an optional reason)',
  description: '409 codes for the patient: `appointment_not_active` (already cancelled, completed or no-show), `appointment_begun`. Staff may cancel an active appointment at any time; their refusals carry the status-change codes (`status_unchanged`, `status_final`).',
  access: signedIn(['patient', 'staff'], 'the patient themselves (the path’s or payload’s patient id is theirs) or approved staff'),
  proxyScope: 'book',
  personalData: 'the patient of the appointment',
  errors: [400, 401, 403, 404, 409],
  schemas: load(({ appointments }) => ({ params: appointments.appointmentIdParamsSchema, body: appointments.cancelRequestSchema, responses: { 200: appointments.appointmentChangeResponseSchema } })),
});

export const rescheduleAppointment = operation({
  operationId: 'rescheduleAppointment',
  method: 'PUT',
  path: '/api/patients/reschedule-appointment/:appointmentId',
  tag: 'patients',
  summary: 'Move a pending or confirmed appointment to another free slot of the same doctor',
  description: 'One transaction: the old slot is freed only if the new one is won; otherwise 409 and the booking is unchanged. A confirmed appointment goes back to pending. 409 codes: those of booking, plus `appointment_not_active` and `appointment_begun`.',
  access: signedIn(['patient', 'staff'], 'the patient themselves (the path’s or payload’s patient id is theirs) or approved staff'),
  proxyScope: 'book',
  personalData: 'the patient of the appointment',
  errors: [400, 401, 403, 404, 409],
  schemas: load(({ appointments }) => ({ params: appointments.appointmentIdParamsSchema, body: appointments.rescheduleRequestSchema, responses: { 200: appointments.appointmentChangeResponseSchema } })),
});

export const joinWaitlist = operation({
  operationId: 'joinWaitlist',
  method: 'POST',
  path: '/api/patients/waitlist',
  tag: 'patients',
  summary: "Wait for a free time with a doctor: days of the booking window (or any day) and parts of day (WAIT-1)",
  description: 'One entry per patient and doctor: joining again replaces the days and parts (200; 201 for a new entry). The entry expires after the last day it names (WAIT-1); booking any slot with that doctor ends it (WAIT-4).',
  access: signedIn(['patient'], 'the signed-in patient, for themselves'),
  proxyScope: 'book',
  personalData: 'the patient',
  errors: [400, 401, 403, 404],
  schemas: load(({ waitlist }) => ({ body: waitlist.joinWaitlistSchema, responses: { 200: waitlist.joinWaitlistResponseSchema, 201: waitlist.joinWaitlistResponseSchema } })),
});

export const listWaitlist = operation({
  operationId: 'listWaitlist',
  method: 'GET',
  path: '/api/patients/waitlist/:patientId',
  tag: 'patients',
  summary: "The patient's waitlist entries that have not expired (WAIT-1)",
  access: signedIn(['patient', 'staff'], 'the patient themselves (the path’s patient id is theirs) or approved staff'),
  proxyScope: 'read',
  personalData: 'the patient',
  errors: [400, 401, 403, 404],
  schemas: load(({ appointments, waitlist }) => ({ params: appointments.patientIdParamsSchema, responses: { 200: waitlist.waitlistEntriesSchema } })),
});

export const leaveWaitlist = operation({
  operationId: 'leaveWaitlist',
  method: 'DELETE',
  path: '/api/patients/waitlist/entry/:entryId',
  tag: 'patients',
  summary: 'Leave a waitlist (WAIT-1)',
  access: signedIn(['patient', 'staff'], 'the patient of the entry or approved staff'),
  proxyScope: 'book',
  personalData: 'the patient of the entry',
  errors: [400, 401, 403, 404],
  schemas: load(({ waitlist }) => ({ params: waitlist.waitlistEntryIdParamsSchema, responses: { 200: waitlist.leaveWaitlistResponseSchema } })),
});

export const getBookingConditions = operation({
  operationId: 'getBookingConditions',
  method: 'GET',
  path: '/api/patients/booking-conditions/:patientId',
  tag: 'patients',
  summary: "Whether clinic staff will confirm the patient's next booking, and why (NOSHOW-2)",
  description: 'With the clinic setting on, a patient with that many no-shows in the last 12 months has their next booking left pending for staff (NOSHOW-2).',
  access: signedIn(['patient', 'staff'], 'the patient themselves (the path’s patient id is theirs) or approved staff'),
  proxyScope: 'book',
  personalData: 'the patient',
  errors: [400, 401, 403, 404],
  schemas: load(({ appointments, waitlist }) => ({ params: appointments.patientIdParamsSchema, responses: { 200: waitlist.bookingConditionsSchema } })),
});

const offerAnswers = 'Accepting books the held slot through the appointment lifecycle (pending until the doctor confirms it) with the entry’s visit type, reason and payment, or `details` when the entry has none, and the account’s name, e-mail and phone; declining offers the slot to the next patient waiting. 409 `offer_closed` when the offer is no longer open (booked, declined, expired, withdrawn), or the booking’s own 409s (`slot_taken`, `patient_double_booking`, `doctor_unavailable`, …).';

export const acceptWaitlistOffer = operation({
  operationId: 'acceptWaitlistOffer',
  method: 'POST',
  path: '/api/patients/waitlist/offers/:offerId/accept',
  tag: 'patients',
  summary: 'Book a slot held for the patient from the waitlist (WAIT-2)',
  description: offerAnswers,
  access: signedIn(['patient'], 'the patient the slot is held for'),
  proxyScope: 'book',
  personalData: 'the patient',
  errors: [400, 401, 403, 404, 409],
  schemas: load(({ waitlist }) => ({ params: waitlist.offerIdParamsSchema, body: waitlist.acceptOfferBodySchema, responses: { 200: waitlist.offerSchema } })),
});

export const declineWaitlistOffer = operation({
  operationId: 'declineWaitlistOffer',
  method: 'POST',
  path: '/api/patients/waitlist/offers/:offerId/decline',
  tag: 'patients',
  summary: 'Turn down a slot held for the patient; it goes to the next patient waiting (WAIT-2)',
  description: offerAnswers,
  access: signedIn(['patient'], 'the patient the slot is held for'),
  proxyScope: 'book',
  personalData: 'the patient',
  errors: [400, 401, 403, 404, 409],
  schemas: load(({ waitlist }) => ({ params: waitlist.offerIdParamsSchema, responses: { 200: waitlist.offerSchema } })),
});
