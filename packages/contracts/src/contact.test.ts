import { describe, expect, it } from 'vitest';
import { contactMessageSchema } from './contact';
import { fieldMessages } from './errors';

const valid = { name: 'Maria Lopez', email: 'maria@example.com', phone: '', subject: 'Insurance', message: 'Do you accept Aetna?', privacy: true };

function messagesOf(input: unknown): Record<string, string> {
  const result = contactMessageSchema.safeParse(input);
  return result.success ? {} : fieldMessages(result.error.issues);
}

describe('contact message', () => {
  it("gives every one of CONTACT-2's messages at once", () => {
    expect(messagesOf({ name: ' ', email: '', subject: '', message: '', privacy: false })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      subject: 'Subject is required',
      message: 'Message is required',
      privacy: 'You must agree to the privacy policy',
    });
    expect(messagesOf({})).toMatchObject({ privacy: 'You must agree to the privacy policy', name: 'Name is required' });
  });

  it('checks the e-mail pattern, an optional phone of 10 to 15 digits, and the lengths', () => {
    expect(messagesOf({ ...valid, email: 'maria@example' })).toEqual({ email: 'Invalid email address' });
    expect(messagesOf({ ...valid, phone: '555-0142' })).toEqual({ phone: 'Please enter a valid phone number' });
    expect(messagesOf({ ...valid, phone: 'call me' })).toEqual({ phone: 'Please enter a valid phone number' });
    expect(messagesOf({ ...valid, message: 'x'.repeat(2000) })).toEqual({});
    expect(messagesOf({ ...valid, message: 'x'.repeat(2001) })).toEqual({ message: 'Please use at most 2000 characters' });
  });

  it('trims the text, turns an empty phone into none and keeps a typed one as typed', () => {
    expect(contactMessageSchema.parse({ ...valid, name: '  Maria  ' })).toMatchObject({ name: 'Maria', phone: undefined });
    expect(contactMessageSchema.parse({ ...valid, phone: '(415) 555-0142' }).phone).toBe('(415) 555-0142');
  });
});
