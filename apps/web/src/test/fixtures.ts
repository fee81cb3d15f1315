import type { DoctorAppointment, PatientAppointment } from '@clinvia/contracts/appointments';
import type { ConsentSignature } from '@clinvia/contracts/consents';
import type { OwnDoctorProfile } from '@clinvia/contracts/doctor-portal';
import type { DoctorDetail } from '@clinvia/contracts/doctors';
import type { StaffDashboard } from '@clinvia/contracts/staff';

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
