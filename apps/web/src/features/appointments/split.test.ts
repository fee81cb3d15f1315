import type { PatientAppointment } from '@clinvia/contracts/appointments';
import { describe, expect, it } from 'vitest';
import { splitAppointments } from './split';

function appointment(id: string, date: string, time: string): PatientAppointment {
  return {
    id,
    patient_id: 'p',
    doctor_id: 'd',
    appointment_date: date,
    appointment_time: time,
    appointment_type: 'Consultation',
    reason: 'Recurring headaches',
    status: 'pending',
    status_reason: null,
    doctor_name: 'Maya Patel',
    doctor_specialization: 'Cardiology',
    doctor_face_url: null,
    clinic_address: null,
    is_insurance: false,
    insurance_provider: null,
    patient_name: 'Alex Morgan',
    patient_email: 'alex@example.test',
    patient_phone: '4155550100',
    created_at: '2026-01-01T00:00:00.000Z',
    can_cancel: true,
    can_reschedule: true,
  };
}

describe('splitAppointments', () => {
  it('puts today and later in Upcoming, soonest first, and earlier days in Past, newest first', () => {
    const list = [
      appointment('past-old', '2026-01-02', '09:00'),
      appointment('later', '2026-01-12', '09:00'),
      appointment('today-late', '2026-01-10', '15:30'),
      appointment('past-new', '2026-01-09', '13:00'),
      appointment('today-early', '2026-01-10', '09:00'),
      appointment('past-new-earlier', '2026-01-09', '09:30'),
    ];
    const { upcoming, past } = splitAppointments(list, '2026-01-10');
    expect(upcoming.map((item) => item.id)).toEqual(['today-early', 'today-late', 'later']);
    expect(past.map((item) => item.id)).toEqual(['past-new', 'past-new-earlier', 'past-old']);
  });
});
