import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ambulanceRequests, contactMessages, newsletterSubscriptions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { purgeExpiredRecords } from './purge';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const now = new Date('2030-06-15T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

describe('retention', () => {
  it('deletes what the privacy policy says is deleted, and nothing else', async () => {
    const db = t.database.db;
    const message = { name: 'A', email: 'a@example.com', subject: 'S', message: 'M' };
    await db.insert(contactMessages).values([
      { ...message, subject: 'old', createdAt: new Date('2028-06-14T12:00:00Z') },
      { ...message, subject: 'recent', createdAt: new Date('2028-06-16T12:00:00Z') },
    ]);
    const request = { kind: 'emergency' as const, fullName: 'B', phone: '4155550142', location: 'L', description: 'D' };
    await db.insert(ambulanceRequests).values([
      { ...request, reference: 'AMB-OLD222', createdAt: new Date('2023-06-14T12:00:00Z') },
      { ...request, reference: 'AMB-NEW222', createdAt: new Date('2023-06-16T12:00:00Z') },
    ]);
    await db.insert(newsletterSubscriptions).values([
      { email: 'gone@example.com', unsubscribeTokenHash: 'h1', unsubscribedAt: daysAgo(31) },
      { email: 'leaving@example.com', unsubscribeTokenHash: 'h2', unsubscribedAt: daysAgo(29) },
      { email: 'reader@example.com', unsubscribeTokenHash: 'h3', subscribedAt: daysAgo(4000) },
    ]);

    expect(await purgeExpiredRecords(db, now)).toEqual({ contactMessages: 1, ambulanceRequests: 1, newsletterSubscriptions: 1 });
    expect((await db.select().from(contactMessages)).map((row) => row.subject)).toEqual(['recent']);
    expect((await db.select().from(ambulanceRequests)).map((row) => row.reference)).toEqual(['AMB-NEW222']);
    expect((await db.select().from(newsletterSubscriptions)).map((row) => row.email).sort()).toEqual(['leaving@example.com', 'reader@example.com']);
    expect(await purgeExpiredRecords(db, now)).toEqual({ contactMessages: 0, ambulanceRequests: 0, newsletterSubscriptions: 0 });
  });
});
