import { describe, expect, it } from 'vitest';
import {
  bookingFormSchema,
  bookingMessages,
  bookingRequestSchema,
  displayStatus,
  isSlotConflictCode,
  rescheduleRequestSchema,
  type BookingFormInput,
} from './appointments';
import { fieldMessages } from './errors';

const valid: BookingFormInput = {
  selectedDate: '2030-03-11',
  selectedTime: '09:30',
  appointmentType: 'Consultation',
  appointmentReason: 'Recurring headaches every morning',
  isInsurance: 'false',
  insuranceProvider: '',
  insuranceId: '',
  patientName: 'Alex Morgan',
  patientEmail: 'alex@example.test',
  patientPhone: '4155550123',
};

function messagesOf(input: Record<string, unknown>): Record<string, string> {
  const result = bookingFormSchema.safeParse(input);
  return result.success ? {} : fieldMessages(result.error.issues);
}

describe('bookingFormSchema', () => {
  it('accepts a complete self-pay booking', () => {
    expect(bookingFormSchema.parse(valid)).toMatchObject({ selectedDate: '2030-03-11', isInsurance: 'false', patientPhone: '4155550123' });
  });

  it('answers every BOOK-6 message for an empty form', () => {
    expect(messagesOf({ isInsurance: 'true' })).toEqual({
      selectedDate: 'Please select a date',
      selectedTime: 'Please select a time',
      appointmentType: 'Please select an appointment type',
      appointmentReason: 'Please provide a reason for your visit',
      insuranceProvider: 'Insurance provider is required',
      insuranceId: 'Insurance ID is required',
      patientName: 'Full name is required',
      patientEmail: 'Email is required',
      patientPhone: 'Phone number is required',
    });
    expect(messagesOf({ ...valid, selectedDate: '', selectedTime: '', appointmentType: '', appointmentReason: '   ', patientName: ' ', patientEmail: '', patientPhone: '' })).toEqual({
      selectedDate: 'Please select a date',
      selectedTime: 'Please select a time',
      appointmentType: 'Please select an appointment type',
      appointmentReason: 'Please provide a reason for your visit',
      patientName: 'Full name is required',
      patientEmail: 'Email is required',
      patientPhone: 'Phone number is required',
    });
  });

  it('asks for more details below 10 characters, and checks e-mail and phone', () => {
    expect(messagesOf({ ...valid, appointmentReason: 'Headache', patientEmail: 'alex@', patientPhone: '12345' })).toEqual({
      appointmentReason: 'Please provide more details',
      patientEmail: 'Invalid email address',
      patientPhone: 'Please enter a valid phone number',
    });
    expect(messagesOf({ ...valid, patientPhone: '1234567890123456' })).toEqual({ patientPhone: bookingMessages.phoneInvalid });
    expect(messagesOf({ ...valid, patientPhone: '415555012a' })).toEqual({ patientPhone: bookingMessages.phoneInvalid });
  });

  it('keeps the digits of a phone written with separators', () => {
    expect(bookingFormSchema.parse({ ...valid, patientPhone: '+1 (415) 555-0123' }).patientPhone).toBe('14155550123');
  });

  it('requires provider and ID only when insured', () => {
    expect(messagesOf({ ...valid, isInsurance: 'true' })).toEqual({
      insuranceProvider: 'Insurance provider is required',
      insuranceId: 'Insurance ID is required',
    });
    expect(messagesOf({ ...valid, isInsurance: 'true', insuranceProvider: 'Aetna', insuranceId: 'AET-1' })).toEqual({});
    expect(messagesOf({ ...valid, isInsurance: 'yes' })).toEqual({ isInsurance: bookingMessages.paymentRequired });
  });

  it('refuses a time that is no time of day, a date that does not exist, an unknown type (the doctor\'s hours are the server\'s: HOURS-1)', () => {
    expect(messagesOf({ ...valid, selectedTime: '12:00' })).toEqual({});
    expect(messagesOf({ ...valid, selectedTime: '25:00', selectedDate: '2030-02-30', appointmentType: 'Surgery' })).toEqual({
      selectedTime: bookingMessages.timeInvalid,
      selectedDate: bookingMessages.dateInvalid,
      appointmentType: bookingMessages.typeRequired,
    });
  });
});

describe('BOOK-16: the slot time as the wizard shows it', () => {
  it('takes 9:00 AM and 1:30 PM as well as 09:00 and 13:30, and gives HH:MM', () => {
    for (const [sent, stored] of [
      ['9:00 AM', '09:00'],
      ['1:30 PM', '13:30'],
      ['3:30 pm', '15:30'],
      ['09:00', '09:00'],
      ['13:30', '13:30'],
    ] as const) {
      const result = bookingFormSchema.safeParse({ ...valid, selectedTime: sent });
      expect(result.success, sent).toBe(true);
      expect(result.data?.selectedTime).toBe(stored);
    }
  });

  it('still refuses what is no time of day, in either form; which times are slots is the doctor\'s (HOURS-1)', () => {
    for (const selectedTime of ['13:00 PM', '24:00', '9:60 AM', '9:00 XM', 'noon']) {
      expect(messagesOf({ ...valid, selectedTime }), selectedTime).toEqual({ selectedTime: bookingMessages.timeInvalid });
    }
    expect(messagesOf({ ...valid, selectedTime: '4:00 PM' })).toEqual({});
  });
});

describe('bookingRequestSchema', () => {
  it('adds the patient and doctor ids', () => {
    const result = bookingRequestSchema.safeParse({ ...valid, patientId: '42', doctorId: undefined });
    expect(result.success).toBe(false);
    expect(fieldMessages(result.error?.issues ?? [])).toEqual({ patientId: bookingMessages.patientIdInvalid, doctorId: bookingMessages.doctorIdInvalid });
  });
});

describe('rescheduleRequestSchema', () => {
  it('needs a date and a time of day', () => {
    const result = rescheduleRequestSchema.safeParse({ date: '', time: '8 o\'clock' });
    expect(fieldMessages(result.error?.issues ?? [])).toEqual({ date: bookingMessages.dateRequired, time: bookingMessages.timeInvalid });
  });
});

describe('statuses', () => {
  it('shows an unknown status as pending', () => {
    expect(displayStatus('confirmed')).toBe('confirmed');
    expect(displayStatus('no-show')).toBe('pending');
  });

  it('knows the slot conflict codes', () => {
    expect(isSlotConflictCode('slot_taken')).toBe(true);
    expect(isSlotConflictCode('conflict')).toBe(false);
  });
});
