import type { ErrorBody } from '@clinvia/contracts';
import type { OwnDoctorProfile } from '@clinvia/contracts/doctor-portal';
import type { DoctorDetail, DoctorListItem, DoctorPage, TrendingDoctor } from '@clinvia/contracts/doctors';
import { languageMessages } from '@clinvia/contracts/languages';
import type { StaffDoctor } from '@clinvia/contracts/staff';
import { and, eq, sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, doctors, doctorSearchText } from '../../db/schema';
import { createDoctor, createPatient, createStaff, injectAs, type TestAccount } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { rowsOf } from '../../test/waitlist-offers';

// Issue 36.2: doctors' languages. DOC-13 (the doctor sets their own, staff any doctor's; shown
// with the listing, the carousel and the detail) and FIND-17 (the listing's `language` filter:
// a supported ISO 639-1 code or a 400 naming the field, combined with the other filters, through
// the partial GIN index of migration 0047).

let t: TestApp;
let staffer: TestAccount;
let patient: TestAccount;
const doctorsByName: Record<string, TestAccount> = {};

const profile = { consultationFee: 150, qualifications: 'MD (Cardiology)', experienceYears: 12, city: 'Boston, MA', clinicAddress: '1 Main St, Boston, MA', available: true };

/** The listed doctors of the filter tests: name, specialization, city and languages. */
const seeds = [
  { name: 'Lena Ortiz', specialization: 'Cardiology', city: 'Boston, MA', languages: ['en', 'es'] },
  { name: 'Marco Ruiz', specialization: 'Dermatology', city: 'Austin, TX', languages: ['es', 'pt'] },
  { name: 'Nora Chen', specialization: 'Cardiology', city: 'Boston, MA', languages: ['en', 'zh'] },
  { name: 'Omar Haddad', specialization: 'Cardiology', city: 'Austin, TX', languages: ['en', 'ar', 'es'] },
  { name: 'Pia Novak', specialization: 'Neurology', city: 'Boston, MA', languages: [] },
];

async function page(query: string): Promise<DoctorPage> {
  const response = await injectAs(t.app, null, { method: 'GET', url: `/api/doctors?pageSize=50${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DoctorPage>();
}

const names = (items: readonly DoctorListItem[]) => items.map((item) => item.name).sort();

beforeAll(async () => {
  t = await createTestApp();
  staffer = await createStaff(t.database.db, t.config.jwtSecret, true);
  patient = await createPatient(t.database.db, t.config.jwtSecret);
  for (const seed of seeds) {
    const doctor = await createDoctor(t.database.db, t.config.jwtSecret, seed.name, { specialization: seed.specialization });
    await t.database.db
      .update(doctors)
      .set({ city: seed.city, languages: seed.languages, searchText: doctorSearchText(seed.name, seed.specialization, 'MD (Cardiology)') })
      .where(eq(doctors.userId, doctor.id));
    doctorsByName[seed.name] = doctor;
  }
});

afterAll(async () => {
  await t.close();
});

describe('Find Doctor’s language filter (FIND-17)', () => {
  it('lists only the doctors who speak the language, with their languages beside the specification’s fields', async () => {
    const spanish = await page('&language=es');
    expect(names(spanish.items)).toEqual(['Lena Ortiz', 'Marco Ruiz', 'Omar Haddad']);
    expect(spanish.total).toBe(3);
    expect(spanish.items.find((item) => item.name === 'Omar Haddad')?.languages).toEqual(['en', 'ar', 'es']);
    // Without the filter every listed doctor is there, a doctor who listed none with an empty list.
    const all = await page('');
    expect(all.items.find((item) => item.name === 'Pia Novak')?.languages).toEqual([]);
    // An empty value (a cleared select) is no filter.
    expect((await page('&language=')).total).toBe(all.total);
  });

  it('combines with specialization, location, search, sort and paging', async () => {
    expect(names((await page('&language=es&specialization=cardiology')).items)).toEqual(['Lena Ortiz', 'Omar Haddad']);
    expect(names((await page('&language=es&city=austin')).items)).toEqual(['Marco Ruiz', 'Omar Haddad']);
    expect(names((await page('&language=es&specialization=Cardiology&city=boston ma')).items)).toEqual(['Lena Ortiz']);
    expect(names((await page('&language=zh&q=nora')).items)).toEqual(['Nora Chen']);
    expect((await page('&language=zh&q=lena')).items).toEqual([]);
    // A full page reads its total: counted with the language too.
    const first = await injectAs(t.app, null, { method: 'GET', url: '/api/doctors?language=es&pageSize=1&sort=fee' });
    expect(first.json<DoctorPage>()).toMatchObject({ total: 3, page: 1, pageSize: 1 });
    // The specification's array takes the same filter.
    const array = await injectAs(t.app, null, { method: 'GET', url: '/api/doctors/get-doctors/?language=pt' });
    expect(array.json<DoctorListItem[]>().map((item) => item.name)).toEqual(['Marco Ruiz']);
  });

  it('answers 400 naming the field for a code outside the supported list', async () => {
    for (const bad of ['xx', 'ES', 'spanish', 'es-MX']) {
      const response = await injectAs(t.app, null, { method: 'GET', url: `/api/doctors?language=${bad}` });
      expect(response.statusCode, bad).toBe(400);
      expect(response.json<ErrorBody>().error.fields).toEqual({ language: languageMessages.query });
    }
    const array = await injectAs(t.app, null, { method: 'GET', url: '/api/doctors/get-doctors/?language=klingon' });
    expect(array.json<ErrorBody>().error.fields).toEqual({ language: languageMessages.query });
  });

  it('counts a change of languages at once (FIND-13: the total is cached per directory version)', async () => {
    const url = '/api/doctors?language=pt&pageSize=1';
    expect((await injectAs(t.app, null, { method: 'GET', url })).json<DoctorPage>().total).toBe(1);
    const nora = doctorsByName['Nora Chen'];
    await injectAs(t.app, staffer, { method: 'PATCH', url: `/api/staff/doctors/${nora?.id ?? ''}`, payload: { languages: ['en', 'zh', 'pt'] } });
    expect((await injectAs(t.app, null, { method: 'GET', url })).json<DoctorPage>().total).toBe(2);
    await injectAs(t.app, staffer, { method: 'PATCH', url: `/api/staff/doctors/${nora?.id ?? ''}`, payload: { languages: ['en', 'zh'] } });
    expect((await injectAs(t.app, null, { method: 'GET', url })).json<DoctorPage>().total).toBe(1);
  });

  it('looks the doctors up through the partial GIN index (doctors_listed_languages_idx)', async () => {
    // A directory of some size, where few doctors speak the language (as in a real clinic), in a
    // transaction rolled back afterwards; the condition is the listing's (service.ts filterConditions)
    // on the count's shape. PGlite and PostgreSQL plan alike.
    let plan = '';
    await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into users (role, name, email, phone, password_hash)
          select 'doctor', 'Bulk ' || i, 'bulk' || i || '@example.test', '4155550000', 'x' from generate_series(1, 3000) as i`);
        await tx.execute(sql`insert into doctors (user_id, specialization, qualifications, experience_years, consultation_fee, verified, search_text, languages)
          select id, 'Cardiology', 'MD', 5, 100, true, lower(name), '{en}' from users where email like 'bulk%@example.test'`);
        await tx.execute(sql`analyze doctors`);
        plan = JSON.stringify(await rowsOf(tx, sql`explain select count(*) from doctors where verified and languages @> array[${'es'}]::text[]`));
        tx.rollback();
      })
      .catch((error: unknown) => {
        // drizzle's rollback() throws to end the transaction; anything else is a failure.
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    expect(plan).toContain('doctors_listed_languages_idx');
  });

  it('keeps an unsupported code out of the table itself', async () => {
    const pia = doctorsByName['Pia Novak'];
    await expect(t.database.db.update(doctors).set({ languages: ['en', 'xx'] }).where(eq(doctors.userId, pia?.id ?? ''))).rejects.toThrow();
  });
});

describe('the doctor’s own languages (DOC-13)', () => {
  let doctor: TestAccount;

  beforeAll(async () => {
    doctor = await createDoctor(t.database.db, t.config.jwtSecret, 'Quinn Lang');
    await t.database.db.update(doctors).set({ trending: true }).where(eq(doctors.userId, doctor.id));
  });

  function save(account: TestAccount, payload: Record<string, unknown>) {
    return injectAs(t.app, account, { method: 'PUT', url: '/api/doctors/me', payload });
  }

  it('saves them once each, in the order given, and shows them on the profile, the listing and the carousel', async () => {
    const saved = await save(doctor, { ...profile, languages: ['es', 'en', 'es'] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<OwnDoctorProfile>().languages).toEqual(['es', 'en']);

    const detail = (await injectAs(t.app, patient, { method: 'GET', url: `/api/doctors/get-doctors/${doctor.id}` })).json<DoctorDetail>();
    expect(detail.languages).toEqual(['es', 'en']);
    expect((await page('&language=es&q=quinn')).items.map((item) => item.user_id)).toEqual([doctor.id]);
    const trending = (await injectAs(t.app, null, { method: 'GET', url: '/api/doctors/get-trending-doctor/' })).json<TrendingDoctor[]>();
    expect(trending.find((item) => item.doctor_id === doctor.id)?.languages).toEqual(['es', 'en']);

    // Left out of a save (an older form), they stay; an empty list removes them.
    expect((await save(doctor, profile)).json<OwnDoctorProfile>().languages).toEqual(['es', 'en']);
    expect((await save(doctor, { ...profile, languages: [] })).json<OwnDoctorProfile>().languages).toEqual([]);
  });

  it('refuses a code outside the list, naming the field, and keeps what was saved', async () => {
    await save(doctor, { ...profile, languages: ['fr'] });
    for (const languages of [['fr', 'xx'], 'fr', [1], ['FR']]) {
      const response = await save(doctor, { ...profile, languages });
      expect(response.statusCode, JSON.stringify(languages)).toBe(400);
      expect(response.json<ErrorBody>().error.fields).toEqual({ languages: languageMessages.list });
    }
    const own = await injectAs(t.app, doctor, { method: 'GET', url: '/api/doctors/me' });
    expect(own.json<OwnDoctorProfile>().languages).toEqual(['fr']);
  });

  it('lets a doctor edit only their own: staff’s doctor editor is not theirs, and a patient has no profile to edit', async () => {
    const other = doctorsByName['Lena Ortiz'];
    const before = (await injectAs(t.app, null, { method: 'GET', url: `/api/doctors/get-doctors/${other?.id ?? ''}` })).json<DoctorDetail>().languages;
    const asDoctor = await injectAs(t.app, doctor, { method: 'PATCH', url: `/api/staff/doctors/${other?.id ?? ''}`, payload: { languages: ['fr'] } });
    expect(asDoctor.statusCode).toBe(403);
    const asPatient = await save(patient, { ...profile, languages: ['fr'] });
    expect(asPatient.statusCode).toBe(403);
    const after = (await injectAs(t.app, null, { method: 'GET', url: `/api/doctors/get-doctors/${other?.id ?? ''}` })).json<DoctorDetail>().languages;
    expect(after).toEqual(before);
  });
});

describe('staff set any doctor’s languages (DOC-13)', () => {
  it('saves them, answers them in the console’s row, and audits the change', async () => {
    const marco = doctorsByName['Marco Ruiz'];
    const response = await injectAs(t.app, staffer, { method: 'PATCH', url: `/api/staff/doctors/${marco?.id ?? ''}`, payload: { languages: ['pt', 'es', 'en'] } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<StaffDoctor>().languages).toEqual(['pt', 'es', 'en']);
    const detail = (await injectAs(t.app, patient, { method: 'GET', url: `/api/doctors/get-doctors/${marco?.id ?? ''}` })).json<DoctorDetail>();
    expect(detail.languages).toEqual(['pt', 'es', 'en']);
    const [audit] = await t.database.db
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.doctor.update'), eq(auditLog.subjectId, marco?.id ?? '')));
    expect(audit?.detail).toContain('languages');
  });

  it('answers 400 naming the field for a code outside the list', async () => {
    const marco = doctorsByName['Marco Ruiz'];
    const response = await injectAs(t.app, staffer, { method: 'PATCH', url: `/api/staff/doctors/${marco?.id ?? ''}`, payload: { languages: ['pt', 'zz'] } });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().error.fields).toEqual({ languages: languageMessages.list });
  });
});
