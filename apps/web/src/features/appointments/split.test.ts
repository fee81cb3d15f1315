import type { PatientAppointment } from '@clinvia/contracts/appointments';
import { describe, expect, it } from 'vitest';
import { patientAppointment } from '../../test/fixtures';
import { clinicNow, splitAppointments } from './split';

function appointment(id: string, date: string, time: string, status: PatientAppointment['status'] = 'pending'): PatientAppointment {
  return patientAppointment({ id, appointment_date: date, appointment_time: time, status });
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
