// The questionnaires module's face (INTAKE-11 to INTAKE-17): what other modules (the check-in)
// may use: a patient's appointment as this module checks it, its questionnaires and answers.
export { patientAppointment, saveResponse, visitQuestionnaires, type VisitAppointment } from './visit';
export { appointmentAnswers } from './summary';
