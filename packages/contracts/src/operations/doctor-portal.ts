import { openAccess, operation, schemasFrom, signedIn } from './operation';

const timeOffSummary = "Your booking window's time off: each day, whether it is off, and its 12 slots (blocked, booked, past)";

const load = schemasFrom(async () => {
  const [appointments, doctorPortal, visitTypes] = await Promise.all([import('../appointments'), import('../doctor-portal'), import('../visit-types')]);
  return { appointments, doctorPortal, visitTypes };
});

export const getAppointmentsByDoctorId = operation({
  operationId: 'getAppointmentsByDoctorId',
  method: 'GET',
  path: '/api/doctors/get-appointment-by-doctor-id/:id',
  tag: 'doctor portal',
  summary: "The specification's appointment list of a doctor (PORTAL-11; an array; filtered, at most 100 per call)",
  description: 'Each item has the specification’s fields (PORTAL-11) with `patient { name, age, gender }`. Same filters as `listDoctorAppointments`; `page` and `pageSize` (≤ 100, default 100) page it.',
  access: signedIn(['doctor', 'staff'], 'the doctor themselves (the path’s id is theirs) or approved staff'),
  personalData: 'the patients on the doctor’s schedule',
  errors: [400, 401, 403],
  schemas: load(({ doctorPortal }) => ({ params: doctorPortal.doctorIdPathSchema, query: doctorPortal.doctorAppointmentArrayQuerySchema, responses: { 200: doctorPortal.doctorAppointmentArraySchema } })),
});

export const listDoctorAppointments = operation({
  operationId: 'listDoctorAppointments',
  method: 'GET',
  path: '/api/doctors/:id/appointments',
  tag: 'doctor portal',
  summary: "A doctor's appointments by tab (today, tomorrow, upcoming, past), dates, status and patient name, paged",
  access: signedIn(['doctor', 'staff'], 'the doctor themselves (the path’s id is theirs) or approved staff'),
  personalData: 'the patients on the doctor’s schedule',
  errors: [400, 401, 403],
  schemas: load(({ doctorPortal }) => ({ params: doctorPortal.doctorIdPathSchema, query: doctorPortal.doctorAppointmentQuerySchema, responses: { 200: doctorPortal.doctorAppointmentPageSchema } })),
});

export const getDoctorAppointmentStats = operation({
  operationId: 'getDoctorAppointmentStats',
  method: 'GET',
  path: '/api/doctors/:id/appointment-stats',
  tag: 'doctor portal',
  summary: "Appointment Stats (PORTAL-4): the doctor's appointments by status, over all dates",
  access: signedIn(['doctor', 'staff'], 'the doctor themselves (the path’s id is theirs) or approved staff'),
  personalData: 'the patients on the doctor’s schedule',
  errors: [400, 401, 403],
  schemas: load(({ doctorPortal }) => ({ params: doctorPortal.doctorIdPathSchema, responses: { 200: doctorPortal.appointmentStatsSchema } })),
});

export const getDoctorAppointment = operation({
  operationId: 'getDoctorAppointment',
  method: 'GET',
  path: '/api/doctors/appointments/:id',
  tag: 'doctor portal',
  summary: 'One of your appointments with the visit’s details (contact, insurance) and its history',
  access: signedIn(['doctor'], 'the appointment’s doctor'),
  personalData: 'the patient of the appointment',
  errors: [400, 401, 403, 404],
  schemas: load(({ appointments, doctorPortal }) => ({ params: doctorPortal.appointmentIdPathSchema, responses: { 200: appointments.appointmentDetailsSchema } })),
});

export const changeAppointmentStatus = operation({
  operationId: 'changeAppointmentStatus',
  method: 'PATCH',
  path: '/api/doctors/appointments/:id/status',
  tag: 'doctor portal',
  summary: 'Accept (confirmed), decline or cancel (cancelled), complete, or mark no-show one of your appointments',
  description: 'Allowed moves: pending → confirmed or cancelled (a decline); confirmed → completed or no_show (both once its time has begun, clinic time) or cancelled. 409 codes: `status_unchanged`, `status_final`, `invalid_transition`, `visit_not_begun`, `no_show_not_begun`, `staff_confirms` (a booking clinic staff confirm, NOSHOW-2). The patient is notified and reads the reason.',
  access: signedIn(['doctor'], 'the appointment’s doctor'),
  personalData: 'the patient of the appointment',
  errors: [400, 401, 403, 404, 409],
  schemas: load(({ appointments, doctorPortal }) => ({ params: doctorPortal.appointmentIdPathSchema, body: appointments.statusChangeSchema, responses: { 200: appointments.statusChangeResponseSchema } })),
});

export const getOwnDoctorProfile = operation({
  operationId: 'getOwnDoctorProfile',
  method: 'GET',
  path: '/api/doctors/me',
  tag: 'doctor portal',
  summary: 'Your own doctor profile, listed or still awaiting verification',
  access: signedIn(['doctor'], 'a doctor (their own profile, appointments and time off)'),
  errors: [401, 403, 404],
  schemas: load(({ doctorPortal }) => ({ responses: { 200: doctorPortal.ownDoctorProfileSchema } })),
});

export const updateOwnDoctorProfile = operation({
  operationId: 'updateOwnDoctorProfile',
  method: 'PUT',
  path: '/api/doctors/me',
  tag: 'doctor portal',
  summary: 'Save your profile: fee, qualifications, experience, city, clinic address and availability (Find Doctor shows it at once)',
  access: signedIn(['doctor'], 'a doctor (their own profile, appointments and time off)'),
  errors: [400, 401, 403, 404],
  schemas: load(({ doctorPortal }) => ({ body: doctorPortal.doctorProfileUpdateSchema, responses: { 200: doctorPortal.ownDoctorProfileSchema } })),
});

export const setOwnAvailability = operation({
  operationId: 'setOwnAvailability',
  method: 'PUT',
  path: '/api/doctors/me/availability',
  tag: 'doctor portal',
  summary: 'The portal’s Available/Unavailable switch: whether patients can book you',
  access: signedIn(['doctor'], 'a doctor (their own profile, appointments and time off)'),
  errors: [400, 401, 403, 404],
  schemas: load(({ doctorPortal }) => ({ body: doctorPortal.availabilitySchema, responses: { 200: doctorPortal.ownDoctorProfileSchema } })),
});

export const uploadOwnDoctorPhoto = operation({
  operationId: 'uploadOwnDoctorPhoto',
  method: 'PUT',
  path: '/api/doctors/me/photo',
  tag: 'doctor portal',
  summary: 'Replace your profile photo (multipart/form-data, one file in `photo`: JPEG, PNG or WebP, at most 2 MB)',
  description: 'The type is read from the file’s bytes, not its name. 400 `fields.photo` for a missing, wrong or too large file.',
  access: signedIn(['doctor'], 'a doctor (their own profile, appointments and time off)'),
  errors: [400, 401, 403, 404, 413],
  consumes: ['multipart/form-data'],
  schemas: load(({ doctorPortal }) => ({ responses: { 200: doctorPortal.ownDoctorProfileSchema } })),
});

export const removeOwnDoctorPhoto = operation({
  operationId: 'removeOwnDoctorPhoto',
  method: 'DELETE',
  path: '/api/doctors/me/photo',
  tag: 'doctor portal',
  summary: 'Remove your profile photo (the initials show instead)',
  access: signedIn(['doctor'], 'a doctor (their own profile, appointments and time off)'),
  errors: [401, 403, 404],
  schemas: load(({ doctorPortal }) => ({ responses: { 200: doctorPortal.ownDoctorProfileSchema } })),
});

export const getOwnTimeOff = operation({
  operationId: 'getOwnTimeOff',
  method: 'GET',
  path: '/api/doctors/me/time-off',
  tag: 'doctor portal',
  summary: timeOffSummary,
  access: signedIn(['doctor'], 'a doctor (their own profile, appointments and time off)'),
  personalData: 'the doctor’s booked slots',
  errors: [401, 403, 404],
  schemas: load(({ doctorPortal }) => ({ responses: { 200: doctorPortal.timeOffCalendarSchema } })),
});

export const blockTimeOff = operation({
  operationId: 'blockTimeOff',
  method: 'POST',
  path: '/api/doctors/me/time-off',
  tag: 'doctor portal',
  summary: 'Block a whole day (no `time`) or one slot of the booking window; patients can no longer book it',
  description: '409 `slot_booked` while a pending or confirmed booking that has not begun holds the time (cancel or move it first); 409 `slot_begun` for a slot that has begun. Blocking what is blocked changes nothing. Answers the calendar as it is now.',
  access: signedIn(['doctor'], 'a doctor (their own profile, appointments and time off)'),
  personalData: 'the doctor’s booked slots',
  errors: [400, 401, 403, 404, 409],
  schemas: load(({ doctorPortal }) => ({ body: doctorPortal.timeOffRequestSchema, responses: { 200: doctorPortal.timeOffCalendarSchema } })),
});

export const unblockTimeOff = operation({
  operationId: 'unblockTimeOff',
  method: 'DELETE',
  path: '/api/doctors/me/time-off',
  tag: 'doctor portal',
  summary: 'Unblock a day (no `time`) or one slot; unblocking one slot of a day off keeps the rest of the day off',
  access: signedIn(['doctor'], 'a doctor (their own profile, appointments and time off)'),
  personalData: 'the doctor’s booked slots',
  errors: [400, 401, 403, 404],
  schemas: load(({ doctorPortal }) => ({ query: doctorPortal.timeOffQuerySchema, responses: { 200: doctorPortal.timeOffCalendarSchema } })),
});

export const getOwnBookingRules = operation({
  operationId: 'getOwnBookingRules',
  method: 'GET',
  path: '/api/doctors/me/booking-rules',
  tag: 'doctor portal',
  summary: 'Your booking rules: the minimum notice and the visit types that take two slots',
  access: signedIn(['doctor'], 'a doctor (their own profile, appointments and time off)'),
  errors: [401, 403, 404],
  schemas: load(({ doctorPortal }) => ({ responses: { 200: doctorPortal.bookingRulesSchema } })),
});

export const updateOwnBookingRules = operation({
  operationId: 'updateOwnBookingRules',
  method: 'PUT',
  path: '/api/doctors/me/booking-rules',
  tag: 'doctor portal',
  summary: 'Save your booking rules; the slot grid, booking and rescheduling follow them at once (bookings made before stay)',
  access: signedIn(['doctor'], 'a doctor (their own profile, appointments and time off)'),
  errors: [400, 401, 403, 404],
  schemas: load(({ doctorPortal }) => ({ body: doctorPortal.bookingRulesUpdateSchema, responses: { 200: doctorPortal.bookingRulesSchema } })),
});

export const getOwnVisitTypes = operation({
  operationId: 'getOwnVisitTypes',
  method: 'GET',
  path: '/api/doctors/me/visit-types',
  tag: 'doctor portal',
  summary: 'The visit types you offer and how many slots each takes (VISIT-2)',
  access: signedIn(['doctor'], 'a doctor (their own profile, appointments and time off)'),
  errors: [401, 403, 404],
  schemas: load(({ visitTypes }) => ({ responses: { 200: visitTypes.doctorVisitTypesSchema } })),
});

export const updateOwnVisitTypes = operation({
  operationId: 'updateOwnVisitTypes',
  method: 'PUT',
  path: '/api/doctors/me/visit-types',
  tag: 'doctor portal',
  summary: 'Set the visit types you offer and their length in slots; an empty list offers your specialization’s default (VISIT-2)',
  access: signedIn(['doctor'], 'a doctor (their own profile, appointments and time off)'),
  errors: [400, 401, 403, 404],
  schemas: load(({ visitTypes }) => ({ body: visitTypes.visitTypesUpdateSchema, responses: { 200: visitTypes.doctorVisitTypesSchema } })),
});

const feedAccess = signedIn(['doctor'], 'a doctor (their own calendar feed)');

export const getOwnCalendarFeed = operation({
  operationId: 'getOwnCalendarFeed',
  method: 'GET',
  path: '/api/doctors/me/calendar-feed',
  tag: 'doctor portal',
  summary: 'Whether your private calendar feed URL is live, and since when',
  access: feedAccess,
  errors: [401, 403],
  schemas: load(({ doctorPortal }) => ({ responses: { 200: doctorPortal.calendarFeedStatusSchema } })),
});

export const createOwnCalendarFeed = operation({
  operationId: 'createOwnCalendarFeed',
  method: 'POST',
  path: '/api/doctors/me/calendar-feed',
  tag: 'doctor portal',
  summary: 'Make (or renew) your private calendar feed URL; a renewal stops the old URL at once',
  description: 'The answer holds the only copy of the URL’s token: the server keeps its SHA-256.',
  access: feedAccess,
  errors: [401, 403],
  schemas: load(({ doctorPortal }) => ({ responses: { 200: doctorPortal.calendarFeedCreatedSchema } })),
});

export const revokeOwnCalendarFeed = operation({
  operationId: 'revokeOwnCalendarFeed',
  method: 'DELETE',
  path: '/api/doctors/me/calendar-feed',
  tag: 'doctor portal',
  summary: 'Stop your calendar feed: its URL answers 404 from now on',
  access: feedAccess,
  errors: [401, 403],
  schemas: load(({ doctorPortal }) => ({ responses: { 200: doctorPortal.calendarFeedStatusSchema } })),
});

export const getCalendarFeed = operation({
  operationId: 'getCalendarFeed',
  method: 'GET',
  path: '/api/calendar-feeds/:token',
  tag: 'doctor portal',
  summary: 'A doctor’s private calendar feed (iCalendar) for Google, Apple or Outlook to poll: 60 days of pending and confirmed appointments and time off',
  description:
    'No sign-in: the secret token in the path is the key (PORTAL-13). Patients appear by first name and initial with the visit type, never the reason. 404 for an unknown, renewed or revoked token. Rate-limited per feed.',
  access: openAccess,
  personalData: 'the patients on the doctor’s schedule (first name, initial, visit type)',
  errors: [404],
  produces: ['text/calendar'],
  schemas: load(({ doctorPortal }) => ({ params: doctorPortal.calendarFeedParamsSchema, responses: { 200: doctorPortal.calendarFeedBodySchema } })),
});
