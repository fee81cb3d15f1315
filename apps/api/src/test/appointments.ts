import type { AppointmentStatus } from '@clinvia/contracts/appointments';
import type { Db } from '../db/client';
import { appointmentEvents, appointments } from '../db/schema';
import type { TestAccount } from './accounts';

// Appointments written straight into the database for the portal's API tests: booking refuses
// past slots, and a doctor's history needs them in every status and on every day.

export interface PlacedAppointment {
  id: string;
  date: string;
  time: string;
  status: AppointmentStatus;
}

export async function placeAppointment(
  db: Db,
  patient: TestAccount,
  doctor: TestAccount,
  date: string,
  time: string,
  status: AppointmentStatus = 'pending',
  contactName = patient.name,
): Promise<PlacedAppointment> {
  const [row] = await db
    .insert(appointments)
    .values({
      patientId: patient.id,
      doctorId: doctor.id,
      appointmentDate: date,
      appointmentTime: time,
      appointmentType: 'Consultation',
      reason: 'Recurring headaches every morning',
      isInsurance: true,
      insuranceProvider: 'Aetna',
      insuranceId: 'AET-42',
      contactName,
      contactEmail: patient.email,
      contactPhone: '4155550100',
      status,
    })
    .returning({ id: appointments.id });
  if (!row) throw new Error('appointment insert failed');
  await db.insert(appointmentEvents).values({ appointmentId: row.id, actorId: patient.id, actorRole: 'patient', kind: 'booked', toStatus: 'pending', toSlot: `${date} ${time}` });
  return { id: row.id, date, time, status };
}
