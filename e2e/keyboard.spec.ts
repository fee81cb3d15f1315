import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { newDoctor, tokenOf } from './support/doctors';
import { arrowTo, expectFocusVisible, focusIsInside, tabTo } from './support/keyboard';
import { bookAs, doctorForTest, freeSlots, newPatient, timeLabel } from './support/patients';
import { demoAccounts, demoPassword } from './support/session';
import { totp } from './support/totp';

// Four journeys from the keyboard alone (A11Y-5), each at 1280 and 390 px, with the focus visible
// at every control reached (A11Y-2): the test moves with Tab and acts with Enter, Space, arrows and typing (e2e/support/keyboard.ts).
// Playwright's element actions (click, fill, check, selectOption, focus, hover) are never used:
// a control the keyboard cannot reach, or a step that drops the focus, fails the journey.
// Accounts, bookings and the clinic's answer are set up through the API beforehand.

const password = 'Correct-horse-9';
const desktop = { width: 1280, height: 900 };
const phone = { width: 390, height: 844 };

async function typeInto(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text);
}

test.describe('keyboard-only journeys', () => {
  for (const viewport of [desktop, phone]) {
    const px = String(viewport.width);
    test(`A11Y-5, A11Y-2: a doctor with two-step sign-in signs in from the keyboard: role, e-mail, password, then the code (${px} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const doctor = await newDoctor(page.request, 'Kim');
      // Two-step sign-in turned on through the API, as the doctor would in /settings.
      const auth = { authorization: `Bearer ${doctor.token}` };
      const setup = await page.request.post('/api/authentication/mfa/setup', { headers: auth });
      expect(setup.status()).toBe(200);
      const { secret } = (await setup.json()) as { secret: string };
      const confirmed = await page.request.post('/api/authentication/mfa/confirm', { headers: auth, data: { code: totp(secret) } });
      expect(confirmed.status()).toBe(200);

      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
      await tabTo(page, page.getByRole('button', { name: 'Doctor', exact: true }));
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name: 'Doctor', exact: true })).toHaveAttribute('aria-pressed', 'true');
      await tabTo(page, page.getByLabel('Email'));
      await typeInto(page, doctor.email);
      await tabTo(page, page.getByLabel('Password', { exact: true }));
      await typeInto(page, password);
      await tabTo(page, page.getByRole('button', { name: 'Sign In' }));
      await page.keyboard.press('Enter');

      // The code step takes the focus itself: the next keys go into it.
      const code = page.getByLabel('Authentication code');
      await expect(code).toBeFocused();
      await expectFocusVisible(page);
      await expectNoSeriousA11yViolations(page);
      // The enrolment used this 30 s step's code (no replay); the app's next one is inside the window.
      await typeInto(page, totp(secret, Date.now() + 30_000));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/doctor-portal/);
      await expect(page.getByText('Login successful!')).toBeVisible();
    });
  }

  for (const viewport of [desktop, phone]) {
    const px = String(viewport.width);
    test(`A11Y-5, A11Y-2: a patient books through the wizard from the keyboard, then opens and leaves the cancel dialog, which holds and returns the focus (${px} px)`, async ({ page }) => {
      test.slow();
      await page.setViewportSize(viewport);
      await newPatient(page, 'Kai Keyboard');
      const doctor = await doctorForTest(page.request, viewport === desktop ? 14 : 15);
      const [slot] = await freeSlots(page.request, doctor.user_id, 2);
      if (!slot) throw new Error('no free slot');

      await page.goto(`/appointment/${doctor.user_id}`);
      await expect(page.getByRole('heading', { name: 'Choose a date and time' })).toBeVisible();
      const days = page.getByRole('group', { name: 'Date' });
      await expect(days.getByRole('radio')).toHaveCount(10);

      // A radio group: Tab enters it, the arrows choose.
      await tabTo(page, days.getByRole('radio').first(), { max: 80 });
      await arrowTo(page, page.locator(`input[name="booking-date"][value="${slot.date}"]`));
      const times = page.locator('input[name="booking-time"]:not([disabled])');
      await tabTo(page, times.first());
      await arrowTo(page, page.locator(`input[name="booking-time"][value="${slot.time}"]`));
      await tabTo(page, page.getByRole('button', { name: 'Continue' }));
      await page.keyboard.press('Enter');

      // Step 2: the heading takes the focus, the fields follow it.
      await expect(page.getByRole('heading', { name: 'Tell us about your visit' })).toBeFocused();
      await tabTo(page, page.getByRole('radio').first());
      await arrowTo(page, page.getByRole('radio', { name: /^Consultation/ }));
      await tabTo(page, page.getByLabel('Reason for your visit'));
      await typeInto(page, 'Short of breath on the stairs since March');
      await tabTo(page, page.getByRole('radio', { name: /^Self-pay/ }));
      // The first radio of an unchosen group takes the focus unchosen: Space chooses it.
      await page.keyboard.press('Space');
      await expect(page.getByRole('radio', { name: /^Self-pay/ })).toBeChecked();
      await tabTo(page, page.getByRole('button', { name: 'Continue' }));
      await page.keyboard.press('Enter');

      // Step 3: the details are the profile's; Confirm books.
      await expect(page.getByRole('heading', { name: 'Your details' })).toBeFocused();
      await expect(page.getByLabel('Full name')).toHaveValue('Kai Keyboard');
      await expectNoSeriousA11yViolations(page);
      await tabTo(page, page.getByRole('button', { name: 'Confirm Booking' }));
      const booking = page.waitForResponse('**/api/patients/book-appointment');
      await page.keyboard.press('Enter');
      expect((await booking).status()).toBe(201);
      await expect(page.getByRole('heading', { name: 'Appointment Confirmed' })).toBeVisible();
      await expect(page.getByText(timeLabel(slot.time), { exact: true })).toBeVisible();

      const list = page.getByRole('link', { name: 'View my appointments' });
      await tabTo(page, list, { max: 60 });
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/appointments$/);
      const card = page.getByTestId('appointment').filter({ hasText: doctor.name });
      await expect(card.getByText('Pending')).toBeVisible();

      // The cancel dialog: it takes the focus, holds it through Tab, and gives it back on Escape.
      const cancel = card.getByRole('button', { name: /^Cancel/ });
      await tabTo(page, cancel, { max: 80 });
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
      await expect(dialog).toBeVisible();
      expect(await focusIsInside(dialog), 'the dialog takes the focus').toBe(true);
      const inside: boolean[] = [];
      for (let press = 0; press < 8; press++) {
        await page.keyboard.press('Tab');
        // Past its last control the browser's own UI may hold the focus (the page is inert): never the page behind.
        inside.push(await page.evaluate(() => document.activeElement === document.body || document.activeElement?.closest('dialog[open]') !== null));
      }
      expect(inside, 'Tab never leaves the dialog for the page behind it').not.toContain(false);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(cancel).toBeFocused();
      await expectFocusVisible(page);
    });
  }

  for (const viewport of [desktop, phone]) {
    const px = String(viewport.width);
    test(`A11Y-5, A11Y-2: a patient checks in from the keyboard, the consent signed by typing the name (${px} px)`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize(viewport);
      const doctor = await newDoctor(page.request, 'Lee');
      const patient = await newPatient(page, 'Noa Keyboard');
      // Tomorrow: inside the clinic's three days of check-in.
      const [slot] = await freeSlots(page.request, doctor.id, 1);
      if (!slot) throw new Error('no free slot');
      const appointmentId = await bookAs(page.request, patient, doctor.id, slot);
      const steps = page.locator('#check-in-step');
      const saveAndContinue = page.getByRole('button', { name: 'Save and continue' });

      await page.goto('/appointments');
      await tabTo(page, page.getByRole('link', { name: 'Check in' }), { max: 80 });
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(`/appointments/${appointmentId}/check-in`);

      // Contact details: prefilled from the profile.
      await expect(steps).toHaveText('Contact details');
      await expect(page.getByLabel('Full name')).toHaveValue('Noa Keyboard');
      await tabTo(page, saveAndContinue, { max: 60 });
      await page.keyboard.press('Enter');

      await expect(steps).toHaveText('Insurance');
      await tabTo(page, page.getByLabel('Insurance company'), { max: 60 });
      await typeInto(page, 'Blue Cross');
      await tabTo(page, page.getByLabel('Member number'));
      await typeInto(page, 'BC-777');
      await tabTo(page, saveAndContinue);
      await page.keyboard.press('Enter');

      // The general intake (INTAKE-17): a text, two 'None' boxes and a radio group.
      await expect(steps).toHaveText('Questionnaires');
      await tabTo(page, page.getByLabel(/What is the main reason for your visit/), { max: 60 });
      await typeInto(page, 'Palpitations at night');
      const medicines = page.getByRole('group', { name: /Which medicines do you take now/ }).getByLabel('None');
      await tabTo(page, medicines);
      await page.keyboard.press('Space');
      await expect(medicines).toBeChecked();
      const allergies = page.getByRole('group', { name: /Are you allergic/ }).getByLabel('None');
      await tabTo(page, allergies);
      await page.keyboard.press('Space');
      await expect(allergies).toBeChecked();
      const smoking = page.getByRole('group', { name: /Do you smoke/ });
      await tabTo(page, smoking.getByRole('radio').first());
      await page.keyboard.press('Space');
      await expect(smoking.getByRole('radio', { name: 'Never' })).toBeChecked();
      await tabTo(page, saveAndContinue, { max: 60 });
      await page.keyboard.press('Enter');

      // The clinic's two consents, each signed by typing the name: the pad is for a hand.
      await expect(steps).toHaveText('Consents');
      await expectNoSeriousA11yViolations(page);
      for (const title of ['Consent to treatment', 'Notice of privacy practices acknowledgement']) {
        const signer = page.getByRole('region', { name: /^Consent \d of 2$/ });
        await expect(signer.getByRole('heading', { name: title })).toBeVisible();
        await tabTo(page, signer.getByRole('radio', { name: 'Draw your signature' }), { max: 60 });
        await page.keyboard.press('ArrowRight');
        await expect(signer.getByRole('radio', { name: 'Type your name' })).toBeChecked();
        await tabTo(page, signer.getByRole('textbox', { name: 'Your full name' }));
        await typeInto(page, 'Noa Keyboard');
        await page.keyboard.press('Enter');
        await expect(page.getByText(new RegExp(`Your signed consent is saved.*\\(${title}\\)`))).toBeVisible();
      }
      await tabTo(page, page.getByRole('button', { name: 'Continue', exact: true }), { max: 60 });
      await page.keyboard.press('Enter');

      await expect(steps).toHaveText('Review and finish');
      await expect(page.getByText('2 of 2 signed')).toBeVisible();
      await tabTo(page, page.getByRole('button', { name: 'Finish check-in' }), { max: 60 });
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { name: 'You are checked in' })).toBeVisible();
    });
  }

  for (const viewport of [desktop, phone]) {
    const px = String(viewport.width);
    test(`A11Y-5, A11Y-2: a patient writes a new message and reads the clinic’s answer from the keyboard (${px} px)`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      const patient = await newPatient(page, 'Ari Keyboard');
      const words = `My ankle is still swollen ${String(Date.now())}`;

      await page.goto('/messages');
      await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
      await tabTo(page, page.getByRole('link', { name: 'New message' }), { max: 60 });
      await page.keyboard.press('Enter');
      const topic = page.getByLabel('What is it about?');
      await tabTo(page, topic, { max: 60 });
      // A closed select takes typing: the first option starting with the letters.
      await typeInto(page, 'Medication');
      await expect(topic.locator('option:checked')).toHaveText('Medication');
      await tabTo(page, page.getByLabel('Your message'));
      await typeInto(page, words);
      await tabTo(page, page.getByRole('button', { name: 'Send message' }));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
      const threadId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
      await expect(page.getByText(words)).toBeVisible();

      // The clinic answers (staff, through the API).
      const staff = await tokenOf(page.request, demoAccounts.staff, demoPassword);
      const answer = `Please rest it and keep it raised, ${patient.name.split(' ')[0] ?? ''}.`;
      const posted = await page.request.post(`/api/threads/${threadId}/messages`, { headers: { authorization: `Bearer ${staff}` }, data: { body: answer } });
      expect(posted.status()).toBe(201);

      await page.goto('/messages');
      const conversation = page.getByRole('list', { name: 'Your conversations' }).getByRole('link', { name: /^Medication/ });
      await tabTo(page, conversation, { max: 60 });
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/messages/${threadId}$`));
      await expect(page.getByRole('list', { name: 'Messages in this conversation' })).toContainText(answer);
      await expectNoSeriousA11yViolations(page);
    });
  }
});
