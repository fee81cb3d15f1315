import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { newDoctor } from './support/doctors';
import { bookAs, freeSlots, newPatient, otherPatient } from './support/patients';
import { signInAs } from './support/session';

// The staff console as the demo administrator uses it. Every test makes its own records
// (doctor, message, request, patient) so parallel tests never share one.

const password = 'Correct-horse-9';

function unique(prefix: string): string {
  return `${prefix} ${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000))}`;
}

/** STAFF-17: the console's one format for an instant, 'Wed, Nov 25, 2026, 3:05 PM'. */
const consoleInstant = /^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/;

/** A toast or banner with this text (SweetAlert2 toasts are role=alert or status). */
function notice(page: Page, text: string | RegExp) {
  return page.getByText(text).first();
}

test.describe('staff console', () => {
  test('an administrator verifies a new doctor, who then appears in Find Doctor and can be booked', async ({ page, browser }) => {
    const name = unique('Quinn Verify');
    const email = `verify-${String(Date.now())}-${String(Math.floor(Math.random() * 1e6))}@example.com`;
    const registered = await page.request.post('/api/authentication/register', {
      data: { role: 'doctor', name, email, password, confirmPassword: password, phoneNumber: '4155550188', specialization: 'Sleep Medicine', qualifications: 'MD (Sleep Medicine)', experienceYears: 7, consultationFee: 140, licenceNumber: 'A123456', licenceState: 'CA' },
    });
    expect(registered.status()).toBe(201);
    const doctorId = ((await registered.json()) as { user: { id: string } }).user.id;

    await signInAs(page, 'staff');
    await page.goto('/staff');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Approvals' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Approvals' })).toBeVisible();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await expect(card.getByText('MD (Sleep Medicine)')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // DOC-10: Verify works once staff confirm the licence shown.
    await card.getByRole('checkbox', { name: 'I have checked licence A123456 (CA)' }).check();
    await card.getByRole('button', { name: `Verify ${name}` }).click();
    await expect(notice(page, `${name} is verified and listed.`)).toBeVisible();
    await expect(page.getByRole('heading', { name })).toHaveCount(0);

    // A patient finds the doctor at once and books.
    const patientContext = await browser.newContext();
    const patientPage = await patientContext.newPage();
    const patient = await newPatient(patientPage, 'Pat Finder');
    await patientPage.goto(`/find-doctor?q=${encodeURIComponent(name)}`);
    const doctorCard = patientPage.getByTestId('doctor-card').filter({ hasText: name });
    await expect(doctorCard).toBeVisible();
    await expect(patientPage.getByText(/^Showing 1-1 of 1 doctors$/)).toBeVisible();
    await doctorCard.getByRole('link', { name: /Book Appointment/ }).click();
    await expect(patientPage).toHaveURL(new RegExp(`/appointment/${doctorId}$`));
    const [slot] = await freeSlots(patientPage.request, doctorId);
    if (!slot) throw new Error('the new doctor has no free slot');
    await bookAs(patientPage.request, patient, doctorId, slot);
    await patientContext.close();
  });

  test('a doctor whose name holds HTML is approved with the name shown as written, and nothing navigates (issue 20)', async ({ page }) => {
    const name = `M<meta http-equiv="refresh" content="0;url=/privacy?x"> ${String(Date.now()).slice(-6)}`;
    const email = `meta-${String(Date.now())}-${String(Math.floor(Math.random() * 1e6))}@example.com`;
    const registered = await page.request.post('/api/authentication/register', {
      data: { role: 'doctor', name, email, password, confirmPassword: password, phoneNumber: '4155550189', specialization: 'Dermatology', qualifications: 'MD (Dermatology)', experienceYears: 4, consultationFee: 90, licenceNumber: 'D445566', licenceState: 'TX' },
    });
    expect(registered.status()).toBe(201);

    await signInAs(page, 'staff');
    await page.goto('/staff/approvals');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await expect(card).toBeVisible();
    await card.getByRole('checkbox', { name: 'I have checked licence D445566 (TX)' }).check();
    await card.getByRole('button', { name: `Verify ${name}` }).click();
    await expect(notice(page, `${name} is verified and listed.`)).toBeVisible();
    // A parsed <meta http-equiv="refresh" content="0;…"> would have sent the browser to /privacy by now.
    await page.waitForTimeout(1500);
    await expect(page).toHaveURL(/\/staff\/approvals$/);
    expect(await page.locator('meta[http-equiv="refresh"]').count()).toBe(0);
  });

  test('an administrator deactivates a staff member with a reason, which ends their session, and reactivates them', async ({ page }) => {
    const name = unique('Morgan Desk');
    const email = `desk-${String(Date.now())}-${String(Math.floor(Math.random() * 1e6))}@example.com`;
    const registered = await page.request.post('/api/authentication/register', {
      data: { role: 'staff', name, email, password, confirmPassword: password, phoneNumber: '4155550190', department: 'Front Desk', position: 'Receptionist', employeeId: 'CLV-E2E' },
    });
    expect(registered.status()).toBe(201);
    const memberId = ((await registered.json()) as { user: { id: string } }).user.id;
    const admin = await page.request.post('/api/authentication/login', { data: { email: 'admin@clinvia.test', password: 'Clinvia-demo-2025' } });
    const adminToken = ((await admin.json()) as { token: string }).token;
    expect((await page.request.post(`/api/staff/staff/${memberId}/approve`, { headers: { authorization: `Bearer ${adminToken}` }, data: {} })).status()).toBe(200);
    const memberLogin = await page.request.post('/api/authentication/login', { data: { email, password } });
    const memberToken = ((await memberLogin.json()) as { token: string }).token;
    const asMember = () => page.request.get('/api/staff/dashboard', { headers: { authorization: `Bearer ${memberToken}` } });
    expect((await asMember()).status()).toBe(200);

    await signInAs(page, 'staff');
    await page.goto('/staff/team');
    const row = page.getByRole('listitem').filter({ hasText: email });
    await row.getByRole('button', { name: `Deactivate ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Deactivate ${name}?` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await expect(dialog.getByText('Please give a reason')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByLabel('Reason').fill('Left the clinic on Friday');
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await expect(dialog).toBeHidden();
    await expect(notice(page, `${name} is deactivated`)).toBeVisible();
    await expect(row.getByText('Deactivated', { exact: true })).toBeVisible();
    expect((await asMember()).status()).toBe(401);
    expect((await page.request.post('/api/authentication/login', { data: { email, password } })).status()).toBe(401);

    await row.getByRole('button', { name: `Reactivate ${name}` }).click();
    const back = page.getByRole('dialog', { name: `Reactivate ${name}?` });
    await back.getByLabel('Reason').fill('Back from leave');
    await back.getByRole('button', { name: 'Reactivate' }).click();
    await expect(notice(page, `${name} is active again`)).toBeVisible();
    await expect(row.getByText('Deactivated', { exact: true })).toHaveCount(0);
    expect((await page.request.post('/api/authentication/login', { data: { email, password } })).status()).toBe(200);

    const log = await page.request.get(`/api/staff/audit-log?action=staff.member.deactivate`, { headers: { authorization: `Bearer ${adminToken}` } });
    const entries = ((await log.json()) as { items: { subject_id: string; detail: string }[] }).items;
    expect(entries).toContainEqual(expect.objectContaining({ subject_id: memberId, detail: 'Left the clinic on Friday' }));
  });

  test('handles a contact message with a note', async ({ page }) => {
    const subject = unique('Parking question');
    const sent = await page.request.post('/api/contact', {
      data: { name: 'Casey Visitor', email: 'casey.visitor@example.com', phone: '4155550166', subject, message: 'Is there parking near the clinic? <b>thanks</b>', privacy: true },
    });
    expect(sent.status()).toBe(201);

    await signInAs(page, 'staff');
    await page.goto('/staff/inbox');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: subject }) });
    await expect(card.getByText('Is there parking near the clinic? <b>thanks</b>')).toBeVisible();
    // STAFF-17: the phone formatted for reading, the date in the console's one format.
    await expect(card.getByText(new RegExp(`· \\(415\\) 555-0166 · ${consoleInstant.source.slice(1, -1)}$`))).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await card.getByRole('button', { name: `Mark handled… ${subject}` }).click();
    await card.getByLabel('Note for colleagues (optional)').fill('Answered by e-mail: street parking on Oak Ave.');
    await card.getByRole('button', { name: 'Mark handled', exact: true }).click();
    await expect(notice(page, 'Marked as handled')).toBeVisible();
    await expect(page.getByRole('heading', { name: subject })).toHaveCount(0);

    await page.getByRole('button', { name: 'Handled', exact: true }).click();
    const handled = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: subject }) });
    await expect(handled.getByText('Handled by Clinic Administrator', { exact: false })).toContainText('Answered by e-mail: street parking on Oak Ave.');
  });

  test('moves an emergency ambulance request from new to dispatched to closed', async ({ page }) => {
    const fullName = unique('Eve Emergency');
    const sent = await page.request.post('/api/ambulance/requests', {
      data: { kind: 'emergency', fullName, phone: '4155550177', location: '12 Cedar Ln, Austin', description: 'Fell down the stairs, conscious' },
    });
    expect(sent.status()).toBe(201);
    const { reference } = (await sent.json()) as { reference: string };

    await signInAs(page, 'staff');
    await page.goto('/staff');
    await expect(page.getByRole('alert').filter({ hasText: /New emergency request AMB-/ })).toBeVisible();
    await page.goto('/staff/ambulance');
    const card = page.getByRole('listitem', { name: new RegExp(`^${reference}, emergency, New$`) });
    await expect(card.getByText(fullName)).toBeVisible();
    await expect(card.getByText('Fell down the stairs, conscious')).toBeVisible();
    await expect(card.getByRole('link', { name: '(415) 555-0177' })).toHaveAttribute('href', 'tel:4155550177');
    await expect(card.getByText(new RegExp(`^Received ${consoleInstant.source.slice(1, -1)}$`))).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await card.getByLabel(/^Note/).fill('Unit 4 on the way');
    await card.getByRole('button', { name: `Mark dispatched ${reference}` }).click();
    const dispatched = page.getByRole('listitem', { name: new RegExp(`^${reference}, emergency, Dispatched$`) });
    await expect(dispatched.getByText(/Clinic Administrator: dispatched\. Unit 4 on the way/)).toBeVisible();
    await expect(dispatched.getByRole('button', { name: `Mark scheduled ${reference}` })).toHaveCount(0);
    await dispatched.getByRole('button', { name: `Close ${reference}` }).click();
    await expect(page.getByRole('listitem', { name: new RegExp(`^${reference},`) })).toHaveCount(0);
    await page.getByRole('button', { name: 'Closed', exact: true }).click();
    await expect(page.getByRole('listitem', { name: new RegExp(`^${reference}, emergency, Closed$`) })).toBeVisible();
  });

  test("reads the audit log entry of a patient's profile view and exports it", async ({ page, browser }) => {
    const patientContext = await browser.newContext();
    const patientPage = await patientContext.newPage();
    const name = unique('Audra Audit');
    await newPatient(patientPage, name);
    await patientPage.goto('/patient-profile');
    await expect(patientPage.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
    await patientContext.close();

    await signInAs(page, 'staff');
    await page.goto('/staff/audit-log');
    await page.getByLabel('Patient').fill(name);
    await page.getByLabel('Action').selectOption('patient.profile.read');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/action=patient\.profile\.read/);
    // STAFF-17: the action in words, its code on hover.
    const row = page.getByRole('row').filter({ hasText: 'Patient profile viewed' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(name);
    await expect(row).not.toContainText('patient.profile.read');
    await expect(row.getByText('Patient profile viewed')).toHaveAttribute('title', 'patient.profile.read');
    await expect(row.getByRole('cell').first()).toHaveText(consoleInstant);
    await expect(page.getByLabel('Action').locator('option[value="patient.profile.read"]')).toHaveText('Patient profile viewed');
    await expect(page.getByText(/^Showing 1-1 of 1 entries$/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^clinvia-audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    const path = await file.path();
    const { readFile } = await import('node:fs/promises');
    const csv = await readFile(path, 'utf8');
    expect(csv.split('\r\n')[0]).toBe('at,actor_name,actor_role,actor_id,action,action_name,subject_type,subject_id,patient_name,patient_id,detail,ip,request_id');
    expect(csv).toContain(`${name},`);
    expect(csv).toContain(',patient.profile.read,Patient profile viewed,');
  });

  test('doctors: search, edit the fee, and see it in Find Doctor; sections work at phone width', async ({ page }) => {
    await signInAs(page, 'staff');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/staff/doctors?q=james%20okafor');
    const row = page.getByRole('listitem', { name: 'James Okafor' });
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: 'Edit James Okafor' }).click();
    const fee = row.getByLabel('Consultation fee ($)');
    await fee.fill('-5');
    await row.getByRole('button', { name: 'Save changes' }).click();
    await expect(row.getByText('Please enter a fee between 0 and 100000')).toBeVisible();
    await fee.fill('185');
    await row.getByRole('button', { name: 'Save changes' }).click();
    await expect(notice(page, 'James Okafor updated')).toBeVisible();
    await expect(row.getByText('$185')).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(page);

    const listing = await page.request.get('/api/doctors?q=james%20okafor');
    expect(((await listing.json()) as { items: { consultation_fee: number }[] }).items[0]?.consultation_fee).toBe(185);
  });

  // SHELL-13, STAFF-17: on a phone the menu names the person; 'Your Profile' opens their account and role.
  test("on a phone the menu shows the staff member's name, and Your Profile shows their account and role", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, 'staff');
    await page.goto('/staff');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    const menu = page.locator(`[id="${String(await toggle.getAttribute('aria-controls'))}"]`);
    await expect(menu.getByText('Clinic Administrator', { exact: true })).toBeVisible();
    await expect(menu.getByText('admin', { exact: true })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('staff-menu-390.png') });
    await menu.getByRole('link', { name: 'Your Profile' }).click();
    await expect(page).toHaveURL(/\/staff\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
    const account = page.getByRole('definition');
    await expect(account.filter({ hasText: 'admin@clinvia.test' })).toBeVisible();
    await expect(account.filter({ hasText: '(415) 555-1200' })).toBeVisible();
    await expect(account.filter({ hasText: 'Staff administrator' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: test.info().outputPath('staff-profile-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: test.info().outputPath('staff-profile-1280.png'), fullPage: true });
  });

  // STAFF-17: every date in the console reads 'Wed, Nov 25, 2026' (with ', 3:05 PM' for instants), never 2026-11-25.
  test('dates read one way across the console', async ({ page }) => {
    const patient = await otherPatient(page.request);
    const doctor = await newDoctor(page.request, 'Dara');
    const [slot] = await freeSlots(page.request, doctor.id, 1);
    if (!slot) throw new Error('no free slot');
    await bookAs(page.request, patient, doctor.id, slot);
    const traveller = unique('Tom Transport');
    const sent = await page.request.post('/api/ambulance/requests', {
      data: { kind: 'transport', fullName: traveller, phone: '+442079460958', pickupAddress: '3 Elm St', date: slot.date, time: '10:30', transportType: 'Wheelchair Accessible', equipmentNeeded: false, staffAssistance: true },
    });
    expect(sent.status(), await sent.text()).toBe(201);

    await signInAs(page, 'staff');
    const day = /[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{4}/;
    await page.goto('/staff');
    await expect(page.getByText(new RegExp(`^Appointments today, ${day.source}$`))).toBeVisible();
    for (const path of ['/staff', `/staff/appointments?doctor=${encodeURIComponent(doctor.name)}`, '/staff/inbox', '/staff/ambulance', '/staff/audit-log', '/staff/approvals']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
      const text = await page.getByRole('main').innerText();
      expect(text, path).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
      expect(text, path).not.toMatch(/\b(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b/);
    }
    await page.goto('/staff/ambulance');
    const transport = page.getByRole('listitem').filter({ hasText: traveller });
    await expect(transport.getByText(new RegExp(`^${day.source}, 10:30 AM$`))).toBeVisible();
    await expect(transport.getByRole('link', { name: '+44 207 946 0958' })).toHaveAttribute('href', 'tel:+442079460958');
  });

  test('patients and doctors cannot open the console', async ({ page }) => {
    await signInAs(page, 'patient');
    await page.goto('/staff');
    await expect(page.getByRole('heading', { name: "You don't have access to this page" })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Staff console' })).toHaveCount(0);
  });
});
