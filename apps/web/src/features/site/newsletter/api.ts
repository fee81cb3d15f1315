import type { NewsletterReceipt } from '@clinvia/contracts/newsletter';
import { subscribeToNewsletter as subscribeOperation, unsubscribeFromNewsletter as unsubscribeOperation } from '@clinvia/contracts/operations/newsletter';
import { call } from '../../../lib/client';

// Not checked with zod: the footer is on every page, the home page included.

export function subscribeToNewsletter(email: string, website: string): Promise<NewsletterReceipt> {
  return call(subscribeOperation, { body: { email, website }, unchecked: true });
}

export function unsubscribeFromNewsletter(token: string): Promise<{ message: string }> {
  return call(unsubscribeOperation, { body: { token }, unchecked: true });
}
