import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PatientThreadList, ThreadDetail, ThreadQueue } from '@clinvia/contracts/threads';
import { createTestApp, type TestApp } from '../test/app';
import { demoAccounts, demoPassword, seedDemoData } from './seed';

// MSG-1 to MSG-7 in the demo data: threads in every state, one with a real photo without GPS.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db, { clinicTimeZone: t.config.clinicTimeZone });
});

afterAll(async () => {
  await t.close();
});

async function tokenOf(email: string): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: '/api/authentication/login', payload: { email, password: demoPassword } });
  expect(response.statusCode).toBe(200);
  return response.json<{ token: string }>().token;
}

describe('the demo threads', () => {
  it('show the demo patient a thread in every state, the answered one with a photo that carries no location', async () => {
    const token = await tokenOf(demoAccounts.patient);
    const headers = { authorization: `Bearer ${token}` };
    const list = (await t.app.inject({ method: 'GET', url: '/api/threads', headers })).json<PatientThreadList>();
    expect(new Set(list.threads.map((thread) => thread.status))).toEqual(new Set(['sent', 'read', 'answered', 'closed']));
    const answered = list.threads.find((thread) => thread.status === 'answered');
    expect(answered?.answered_by?.role).toBe('doctor');
    const detail = (await t.app.inject({ method: 'GET', url: `/api/threads/${answered?.id ?? ''}`, headers })).json<ThreadDetail>();
    const photo = detail.messages.flatMap((message) => message.attachments).find((file) => file.contentType === 'image/jpeg');
    expect(photo).toBeDefined();
    const download = await t.app.inject({ method: 'GET', url: `/api/threads/${detail.thread.id}/attachments/${photo?.id ?? ''}`, headers });
    expect(download.statusCode).toBe(200);
    const metadata = await sharp(download.rawPayload).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.exif).toBeUndefined();
  });

  it('put an overdue thread in the staff queue', async () => {
    const token = await tokenOf(demoAccounts.staff);
    const queue = (await t.app.inject({ method: 'GET', url: '/api/staff/threads?view=unassigned', headers: { authorization: `Bearer ${token}` } })).json<ThreadQueue>();
    expect(queue.threads.some((thread) => thread.overdue)).toBe(true);
    expect(queue.counts.overdue).toBeGreaterThanOrEqual(1);
  });
});
