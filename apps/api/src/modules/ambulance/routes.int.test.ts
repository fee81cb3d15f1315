import type { AmbulanceReceipt } from '@clinvia/contracts/ambulance';
import type { ErrorBody } from '@clinvia/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { addDays, clinicNow } from '../../lib/clinic-time';
import { createTestApp, type TestApp } from '../../test/app';
import { findAmbulanceRequestByReference, listAmbulanceRequests } from './service';

let t: TestApp;
let limited: TestApp;
const zone = 'America/New_York';

beforeAll(async () => {
  [t, limited] = await Promise.all([
    createTestApp({ config: { clinicTimeZone: zone, publicForms: { max: 0, windowSeconds: 60 } } }),
    createTestApp({ config: { clinicTimeZone: zone, publicForms: { max: 2, windowSeconds: 600 } } }),
  ]);
});

afterAll(async () => {
  await Promise.all([t.close(), limited.close()]);
});

const emergency = { kind: 'emergency', fullName: 'Sam Reed', phone: '+1 (415) 555-0142', location: '5 Pier St, San Francisco', description: 'My father fell and cannot stand up.' };

function transport(overrides: Record<string, unknown> = {}) {
  return {
    kind: 'transport',
    fullName: 'Ana Diaz',
    phone: '4155550199',
    pickupAddress: '12 Cedar Ln, Oakland',
    date: addDays(clinicNow(zone).date, 3),
    time: '09:30',
    transportType: 'Wheelchair Accessible',
    equipmentNeeded: true,
    staffAssistance: false,
    ...overrides,
  };
}

function post(app: TestApp, payload: Record<string, unknown>, remoteAddress?: string) {
  return app.app.inject({ method: 'POST', url: '/api/ambulance/requests', payload, remoteAddress });
}

describe('POST /api/ambulance/requests', () => {
  it('stores an emergency request with status new and answers 201 with its reference', async () => {
    const response = await post(t, emergency);
    expect(response.statusCode).toBe(201);
    const receipt = response.json<AmbulanceReceipt>();
    expect(receipt).toMatchObject({ kind: 'emergency', status: 'new' });
    expect(receipt.reference).toMatch(/^AMB-[2-9A-HJKMNP-Z]{6}$/);
    expect(receipt.message).toContain(receipt.reference);
    expect(receipt.message).toContain('+1-800-555-0199');

    const stored = await findAmbulanceRequestByReference(t.database.db, receipt.reference);
    expect(stored).toMatchObject({
      kind: 'emergency',
      fullName: 'Sam Reed',
      phone: '+1 (415) 555-0142',
      location: '5 Pier St, San Francisco',
      description: 'My father fell and cannot stand up.',
      pickupAddress: null,
      transportDate: null,
      status: 'new',
    });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'ambulance_request.create'));
    expect(audit.map((row) => row.subjectId)).toContain(stored?.id);
  });

  it('stores a transport booking with its date, time, type and both checkboxes', async () => {
    const payload = transport();
    const response = await post(t, payload);
    expect(response.statusCode).toBe(201);
    const receipt = response.json<AmbulanceReceipt>();
    expect(receipt).toMatchObject({ kind: 'transport', status: 'new' });
    expect(await findAmbulanceRequestByReference(t.database.db, receipt.reference)).toMatchObject({
      kind: 'transport',
      fullName: 'Ana Diaz',
      pickupAddress: '12 Cedar Ln, Oakland',
      transportDate: payload.date,
      transportTime: '09:30',
      transportType: 'Wheelchair Accessible',
      equipmentNeeded: true,
      staffAssistance: false,
      location: null,
    });
  });

  it('lists requests for staff, newest first, by status and kind', async () => {
    const all = await listAmbulanceRequests(t.database.db, { page: 1, pageSize: 10 });
    expect(all.total).toBeGreaterThanOrEqual(2);
    expect(all.items[0]?.kind).toBe('transport');
    const emergencies = await listAmbulanceRequests(t.database.db, { kind: 'emergency', status: 'new', page: 1, pageSize: 10 });
    expect(emergencies.items.every((item) => item.kind === 'emergency' && item.status === 'new')).toBe(true);
  });

  it('answers 400 with a message per field: required fields, phone digits, transport type', async () => {
    const empty = await post(t, { kind: 'emergency', fullName: '', phone: '', location: '', description: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<ErrorBody>().error.fields).toEqual({
      fullName: 'Full name is required',
      phone: 'Phone number is required',
      location: 'Current location is required',
      description: 'Please describe the emergency',
    });
    const shortPhone = await post(t, { ...emergency, phone: '555-0142' });
    expect(shortPhone.json<ErrorBody>().error.fields).toEqual({ phone: 'Please enter a valid phone number' });
    const badTransport = await post(t, transport({ transportType: 'Helicopter', date: '2030-02-31', time: '9am' }));
    expect(badTransport.json<ErrorBody>().error.fields).toEqual({
      transportType: 'Please choose a transport type',
      date: 'Please enter a valid date',
      time: 'Please enter a valid time',
    });
    const noKind = await post(t, { fullName: 'Sam' });
    expect(noKind.json<ErrorBody>().error.fields).toEqual({ kind: "The request kind must be 'emergency' or 'transport'" });
  });

  it("refuses a transport in the past or beyond 90 days, in the clinic's zone", async () => {
    const now = clinicNow(zone);
    const yesterday = await post(t, transport({ date: addDays(now.date, -1) }));
    expect(yesterday.statusCode).toBe(400);
    expect(yesterday.json<ErrorBody>().error.fields).toEqual({ date: 'The date cannot be in the past' });

    const tooFar = await post(t, transport({ date: addDays(now.date, 91) }));
    expect(tooFar.json<ErrorBody>().error.fields).toEqual({ date: 'Please choose a date within the next 90 days' });

    // Earlier today is already past, whatever the hour of the test run (00:00 is never later than now).
    const earlierToday = await post(t, transport({ date: now.date, time: '00:00' }));
    expect(earlierToday.json<ErrorBody>().error.fields).toEqual({ time: 'This time has already passed today; please choose a later time' });
  });

  it('refuses a filled honeypot with the hotline instead of pretending, and stores nothing', async () => {
    const before = (await listAmbulanceRequests(t.database.db, { page: 1, pageSize: 1 })).total;
    const response = await post(t, { ...emergency, website: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().error.message).toBe(
      'We could not accept this request online. Please call the emergency hotline +1-800-555-0199 or your local emergency number.',
    );
    expect((await listAmbulanceRequests(t.database.db, { page: 1, pageSize: 1 })).total).toBe(before);
  });

  it('answers oversized and malformed bodies with 413 and 400, never 500', async () => {
    const oversized = await post(t, { ...emergency, description: 'x'.repeat(40_000) });
    expect(oversized.statusCode).toBe(413);
    const tooLong = await post(t, { ...emergency, description: 'x'.repeat(2001) });
    expect(tooLong.json<ErrorBody>().error.fields).toEqual({ description: 'Please use at most 2000 characters' });
    const malformed = await t.app.inject({ method: 'POST', url: '/api/ambulance/requests', headers: { 'content-type': 'application/json' }, payload: '{kind:' });
    expect(malformed.statusCode).toBe(400);
    const wrongTypes = await post(t, transport({ equipmentNeeded: 'yes', staffAssistance: null }));
    expect(wrongTypes.statusCode).toBe(400);
    expect(Object.keys(wrongTypes.json<ErrorBody>().error.fields ?? {})).toEqual(['equipmentNeeded', 'staffAssistance']);
  });

  it('limits requests per client IP and names the hotline in the 429', async () => {
    expect((await post(limited, emergency, '10.1.0.1')).statusCode).toBe(201);
    expect((await post(limited, transport(), '10.1.0.1')).statusCode).toBe(201);
    const third = await post(limited, emergency, '10.1.0.1');
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBeDefined();
    expect(third.json<ErrorBody>().error.message).toMatch(/^Too many requests from this device\. In an emergency call \+1-800-555-0199 or your local emergency number; otherwise please try again in \d+ minutes?\.$/);
    expect((await post(limited, emergency, '10.1.0.2')).statusCode).toBe(201);
  });
});
