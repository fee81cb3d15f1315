import type { ClinicMoment } from '@clinvia/contracts/ambulance';

/**
 * The current date and time in the clinic's zone, from this device's clock. The server checks
 * again with its own clock; this only spares the user a round trip for an obvious mistake.
 */
export function clinicMoment(timeZone: string, now: Date = new Date()): ClinicMoment {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  const format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  for (const part of format.formatToParts(now)) parts[part.type] = part.value;
  return { date: `${parts.year ?? ''}-${parts.month ?? ''}-${parts.day ?? ''}`, time: `${parts.hour ?? ''}:${parts.minute ?? ''}` };
}
