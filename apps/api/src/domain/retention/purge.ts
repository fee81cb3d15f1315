import { retentionPeriods } from '@clinvia/contracts/site';
import { and, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ambulanceRequests, contactMessages, newsletterSubscriptions } from '../../db/schema';

// The retention periods the privacy policy promises, applied (PRIV-1: keep no personal data
// longer than needed). Idempotent, so every replica may run it.

function monthsBefore(now: Date, months: number): Date {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
}

export interface PurgeCounts {
  contactMessages: number;
  ambulanceRequests: number;
  newsletterSubscriptions: number;
}

export async function purgeExpiredRecords(db: Db, now: Date = new Date()): Promise<PurgeCounts> {
  const contactCutoff = monthsBefore(now, retentionPeriods.contactMessageMonths);
  const ambulanceCutoff = monthsBefore(now, retentionPeriods.ambulanceRequestYears * 12);
  const newsletterCutoff = new Date(now.getTime() - retentionPeriods.unsubscribedNewsletterDays * 24 * 60 * 60 * 1000);

  const contacts = await db.delete(contactMessages).where(lt(contactMessages.createdAt, contactCutoff)).returning({ id: contactMessages.id });
  const ambulance = await db.delete(ambulanceRequests).where(lt(ambulanceRequests.createdAt, ambulanceCutoff)).returning({ id: ambulanceRequests.id });
  const newsletter = await db
    .delete(newsletterSubscriptions)
    .where(and(isNotNull(newsletterSubscriptions.unsubscribedAt), lt(newsletterSubscriptions.unsubscribedAt, newsletterCutoff)))
    .returning({ id: newsletterSubscriptions.id });
  return { contactMessages: contacts.length, ambulanceRequests: ambulance.length, newsletterSubscriptions: newsletter.length };
}
