import type { DoctorAppointment } from '@clinvia/contracts/appointments';
import { describe, expect, it } from 'vitest';
import { decisionsFor } from './decisions';

const base: DoctorAppointment = {
  id: 'a1',
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
};

describe('decisionsFor', () => {
  it('offers accept and reject for a request, complete, no-show and cancel for a begun confirmed visit, as the server allows', () => {
    expect(decisionsFor(base)).toEqual(['accept', 'reject']);
    expect(decisionsFor({ ...base, status: 'confirmed', next_statuses: ['completed', 'no_show', 'cancelled'] })).toEqual(['complete', 'no_show', 'cancel']);
    expect(decisionsFor({ ...base, status: 'confirmed', next_statuses: ['cancelled'] })).toEqual(['cancel']);
    expect(decisionsFor({ ...base, status: 'completed', next_statuses: [] })).toEqual([]);
    expect(decisionsFor({ ...base, status: 'no_show', next_statuses: [] })).toEqual([]);
    // NOSHOW-2: a booking clinic staff confirm offers the doctor only the decline.
    expect(decisionsFor({ ...base, staff_confirms: true })).toEqual(['reject']);
  });
});
