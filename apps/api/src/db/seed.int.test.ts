import { and, count, countDistinct, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../lib/clinic-time';
import { verifyPassword } from '../lib/passwords';
import { createTestDatabase, type TestDatabase } from '../test/database';
import type { Db } from './client';
import { appointmentEvents, appointments, appointmentStatuses, consents, consentVersions, doctors, locations, notifications, patients, questionnaireAssignments, questionnaires, questionnaireVersions, staff, users } from './schema';
import { demoConsents } from './demo-consents';
import { demoSummary } from './demo-summaries';
import { visitSummariesFor } from '../domain/visit-summaries/summaries';
import { readSchedule } from '../domain/slots/schedule-queries';
import { isWorkingSlot, slotLocationOn } from '../domain/slots/schedule';
import { countUsers, demoAccounts, demoDenverDoctor, demoLocations, demoPassword, seedDemoData } from './seed';

const clinicTimeZone = 'America/New_York';
let testDb: TestDatabase;
let db: Db;
let today: string;

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.database.db;
  today = todayIn(clinicTimeZone);
  const result = await seedDemoData(db, { clinicTimeZone });
  expect(result.created).toBe(true);
});

afterAll(async () => {
  await testDb.dispose();
});

async function doctorIdOf(name: string): Promise<string> {
  const [row] = await db.select({ id: users.id }).from(users).where(and(eq(users.name, name), eq(users.role, 'doctor')));
  if (!row) throw new Error(`no doctor ${name}`);
  return row.id;
}

async function userIdOf(email: string): Promise<string> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

describe('seedDemoData', () => {
  it('rings each doctor’s bell for every pending request, unread and in the words of a real request (issue 40.4)', async () => {
    const doctorId = await userIdOf(demoAccounts.doctor);
    const pending = await db
      .select({ id: appointments.id, name: users.name, type: appointments.appointmentType })
      .from(appointments)
      .innerJoin(users, eq(users.id, appointments.patientId))
      .where(and(eq(appointments.doctorId, doctorId), eq(appointments.status, 'pending')));
    expect(pending.length).toBeGreaterThanOrEqual(3);
    const bell = await db.select().from(notifications).where(eq(notifications.userId, doctorId));
    expect(bell.map((item) => item.appointmentId).sort()).toEqual(pending.map((row) => row.id).sort());
    for (const row of pending) {
      const item = bell.find((notice) => notice.appointmentId === row.id);
      expect(item).toMatchObject({ kind: 'appointment.booked', title: 'New appointment request', readAt: null });
      expect(item?.body).toMatch(new RegExp(`^${row.name} asked for \\w+day, \\w+ \\d+ at \\d+:\\d{2} [AP]M \\(${row.type}\\)\\. Accept or decline it in your portal\\.$`));
    }
  });

  it('asks the general intake at every visit and PHQ-9 and GAD-7 at a demo specialization’s visits (INTAKE-17)', async () => {
    const rows = await db
      .select({ title: questionnaires.title, resource: questionnaireVersions.resource, all: questionnaireAssignments.allVisits, specialization: questionnaireAssignments.specialization })
      .from(questionnaires)
      .innerJoin(questionnaireVersions, eq(questionnaireVersions.questionnaireId, questionnaires.id))
      .innerJoin(questionnaireAssignments, eq(questionnaireAssignments.questionnaireId, questionnaires.id))
      .orderBy(questionnaires.title);
    expect(rows.map((row) => [row.title, row.all, row.specialization])).toEqual([
      ['General intake', true, null],
      ['Generalized Anxiety Disorder (GAD-7)', false, 'Psychiatry'],
      ['Patient Health Questionnaire (PHQ-9)', false, 'Psychiatry'],
    ]);
    expect(rows.map((row) => row.resource.code?.[0]?.code)).toEqual([undefined, '69737-5', '44249-1']);
    const [psychiatrists] = await db.select({ n: count() }).from(doctors).where(and(eq(doctors.specialization, 'Psychiatry'), eq(doctors.verified, true)));
    expect(psychiatrists?.n).toBeGreaterThan(0);
  });

  it('asks patients to sign the clinic’s two consents, written by the practice manager (CONSENT-1)', async () => {
    const rows = await db
      .select({ title: consentVersions.title, version: consentVersions.version, status: consents.status, author: users.email })
      .from(consentVersions)
      .innerJoin(consents, eq(consents.id, consentVersions.consentId))
      .innerJoin(users, eq(users.id, consentVersions.createdBy));
    expect(rows.map((row) => row.title).sort()).toEqual(demoConsents.map((consent) => consent.title).sort());
    expect(rows.every((row) => row.version === 1 && row.status === 'active' && row.author === demoAccounts.staff)).toBe(true);
  });

  it('gives the demo patient one completed visit with a signed summary, a follow-up and an addendum by its doctor (SUMMARY-1 to SUMMARY-3)', async () => {
    const patientId = await userIdOf(demoAccounts.patient);
    const summaries = await visitSummariesFor(db, patientId, clinicTimeZone);
    expect(summaries).toHaveLength(1);
    const [summary] = summaries;
    expect(summary).toMatchObject({ status: 'signed', reason: demoSummary.reason, follow_up: { value: 4, unit: 'weeks' } });
    expect(summary?.addenda.map((addendum) => [addendum.text, addendum.author.id])).toEqual([[demoSummary.addendum, summary?.doctor.id]]);
    const [visit] = await db.select({ status: appointments.status, patientId: appointments.patientId, doctorId: appointments.doctorId }).from(appointments).where(eq(appointments.id, summary?.appointment_id ?? ''));
    expect(visit).toEqual({ status: 'completed', patientId, doctorId: summary?.doctor.id });
    expect(summary?.visit_date !== undefined && summary.visit_date < today).toBe(true);
  });

  it('is idempotent', async () => {
    const before = await countUsers(db);
    const again = await seedDemoData(db, { clinicTimeZone });
    expect(again.created).toBe(false);
    expect(await countUsers(db)).toBe(before);
  });

  it('lists at least 40 verified doctors over 10+ specialisations and 6+ cities, and hides 3', async () => {
    const [listed] = await db
      .select({ doctors: count(), specializations: countDistinct(doctors.specialization), cities: countDistinct(doctors.city) })
      .from(doctors)
      .where(eq(doctors.verified, true));
    expect(listed?.doctors).toBeGreaterThanOrEqual(40);
    expect(listed?.specializations).toBeGreaterThanOrEqual(10);
    expect(listed?.cities).toBeGreaterThanOrEqual(6);
    const [hidden] = await db.select({ value: count() }).from(doctors).where(eq(doctors.verified, false));
    expect(hidden?.value).toBe(3);
  });

  it('varies fees, ratings, experience, trending, availability and photos within the agreed ranges', async () => {
    const rows = await db.select().from(doctors);
    for (const doctor of rows) {
      expect(doctor.consultationFee).toBeGreaterThanOrEqual(50);
      expect(doctor.consultationFee).toBeLessThanOrEqual(300);
      expect(doctor.rating).toBeGreaterThanOrEqual(3);
      expect(doctor.rating).toBeLessThanOrEqual(5);
      expect(doctor.experienceYears).toBeGreaterThanOrEqual(2);
      expect(doctor.experienceYears).toBeLessThanOrEqual(35);
      if (doctor.faceUrl !== null) expect(doctor.faceUrl).toMatch(/^\/avatars\/doctor-(0[1-9]|1[0-2])\.svg$/);
    }
    const trending = rows.filter((doctor) => doctor.trending && doctor.verified).length;
    expect(trending).toBeGreaterThanOrEqual(8);
    expect(trending).toBeLessThanOrEqual(12);
    expect(rows.some((doctor) => !doctor.available)).toBe(true);
    const withPhoto = rows.filter((doctor) => doctor.faceUrl !== null).length / rows.length;
    expect(withPhoto).toBeGreaterThan(0.55);
    expect(withPhoto).toBeLessThan(0.8);
  });

  it('creates the demo accounts with the demo password, the administrator approved', async () => {
    const [admin] = await db
      .select({ approved: staff.approved, role: users.role, hash: users.passwordHash })
      .from(users)
      .innerJoin(staff, eq(staff.userId, users.id))
      .where(eq(users.email, demoAccounts.staff));
    expect(admin).toMatchObject({ approved: true, role: 'staff' });
    expect(await verifyPassword(admin?.hash ?? '', demoPassword)).toBe(true);
    expect(admin?.hash).toMatch(/^\$argon2id\$/);

    const [patient] = await db.select().from(patients).where(eq(patients.userId, await userIdOf(demoAccounts.patient)));
    expect(patient).toBeDefined();
    const [doctor] = await db.select().from(doctors).where(eq(doctors.userId, await userIdOf(demoAccounts.doctor)));
    expect(doctor?.verified).toBe(true);
  });

  it('has appointments in every status, dated relative to today in the clinic zone', async () => {
    const byStatus = await db.select({ status: appointments.status, value: count() }).from(appointments).groupBy(appointments.status);
    expect(byStatus.map((row) => row.status).sort()).toEqual([...appointmentStatuses].sort());

    const demoDoctor = await userIdOf(demoAccounts.doctor);
    const onDay = async (date: string) =>
      (await db.select({ value: count() }).from(appointments).where(and(eq(appointments.doctorId, demoDoctor), eq(appointments.appointmentDate, date))))[0]
        ?.value ?? 0;
    expect(await onDay(today)).toBeGreaterThan(0);
    expect(await onDay(addDays(today, 1))).toBeGreaterThan(0);

    const [past] = await db
      .select({ value: count() })
      .from(appointments)
      .where(and(sql`${appointments.appointmentDate} < ${today}`, sql`${appointments.status} in ('pending', 'confirmed')`));
    expect(past?.value).toBe(0);

    const demoPatient = await userIdOf(demoAccounts.patient);
    const patientStatuses = await db
      .selectDistinct({ status: appointments.status })
      .from(appointments)
      .where(eq(appointments.patientId, demoPatient));
    expect(patientStatuses.map((row) => row.status).sort()).toEqual([...appointmentStatuses].sort());
  });

  it('gives the doctors varied weeks, the demo doctor the specification’s, and books only inside each doctor’s hours (HOURS-8)', async () => {
    const demoDoctor = await userIdOf(demoAccounts.doctor);
    const demoSchedule = await readSchedule(db, demoDoctor, clinicTimeZone, today, addDays(today, 9));
    expect(demoSchedule.isSpecification).toBe(true);
    const lengths = await db.selectDistinct({ minutes: doctors.slotMinutes }).from(doctors);
    expect(lengths.map((row) => row.minutes).sort()).toEqual([20, 30, 45, null]);
    const rows = await db.select({ doctorId: appointments.doctorId, date: appointments.appointmentDate, time: appointments.appointmentTime }).from(appointments);
    const outside: string[] = [];
    for (const row of rows) {
      const schedule = await readSchedule(db, row.doctorId, clinicTimeZone, row.date, row.date);
      if (!isWorkingSlot(schedule, row.date, row.time)) outside.push(`${row.date} ${row.time}`);
    }
    expect(outside).toEqual([]);
  });

  it('places the doctors in Boston (default), Denver and Boulder (one doctor, two days, one zone) and San Francisco; each booking at its slot’s location (LOC-6)', async () => {
    const places = await db.select({ id: locations.id, name: locations.name, zone: locations.timeZone, isDefault: locations.isDefault }).from(locations).orderBy(locations.name);
    expect(places.map((place) => [place.name, place.zone, place.isDefault])).toEqual([
      ['Clinvia Boston', null, true],
      ['Clinvia Boulder', 'America/Denver', false],
      ['Clinvia Denver', 'America/Denver', false],
      ['Clinvia San Francisco', 'America/Los_Angeles', false],
    ]);
    const idOf = (name: string) => places.find((place) => place.name === name)?.id;
    // The specification's first four keep the default location and BOOK-2's week.
    const firstFour = await db.select({ location: doctors.locationId }).from(doctors).where(inArray(doctors.userId, await Promise.all(['Maya Patel', 'James Okafor', 'Sofia Hernández', 'Wei Chen'].map(doctorIdOf))));
    expect(firstFour).toEqual([{ location: null }, { location: null }, { location: null }, { location: null }]);
    const costa = await doctorIdOf(demoDenverDoctor.name);
    const week = await readSchedule(db, costa, clinicTimeZone, today, today);
    expect(week.timeZone).toBe('America/Denver');
    expect(week.weekly[3]?.every((period) => period.location === idOf('Clinvia Boulder'))).toBe(true);
    expect(week.weekly[1]?.every((period) => period.location === undefined)).toBe(true);
    const [nair] = await db.select({ location: doctors.locationId }).from(doctors).where(eq(doctors.userId, await doctorIdOf(demoLocations.sanFrancisco.doctor)));
    expect(nair?.location).toBe(idOf('Clinvia San Francisco'));
    // Every booking at its slot's period's location, else its doctor's own, else the default.
    const booked = await db
      .select({ doctorId: appointments.doctorId, date: appointments.appointmentDate, time: appointments.appointmentTime, location: appointments.locationId, own: doctors.locationId })
      .from(appointments)
      .innerJoin(doctors, eq(doctors.userId, appointments.doctorId));
    expect(booked.length).toBeGreaterThan(0);
    for (const row of booked) {
      const schedule = await readSchedule(db, row.doctorId, clinicTimeZone, row.date, row.date);
      expect(row.location, `${row.date} ${row.time}`).toBe(slotLocationOn(schedule, row.date, row.time) ?? row.own ?? idOf('Clinvia Boston'));
    }
    const [unplaced] = await db.select({ total: count() }).from(appointments).where(isNull(appointments.locationId));
    expect(unplaced?.total).toBe(0);
  });

  it('gives every appointment its history: booked, then each status change to where it stands', async () => {
    const rows = await db
      .select({ id: appointments.id, status: appointments.status, kinds: sql<string>`string_agg(${appointmentEvents.kind} || ':' || coalesce(${appointmentEvents.toStatus}, ''), ',' order by ${appointmentEvents.id})` })
      .from(appointments)
      .leftJoin(appointmentEvents, eq(appointmentEvents.appointmentId, appointments.id))
      .groupBy(appointments.id);
    const expected: Record<string, string> = {
      pending: 'booked:pending',
      confirmed: 'booked:pending,status_changed:confirmed',
      cancelled: 'booked:pending,status_changed:cancelled',
      completed: 'booked:pending,status_changed:confirmed,status_changed:completed',
      no_show: 'booked:pending,status_changed:confirmed,status_changed:no_show',
    };
    for (const row of rows) expect(row.kinds).toBe(expected[row.status]);
    const [booked] = await db.select().from(appointmentEvents).where(eq(appointmentEvents.kind, 'booked')).limit(1);
    expect(booked?.actorRole).toBe('patient');
  });
});
