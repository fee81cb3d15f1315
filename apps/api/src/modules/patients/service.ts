// The patients module's face (modules/README.md): other modules and the routes use these.
export { assertPatientAccess } from './access';
export { listPatientAppointments } from './appointments';
export { bookAppointment, cancelAppointment, patientNotFoundMessage, rescheduleAppointment } from './booking';
export { findPatient, patientProfile, toPatientDetails } from './profile';
export { acceptWaitlistOffer, bookingConditionsOf, declineWaitlistOffer, joinWaitlist, leaveWaitlist, listWaitlist } from './waitlist';
