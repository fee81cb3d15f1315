import type { PatientAppointment } from '@clinvia/contracts/appointments';
import { describe, expect, it } from 'vitest';
import { clinicNow, splitAppointments } from './split';

function appointment(id: string, date: string, time: string, status: PatientAppointment['status'] = 'pending'): PatientAppointment {
  return {
    id,
    patient_id: 'p',
    doctor_id: 'd',
    appointment_date: date,
    appointment_time: time,
    appointment_type: 'Consultation',
    reason: 'Recurring headaches',
    status,
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
    patient_confirmed_at: null,
    check_in: 'closed',
    dependent: null,
    timeZone: 'America/New_York',
    location: { id: 'loc-main', name: 'Main clinic', address: '1 Main St, Boston, MA', time_zone: 'America/New_York' },
  };
}

describe('splitAppointments', () => {
  const now = { date: '2026-01-10', time: '12:00' };

  it('puts what is still ahead in Upcoming, soonest first, and what has begun in Past, newest first', () => {
    const list = [
      appointment('past-old', '2026-01-02', '09:00'),
      appointment('later', '2026-01-12', '09:00'),
      appointment('today-late', '2026-01-10', '15:30'),
      appointment('past-new', '2026-01-09', '13:00'),
      appointment('today-early', '2026-01-10', '09:00'),
      appointment('today-now', '2026-01-10', '12:00'),
      appointment('past-new-earlier', '2026-01-09', '09:30'),
    ];
    const { upcoming, past, cancelled } = splitAppointments(list, now);
    expect(upcoming.map((item) => item.id)).toEqual(['today-late', 'later']);
    expect(past.map((item) => item.id)).toEqual(['today-now', 'today-early', 'past-new', 'past-new-earlier', 'past-old']);
    expect(cancelled).toEqual([]);
  });

  it('never counts a cancelled or completed appointment as upcoming (APPT-9)', () => {
    const list = [
      appointment('confirmed', '2026-01-11', '09:00', 'confirmed'),
      appointment('cancelled-ahead', '2026-01-12', '09:00', 'cancelled'),
      appointment('cancelled-today', '2026-01-10', '15:00', 'cancelled'),
      appointment('cancelled-gone', '2026-01-08', '09:00', 'cancelled'),
      appointment('completed', '2026-01-09', '09:00', 'completed'),
    ];
    const { upcoming, past, cancelled } = splitAppointments(list, now);
    expect(upcoming.map((item) => item.id)).toEqual(['confirmed']);
    expect(cancelled.map((item) => item.id)).toEqual(['cancelled-today', 'cancelled-ahead']);
    expect(past.map((item) => item.id)).toEqual(['completed', 'cancelled-gone']);
  });
});

describe('clinicNow', () => {
  const instant = Date.UTC(2026, 0, 10, 17, 5);

  it("reads the browser's clock in the clinic's zone", () => {
    expect(clinicNow('America/New_York', '2026-01-10', instant)).toEqual({ date: '2026-01-10', time: '12:05' });
  });

  it("falls back to the start of the server's today when the browser's date disagrees", () => {
    expect(clinicNow('America/New_York', '2026-01-11', instant)).toEqual({ date: '2026-01-11', time: '00:00' });
  });
});
