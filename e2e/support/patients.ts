import { expect, type APIRequestContext, type Page } from '@playwright/test';

// Patients of their own for the booking and appointments tests: browser tests run in
// parallel against one server, so each test registers its patient and books with its own
// doctor (the demo patient and doctor belong to other tests too).

export interface TestPatient {
  id: string;
  name: string;
  email: string;
  token: string;
}

export interface ListedDoctor {
  user_id: string;
  name: string;
  available: boolean;
}

const password = 'Correct-horse-9';

function uniqueEmail(prefix: string): string {
  return `${prefix}-${String(Date.now())}-${String(Math.floor(Math.random() * 1e6))}@example.com`;
}

/** Registers a patient through the API and signs the page in as them (before its first navigation). */
export async function newPatient(page: Page, name = 'Robin Tester'): Promise<TestPatient> {
  const email = uniqueEmail('booking');
  const registered = await page.request.post('/api/authentication/register', {
    data: { role: 'patient', name, email, password, confirmPassword: password, phoneNumber: '4155550123', age: 36, address: '9 Test Way, Austin, TX', gender: 'female' },
  });
  expect(registered.status(), 'registration of the test patient').toBe(201);
  const login = await page.request.post('/api/authentication/login', { data: { email, password } });
  expect(login.status(), 'sign-in of the test patient').toBe(200);
  const { token, user } = (await login.json()) as { token: string; user: { id: string } };
  await page.addInitScript((value: string) => {
    if (sessionStorage.getItem('e2e-signed-in') === null) {
      sessionStorage.setItem('e2e-signed-in', '1');
      localStorage.setItem('token', value);
    }
  }, token);
  return { id: user.id, name, email, token };
}

/**
 * The `index`-th listed doctor who accepts appointments (by rating). Each test takes its own
 * index so parallel tests never race for one doctor's slots.
 */
export async function doctorForTest(request: APIRequestContext, index: number): Promise<ListedDoctor> {
  const response = await request.get('/api/doctors/get-doctors/?sort=rating');
  const doctors = ((await response.json()) as ListedDoctor[]).filter((doctor) => doctor.available);
  const doctor = doctors[index];
  if (!doctor) throw new Error(`no available doctor number ${String(index)}`);
  return doctor;
}

interface SlotsBody {
  today: string;
  days: { date: string; slots: { time: string; available: boolean }[] }[];
}

/** Free slots of a doctor from `fromDay` days after the clinic's today. */
export async function freeSlots(request: APIRequestContext, doctorId: string, fromDay = 1): Promise<{ date: string; time: string }[]> {
  const body = (await (await request.get(`/api/doctors/${doctorId}/slots`)).json()) as SlotsBody;
  return body.days.slice(fromDay).flatMap((day) => day.slots.filter((slot) => slot.available).map((slot) => ({ date: day.date, time: slot.time })));
}

/**
 * Books through the API as `patient` and returns the appointment's id. `contact` is what step 3
 * of the wizard says (the contact for this visit): the patient's own details unless given.
 */
export async function bookAs(
  request: APIRequestContext,
  patient: TestPatient,
  doctorId: string,
  slot: { date: string; time: string },
  contact: { name: string; email: string } = patient,
): Promise<string> {
  const response = await request.post('/api/patients/book-appointment', {
    headers: { authorization: `Bearer ${patient.token}` },
    data: {
      selectedDate: slot.date,
      selectedTime: slot.time,
      appointmentType: 'Follow-up',
      appointmentReason: 'Follow-up on blood pressure medication',
      isInsurance: 'false',
      patientName: contact.name,
      patientEmail: contact.email,
      patientPhone: '4155550123',
      patientId: patient.id,
      doctorId,
    },
  });
  expect(response.status(), 'booking through the API').toBe(201);
  return ((await response.json()) as { appointment: { id: string } }).appointment.id;
}

/** A second patient of the test (not signed in to the page) who books through the API. */
export async function otherPatient(request: APIRequestContext): Promise<TestPatient> {
  const email = uniqueEmail('rival');
  const registered = await request.post('/api/authentication/register', {
    data: { role: 'patient', name: 'Riley Rival', email, password, confirmPassword: password, phoneNumber: '4155550999', age: 50, address: '1 Other St', gender: 'male' },
  });
  expect(registered.status()).toBe(201);
  const login = await request.post('/api/authentication/login', { data: { email, password } });
  const { token, user } = (await login.json()) as { token: string; user: { id: string } };
  return { id: user.id, name: 'Riley Rival', email, token };
}

/** Chooses a day of the slot picker (its option, by the day's date). */
export async function chooseDay(page: Page, date: string, picker = 'booking'): Promise<void> {
  await page.locator('label', { has: page.locator(`input[name="${picker}-date"][value="${date}"]`) }).click();
}

/** Chooses a time of the slot picker's chosen day. */
export async function chooseTime(page: Page, time: string, picker = 'booking'): Promise<void> {
  await page.locator('label', { has: page.locator(`input[name="${picker}-time"][value="${time}"]`) }).click();
}

/**
 * The booking wizard's steps 1 and 2 for `slot`: the day, the time, a Consultation and `reason`;
 * it ends on step 3 (the patient's details), the details prefilled from the profile.
 */
export async function wizardToDetails(page: Page, doctorId: string, slot: { date: string; time: string }, reason: string): Promise<void> {
  await page.goto(`/appointment/${doctorId}`);
  await chooseDay(page, slot.date);
  await chooseTime(page, slot.time);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.locator('label').filter({ has: page.getByRole('radio', { name: /^Consultation/ }) }).first().click();
  await page.getByLabel('Reason for your visit').fill(reason);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** 'HH:MM' → SPEC's label, '13:30' → '1:30 PM'. */
export function timeLabel(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return `${String(hours % 12 === 0 ? 12 : hours % 12)}:${String(minutes).padStart(2, '0')} ${hours >= 12 ? 'PM' : 'AM'}`;
}
