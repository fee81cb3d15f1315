import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { newDoctor, pageSignedIn, tokenOf, type TestDoctor } from './support/doctors';
import { bookAs, chooseDay, freeSlots, newPatient } from './support/patients';
import { demoAccounts, demoPassword, signInAs } from './support/session';

// Issue 23 in Chromium: a patient waits for a full doctor and leaves the waitlist on
// /appointments (WAIT-1); staff see a patient's no-shows (NOSHOW-1); with the clinic's
// no-show rule on, the wizard says staff will confirm and the doctor cannot (NOSHOW-2).

/** With E2E_SCREENSHOTS=<dir>: full-page screenshots of the changed screens at a phone's and a laptop's width. */
async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${String(width)}.png`, fullPage: true });
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
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'waitlist-profile-form');
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
