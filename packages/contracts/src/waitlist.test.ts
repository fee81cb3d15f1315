import { describe, expect, it } from 'vitest';
import { bookingMessages } from './appointments';
import { fieldMessages } from './errors';
import { joinWaitlistSchema, waitlistMessages } from './waitlist';

const valid = {
  doctorId: '00000000-0000-4000-8000-000000000042',
  anyDay: false,
  days: ['2030-03-12'],
  parts: ['morning'],
  appointmentType: 'Consultation',
  appointmentReason: 'Recurring headaches every morning',
  isInsurance: 'false',
};

function messagesOf(input: Record<string, unknown>): Record<string, string> {
  const result = joinWaitlistSchema.safeParse(input);
  return result.success ? {} : fieldMessages(result.error.issues);
}

describe('joinWaitlistSchema (WAIT-1, WAIT-2)', () => {
  it('takes days or any day, the parts and the booking’s step-2 details', () => {
    expect(messagesOf(valid)).toEqual({});
    expect(messagesOf({ ...valid, anyDay: true, days: [] })).toEqual({});
  });

  it('names missing days beside the other fields’ messages, all at once', () => {
    expect(messagesOf({ ...valid, days: [], parts: [], appointmentReason: 'short', isInsurance: 'true' })).toEqual({
      days: waitlistMessages.daysRequired,
      parts: waitlistMessages.partsRequired,
      appointmentReason: bookingMessages.reasonTooShort,
      insuranceProvider: bookingMessages.insuranceProviderRequired,
      insuranceId: bookingMessages.insuranceIdRequired,
    });
    // Nothing chosen yet for the visit: the days' message comes with theirs.
    expect(messagesOf({ doctorId: valid.doctorId, days: [], parts: ['morning'] })).toEqual({
      days: waitlistMessages.daysRequired,
      appointmentType: bookingMessages.typeRequired,
      appointmentReason: bookingMessages.reasonRequired,
      isInsurance: bookingMessages.paymentRequired,
    });
  });

  it('says a malformed day once, not also that days are missing', () => {
    expect(messagesOf({ ...valid, days: ['2030-02-30'] })).toEqual({ 'days.0': waitlistMessages.dayInvalid });
  });
});
