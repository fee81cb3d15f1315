import { describe, expect, it } from 'vitest';
import { ambulanceRequestSchema, lastTransportDate, transportTimingProblems } from './ambulance';
import { isCalendarDate } from './clinic-time';
import { fieldMessages } from './errors';

function messagesOf(input: unknown): Record<string, string> {
  const result = ambulanceRequestSchema.safeParse(input);
  return result.success ? {} : fieldMessages(result.error.issues);
}

const emergency = { kind: 'emergency', fullName: 'Sam Reed', phone: '+1 415 555 0142', location: '5 Pier St', description: 'Fell, cannot stand' };
const transport = {
  kind: 'transport',
  fullName: 'Sam Reed',
  phone: '4155550142',
  pickupAddress: '5 Pier St',
  date: '2030-01-15',
  time: '09:30',
  transportType: 'Wheelchair Accessible',
};

describe('ambulance requests', () => {
  it('requires every field of the emergency form, with a phone of 10 to 15 digits', () => {
    expect(messagesOf({ kind: 'emergency', fullName: '', phone: '', location: '', description: '' })).toEqual({
      fullName: 'Full name is required',
      phone: 'Phone number is required',
      location: 'Current location is required',
      description: 'Please describe the emergency',
    });
    expect(messagesOf({ ...emergency, phone: '555 0142' })).toEqual({ phone: 'Please enter a valid phone number' });
    expect(messagesOf({ ...emergency, phone: '1234567890123456' })).toEqual({ phone: 'Please enter a valid phone number' });
    expect(messagesOf(emergency)).toEqual({});
  });

  it('requires the transport fields, a real date and time and one of the four types; checkboxes default to false', () => {
    expect(messagesOf({ kind: 'transport', fullName: 'A', phone: '4155550142', pickupAddress: '', date: '', time: '', transportType: '' })).toEqual({
      pickupAddress: 'Pickup address is required',
      date: 'Please choose a date',
      time: 'Please choose a time',
      transportType: 'Please choose a transport type',
    });
    expect(messagesOf({ ...transport, date: '2030-02-30', time: '25:00', transportType: 'Helicopter' })).toEqual({
      date: 'Please enter a valid date',
      time: 'Please enter a valid time',
      transportType: 'Please choose a transport type',
    });
    expect(ambulanceRequestSchema.parse(transport)).toMatchObject({ equipmentNeeded: false, staffAssistance: false });
  });

  it('names the two kinds when the kind is missing or unknown', () => {
    expect(messagesOf({ ...emergency, kind: 'taxi' })).toEqual({ kind: "The request kind must be 'emergency' or 'transport'" });
  });

  it('keeps a transport out of the past and within the booking window, in clinic time', () => {
    const now = { date: '2030-01-15', time: '10:00' };
    expect(transportTimingProblems({ date: '2030-01-14', time: '12:00' }, now)).toEqual({ date: 'The date cannot be in the past' });
    expect(transportTimingProblems({ date: '2030-01-15', time: '10:00' }, now)).toEqual({
      time: 'This time has already passed today; please choose a later time',
    });
    expect(transportTimingProblems({ date: '2030-01-15', time: '10:01' }, now)).toEqual({});
    expect(transportTimingProblems({ date: lastTransportDate('2030-01-15'), time: '08:00' }, now)).toEqual({});
    expect(transportTimingProblems({ date: '2030-04-16', time: '08:00' }, now)).toEqual({ date: 'Please choose a date within the next 90 days' });
  });

  it('knows real calendar dates', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2027-2-1')).toBe(false);
  });
});
