// The audit log's action codes in words (STAFF-17). No zod here: the console's audit-log
// screen imports this file at run time.

/**
 * STAFF-17: the audit log's actions in words, for the console and the export's `action_name`
 * column; the code stays beside them (on hover, in the export and in the filter's value).
 */
export const auditActionLabels: Readonly<Record<string, string>> = {
  'account.contact.read': 'Own contact details viewed',
  'account.contact.update': 'Own contact details changed',
  'account.mfa_disabled': 'Two-step sign-in turned off',
  'account.mfa_enabled': 'Two-step sign-in turned on',
  'account.mfa_reset_by_administrator': 'Two-step sign-in reset by an administrator',
  'account.mfa_setup_started': 'Two-step sign-in setup started',
  'account.password_change': 'Password changed',
  'account.password_check_failed': 'Password wrong when re-checked',
  'account.password_check_refused': 'Password re-check refused (too many)',
  'account.password_reset': 'Password reset',
  'account.password_reset_requested': 'Password reset requested',
  'account.recovery_code_used': 'Recovery code used',
  'account.register': 'Account registered',
  'ambulance_request.create': 'Ambulance requested',
  'appointment.book': 'Appointment booked',
  'appointment.cancel': 'Appointment cancelled',
  'appointment.list': 'Appointments listed',
  'appointment.read': 'Appointment viewed',
  'appointment.reschedule': 'Appointment rescheduled',
  'appointment.stats': 'Appointment figures viewed',
  'appointment.status': 'Appointment status changed',
  deny: 'Access refused',
  'doctor.time_off.block': 'Time off blocked',
  'doctor.time_off.read': 'Time off viewed',
  'doctor.time_off.unblock': 'Time off released',
  'notification.list': 'Notifications listed',
  'patient.contact.read': 'Own contact details viewed (patient)',
  'patient.contact.update': 'Own contact details changed (patient)',
  'patient.details.read': 'Patient details viewed',
  'patient.profile.read': 'Patient profile viewed',
  'patient_records.denied': "Refused: another patient's records",
  'session.end': 'Session ended',
  'session.end_by_administrator': 'Sessions ended by an administrator',
  'session.end_others': 'Other sessions ended',
  'session.expired': 'Session expired',
  'session.login': 'Signed in',
  'session.login_failed': 'Sign-in failed',
  'session.login_refused': 'Sign-in refused',
  'session.logout': 'Signed out',
  'session.password_step': 'Password accepted, code awaited',
  'session.revoke_all': 'Signed out everywhere',
  'session.second_step_failed': 'Two-step code wrong',
  'session.timeout': 'Session timed out (idle)',
  'staff.ambulance_requests.read': 'Ambulance requests viewed',
  'staff.appointment.status': 'Appointment status changed by staff',
  'staff.approvals.read': 'Approvals viewed',
  'staff.audit_log.export': 'Audit log exported',
  'staff.audit_log.read': 'Audit log viewed',
  'staff.contact_message.handle': 'Contact message handled',
  'staff.contact_messages.read': 'Contact messages viewed',
  'staff.dashboard.read': 'Staff dashboard viewed',
  'staff.doctor.deactivate': 'Doctor deactivated',
  'staff.doctor.reactivate': 'Doctor reactivated',
  'staff.doctor.reject': 'Doctor rejected',
  'staff.doctor.update': 'Doctor profile edited by staff',
  'staff.doctor.verify': 'Doctor verified',
  'staff.doctors.read': 'Doctors viewed',
  'staff.member.approve': 'Staff member approved',
  'staff.member.deactivate': 'Staff member deactivated',
  'staff.member.make_administrator': 'Made a staff administrator',
  'staff.member.reactivate': 'Staff member reactivated',
  'staff.member.reject': 'Staff member rejected',
  'staff.member.remove_administrator': 'Staff administrator role removed',
  'staff.members.read': 'Staff team viewed',
  'staff.patient.search': 'Patients searched',
  'staff_console.denied': 'Refused: staff console',
  'waitlist.join': 'Waitlist joined',
  'waitlist.leave': 'Waitlist left',
  'waitlist.list': 'Waitlist viewed',
  'waitlist.offer.accept': 'Held time booked',
  'waitlist.offer.decline': 'Held time declined',
  'waitlist.offer.link.read': 'Waitlist offer link opened',
  'waitlist.offer.link.accept': 'Held time booked from an e-mail link',
  'waitlist.offer.link.decline': 'Held time declined from an e-mail link',
};

/** An action in words; a code without a label reads as its parts ('doctor.time_off.read' → 'Doctor: time off read'). */
export function auditActionLabel(action: string): string {
  const known = auditActionLabels[action];
  if (known !== undefined) return known;
  const [first = '', ...rest] = action.split('.').map((part) => part.replace(/_/g, ' '));
  const subject = first.charAt(0).toUpperCase() + first.slice(1);
  return rest.length === 0 ? subject : `${subject}: ${rest.join(' ')}`;
}
