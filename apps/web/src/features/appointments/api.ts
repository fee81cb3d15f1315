import { appointmentChangeResponseSchema, patientAppointmentsSchema, type RescheduleRequest } from '@clinvia/contracts/appointments';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import { patientKey, patientsApi } from '../patients/api';

export const patientAppointmentsQuery = (patientId: string) =>
  queryOptions({
    queryKey: [...patientKey(patientId), 'appointments'],
    queryFn: ({ signal }) => apiFetch(`${patientsApi}/get-appointments/${encodeURIComponent(patientId)}`, { schema: patientAppointmentsSchema, signal }),
  });

export function cancelAppointment(appointmentId: string) {
  return apiFetch(`${patientsApi}/cancel-appointment/${encodeURIComponent(appointmentId)}`, { method: 'PUT', schema: appointmentChangeResponseSchema });
}

export function rescheduleAppointment(appointmentId: string, body: RescheduleRequest) {
  return apiFetch(`${patientsApi}/reschedule-appointment/${encodeURIComponent(appointmentId)}`, { method: 'PUT', body, schema: appointmentChangeResponseSchema });
}
