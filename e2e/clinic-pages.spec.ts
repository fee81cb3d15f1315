import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { Mailbox } from './support/mailbox';
import { ownServer } from './support/own-server';
import { signInWith } from './support/session';

// Issue 40.6 on a fresh installation (no demo data): the About page shows no figures and no
// partners and the footer no social icons until staff set them (ABOUT-4, SHELL-15); staff set
// them in Clinic settings (STAFF-18) and answer a contact message by e-mail (STAFF-19). The
// shared server has the demo data, and other specs read its About page, so this file starts its
// own server (the first administrator made with `npm run create-admin`, as an installation does).

const adminEmail = 'ada.admin@example.com';
const adminPassword = 'Correct-horse-9';
test.describe.configure({ mode: 'serial' });

const server = ownServer({
  name: 'The fresh server',
  env: {
    // The run's mail sink (playwright.config.ts), so the reply is read as a mail client would.
    SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT ?? ''}`,
  },
  // The first administrator, as an installation makes it (`npm run create-admin`).
  prepare: (env, root) => {
    execFileSync(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/create-admin.ts', '--email', adminEmail, '--name', 'Ada Admin'], {
      cwd: root,
      stdio: 'ignore',
      env: { ...env, CLINVIA_ADMIN_PASSWORD: adminPassword },
    });
  },
});

async function signInAsAdmin(page: Page): Promise<void> {
  await signInWith(page, { email: adminEmail, password: adminPassword }, server.baseURL);
}

const widths = [390, 1280] as const;

test('a fresh installation shows no figures, no partners and no social icons (ABOUT-4, SHELL-15)', async ({ page }) => {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${server.baseURL}/about`);
    await expect(page.getByRole('heading', { name: 'Our mission' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy', exact: true })).toBeVisible();
    expect(await page.request.get(`${server.baseURL}/api/site/settings`).then((response) => response.json())).toEqual({ social: {}, figures: [], partners: [] });
    await expect(page.getByRole('list', { name: 'Clinvia in numbers' })).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Clinvia on social media' })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Our Partners' }).click();
    await expect(page.getByRole('heading', { name: 'Our partners' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Our partners' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Get in touch' })).toBeVisible();
  }
});

for (const width of widths) {
  test(`staff set the social links, figures and partners; the footer and About show them (STAFF-18) at ${String(width)} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAsAdmin(page);
    await page.goto(`${server.baseURL}/staff/settings`);
    await expect(page.getByRole('heading', { name: 'Public pages' })).toBeVisible();
    const profile = `https://www.instagram.com/freshclinic${String(width)}`;
    await page.getByRole('textbox', { name: /^Instagram/ }).fill('http://www.instagram.com/freshclinic');
    await page.getByRole('button', { name: 'Save public pages' }).click();
    await expect(page.getByText('Enter the https:// address of your Instagram page, e.g. https://instagram.com/yourclinic')).toBeVisible();
    await page.getByRole('textbox', { name: /^Instagram/ }).fill(profile);
    // Earlier runs (the other width) left a figure: start from one.
    while ((await page.getByRole('button', { name: /^Remove figure/ }).count()) > 0) await page.getByRole('button', { name: /^Remove figure/ }).first().click();
    while ((await page.getByRole('button', { name: /^Remove partner/ }).count()) > 0) await page.getByRole('button', { name: /^Remove partner/ }).first().click();
    await page.getByRole('button', { name: 'Add a figure' }).click();
    await page.getByRole('textbox', { name: 'Figure 1' }).fill(String(width));
    await page.getByRole('textbox', { name: 'What it counts' }).fill('happy patients');
    await page.getByRole('button', { name: 'Add a partner' }).click();
    await page.getByRole('textbox', { name: 'Partner 1' }).fill('Bay Labs');
    await page.getByRole('textbox', { name: /^Web address/ }).fill('https://baylabs.example');
    await page.getByRole('button', { name: 'Save public pages' }).click();
    await expect(page.getByText('Public pages saved. The footer and the About page show them now.')).toBeVisible();
    // The footer of this very page shows the link at once.
    await expect(page.getByRole('list', { name: 'Clinvia on social media' }).getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', profile);

    await page.goto(`${server.baseURL}/about`);
    const figures = page.getByRole('list', { name: 'Clinvia in numbers' });
    await expect(figures.getByRole('listitem')).toHaveText([`${String(width)}happy patients`]);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', profile);
    await page.getByRole('tab', { name: 'Our Partners' }).click();
    await expect(page.getByRole('list', { name: 'Our partners' }).getByRole('link', { name: 'Bay Labs' })).toHaveAttribute('href', 'https://baylabs.example');
  });
}

for (const width of widths) {
  test(`staff answer a contact message by e-mail; the history shows it and a failed send keeps the text (STAFF-19) at ${String(width)} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const sender = `rosa-${String(width)}-${String(Date.now())}@example.com`;
    const subject = `Parking ${String(width)} ${String(Date.now()).slice(-5)}`;
    const sent = await page.request.post(`${server.baseURL}/api/contact`, {
      data: { name: 'Rosa Sender', email: sender, subject, message: 'Visit https://phish.example to unlock your account', privacy: true, website: '' },
    });
    expect(sent.status()).toBe(201);
    const mailbox = new Mailbox();

    await signInAsAdmin(page);
    await page.goto(`${server.baseURL}/staff/inbox`);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: subject }) });
    await card.getByRole('button', { name: /^Reply by e-mail/ }).click();
    const box = card.getByRole('textbox', { name: 'Reply to Rosa Sender' });

    // The mail server refuses: nothing recorded, the text stays.
    mailbox.refuse(sender);
    await box.fill('Yes: level -1 is free for patients.');
    await card.getByRole('button', { name: 'Send reply' }).click();
    await expect(card.getByRole('alert')).toHaveText('The e-mail could not be sent, so nothing was recorded. Your reply is still here: please try again.');
    await expect(box).toHaveValue('Yes: level -1 is free for patients.');
    mailbox.accept(sender);

    await card.getByRole('button', { name: 'Send reply' }).click();
    await expect(page.getByText('Reply sent by e-mail.').first()).toBeVisible();
    await page.getByRole('button', { name: 'Answered', exact: true }).click();
    const answered = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: subject }) });
    const history = answered.getByRole('list', { name: 'Replies sent' });
    await expect(history.getByText(/^Replied by Ada Admin on /)).toBeVisible();
    await expect(history.getByText('Yes: level -1 is free for patients.')).toBeVisible();

    const mail = await mailbox.parsedMailTo(sender, /^Our answer to your message to Clinvia$/);
    expect(mail.text).toContain('Yes: level -1 is free for patients.');
    expect(mail.text).toContain('The Clinvia team');
    expect(`${mail.subject ?? ''} ${mail.text ?? ''}`).not.toContain('phish.example');
  });
}
