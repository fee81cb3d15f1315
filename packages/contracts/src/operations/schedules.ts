import { operation, schemasFrom, signedIn } from './operation';

// HOURS-5 to HOURS-8: a doctor's own hours, edited by the doctor (My hours) or by staff for
// any doctor (the console), each change audited. The path names the doctor, so one set of
// routes serves both; a doctor may only name themselves.

const load = schemasFrom(async () => {
  const [schedules, appointments] = await Promise.all([import('../schedule-schemas'), import('../appointments')]);
  return { schedules, appointments };
});

const hoursAccess = signedIn(['doctor', 'staff'], 'the doctor themselves (the path’s id is theirs) or approved staff');
const outsideNote = 'The answer lists the future bookings the hours leave outside (`outside_hours`): they are never cancelled or moved by a save; the doctor keeps or moves each.';

export const getDoctorHours = operation({
  operationId: 'getDoctorHours',
  method: 'GET',
  path: '/api/doctors/:id/hours',
  tag: 'doctor hours',
  summary: 'A doctor’s week, slot length and date overrides, with the bookings outside them',
  access: hoursAccess,
  personalData: 'the patients booked outside the doctor’s hours',
  errors: [400, 401, 403, 404],
  schemas: load(({ schedules }) => ({ params: schedules.hoursPathSchema, responses: { 200: schedules.doctorHoursSchema } })),
});

export const updateDoctorWeek = operation({
  operationId: 'updateDoctorWeek',
  method: 'PUT',
  path: '/api/doctors/:id/hours',
  tag: 'doctor hours',
  summary: 'Save a doctor’s week and slot length; the slot grid and booking follow at once',
  description: `Periods are HH:MM, start before end, ordered and not overlapping; the slot length is 15, 20, 30, 45 or 60. ${outsideNote}`,
  access: hoursAccess,
  personalData: 'the patients booked outside the doctor’s hours',
  errors: [400, 401, 403, 404],
  schemas: load(({ schedules }) => ({ params: schedules.hoursPathSchema, body: schedules.weekUpdateSchema, responses: { 200: schedules.doctorHoursSchema } })),
});

export const resetDoctorWeek = operation({
  operationId: 'resetDoctorWeek',
  method: 'DELETE',
  path: '/api/doctors/:id/hours',
  tag: 'doctor hours',
  summary: 'Back to the clinic’s standard week (twelve half-hour slots every day); overrides stay',
  description: outsideNote,
  access: hoursAccess,
  personalData: 'the patients booked outside the doctor’s hours',
  errors: [400, 401, 403, 404],
  schemas: load(({ schedules }) => ({ params: schedules.hoursPathSchema, responses: { 200: schedules.doctorHoursSchema } })),
});

export const setDoctorOverride = operation({
  operationId: 'setDoctorOverride',
  method: 'PUT',
  path: '/api/doctors/:id/hours/overrides/:date',
  tag: 'doctor hours',
  summary: 'Other hours on one date (today or later), or none: a day off',
  description: outsideNote,
  access: hoursAccess,
  personalData: 'the patients booked outside the doctor’s hours',
  errors: [400, 401, 403, 404],
  schemas: load(({ schedules }) => ({ params: schedules.overridePathSchema, body: schedules.overrideUpdateSchema, responses: { 200: schedules.doctorHoursSchema } })),
});

export const removeDoctorOverride = operation({
  operationId: 'removeDoctorOverride',
  method: 'DELETE',
  path: '/api/doctors/:id/hours/overrides/:date',
  tag: 'doctor hours',
  summary: 'The date follows the week again',
  access: hoursAccess,
  personalData: 'the patients booked outside the doctor’s hours',
  errors: [400, 401, 403, 404],
  schemas: load(({ schedules }) => ({ params: schedules.overridePathSchema, responses: { 200: schedules.doctorHoursSchema } })),
});

export const keepOutsideBooking = operation({
  operationId: 'keepOutsideBooking',
  method: 'POST',
  path: '/api/doctors/:id/hours/outside/:appointmentId/keep',
  tag: 'doctor hours',
  summary: 'Keep a booking outside the hours where it is (marked as kept; the patient is not told of any change)',
  description: '409 `not_outside_hours` when the booking is inside the hours. 404 for a booking that is not the doctor’s, not active or past.',
  access: hoursAccess,
  personalData: 'the patients booked outside the doctor’s hours',
  errors: [400, 401, 403, 404, 409],
  schemas: load(({ schedules }) => ({ params: schedules.outsideBookingPathSchema, responses: { 200: schedules.doctorHoursSchema } })),
});

export const moveOutsideBooking = operation({
  operationId: 'moveOutsideBooking',
  method: 'POST',
  path: '/api/doctors/:id/hours/outside/:appointmentId/move',
  tag: 'doctor hours',
  summary: 'Move a booking outside the hours to one of the doctor’s free slots; the patient is told by e-mail',
  description: 'A reschedule through the appointment lifecycle (LIFE-4): the visit returns to pending and the patient gets the rescheduled e-mail. Same 400 and 409 answers as a patient’s reschedule.',
  access: hoursAccess,
  personalData: 'the patients booked outside the doctor’s hours',
  errors: [400, 401, 403, 404, 409],
  schemas: load(({ schedules, appointments }) => ({ params: schedules.outsideBookingPathSchema, body: appointments.rescheduleRequestSchema, responses: { 200: schedules.doctorHoursSchema } })),
});
