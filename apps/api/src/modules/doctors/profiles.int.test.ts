import type { ErrorBody } from '@clinvia/contracts';
import type { OwnDoctorProfile } from '@clinvia/contracts/doctor-portal';
import type { DoctorDetail, DoctorPage } from '@clinvia/contracts/doctors';
import type { Approvals, StaffDashboard } from '@clinvia/contracts/staff';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, doctors, doctorSearchText, locations, staff } from '../../db/schema';
import { createDoctor, createPatient, createStaff, injectAs, type TestAccount } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';

// Issue 40.5: doctors' data and profiles. DOC-8 (one label, filter and count per specialization
// whatever its case and spacing, the staff dashboard's too), DOC-9 (staff correct the specialization as they verify, audited),
// DOC-10 (the licence asked at registration and confirmed before verification), DOC-11 (bio,
// location and insurance plans on the public profile, edited by the doctor).

let t: TestApp;
let admin: TestAccount;
let patient: TestAccount;
const password = 'Correct-horse-9';

const registration = {
  role: 'doctor',
  password,
  confirmPassword: password,
  phoneNumber: '4155550100',
  qualifications: 'MD',
  experienceYears: 6,
  consultationFee: 120,
  licenceNumber: 'a123-456',
  licenceState: 'CA',
};

async function register(fields: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/authentication/register', payload: { ...registration, ...fields } });
}

async function registeredId(fields: Record<string, unknown>): Promise<string> {
  const response = await register(fields);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ user: { id: string } }>().user.id;
}

function verify(id: string, payload?: object) {
  return injectAs(t.app, admin, { method: 'POST', url: `/api/staff/doctors/${id}/verify`, ...(payload === undefined ? {} : { payload }) });
}

async function page(query: string): Promise<DoctorPage> {
  const response = await injectAs(t.app, null, { method: 'GET', url: `/api/doctors?pageSize=50${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<DoctorPage>();
}

/** A listed doctor whose specialization is stored exactly as given (rows from before AUTH-25 folded them). */
async function listedAs(name: string, specialization: string): Promise<TestAccount> {
  const doctor = await createDoctor(t.database.db, t.config.jwtSecret, name);
  await t.database.db.update(doctors).set({ specialization, searchText: doctorSearchText(name, specialization, 'MD') }).where(eq(doctors.userId, doctor.id));
  return doctor;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await createStaff(t.database.db, t.config.jwtSecret, true);
  await t.database.db.update(staff).set({ administrator: true }).where(eq(staff.userId, admin.id));
  patient = await createPatient(t.database.db, t.config.jwtSecret);
});

afterAll(async () => {
  await t.close();
});

describe('specializations grouped whatever their case and spacing (DOC-8)', () => {
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    // The first registered listed spelling is the label: 'Sleep Medicine' before the others.
    ids.first = (await listedAs('Sol First', 'Sleep Medicine')).id;
    ids.lower = (await listedAs('Sol Lower', 'sleep medicine ')).id;
    ids.spaced = (await listedAs('Sol Spaced', '  SLEEP   medicine')).id;
    ids.other = (await listedAs('Sol Other', 'Sleep Surgery')).id;
    // Not listed: in no chip, filter or count.
    const hidden = await createDoctor(t.database.db, t.config.jwtSecret, 'Sol Hidden', { verified: false });
    await t.database.db.update(doctors).set({ specialization: 'SLEEP MEDICINE' }).where(eq(doctors.userId, hidden.id));
  });

  it('lists one chip per specialization, in the clinic’s spelling', async () => {
    const response = await injectAs(t.app, null, { method: 'GET', url: '/api/doctors/specializations' });
    const chips = response.json<string[]>();
    expect(chips.filter((chip) => chip.toLowerCase().includes('sleep'))).toEqual(['Sleep Medicine', 'Sleep Surgery']);
    expect(new Set(chips.map((chip) => chip.toLowerCase())).size).toBe(chips.length);
  });

  it('filters and counts every spelling under the one label, whatever spelling is asked for', async () => {
    for (const asked of ['Sleep Medicine', 'sleep medicine', ' SLEEP  MEDICINE ']) {
      const found = await page(`&specialization=${encodeURIComponent(asked)}`);
      expect(found.total, asked).toBe(3);
      expect(found.items.map((item) => item.user_id).sort()).toEqual([ids.first, ids.lower, ids.spaced].sort());
    }
    // The other endpoints of the directory group alike.
    const array = await injectAs(t.app, null, { method: 'GET', url: '/api/doctors/get-doctors/?specialization=sleep%20medicine' });
    expect(array.json<unknown[]>()).toHaveLength(3);
    expect((await page('&specialization=Sleep')).total).toBe(0);
  });

  it('counts every spelling under the one label on the staff dashboard, listed doctors only', async () => {
    const dashboard = (await injectAs(t.app, admin, { method: 'GET', url: '/api/staff/dashboard' })).json<StaffDashboard>();
    const sleep = dashboard.listed_by_specialization.filter((row) => row.specialization.toLowerCase().startsWith('sleep'));
    expect(sleep).toEqual([
      { specialization: 'Sleep Medicine', doctors: 3 },
      { specialization: 'Sleep Surgery', doctors: 1 },
    ]);
  });

  it('stores a doctor registering "sleep medicine " under the clinic’s spelling (AUTH-25)', async () => {
    const id = await registeredId({ name: 'Sol Newcomer', email: 'sol.newcomer@example.com', specialization: 'sleep medicine ' });
    const [row] = await t.database.db.select({ specialization: doctors.specialization }).from(doctors).where(eq(doctors.userId, id));
    expect(row?.specialization).toBe('Sleep Medicine');
  });
});

describe('the licence at registration (DOC-10)', () => {
  it('stores the number upper-case and the state', async () => {
    const id = await registeredId({ name: 'Lee Licence', email: 'lee.licence@example.com', specialization: 'Cardiology' });
    const [row] = await t.database.db.select({ number: doctors.licenceNumber, state: doctors.licenceState }).from(doctors).where(eq(doctors.userId, id));
    expect(row).toEqual({ number: 'A123-456', state: 'CA' });
    const pending = (await injectAs(t.app, admin, { method: 'GET', url: '/api/staff/approvals' })).json<Approvals>();
    expect(pending.doctors.find((doctor) => doctor.id === id)).toMatchObject({ licence_number: 'A123-456', licence_state: 'CA' });
  });

  it('refuses a doctor without a licence, or with a malformed one, naming each field', async () => {
    const missing = await register({ name: 'No Licence', email: 'no.licence@example.com', specialization: 'Cardiology', licenceNumber: undefined, licenceState: undefined });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<ErrorBody>().error.fields).toMatchObject({
      licenceNumber: 'Licence number is required',
      licenceState: 'Please choose the state that issued the licence',
    });
    const wrong = await register({ name: 'Bad Licence', email: 'bad.licence@example.com', specialization: 'Cardiology', licenceNumber: '<b>1</b>', licenceState: 'ZZ' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<ErrorBody>().error.fields).toEqual({
      licenceNumber: 'Please enter the licence number: 3 to 20 letters, digits or hyphens',
      licenceState: 'Please choose the state that issued the licence',
    });
  });

  it('keeps the licence fields off the other roles', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/authentication/register',
      payload: { role: 'patient', name: 'Pat Plain', email: 'pat.plain@example.com', password, confirmPassword: password, phoneNumber: '4155550100', age: 30, gender: 'female', address: '1 Main St', licenceNumber: 'A1' },
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('verification with the licence confirmed and the specialization corrected (DOC-9, DOC-10)', () => {
  it('refuses to verify until staff confirm the licence, with the message on the field', async () => {
    const id = await registeredId({ name: 'Una Checked', email: 'una.checked@example.com', specialization: 'Cardiology' });
    for (const payload of [undefined, {}, { licenceChecked: false }]) {
      const refused = await verify(id, payload);
      expect(refused.statusCode).toBe(400);
      if (payload !== undefined) expect(refused.json<ErrorBody>().error.fields).toEqual({ licenceChecked: "Please confirm that you have checked the doctor's licence" });
    }
    expect((await injectAs(t.app, null, { method: 'GET', url: `/api/doctors/get-doctors/${id}` })).statusCode).toBe(404);

    expect((await verify(id, { licenceChecked: true })).statusCode).toBe(200);
    const [entry] = await t.database.db.select({ detail: auditLog.detail, actorId: auditLog.actorId }).from(auditLog).where(and(eq(auditLog.action, 'staff.doctor.verify'), eq(auditLog.subjectId, id)));
    expect(entry).toEqual({ detail: 'licence checked: A123-456 (CA)', actorId: admin.id });
    const corrections = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'staff.doctor.specialization'), eq(auditLog.subjectId, id)));
    expect(corrections).toEqual([]);
  });

  it('stores a corrected specialization in the clinic’s spelling, searchable and audited', async () => {
    await listedAs('Ren Existing', 'Rheumatology');
    const id = await registeredId({ name: 'Ren Typo', email: 'ren.typo@example.com', specialization: 'Rheumatolgy' });
    expect((await verify(id, { licenceChecked: true, specialization: '  rheumatology ' })).statusCode).toBe(200);

    const detail = (await injectAs(t.app, null, { method: 'GET', url: `/api/doctors/get-doctors/${id}` })).json<DoctorDetail>();
    expect(detail.specialization).toBe('Rheumatology');
    expect((await page('&q=rheumatology')).items.map((item) => item.user_id)).toContain(id);
    expect((await page('&specialization=rheumatology')).total).toBe(2);
    const [entry] = await t.database.db.select({ detail: auditLog.detail, actorId: auditLog.actorId }).from(auditLog).where(and(eq(auditLog.action, 'staff.doctor.specialization'), eq(auditLog.subjectId, id)));
    expect(entry).toEqual({ detail: "'Rheumatolgy' → 'Rheumatology'", actorId: admin.id });
  });

  it('refuses an empty correction and leaves the doctor unverified', async () => {
    const id = await registeredId({ name: 'Eli Empty', email: 'eli.empty@example.com', specialization: 'Cardiology' });
    const refused = await verify(id, { licenceChecked: true, specialization: '   ' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorBody>().error.fields).toEqual({ specialization: 'Specialization is required' });
    const [row] = await t.database.db.select({ verified: doctors.verified }).from(doctors).where(eq(doctors.userId, id));
    expect(row?.verified).toBe(false);
  });
});

describe('bio, location and insurance plans (DOC-11)', () => {
  let doctor: TestAccount;
  const profile = { consultationFee: 150, qualifications: 'MD', experienceYears: 12, city: 'Boston, MA', clinicAddress: '1 Main St, Boston, MA', available: true };

  beforeAll(async () => {
    doctor = await createDoctor(t.database.db, t.config.jwtSecret, 'Bea Bio');
  });

  function save(payload: Record<string, unknown>) {
    return injectAs(t.app, doctor, { method: 'PUT', url: '/api/doctors/me', payload });
  }

  it('saves the doctor’s bio and plans as plain text and shows them on the public profile', async () => {
    const bio = 'I listen first. <script>alert(1)</script> stays text.';
    const saved = await save({ ...profile, bio: `  ${bio}  `, insurancePlans: 'Aetna\n\n aetna \nBlue  Cross Blue Shield\nMedicare' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<OwnDoctorProfile>()).toMatchObject({ bio, insurance_plans: ['Aetna', 'Blue Cross Blue Shield', 'Medicare'] });

    const detail = (await injectAs(t.app, patient, { method: 'GET', url: `/api/doctors/get-doctors/${doctor.id}` })).json<DoctorDetail>();
    expect(detail).toMatchObject({ bio, insurance_plans: ['Aetna', 'Blue Cross Blue Shield', 'Medicare'], location: { name: null, address: '1 Main St, Boston, MA' } });

    // Left out of a save (an older form), they stay; an empty bio removes it.
    expect((await save(profile)).json<OwnDoctorProfile>()).toMatchObject({ bio, insurance_plans: ['Aetna', 'Blue Cross Blue Shield', 'Medicare'] });
    expect((await save({ ...profile, bio: ' ', insurancePlans: [] })).json<OwnDoctorProfile>()).toMatchObject({ bio: null, insurance_plans: [] });
  });

  it('shows the clinic location the doctor works at, before the doctor’s own address', async () => {
    const [location] = await t.database.db.insert(locations).values({ name: 'Back Bay Clinic', address: '200 Boylston St, Boston, MA 02116' }).returning({ id: locations.id });
    await t.database.db.update(doctors).set({ locationId: location?.id ?? null }).where(eq(doctors.userId, doctor.id));
    const detail = (await injectAs(t.app, null, { method: 'GET', url: `/api/doctors/get-doctors/${doctor.id}` })).json<DoctorDetail>();
    expect(detail.location).toEqual({ name: 'Back Bay Clinic', address: '200 Boylston St, Boston, MA 02116' });
  });

  it('refuses a bio or plans beyond their limits, naming the field, and keeps what was saved', async () => {
    await save({ ...profile, bio: 'Kept', insurancePlans: ['Aetna'] });
    const long = await save({ ...profile, bio: 'x'.repeat(1001), insurancePlans: ['y'.repeat(81)] });
    expect(long.statusCode).toBe(400);
    expect(long.json<ErrorBody>().error.fields).toEqual({ bio: 'Please use at most 1000 characters', insurancePlans: 'Please name each plan in at most 80 characters' });
    const many = await save({ ...profile, insurancePlans: Array.from({ length: 21 }, (_, i) => `Plan ${String(i)}`) });
    expect(many.json<ErrorBody>().error.fields).toEqual({ insurancePlans: 'Please list at most 20 plans' });
    const wrongType = await save({ ...profile, insurancePlans: [1, 2] });
    expect(wrongType.statusCode).toBe(400);
    const detail = (await injectAs(t.app, null, { method: 'GET', url: `/api/doctors/get-doctors/${doctor.id}` })).json<DoctorDetail>();
    expect(detail).toMatchObject({ bio: 'Kept', insurance_plans: ['Aetna'] });
  });
});
