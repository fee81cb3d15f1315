import type { UiLanguage } from '@clinvia/contracts/ui-language';
import { emailWords } from '../../domain/messages/email-words';
import { newsletterMessages } from '@clinvia/contracts/newsletter';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsletterSubscriptions } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { hashLinkToken, newLinkToken } from '../../lib/link-tokens';

// Newsletter subscriptions from the footer. Each subscription holds the SHA-256 of the token in
// its unsubscribe link; the token itself is only ever in the subscriber's mailbox.

export type SubscribeResult =
  /** New, or renewed after an unsubscribe: mail the token's link. */
  | { status: 'subscribed'; email: string; token: string }
  /** Already subscribed: nothing changed, nothing to mail. */
  | { status: 'already_subscribed' };

const sameAddress = (email: string) => sql`lower(${newsletterSubscriptions.email}) = lower(${email})`;

/** Subscribes `email` (compared case-insensitively). Subscribing twice changes nothing. */
export async function subscribe(db: Db, email: string, now: Date = new Date()): Promise<SubscribeResult> {
  const { token, hash } = newLinkToken();
  const [inserted] = await db
    .insert(newsletterSubscriptions)
    .values({ email, unsubscribeTokenHash: hash, subscribedAt: now })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscriptions.id });
  if (inserted) return { status: 'subscribed', email, token };

  // Known address: renew it only if it had unsubscribed (a new token voids the old link).
  const [renewed] = await db
    .update(newsletterSubscriptions)
    .set({ unsubscribeTokenHash: hash, subscribedAt: now, unsubscribedAt: null })
    .where(and(sameAddress(email), sql`${newsletterSubscriptions.unsubscribedAt} is not null`))
    .returning({ email: newsletterSubscriptions.email });
  return renewed ? { status: 'subscribed', email: renewed.email, token } : { status: 'already_subscribed' };
}

/**
 * Ends the subscription whose link carried `token`. Using the link again is fine; a token that
 * matches no subscription (mistyped, or replaced by a renewal) is a 404.
 */
export async function unsubscribe(db: Db, token: string, now: Date = new Date()): Promise<void> {
  const hash = hashLinkToken(token);
  const [ended] = await db
    .update(newsletterSubscriptions)
    .set({ unsubscribedAt: now })
    .where(and(eq(newsletterSubscriptions.unsubscribeTokenHash, hash), isNull(newsletterSubscriptions.unsubscribedAt)))
    .returning({ id: newsletterSubscriptions.id });
  if (ended) return;
  const [known] = await db.select({ id: newsletterSubscriptions.id }).from(newsletterSubscriptions).where(eq(newsletterSubscriptions.unsubscribeTokenHash, hash)).limit(1);
  if (!known) throw notFound(newsletterMessages.tokenInvalid);
}

/**
 * The confirmation mail: what was subscribed and how to leave. Links come from APP_URL only.
 * I18N-10: a subscriber has no account: the mail speaks the request's language (Accept-Language).
 */
export function confirmationMail(appUrl: string, email: string, token: string, language: UiLanguage = 'en') {
  const words = emailWords[language].newsletter;
  return { to: email, subject: words.subject, text: words.text(`${appUrl}/newsletter/unsubscribe?token=${token}`, `${appUrl}/privacy`) };
}
