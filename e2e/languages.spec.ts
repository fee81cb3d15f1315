import { expect, test, type Page } from '@playwright/test';
import { newDoctor, signInWithToken } from './support/doctors';

// I18N-2, I18N-3, I18N-5, I18N-11: the language a person chooses, in the header (remembered on the
// device) or in /settings (saved to the account, so it follows them to another device), and the
// messages of the forms' rules and of the API's answers in it. I18N-13: the specialties' names.

const password = 'Correct-horse-9';

function uniqueEmail(): string {
  return `lang-${String(Date.now())}-${String(Math.floor(Math.random() * 1e6))}@example.com`;
}

async function registeredPatient(page: Page): Promise<{ email: string; token: string }> {
  const email = uniqueEmail();
  const registered = await page.request.post('/api/authentication/register', {
    data: { role: 'patient', name: 'Lucía Prueba', email, password, confirmPassword: password, phoneNumber: '4155550142', age: 34, address: '4 Calle Test, El Paso, TX', gender: 'female' },
  });
  expect(registered.status()).toBe(201);
  const login = await page.request.post('/api/authentication/login', { data: { email, password } });
  expect(login.status()).toBe(200);
  return { email, token: ((await login.json()) as { token: string }).token };
}

test.describe('the site language', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('chosen in the header, it turns the sign-in page, its field messages and the API’s answer into Spanish, and stays on reload', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Site language' }).selectOption({ label: 'Español' });
    await expect(page.getByRole('heading', { name: 'Le damos la bienvenida' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');

    // The form's own check, with the contracts' rules, in Spanish.
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    const email = page.getByRole('textbox', { name: 'Correo electrónico' });
    await expect(email).toHaveAccessibleDescription('El correo electrónico es obligatorio');
    await expect(page.getByLabel('Contraseña', { exact: true })).toHaveAccessibleDescription('La contraseña es obligatoria');

    // The API's answer, asked for in Spanish (Accept-Language).
    await email.fill('nadie@example.com');
    await page.getByLabel('Contraseña', { exact: true }).fill('no es la contraseña');
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('Correo electrónico o contraseña incorrectos');

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Le damos la bienvenida' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Idioma del sitio' })).toHaveValue('es');
  });

  test('saved in /settings, it follows the account to another device', async ({ page, browser }) => {
    const patient = await registeredPatient(page);
    await signInWithToken(page, patient.token);
    await page.goto('/settings');
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/authentication/account/language') && response.request().method() === 'PUT');
    // The radio follows the page's language, so it shows checked once the choice is saved and applied.
    await page.getByRole('radio', { name: 'Español' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByRole('radio', { name: 'Español' })).toBeChecked();
    await expect(page.getByRole('heading', { name: 'Configuración', level: 1 })).toBeVisible();

    // Another device: nothing remembered there, the account says Spanish once signed in.
    const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const phone = await other.newPage();
    await phone.goto('/login');
    await expect(phone.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await phone.getByLabel('Email', { exact: true }).fill(patient.email);
    await phone.getByLabel('Password', { exact: true }).fill(password);
    await phone.getByRole('button', { name: 'Sign In' }).click();
    await expect(phone.locator('html')).toHaveAttribute('lang', 'es');
    await phone.goto('/settings');
    await expect(phone.getByRole('heading', { name: 'Configuración', level: 1 })).toBeVisible();
    await expect(phone.getByRole('radio', { name: 'Español' })).toBeChecked();
    await other.close();
  });

  test('Find Doctor in Spanish names the specialties in Spanish, and finds a doctor by a Spanish specialty name typed in the search (I18N-13)', async ({ page }) => {
    const doctor = await newDoctor(page.request, 'Inés', { specialization: 'Dermatology' });
    const surname = doctor.name.split(' ').at(-1) ?? '';
    // A patient of this test's own: the header's choice is saved to the account (not the shared demo patient's).
    await signInWithToken(page, (await registeredPatient(page)).token);
    await page.goto('/find-doctor');
    await page.getByRole('combobox', { name: 'Site language' }).selectOption({ label: 'Español' });
    const chips = page.getByRole('group', { name: 'Especialidad' });
    // The demo's Cardiology and the test doctor's Dermatology, named in Spanish; the filter sends the clinic's label.
    await expect(chips.getByRole('button', { name: 'Cardiología', exact: true })).toBeVisible();
    await expect(chips.getByRole('button', { name: 'Cardiology', exact: true })).toHaveCount(0);
    await chips.getByRole('button', { name: 'Dermatología', exact: true }).click();
    await expect(page).toHaveURL(/[?&]specialization=Dermatology(&|$)/);
    await expect(chips.getByRole('button', { name: 'Dermatología', exact: true })).toHaveAttribute('aria-pressed', 'true');

    // A Spanish name in the search box, accents and all: the API is asked for the English key.
    await page.goto('/find-doctor');
    const listing = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/doctors' && (new URL(response.url()).searchParams.get('q') ?? '').startsWith('dermatology'));
    await page.getByRole('searchbox', { name: 'Buscar médicos, especialidades' }).fill(`Dermatología ${surname}`);
    await page.getByRole('button', { name: 'Buscar médicos', exact: true }).click();
    expect(new URL((await listing).url()).searchParams.get('q')).toBe(`dermatology ${surname}`);
    const card = page.getByTestId('doctor-card');
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('heading', { name: doctor.name })).toBeVisible();
    await expect(card).toContainText('Dermatología');
    await expect(page.getByRole('searchbox', { name: 'Buscar médicos, especialidades' })).toHaveValue(`Dermatología ${surname}`);
  });
});

test.describe('the prediction service in Spanish', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('its warning and its reading note are in the page’s language, with the page’s field names (I18N-12)', async ({ page }) => {
    await signInWithToken(page, (await registeredPatient(page)).token);
    await page.goto('/calories-prediction');
    await page.getByRole('combobox', { name: 'Site language' }).selectOption({ label: 'Español' });
    await page.getByLabel(/^Duración/).fill('60');
    await page.getByRole('button', { name: 'Calcular las calorías quemadas' }).click();
    await expect(page.getByRole('heading', { name: 'Revise estos datos' })).toBeVisible();
    await expect(page.getByText(/^Duración 60 min está fuera del rango de los datos de entrenamiento \(\d+ a \d+ min\); la estimación es menos confiable\.$/)).toBeVisible();
    // Gender's note (PRED-11), which the service sends in English, shown from the contracts' Spanish table.
    await expect(page.getByText(/La fórmula tiene términos separados para hombres y mujeres/)).toBeVisible();
    await expect(page.getByText(/outside the range|separate terms/)).toHaveCount(0);
  });
});
