import type { DoctorAppointment, PatientAppointment, PatientProfile } from '@clinvia/contracts/appointments';
import type { CheckIn } from '@clinvia/contracts/check-ins';
import type { ConsentSignature } from '@clinvia/contracts/consents';
import type { OwnDoctorProfile } from '@clinvia/contracts/doctor-portal';
import type { DoctorDetail, DoctorListItem, TrendingDoctor } from '@clinvia/contracts/doctors';
import type { PatientRecord, RecordEntry } from '@clinvia/contracts/record';
import type { SharedRecord } from '@clinvia/contracts/record-shares';
import { offerMessages, type WaitlistOffer } from '@clinvia/contracts/waitlist';
import type { AmbulanceQueueItem, StaffDashboard } from '@clinvia/contracts/staff';
import type { QuestionnaireResponse } from '@clinvia/contracts/questionnaire';
import { FREQUENCY_ANSWERS, LOINC, phq9Questionnaire } from '@clinvia/contracts/questionnaire-instruments';
import { PHQ9_ITEM9_FLAG, PHQ9_SOURCE } from '@clinvia/contracts/questionnaire-scoring';
import type { AppointmentAnswers } from '@clinvia/contracts/questionnaires';
import type { VisitSummary } from '@clinvia/contracts/visit-summaries';

// Answers of the API as the contracts shape them, for component tests to start from.

/** A patient's confirmed follow-up with Dr. Maya Patel (patient 7, as `patient` in render.tsx). */
export function patientAppointment(overrides: Partial<PatientAppointment> = {}): PatientAppointment {
  return {
    id: 'appt-1',
    patient_id: '7',
    doctor_id: 'doctor-42',
    appointment_date: '2030-03-12',
    appointment_time: '10:30',
    appointment_type: 'Follow-up',
    reason: 'Blood pressure check',
    status: 'confirmed',
    status_reason: null,
    doctor_name: 'Maya Patel',
    doctor_specialization: 'Cardiology',
    doctor_face_url: null,
    clinic_address: '1 Main St, Boston, MA',
    is_insurance: false,
    insurance_provider: null,
    patient_name: 'Maria Lopez',
    patient_email: 'maria@example.com',
    patient_phone: '+15550100',
    created_at: '2030-03-01T09:00:00.000Z',
    can_cancel: true,
    can_reschedule: true,
    patient_confirmed_at: null,
    timeZone: 'America/New_York',
    location: { id: 'loc-main', name: 'Main clinic', address: '1 Main St, Boston, MA', time_zone: 'America/New_York' },
    check_in: 'closed',
    dependent: null,
    ...overrides,
  };
}

/** The staff console's dashboard of a member who is not an administrator, on a quiet day. */
export function staffDashboard(overrides: Partial<StaffDashboard> = {}): StaffDashboard {
  return {
    administrator: false,
    today: '2030-03-10',
    appointments_today: { pending: 0, confirmed: 0, completed: 0, cancelled: 0 },
    pending_approvals: { doctors: 0, staff: 0 },
    new_contact_messages: 0,
    open_ambulance_requests: 0,
    listed_by_specialization: [],
    email_off: false,
    new_emergency: null,
    ...overrides,
  };
}

/** Sam Reed's emergency call on the staff console's ambulance queue (STAFF-8, AMB-4): new, no note yet. */
export function ambulanceEmergency(overrides: Partial<AmbulanceQueueItem> = {}): AmbulanceQueueItem {
  return {
    id: '7a1e4c2b-3d5f-4a6b-8c9d-0e1f2a3b4c5d',
    reference: 'AMB-7K3Q9D',
    kind: 'emergency',
    full_name: 'Sam Reed',
    phone: '4155550142',
    location: '5 Pier St',
    description: 'Fell and cannot stand',
    pickup_address: null,
    transport_date: null,
    transport_time: null,
    transport_type: null,
    equipment_needed: false,
    staff_assistance: false,
    status: 'new',
    staff_notes: null,
    handled_by: null,
    handled_at: null,
    created_at: '2030-03-10T09:00:00.000Z',
    ...overrides,
  };
}

/** Ana Diaz's wheelchair transport on the same queue, 2030-03-12 at 10:30, with staff assistance: new. */
export function ambulanceTransport(overrides: Partial<AmbulanceQueueItem> = {}): AmbulanceQueueItem {
  return ambulanceEmergency({
    id: '8b2f5d3c-4e6a-4b7c-9d0e-1f2a3b4c5d6e',
    reference: 'AMB-2P8X4M',
    kind: 'transport',
    full_name: 'Ana Diaz',
    location: null,
    description: null,
    pickup_address: '12 Cedar Ln',
    transport_date: '2030-03-12',
    transport_time: '10:30',
    transport_type: 'Wheelchair Accessible',
    staff_assistance: true,
    ...overrides,
  });
}

/** A patient's request to Dr. Maya Patel as the doctor portal lists it: pending, to accept or decline. */
export function doctorAppointment(overrides: Partial<DoctorAppointment> = {}): DoctorAppointment {
  return {
    id: '5e2d8c1a-7b3f-4c9e-8a1d-2f4b6c8e0a13',
    appointment_date: '2026-01-07',
    appointment_time: '09:30',
    appointment_type: 'Consultation',
    reason: 'Recurring headaches',
    status: 'pending',
    status_reason: null,
    doctor_id: 'd1',
    doctor_name: 'Maya Patel',
    doctor_specialization: 'Cardiology',
    patient_id: 'p1',
    patient: { name: 'Alex Morgan', age: 34, gender: 'female' },
    contact_name: 'Alex Morgan',
    patient_confirmed_at: null,
    next_statuses: ['confirmed', 'cancelled'],
    staff_confirms: false,
    declined: false,
    timeZone: 'America/New_York',
    location: { id: 'loc-main', name: 'Main clinic', address: '1 Main St, Boston, MA', time_zone: 'America/New_York' },
    check_in: null,
    dependent: null,
    ...overrides,
  };
}

/** Dr. Maya Patel as the public profile and the booking wizard read her: listed, bookable, no bio yet. */
export function doctorDetail(overrides: Partial<DoctorDetail> = {}): DoctorDetail {
  const id = '00000000-0000-4000-8000-000000000042';
  return {
    id,
    user_id: id,
    name: 'Maya Patel',
    email: 'maya@clinvia.test',
    specialization: 'Cardiology',
    qualifications: 'MBBS, MD (Cardiology)',
    experience_years: 12,
    consultation_fee: 150,
    rating: 4.7,
    available: true,
    trending: false,
    face_url: null,
    city: 'Boston, MA',
    clinic_address: '1 Main St, Boston, MA',
    created_at: '2024-01-05T10:00:00.000Z',
    bio: null,
    insurance_plans: [],
    languages: [],
    location: { name: null, address: '1 Main St, Boston, MA' },
    ...overrides,
  };
}

/** A doctor's own profile as the portal reads it (GET /api/doctors/me): listed. */
export function ownDoctorProfile(overrides: Partial<OwnDoctorProfile> = {}): OwnDoctorProfile {
  return { ...doctorDetail(), listing: 'listed', rejection_reason: null, ...overrides };
}

/** Maria Lopez's drawn signature of 'Consent to treatment', version 1 (CONSENT-4), on no visit. */
export function consentSignature(overrides: Partial<ConsentSignature> = {}): ConsentSignature {
  return {
    id: '22222222-2222-4222-8222-222222222222',
    consent_id: '33333333-3333-4333-8333-333333333333',
    title: 'Consent to treatment',
    version: 1,
    version_id: '44444444-4444-4444-8444-444444444444',
    method: 'drawn',
    signed_name: 'Maria Lopez',
    signed_at: '2030-01-15T16:30:00.000Z',
    content_sha256: 'a'.repeat(64),
    appointment_id: null,
    pdf: { size: 1200, sha256: 'b'.repeat(64) },
    ...overrides,
  };
}

/** The completed visit of `patientRecord` (RECORD-1), with a signed summary. */
export const recordVisitId = '11111111-1111-4111-8111-111111111111';

/** A medication on Maria Lopez's record, noted at her check-in for the visit `recordVisitId`. */
export function recordEntry(overrides: Partial<RecordEntry> = {}): RecordEntry {
  return {
    id: '22222222-2222-4222-8222-222222222222',
    list: 'medications',
    name: 'Metformin 500 mg',
    details: null,
    started_on: null,
    ended_on: null,
    source: 'check_in',
    check_in: { appointment_id: recordVisitId, appointment_date: '2026-11-20' },
    created_at: '2026-11-20T15:00:00.000Z',
    updated_at: '2026-11-20T15:00:00.000Z',
    ...overrides,
  };
}

/** Maria Lopez's record as she reads it (GET /api/record): one medication, one visit, one thread. */
export function patientRecord(overrides: Partial<PatientRecord> = {}): PatientRecord {
  return {
    patient: { id: '33333333-3333-4333-8333-333333333333', name: 'Maria Lopez', email: 'maria@example.com', phone: null, age: 41, gender: 'female', address: '12 Elm St' },
    editable: true,
    time_zone: 'America/New_York',
    lists: { medications: [recordEntry()], allergies: [], conditions: [] },
    visits: [
      {
        id: recordVisitId,
        date: '2026-11-20',
        time: '10:00',
        time_zone: 'America/New_York',
        status: 'completed',
        type: 'Consultation',
        doctor: { id: '44444444-4444-4444-8444-444444444444', name: 'Dr. Maya Patel', specialization: 'Cardiology' },
        upcoming: false,
        summary: { id: '66666666-6666-4666-8666-666666666666', signed_at: '2026-11-20T16:00:00.000Z' },
      },
    ],
    questionnaires: [],
    consents: [],
    documents: [],
    threads: [{ id: '55555555-5555-4555-8555-555555555555', topic: 'medication', doctor_name: null, message_count: 2, last_message_at: '2026-11-21T15:00:00.000Z', closed: false }],
    ...overrides,
  };
}

/**
 * Maria Lopez's record as a share link opens it (SHARE-2, SHARE-3): read-only, an allergy, her
 * insurance card and the signed summary of her visit of Nov 20, 2026 (`summary` changes it).
 */
export function sharedRecord(summary: Partial<VisitSummary> = {}): SharedRecord {
  const own = patientRecord();
  return {
    record: patientRecord({
      patient: { ...own.patient, address: null },
      editable: false,
      lists: { medications: [], allergies: [recordEntry({ list: 'allergies', name: 'Penicillin', details: 'Rash', source: 'patient', check_in: null })], conditions: [] },
      visits: [],
      documents: [{ kind: 'insurance_card', file: { id: '77777777-7777-4777-8777-777777777777', name: 'card-front.jpg', contentType: 'image/jpeg', size: 1000, createdAt: '2026-11-20T15:00:00.000Z' }, thread_id: null, appointment_id: null }],
      threads: [],
    }),
    summaries: [
      {
        id: '66666666-6666-4666-8666-666666666666',
        appointment_id: recordVisitId,
        status: 'signed',
        reason: 'Cough for two weeks',
        assessment: 'Viral bronchitis',
        plan: 'Rest and fluids',
        medications_started: [],
        medications_changed: [],
        medications_stopped: [],
        instructions: '',
        follow_up: null,
        updated_at: '2026-11-20T16:00:00.000Z',
        signed_at: '2026-11-20T16:00:00.000Z',
        doctor: { id: '44444444-4444-4444-8444-444444444444', name: 'Maya Patel', specialization: 'Cardiology' },
        visit_date: '2026-11-20',
        visit_time: '10:00',
        time_zone: 'America/New_York',
        addenda: [],
        ...summary,
      },
    ],
    share: { label: 'Dr. Ruiz, cardiology', expires_at: '2026-12-01T15:00:00.000Z' },
  };
}

/** Maria Lopez's profile (GET /api/patients/get-patient-profile/7), with one visit coming. */
export function patientProfile(overrides: Partial<PatientProfile['patient']> = {}): PatientProfile {
  return {
    patient: {
      id: '7',
      name: 'Maria Lopez',
      email: 'maria@example.com',
      phone_number: '+15550100',
      age: 41,
      gender: 'female',
      address: '12 Elm St, Boston',
      member_since: '2025-02-03T10:00:00.000Z',
      upcoming_appointments: [patientAppointment()],
      appointment_counts: { upcoming: 1, total: 4 },
      ...overrides,
    },
  };
}

/** A slot with Dr. Maya Patel held for the patient (WAIT-2) until 10:15 AM New York on 2030-03-12. */
export function waitlistOffer(overrides: Partial<WaitlistOffer> = {}): WaitlistOffer {
  return {
    id: '11111111-2222-4333-8444-555566667777',
    state: 'ready',
    message: offerMessages.ready,
    doctor_id: '00000000-0000-4000-8000-000000000042',
    doctor_name: 'Maya Patel',
    specialization: 'Cardiology',
    date: '2030-03-13',
    time: '14:30',
    timeZone: 'America/New_York',
    expires_at: '2030-03-12T14:15:00.000Z',
    needs_details: false,
    appointment_id: null,
    moves_appointment: null,
    ...overrides,
  };
}

/** Dr. Aisha Khan as the directory lists her (FIND-7): bookable, next free on 2030-03-05. */
export function doctorListItem(overrides: Partial<DoctorListItem> = {}): DoctorListItem {
  return {
    user_id: '00000000-0000-4000-8000-000000000021',
    name: 'Aisha Khan',
    specialization: 'Cardiology',
    qualifications: 'MD',
    rating: 4.6,
    experience_years: 10,
    consultation_fee: 120,
    available: true,
    trending: false,
    face_url: null,
    city: 'Boston, MA',
    available_today: false,
    next_available_date: '2030-03-05',
    next_available_time: null,
    timeZone: 'America/New_York',
    // DOC-13: English, as most of the demo doctors.
    languages: ['en'],
    ...overrides,
  };
}

/** Dr. Maya Patel as the home page's carousel lists her (FIND-1, FIND-16): bookable, next free on 2026-01-07 at 9:30 AM. */
export function trendingDoctor(overrides: Partial<TrendingDoctor> = {}): TrendingDoctor {
  return {
    doctor_id: 'd-1',
    name: 'Maya Patel',
    face_url: null,
    experience_years: 12,
    specialization: 'Cardiology',
    consultation_fee: 150,
    available: true,
    next_available_date: '2026-01-07',
    next_available_time: '09:30',
    timeZone: 'America/New_York',
    languages: ['en'],
    ...overrides,
  };
}

/** A doctor's summary of a visit on Nov 28, 2026 (SUMMARY-1): a draft unless told otherwise. */
export function visitSummary(appointmentId: string, overrides: Partial<VisitSummary> = {}): VisitSummary {
  return {
    id: '00000000-0000-4000-8000-000000000010',
    appointment_id: appointmentId,
    status: 'draft',
    reason: 'Cough',
    assessment: '',
    plan: '',
    medications_started: [],
    medications_changed: [],
    medications_stopped: [],
    instructions: '',
    follow_up: null,
    updated_at: '2026-11-29T10:00:00.000Z',
    signed_at: null,
    doctor: { id: '00000000-0000-4000-8000-000000000003', name: 'Dana Doc', specialization: 'Pulmonology' },
    visit_date: '2026-11-28',
    visit_time: '10:00',
    time_zone: 'America/New_York',
    addenda: [],
    ...overrides,
  };
}

type AnsweredQuestionnaire = AppointmentAnswers['questionnaires'][number];

/**
 * A visit's completed PHQ-9 (INTAKE-15): 14, Moderate, item 9 flagged, 2 (Minimal) at the visit of
 * Oct 1, 2026, with the first item's answer changed from `before` to 'Nearly every day'.
 */
export function completedPhq9(items: AnsweredQuestionnaire['response']['item'] = [], before: string[] = []): AnsweredQuestionnaire {
  return {
    questionnaire_id: '00000000-0000-4000-8000-000000000002',
    title: phq9Questionnaire.title,
    version: 1,
    status: 'completed',
    completed_at: '2026-11-29T10:00:00.000Z',
    questionnaire: phq9Questionnaire,
    response: { resourceType: 'QuestionnaireResponse', questionnaire: 'x|1', status: 'completed', item: items },
    score: { instrument: 'PHQ-9', score: 14, band: 'Moderate', flags: [{ linkId: 'phq-9-9', message: PHQ9_ITEM9_FLAG }], source: PHQ9_SOURCE },
    previous: {
      completed_at: '2026-10-01T10:00:00.000Z',
      appointment_date: '2026-10-01',
      score: { instrument: 'PHQ-9', score: 2, band: 'Minimal', flags: [], source: PHQ9_SOURCE },
      changes: [{ linkId: 'phq-9-1', text: 'Little interest or pleasure in doing things', before, after: ['Nearly every day'] }],
    },
  };
}

/** The visit of `patientCheckIn`: Maria Lopez's, on 2030-03-12 at 10:00 AM New York. */
export const checkInAppointmentId = '6a7b8c9d-0000-4000-8000-000000000042';

/** The contact details Maria Lopez confirmed at her check-in (CHECKIN-3). */
export const checkInContact = { name: 'Maria Lopez', email: 'maria@example.com', phone: '4155550100', age: 34, gender: 'female' as const, address: '5 Elm St, Boston, MA' };

/**
 * Maria Lopez's check-in (GET …/check-in, CHECKIN-2): open (from 2030-03-09 at 15:00 UTC, three
 * days before the visit), nothing saved, three steps, the contact step prefilled from her profile.
 */
export function patientCheckIn(overrides: Partial<CheckIn> = {}): CheckIn {
  return {
    appointment_id: checkInAppointmentId,
    availability: 'open',
    window: { opens_at: '2030-03-09T15:00:00.000Z', closes_at: '2030-03-12T15:00:00.000Z', open_days: 3 },
    steps: ['contact', 'insurance', 'review'],
    current_step: 'contact',
    questionnaires: { total: 0, completed: 0 },
    consents: { total: 0, signed: 0 },
    contact: null,
    contact_prefill: { ...checkInContact },
    insurance: null,
    cards: { front: null, back: null },
    completed_at: null,
    insurance_verified_at: null,
    ...overrides,
  };
}

/** A completed PHQ-9, each item answered with the frequency worth `points[i]` (0–3), as the form sends it. */
export function phq9Response(points: readonly number[]): QuestionnaireResponse {
  return {
    resourceType: 'QuestionnaireResponse',
    questionnaire: 'phq-9',
    status: 'completed',
    item: points.map((value, index) => {
      const answer = FREQUENCY_ANSWERS[value];
      return { linkId: `phq-9-${String(index + 1)}`, answer: [{ valueCoding: { system: LOINC, code: answer?.code ?? '', display: answer?.display } }] };
    }),
  };
}
