import { expect, test, type Page } from '@playwright/test';
import { Mailbox } from './support/mailbox';
import { bookAs, chooseDay, chooseTime, doctorForTest, freeSlots, newPatient, timeLabel } from './support/patients';
import { signInAs } from './support/session';

// Issue 40.7: flows that say what happened, at a phone's and a desktop's width.

const mailbox = new Mailbox();
const password = 'Correct-horse-9';
const unique = (prefix: string) => `${prefix}-${String(Date.now())}-${String(Math.floor(Math.random() * 1e6))}@example.com`;

/** The bottom edge of the sticky header. */
async function headerBottom(page: Page): Promise<number> {
  const box = await page.getByRole('banner').first().boundingBox();
  if (box === null) throw new Error('no header');
  return box.y + box.height;
}

for (const width of [390, 1280]) {
  test.describe(`at ${String(width)} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('after registering, the sign-in page says the account is ready and keeps the e-mail', async ({ page }) => {
      const email = unique('flows-patient');
      await page.goto('/register');
      await page.getByLabel('Full name').fill('Flow Tester');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByLabel('Confirm password', { exact: true }).fill(password);
      await page.getByLabel('Phone number').fill('4155550100');
      await page.getByLabel('Age', { exact: true }).fill('34');
      await page.getByLabel('Gender').selectOption('female');
      await page.getByLabel('Address').fill('12 Cedar Ln, Austin, TX');
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByText('Registration successful!')).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('status').filter({ hasText: 'Your account is ready.' })).toContainText(`Sign in with ${email}`);
      await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByText('Login successful!')).toBeVisible();
    });

    test('booking: SPEC’s heading with what it means under it, and a toast that leaves the header clear', async ({ page }) => {
      const patient = await newPatient(page, 'Flow Booker');
      const doctor = await doctorForTest(page.request, width === 390 ? 14 : 15);
      const [slot] = await freeSlots(page.request, doctor.user_id, 3);
      if (!slot) throw new Error('no free slot');
      await page.goto(`/appointment/${doctor.user_id}`);
      await chooseDay(page, slot.date);
      await chooseTime(page, slot.time);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.locator('label').filter({ has: page.getByRole('radio', { name: /^Consultation/ }) }).first().click();
      await page.getByLabel('Reason for your visit').fill('Flows: checking the confirmation words');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('button', { name: 'Confirm Booking' }).click();
      await expect(page.getByRole('heading', { name: 'Appointment Confirmed' })).toBeVisible();
      await expect(page.getByTestId('doctor-decision')).toHaveText('Your booking is in: the doctor has yet to accept it.');
      await expect(page.getByText('Pending: waiting for the doctor to accept')).toBeVisible();
      await expect(page.getByText('(415) 555-0123', { exact: false })).toBeVisible();
      const toast = page.locator('.swal2-toast');
      await expect(toast).toBeVisible();
      // Where the toast rests, not where its slide-in animation has it at this moment.
      await toast.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
      const toastBox = await toast.boundingBox();
      expect(toastBox?.y ?? 0).toBeGreaterThanOrEqual(await headerBottom(page));
      expect(patient.email).toContain('@');
    });

    test('/appointments: clinic time format, formatted phone, I’ll be there, and a cancel dialog that names the visit', async ({ page, browser }) => {
      test.setTimeout(60_000);
      const patient = await newPatient(page, 'Flow Canceller');
      const doctor = await doctorForTest(page.request, width === 390 ? 16 : 17);
      const [slot] = await freeSlots(page.request, doctor.user_id, 4);
      if (!slot) throw new Error('no free slot');
      await bookAs(page.request, patient, doctor.user_id, slot);

      // The booking e-mail's 'I'll be there', followed where nobody is signed in.
      const mail = await mailbox.parsedMailTo(patient.email, /^Appointment requested/);
      const attend = /I’ll be there: (\S+)/.exec(mail.text ?? '')?.[1] ?? '';
      const anonymous = await browser.newContext();
      const visit = await anonymous.newPage();
      await visit.goto(attend);
      await visit.getByRole('button', { name: 'I’ll be there' }).click();
      await expect(visit.getByRole('heading', { name: 'See you then' })).toBeVisible();
      await anonymous.close();

      await page.goto('/appointments');
      await expect(page.getByText('(415) 555-0123')).toBeVisible();
      const card = page.getByRole('list', { name: 'Upcoming' }).getByTestId('appointment').first();
      await expect(card.locator('time')).toHaveText(timeLabel(slot.time));
      await expect(card).toContainText(`(${slot.time})`);
      await expect(card.getByTestId('attending')).toHaveText("You said you'll be there");

      await card.getByRole('button', { name: 'Cancel' }).click();
      const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText("You won't be able to revert this!")).toBeVisible();
      await expect(dialog.getByTestId('cancel-visit')).toContainText(`Dr. ${doctor.name}`);
      await expect(dialog.getByTestId('cancel-visit')).toContainText(timeLabel(slot.time));
      const confirm = dialog.getByRole('button', { name: 'Yes, Cancel it!' });
      // The warning colour: the app's red call to action (components/ui/Button's 'emergency').
      await expect(confirm).toHaveClass(/\bbg-red-700\b/);
      await expect(dialog.getByRole('button', { name: 'No, keep it' })).toBeFocused();
      await dialog.getByLabel(/Reason for cancelling/).fill('Feeling better');
      await confirm.click();
      await expect(page.getByRole('heading', { name: 'Canceled !' })).toBeVisible();
      await page.getByRole('button', { name: 'OK' }).click();
      await expect(page.getByRole('list', { name: 'Cancelled' }).getByText('Cancelled by the patient: Feeling better')).toBeVisible();
    });

    test('the staff console’s sections are all in view without scrolling sideways', async ({ page }) => {
      await signInAs(page, 'staff');
      await page.goto('/staff');
      const nav = page.getByRole('navigation', { name: 'Staff console' });
      const links = nav.getByRole('link');
      await expect(links.first()).toBeVisible();
      for (const link of await links.all()) {
        const box = await link.boundingBox();
        expect(box).not.toBeNull();
        if (box !== null) expect(box.x + box.width).toBeLessThanOrEqual(width);
      }
      await nav.getByRole('link', { name: 'Settings' }).click();
      await expect(page).toHaveURL(/\/staff\/settings$/);
    });
  });
}
