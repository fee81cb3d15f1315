import type { RescheduleRequest } from '@clinvia/contracts/appointments';
import type { OverrideUpdate, WeekUpdate } from '@clinvia/contracts/schedule-schemas';
import { getDoctorHours, keepOutsideBooking, moveOutsideBooking, removeDoctorOverride, resetDoctorWeek, setDoctorOverride, updateDoctorWeek } from '@clinvia/contracts/operations/schedules';
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

export const saveWeek = (doctorId: string, body: WeekUpdate) => call(updateDoctorWeek, { params: { id: doctorId }, body });
export const resetWeek = (doctorId: string) => call(resetDoctorWeek, { params: { id: doctorId } });
export const saveOverride = (doctorId: string, date: string, body: OverrideUpdate) => call(setDoctorOverride, { params: { id: doctorId, date }, body });
export const removeOverride = (doctorId: string, date: string) => call(removeDoctorOverride, { params: { id: doctorId, date } });
export const keepBooking = (doctorId: string, appointmentId: string) => call(keepOutsideBooking, { params: { id: doctorId, appointmentId } });
export const moveBooking = (doctorId: string, appointmentId: string, body: RescheduleRequest) => call(moveOutsideBooking, { params: { id: doctorId, appointmentId }, body });
