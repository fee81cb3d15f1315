import { addDays, instantOfWallClock, wallClockAt } from '@clinvia/contracts/clinic-time';

// MSG-5: the clinic promises an answer within N business days, counted in its own zone.

/** Monday to Friday; public holidays are not known to the portal (docs/decisions/2026-11-28-threads-storage-and-notifications.md). */
function isBusinessDay(date: string): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/**
 * When the answer to a message sent at `sentAt` is due: the end of the Nth business day after
 * the clinic day it was sent on (a message of Monday with 2 days is due by the end of Wednesday;
 * one of Saturday, by the end of Tuesday). The end of a day is the next day's midnight in the
 * clinic's zone, at the offset in force then.
 */
export function answerDueAt(sentAt: Date, businessDays: number, timeZone: string): Date {
  let day = wallClockAt(timeZone, sentAt).date;
  let counted = 0;
  while (counted < businessDays) {
    day = addDays(day, 1);
    if (isBusinessDay(day)) counted += 1;
  }
  return new Date(instantOfWallClock(timeZone, addDays(day, 1), '00:00'));
}
