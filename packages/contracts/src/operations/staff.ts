import { administratorAccess, operation, schemasFrom, signedIn } from './operation';

const load = schemasFrom(async () => {
  const [appointments, auth, staff, waitlist, messages, visitTypes] = await Promise.all([
    import('../appointments'),
    import('../auth'),
    import('../staff'),
    import('../waitlist'),
    import('../messages'),
    import('../visit-types'),
  ]);
  return { appointments, auth, staff, waitlist, messages, visitTypes };
});

export const getStaffDashboard = operation({
  operationId: 'getStaffDashboard',
  method: 'GET',
  path: '/api/staff/dashboard',
  tag: 'staff',
  summary: "Today's figures: appointments by status, pending approvals, new messages, open ambulance requests",
  access: signedIn(['staff'], 'approved staff'),
  personalData: 'the newest emergency request’s requester',
  errors: [401, 403],
  schemas: load(({ staff }) => ({ responses: { 200: staff.staffDashboardSchema } })),
});

export const listPendingApprovals = operation({
  operationId: 'listPendingApprovals',
  method: 'GET',
  path: '/api/staff/approvals',
  tag: 'staff',
  summary: 'Doctors waiting for verification and staff waiting for approval, oldest first',
  access: administratorAccess,
  personalData: 'the applicants',
  errors: [401, 403],
  schemas: load(({ staff }) => ({ responses: { 200: staff.approvalsSchema } })),
});

export const verifyDoctor = operation({
  operationId: 'verifyDoctor',
  method: 'POST',
  path: '/api/staff/doctors/:id/verify',
  tag: 'staff',
  summary: 'Verify a doctor once their licence is checked (and the specialization corrected, if need be): listed in Find Doctor, the carousel and booking from now on',
  access: administratorAccess,
  personalData: 'the applicant named in the answer',
  errors: [400, 401, 403, 404, 409],
  schemas: load(({ auth, staff }) => ({ params: staff.idParamsSchema, body: staff.doctorVerificationSchema, responses: { 200: auth.messageResponseSchema } })),
});

export const rejectDoctor = operation({
  operationId: 'rejectDoctor',
  method: 'POST',
  path: '/api/staff/doctors/:id/reject',
  tag: 'staff',
  summary: 'Reject a doctor registration with a reason (the account is disabled; the applicant is told by e-mail)',
  access: administratorAccess,
  personalData: 'the applicant named in the answer',
  errors: [400, 401, 403, 404, 409],
  schemas: load(({ auth, staff }) => ({ params: staff.idParamsSchema, body: staff.reasonSchema, responses: { 200: auth.messageResponseSchema } })),
});

export const approveStaff = operation({
  operationId: 'approveStaff',
  method: 'POST',
  path: '/api/staff/staff/:id/approve',
  tag: 'staff',
  summary: 'Approve a staff registration: the member gains staff powers',
  access: administratorAccess,
  personalData: 'the applicant named in the answer',
  errors: [400, 401, 403, 404, 409],
  schemas: load(({ auth, staff }) => ({ params: staff.idParamsSchema, responses: { 200: auth.messageResponseSchema } })),
});

export const rejectStaff = operation({
  operationId: 'rejectStaff',
  method: 'POST',
  path: '/api/staff/staff/:id/reject',
  tag: 'staff',
  summary: 'Reject a staff registration with a reason (the account is disabled; the applicant is told by e-mail)',
  access: administratorAccess,
  personalData: 'the applicant named in the answer',
  errors: [400, 401, 403, 404, 409],
  schemas: load(({ auth, staff }) => ({ params: staff.idParamsSchema, body: staff.reasonSchema, responses: { 200: auth.messageResponseSchema } })),
});

export const listStaffMembers = operation({
  operationId: 'listStaffMembers',
  method: 'GET',
  path: '/api/staff/members',
  tag: 'staff',
  summary: 'Approved staff members, administrators first',
  access: administratorAccess,
  personalData: 'the staff members',
  errors: [401, 403],
  schemas: load(({ staff }) => ({ responses: { 200: staff.staffMembersSchema } })),
});

export const setStaffAdministrator = operation({
  operationId: 'setStaffAdministrator',
  method: 'PUT',
  path: '/api/staff/staff/:id/administrator',
  tag: 'staff',
  summary: 'Make a staff member an administrator, or take the role away (never from the last one)',
  access: administratorAccess,
  personalData: 'the staff member',
  errors: [400, 401, 403, 404, 409],
  schemas: load(({ staff }) => ({ params: staff.idParamsSchema, body: staff.administratorSchema, responses: { 200: staff.staffMemberSchema } })),
});

export const deactivateStaffMember = operation({
  operationId: 'deactivateStaffMember',
  method: 'POST',
  path: '/api/staff/staff/:id/deactivate',
  tag: 'staff',
  summary: "Take a staff member's access away, with a reason: their sessions end at once and every staff route refuses them",
  description: 'The reason is written to the audit log. 409 for one’s own account and for a member already deactivated.',
  access: administratorAccess,
  personalData: 'the staff member',
  errors: [400, 401, 403, 404, 409],
  schemas: load(({ staff }) => ({ params: staff.idParamsSchema, body: staff.staffAccessChangeSchema, responses: { 200: staff.staffMemberSchema } })),
});

export const reactivateStaffMember = operation({
  operationId: 'reactivateStaffMember',
  method: 'POST',
  path: '/api/staff/staff/:id/reactivate',
  tag: 'staff',
  summary: "Give a deactivated staff member's access back, with a reason (they sign in again with their password)",
  description: 'The reason is written to the audit log. 409 when the member is active.',
  access: administratorAccess,
  personalData: 'the staff member',
  errors: [400, 401, 403, 404, 409],
  schemas: load(({ staff }) => ({ params: staff.idParamsSchema, body: staff.staffAccessChangeSchema, responses: { 200: staff.staffMemberSchema } })),
});

export const listStaffDoctors = operation({
  operationId: 'listStaffDoctors',
  method: 'GET',
  path: '/api/staff/doctors',
  tag: 'staff',
  summary: 'Search and page through all doctors, listed or not, with their account state',
  access: signedIn(['staff'], 'approved staff'),
  personalData: 'the doctors’ accounts (contact details, review state)',
  errors: [400, 401, 403],
  schemas: load(({ staff }) => ({ query: staff.staffDoctorQuerySchema, responses: { 200: staff.staffDoctorPageSchema } })),
});

export const updateStaffDoctor = operation({
  operationId: 'updateStaffDoctor',
  method: 'PATCH',
  path: '/api/staff/doctors/:id',
  tag: 'staff',
  summary: "Change a doctor's availability, trending flag, fee, specialization or own location (shows in Find Doctor at once)",
  description:
    "LOC-7: `location_id` moves the doctor's own location (null: the clinic's default one); an unknown or retired location is a 400 on the field. All of a doctor's periods share one zone, so a move into another zone while their week or a date from today on names a location of the old zone is a 409 `location_zone_conflict`. Bookings keep their stored location (LOC-5).",
  access: signedIn(['staff'], 'approved staff'),
  personalData: 'the doctor’s account',
  errors: [400, 401, 403, 404, 409],
  schemas: load(({ staff }) => ({ params: staff.idParamsSchema, body: staff.staffDoctorUpdateSchema, responses: { 200: staff.staffDoctorSchema } })),
});

export const setStaffDoctorVisitTypes = operation({
  operationId: 'setStaffDoctorVisitTypes',
  method: 'PUT',
  path: '/api/staff/doctors/:id/visit-types',
  tag: 'staff',
  summary: 'Set the visit types a doctor offers and their length in slots; an empty list gives the specialization’s default (VISIT-2)',
  access: signedIn(['staff'], 'approved staff'),
  errors: [400, 401, 403, 404],
  schemas: load(({ staff, visitTypes }) => ({ params: staff.idParamsSchema, body: visitTypes.visitTypesUpdateSchema, responses: { 200: visitTypes.doctorVisitTypesSchema } })),
});

export const getSpecializationVisitTypes = operation({
  operationId: 'getSpecializationVisitTypes',
  method: 'GET',
  path: '/api/staff/specializations/:specialization/visit-types',
  tag: 'staff',
  summary: 'The visit types a specialization’s doctors offer unless they set their own (VISIT-2)',
  access: signedIn(['staff'], 'approved staff'),
  errors: [400, 401, 403],
  schemas: load(({ visitTypes }) => ({ params: visitTypes.specializationParamsSchema, responses: { 200: visitTypes.specializationVisitTypesSchema } })),
});

export const setSpecializationVisitTypes = operation({
  operationId: 'setSpecializationVisitTypes',
  method: 'PUT',
  path: '/api/staff/specializations/:specialization/visit-types',
  tag: 'staff',
  summary: 'Set a specialization’s default visit types; an empty list gives back the specification’s four (VISIT-2)',
  access: signedIn(['staff'], 'approved staff'),
  errors: [400, 401, 403],
  schemas: load(({ visitTypes }) => ({ params: visitTypes.specializationParamsSchema, body: visitTypes.visitTypesUpdateSchema, responses: { 200: visitTypes.specializationVisitTypesSchema } })),
});

export const deactivateDoctor = operation({
  operationId: 'deactivateDoctor',
  method: 'POST',
  path: '/api/staff/doctors/:id/deactivate',
  tag: 'staff',
  summary: "Deactivate a doctor's account: its sessions end and the doctor leaves every listing",
  access: signedIn(['staff'], 'approved staff'),
  personalData: 'the doctor’s account',
  errors: [400, 401, 403, 404],
  schemas: load(({ staff }) => ({ params: staff.idParamsSchema, responses: { 200: staff.staffDoctorSchema } })),
});

export const reactivateDoctor = operation({
  operationId: 'reactivateDoctor',
  method: 'POST',
  path: '/api/staff/doctors/:id/reactivate',
  tag: 'staff',
  summary: "Reactivate a doctor's account: the doctor can sign in and, if verified, is listed again",
  description: 'Reactivating a registration an administrator rejected reopens it: the doctor signs in again and awaits verification.',
  access: signedIn(['staff'], 'approved staff; a registration an administrator rejected: a staff administrator'),
  personalData: 'the doctor’s account',
  errors: [400, 401, 403, 404],
  schemas: load(({ staff }) => ({ params: staff.idParamsSchema, responses: { 200: staff.staffDoctorSchema } })),
});

export const listStaffAppointments = operation({
  operationId: 'listStaffAppointments',
  method: 'GET',
  path: '/api/staff/appointments',
  tag: 'staff',
  summary: 'All appointments, by date range, doctor, status and patient name, paged',
  access: signedIn(['staff'], 'approved staff'),
  personalData: 'the patients of the appointments',
  errors: [400, 401, 403],
  schemas: load(({ staff }) => ({ query: staff.staffAppointmentQuerySchema, responses: { 200: staff.staffAppointmentPageSchema } })),
});

export const getStaffAppointment = operation({
  operationId: 'getStaffAppointment',
  method: 'GET',
  path: '/api/staff/appointments/:id',
  tag: 'staff',
  summary: 'One appointment with the visit’s details (contact, insurance) and its history',
  access: signedIn(['staff'], 'approved staff'),
  personalData: 'the patient of the appointment',
  errors: [400, 401, 403, 404],
  schemas: load(({ appointments, staff }) => ({ params: staff.idParamsSchema, responses: { 200: appointments.appointmentDetailsSchema } })),
});

export const changeStaffAppointmentStatus = operation({
  operationId: 'changeStaffAppointmentStatus',
  method: 'PATCH',
  path: '/api/staff/appointments/:id/status',
  tag: 'staff',
  summary: "Change any appointment's status, with the reason the patient and the doctor read",
  description: 'The same moves as the doctor’s: pending → confirmed or cancelled; confirmed → completed or no_show (once begun) or cancelled. The reason is required. 409 codes: `status_unchanged`, `status_final`, `invalid_transition`, `visit_not_begun`, `no_show_not_begun`.',
  access: signedIn(['staff'], 'approved staff'),
  personalData: 'the patient of the appointment',
  errors: [400, 401, 403, 404, 409],
  schemas: load(({ appointments, staff }) => ({ params: staff.idParamsSchema, body: appointments.staffStatusChangeSchema, responses: { 200: appointments.statusChangeResponseSchema } })),
});

export const listAppointmentMessages = operation({
  operationId: 'listAppointmentMessages',
  method: 'GET',
  path: '/api/staff/appointment-messages',
  tag: 'staff',
  summary: 'The e-mails appointments caused: sent, due, failed and dropped, newest due first (filter by status or appointment), with the counts per status',
  description: 'A failed message has used all its attempts; `last_error` names the kind of failure (never an address or a text).',
  access: signedIn(['staff'], 'approved staff'),
  personalData: 'the patients the messages were written to',
  errors: [400, 401, 403],
  schemas: load(({ messages }) => ({ query: messages.messageListQuerySchema, responses: { 200: messages.messageListSchema } })),
});

export const retryAppointmentMessage = operation({
  operationId: 'retryAppointmentMessage',
  method: 'POST',
  path: '/api/staff/appointment-messages/:messageId/retry',
  tag: 'staff',
  summary: 'Send a failed e-mail again: it is queued with a fresh set of attempts (dropped, not sent, if the appointment changed since)',
  description: '409 `message_not_failed`: only a failed message can be retried.',
  access: signedIn(['staff'], 'approved staff'),
  personalData: 'the patient the message is written to',
  errors: [400, 401, 403, 404, 409],
  schemas: load(({ messages }) => ({ params: messages.messageIdParamsSchema, responses: { 200: messages.messageRetryResultSchema } })),
});

export const searchPatients = operation({
  operationId: 'searchPatients',
  method: 'GET',
  path: '/api/staff/patients',
  tag: 'staff',
  summary: 'Find patients by name or e-mail (at least 2 letters), to book on their behalf',
  description: 'Each patient shown is written to the audit log.',
  access: signedIn(['staff'], 'approved staff'),
  personalData: 'the patients found',
  errors: [400, 401, 403],
  schemas: load(({ staff }) => ({ query: staff.patientSearchQuerySchema, responses: { 200: staff.patientSearchPageSchema } })),
});

export const listContactMessages = operation({
  operationId: 'listContactMessages',
  method: 'GET',
  path: '/api/staff/contact-messages',
  tag: 'staff',
  summary: 'Contact messages, newest first, each with its replies (filter new, handled or answered)',
  access: signedIn(['staff'], 'approved staff'),
  personalData: 'the senders of contact messages',
  errors: [400, 401, 403],
  schemas: load(({ staff }) => ({ query: staff.contactMessageQuerySchema, responses: { 200: staff.contactMessagePageSchema } })),
});

export const handleContactMessage = operation({
  operationId: 'handleContactMessage',
  method: 'POST',
  path: '/api/staff/contact-messages/:id/handle',
  tag: 'staff',
  summary: 'Mark a contact message handled, with an optional note for colleagues',
  access: signedIn(['staff'], 'approved staff'),
  personalData: 'the sender of the message',
  errors: [400, 401, 403, 404, 409],
  schemas: load(({ staff }) => ({ params: staff.idParamsSchema, body: staff.handleMessageSchema, responses: { 200: staff.inboxMessageSchema } })),
});

export const replyToContactMessage = operation({
  operationId: 'replyToContactMessage',
  method: 'POST',
  path: '/api/staff/contact-messages/:id/reply',
  tag: 'staff',
  summary: 'Answer a contact message by e-mail to its sender; the reply joins the message’s history and the message is answered (STAFF-19)',
  description:
    'The e-mail carries the staff member’s reply signed by the clinic, never the sender’s own text. 503 when the e-mail cannot be sent: nothing is recorded. Limited to 20 replies per 10 minutes per session; audited.',
  access: signedIn(['staff'], 'approved staff'),
  personalData: 'the sender of the message',
  errors: [400, 401, 403, 404, 503],
  schemas: load(({ staff }) => ({ params: staff.idParamsSchema, body: staff.contactReplySchema, responses: { 200: staff.inboxMessageSchema } })),
});

export const listAmbulanceRequests = operation({
  operationId: 'listAmbulanceRequests',
  method: 'GET',
  path: '/api/staff/ambulance-requests',
  tag: 'staff',
  summary: 'Ambulance requests: new emergencies first, then newest first (filter by status, or open ones)',
  access: signedIn(['staff'], 'approved staff'),
  personalData: 'the people who asked for an ambulance',
  errors: [400, 401, 403],
  schemas: load(({ staff }) => ({ query: staff.ambulanceQuerySchema, responses: { 200: staff.ambulanceRequestPageSchema } })),
});

export const changeAmbulanceRequestStatus = operation({
  operationId: 'changeAmbulanceRequestStatus',
  method: 'POST',
  path: '/api/staff/ambulance-requests/:id/status',
  tag: 'staff',
  summary: 'Move a request along (new → dispatched or scheduled → closed) with a note',
  access: signedIn(['staff'], 'approved staff'),
  personalData: 'the person who asked for the ambulance',
  errors: [400, 401, 403, 404, 409],
  schemas: load(({ staff }) => ({ params: staff.idParamsSchema, body: staff.ambulanceStatusChangeSchema, responses: { 200: staff.ambulanceQueueItemSchema } })),
});

export const listAuditLog = operation({
  operationId: 'listAuditLog',
  method: 'GET',
  path: '/api/staff/audit-log',
  tag: 'staff',
  summary: "Who read or changed which patient's records and when, newest first",
  description: 'Reading the audit log is itself audited.',
  access: administratorAccess,
  personalData: 'who read or changed whose records',
  errors: [400, 401, 403],
  schemas: load(({ staff }) => ({ query: staff.auditLogQuerySchema, responses: { 200: staff.auditLogPageSchema } })),
});

export const exportAuditLog = operation({
  operationId: 'exportAuditLog',
  method: 'GET',
  path: '/api/staff/audit-log/export',
  tag: 'staff',
  summary: 'The filtered audit log as CSV (at most 50,000 rows, newest first)',
  description: 'Reading the audit log is itself audited. The same filters as listAuditLog; page and pageSize are ignored.',
  access: administratorAccess,
  personalData: 'who read or changed whose records',
  errors: [400, 401, 403],
  produces: ['text/csv'],
  schemas: load(({ staff }) => ({ query: staff.auditLogQuerySchema, responses: { 200: staff.auditLogCsvSchema } })),
});

export const listAuditActions = operation({
  operationId: 'listAuditActions',
  method: 'GET',
  path: '/api/staff/audit-log/actions',
  tag: 'staff',
  summary: 'The actions recorded in the audit log (the filter’s choices)',
  description: 'Reading the audit log is itself audited.',
  access: administratorAccess,
  errors: [401, 403],
  schemas: load(({ staff }) => ({ responses: { 200: staff.auditActionsSchema } })),
});

export const endUserSessions = operation({
  operationId: 'endUserSessions',
  method: 'POST',
  path: '/api/staff/users/:id/end-sessions',
  tag: 'staff',
  summary: 'End every session of a user (a patient, doctor or staff member): they must sign in again',
  access: administratorAccess,
  errors: [400, 401, 403, 404],
  schemas: load(({ auth, staff }) => ({ params: staff.idParamsSchema, responses: { 200: auth.endedSessionsResponseSchema } })),
});

export const resetUserSecondFactor = operation({
  operationId: 'resetUserSecondFactor',
  method: 'POST',
  path: '/api/staff/users/:id/reset-second-factor',
  tag: 'staff',
  summary: 'Reset a user’s two-step sign-in (a lost phone): it is off, their sessions end, and a required role enrols again',
  access: administratorAccess,
  errors: [400, 401, 403, 404],
  schemas: load(({ auth, staff }) => ({ params: staff.idParamsSchema, responses: { 200: auth.messageResponseSchema } })),
});

export const getPatientNoShows = operation({
  operationId: 'getPatientNoShows',
  method: 'GET',
  path: '/api/staff/patients/:id/no-shows',
  tag: 'staff',
  summary: "A patient's no-shows, newest first, with the count of the last 12 months (NOSHOW-1)",
  access: signedIn(['staff'], 'approved staff'),
  personalData: 'the patient',
  errors: [400, 401, 403, 404],
  schemas: load(({ staff, waitlist }) => ({ params: staff.idParamsSchema, responses: { 200: waitlist.noShowHistorySchema } })),
});

export const getClinicSettings = operation({
  operationId: 'getClinicSettings',
  method: 'GET',
  path: '/api/staff/settings',
  tag: 'staff',
  summary: "The clinic's settings: whether patients with several no-shows have their next booking confirmed by staff (NOSHOW-2)",
  access: signedIn(['staff'], 'approved staff'),
  errors: [401, 403],
  schemas: load(({ waitlist }) => ({ responses: { 200: waitlist.clinicSettingsSchema } })),
});

export const updateClinicSettings = operation({
  operationId: 'updateClinicSettings',
  method: 'PUT',
  path: '/api/staff/settings',
  tag: 'staff',
  summary: "Change the clinic's settings (NOSHOW-2); audited",
  access: administratorAccess,
  errors: [400, 401, 403],
  schemas: load(({ waitlist }) => ({ body: waitlist.clinicSettingsSchema, responses: { 200: waitlist.clinicSettingsResponseSchema } })),
});
