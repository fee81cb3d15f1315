import { appointmentTypes, type AppointmentStatus, type AppointmentType } from '@clinvia/contracts/appointments';
import { slotTimes } from '@clinvia/contracts/doctors';
import type { DoctorLanguage } from '@clinvia/contracts/language-codes';
import { slotTimesOn, type DoctorSchedule } from '@clinvia/contracts/schedule-slots';
import { requestNotice } from '@clinvia/contracts/notifications';
import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { addDays, todayIn } from '../lib/clinic-time';
import { hashPassword, verifyPassword } from '../lib/passwords';
import { isUniqueViolation } from '../lib/pg-errors';
import type { Database, Db } from './client';
import type { Gender } from './schema';
import type { AboutFigure, AboutPartner } from '@clinvia/contracts/site';
import { demoScheduleOf, demoWeekOf, demoWeeks } from './demo-weeks';
import { seedDemoQuestionnaires } from './demo-questionnaires';
import { seedDemoThreads } from './demo-threads';
import { seedDemoConsents } from './demo-consents';
import { seedDemoSummary } from './demo-summaries';
import { appointmentEvents, appointments, clinicSettings, doctorHours, doctors, doctorSearchText, locations, notifications, patients, staff, users, visitTypes } from './schema';

// Demo data for a first start and for tests. Everything is derived from a seeded PRNG and
// from "today" in the clinic's zone, so counts are stable and dates are always current.

export const demoPassword = 'Clinvia-demo-2025';
export const demoAccounts = {
  patient: 'patient@clinvia.test',
  doctor: 'doctor@clinvia.test',
  staff: 'admin@clinvia.test',
} as const;

/**
 * ABOUT-4: the specification's sample About content, which only the demo shows (a real clinic
 * starts with none and sets its own in the staff console). The accuracy figure says what it
 * measures (ABOUT-2). No social links: the specification's icons have no target, and a demo
 * must not send visitors to someone else's profile.
 */
export const demoAboutContent: { figures: AboutFigure[]; partners: AboutPartner[] } = {
  figures: [
    { value: '98%', label: 'accuracy', detail: 'of our breast cancer model in repeated 10-fold cross-validation' },
    { value: '100,000+', label: 'patients', detail: 'have booked care through Clinvia' },
    { value: '15', label: 'cities', detail: 'with Clinvia doctors' },
    { value: '30+', label: 'countries', detail: 'our patients come from' },
  ],
  partners: ['Hospital network', 'Diagnostics laboratory', 'Health insurer', 'University research group', 'Pharmacy chain', 'Community health charity', 'Clinic group'].map((name) => ({
    name,
    url: null,
  })),
};

export const specializations = [
  'Cardiology',
  'Dermatology',
  'Neurology',
  'Pediatrics',
  'Orthopedics',
  'Psychiatry',
  'Ophthalmology',
  'Gynecology',
  'ENT',
  'Endocrinology',
  'Gastroenterology',
  'Family Medicine',
] as const;

/**
 * VISIT-2: the demo's specialization defaults. A psychiatrist gives no Annual Physical, and a
 * new patient of these specializations takes two slots; the others keep BOOK-3's four of one slot.
 */
export const demoSpecializationVisitTypes: Readonly<Record<string, readonly { type: AppointmentType; slots: number }[]>> = {
  Psychiatry: [
    { type: 'New Patient Visit', slots: 2 },
    { type: 'Follow-up', slots: 1 },
    { type: 'Consultation', slots: 1 },
  ],
  Neurology: [
    { type: 'New Patient Visit', slots: 2 },
    { type: 'Follow-up', slots: 1 },
    { type: 'Annual Physical', slots: 1 },
    { type: 'Consultation', slots: 1 },
  ],
  Endocrinology: [
    { type: 'New Patient Visit', slots: 2 },
    { type: 'Follow-up', slots: 1 },
    { type: 'Annual Physical', slots: 1 },
    { type: 'Consultation', slots: 1 },
  ],
};

/**
 * A demo appointment's type: the one drawn when the doctor's specialization offers it in one
 * slot, else a Follow-up (every default offers it in one), so no demo visit overlaps the next.
 */
/** TIME-5, HOURS-4: the demo's doctor who works in another zone than the clinic's (a psychiatrist, VISIT-1). */
export const demoDenverDoctor = { name: 'Isabella Costa', location: { name: 'Clinvia Denver', address: '1600 Champa St, Denver, CO', timeZone: 'America/Denver' } } as const;

/**
 * LOC-6: the demo's locations. The default one (its zone CLINIC_TIME_ZONE) is named for Boston,
 * where the first four doctors keep BOOK-2's week; Isabella Costa works Mondays and Fridays in
 * Denver and Wednesdays in Boulder (one zone); Priya Nair works in San Francisco.
 */
export const demoLocations = {
  main: { name: 'Clinvia Boston', address: '100 Cambridge St, Boston, MA' },
  boulder: { name: 'Clinvia Boulder', address: '2525 Arapahoe Ave, Boulder, CO', timeZone: 'America/Denver', weekday: 3 },
  sanFrancisco: { doctor: 'Priya Nair', name: 'Clinvia San Francisco', address: '450 Sutter St, San Francisco, CA', timeZone: 'America/Los_Angeles' },
} as const;

function demoVisitType(specialization: string | undefined, drawn: AppointmentType): AppointmentType {
  const offers = specialization === undefined ? undefined : demoSpecializationVisitTypes[specialization];
  if (offers === undefined) return drawn;
  return offers.some((offer) => offer.type === drawn && offer.slots === 1) ? drawn : 'Follow-up';
}

export const cities = [
  'San Francisco, CA',
  'New York, NY',
  'Chicago, IL',
  'Austin, TX',
  'Seattle, WA',
  'Boston, MA',
  'Denver, CO',
  'Atlanta, GA',
] as const;

const streets = ['Market St', 'Main St', 'Oak Ave', 'Park Blvd', 'Maple Dr', 'Lakeview Rd', 'Cedar Ln', 'Elm St', 'Harbor Way', 'Hillside Ave'];

/** The demo doctor first, then 41 more verified doctors, then 3 awaiting verification. */
const doctorNames = [
  'Maya Patel',
  'James Okafor',
  'Sofia Hernández',
  'Wei Chen',
  'Aisha Rahman',
  'Daniel Kim',
  'Olivia Bennett',
  'Mateo Rossi',
  'Priya Nair',
  'Samuel Adeyemi',
  'Hannah Schultz',
  'Omar Haddad',
  'Grace Liu',
  'Ethan Brooks',
  'Fatima Zahra Benali',
  'Lucas Moreau',
  'Yuki Tanaka',
  'Isabella Costa',
  'Marcus Johnson',
  'Leila Karimi',
  'Noah Fischer',
  'Amara Nwosu',
  'Diego Alvarez',
  'Chloe Dubois',
  'Arjun Mehta',
  'Emily Carter',
  'Kwame Mensah',
  'Sara Lindqvist',
  'Hyun-woo Park',
  'Rachel Goldberg',
  'Tomás Silva',
  'Nadia Petrova',
  'Benjamin Wright',
  'Zara Ahmed',
  'Elijah Thompson',
  'Mei Lin Wong',
  'Gabriel Santos',
  'Ingrid Johansson',
  'Kofi Boateng',
  'Lauren Mitchell',
  'Ravi Shankar',
  'Ana Popescu',
  // Awaiting verification: never listed.
  'Victor Nguyen',
  'Elena Marković',
  'Patrick O’Brien',
];
const unverifiedDoctorCount = 3;

const patientSeeds: { name: string; age: number; gender: Gender; address: string }[] = [
  { name: 'Alex Morgan', age: 34, gender: 'female', address: '12 Cedar Ln, Austin, TX 78701' },
  { name: 'Jordan Reyes', age: 41, gender: 'male', address: '88 Harbor Way, Seattle, WA 98101' },
  { name: 'Priscilla Owusu', age: 29, gender: 'female', address: '5 Maple Dr, Atlanta, GA 30303' },
  { name: 'Henry Walsh', age: 67, gender: 'male', address: '301 Main St, Boston, MA 02108' },
  { name: 'Sam Taylor', age: 23, gender: 'other', address: '74 Park Blvd, Denver, CO 80202' },
  { name: 'Lina Haddad', age: 52, gender: 'female', address: '19 Oak Ave, Chicago, IL 60601' },
  { name: 'Ken Watanabe', age: 45, gender: 'male', address: '240 Market St, San Francisco, CA 94105' },
  { name: 'Rosa Martínez', age: 8, gender: 'female', address: '63 Elm St, New York, NY 10001' },
];

const reasons = [
  'Recurring chest tightness when climbing stairs',
  'Follow-up on blood pressure medication',
  'Persistent skin rash on both forearms',
  'Migraines three to four times a week',
  'Annual check-up and routine blood work',
  'Knee pain after running for several weeks',
  'Trouble sleeping and feeling anxious',
  'Blurred vision when reading in the evening',
  'Irregular cycles over the last six months',
  'Ear pain and reduced hearing on the left side',
  'Review of thyroid test results',
  'Heartburn after most meals',
  'Child has had a fever and cough for three days',
  'Discuss results of recent cholesterol test',
];
const insurers = ['Aetna', 'Blue Cross Blue Shield', 'UnitedHealthcare', 'Cigna', 'Kaiser Permanente'];

/** DOC-11: what each demo doctor's bio says about their field, in the doctor's own voice. */
const bioFocus: Record<(typeof specializations)[number], string> = {
  Cardiology: 'I look after hearts: high blood pressure, chest pain, palpitations and recovery after a heart attack.',
  Dermatology: 'I treat skin, hair and nail conditions, from acne and eczema to mole checks and skin cancer screening.',
  Neurology: 'I see patients with headaches and migraines, epilepsy, numbness, memory concerns and Parkinson’s disease.',
  Pediatrics: 'I care for children from newborns to teenagers: check-ups, vaccines, fevers, growth and development.',
  Orthopedics: 'I treat bones, joints and muscles: sports injuries, back and knee pain, fractures and arthritis.',
  Psychiatry: 'I help adults with anxiety, depression, sleep problems and stress, with therapy and medication when it helps.',
  Ophthalmology: 'I look after eyes: vision changes, glaucoma, cataracts, dry eyes and diabetic eye checks.',
  Gynecology: 'I care for women’s health: cycles, contraception, pregnancy planning, menopause and screening.',
  ENT: 'I treat ear, nose and throat problems: ear infections, hearing loss, sinus trouble and snoring.',
  Endocrinology: 'I help patients manage diabetes, thyroid disease, hormone imbalances and bone health.',
  Gastroenterology: 'I treat the digestive system: heartburn, stomach pain, IBS, liver tests and colon cancer screening.',
  'Family Medicine': 'I am a family doctor for all ages: check-ups, long-term conditions and whatever brings you in today.',
};
const bioApproach = [
  'I take time to explain every option and decide the plan together with you.',
  'Patients tell me they value plain answers and a clear next step after each visit.',
  'I speak English and Spanish, and I am happy to see families together.',
  'Before medicine I trained as a nurse, and I still start every visit by listening.',
];

/** The demo doctor's bio (DOC-11): their field, then how they work. */
function bioFor(specialization: (typeof specializations)[number], i: number): string {
  return `${bioFocus[specialization]} ${bioApproach[i % bioApproach.length] ?? ''}`.trim();
}

const acceptedPlans = ['Aetna', 'Blue Cross Blue Shield', 'UnitedHealthcare', 'Cigna', 'Humana', 'Medicare', 'Kaiser Permanente', 'Medicaid'];

/** Three to five plans per demo doctor (DOC-11), varied by position. */
function plansFor(i: number): string[] {
  const size = 3 + (i % 3);
  return Array.from({ length: size }, (_, k) => acceptedPlans[(i + k * 3) % acceptedPlans.length] ?? 'Aetna').filter((plan, k, all) => all.indexOf(plan) === k);
}

/**
 * DOC-13: realistic sets for the clinic's cities: everyone speaks English, many Spanish too,
 * some another language of their patients. By position, like the plans (no PRNG draw).
 */
const demoLanguageSets: readonly (readonly DoctorLanguage[])[] = [
  ['en', 'es'],
  ['en'],
  ['en', 'zh'],
  ['en', 'es', 'pt'],
  ['en', 'vi'],
  ['en'],
  ['en', 'es'],
  ['en', 'fr', 'ar'],
  ['en', 'ko'],
  ['en', 'ru', 'uk'],
  ['en', 'es', 'tl'],
  ['en', 'hi', 'ur'],
];

function languagesFor(i: number): DoctorLanguage[] {
  return [...(demoLanguageSets[i % demoLanguageSets.length] ?? ['en'])];
}

/** DOC-10: a demo licence from the state of the doctor's city ('Boston, MA' → MA) and a number varied by position. */
function licenceFor(city: string, i: number): { licenceNumber: string; licenceState: string } {
  return { licenceNumber: `${String.fromCharCode(65 + (i % 26))}${String(100000 + ((i * 7919) % 900000))}`, licenceState: city.slice(-2) };
}

/** mulberry32: tiny, fast and good enough to vary demo data deterministically. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function emailOf(name: string): string {
  const ascii = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.')
    .replace(/^\.|\.$/g, '');
  return `${ascii}@clinvia.test`;
}

function qualificationsFor(specialization: string, pick: number): string {
  const templates = [
    `MBBS, MD (${specialization})`,
    `MD, Board Certified in ${specialization}`,
    `DO, Fellowship in ${specialization}`,
    `MD, PhD (${specialization})`,
  ];
  return templates[pick % templates.length] ?? templates[0] ?? specialization;
}

export interface SeedOptions {
  clinicTimeZone: string;
  /** Defaults to the current time; tests pin it. */
  now?: Date;
  /** Called once the demo data is known to be missing, before it is added (a start says so, PLAT-15). */
  onAdding?: () => void;
}

export interface SeedResult {
  /** False when demo data was already there (nothing changed). */
  created: boolean;
  doctors: number;
  patients: number;
  appointments: number;
}

/**
 * The demo accounts in this database whose password is still the published one: a database
 * first started as a demo and later run for real keeps them unless someone removes them.
 */
export async function demoAccountsStillOpen(db: Db): Promise<string[]> {
  const rows = await db.select({ email: users.email, passwordHash: users.passwordHash, status: users.status }).from(users).where(inArray(users.email, Object.values(demoAccounts)));
  const open = await Promise.all(rows.map(async (row) => row.status !== 'disabled' && (await verifyPassword(row.passwordHash, demoPassword))));
  const stillOpen = new Set(rows.filter((_, i) => open[i]).map((row) => row.email));
  return Object.values(demoAccounts).filter((email) => stillOpen.has(email));
}

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ value: count() }).from(users);
  return row?.value ?? 0;
}

interface PlannedAppointment {
  patient: { id: string; name: string; email: string; phone: string };
  doctorId: string;
  date: string;
  time: string;
  status: AppointmentStatus;
}

/**
 * Creates the demo accounts, doctors, patients and appointments unless the demo patient
 * already exists. Safe to run again and from two processes at once (the unique e-mail index
 * makes the loser's transaction fail, which is reported as "already seeded").
 */
export async function seedDemoData(db: Db, options: SeedOptions): Promise<SeedResult> {
  const existing = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, demoAccounts.patient));
  if (existing.length > 0) return { created: false, doctors: 0, patients: 0, appointments: 0 };
  options.onAdding?.();

  const random = createRandom(20250101);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const today = todayIn(options.clinicTimeZone, options.now);
  const passwordHash = await hashPassword(demoPassword);
  const phone = (i: number) => `415555${String(1000 + i).padStart(4, '0')}`;

  try {
    return await db.transaction(async (tx) => {
      const doctorRows = doctorNames.map((name, i) => {
        const specialization = specializations[i % specializations.length] ?? 'Family Medicine';
        const qualifications = qualificationsFor(specialization, int(0, 3));
        return {
          user: {
            role: 'doctor' as const,
            name,
            email: i === 0 ? demoAccounts.doctor : emailOf(name),
            phone: phone(i),
            passwordHash,
          },
          doctor: {
            specialization,
            qualifications,
            experienceYears: int(2, 35),
            consultationFee: int(10, 60) * 5,
            rating: int(30, 50) / 10,
            available: i % 11 !== 5,
            trending: i % 4 === 1 && i < doctorNames.length - unverifiedDoctorCount,
            verified: i < doctorNames.length - unverifiedDoctorCount,
            reviewedAt: i < doctorNames.length - unverifiedDoctorCount ? new Date() : null,
            faceUrl: i % 3 === 2 ? null : `/avatars/doctor-${String((i % 12) + 1).padStart(2, '0')}.svg`,
            city: cities[i % cities.length] ?? null,
            clinicAddress: `${int(10, 999)} ${streets[int(0, streets.length - 1)] ?? 'Main St'}, ${cities[i % cities.length] ?? ''}`,
            searchText: doctorSearchText(name, specialization, qualifications),
            // Derived from the position, not the PRNG, so the values drawn above stay as they were.
            ...licenceFor(cities[i % cities.length] ?? 'Boston, MA', i),
            bio: bioFor(specialization, i),
            insurancePlans: plansFor(i),
            languages: languagesFor(i),
          },
        };
      });
      const insertedDoctors = await tx
        .insert(users)
        .values(doctorRows.map((row) => row.user))
        .returning({ id: users.id });
      await tx.insert(doctors).values(doctorRows.map((row, i) => ({ ...row.doctor, userId: insertedDoctors[i]?.id ?? '', slotMinutes: demoWeekOf(i)?.slotMinutes ?? null })));
      // HOURS-8: varied weeks, the first doctors on BOOK-2's.
      const hours = insertedDoctors.flatMap((row, i) =>
        (demoWeekOf(i)?.week ?? []).flatMap((periods, weekday) => periods.map((period) => ({ doctorId: row.id, weekday, start: period.start, end: period.end }))),
      );
      await tx.insert(doctorHours).values(hours);
      await tx
        .insert(visitTypes)
        .values(Object.entries(demoSpecializationVisitTypes).flatMap(([specialization, offers]) => offers.map((offer) => ({ specialization, appointmentType: offer.type, slots: offer.slots }))));
      const [denver] = await tx.insert(locations).values(demoDenverDoctor.location).returning({ id: locations.id });
      const denverDoctor = insertedDoctors[doctorNames.indexOf(demoDenverDoctor.name)];
      if (denver && denverDoctor) await tx.update(doctors).set({ locationId: denver.id }).where(eq(doctors.userId, denverDoctor.id));
      // LOC-6: the default location named, a second Mountain-time location for one weekday, and San Francisco.
      await tx.update(locations).set(demoLocations.main).where(eq(locations.isDefault, true));
      const { weekday: boulderDay, ...boulderPlace } = demoLocations.boulder;
      const [boulder] = await tx.insert(locations).values(boulderPlace).returning({ id: locations.id });
      if (boulder && denverDoctor) {
        await tx.update(doctorHours).set({ locationId: boulder.id }).where(and(eq(doctorHours.doctorId, denverDoctor.id), eq(doctorHours.weekday, boulderDay)));
      }
      const { doctor: sanFranciscoName, ...sanFranciscoPlace } = demoLocations.sanFrancisco;
      const [sanFrancisco] = await tx.insert(locations).values(sanFranciscoPlace).returning({ id: locations.id });
      const sanFranciscoDoctor = insertedDoctors[doctorNames.indexOf(sanFranciscoName)];
      if (sanFrancisco && sanFranciscoDoctor) await tx.update(doctors).set({ locationId: sanFrancisco.id }).where(eq(doctors.userId, sanFranciscoDoctor.id));
      const specializationOf = new Map(insertedDoctors.map((row, i) => [row.id, doctorRows[i]?.doctor.specialization]));

      const patientRows = patientSeeds.map((seed, i) => ({
        user: {
          role: 'patient' as const,
          name: seed.name,
          email: i === 0 ? demoAccounts.patient : emailOf(seed.name),
          phone: phone(100 + i),
          passwordHash,
        },
        seed,
      }));
      const insertedPatients = await tx
        .insert(users)
        .values(patientRows.map((row) => row.user))
        .returning({ id: users.id, name: users.name, email: users.email, phone: users.phone });
      await tx.insert(patients).values(
        patientRows.map((row, i) => ({
          userId: insertedPatients[i]?.id ?? '',
          age: row.seed.age,
          gender: row.seed.gender,
          address: row.seed.address,
        })),
      );

      const staffUsers = await tx
        .insert(users)
        .values([
          { role: 'staff' as const, name: 'Clinic Administrator', email: demoAccounts.staff, phone: phone(200), passwordHash },
          { role: 'staff' as const, name: 'Jamie Lee', email: 'jamie.lee@clinvia.test', phone: phone(201), passwordHash },
        ])
        .returning({ id: users.id });
      await tx.insert(staff).values([
        { userId: staffUsers[0]?.id ?? '', department: 'Administration', position: 'Practice Manager', employeeId: 'CLV-0001', approved: true, administrator: true },
        // A registration awaiting approval, so the staff console has something to approve.
        { userId: staffUsers[1]?.id ?? '', department: 'Front Desk', position: 'Receptionist', employeeId: 'CLV-0042', approved: false },
      ]);

      const verifiedDoctors = insertedDoctors.slice(0, doctorNames.length - unverifiedDoctorCount).map((row, i) => ({ id: row.id, schedule: demoScheduleOf(i, options.clinicTimeZone) }));
      const planned = planAppointments(insertedPatients, verifiedDoctors, today, int);
      const appointmentRows = planned.map((plan) => {
        const insured = random() < 0.4;
        return {
          patientId: plan.patient.id,
          doctorId: plan.doctorId,
          appointmentDate: plan.date,
          appointmentTime: plan.time,
          appointmentType: demoVisitType(specializationOf.get(plan.doctorId), appointmentTypes[int(0, appointmentTypes.length - 1)] ?? 'Consultation'),
          reason: reasons[int(0, reasons.length - 1)] ?? 'General consultation',
          isInsurance: insured,
          insuranceProvider: insured ? (insurers[int(0, insurers.length - 1)] ?? null) : null,
          insuranceId: insured ? `INS-${String(int(100000, 999999))}` : null,
          contactName: plan.patient.name,
          contactEmail: plan.patient.email,
          contactPhone: plan.patient.phone,
          status: plan.status,
        };
      });
      const insertedAppointments = await tx.insert(appointments).values(appointmentRows).returning({ id: appointments.id });
      // LOC-5: each demo booking at its slot's location: the period's, else the doctor's own, else the default.
      await tx.execute(sql`update appointments a set location_id = coalesce(
          (select h.location_id from doctor_hours h
            where h.doctor_id = a.doctor_id and h.weekday = extract(dow from a.appointment_date)::int
              and h.start_time <= a.appointment_time and a.appointment_time < h.end_time limit 1),
          (select d.location_id from doctors d where d.user_id = a.doctor_id),
          (select l.id from locations l where l.is_default))
        where a.location_id is null`);
      await tx.insert(appointmentEvents).values(historyOf(planned, insertedAppointments));
      // Each pending request rings its doctor's bell, as a patient's own request does.
      const requests = appointmentRows.flatMap((row, i) => {
        const appointmentId = insertedAppointments[i]?.id;
        if (row.status !== 'pending' || !appointmentId) return [];
        const notice = requestNotice({ patientName: row.contactName, date: row.appointmentDate, time: row.appointmentTime, type: row.appointmentType });
        return [{ ...notice, userId: row.doctorId, appointmentId }];
      });
      if (requests.length > 0) await tx.insert(notifications).values(requests);
      // MSG-1 to MSG-7: the demo patient's conversations in every state, one with a photo.
      const demoPatientId = insertedPatients[0]?.id;
      const otherPatientId = insertedPatients[1]?.id;
      const demoDoctorId = verifiedDoctors[0]?.id;
      if (demoPatientId !== undefined && otherPatientId !== undefined && demoDoctorId !== undefined) {
        const visit = appointmentRows.findIndex((row) => row.patientId === demoPatientId && row.doctorId === demoDoctorId && row.status !== 'cancelled');
        await seedDemoThreads(tx, {
          patientId: demoPatientId,
          otherPatientId,
          doctorId: demoDoctorId,
          staffId: staffUsers[0]?.id ?? '',
          appointmentId: visit === -1 ? null : (insertedAppointments[visit]?.id ?? null),
          clinicTimeZone: options.clinicTimeZone,
          now: options.now ?? new Date(),
        });
      }
      // SUMMARY-1: the demo patient's latest completed visit has a signed summary and an addendum.
      const summarized = appointmentRows.reduce<number>((best, row, i) => {
        if (row.patientId !== demoPatientId || row.status !== 'completed') return best;
        const current = appointmentRows[best];
        return current === undefined || row.appointmentDate > current.appointmentDate ? i : best;
      }, -1);
      const summarizedRow = appointmentRows[summarized];
      const summarizedId = insertedAppointments[summarized]?.id;
      if (summarizedRow !== undefined && summarizedId !== undefined) {
        await seedDemoSummary(tx, { appointmentId: summarizedId, patientId: summarizedRow.patientId, doctorId: summarizedRow.doctorId, date: summarizedRow.appointmentDate });
      }
      // INTAKE-17: the general intake at every visit, PHQ-9 and GAD-7 at Psychiatry visits.
      await seedDemoQuestionnaires(tx, staffUsers[0]?.id ?? null);
      // CONSENT-1: the clinic's two consents, for the demo patient to sign.
      const managerId = staffUsers[0]?.id;
      if (managerId !== undefined) await seedDemoConsents(tx, managerId);
      const about = { aboutFigures: demoAboutContent.figures, aboutPartners: demoAboutContent.partners };
      await tx.insert(clinicSettings).values(about).onConflictDoUpdate({ target: clinicSettings.id, set: about });

      return { created: true, doctors: doctorRows.length, patients: patientRows.length, appointments: planned.length };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { created: false, doctors: 0, patients: 0, appointments: 0 };
    throw error;
  }
}

/**
 * Each demo appointment's history: booked by its patient, then, unless still pending,
 * confirmed, completed or marked no-show by its doctor, or cancelled by the patient.
 */
function historyOf(planned: PlannedAppointment[], inserted: { id: string }[]): (typeof appointmentEvents.$inferInsert)[] {
  return planned.flatMap((plan, i) => {
    const appointmentId = inserted[i]?.id;
    if (!appointmentId) return [];
    const slot = `${plan.date} ${plan.time}`;
    const booked = { appointmentId, actorId: plan.patient.id, actorRole: 'patient', kind: 'booked', toStatus: 'pending', toSlot: slot };
    if (plan.status === 'pending') return [booked];
    const byPatient = plan.status === 'cancelled';
    const changed = {
      appointmentId,
      actorId: byPatient ? plan.patient.id : plan.doctorId,
      actorRole: byPatient ? 'patient' : 'doctor',
      kind: 'status_changed',
      fromStatus: plan.status === 'completed' || plan.status === 'no_show' ? 'confirmed' : 'pending',
      toStatus: plan.status,
    };
    if (plan.status !== 'completed' && plan.status !== 'no_show') return [booked, changed];
    // Completed and missed visits were confirmed first.
    return [booked, { ...changed, fromStatus: 'pending', toStatus: 'confirmed' }, changed];
  });
}

/**
 * Appointments relative to today: the demo doctor gets some for today, tomorrow, later and in
 * the past; the demo patient has one in every status; other patients fill the rest. Past ones
 * are completed, cancelled or (one) no-show, current ones pending or confirmed (or cancelled).
 */
function planAppointments(
  patientList: PlannedAppointment['patient'][],
  verifiedDoctors: { id: string; schedule: DoctorSchedule }[],
  today: string,
  int: (min: number, max: number) => number,
): PlannedAppointment[] {
  const taken = new Set<string>();
  const planned: PlannedAppointment[] = [];
  const demoPatient = patientList[0];
  const demoDoctor = verifiedDoctors[0];
  if (!demoPatient || !demoDoctor) return planned;
  const demoDoctorId = demoDoctor.id;
  const scheduleOf = new Map(verifiedDoctors.map((doctor) => [doctor.id, doctor.schedule]));

  /**
   * The doctor's slots on the day `dayOffset` from today, or on the nearest working day further
   * from today (a later one for today and the future, an earlier one for the past): HOURS-8's
   * weeks have days off, and a demo booking lies inside its doctor's hours.
   */
  const workingDay = (doctorId: string, dayOffset: number): { date: string; times: readonly string[] } | null => {
    const schedule = scheduleOf.get(doctorId);
    if (schedule === undefined) return null;
    const step = dayOffset < 0 ? -1 : 1;
    for (let shift = 0; shift < 7; shift++) {
      const date = addDays(today, dayOffset + shift * step);
      const times = slotTimesOn(schedule, date);
      if (times.length > 0) return { date, times };
    }
    return null;
  };

  const add = (patient: PlannedAppointment['patient'], doctorId: string, dayOffset: number, status: AppointmentStatus) => {
    const day = workingDay(doctorId, dayOffset);
    if (day === null) return;
    const { date, times } = day;
    // Pick a slot free for both: neither a doctor nor a patient may hold two active bookings
    // of one date and time (the unique indexes).
    for (let attempt = 0; attempt < times.length; attempt++) {
      const time = times[(int(0, times.length - 1) + attempt) % times.length] ?? '09:00';
      const doctorKey = `doctor|${doctorId}|${date}|${time}`;
      const patientKey = `patient|${patient.id}|${date}|${time}`;
      if (taken.has(doctorKey) || taken.has(patientKey)) continue;
      taken.add(doctorKey);
      taken.add(patientKey);
      planned.push({ patient, doctorId, date, time, status });
      return;
    }
  };

  const others = patientList.slice(1);
  const other = (i: number) => others[i % others.length] ?? demoPatient;
  const doctorAt = (i: number) => verifiedDoctors[i % verifiedDoctors.length]?.id ?? demoDoctorId;

  // The demo doctor's day: today, tomorrow, upcoming and past, in every status.
  const demoDoctorPlan: [number, AppointmentStatus][] = [
    [0, 'confirmed'], [0, 'pending'], [0, 'confirmed'], [0, 'cancelled'],
    [1, 'pending'], [1, 'confirmed'], [1, 'pending'],
    [3, 'confirmed'], [6, 'pending'], [12, 'pending'],
    [-1, 'completed'], [-3, 'completed'], [-8, 'cancelled'], [-20, 'completed'],
  ];
  demoDoctorPlan.forEach(([offset, status], i) => {
    add(i % 3 === 0 ? demoPatient : other(i), demoDoctorId, offset, status);
  });

  // The demo patient's own history with other doctors.
  const demoPatientPlan: [number, AppointmentStatus][] = [
    [2, 'pending'], [5, 'confirmed'], [9, 'pending'], [-5, 'completed'], [-15, 'cancelled'], [-40, 'completed'], [-25, 'no_show'],
  ];
  demoPatientPlan.forEach(([offset, status], i) => {
    add(demoPatient, doctorAt(i + 1), offset, status);
  });

  // Everyone else: a spread over the past month and the coming two weeks.
  for (let i = 0; i < 48; i++) {
    const offset = int(-30, 14);
    const status: AppointmentStatus =
      offset < 0 ? (int(0, 4) === 0 ? 'cancelled' : 'completed') : (['pending', 'confirmed', 'pending', 'cancelled'] as const)[int(0, 3)] ?? 'pending';
    add(other(i), doctorAt(int(1, verifiedDoctors.length - 1)), offset, status);
  }
  return planned;
}

export interface BulkSeedOptions {
  doctors: number;
  appointments: number;
  clinicTimeZone: string;
  /** Called after each batch with a short progress line. */
  onProgress?: (message: string) => void;
}

const bulkFirstNames = ['Ava', 'Liam', 'Noor', 'Mateo', 'Chen', 'Amara', 'Ivan', 'Sakura', 'Kofi', 'Elena', 'Ravi', 'Lucía', 'Tariq', 'Hana', 'Oscar', 'Zainab', 'Finn', 'Mei', 'Jonas', 'Adaeze'];
const bulkLastNames = ['Smith', 'Garcia', 'Nguyen', 'Okafor', 'Kowalski', 'Haddad', 'Sato', 'Müller', 'Singh', 'Silva', 'Cohen', 'Mensah', 'Rossi', 'Kim', 'Dubois', 'Petrov', 'Ali', 'Larsen', 'Costa', 'Brown'];

/** A SQL array literal of our own constant strings (never user input). */
function sqlTextArray(values: readonly string[]) {
  return sql.raw(`(array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(',')}]::text[])`);
}

/**
 * A deterministic RFC 4122 id from `seed`: md5's 32 hex digits with the version nibble set to 4
 * and the variant nibble to 8–b. A bare `md5(…)::uuid` is accepted by PostgreSQL but most such
 * ids fail `z.uuid()`, so the API would answer 400 for them.
 */
export function bulkId(seed: SQL) {
  return sql`overlay(overlay(md5(${seed}) placing '4' from 13) placing translate(substr(md5(${seed}), 17, 1), '0123456789abcdef', '89ab89ab89ab89ab') from 17)::uuid`;
}

/** Of every 10 bulk doctors, these many keep BOOK-2's week; the others have one of the demo's weeks (HOURS-8). */
const bulkSpecificationShare = 4;

/**
 * Bench (issue 31): 6 in 10 bulk doctors get a real week, one of the demo's (periods, 20, 30
 * or 45-minute slots) by their number, and some of those an override in the window: every 7th
 * a day off 3 days ahead, the one after it shorter hours 5 days ahead. Set-based SQL per batch
 * (a VALUES list of the weeks' periods joined to the batch), so 100,000 doctors add only a few
 * inserts of generated rows. Bulk bookings stay on BOOK-2's grid: those outside a week are what
 * HOURS-7 lists as outside the hours.
 */
async function seedBulkWeeks(db: Db, tag: string, start: number, end: number, today: string): Promise<void> {
  const periods = demoWeeks.flatMap((week, index) => week.week.flatMap((day, weekday) => day.map((period) => `(${String(index)}, ${String(weekday)}, '${period.start}', '${period.end}')`)));
  const lengths = sql.raw(`(array[${demoWeeks.map((week) => String(week.slotMinutes)).join(',')}]::int[])`);
  const withWeek = sql`g % 10 >= ${bulkSpecificationShare}`;
  const weekOf = sql`g % ${demoWeeks.length}`;
  const doctor = bulkId(sql`${tag} || '-d-' || g`);
  await db.execute(sql`
    insert into doctor_hours (doctor_id, weekday, start_time, end_time)
    select ${doctor}, p.weekday, p.start_time, p.end_time
    from generate_series(${start}::int, ${end}::int) g
    join (values ${sql.raw(periods.join(', '))}) as p(week, weekday, start_time, end_time) on p.week = ${weekOf}
    where ${withWeek}`);
  await db.execute(sql`
    update doctors set slot_minutes = ${lengths}[1 + ${weekOf}]
    from generate_series(${start}::int, ${end}::int) g
    where doctors.user_id = ${doctor} and ${withWeek}`);
  await db.execute(sql`
    insert into doctor_date_hours (doctor_id, date, start_time, end_time)
    select ${doctor}, case when g % 7 = 0 then ${addDays(today, 3)}::date else ${addDays(today, 5)}::date end,
           case when g % 7 = 0 then null else '10:00' end, case when g % 7 = 0 then null else '13:00' end
    from generate_series(${start}::int, ${end}::int) g
    where ${withWeek} and g % 7 in (0, 1)`);
}

/**
 * Adds `doctors` verified doctors, one patient per 20 appointments, and `appointments`
 * appointments, all with generate_series in the database (one password hash reused), in
 * batches. Ids are md5(run tag, kind, n) made into RFC 4122 version-4 UUIDs (see bulkId), so
 * batches can refer to each other without reading anything back. Each doctor's n-th appointment gets its own (date, slot), so the active-slot
 * index never fires; the rare patient who would hold two active bookings at one time keeps the
 * first (ON CONFLICT DO NOTHING on the patient's active-slot index).
 */
export async function seedBulk(database: Database, options: BulkSeedOptions): Promise<void> {
  const { db } = database;
  const tag = Date.now().toString(36);
  const passwordHash = await hashPassword(demoPassword);
  const today = todayIn(options.clinicTimeZone);
  const doctorCount = Math.max(1, options.doctors);
  const patientCount = Math.max(1, Math.ceil(options.appointments / 20));
  const batch = 50_000;
  const firstNames = sqlTextArray(bulkFirstNames);
  const lastNames = sqlTextArray(bulkLastNames);
  const specs = sqlTextArray(specializations);
  const cityList = sqlTextArray(cities);
  const avatars = sqlTextArray(Array.from({ length: 12 }, (_, i) => `/avatars/doctor-${String(i + 1).padStart(2, '0')}.svg`));

  const userName = sql`${firstNames}[1 + g % 20] || ' ' || ${lastNames}[1 + (g / 20) % 20]`;
  for (let start = 1; start <= doctorCount; start += batch) {
    const end = Math.min(doctorCount, start + batch - 1);
    await db.execute(sql`
      insert into users (id, role, name, email, phone, password_hash)
      select ${bulkId(sql`${tag} || '-d-' || g`)}, 'doctor', ${userName},
             'bulk-' || ${tag} || '-doctor-' || g || '@clinvia.test', lpad(g::text, 10, '5'), ${passwordHash}
      from generate_series(${start}::int, ${end}::int) g`);
    await db.execute(sql`
      insert into doctors (user_id, specialization, qualifications, experience_years, consultation_fee, rating,
                           available, trending, verified, reviewed_at, face_url, city, clinic_address, search_text)
      select ${bulkId(sql`${tag} || '-d-' || g`)}, spec, 'MBBS, MD (' || spec || ')', 2 + g % 34, 50 + (g * 7) % 251,
             round((3 + ((g * 13) % 21) / 10.0)::numeric, 1), g % 9 <> 0, g % 97 = 0, true, now(),
             case when g % 3 = 2 then null else ${avatars}[1 + g % 12] end, city, (100 + g % 900) || ' Main St, ' || city,
             lower(${userName} || ' ' || spec || ' MBBS, MD (' || spec || ')')
      from generate_series(${start}::int, ${end}::int) g,
           lateral (select ${specs}[1 + g % 12] as spec, ${cityList}[1 + g % 8] as city) pick`);
    await seedBulkWeeks(db, tag, start, end, today);
    options.onProgress?.(`doctors ${end}/${doctorCount}`);
  }

  for (let start = 1; start <= patientCount; start += batch) {
    const end = Math.min(patientCount, start + batch - 1);
    await db.execute(sql`
      insert into users (id, role, name, email, phone, password_hash)
      select ${bulkId(sql`${tag} || '-p-' || g`)}, 'patient', ${userName},
             'bulk-' || ${tag} || '-patient-' || g || '@clinvia.test', lpad(g::text, 10, '7'), ${passwordHash}
      from generate_series(${start}::int, ${end}::int) g`);
    await db.execute(sql`
      insert into patients (user_id, age, gender, address)
      select ${bulkId(sql`${tag} || '-p-' || g`)}, 1 + g % 90, (array['female','male','other'])[1 + g % 3], g || ' Elm St'
      from generate_series(${start}::int, ${end}::int) g`);
    options.onProgress?.(`patients ${end}/${patientCount}`);
  }

  for (let start = 0; start < options.appointments; start += batch) {
    const end = Math.min(options.appointments, start + batch) - 1;
    // k-th appointment: doctor d = k mod D, that doctor's j-th booking (j = k div D) at slot
    // j mod 12 on day (d mod 45) + j div 12 counted from 30 days ago: past and future alike.
    await db.execute(sql`
      insert into appointments (patient_id, doctor_id, appointment_date, appointment_time, appointment_type, reason,
                                is_insurance, contact_name, contact_email, contact_phone, status)
      select ${bulkId(sql`${tag} || '-p-' || (1 + k % ${patientCount}::int)`)}, ${bulkId(sql`${tag} || '-d-' || (1 + k % ${doctorCount}::int)`)},
             day, ${sqlTextArray(slotTimes)}[1 + j % 12], ${sqlTextArray(appointmentTypes)}[1 + k % 4],
             'Routine visit number ' || k, k % 3 = 0, 'Bulk patient ' || (1 + k % ${patientCount}::int),
             'bulk-' || ${tag} || '-patient-' || (1 + k % ${patientCount}::int) || '@clinvia.test', '5550000000',
             case when day < ${today}::date then (case when k % 5 = 0 then 'cancelled' else 'completed' end)
                  else (array['pending','confirmed','pending','cancelled'])[1 + k % 4] end
      from generate_series(${start}::int, ${end}::int) k,
           lateral (select k / ${doctorCount}::int as j) jj,
           lateral (select ${today}::date - 30 + (k % ${doctorCount}::int) % 45 + j / 12 as day) dd
      on conflict do nothing`);
    options.onProgress?.(`appointments ${end + 1}/${options.appointments}`);
  }
}
