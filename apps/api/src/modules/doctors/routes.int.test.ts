import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctorQueryMessages, type DoctorDetail, type DoctorListItem, type DoctorPage, type SlotsResponse, type TrendingDoctor } from '@clinvia/contracts/doctors';
import type { ErrorBody } from '@clinvia/contracts';
import type { AppointmentStatus } from '@clinvia/contracts/appointments';
import { appointments, doctors, doctorSearchText, doctorTimeOff, users } from '../../db/schema';
import { addDays, clinicNow } from '../../lib/clinic-time';
import { createTestApp, type TestApp } from '../../test/app';

interface DoctorSeed {
  name: string;
  specialization: string;
  qualifications?: string;
  rating: number;
  experienceYears: number;
  consultationFee: number;
  trending?: boolean;
  verified?: boolean;
  available?: boolean;
  city?: string;
}

// 12 verified doctors with distinct ratings, experience and fees (so every sort has one right
// order) and 2 unverified ones that must never show.
const seeds: DoctorSeed[] = [
  { name: 'Ada Stone', specialization: 'Cardiology', qualifications: 'MD, FACC', rating: 4.9, experienceYears: 30, consultationFee: 200, trending: true, city: 'Boston, MA' },
  { name: 'Ben Cole', specialization: 'Cardiology', rating: 4.1, experienceYears: 12, consultationFee: 150, city: 'Boston, MA' },
  { name: 'Cara Diaz', specialization: 'Dermatology', qualifications: 'MBBS, Fellowship in skin_care', rating: 4.5, experienceYears: 8, consultationFee: 90, trending: true, city: 'Austin, TX' },
  { name: 'Dev Rao', specialization: 'Neurology', rating: 3.2, experienceYears: 25, consultationFee: 240, city: 'Austin, TX' },
  { name: 'Eve Long', specialization: 'Pediatrics', rating: 4.7, experienceYears: 5, consultationFee: 60, city: 'Denver, CO' },
  { name: 'Finn Hart', specialization: 'Pediatrics', rating: 3.8, experienceYears: 18, consultationFee: 110, available: false, city: 'Denver, CO' },
  { name: 'Gia Moss', specialization: 'Neurology', rating: 4.3, experienceYears: 21, consultationFee: 175, trending: true, city: 'Boston, MA' },
  { name: 'Hal Byrne', specialization: 'Dermatology', rating: 2.9, experienceYears: 3, consultationFee: 45, city: 'Seattle, WA' },
  { name: 'Ivy Park', specialization: 'Cardiology', rating: 4.0, experienceYears: 15, consultationFee: 130, city: 'Seattle, WA' },
  { name: 'Jon Wu', specialization: 'Orthopedics', rating: 3.5, experienceYears: 9, consultationFee: 80, city: 'Austin, TX' },
  { name: 'Kim Ode', specialization: 'Orthopedics', rating: 4.6, experienceYears: 27, consultationFee: 210, city: 'Denver, CO' },
  { name: 'Lia Fox', specialization: 'Psychiatry', rating: 3.9, experienceYears: 11, consultationFee: 100, city: 'Seattle, WA' },
  { name: 'Mo Hidden', specialization: 'Cardiology', rating: 5.0, experienceYears: 40, consultationFee: 10, trending: true, verified: false, city: 'Boston, MA' },
  { name: 'Ned Pending', specialization: 'Urology', rating: 4.8, experienceYears: 20, consultationFee: 20, verified: false, city: 'Boston, MA' },
];

const zone = 'America/New_York';
let t: TestApp;
const ids = new Map<string, string>();

function idOf(name: string): string {
  const id = ids.get(name);
  if (!id) throw new Error(`no doctor ${name}`);
  return id;
}

// T names the expected body, as inject's own `json<T>()` does.
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
async function get<T>(url: string): Promise<{ status: number; body: T }> {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json<T>() };
}

async function page(query: string): Promise<DoctorPage> {
  const { status, body } = await get<DoctorPage>(`/api/doctors${query}`);
  expect(status).toBe(200);
  return body;
}

const names = (items: readonly { name: string }[]) => items.map((item) => item.name);
const verified = seeds.filter((seed) => seed.verified !== false);

let bookings = 0;

/** An appointment of a patient of its own (a patient cannot hold two active bookings at one time). */
async function book(doctor: string, date: string, time: string, status: AppointmentStatus) {
  bookings += 1;
  const [patient] = await t.database.db
    .insert(users)
    .values({ role: 'patient', name: 'Pat Ient', email: `pat${String(bookings)}@example.test`, phone: '5555550100', passwordHash: 'x' })
    .returning({ id: users.id });
  await t.database.db.insert(appointments).values({
    patientId: patient?.id ?? '',
    doctorId: idOf(doctor),
    appointmentDate: date,
    appointmentTime: time,
    appointmentType: 'Consultation',
    reason: 'Regular check of blood pressure',
    contactName: 'Pat Ient',
    contactEmail: 'pat@example.test',
    contactPhone: '5555550100',
    status,
  });
}

beforeAll(async () => {
  t = await createTestApp({ config: { clinicTimeZone: zone } });
  const { db } = t.database;
  for (const [i, seed] of seeds.entries()) {
    const qualifications = seed.qualifications ?? `MD (${seed.specialization})`;
    const [user] = await db
      .insert(users)
      .values({ role: 'doctor', name: seed.name, email: `doctor${String(i)}@example.test`, phone: '5555550000', passwordHash: 'x' })
      .returning({ id: users.id });
    if (!user) throw new Error('insert failed');
    ids.set(seed.name, user.id);
    await db.insert(doctors).values({
      userId: user.id,
      specialization: seed.specialization,
      qualifications,
      experienceYears: seed.experienceYears,
      consultationFee: seed.consultationFee,
      rating: seed.rating,
      available: seed.available ?? true,
      trending: seed.trending ?? false,
      verified: seed.verified ?? true,
      faceUrl: i % 2 === 0 ? `/avatars/doctor-0${String((i % 9) + 1)}.svg` : null,
      city: seed.city,
      clinicAddress: `1 Main St, ${seed.city ?? ''}`,
      searchText: doctorSearchText(seed.name, seed.specialization, qualifications),
    });
  }
});

afterAll(async () => {
  await t.close();
});

describe('GET /api/doctors', () => {
  it('lists verified doctors only, 9 a page, recommended order by default', async () => {
    const body = await page('');
    expect(body.total).toBe(verified.length);
    expect(body.page).toBe(1);
    expect(body.pageSize).toBe(9);
    expect(body.items).toHaveLength(9);
    // Trending first (by rating), then everyone else by rating.
    expect(names(body.items).slice(0, 4)).toEqual(['Ada Stone', 'Cara Diaz', 'Gia Moss', 'Eve Long']);
    expect(names(body.items)).not.toContain('Mo Hidden');
  });

  it('answers SPEC’s listing fields plus city and availability', async () => {
    const { items } = await page('?q=ada');
    expect(items).toHaveLength(1);
    const [ada] = items as [DoctorListItem];
    expect(ada).toMatchObject({
      user_id: idOf('Ada Stone'),
      name: 'Ada Stone',
      specialization: 'Cardiology',
      qualifications: 'MD, FACC',
      rating: 4.9,
      experience_years: 30,
      consultation_fee: 200,
      available: true,
      trending: true,
      city: 'Boston, MA',
    });
    expect(ada.face_url).toMatch(/^\/avatars\//);
  });

  // FIND-15: doctors taking bookings come first in every sort (Finn Hart takes none).
  const bookableFirst = (order: (a: DoctorSeed, b: DoctorSeed) => number) => (a: DoctorSeed, b: DoctorSeed) =>
    Number(b.available ?? true) - Number(a.available ?? true) || order(a, b);
  it.each([
    ['rating', [...verified].sort(bookableFirst((a, b) => b.rating - a.rating))],
    ['experience', [...verified].sort(bookableFirst((a, b) => b.experienceYears - a.experienceYears))],
    ['fee', [...verified].sort(bookableFirst((a, b) => a.consultationFee - b.consultationFee))],
  ] as const)('sorts by %s across pages, doctors taking bookings first', async (sort, expected) => {
    const first = await page(`?sort=${sort}`);
    const second = await page(`?sort=${sort}&page=2`);
    expect([...names(first.items), ...names(second.items)]).toEqual(names(expected));
  });

  it('searches name, specialization and qualifications, case-insensitively', async () => {
    expect(names((await page('?q=GIA')).items)).toEqual(['Gia Moss']);
    expect(names((await page('?q=dermatology&sort=rating')).items)).toEqual(['Cara Diaz', 'Hal Byrne']);
    expect(names((await page('?q=facc')).items)).toEqual(['Ada Stone']);
  });

  it('matches each typed word at the start of a word, whatever the case and punctuation (FIND-14)', async () => {
    expect(names((await page('?q=skin_care')).items)).toEqual(['Cara Diaz']);
    expect(names((await page('?q=skin%20CARE')).items)).toEqual(['Cara Diaz']);
    expect(names((await page('?q=md%20facc')).items)).toEqual(['Ada Stone']);
    expect(names((await page('?q=Dr.%20Ada%20St')).items)).toEqual(['Ada Stone']);
    expect(names((await page('?q=cardio&sort=rating')).items)).toEqual(['Ada Stone', 'Ben Cole', 'Ivy Park']);
    // Inside a word is not the start of one; punctuation alone asks for nothing.
    expect((await page('?q=ardiology')).total).toBe(0);
    expect((await page('?q=kin_care')).total).toBe(0);
    expect((await page('?q=%25')).total).toBe(verified.length);
  });

  it('finds a city by the words people type: Boston, boston, Boston MA, bos (FIND-14)', async () => {
    const boston = ['Ada Stone', 'Gia Moss', 'Ben Cole'];
    for (const city of ['Boston', 'boston', 'Boston%20MA', 'Boston,%20MA', 'BOSTON,MA', 'bos', 'ma%20boston']) {
      expect(names((await page(`?city=${city}&sort=rating`)).items), city).toEqual(boston);
    }
    expect((await page('?city=Boston%20TX')).total).toBe(0);
    expect((await page('?city=oston')).total).toBe(0);
    expect(names((await page('?city=boston&q=cardiology&sort=rating')).items)).toEqual(['Ada Stone', 'Ben Cole']);
  });

  it('pages: the last page is partial, beyond the last is empty with the total', async () => {
    const last = await page('?page=2');
    expect(last.items).toHaveLength(verified.length - 9);
    const beyond = await page('?page=3');
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(verified.length);
    const small = await page('?pageSize=5&page=3&sort=fee');
    expect(names(small.items)).toEqual(['Dev Rao', 'Finn Hart']);
  });

  it('answers an empty page when nothing matches', async () => {
    const body = await page('?q=nobody-by-this-name');
    expect(body).toEqual({ items: [], total: 0, page: 1, pageSize: 9 });
  });

  it('treats empty parameters as absent', async () => {
    expect((await page('?q=&specialization=&city=')).total).toBe(verified.length);
  });

  it.each([
    ['?page=0', 'page', doctorQueryMessages.page],
    ['?page=abc', 'page', doctorQueryMessages.page],
    ['?page=1.5', 'page', doctorQueryMessages.page],
    ['?pageSize=0', 'pageSize', doctorQueryMessages.pageSize],
    ['?pageSize=51', 'pageSize', doctorQueryMessages.pageSize],
    ['?sort=price', 'sort', doctorQueryMessages.sort],
    [`?q=${'x'.repeat(101)}`, 'q', doctorQueryMessages.q],
  ])('rejects %s with a message for %s', async (query, field, message) => {
    const { status, body } = await get<ErrorBody>(`/api/doctors${query}`);
    expect(status).toBe(400);
    expect(body.error.code).toBe('validation_error');
    expect(body.error.fields).toEqual({ [field]: message });
  });
});

describe('availability in the listing', () => {
  it('is "today" while a future slot is free today, and null for an unavailable doctor', async () => {
    const now = clinicNow(zone);
    const { items } = await page('?pageSize=50');
    const finn = items.find((item) => item.name === 'Finn Hart');
    expect(finn).toMatchObject({ available: false, available_today: false, next_available_date: null, next_available_time: null });
    const ben = items.find((item) => item.name === 'Ben Cole');
    // Before 15:30 in the clinic some slot of today is still ahead.
    const expectedDate = now.time < '15:30' ? now.date : addDays(now.date, 1);
    expect(ben?.next_available_date).toBe(expectedDate);
    expect(ben?.available_today).toBe(expectedDate === now.date);
  });

  it('moves on to the next day once every slot of a day is taken', async () => {
    const now = clinicNow(zone);
    const tomorrow = addDays(now.date, 1);
    const slots = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '13:00', '13:30', '14:00', '14:30', '15:00', '15:30'];
    for (const [i, time] of slots.entries()) {
      await book('Lia Fox', now.date, time, i % 2 === 0 ? 'pending' : 'confirmed');
      await book('Lia Fox', tomorrow, time, 'confirmed');
    }
    // A cancelled booking does not hold its slot.
    await book('Lia Fox', addDays(now.date, 2), '09:00', 'cancelled');
    const { items } = await page('?q=lia');
    expect(items[0]).toMatchObject({ available_today: false, next_available_date: addDays(now.date, 2) });
  });
});

describe('GET /api/doctors/get-doctors/', () => {
  it('answers SPEC’s array of verified doctors', async () => {
    const { status, body } = await get<DoctorListItem[]>('/api/doctors/get-doctors/');
    expect(status).toBe(200);
    expect(body).toHaveLength(verified.length);
    expect(names(body)).not.toContain('Ned Pending');
  });

  it('takes the same filters, without the trailing slash too', async () => {
    const { body } = await get<DoctorListItem[]>('/api/doctors/get-doctors?specialization=Pediatrics&sort=rating');
    expect(names(body)).toEqual(['Eve Long', 'Finn Hart']);
  });
});

describe('GET /api/doctors/get-doctors/:id', () => {
  it('answers every SPEC doctor field', async () => {
    const { status, body } = await get<DoctorDetail>(`/api/doctors/get-doctors/${idOf('Cara Diaz')}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: idOf('Cara Diaz'),
      user_id: idOf('Cara Diaz'),
      name: 'Cara Diaz',
      email: 'doctor2@example.test',
      specialization: 'Dermatology',
      qualifications: 'MBBS, Fellowship in skin_care',
      experience_years: 8,
      consultation_fee: 90,
      rating: 4.5,
      available: true,
      trending: true,
      city: 'Austin, TX',
      clinic_address: '1 Main St, Austin, TX',
    });
    expect(Date.parse(body.created_at)).toBeGreaterThan(Date.now() - 10 * 60_000);
  });

  it('answers 404 for an unverified or unknown doctor, 400 for a malformed id', async () => {
    expect((await get(`/api/doctors/get-doctors/${idOf('Mo Hidden')}`)).status).toBe(404);
    expect((await get('/api/doctors/get-doctors/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const malformed = await get<ErrorBody>('/api/doctors/get-doctors/42');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.fields).toEqual({ id: doctorQueryMessages.id });
  });
});

describe('GET /api/doctors/get-trending-doctor/', () => {
  it('answers verified trending doctors in SPEC’s shape, highest rated first', async () => {
    const { status, body } = await get<TrendingDoctor[]>('/api/doctors/get-trending-doctor/');
    expect(status).toBe(200);
    expect(body.map((doctor) => doctor.name)).toEqual(['Ada Stone', 'Cara Diaz', 'Gia Moss']);
    expect(body[0]).toEqual({
      doctor_id: idOf('Ada Stone'),
      name: 'Ada Stone',
      face_url: expect.stringMatching(/^\/avatars\//) as unknown,
      experience_years: 30,
      specialization: 'Cardiology',
      consultation_fee: 200,
      available: true,
      next_available_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as unknown,
      next_available_time: expect.stringMatching(/^\d{2}:\d{2}$/) as unknown,
      // TIME-6: beside SPEC's fields, the zone the next free time is read in (the doctor's location's).
      timeZone: 'America/New_York',
      // DOC-13: and the languages the doctor speaks (none set here).
      languages: [],
    });
  });
});

describe('GET /api/doctors/specializations', () => {
  it('answers the distinct specializations of verified doctors in order', async () => {
    const { body } = await get<string[]>('/api/doctors/specializations');
    expect(body).toEqual(['Cardiology', 'Dermatology', 'Neurology', 'Orthopedics', 'Pediatrics', 'Psychiatry']);
  });
});

describe('GET /api/doctors/cities', () => {
  it('answers each city of verified doctors once, in order', async () => {
    const { body } = await get<string[]>('/api/doctors/cities');
    expect(body).toEqual(['Austin, TX', 'Boston, MA', 'Denver, CO', 'Seattle, WA']);
  });
});

describe('GET /api/doctors/:id/slots', () => {
  it('answers 10 days of 12 slots from today, marking taken and past ones', async () => {
    const now = clinicNow(zone);
    await book('Ivy Park', now.date, '15:30', 'pending');
    await book('Ivy Park', addDays(now.date, 3), '09:30', 'confirmed');
    await book('Ivy Park', addDays(now.date, 3), '10:00', 'cancelled');
    await book('Ivy Park', addDays(now.date, 3), '10:30', 'completed');

    const { status, body } = await get<SlotsResponse>(`/api/doctors/${idOf('Ivy Park')}/slots`);
    expect(status).toBe(200);
    expect(body.today).toBe(now.date);
    expect(body.clinicTimeZone).toBe(zone);
    expect(body.days.map((day) => day.date)).toEqual(Array.from({ length: 10 }, (_, i) => addDays(now.date, i)));
    for (const day of body.days) expect(day.slots).toHaveLength(12);

    const today = body.days[0]?.slots ?? [];
    for (const slot of today) expect(slot.past).toBe(slot.time <= now.time);
    expect(today.find((slot) => slot.time === '15:30')).toMatchObject({ taken: true, available: false });

    const third = body.days[3]?.slots ?? [];
    expect(third.filter((slot) => slot.taken).map((slot) => slot.time)).toEqual(['09:30']);
    expect(third.filter((slot) => slot.available)).toHaveLength(11);
  });

  it('marks every slot of an earlier day as past', async () => {
    const yesterday = addDays(clinicNow(zone).date, -1);
    const { body } = await get<SlotsResponse>(`/api/doctors/${idOf('Ivy Park')}/slots?from=${yesterday}&days=1`);
    expect(body.days).toHaveLength(1);
    expect(body.days[0]?.slots.every((slot) => slot.past && !slot.available)).toBe(true);
  });

  it('offers nothing for a doctor who is not accepting appointments', async () => {
    const { body } = await get<SlotsResponse>(`/api/doctors/${idOf('Finn Hart')}/slots?days=2`);
    expect(body.available).toBe(false);
    expect(body.days.flatMap((day) => day.slots).some((slot) => slot.available)).toBe(false);
  });

  it('answers 404 for an unverified doctor and 400 with the field for bad parameters', async () => {
    expect((await get(`/api/doctors/${idOf('Ned Pending')}/slots`)).status).toBe(404);
    const bad = await get<ErrorBody>(`/api/doctors/${idOf('Ivy Park')}/slots?from=2025-02-30&days=40`);
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ from: doctorQueryMessages.from, days: doctorQueryMessages.days });
  });
});

describe('time off', () => {
  it('blocks the slot or the whole day in the grid, and counts it out of the listing’s availability', async () => {
    const now = clinicNow(zone);
    const doctorId = idOf('Jon Wu');
    const tomorrow = addDays(now.date, 1);
    await t.database.db.insert(doctorTimeOff).values([
      { doctorId, date: now.date },
      { doctorId, date: tomorrow, time: '09:30' },
    ]);

    const { body } = await get<SlotsResponse>(`/api/doctors/${doctorId}/slots?days=2`);
    expect(body.days[0]?.slots.every((slot) => slot.blocked && !slot.available)).toBe(true);
    const second = body.days[1]?.slots ?? [];
    expect(second.filter((slot) => slot.blocked).map((slot) => slot.time)).toEqual(['09:30']);
    expect(second.find((slot) => slot.time === '09:30')).toMatchObject({ taken: false, past: false, available: false });
    expect(second.filter((slot) => slot.available)).toHaveLength(11);

    const { items } = await page('?q=jon%20wu');
    expect(items[0]).toMatchObject({ available_today: false, next_available_date: tomorrow });
  });
});
