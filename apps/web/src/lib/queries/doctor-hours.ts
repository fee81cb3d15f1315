import { getDoctorHours } from '@clinvia/contracts/operations/schedules';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../client';

// HOURS-5 to HOURS-7: a doctor's hours, as the doctor's 'My hours' and the staff console's
// editor read and change them (the same component, the doctor's id in each call).

export const doctorHoursKey = (doctorId: string) => ['doctor-hours', doctorId] as const;

export const doctorHoursQuery = (doctorId: string) =>
  queryOptions({
    queryKey: doctorHoursKey(doctorId),
    queryFn: ({ signal }) => call(getDoctorHours, { params: { id: doctorId }, signal }),
  });
