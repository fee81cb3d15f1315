import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll } from './support/a11y';
import { newDoctor, pageSignedIn, tokenOf, uniqueSurname } from './support/doctors';
import { Mailbox } from './support/mailbox';
import { bookAs, freeSlots, newPatient } from './support/patients';
import { demoAccounts, demoPassword } from './support/session';

// MSG-UI-1 to MSG-UI-6 (MSG-1 to MSG-11 behind them): a patient writes to the clinic with a photo,
// staff assign the conversation to the patient's doctor, the doctor answers, and the patient sees
// the answer, who gave it, and the bell; the e-mail about it names nothing of the conversation.
// At a desktop width and at a phone's.

const photo = join(import.meta.dirname, 'fixtures', 'rash.jpg');

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`a patient's message with a photo reaches the doctor through the staff queue and the answer comes back (${String(viewport.width)} px)`, async ({ page, browser }, testInfo) => {
    test.setTimeout(150_000);
    const shot = (name: string) => testInfo.outputPath(`${name}-${String(viewport.width)}.png`);
    await page.setViewportSize(viewport);
    const doctor = await newDoctor(page.request, 'Maya');
    const patient = await newPatient(page, `Robin ${uniqueSurname()}`);
    const [slot] = await freeSlots(page.request, doctor.id, 2);
    if (!slot) throw new Error('no free slot');
    await bookAs(page.request, patient, doctor.id, slot);
    // Words only this conversation holds: the e-mail must carry none of them.
    const words = `My rash spreads after the Zorvex cream ${uniqueSurname()}`;

    // The patient writes from /messages, to the clinic team (nobody in particular), with a photo.
    await page.goto('/messages');
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(page.getByText('No conversations yet. Start one with New message.')).toBeVisible();
    await page.getByRole('link', { name: 'New message' }).click();
    await expect(page.getByRole('note', { name: 'Not for emergencies' })).toContainText('The clinic answers within 2 business days');
    await page.getByLabel('What is it about?').selectOption({ label: 'Medication' });
    await expect(page.getByLabel('Doctor (optional)').getByRole('option')).toHaveText(['The clinic team', `Dr. ${doctor.name}, Cardiology`]);
    await page.getByLabel('Your message').fill(`${words}.\nIt itches at night.`);
    await page.getByLabel(/Attach files/).setInputFiles(photo);
    await expect(page.getByRole('list', { name: 'Chosen files' })).toContainText('rash.jpg');
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: shot('patient-compose'), fullPage: true });
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
    const threadPath = new URL(page.url()).pathname;
    const threadId = threadPath.split('/').at(-1) ?? '';
    await expect(page.getByRole('heading', { level: 1, name: 'Medication' })).toBeVisible();
    await expect(page.getByText('It itches at night.')).toBeVisible();
    // The photo comes back re-encoded, shown as an image only.
    await expect(page.getByRole('img', { name: 'rash.jpg' })).toBeVisible();
    await expect(page.getByText('Sent', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // Back to the list while the clinic works (an open thread is read as answers arrive).
    await page.goto('/messages');
    await expect(page.getByRole('list', { name: 'Your conversations' }).getByRole('listitem').first()).toContainText('Sent');

    // Staff write a saved reply, find the message in the unassigned queue and give it to the patient's doctor.
    const staffPage = await pageSignedIn(browser, await tokenOf(page.request, demoAccounts.staff, demoPassword), viewport);
    const savedTitle = `Stop the cream ${uniqueSurname()}`;
    await staffPage.goto('/staff/patient-messages/saved-replies');
    await staffPage.getByRole('textbox', { name: 'Title' }).fill(savedTitle);
    await staffPage.getByRole('textbox', { name: 'Text' }).fill('Please stop the cream.\nCall us if it spreads.');
    await staffPage.getByRole('button', { name: 'Save reply' }).click();
    await expect(staffPage.getByRole('list', { name: 'Saved replies' }).getByRole('heading', { name: savedTitle })).toBeVisible();
    await expectNoSidewaysScroll(staffPage);
    await staffPage.screenshot({ path: shot('staff-saved-replies'), fullPage: true });
    await staffPage.getByRole('link', { name: 'Patient messages' }).first().click();
    await expect(staffPage.getByRole('heading', { level: 1, name: 'Patient messages' })).toBeVisible();
    const card = staffPage.getByRole('list', { name: 'Unassigned conversations' }).getByRole('listitem').filter({ hasText: patient.name });
    await expect(card).toContainText('Assigned to:In the queue');
    await expectNoSidewaysScroll(staffPage);
    await staffPage.screenshot({ path: shot('staff-queue'), fullPage: true });
    await card.getByRole('link').click();
    await expect(staffPage).toHaveURL(new RegExp(`/staff/patient-messages/${threadId}$`));
    await expect(staffPage.getByRole('img', { name: 'rash.jpg' })).toBeVisible();
    await staffPage.getByLabel('Assign to').selectOption({ label: `Dr. ${doctor.name}, Cardiology` });
    await staffPage.getByRole('button', { name: 'Assign' }).click();
    await expect(staffPage.getByText(`${doctor.name} (Doctor)`).first()).toBeVisible();
    await expectNoSeriousA11yViolations(staffPage);
    await staffPage.screenshot({ path: shot('staff-thread'), fullPage: true });
    await staffPage.context().close();

    // The doctor sees it routed to them and answers as the clinic.
    const doctorPage = await pageSignedIn(browser, doctor.token, viewport);
    await doctorPage.goto('/doctor-portal/messages');
    const routed = doctorPage.getByRole('list', { name: 'Open conversations' }).getByRole('listitem').filter({ hasText: patient.name });
    await expect(routed).toBeVisible();
    await expectNoSidewaysScroll(doctorPage);
    await doctorPage.screenshot({ path: shot('doctor-list'), fullPage: true });
    await routed.getByRole('link').click();
    // The clinic's saved reply, inserted (MSG-4).
    await doctorPage.getByLabel('Insert a saved reply').selectOption({ label: savedTitle });
    await doctorPage.getByRole('button', { name: 'Insert' }).click();
    await expect(doctorPage.getByRole('textbox', { name: 'Reply as the clinic' })).toHaveValue('Please stop the cream.\nCall us if it spreads.');
    await doctorPage.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(doctorPage.getByRole('list', { name: 'Messages in this conversation' })).toContainText('Please stop the cream.');
    await expect(doctorPage.getByRole('textbox', { name: 'Reply as the clinic' })).toHaveValue('');
    await expectNoSeriousA11yViolations(doctorPage);
    await doctorPage.screenshot({ path: shot('doctor-thread'), fullPage: true });
    await doctorPage.context().close();

    // The patient: answered, by whom, and the bell rings with a notice that names nothing.
    await page.goto('/messages');
    const mine = page.getByRole('list', { name: 'Your conversations' }).getByRole('listitem').first();
    await expect(mine).toContainText('Answered');
    await expect(mine).toContainText(`Answered by:${doctor.name} (Doctor)`);
    await expect(mine.getByRole('link', { name: 'Medication, Unread' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: shot('patient-list'), fullPage: true });
    const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await expect(bell).toBeVisible({ timeout: 15_000 });
    await bell.click();
    const notice = page.getByRole('link', { name: /New message/ }).first();
    await expect(notice).toContainText('You have a new message from Clinvia');
    await expect(notice).not.toContainText('Medication');
    await page.screenshot({ path: shot('patient-bell') });
    // MSG-UI-6: the notice leads to the thread itself.
    await notice.click();
    await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
    await expect(page.getByText('Please stop the cream.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Messages in this conversation' })).toContainText(`${doctor.name}(Doctor)`);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: shot('patient-thread'), fullPage: true });

    // MSG-11: the e-mail says there is a message, with a link, and nothing of what it is about.
    const mail = await new Mailbox().parsedMailTo(patient.email, /^New message from Clinvia$/);
    const content = `${mail.subject ?? ''}\n${mail.text ?? ''}\n${typeof mail.html === 'string' ? mail.html : ''}`;
    for (const secret of [words, 'Zorvex', 'rash', 'cream', 'Medication', 'Cardiology', doctor.name]) {
      expect(content, `the e-mail names '${secret}'`).not.toContain(secret);
    }
    expect(mail.text).toMatch(/https?:\/\/\S+\/messages\/[0-9a-f-]{36}/);

    // MSG-11: the patient may turn these notices off in /settings.
    await page.goto('/settings');
    await expect(page.getByRole('switch', { name: /E-mail about a new message/ })).toBeChecked();
    await page.getByRole('heading', { name: 'New messages' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot('patient-settings') });
  });
}
