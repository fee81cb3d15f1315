import type { ContactMessageInput, ContactReceipt } from '@clinvia/contracts/contact';
import { sendContactMessage as sendOperation } from '@clinvia/contracts/operations/contact';
import { call } from '../../../lib/client';

export function sendContactMessage(message: ContactMessageInput): Promise<ContactReceipt> {
  return call(sendOperation, { body: message });
}
