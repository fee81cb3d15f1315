import type { NewsletterReceipt } from '@clinvia/contracts/newsletter';
import { apiFetch } from '../../../lib/api';

// No zod here: the footer is on every page, the home page included (type imports only).

export function subscribeToNewsletter(email: string, website: string): Promise<NewsletterReceipt> {
  return apiFetch<NewsletterReceipt>('/api/newsletter', { method: 'POST', body: { email, website } });
}

export function unsubscribeFromNewsletter(token: string): Promise<{ message: string }> {
  return apiFetch<{ message: string }>('/api/newsletter/unsubscribe', { method: 'POST', body: { token } });
}
