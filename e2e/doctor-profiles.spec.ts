import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { newDoctor, tokenOf, uniqueSurname } from './support/doctors';
import { newPatient } from './support/patients';
import { demoAccounts, demoPassword, signInAs } from './support/session';

// Issue 40.5, doctors' data and profiles: the public profile's bio, location, insurance and
// bookable next free times (DOC-11, DOC-12); staff verify with the licence confirmed and the
// specialization corrected (DOC-9, DOC-10); a doctor registering 'cardiology' is found under the
// 'Cardiology' chip (DOC-8, AUTH-25). Each at a phone's and a desktop's width.

const password = 'Correct-horse-9';

function uniqueEmail(prefix: string): string {
  return `${prefix}-${String(Date.now())}-${String(Math.floor(Math.random() * 1e6))}@example.com`;
}

async function register(page: Page, name: string, specialization: string): Promise<string> {
  const response = await page.request.post('/api/authentication/register', {
    data: {
      role: 'doctor',
      name,
      email: uniqueEmail('profile-doctor'),
      password,
      confirmPassword: password,
      phoneNumber: '4155550166',
      specialization,
      qualifications: 'MD',
      experienceYears: 8,
      consultationFee: 130,
      licenceNumber: 'G654321',
      licenceState: 'NY',
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { user: { id: string } }).user.id;
}

for (const width of [390, 1280]) {
  test.describe(`at ${String(width)} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
    });

    test('a patient reads the doctor’s bio, location and plans, and books from a next free time', async ({ page }) => {
      const doctor = await newDoctor(page.request, 'Bianca');
      const bio = 'I look after hearts.\nEvery visit starts with listening. <b>not bold</b>';
      const saved = await page.request.put('/api/doctors/me', {
        headers: { authorization: `Bearer ${doctor.token}` },
        data: { consultationFee: 140, qualifications: 'MD (Cardiology)', experienceYears: 9, city: 'Boston, MA', clinicAddress: '12 Harbor Way, Boston, MA 02110', available: true, bio, insurancePlans: ['Aetna', 'Medicare'] },
      });
      expect(saved.status()).toBe(200);
      await newPatient(page, 'Pat Profile');

      await page.goto(`/doctor/${doctor.id}`);
      const about = page.getByRole('region', { name: `About ${doctor.name}` });
      await expect(about.getByText('Every visit starts with listening. <b>not bold</b>')).toBeVisible();
      await expect(about.getByText('12 Harbor Way, Boston, MA 02110')).toBeVisible();
      await expect(about.getByRole('list', { name: 'Insurance plans accepted' }).getByRole('listitem')).toHaveText(['Aetna', 'Medicare']);
      // Above the specification's sections.
      const aboutBox = await about.boundingBox();
      const accountBox = await page.getByRole('region', { name: 'Account Info' }).boundingBox();
      expect((aboutBox?.y ?? Infinity) < (accountBox?.y ?? 0)).toBe(true);
      await expectNoSeriousA11yViolations(page);

      const first = page.getByRole('list', { name: 'Next free times' }).getByRole('link').first();
      const href = (await first.getAttribute('href')) ?? '';
      const [, date = '', time = ''] = /\?date=(\d{4}-\d{2}-\d{2})&time=(\d{2}:\d{2})$/.exec(href) ?? [];
      expect(date).not.toBe('');
      await first.click();
      await expect(page).toHaveURL(new RegExp(`/appointment/${doctor.id}\\?date=${date}&time=${time}$`));
      await expect(page.locator(`input[name="booking-date"][value="${date}"]`)).toBeChecked();
      await expect(page.locator(`input[name="booking-time"][value="${time}"]`)).toBeChecked();
      await page.getByRole('button', { name: /Continue/ }).click();
      await expect(page.getByRole('heading', { name: 'Tell us about your visit' })).toBeVisible();
    });

    test('staff verify a doctor once the licence is confirmed, correcting the specialization', async ({ page }) => {
      const name = `Vera ${uniqueSurname()}`;
      const id = await register(page, name, 'Cardiolgy');
      await signInAs(page, 'staff');
      await page.goto('/staff/approvals');
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
      await expect(card.getByText('G654321, New York')).toBeVisible();
      const specialization = card.getByRole('combobox', { name: 'Specialization' });
      await expect(specialization).toHaveValue('Cardiolgy');
      await specialization.fill('cardiology');

      await card.getByRole('button', { name: `Verify ${name}` }).click();
      await expect(card.getByText("Please confirm that you have checked the doctor's licence")).toBeVisible();
      await expect(card.getByRole('combobox', { name: 'Specialization' })).toHaveValue('cardiology');
      await expectNoSeriousA11yViolations(page);

      await card.getByRole('checkbox', { name: 'I have checked licence G654321 (NY)' }).check();
      await card.getByRole('button', { name: `Verify ${name}` }).click();
      await expect(page.getByText(`${name} is verified and listed.`).first()).toBeVisible();
      await expect(page.getByRole('heading', { name })).toHaveCount(0);

      // Stored in the clinic's spelling, and listed.
      const detail = await page.request.get(`/api/doctors/get-doctors/${id}`);
      expect(((await detail.json()) as { specialization: string }).specialization).toBe('Cardiology');
    });

    test('a doctor registering as "cardiology" is found under the Cardiology chip', async ({ page }) => {
      const name = `Cora ${uniqueSurname()}`;
      await page.goto('/register');
      await page.getByRole('button', { name: 'Doctor', exact: true }).click();
      const form = page.getByRole('form', { name: 'Doctor registration' });
      await form.getByLabel('Full name').fill(name);
      await form.getByLabel('Email').fill(uniqueEmail('chip'));
      await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
      await form.getByRole('textbox', { name: 'Confirm password' }).fill(password);
      await form.getByLabel('Phone number').fill('4155550167');
      await form.getByLabel('Specialization').fill('cardiology');
      await form.getByLabel('Qualifications').fill('MD');
      await form.getByLabel('Experience (years)').fill('5');
      await form.getByLabel('Consultation fee ($)').fill('110');
      await form.getByLabel('Licence number').fill('c998877');
      await form.getByLabel('Licence state').selectOption('MA');
      await form.getByRole('button', { name: 'Create account' }).click();
      await expect(page).toHaveURL(/\/login$/);

      // Staff verify the registration (their screen is the test above).
      const admin = await tokenOf(page.request, demoAccounts.staff, demoPassword);
      const approvals = (await (await page.request.get('/api/staff/approvals', { headers: { authorization: `Bearer ${admin}` } })).json()) as { doctors: { id: string; name: string; licence_number: string }[] };
      const registered = approvals.doctors.find((doctor) => doctor.name === name);
      expect(registered?.licence_number).toBe('C998877');
      const verified = await page.request.post(`/api/staff/doctors/${registered?.id ?? ''}/verify`, { headers: { authorization: `Bearer ${admin}` }, data: { licenceChecked: true } });
      expect(verified.status()).toBe(200);

      await newPatient(page, 'Pat Chips');
      await page.goto('/find-doctor');
      // A phone folds the chips under 'Filters & Sort'.
      if (width < 768) await page.getByRole('button', { name: 'Filters & Sort' }).click();
      const chips = page.getByRole('group', { name: 'Specialty' });
      await expect(chips.getByRole('button', { name: 'Cardiology', exact: true })).toHaveCount(1);
      await expect(chips.getByRole('button', { name: 'cardiology', exact: true })).toHaveCount(0);
      await chips.getByRole('button', { name: 'Cardiology', exact: true }).click();
      await expect(page).toHaveURL(/specialization=Cardiology/);
      // Other Cardiology doctors of the run may fill the first page: the name narrows the chip's list.
      await page.getByLabel('Search doctors, specialties').fill(name);
      await page.getByRole('button', { name: 'Find Doctors' }).click();
      await expect(page).toHaveURL(/specialization=Cardiology/);
      await expect(page.getByTestId('doctor-card').filter({ hasText: name })).toBeVisible();
    });
  });
}
