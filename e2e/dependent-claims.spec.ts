import { expect, request as playwrightRequest, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { Mailbox } from './support/mailbox';
import { ownServer } from './support/own-server';
import { demoAccounts, demoPassword, signInWith } from './support/session';

// FAMILY-7 to FAMILY-10 (issue 35.1) in Chromium: a dependent with a visit comes of age; staff
// invite them from the console's Families section; the person opens the e-mail's link, registers
// with the invited address, signs in, claims their record and sees the visit in their own list.
// Coming of age needs the clinic's age of majority lowered (the guardian books only under it), a
// setting every test shares: so this file runs on a server of its own, its mail to the test sink.

test.describe.configure({ mode: 'serial' });

const server = ownServer({
  name: 'The server for record claims',
  env: { LOG_LEVEL: 'error', DEMO_DATA: 'true', SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT ?? ''}` },
  startMs: 140_000,
});

const password = 'Correct-horse-9';

/** A date of birth `years` years and `days` days before today (the browser's today is the clinic's on this box). */
function bornAgo(years: number, days: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

test('staff invite a dependent who has come of age; they register from the e-mail and see their visit', async ({ page, browser }) => {
  test.slow();
  const tag = `${String(Date.now())}-${String(Math.floor(Math.random() * 1e6))}`;
  const guardianEmail = `guardian-${tag}@example.com`;
  const ownEmail = `leo-${tag}@example.com`;
  const api = await playwrightRequest.newContext({ baseURL: server.baseURL });
  const tokenOf = async (email: string, secret: string) => ((await (await api.post('/api/authentication/login', { data: { email, password: secret } })).json()) as { token: string; user: { id: string } });

  // A guardian books for a 16-year-old while the clinic's age of majority is 18.
  expect((await api.post('/api/authentication/register', { data: { role: 'patient', name: 'Maria Guardian', email: guardianEmail, password, confirmPassword: password, phoneNumber: '4155550123', age: 45, address: '9 Test Way, Austin, TX', gender: 'female' } })).status()).toBe(201);
  const guardian = await tokenOf(guardianEmail, password);
  const asGuardian = { authorization: `Bearer ${guardian.token}` };
  const added = await api.post('/api/dependents', { headers: asGuardian, data: { name: 'Leo Guardian', date_of_birth: bornAgo(16, 30), relationship: 'child' } });
  expect(added.status()).toBe(201);
  const dependentId = ((await added.json()) as { dependent: { id: string } }).dependent.id;
  const doctors = ((await (await api.get('/api/doctors/get-doctors/?sort=rating')).json()) as { user_id: string; name: string; available: boolean }[]).filter((doctor) => doctor.available);
  const doctor = doctors[0];
  if (!doctor) throw new Error('no available doctor');
  const slots = (await (await api.get(`/api/doctors/${doctor.user_id}/slots`)).json()) as { days: { date: string; slots: { time: string; available: boolean }[] }[] };
  const slot = slots.days.slice(1).flatMap((day) => day.slots.filter((s) => s.available).map((s) => ({ date: day.date, time: s.time })))[0];
  if (!slot) throw new Error('no free slot');
  const booked = await api.post('/api/patients/book-appointment', {
    headers: asGuardian,
    data: { selectedDate: slot.date, selectedTime: slot.time, appointmentType: 'Consultation', appointmentReason: 'Sports check-up before the season', isInsurance: 'false', patientName: 'Maria Guardian', patientEmail: guardianEmail, patientPhone: '4155550123', patientId: guardian.user.id, doctorId: doctor.user_id, dependentId },
  });
  expect(booked.status(), await booked.text()).toBe(201);

  // The clinic sets its age of majority to 16: Leo has come of age (FAMILY-5).
  const admin = await tokenOf(demoAccounts.staff, demoPassword);
  const asAdmin = { authorization: `Bearer ${admin.token}` };
  const settings = (await (await api.get('/api/staff/settings', { headers: asAdmin })).json()) as Record<string, unknown>;
  expect((await api.put('/api/staff/settings', { headers: asAdmin, data: { ...settings, ageOfMajority: 16 } })).status()).toBe(200);

  // FAMILY-7: staff see Leo in Families and send the invitation.
  await signInWith(page, { email: demoAccounts.staff, password: demoPassword }, server.baseURL);
  await page.goto(`${server.baseURL}/staff/families`);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Leo Guardian' }) });
  await expect(card).toContainText(`Guardian: Maria Guardian (${guardianEmail})`);
  await expect(card).toContainText('Not invited yet');
  await card.getByRole('button', { name: /^Invite/ }).click();
  await card.getByLabel("Leo Guardian's own e-mail address").fill(ownEmail);
  await expectNoSeriousA11yViolations(page);
  await card.getByRole('button', { name: 'Send invitation' }).click();
  await expect(card).toContainText(`Invited ${ownEmail} on`);

  // FAMILY-8: the e-mail invites Leo by name; its link opens the claim page.
  const mailbox = new Mailbox();
  const mail = await mailbox.parsedMailTo(ownEmail, /Claim your Clinvia record/);
  expect(mail.text).toContain('Dear Leo Guardian,');
  const link = /https?:\/\/\S+\/claim-record#[A-Za-z0-9_-]{43}/.exec(mail.text ?? '')?.[0];
  if (!link) throw new Error('no claim link in the e-mail');

  // FAMILY-9: Leo, signed out, registers with the invited address, signs in and confirms.
  const context = await browser.newContext();
  const leo = await context.newPage();
  await leo.goto(link);
  await expect(leo.getByRole('heading', { name: 'Leo Guardian, claim your record' })).toBeVisible();
  await expect(leo.getByText(`This invitation was sent to ${ownEmail}.`, { exact: false })).toBeVisible();
  await expectNoSeriousA11yViolations(leo);
  await leo.getByRole('button', { name: 'Create your account' }).click();
  await leo.getByLabel('Full name').fill('Leo Guardian');
  await leo.getByLabel('Email').fill(ownEmail);
  await leo.getByLabel('Password', { exact: true }).fill(password);
  await leo.getByLabel('Confirm password', { exact: true }).fill(password);
  await leo.getByLabel('Phone number').fill('+1 415 555 0177');
  await leo.getByLabel('Age', { exact: true }).fill('16');
  await leo.getByLabel('Gender').selectOption('male');
  await leo.getByLabel('Address').fill('9 Test Way, Austin, TX');
  await leo.getByRole('button', { name: 'Create account' }).click();
  await expect(leo).toHaveURL(/\/login$/);
  await leo.getByLabel('Password', { exact: true }).fill(password);
  await leo.getByRole('button', { name: 'Sign In' }).click();
  await expect(leo).toHaveURL(/\/claim-record#/);
  await leo.getByRole('button', { name: 'Claim my record' }).click();
  await expect(leo.getByText('Your record is now yours: your visits are in your account.')).toBeVisible();

  // FAMILY-10: the visit is Leo's own now, for no one else.
  await leo.getByRole('link', { name: 'See your visits' }).click();
  const visit = leo.getByTestId('appointment').filter({ hasText: doctor.name });
  await expect(visit).toHaveCount(1);
  await expect(visit.getByTestId('appointment-for')).toHaveCount(0);
  // The sign-in's toast fades out first: axe reads its half-transparent title as low contrast.
  await expect(leo.getByText('Login successful!')).toBeHidden();
  await expectNoSeriousA11yViolations(leo);
  await context.close();

  // The guardian's Family list says Leo has their own account, and the visit has left their list.
  const family = (await (await api.get('/api/dependents', { headers: asGuardian })).json()) as { dependents: { id: string; has_own_account: boolean }[] };
  expect(family.dependents.find((d) => d.id === dependentId)?.has_own_account).toBe(true);
  const theirs = (await (await api.get(`/api/patients/get-appointments/${guardian.user.id}`, { headers: asGuardian })).json()) as { appointments: unknown[] };
  expect(theirs.appointments).toEqual([]);
  await api.dispose();
});
