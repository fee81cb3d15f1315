import { createHash } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ambulanceRequests, appointmentMessages, appointments, auditLog, contactMessages, dependents, emailChanges, proxyGrants, slotOffers, staff, users } from './db/schema';
import { confirmLinkToken } from './modules/auth/email-change';
import { visitLinksFor } from './domain/visit-links/links';
import { signAddressLink } from './modules/visits/addresses';
import { signOfferLink } from './domain/waitlist/offer-links';
import { hashPassword } from './lib/passwords';
import { addDays, todayIn } from './lib/clinic-time';
import { bookingOf, createDoctor, createPatient, createStaff, type TestAccount } from './test/accounts';
import { createTestApp, type TestApp } from './test/app';
import { placeAppointment } from './test/appointments';
import { minimalPdf, multipartBody, photoWithLocation } from './test/files';

// AUDIT-5: every read of personal data leaves an audit row. The routes whose answers hold
// personal data say so in the OpenAPI document (`x-personal-data`, from the `personalData` of
// their declaration in @clinvia/contracts/operations); this test reads the document, calls every one of
// them as a real client would, and checks that each call wrote at least one row with its
// request id. A new personal route without a call here fails, and so does a signed-in route
// that is neither marked nor named below as not personal.

/** Signed-in operations whose answers hold no one's personal data beyond the caller's own identity. */
const notPersonal: Record<string, string> = {
  getSessionUser: 'the caller’s own session identity, which the token carries anyway',
  changePassword: 'answers a message and a count',
  signOutEverywhere: 'answers a message',
  logout: 'answers a message',
  listSessions: 'the caller’s own devices (browser, device, an approximate place); audited as session starts and ends',
  endSession: 'answers a message and a count',
  endOtherSessions: 'answers a message and a count',
  getMfaStatus: 'whether the caller’s own two-step sign-in is on',
  startMfaEnrolment: 'the caller’s own new TOTP secret, shown to them to set up their app',
  confirmMfaEnrolment: 'the caller’s own recovery codes, shown once',
  disableMfa: 'answers a message',
  cancelEmailChange: 'answers a message (audited as account.email_change_cancelled)',
  endUserSessions: 'answers a message and a count (audited as session.end_by_administrator)',
  resetUserSecondFactor: 'answers a message (audited as account.mfa_reset_by_administrator)',
  getOwnDoctorProfile: 'the doctor’s own profile, published in Find Doctor once listed',
  updateOwnDoctorProfile: 'the doctor’s own profile, as just sent',
  setOwnAvailability: 'the doctor’s own profile',
  uploadOwnDoctorPhoto: 'the doctor’s own profile',
  removeOwnDoctorPhoto: 'the doctor’s own profile',
  markNotificationsRead: 'answers a count',
  getUnreadNotificationCount: 'answers a count: what the bell polls, so the list is read (and audited) only when opened',
  listAuditActions: 'the names of actions, no people',
  getReminderPreferences: 'the caller’s own two reminder switches',
  updateReminderPreferences: 'the caller’s own two reminder switches, as just sent',
  updateLanguage: 'the caller’s own portal language, as just sent (I18N-2)',
  getClinicSettings: 'the clinic’s settings, no people',
  listLocations: 'the clinic’s locations and how many doctors use each, no people',
  createLocation: 'a location, no people (audited as location.create)',
  updateLocation: 'a location, no people (audited as location.update)',
  retireLocation: 'a location, no people (audited as location.retire)',
  updateClinicSettings: 'the clinic’s settings as just sent (audited as clinic_settings.update)',
  updateSiteSettings: 'the clinic’s public content as just sent, no people (audited as staff.site_settings.update)',
  getOwnBookingRules: 'the doctor’s own booking rules',
  updateOwnBookingRules: 'the doctor’s own booking rules, as just sent (audited as doctor.booking_rules.update)',
  getOwnVisitTypes: 'the visit types the doctor offers (VISIT-2), public on the doctor’s page',
  updateOwnVisitTypes: 'the doctor’s visit types, as just sent (audited as doctor.visit_types.update)',
  setStaffDoctorVisitTypes: 'a doctor’s visit types, public on the doctor’s page (audited as staff.doctor.visit_types.update)',
  getSpecializationVisitTypes: 'a specialization’s default visit types: clinic settings, no person',
  setSpecializationVisitTypes: 'a specialization’s default visit types (audited as staff.specialization.visit_types.update)',
  getOwnCalendarFeed: 'whether the doctor’s own feed is live',
  createOwnCalendarFeed: 'the doctor’s own new feed URL (audited as calendar_feed.create or .renew)',
  revokeOwnCalendarFeed: 'whether the doctor’s own feed is live (audited as calendar_feed.revoke)',
  listAssignableDoctors: 'the listed doctors’ names and specializations, public in Find Doctor',
  createSavedReply: 'the saved reply as just sent',
  updateSavedReply: 'the saved reply as just sent',
  deleteSavedReply: 'answers a message',
  getThreadSettings: 'the clinic’s settings, no people',
  updateThreadSettings: 'the clinic’s settings as just sent',
  getCheckInSettings: 'the clinic’s settings, no people',
  updateCheckInSettings: 'the clinic’s settings as just sent (audited as check_in_settings.update)',
  getThreadNotificationPreferences: 'the caller’s own two switches',
  updateThreadNotificationPreferences: 'the caller’s own two switches, as just sent',
  streamNotifications: 'events carry only the caller’s own unread count',
  listQuestionnaires: 'the clinic’s questionnaires and how many answers each has, no people',
  getQuestionnaire: 'a questionnaire’s questions and versions, no people',
  createQuestionnaire: 'the questionnaire as just sent (audited as questionnaire.create)',
  updateQuestionnaire: 'the questionnaire as just sent (audited as questionnaire.update)',
  setQuestionnaireAssignments: 'the questionnaire and its visit types and specializations (audited as questionnaire.assign)',
  retireQuestionnaire: 'the questionnaire (audited as questionnaire.retire)',
};

interface Operation {
  operationId: string;
  security?: Record<string, string[]>[];
  'x-personal-data'?: string;
}

let t: TestApp;
let operations: Operation[];
const accounts: Record<'patient' | 'doctor' | 'admin' | 'member' | 'leaver' | 'applicantDoctor' | 'rejectedDoctor' | 'applicantStaff' | 'rejectedStaff', TestAccount> = {} as never;
const appointmentIds: string[] = [];
let day: (offset: number) => string;
let messageId: string;
let ambulanceId: string;

beforeAll(async () => {
  t = await createTestApp({ config: { login: { burst: 1000 } } });
  const { db } = t.database;
  const secret = t.config.jwtSecret;
  accounts.patient = await createPatient(db, secret, 'Alex Morgan');
  accounts.doctor = await createDoctor(db, secret, 'Dana Doc');
  accounts.admin = await createStaff(db, secret, true);
  await db.update(staff).set({ administrator: true }).where(eq(staff.userId, accounts.admin.id));
  accounts.member = await createStaff(db, secret, true);
  accounts.leaver = await createStaff(db, secret, true);
  accounts.applicantDoctor = await createDoctor(db, secret, 'Avery Applicant', { verified: false });
  accounts.rejectedDoctor = await createDoctor(db, secret, 'Riley Rejected', { verified: false });
  accounts.applicantStaff = await createStaff(db, secret, false);
  accounts.rejectedStaff = await createStaff(db, secret, false);
  const today = todayIn(t.config.clinicTimeZone);
  day = (offset) => addDays(today, offset);
  // Two more bookings (one to cancel, one for the doctor to confirm), so that every list has patients in it.
  for (const time of ['10:00', '11:00']) {
    const booked = await as(accounts.patient, { method: 'POST', url: '/api/patients/book-appointment', payload: bookingOf(accounts.patient, accounts.doctor, day(2), time) });
    expect(booked.statusCode).toBe(201);
    appointmentIds.push(booked.json<{ appointment: { id: string } }>().appointment.id);
  }
  const [message] = await db.insert(contactMessages).values({ name: 'Sam Sender', email: 'sam@example.com', subject: 'Records', message: 'Please send my records.' }).returning({ id: contactMessages.id });
  const [request] = await db
    .insert(ambulanceRequests)
    .values({ reference: 'AMB-AUDIT1', kind: 'emergency', fullName: 'Eve Urgent', phone: '4155550111', location: '1 Main St', description: 'Fell down stairs' })
    .returning({ id: ambulanceRequests.id });
  messageId = message?.id ?? '';
  ambulanceId = request?.id ?? '';

  const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, Operation>> }>();
  operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
});

afterAll(async () => {
  await t.close();
});

let calls = 0;
/** A call as `account`, with a request id of its own (the audit rows carry it). */
function as(account: TestAccount, options: InjectOptions): Promise<LightMyRequestResponse> {
  calls += 1;
  return t.app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${account.token}`, 'x-request-id': `audit-coverage-${String(calls)}` } });
}

/** A call without an account (an e-mail's one-click link), with a request id of its own. */
function anonymous(options: InjectOptions): Promise<LightMyRequestResponse> {
  calls += 1;
  return t.app.inject({ ...options, headers: { 'x-request-id': `audit-coverage-${String(calls)}` } });
}

/** The token of an 'I'll be there' link for the appointment as it is now (its slot and version). */
async function visitLinkToken(appointmentId: string): Promise<string> {
  const [row] = await t.database.db
    .select({ date: appointments.appointmentDate, time: appointments.appointmentTime, version: appointments.version })
    .from(appointments)
    .where(eq(appointments.id, appointmentId));
  if (!row) throw new Error('no such appointment');
  return new URL(visitLinksFor(t.config.linkSecret, t.config.appUrl, { id: appointmentId, ...row }).attend).searchParams.get('token') ?? '';
}

/** The token of the confirmation link of the user's newest change of address (AUTH-26). */
async function emailChangeToken(userId: string): Promise<string> {
  const [change] = await t.database.db.select({ id: emailChanges.id }).from(emailChanges).where(eq(emailChanges.userId, userId)).orderBy(desc(emailChanges.createdAt)).limit(1);
  return confirmLinkToken(t.config.linkSecret, change?.id ?? '');
}

/** The token of a contact-address confirmation link (MAIL-1) for the patient. */
function addressLinkToken(userId: string): string {
  return signAddressLink(t.config.linkSecret, { userId, email: 'family@example.com', expiresAt: new Date(Date.now() + 3_600_000) });
}

/**
 * A slot of the doctor held for the patient now (WAIT-2), as the jobs worker's offer would hold
 * it: no worker runs here.
 */
async function holdSlot(patientId: string, doctorId: string, date: string, time: string): Promise<string> {
  const [offer] = await t.database.db
    .insert(slotOffers)
    .values({ patientId, doctorId, date, time, expiresAt: new Date(Date.now() + 15 * 60_000) })
    .returning({ id: slotOffers.id });
  return offer?.id ?? '';
}

/** What an offer's one click books, as joining the waitlist asks it (WAIT-2). */
const bookingDetails = { appointmentType: 'Consultation', appointmentReason: 'Recurring headaches every morning', isInsurance: 'false' } as const;

/** One successful call of each personal route, in an order in which each finds what it needs. */
function personalCalls(): [operationId: string, call: () => Promise<LightMyRequestResponse>][] {
  const { patient, doctor, admin, member, leaver, applicantDoctor, rejectedDoctor, applicantStaff, rejectedStaff } = accounts;
  const [toCancel = '', toConfirm = ''] = appointmentIds;
  let booked = '';
  let waiting = '';
  let held: string[] = [];
  let threadId = '';
  let fileId = '';
  let questionnaireId = '';
  let consentId = '';
  let versionId = '';
  let signatureId = '';
  let recordFileId = '';
  let shareId = '';
  let proxyGrantId = '';
  let dependentId = '';
  let claimToken = '';
  let shareKey = '';
  let entryId = '';
  let summaryVisit = '';
  return [
    ['bookAppointment', async () => {
      const response = await as(patient, { method: 'POST', url: '/api/patients/book-appointment', payload: bookingOf(patient, doctor, day(1), '09:00') });
      booked = response.json<{ appointment: { id: string } }>().appointment.id;
      return response;
    }],
    ['listPatientAppointments', () => as(patient, { method: 'GET', url: `/api/patients/get-appointments/${patient.id}` })],
    ['getPatientDetails', () => as(patient, { method: 'GET', url: `/api/patients/patient-details/${patient.id}` })],
    ['getPatientProfile', () => as(admin, { method: 'GET', url: `/api/patients/get-patient-profile/${patient.id}` })],
    ['rescheduleAppointment', () => as(patient, { method: 'PUT', url: `/api/patients/reschedule-appointment/${booked}`, payload: { date: day(3), time: '13:00' } })],
    ['getVisitLink', async () => anonymous({ method: 'GET', url: `/api/visit-links?token=${await visitLinkToken(booked)}` })],
    ['actOnVisitLink', async () => anonymous({ method: 'POST', url: '/api/visit-links', payload: { token: await visitLinkToken(booked) } })],
    ['getContactAddressLink', () => anonymous({ method: 'GET', url: `/api/contact-address-links?token=${addressLinkToken(patient.id)}` })],
    ['confirmContactAddress', () => anonymous({ method: 'POST', url: '/api/contact-address-links', payload: { token: addressLinkToken(patient.id) } })],
    ['cancelAppointment', () => as(patient, { method: 'PUT', url: `/api/patients/cancel-appointment/${toCancel}` })],
    ['joinWaitlist', async () => {
      const response = await as(patient, { method: 'POST', url: '/api/patients/waitlist', payload: { doctorId: doctor.id, anyDay: true, parts: ['morning'], ...bookingDetails } });
      waiting = response.json<{ entry: { id: string } }>().entry.id;
      return response;
    }],
    ['listWaitlist', async () => {
      held = [await holdSlot(patient.id, doctor.id, day(6), '09:00'), await holdSlot(patient.id, doctor.id, day(6), '09:30')];
      return as(patient, { method: 'GET', url: `/api/patients/waitlist/${patient.id}` });
    }],
    ['getWaitlistOfferLink', () => anonymous({ method: 'GET', url: `/api/waitlist-offers?token=${signOfferLink(t.config.linkSecret, held[0] ?? '')}` })],
    ['actOnWaitlistOfferLink', () => anonymous({ method: 'POST', url: '/api/waitlist-offers', payload: { token: signOfferLink(t.config.linkSecret, held[0] ?? ''), action: 'decline' } })],
    ['declineWaitlistOffer', () => as(patient, { method: 'POST', url: `/api/patients/waitlist/offers/${held[1] ?? ''}/decline` })],
    ['leaveWaitlist', () => as(patient, { method: 'DELETE', url: `/api/patients/waitlist/entry/${waiting}` })],
    ['acceptWaitlistOffer', async () => {
      // The entry is gone (left above): accepting asks for the booking details.
      const offerId = await holdSlot(patient.id, doctor.id, day(6), '10:00');
      return as(patient, { method: 'POST', url: `/api/patients/waitlist/offers/${offerId}/accept`, payload: { details: bookingDetails } });
    }],
    ['getBookingConditions', () => as(patient, { method: 'GET', url: `/api/patients/booking-conditions/${patient.id}` })],
    ['getPatientNoShows', () => as(member, { method: 'GET', url: `/api/staff/patients/${patient.id}/no-shows` })],
    ['getAccount', () => as(doctor, { method: 'GET', url: '/api/authentication/account' })],
    ['updateContactDetails', () => as(patient, { method: 'PUT', url: '/api/authentication/account/contact', payload: { phoneNumber: '4155550199', address: '12 Cedar Ln, Austin, TX' } })],
    ['changeEmail', async () => {
      // Test accounts have no usable password; the change re-authenticates with one.
      await t.database.db.update(users).set({ passwordHash: await hashPassword('Email-change-1') }).where(eq(users.id, patient.id));
      return as(patient, { method: 'PUT', url: '/api/authentication/account/email', payload: { email: `moved-${patient.email}`, password: 'Email-change-1' } });
    }],
    ['resendEmailChange', async () => {
      // A resend waits a minute after the last send (AUTH-27): as if that minute had passed.
      await t.database.db.update(emailChanges).set({ lastSentAt: new Date(Date.now() - 3_600_000) }).where(eq(emailChanges.userId, patient.id));
      return as(patient, { method: 'POST', url: '/api/authentication/account/email/resend' });
    }],
    ['getEmailChangeLink', async () => anonymous({ method: 'GET', url: `/api/email-change-links?token=${await emailChangeToken(patient.id)}` })],
    ['confirmEmailChange', async () => anonymous({ method: 'POST', url: '/api/email-change-links', payload: { token: await emailChangeToken(patient.id) } })],
    ['getAppointmentsByDoctorId', () => as(doctor, { method: 'GET', url: `/api/doctors/get-appointment-by-doctor-id/${doctor.id}` })],
    ['listDoctorAppointments', () => as(doctor, { method: 'GET', url: `/api/doctors/${doctor.id}/appointments?tab=upcoming` })],
    ['getDoctorAppointmentStats', () => as(doctor, { method: 'GET', url: `/api/doctors/${doctor.id}/appointment-stats` })],
    ['getDoctorAppointment', () => as(doctor, { method: 'GET', url: `/api/doctors/appointments/${toConfirm}` })],
    // INTAKE-14, INTAKE-15: a questionnaire asked at every visit, answered by the patient, read by the doctor.
    ['listAppointmentQuestionnaires', async () => {
      const questionnaire = { resourceType: 'Questionnaire', title: 'Audit intake', status: 'active', item: [{ linkId: 'reason', text: 'Why do you come?', type: 'string' }] };
      const created = await as(member, { method: 'POST', url: '/api/staff/questionnaires', payload: { questionnaire } });
      questionnaireId = created.json<{ questionnaire: { id: string } }>().questionnaire.id;
      await as(member, { method: 'PUT', url: `/api/staff/questionnaires/${questionnaireId}/assignments`, payload: { all_visits: true, appointment_types: [], specializations: [] } });
      return as(patient, { method: 'GET', url: `/api/appointments/${booked}/questionnaires` });
    }],
    ['saveQuestionnaireResponse', () =>
      as(patient, {
        method: 'PUT',
        url: `/api/appointments/${booked}/questionnaires/${questionnaireId}/response`,
        payload: { resourceType: 'QuestionnaireResponse', questionnaire: 'x', status: 'completed', item: [{ linkId: 'reason', answer: [{ valueString: 'A cough' }] }] },
      }),
    ],
    ['getAppointmentAnswers', () => as(doctor, { method: 'GET', url: `/api/doctors/appointments/${booked}/answers` })],
    ['changeAppointmentStatus', () => as(doctor, { method: 'PATCH', url: `/api/doctors/appointments/${toConfirm}/status`, payload: { status: 'confirmed' } })],
    ['getOwnTimeOff', () => as(doctor, { method: 'GET', url: '/api/doctors/me/time-off' })],
    ['blockTimeOff', () => as(doctor, { method: 'POST', url: '/api/doctors/me/time-off', payload: { date: day(5) } })],
    ['unblockTimeOff', () => as(doctor, { method: 'DELETE', url: `/api/doctors/me/time-off?date=${day(5)}` })],
    // HOURS-5 to HOURS-8: the doctor's hours list the patients booked outside them.
    ['getDoctorHours', () => as(doctor, { method: 'GET', url: `/api/doctors/${doctor.id}/hours` })],
    ['updateDoctorWeek', () => as(member, { method: 'PUT', url: `/api/doctors/${doctor.id}/hours`, payload: { slotMinutes: 30, week: Array.from({ length: 7 }, () => [{ start: '09:00', end: '12:00' }, { start: '13:00', end: '16:00' }]) } })],
    ['setDoctorOverride', () => as(doctor, { method: 'PUT', url: `/api/doctors/${doctor.id}/hours/overrides/${day(8)}`, payload: { periods: [] } })],
    ['removeDoctorOverride', () => as(doctor, { method: 'DELETE', url: `/api/doctors/${doctor.id}/hours/overrides/${day(8)}` })],
    ['resetDoctorWeek', () => as(doctor, { method: 'DELETE', url: `/api/doctors/${doctor.id}/hours` })],
    ['keepOutsideBooking', async () => {
      // The afternoon only on day 2: the morning's bookings fall outside.
      await as(doctor, { method: 'PUT', url: `/api/doctors/${doctor.id}/hours/overrides/${day(2)}`, payload: { periods: [{ start: '13:00', end: '16:00' }] } });
      return as(doctor, { method: 'POST', url: `/api/doctors/${doctor.id}/hours/outside/${toConfirm}/keep` });
    }],
    ['moveOutsideBooking', () => as(doctor, { method: 'POST', url: `/api/doctors/${doctor.id}/hours/outside/${toConfirm}/move`, payload: { date: day(2), time: '14:00' } })],
    ['listNotifications', () => as(doctor, { method: 'GET', url: '/api/notifications' })],
    // MSG-3: every read of a thread, a list of threads or an attachment.
    ['getThreadOptions', () => as(patient, { method: 'GET', url: '/api/threads/options' })],
    ['startThread', async () => {
      const form = multipartBody({ topic: 'result', doctorId: doctor.id, body: 'Is my result normal?' }, [{ field: 'files', name: 'scan.pdf', type: 'application/pdf', bytes: minimalPdf }]);
      const response = await as(patient, { method: 'POST', url: '/api/threads', payload: form.payload, headers: form.headers });
      const detail = response.json<{ thread: { thread: { id: string }; messages: { attachments: { id: string }[] }[] } }>().thread;
      threadId = detail.thread.id;
      fileId = detail.messages[0]?.attachments[0]?.id ?? '';
      return response;
    }],
    ['listMyThreads', () => as(patient, { method: 'GET', url: '/api/threads' })],
    ['getThread', () => as(doctor, { method: 'GET', url: `/api/threads/${threadId}` })],
    ['getThreadAttachment', () => as(doctor, { method: 'GET', url: `/api/threads/${threadId}/attachments/${fileId}` })],
    ['listDoctorThreads', () => as(doctor, { method: 'GET', url: '/api/doctors/me/threads' })],
    ['markThreadRead', () => as(doctor, { method: 'POST', url: `/api/threads/${threadId}/read` })],
    ['postThreadMessage', () => as(doctor, { method: 'POST', url: `/api/threads/${threadId}/messages`, payload: { body: 'Yes, all normal.' } })],
    ['listThreadQueue', () => as(member, { method: 'GET', url: '/api/staff/threads?view=all' })],
    ['assignThread', () => as(member, { method: 'POST', url: `/api/threads/${threadId}/assign`, payload: { assignee: 'me' } })],
    ['closeThread', () => as(member, { method: 'POST', url: `/api/threads/${threadId}/close` })],
    // CHECKIN-6: every read and change of a check-in, card photos included.
    ['getMyCheckIn', () => as(patient, { method: 'GET', url: `/api/appointments/${toConfirm}/check-in` })],
    ['saveCheckInStep', () => as(patient, { method: 'PUT', url: `/api/appointments/${toConfirm}/check-in`, payload: { step: 'insurance', insurance: { mode: 'insurance', provider: 'Aetna', member_number: 'AET-42' } } })],
    ['uploadCheckInCard', async () => {
      const form = multipartBody({}, [{ field: 'file', name: 'front.jpg', type: 'image/jpeg', bytes: await photoWithLocation() }]);
      return as(patient, { method: 'PUT', url: `/api/appointments/${toConfirm}/check-in/cards/front`, payload: form.payload, headers: form.headers });
    }],
    ['getCheckInCard', () => as(member, { method: 'GET', url: `/api/appointments/${toConfirm}/check-in/cards/front` })],
    ['removeCheckInCard', () => as(patient, { method: 'DELETE', url: `/api/appointments/${toConfirm}/check-in/cards/front` })],
    ['getStaffCheckIn', () => as(member, { method: 'GET', url: `/api/staff/check-ins/${toConfirm}` })],
    ['verifyCheckInInsurance', () => as(member, { method: 'POST', url: `/api/staff/check-ins/${toConfirm}/insurance-verified` })],
    ['finishCheckIn', async () => {
      await as(patient, { method: 'PUT', url: `/api/appointments/${toConfirm}/check-in`, payload: { step: 'contact', contact: { name: 'Alex Morgan', email: 'alex@example.test', phone: '4155550100', age: 40, gender: 'female', address: '12 Cedar Ln' } } });
      // The visit asks the questionnaire assigned to every visit above: completed first (CHECKIN-5).
      await as(patient, { method: 'PUT', url: `/api/appointments/${toConfirm}/questionnaires/${questionnaireId}/response`, payload: { resourceType: 'QuestionnaireResponse', questionnaire: 'x', status: 'completed', item: [{ linkId: 'reason', answer: [{ valueString: 'A check-up' }] }] } });
      return as(patient, { method: 'POST', url: `/api/appointments/${toConfirm}/check-in/finish` });
    }],
    ['listSavedReplies', () => as(member, { method: 'GET', url: '/api/staff/saved-replies' })],
    // CONSENT-1 to CONSENT-7: every staff action on a consent, every signature and every read of one.
    ['createConsent', async () => {
      const response = await as(member, { method: 'POST', url: '/api/staff/consents', payload: { title: 'Consent to treatment', body: 'I agree to be treated.' } });
      consentId = response.json<{ consent: { consent: { id: string } } }>().consent.consent.id;
      return response;
    }],
    ['reviseConsent', async () => {
      const response = await as(member, { method: 'PUT', url: `/api/staff/consents/${consentId}`, payload: { title: 'Consent to treatment', body: 'I agree to be examined and treated.' } });
      versionId = response.json<{ consent: { consent: { current: { id: string } } } }>().consent.consent.current.id;
      return response;
    }],
    ['listConsents', () => as(member, { method: 'GET', url: '/api/staff/consents' })],
    ['getConsent', () => as(member, { method: 'GET', url: `/api/staff/consents/${consentId}` })],
    ['listMyConsents', () => as(patient, { method: 'GET', url: '/api/consents' })],
    ['signConsent', async () => {
      const response = await as(patient, { method: 'POST', url: `/api/consents/${consentId}/signatures`, payload: { versionId, method: 'typed', typedName: patient.name } });
      signatureId = response.json<{ signature: { id: string } }>().signature.id;
      return response;
    }],
    ['listMyConsentSignatures', () => as(patient, { method: 'GET', url: '/api/consent-signatures' })],
    ['getConsentSignaturePdf', () => as(member, { method: 'GET', url: `/api/consent-signatures/${signatureId}/pdf` })],
    ['listPatientConsentSignatures', () => as(member, { method: 'GET', url: `/api/staff/patients/${patient.id}/consent-signatures` })],
    ['listDoctorPatientConsentSignatures', () => as(doctor, { method: 'GET', url: `/api/doctors/patients/${patient.id}/consent-signatures` })],
    ['retireConsent', () => as(member, { method: 'POST', url: `/api/staff/consents/${consentId}/retire` })],
    // RECORD-1 to RECORD-6: the record, read by its patient and by a doctor with a visit, its documents and its lists.
    ['getMyRecord', async () => {
      const response = await as(patient, { method: 'GET', url: '/api/record' });
      recordFileId = response.json<{ consents: { file: { id: string } }[] }>().consents[0]?.file.id ?? '';
      return response;
    }],
    ['getPatientRecord', () => as(doctor, { method: 'GET', url: `/api/records/${patient.id}` })],
    ['getRecordFile', () => as(doctor, { method: 'GET', url: `/api/records/${patient.id}/files/${recordFileId}` })],
    ['addRecordEntry', async () => {
      const response = await as(patient, { method: 'POST', url: '/api/record/allergies', payload: { name: 'Penicillin' } });
      entryId = response.json<{ entry: { id: string } }>().entry.id;
      return response;
    }],
    ['updateRecordEntry', () => as(patient, { method: 'PUT', url: `/api/record/allergies/${entryId}`, payload: { name: 'Penicillin', details: 'Rash' } })],
    ['removeRecordEntry', () => as(patient, { method: 'DELETE', url: `/api/record/allergies/${entryId}` })],
    // FHIR-3, FHIR-5: the FHIR API's reads and the record's downloads.
    ['fhirReadPatient', () => as(patient, { method: 'GET', url: `/api/fhir/Patient/${patient.id}` })],
    ['fhirSearchAppointments', () => as(doctor, { method: 'GET', url: `/api/fhir/Appointment?patient=${patient.id}` })],
    ['fhirPatientEverything', () => as(patient, { method: 'GET', url: `/api/fhir/Patient/${patient.id}/$everything` })],
    ['downloadMyRecordBundle', () => as(patient, { method: 'GET', url: '/api/record-download/fhir' })],
    ['downloadMyRecordPdf', () => as(patient, { method: 'GET', url: '/api/record-download/pdf' })],
    // SHARE-1 to SHARE-5: the patient's share links, and a signed-out reader opening one.
    ['createRecordShare', async () => {
      const response = await as(patient, { method: 'POST', url: '/api/record-shares', payload: { expires_in_days: 1 } });
      const answer = response.json<{ share: { id: string }; path: string }>();
      shareId = answer.share.id;
      shareKey = answer.path.split('#')[1] ?? '';
      return response;
    }],
    ['openSharedRecord', () => anonymous({ method: 'POST', url: '/api/shared-record', payload: { key: shareKey } })],
    ['downloadSharedRecordBundle', () => anonymous({ method: 'POST', url: '/api/shared-record/fhir', payload: { key: shareKey } })],
    ['downloadSharedRecordPdf', () => anonymous({ method: 'POST', url: '/api/shared-record/pdf', payload: { key: shareKey } })],
    ['downloadSharedRecordFile', () => anonymous({ method: 'POST', url: `/api/shared-record/files/${recordFileId}`, payload: { key: shareKey } })],
    ['listRecordShares', () => as(patient, { method: 'GET', url: '/api/record-shares' })],
    ['revokeRecordShare', () => as(patient, { method: 'DELETE', url: `/api/record-shares/${shareId}` })],
    // FAMILY-1, FAMILY-6: the guardian's dependents.
    ['addDependent', async () => {
      const response = await as(patient, { method: 'POST', url: '/api/dependents', payload: { name: 'Leo Lopez', date_of_birth: day(-2000), relationship: 'child' } });
      dependentId = response.json<{ dependent: { id: string } }>().dependent.id;
      return response;
    }],
    ['listDependents', () => as(patient, { method: 'GET', url: '/api/dependents' })],
    ['updateDependent', () => as(patient, { method: 'PUT', url: `/api/dependents/${dependentId}`, payload: { name: 'Leo M. Lopez', date_of_birth: day(-2000), relationship: 'child' } })],
    ['removeDependent', () => as(patient, { method: 'DELETE', url: `/api/dependents/${dependentId}` })],
    // FAMILY-7 to FAMILY-10: staff invite a dependent of age, who claims their record (here the account of the address invited).
    ['listOfAgeDependents', () => as(admin, { method: 'GET', url: '/api/staff/families/of-age' })],
    ['inviteDependent', async () => {
      const [grown] = await t.database.db.insert(dependents).values({ guardianId: patient.id, name: 'Ada Lopez', dateOfBirth: day(-7500), relationship: 'child' }).returning({ id: dependents.id });
      // The patient's address now (an e-mail change above may have moved it).
      const [account] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, patient.id));
      const send = vi.spyOn(t.app.mailer, 'send');
      try {
        const response = await as(admin, { method: 'POST', url: `/api/staff/families/${grown?.id ?? ''}/invitation`, payload: { email: account?.email } });
        claimToken = /#([A-Za-z0-9_-]{43})/.exec(send.mock.calls[0]?.[0].text ?? '')?.[1] ?? '';
        return response;
      } finally {
        send.mockRestore();
      }
    }],
    ['inspectRecordClaim', () => anonymous({ method: 'POST', url: '/api/record-claims/inspect', payload: { token: claimToken } })],
    ['claimRecord', () => as(patient, { method: 'POST', url: '/api/record-claims/claim', payload: { token: claimToken } })],
    // PROXY-1 to PROXY-6: the patient's proxies; the invitation's link token is set here (the mail is not read).
    ['inviteProxy', () => as(patient, { method: 'POST', url: '/api/proxies', payload: { email: 'helper@example.com', scopes: ['read'] } })],
    ['acceptProxyInvitation', async () => {
      const proxy = await createPatient(t.database.db, t.config.jwtSecret, 'Hugo Helper');
      const token = 'coverage-proxy-invitation-token';
      const [grant] = await t.database.db
        .insert(proxyGrants)
        .values({ patientId: patient.id, email: proxy.email, tokenHash: createHash('sha256').update(token).digest('hex'), invitationExpiresAt: new Date(Date.now() + 3_600_000), scopes: ['read'] })
        .returning({ id: proxyGrants.id });
      proxyGrantId = grant?.id ?? '';
      return as(proxy, { method: 'POST', url: '/api/proxies/accept', payload: { token } });
    }],
    ['listProxies', () => as(patient, { method: 'GET', url: '/api/proxies' })],
    ['listProxyActivity', () => as(patient, { method: 'GET', url: '/api/proxies/activity' })],
    ['endProxy', () => as(patient, { method: 'DELETE', url: `/api/proxies/${proxyGrantId}` })],
    // SUMMARY-1 to SUMMARY-5: the visit's doctor writes, signs and amends; the patient reads.
    ['getVisitSummary', async () => {
      summaryVisit = (await placeAppointment(t.database.db, patient, doctor, day(-3), '09:00', 'completed')).id;
      return as(doctor, { method: 'GET', url: `/api/doctors/appointments/${summaryVisit}/summary` });
    }],
    ['saveVisitSummaryDraft', () => as(doctor, { method: 'PUT', url: `/api/doctors/appointments/${summaryVisit}/summary`, payload: { reason: 'Cough' } })],
    ['signVisitSummary', () => as(doctor, { method: 'POST', url: `/api/doctors/appointments/${summaryVisit}/summary/sign`, payload: { reason: 'Cough', assessment: 'Viral bronchitis', plan: 'Rest and fluids' } })],
    ['addVisitSummaryAddendum', () => as(doctor, { method: 'POST', url: `/api/doctors/appointments/${summaryVisit}/summary/addenda`, payload: { text: 'Chest X-ray clear.' } })],
    ['listMyVisitSummaries', () => as(patient, { method: 'GET', url: '/api/visit-summaries' })],
    ['getMyVisitSummary', () => as(patient, { method: 'GET', url: `/api/appointments/${summaryVisit}/summary` })],
    ['getCalendarFeed', async () => {
      // The feed takes no sign-in: its URL's token is the key (PORTAL-13).
      const { path } = (await as(doctor, { method: 'POST', url: '/api/doctors/me/calendar-feed' })).json<{ path: string }>();
      calls += 1;
      return t.app.inject({ method: 'GET', url: path, headers: { 'x-request-id': `audit-coverage-${String(calls)}` } });
    }],
    ['getStaffDashboard', () => as(member, { method: 'GET', url: '/api/staff/dashboard' })],
    ['listPendingApprovals', () => as(admin, { method: 'GET', url: '/api/staff/approvals' })],
    ['verifyDoctor', () => as(admin, { method: 'POST', url: `/api/staff/doctors/${applicantDoctor.id}/verify`, payload: { licenceChecked: true } })],
    ['rejectDoctor', () => as(admin, { method: 'POST', url: `/api/staff/doctors/${rejectedDoctor.id}/reject`, payload: { reason: 'No licence on file' } })],
    ['approveStaff', () => as(admin, { method: 'POST', url: `/api/staff/staff/${applicantStaff.id}/approve` })],
    ['rejectStaff', () => as(admin, { method: 'POST', url: `/api/staff/staff/${rejectedStaff.id}/reject`, payload: { reason: 'Not employed here' } })],
    ['listStaffDoctors', () => as(member, { method: 'GET', url: '/api/staff/doctors' })],
    ['updateStaffDoctor', () => as(member, { method: 'PATCH', url: `/api/staff/doctors/${doctor.id}`, payload: { trending: true } })],
    ['deactivateDoctor', () => as(member, { method: 'POST', url: `/api/staff/doctors/${applicantDoctor.id}/deactivate` })],
    ['reactivateDoctor', () => as(member, { method: 'POST', url: `/api/staff/doctors/${applicantDoctor.id}/reactivate` })],
    ['listStaffMembers', () => as(admin, { method: 'GET', url: '/api/staff/members' })],
    ['setStaffAdministrator', () => as(admin, { method: 'PUT', url: `/api/staff/staff/${member.id}/administrator`, payload: { administrator: false } })],
    ['deactivateStaffMember', () => as(admin, { method: 'POST', url: `/api/staff/staff/${leaver.id}/deactivate`, payload: { reason: 'Left the clinic' } })],
    ['reactivateStaffMember', () => as(admin, { method: 'POST', url: `/api/staff/staff/${leaver.id}/reactivate`, payload: { reason: 'Came back' } })],
    ['listContactMessages', () => as(member, { method: 'GET', url: '/api/staff/contact-messages' })],
    ['handleContactMessage', () => as(member, { method: 'POST', url: `/api/staff/contact-messages/${messageId}/handle`, payload: {} })],
    ['replyToContactMessage', () => as(member, { method: 'POST', url: `/api/staff/contact-messages/${messageId}/reply`, payload: { reply: 'Thank you, we have booked you in.' } })],
    ['listAmbulanceRequests', () => as(member, { method: 'GET', url: '/api/staff/ambulance-requests' })],
    ['changeAmbulanceRequestStatus', () => as(member, { method: 'POST', url: `/api/staff/ambulance-requests/${ambulanceId}/status`, payload: { status: 'dispatched' } })],
    ['listStaffAppointments', () => as(member, { method: 'GET', url: '/api/staff/appointments' })],
    ['getStaffAppointment', () => as(member, { method: 'GET', url: `/api/staff/appointments/${toConfirm}` })],
    ['changeStaffAppointmentStatus', () => as(member, { method: 'PATCH', url: `/api/staff/appointments/${toConfirm}/status`, payload: { status: 'cancelled', reason: 'The doctor is away that day' } })],
    ['searchPatients', () => as(member, { method: 'GET', url: '/api/staff/patients?q=alex' })],
    ['listAppointmentMessages', () => as(member, { method: 'GET', url: '/api/staff/appointment-messages' })],
    ['retryAppointmentMessage', async () => {
      // No worker runs here: make one of the booking's e-mails failed, as if every attempt had failed.
      const [failed] = await t.database.db.update(appointmentMessages).set({ status: 'failed' }).where(eq(appointmentMessages.appointmentId, toConfirm)).returning({ id: appointmentMessages.id });
      return as(member, { method: 'POST', url: `/api/staff/appointment-messages/${failed?.id ?? ''}/retry` });
    }],
    ['listAuditLog', () => as(admin, { method: 'GET', url: '/api/staff/audit-log' })],
    ['exportAuditLog', () => as(admin, { method: 'GET', url: '/api/staff/audit-log/export' })],
  ];
}

describe('personal data in the OpenAPI document', () => {
  it('is marked on every signed-in operation that answers it; the rest are named here with a reason', () => {
    const signedIn = operations.filter((operation) => (operation.security ?? []).length > 0);
    expect(signedIn.length).toBeGreaterThan(40);
    const undecided = signedIn.filter((operation) => operation['x-personal-data'] === undefined && notPersonal[operation.operationId] === undefined);
    expect(undecided.map((operation) => operation.operationId)).toEqual([]);
    const markedAndExcused = signedIn.filter((operation) => operation['x-personal-data'] !== undefined && notPersonal[operation.operationId] !== undefined);
    expect(markedAndExcused.map((operation) => operation.operationId)).toEqual([]);
  });

  it('has a call below for every marked operation', () => {
    const marked = operations.filter((operation) => operation['x-personal-data'] !== undefined).map((operation) => operation.operationId);
    expect(marked.sort()).toEqual(personalCalls().map(([operationId]) => operationId).sort());
  });
});

describe('every call of a route that answers personal data', () => {
  it('writes at least one audit row with its request id', async () => {
    const missing: string[] = [];
    for (const [operationId, call] of personalCalls()) {
      const response = await call();
      expect(response.statusCode, `${operationId}: ${response.body.slice(0, 200)}`).toBeLessThan(300);
      const requestId = response.headers['x-request-id'];
      const rows = await t.database.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.requestId, String(requestId)));
      if (rows.length === 0) missing.push(operationId);
    }
    expect(missing).toEqual([]);
    // About 150 calls, some of them writing PDFs and whole records: more than the default 30 s on a loaded machine.
  }, 180_000);

  it('names each patient a doctor’s notifications show', async () => {
    const rows = await t.database.db.select({ patientId: auditLog.patientId, actorId: auditLog.actorId }).from(auditLog).where(eq(auditLog.action, 'notification.list'));
    expect(rows).toContainEqual({ patientId: accounts.patient.id, actorId: accounts.doctor.id });
  });
});

describe('a refusal on the staff console', () => {
  it('writes a row for a signed-in caller of another role, and for staff at an administrator’s route', async () => {
    const patientTry = await as(accounts.patient, { method: 'GET', url: '/api/staff/dashboard' });
    const staffTry = await as(accounts.member, { method: 'GET', url: '/api/staff/approvals' });
    expect([patientTry.statusCode, staffTry.statusCode]).toEqual([403, 403]);
    for (const [response, account, route] of [[patientTry, accounts.patient, '/api/staff/dashboard'], [staffTry, accounts.member, '/api/staff/approvals']] as const) {
      const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.requestId, String(response.headers['x-request-id'])));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ action: 'staff_console.denied', actorId: account.id, detail: route });
    }
  });
});
