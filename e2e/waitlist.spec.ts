import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { newDoctor, pageSignedIn, tokenOf, type TestDoctor } from './support/doctors';
import { Mailbox } from './support/mailbox';
import { bookAs, chooseDay, freeSlots, newPatient, otherPatient, timeLabel, type TestPatient } from './support/patients';
import { demoAccounts, demoPassword, signInAs } from './support/session';

// Issue 23 in Chromium: a patient waits for a full doctor and leaves the waitlist on
// /appointments (WAIT-1); a freed time is offered, held, booked from the e-mail or turned down (WAIT-2); staff see a patient's no-shows (NOSHOW-1); with the clinic's
// no-show rule on, the wizard says staff will confirm and the doctor cannot (NOSHOW-2).

/** With E2E_SCREENSHOTS=<dir>: full-page screenshots of the changed screens at a phone's and a laptop's width (and of `part` alone, to read it closely). */
async function shoot(page: Page, name: string, part?: Locator): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${String(width)}.png`, fullPage: true });
    if (part) await part.screenshot({ path: `${dir}/${name}-part-${String(width)}.png` });
  }
}

/** The doctor takes all ten days off: nothing is free, so patients may only wait. */
async function fillUp(request: APIRequestContext, doctor: TestDoctor): Promise<string[]> {
  const slots = (await (await request.get(`/api/doctors/${doctor.id}/slots`)).json()) as { days: { date: string }[] };
  const days = slots.days.map((day) => day.date);
  for (const date of days) {
    const blocked = await request.post('/api/doctors/me/time-off', { headers: { authorization: `Bearer ${doctor.token}` }, data: { date } });
    expect(blocked.ok(), `time off on ${date}`).toBe(true);
  }
  return days;
}

/** The join form's visit details: a follow-up with its reason, self-pay unless `insured`. */
async function fillVisit(form: Locator, options: { insured?: boolean } = {}): Promise<void> {
  await form.getByText('Follow-up', { exact: true }).click();
  await form.getByLabel('Reason for your visit').fill('Blood pressure check after new medication');
  if (options.insured === true) {
    await form.getByText('Insurance', { exact: true }).click();
    await form.getByLabel('Insurance provider').fill('Aetna');
    await form.getByLabel('Insurance ID').fill('AET-889900');
  }
}

async function setNoShowRule(request: APIRequestContext, enabled: boolean, threshold = 1): Promise<void> {
  const admin = await tokenOf(request, demoAccounts.staff, demoPassword);
  const saved = await request.put('/api/staff/settings', { headers: { authorization: `Bearer ${admin}` }, data: { noShowConfirmation: { enabled, threshold } } });
  expect(saved.status()).toBe(200);
}

test.describe('waitlist', () => {
  test('a patient joins the waitlist of a full doctor from the profile and the wizard, sees one entry on /appointments and leaves it', async ({ page }) => {
    // Ten days of time off, two joins and the list: longer than a single screen's test.
    test.setTimeout(60_000);
    const doctor = await newDoctor(page.request, 'Wanda');
    const days = await fillUp(page.request, doctor);
    await newPatient(page, 'Wren Waiting');

    await page.goto(`/doctor/${doctor.id}`);
    await expect(page.getByText('No free times in the next 10 days.')).toBeVisible();
    await page.getByRole('button', { name: 'Tell me when a slot opens' }).click();
    const form = page.getByRole('group', { name: 'Tell me when a slot opens' });
    // From the profile no day was wanted: any day is the start.
    await expect(form.getByRole('checkbox', { name: 'Any day' })).toBeChecked();
    await form.getByRole('checkbox', { name: 'Afternoon' }).uncheck();
    // WAIT-2: the visit's details, as the wizard's step 2 asks them, for a one-click booking later.
    await form.getByRole('button', { name: 'Join the waitlist' }).click();
    await expect(form.getByText('Please select an appointment type')).toBeVisible();
    await expect(form.getByText('Please provide a reason for your visit')).toBeVisible();
    await fillVisit(form);
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'waitlist-profile-form', form);
    await form.getByRole('button', { name: 'Join the waitlist' }).click();
    await expect(page.getByText('You are on the waitlist. We will tell you when a time opens.')).toBeVisible();

    // The wizard's step 1: the wanted day is full; joining again replaces the entry.
    await page.goto(`/appointment/${doctor.id}`);
    const wanted = days[3] ?? '';
    await chooseDay(page, wanted);
    await page.getByRole('button', { name: 'Tell me when a slot opens' }).click();
    const wizardForm = page.getByRole('group', { name: 'Tell me when a slot opens' });
    await expect(wizardForm.getByRole('checkbox', { name: 'Any day' })).not.toBeChecked();
    await wizardForm.getByRole('checkbox', { name: 'Morning' }).uncheck();
    await wizardForm.getByRole('checkbox', { name: 'Afternoon' }).uncheck();
    await wizardForm.getByRole('button', { name: 'Join the waitlist' }).click();
    await expect(wizardForm.getByText('Choose the morning, the afternoon or both')).toBeVisible();
    await wizardForm.getByRole('checkbox', { name: 'Afternoon' }).check();
    await fillVisit(wizardForm, { insured: true });
    await shoot(page, 'waitlist-wizard-form');
    await wizardForm.getByRole('button', { name: 'Join the waitlist' }).click();
    await expect(page.getByText('Your waitlist entry is updated.')).toBeVisible();

    await page.getByRole('link', { name: 'See your waitlist' }).click();
    const waitlist = page.getByRole('region', { name: /Waitlists/ });
    await expect(waitlist.getByRole('listitem')).toHaveCount(1);
    await expect(waitlist).toContainText(`Dr. ${doctor.name}`);
    await expect(waitlist).toContainText('Afternoon');
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'waitlist-appointments');
    await waitlist.getByRole('button', { name: `Leave waitlist of Dr. ${doctor.name}` }).click();
    await expect(page.getByText('You have left the waitlist.')).toBeVisible();
    await expect(page.getByRole('region', { name: /Waitlists/ })).toHaveCount(0);
  });
});

test.describe('no-shows', () => {
  test('staff see a patient’s no-show count and history in the console’s Patients', async ({ page }) => {
    await signInAs(page, 'staff');
    await page.goto('/staff');
    await page.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Patients' }).click();
    await page.getByRole('searchbox', { name: 'Find a patient' }).fill('patient@clinvia');
    await page.getByRole('button', { name: 'Search' }).click();
    const results = page.getByRole('list', { name: 'Matching patients' });
    // The demo patient missed one visit (the seed's no-show 25 days ago).
    await expect(results.getByRole('listitem').first()).toContainText('1 no-show');
    await results.getByRole('button', { name: /^No-show history/ }).click();
    await expect(page.getByText('1 no-show in the last 12 months')).toBeVisible();
    await expect(page.getByRole('list', { name: 'No-shows' }).getByRole('listitem')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'staff-patients-no-shows');
  });

  test('with the clinic’s rule on, the wizard says staff will confirm, and the booking stays pending for staff', async ({ page, browser }) => {
    // Three sign-ins, the settings saved twice and a booking in a second browser: 31-34 s on a loaded CI box (2026-11-30).
    test.setTimeout(90_000);
    const doctor = await newDoctor(page.request, 'Nadia');
    try {
      // Staff turn the rule on in the console: one no-show in 12 months is enough (the demo patient has one).
      await signInAs(page, 'staff');
      await page.goto('/staff/settings');
      await page.getByRole('checkbox', { name: /Staff confirm the next booking/ }).check();
      await page.getByLabel('No-shows in the last 12 months').fill('1');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect(page.getByText('Clinic settings saved.')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await shoot(page, 'staff-settings');

      const login = await page.request.post('/api/authentication/login', { data: { email: demoAccounts.patient, password: demoPassword } });
      const { token: patientToken, user } = (await login.json()) as { token: string; user: { id: string } };
      const patientPage = await pageSignedIn(browser, patientToken);
      await patientPage.goto(`/appointment/${doctor.id}`);
      await expect(patientPage.getByText('Because of missed visits, clinic staff will confirm this booking: it stays pending until they do.')).toBeVisible();
      await shoot(patientPage, 'wizard-staff-confirms');
      const [slot] = await freeSlots(page.request, doctor.id, 2);
      if (!slot) throw new Error('no free slot');
      const appointmentId = await bookAs(page.request, { id: user.id, name: 'Alex Morgan', email: demoAccounts.patient, token: patientToken }, doctor.id, slot);

      // The doctor sees why there is no Accept, and the server refuses the doctor's confirmation.
      const doctorPage = await pageSignedIn(browser, doctor.token);
      await doctorPage.goto('/doctor-portal');
      await doctorPage.getByRole('tab', { name: 'Upcoming' }).click();
      await expect(doctorPage.getByText('Clinic staff confirm this booking (missed visits)').first()).toBeVisible();
      await expect(doctorPage.getByRole('button', { name: /^Accept/ })).toHaveCount(0);
      await expect(doctorPage.getByRole('button', { name: /^Reject/ }).first()).toBeVisible();
      await shoot(doctorPage, 'portal-staff-confirms');
      const refused = await page.request.patch(`/api/doctors/appointments/${appointmentId}/status`, { headers: { authorization: `Bearer ${doctor.token}` }, data: { status: 'confirmed' } });
      expect(refused.status()).toBe(409);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('staff_confirms');
      await patientPage.context().close();
      await doctorPage.context().close();
    } finally {
      await setNoShowRule(page.request, false);
    }
  });
});

// WAIT-2: a freed time goes to the patient first on the waitlist, held for them; the e-mail's
// link books it without signing in, /appointments answers it too, and others see it held.

const mailbox = new Mailbox();

/**
 * One day of the doctor's window made full: time off on every slot but `time`, which `rival`
 * books. Answers the rival's appointment, whose cancellation frees the time.
 */
async function fullDay(request: APIRequestContext, doctor: TestDoctor, rival: TestPatient, date: string, time: string): Promise<string> {
  const slots = (await (await request.get(`/api/doctors/${doctor.id}/slots`)).json()) as { days: { date: string; slots: { time: string }[] }[] };
  const times = slots.days.find((day) => day.date === date)?.slots.map((slot) => slot.time) ?? [];
  for (const other of times.filter((candidate) => candidate !== time)) {
    const blocked = await request.post('/api/doctors/me/time-off', { headers: { authorization: `Bearer ${doctor.token}` }, data: { date, time: other } });
    expect(blocked.ok(), `time off at ${other}`).toBe(true);
  }
  return bookAs(request, rival, doctor.id, { date, time });
}

async function cancelAs(request: APIRequestContext, patient: TestPatient, appointmentId: string): Promise<void> {
  const cancelled = await request.put(`/api/patients/cancel-appointment/${appointmentId}`, { headers: { authorization: `Bearer ${patient.token}` } });
  expect(cancelled.status(), 'the rival cancels').toBe(200);
}

/** Joins through the API, as the join form sends it. */
async function joinAs(request: APIRequestContext, patient: TestPatient, doctorId: string, date: string): Promise<void> {
  const joined = await request.post('/api/patients/waitlist', {
    headers: { authorization: `Bearer ${patient.token}` },
    data: { doctorId, days: [date], parts: ['morning', 'afternoon'], appointmentType: 'Consultation', appointmentReason: 'Recurring headaches in the morning', isInsurance: 'false' },
  });
  expect(joined.status(), 'joining the waitlist').toBe(201);
}

/** The clinic's day two days from its today: far enough that no time in it has begun. */
async function dayAhead(request: APIRequestContext, doctorId: string): Promise<string> {
  const slots = (await (await request.get(`/api/doctors/${doctorId}/slots`)).json()) as { days: { date: string }[] };
  const date = slots.days[2]?.date;
  if (date === undefined) throw new Error('no third day in the window');
  return date;
}

test.describe('waitlist offers (WAIT-2)', () => {
  test('a patient waits for a full day; another cancels; the offer e-mail’s link books it without signing in, and a third patient sees the time held meanwhile', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const doctor = await newDoctor(page.request, 'Odette');
    const rival = await otherPatient(page.request);
    const date = await dayAhead(page.request, doctor.id);
    const time = '14:00';
    const rivalBooking = await fullDay(page.request, doctor, rival, date, time);

    // The first patient finds the day full in the wizard and joins its waitlist with the visit's details.
    const waiting = await newPatient(page, 'Wes Waiting');
    await page.goto(`/appointment/${doctor.id}`);
    await chooseDay(page, date);
    await expect(page.getByRole('radio', { name: `${timeLabel(time)}, booked` })).toBeDisabled();
    await page.getByRole('button', { name: 'Tell me when a slot opens' }).click();
    const form = page.getByRole('group', { name: 'Tell me when a slot opens' });
    await expect(form).toContainText('so we can book the time for you in one click when it opens');
    await fillVisit(form);
    await form.getByRole('button', { name: 'Join the waitlist' }).click();
    await expect(page.getByText('You are on the waitlist. We will tell you when a time opens.')).toBeVisible();

    // The rival cancels: the worker offers the freed time to the first patient, by e-mail.
    await cancelAs(page.request, rival, rivalBooking);
    const mail = await mailbox.parsedMailTo(waiting.email, /^A time opened/);
    expect(mail.text).toContain(`Dr. ${doctor.name}`);
    expect(mail.text).not.toContain('Blood pressure');
    const bookLink = /Book this slot: (\S+)/.exec(mail.text ?? '')?.[1] ?? '';
    expect(bookLink).toMatch(/\/offer\/book\?token=/);
    expect(typeof mail.html === 'string' ? mail.html : '').toContain('/offer/decline?token=');

    // A third patient's wizard shows the time as held, and it cannot be chosen.
    const thirdPage = await (await browser.newContext()).newPage();
    await newPatient(thirdPage, 'Tess Third');
    await thirdPage.goto(`/appointment/${doctor.id}`);
    await chooseDay(thirdPage, date);
    const held = thirdPage.getByRole('radio', { name: `${timeLabel(time)}, held for a patient from the waitlist` });
    await expect(held).toBeDisabled();
    await expect(thirdPage.locator('label', { has: held })).toContainText('Held');
    await expectNoSeriousA11yViolations(thirdPage);
    await shoot(thirdPage, 'wizard-held-slot');
    await thirdPage.context().close();

    // The link, opened where nobody is signed in: the time, its hold, and the one click.
    const anonymous = await browser.newContext();
    const offerPage = await anonymous.newPage();
    await offerPage.goto(bookLink);
    await expect(offerPage.getByRole('heading', { name: 'A time opened for you' })).toBeVisible();
    await expect(offerPage.getByText(`Dr. ${doctor.name}`)).toBeVisible();
    await expect(offerPage.getByTestId('offer-when')).toContainText(`at ${timeLabel(time)}`);
    await expect(offerPage.getByText(/^Held for you until \d{1,2}:\d{2} [AP]M$/)).toBeVisible();
    await expectNoSeriousA11yViolations(offerPage);
    await shoot(offerPage, 'offer-ready');
    await offerPage.getByRole('button', { name: 'Book this slot' }).click();
    await expect(offerPage.getByRole('heading', { name: 'You are booked' })).toBeVisible();
    await expect(offerPage.getByText('Booked! Your appointment is pending until the doctor confirms it.')).toBeVisible();
    await expectNoSeriousA11yViolations(offerPage);
    await shoot(offerPage, 'offer-booked');
    // Single use: the same link again only says so.
    await offerPage.reload();
    await expect(offerPage.getByRole('heading', { name: 'You have booked this time' })).toBeVisible();
    await expect(offerPage.getByRole('button', { name: 'Book this slot' })).toHaveCount(0);
    await anonymous.close();

    // The booking is the patient's, on /appointments, with the details given when joining; and the doctor's.
    await page.goto('/appointments');
    const booked = page.getByTestId('appointment').filter({ hasText: doctor.name });
    await expect(booked).toHaveCount(1);
    await expect(booked).toContainText('Follow-up');
    await expect(booked).toContainText('Blood pressure check after new medication');
    await expect(page.getByRole('region', { name: /opened for you/ })).toHaveCount(0);
    const portal = await pageSignedIn(browser, doctor.token);
    await portal.goto('/doctor-portal');
    await portal.getByRole('tab', { name: 'Upcoming' }).click();
    const row = portal.getByRole('region', { name: 'Appointments' }).locator('tr, [data-testid="portal-appointment"]').filter({ hasText: 'Wes Waiting' });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Pending')).toBeVisible();
    await portal.context().close();
  });

  test('a patient turns the held time down on /appointments; it goes to the next patient waiting', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const doctor = await newDoctor(page.request, 'Delphine');
    const rival = await otherPatient(page.request);
    const date = await dayAhead(page.request, doctor.id);
    const time = '10:30';
    const rivalBooking = await fullDay(page.request, doctor, rival, date, time);
    const first = await newPatient(page, 'Fay First');
    await joinAs(page.request, first, doctor.id, date);
    const second = await otherPatient(page.request);
    await joinAs(page.request, second, doctor.id, date);

    await cancelAs(page.request, rival, rivalBooking);
    await mailbox.parsedMailTo(first.email, /^A time opened/);
    await page.goto('/appointments');
    const offers = page.getByRole('region', { name: 'A time opened for you' });
    await expect(offers).toBeVisible();
    await expect(offers).toContainText(`Dr. ${doctor.name}`);
    await expect(offers).toContainText(timeLabel(time));
    await expect(offers.getByText(/^Held for you until \d{1,2}:\d{2} [AP]M$/)).toBeVisible();
    // First on the page, before the waitlists and the appointments.
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings[0]).toBe('A time opened for you');
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'appointments-offer', offers);

    await offers.getByRole('button', { name: /^No thanks/ }).click();
    await expect(page.getByText('Thank you for letting us know. We have offered the time to the next patient, and you stay on the waitlist.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'A time opened for you' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: /Waitlists/ })).toContainText(`Dr. ${doctor.name}`);

    // The next patient waiting gets it.
    const next = await mailbox.parsedMailTo(second.email, /^A time opened/);
    const declineLink = /No thanks: (\S+)/.exec(next.text ?? '')?.[1] ?? '';
    expect(declineLink).toMatch(/\/offer\/decline\?token=/);
    const anonymous = await browser.newContext();
    const offerPage = await anonymous.newPage();
    await offerPage.goto(declineLink);
    await expect(offerPage.getByRole('heading', { name: 'Turn down this time?' })).toBeVisible();
    // Opening the link changed nothing: the time is still held for them.
    const slots = (await (await page.request.get(`/api/doctors/${doctor.id}/slots`)).json()) as { days: { date: string; slots: { time: string; held: boolean }[] }[] };
    expect(slots.days.find((day) => day.date === date)?.slots.find((slot) => slot.time === time)?.held).toBe(true);
    await expectNoSeriousA11yViolations(offerPage);
    await shoot(offerPage, 'offer-decline');
    if (process.env.E2E_SCREENSHOTS) {
      // The hold ends 15 minutes from now in this run: the page of an expired offer is photographed
      // with the server's answer turned into that state (the component tests hold its words).
      await offerPage.route('**/api/waitlist-offers?*', async (route) => {
        const response = await route.fetch();
        const offer = (await response.json()) as Record<string, unknown>;
        await route.fulfill({ response, json: { ...offer, state: 'expired', message: 'The time we held for you was not booked in time, so we have let it go. You are still on the waitlist.' } });
      });
      await offerPage.reload();
      await expect(offerPage.getByRole('heading', { name: 'This hold has ended' })).toBeVisible();
      await shoot(offerPage, 'offer-expired');
    }
    await anonymous.close();
  });
});

// WAIT-5 (issue 40.1): an offer never moves the wrong visit. The join form names the visit the
// patient already has; the offer books the waitlist's visit, and offers to move the other one
// instead only because it is later than the held time, keeping the doctor's confirmation.
test.describe('waitlist offers and a visit the patient already has (WAIT-5)', () => {
  for (const [width, choice] of [
    [390, 'move'],
    [1280, 'book'],
  ] as const) {
    test(`at ${String(width)} px: warned when joining; the offer books the waitlist visit, or moves the later confirmed visit on request (${choice})`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      const doctor = await newDoctor(page.request, 'Wyatt');
      const rival = await otherPatient(page.request);
      const date = await dayAhead(page.request, doctor.id);
      const rivalBooking = await fullDay(page.request, doctor, rival, date, '10:30');
      const patient = await newPatient(page, 'Vera Visit');
      const slots = (await (await page.request.get(`/api/doctors/${doctor.id}/slots`)).json()) as { days: { date: string }[] };
      const laterDay = slots.days[6]?.date ?? '';
      const later = await bookAs(page.request, patient, doctor.id, { date: laterDay, time: '11:00' });
      const confirmed = await page.request.patch(`/api/doctors/appointments/${later}/status`, { headers: { authorization: `Bearer ${doctor.token}` }, data: { status: 'confirmed' } });
      expect(confirmed.status()).toBe(200);

      await page.goto(`/appointment/${doctor.id}`);
      await chooseDay(page, date);
      await page.getByRole('button', { name: 'Tell me when a slot opens' }).click();
      const form = page.getByRole('group', { name: 'Tell me when a slot opens' });
      await expect(form.getByText(/^You already have a follow-up with this doctor on .+ at 11:00 AM\. The waitlist books another visit/)).toBeVisible();
      await fillVisit(form);
      await shoot(page, 'waitlist-warning', form);
      await form.getByRole('button', { name: 'Join the waitlist' }).click();
      await expect(page.getByText('You are on the waitlist. We will tell you when a time opens.')).toBeVisible();

      await cancelAs(page.request, rival, rivalBooking);
      await mailbox.parsedMailTo(patient.email, /^A time opened/);
      await page.goto('/appointments');
      const offers = page.getByRole('region', { name: 'A time opened for you' });
      await expect(offers.getByText(/^You also have a follow-up with this doctor on .+ at 11:00 AM \(confirmed\)\. Booking this time keeps it/)).toBeVisible();
      const moveButton = offers.getByRole('button', { name: /^Move my .+, 11:00 AM visit here instead/ });
      await expect(moveButton).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await shoot(page, 'offer-with-later-visit', offers);

      if (choice === 'move') {
        await moveButton.click();
        await expect(page.getByText('Done! Your confirmed appointment is moved to this time and stays confirmed.')).toBeVisible();
      } else {
        await offers.getByRole('button', { name: /^Book this slot/ }).click();
        await expect(page.getByText('Booked! Your appointment is pending until the doctor confirms it.')).toBeVisible();
      }
      const listed = (await (await page.request.get(`/api/patients/get-appointments/${patient.id}`, { headers: { authorization: `Bearer ${patient.token}` } })).json()) as {
        appointments: { id: string; appointment_date: string; appointment_time: string; appointment_type: string; reason: string; status: string }[];
      };
      const visits = listed.appointments.map((row) => ({ id: row.id, at: `${row.appointment_date} ${row.appointment_time}`, type: row.appointment_type, reason: row.reason, status: row.status }));
      if (choice === 'move') {
        expect(visits).toEqual([expect.objectContaining({ id: later, at: `${date} 10:30`, status: 'confirmed' })]);
      } else {
        expect(visits).toEqual([
          expect.objectContaining({ at: `${date} 10:30`, type: 'Follow-up', reason: 'Blood pressure check after new medication', status: 'pending' }),
          expect.objectContaining({ id: later, at: `${laterDay} 11:00`, status: 'confirmed' }),
        ]);
      }
    });
  }
});
