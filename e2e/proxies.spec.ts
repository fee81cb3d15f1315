import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { Mailbox } from './support/mailbox';
import { newDoctor, pageSignedIn } from './support/doctors';
import { freeSlots, newPatient, otherPatient, wizardToDetails } from './support/patients';

// PROXY-1 to PROXY-7 (issue 35.2 to 35.5) in Chromium: a patient invites a proxy by e-mail to see,
// book and message; the proxy accepts, acts for the patient ('Acting for' in the header), books a
// visit and writes to the clinic as the patient, and cannot reach the patient's account (their
// profile's account sections are not shown, the settings and consents say they are not the
// proxy's to change, and the API refuses such a route while acting); the patient reads what the proxy did and ends the access, and the
// proxy's open tab drops back to their own view at its next request.

test('a proxy books and messages for the patient within scope, is refused outside it, and loses access in the open tab once revoked', async ({ page, browser }) => {
  // Two browsers, the e-mail, the whole wizard: more than 30 s on a loaded 2-core box.
  test.slow();
  const doctor = await newDoctor(page.request, 'Petra');
  const patient = await newPatient(page, 'Maria Granter');
  const proxy = await otherPatient(page.request);
  const [slot] = await freeSlots(page.request, doctor.id, 1);
  if (!slot) throw new Error('no free slot');

  // PROXY-1: the patient invites with three scopes.
  await page.goto('/patient-profile');
  const section = page.getByRole('region', { name: 'Proxies' });
  await section.getByRole('button', { name: 'Invite a proxy' }).click();
  const form = section.getByRole('form', { name: 'Invite someone to act for you' });
  await form.getByLabel('Their e-mail address').fill(proxy.email);
  await form.getByLabel('See appointments and record').check();
  await form.getByLabel('Book, move and cancel visits').check();
  await form.getByLabel('Message the clinic').check();
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(section.getByText('Invitation sent.')).toBeVisible();

  // PROXY-2: the invitee opens the e-mailed link with their own account and accepts.
  const link = new URL(await new Mailbox().linkFor(proxy.email, /https?:\/\/\S+\/proxy-invitation\?token=[A-Za-z0-9_-]+/));
  const helper = await pageSignedIn(browser, proxy.token);
  await helper.goto(`${link.pathname}${link.search}`);
  await helper.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(helper.getByText('You can now act for Maria Granter.')).toBeVisible();
  await helper.getByRole('link', { name: 'Go to their appointments' }).click();
  await expect(helper.getByText('Acting for: Maria Granter')).toBeVisible();
  await expectNoSeriousA11yViolations(helper);

  // PROXY-4: booking within scope, as the patient.
  await wizardToDetails(helper, doctor.id, slot, 'Check-up, booked by my son');
  await expect(helper.getByRole('heading', { name: 'Your details' })).toBeVisible();
  await helper.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(helper.getByRole('heading', { name: 'Appointment Confirmed' })).toBeVisible();
  await expect(helper.getByText('Acting for: Maria Granter')).toBeVisible();
  await page.goto('/appointments');
  await expect(page.getByTestId('appointment').filter({ hasText: doctor.name })).toBeVisible();

  // PROXY-4: messaging within scope: the proxy writes to the clinic, and the conversation is the patient's.
  const words = `Can my mother bring her old scans? ${String(Date.now())}`;
  await helper.goto('/messages/new');
  await expect(helper.getByRole('heading', { level: 1, name: 'New message' })).toBeVisible();
  await helper.getByLabel('What is it about?').selectOption({ label: 'Medication' });
  await helper.getByLabel('Your message').fill(words);
  await helper.getByRole('button', { name: 'Send message' }).click();
  await expect(helper).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  const threadPath = new URL(helper.url()).pathname;
  await expect(helper.getByText(words)).toBeVisible();
  await expect(helper.getByText('Acting for: Maria Granter')).toBeVisible();
  await page.goto('/messages');
  await expect(page.getByRole('list', { name: 'Your conversations' }).getByRole('link', { name: /^Medication/ })).toHaveAttribute('href', threadPath);
  await page.goto(threadPath);
  await expect(page.getByText(words)).toBeVisible();

  // PROXY-5: outside every scope. The patient's profile shows no account sections while acting,
  // the settings and the consents say they are the person's own, and a route no proxy may use refuses the request.
  await helper.goto('/patient-profile');
  await expect(helper.getByRole('heading', { level: 1, name: 'Maria Granter' })).toBeVisible();
  await expect(helper.getByRole('region', { name: 'Contact Details' })).toBeVisible();
  await expect(helper.getByRole('region', { name: 'Proxies' })).toHaveCount(0);
  await helper.goto('/settings');
  await expect(helper.getByRole('status').filter({ hasText: 'Settings belong to your own account, not to Maria Granter’s' })).toBeVisible();
  await expect(helper.getByRole('textbox', { name: 'Email', exact: true })).toHaveCount(0);
  await helper.goto('/consents');
  await expect(helper.getByRole('status').filter({ hasText: 'Maria Granter reads and signs the clinic’s consents themselves' })).toBeVisible();
  await expect(helper.getByText('Acting for: Maria Granter')).toBeVisible();
  const sessions = await helper.request.get('/api/authentication/sessions', { headers: { authorization: `Bearer ${proxy.token}`, 'x-acting-for': patient.id } });
  expect(sessions.status()).toBe(403);
  expect(((await sessions.json()) as { error: { code: string } }).error.code).toBe('proxy_not_allowed');

  // PROXY-6: the patient sees what the proxy did; PROXY-3: and ends the access.
  await page.goto('/patient-profile');
  await expect(section.getByRole('table', { name: 'What your proxies did for you, newest first' })).toContainText('Appointment booked');
  await section.getByRole('button', { name: /^End access\s*Riley Rival$/ }).click();
  await page.getByRole('dialog', { name: 'End access for Riley Rival?' }).getByRole('button', { name: 'End access' }).click();
  await expect(section.getByText('Access ended.')).toBeVisible();

  // PROXY-7: the proxy's open tab is refused at its next request and drops back, saying why.
  await helper.goto('/appointments');
  await expect(helper.getByText('Your access to act for Maria Granter has ended. You are back to your own account.')).toBeVisible();
  await expect(helper.getByText('Acting for: Maria Granter')).toHaveCount(0);
});
