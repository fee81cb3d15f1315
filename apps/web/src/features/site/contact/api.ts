import { contactReceiptSchema, type ContactMessageInput, type ContactReceipt } from '@clinvia/contracts/contact';
import { apiFetch } from '../../../lib/api';

export function sendContactMessage(message: ContactMessageInput): Promise<ContactReceipt> {
  return apiFetch('/api/contact', { method: 'POST', body: message, schema: contactReceiptSchema });
}
