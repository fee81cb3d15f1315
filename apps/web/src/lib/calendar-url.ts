import type { PatientAppointment } from '@clinvia/contracts/appointments';
import { useEffect, useMemo } from 'react';
import { appointmentCalendarFile } from './ics';

/** An object URL for the appointment's .ics file, revoked when the component goes. */
export function useCalendarUrl(appointment: PatientAppointment, timeZone: string): string {
  const url = useMemo(
    () => URL.createObjectURL(new Blob([appointmentCalendarFile(appointment, timeZone)], { type: 'text/calendar;charset=utf-8' })),
    [appointment, timeZone],
  );
  useEffect(
    () => () => {
      URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}
