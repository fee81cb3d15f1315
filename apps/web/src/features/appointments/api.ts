import type { RescheduleRequest } from '@clinvia/contracts/appointments';
import { cancelAppointment as cancelOperation, listPatientAppointments, rescheduleAppointment as rescheduleOperation } from '@clinvia/contracts/operations/patients';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/client';
import { patientKey } from '../../lib/queries/patients';

export const patientAppointmentsQuery = (patientId: string) =>
  queryOptions({
    queryKey: [...patientKey(patientId), 'appointments'],
    queryFn: ({ signal }) => call(listPatientAppointments, { params: { patientId }, signal }),
  });

export function cancelAppointment(appointmentId: string) {
  return call(cancelOperation, { params: { appointmentId } });
}

export function rescheduleAppointment(appointmentId: string, body: RescheduleRequest) {
  return call(rescheduleOperation, { params: { appointmentId }, body });
}
