import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ErrorBody } from '@clinvia/contracts';
import type { OwnDoctorProfile } from '@clinvia/contracts/doctor-portal';
import type { DoctorDetail, DoctorPage } from '@clinvia/contracts/doctors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctors } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { uploadsDir } from '../uploads/service';
import { createDoctor, createPatient, createStaff, injectAs, type TestAccount } from '../../test/accounts';

// The doctor's own profile (issue 11 point 5): shown before verification, edited by the
// doctor, and seen by Find Doctor at once.

let t: TestApp;
let dataDir: string;
let listed: TestAccount;
let unverified: TestAccount;

const valid = { consultationFee: 180, qualifications: 'MD, FACC (Interventional Cardiology)', experienceYears: 14, city: 'Boston, MA', clinicAddress: '1 Main St, Boston, MA', available: true };

function put(account: TestAccount | null, url: string, payload: Record<string, unknown>) {
  return injectAs(t.app, account, { method: 'PUT', url, payload });
}

/** A multipart body with one file part. */
function multipart(field: string, name: string, bytes: Buffer) {
  const boundary = 'clinvia-test-boundary';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  return { payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'clinvia-profile-test-'));
  t = await createTestApp({ config: { dataDir } });
  listed = await createDoctor(t.database.db, t.config.jwtSecret, 'Maya Patel');
  unverified = await createDoctor(t.database.db, t.config.jwtSecret, 'Victor Nguyen', { verified: false });
});

afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('GET /api/doctors/me', () => {
  it('shows the doctor’s own profile even before staff verify it', async () => {
    expect((await injectAs(t.app, null, { method: 'GET', url: `/api/doctors/get-doctors/${unverified.id}` })).statusCode).toBe(404);
    const response = await injectAs(t.app, unverified, { method: 'GET', url: '/api/doctors/me' });
    expect(response.statusCode).toBe(200);
    expect(response.json<OwnDoctorProfile>()).toMatchObject({ id: unverified.id, user_id: unverified.id, name: 'Victor Nguyen', email: unverified.email, listing: 'awaiting_verification', rejection_reason: null });
    expect((await injectAs(t.app, listed, { method: 'GET', url: '/api/doctors/me' })).json<OwnDoctorProfile>().listing).toBe('listed');
  });

  it('is for doctors only', async () => {
    expect((await injectAs(t.app, null, { method: 'GET', url: '/api/doctors/me' })).statusCode).toBe(401);
    expect((await injectAs(t.app, await createPatient(t.database.db, t.config.jwtSecret), { method: 'GET', url: '/api/doctors/me' })).statusCode).toBe(403);
    expect((await injectAs(t.app, await createStaff(t.database.db, t.config.jwtSecret, true), { method: 'GET', url: '/api/doctors/me' })).statusCode).toBe(403);
  });
});

describe('editing the profile', () => {
  it('saves fee, qualifications, experience, city, address and availability; Find Doctor and its search see them at once', async () => {
    const response = await put(listed, '/api/doctors/me', { ...valid, consultationFee: '180', experienceYears: '14' });
    expect(response.statusCode).toBe(200);
    expect(response.json<OwnDoctorProfile>()).toMatchObject({ consultation_fee: 180, qualifications: valid.qualifications, experience_years: 14, city: 'Boston, MA', clinic_address: '1 Main St, Boston, MA', available: true });

    const detail = (await injectAs(t.app, null, { method: 'GET', url: `/api/doctors/get-doctors/${listed.id}` })).json<DoctorDetail>();
    expect(detail).toMatchObject({ consultation_fee: 180, qualifications: valid.qualifications, experience_years: 14, city: 'Boston, MA' });
    const search = (await injectAs(t.app, null, { method: 'GET', url: '/api/doctors?q=interventional' })).json<DoctorPage>();
    expect(search.items.map((doctor) => doctor.user_id)).toEqual([listed.id]);
    const inCity = (await injectAs(t.app, null, { method: 'GET', url: '/api/doctors?city=boston%2C%20ma' })).json<DoctorPage>();
    expect(inCity.items.map((doctor) => doctor.user_id)).toContain(listed.id);
    const [row] = await t.database.db.select({ searchText: doctors.searchText }).from(doctors).where(eq(doctors.userId, listed.id));
    expect(row?.searchText).toBe('maya patel cardiology md, facc (interventional cardiology)');
  });

  it('clears city and address when left empty', async () => {
    const response = await put(listed, '/api/doctors/me', { ...valid, city: '  ', clinicAddress: '' });
    expect(response.json<OwnDoctorProfile>()).toMatchObject({ city: null, clinic_address: null });
  });

  it('answers a message per field and changes nothing', async () => {
    const response = await put(listed, '/api/doctors/me', { consultationFee: '', qualifications: ' ', experienceYears: 81, city: 'x'.repeat(101), available: 'yes' });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().error.fields).toEqual({
      consultationFee: 'Consultation fee is required',
      qualifications: 'Qualifications are required',
      experienceYears: 'Please enter the years of experience (0 to 80)',
      city: 'Please use at most 100 characters',
      available: 'Say whether you accept appointments',
    });
    expect((await injectAs(t.app, listed, { method: 'GET', url: '/api/doctors/me' })).json<OwnDoctorProfile>().consultation_fee).toBe(180);
  });

  it('flips availability with the portal switch: an unavailable doctor takes no bookings', async () => {
    const off = await put(listed, '/api/doctors/me/availability', { available: false });
    expect(off.json<OwnDoctorProfile>().available).toBe(false);
    const slots = (await injectAs(t.app, null, { method: 'GET', url: `/api/doctors/${listed.id}/slots` })).json<{ available: boolean }>();
    expect(slots.available).toBe(false);
    expect((await put(listed, '/api/doctors/me/availability', { available: true })).json<OwnDoctorProfile>().available).toBe(true);
    expect((await put(listed, '/api/doctors/me/availability', {})).json<ErrorBody>().error.fields).toEqual({ available: 'Say whether you accept appointments' });
  });
});

describe('the photo', () => {
  const upload = (account: TestAccount | null, field: string, bytes: Buffer) => injectAs(t.app, account, { method: 'PUT', url: '/api/doctors/me/photo', ...multipart(field, 'me.png', bytes) });

  it('replaces the photo with the registration’s checks, and removes the one it replaced', async () => {
    const first = await upload(listed, 'photo', png);
    expect(first.statusCode).toBe(200);
    const firstUrl = first.json<OwnDoctorProfile>().face_url ?? '';
    expect(firstUrl).toMatch(/^\/api\/uploads\/[a-f0-9]{32}\.png$/);
    expect((await injectAs(t.app, null, { method: 'GET', url: firstUrl })).headers['content-type']).toBe('image/png');

    const second = await upload(listed, 'photo', png);
    const secondUrl = second.json<OwnDoctorProfile>().face_url ?? '';
    expect(secondUrl).not.toBe(firstUrl);
    expect(await readdir(uploadsDir(dataDir))).toEqual([secondUrl.split('/').at(-1)]);

    const removed = await injectAs(t.app, listed, { method: 'DELETE', url: '/api/doctors/me/photo' });
    expect(removed.json<OwnDoctorProfile>().face_url).toBeNull();
    expect(await readdir(uploadsDir(dataDir))).toEqual([]);
  });

  it('refuses what is not a JPEG, PNG or WebP, a file over 2 MB, and a missing file', async () => {
    const text = await upload(listed, 'photo', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    expect(text.statusCode).toBe(400);
    expect(text.json<ErrorBody>().error.fields).toEqual({ photo: 'The photo must be a JPEG, PNG or WebP image' });
    const big = await upload(listed, 'photo', Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]));
    expect(big.statusCode).toBe(400);
    expect(big.json<ErrorBody>().error.fields).toEqual({ photo: 'The photo must be at most 2 MB' });
    const wrongField = await upload(listed, 'avatar', png);
    expect(wrongField.json<ErrorBody>().error.fields).toEqual({ photo: 'Please choose a photo' });
    const json = await put(listed, '/api/doctors/me/photo', {});
    expect(json.statusCode).toBe(400);
    expect(await readdir(uploadsDir(dataDir)).catch(() => [])).toEqual([]);
  });

  it('is for the doctor only', async () => {
    expect((await upload(null, 'photo', png)).statusCode).toBe(401);
    expect((await upload(await createPatient(t.database.db, t.config.jwtSecret), 'photo', png)).statusCode).toBe(403);
  });
});
