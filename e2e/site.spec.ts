import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { Mailbox } from './support/mailbox';
import { gotoSettled } from './support/settled';
import { demoAccounts, demoPassword, signInAs } from './support/session';

// The public site (issue 13): home, about, services' ambulance tab, contact, newsletter,
// legal pages and sitemap.

const unique = () => `${String(Date.now())}${String(Math.floor(Math.random() * 1e6))}`;

/** Sums the page's layout shifts (CLS without windows) from the start of the load. */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = { shift: 0, lcp: 0, lcpElement: '' };
    Object.assign(window, { __vitals: record });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) record.shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      const last = list.getEntries().at(-1) as (PerformanceEntry & { element: Element | null }) | undefined;
      if (last) {
        record.lcp = last.startTime;
        record.lcpElement = last.element ? `${last.element.tagName.toLowerCase()}${last.element.id ? `#${last.element.id}` : ''}` : '';
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

async function vitals(page: Page) {
  return page.evaluate(() => (window as unknown as { __vitals: { shift: number; lcp: number; lcpElement: string } }).__vitals);
}

test.describe('home', () => {
  test('a landing page: hero with its call to action, the offers, the six tools, true trust signals', async ({ page }) => {
    await page.goto('/');
    const hero = page.locator('section', { has: page.getByRole('heading', { level: 1, name: 'Care that fits your life' }) });
    await expect(hero.getByRole('link', { name: 'Find a doctor' })).toHaveAttribute('href', '/find-doctor');
    await expect(hero.getByRole('link', { name: 'Try a health tool' })).toHaveAttribute('href', '/services');

    // The banner's button says what it does, and the banner is its link.
    await expect(page.getByRole('link', { name: /^Care from doctors you can trust.*Find a doctor$/ })).toHaveAttribute('href', '/find-doctor');
    await expect(page.getByRole('heading', { name: 'Recommended Doctors' })).toBeVisible();

    const offers = page.locator('section', { has: page.getByRole('heading', { name: 'Everything in one place' }) });
    await expect(offers.getByRole('link', { name: 'Open the doctor dashboard' })).toHaveAttribute('href', '/doctor-portal');
    await expect(offers.getByRole('link', { name: 'Ambulance service' })).toHaveAttribute('href', '/emergency');

    const tools = page.locator('section', { has: page.getByRole('heading', { name: 'Six health tools' }) });
    const toolLinks = await tools.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(toolLinks).toEqual([
      '/heart-disease-detection',
      '/parkinson-disease-detection',
      '/breast-cancer-detection',
      '/calories-prediction',
      '/insurance-prediction',
      '/diabetes-prediction',
    ]);

    const trust = page.locator('section', { has: page.getByRole('heading', { name: 'Why people trust Clinvia' }) });
    await expect(trust.getByRole('heading', { name: 'Predictions you can check' })).toBeVisible();
    await expect(trust.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy');
    await expectNoSeriousA11yViolations(page);

    await hero.getByRole('link', { name: 'Try a health tool' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  for (const width of [375, 1280]) {
    test(`loads light at ${String(width)} px: hero image preloaded, no zod or SweetAlert2, no layout shift`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 500 ? 740 : 800 });
      await watchLayoutShifts(page);
      const scripts: string[] = [];
      page.on('response', (response) => {
        if (response.url().endsWith('.js')) scripts.push(response.url());
      });
      await page.goto('/');
      await expect(page.getByRole('list', { name: 'Recommended doctors' }).getByRole('listitem').first()).toBeVisible();
      await page.waitForLoadState('networkidle');

      const preloaded = await page.locator('link[rel="preload"][as="image"]').getAttribute('href');
      const heroImage = page.locator('main img').first();
      expect(preloaded).toMatch(/^\/assets\/hero-[\w-]+\.svg$/);
      await expect(heroImage).toHaveAttribute('src', preloaded ?? '');
      const initiator = await page.evaluate((href) => (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) => entry.name.endsWith(href))?.initiatorType, preloaded ?? '');
      expect(initiator).toBe('link');

      for (const url of scripts) {
        const body = await (await page.request.get(url)).text();
        expect(body, `${url} carries zod`).not.toContain('ZodError');
        expect(body, `${url} carries SweetAlert2`).not.toContain('swal2-icon');
      }

      const { shift, lcp, lcpElement } = await vitals(page);
      console.log(`home at ${String(width)} px: CLS ${shift.toFixed(4)}, LCP ${lcp.toFixed(0)} ms (${lcpElement})`);
      expect(shift).toBeLessThan(0.1);
    });
  }
});

test.describe('about', () => {
  test('four tabs: mission (default) with SPEC’s claims from the demo data (ABOUT-4), team, achievements, partners', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Clinvia' })).toBeVisible();
    const tabs = page.getByRole('tablist', { name: 'About Clinvia' });
    await expect(tabs.getByRole('tab')).toHaveText(['Our Mission', 'Our Team', 'Achievements', 'Our Partners']);
    await expect(tabs.getByRole('tab', { name: 'Our Mission' })).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    for (const claim of ['98%', '100,000+', '15', '30+']) await expect(panel.getByText(claim, { exact: true })).toBeVisible();
    for (const label of ['accuracy', 'patients', 'cities', 'countries']) await expect(panel.getByText(label, { exact: true })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    await expectNoSeriousA11yViolations(page);

    await tabs.getByRole('tab', { name: 'Our Team' }).click();
    await expect(page).toHaveURL(/\/about\?tab=team$/);
    const members = await panel.getByRole('heading', { level: 3 }).getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(members).toEqual(['/team/amara-okafor', '/team/mei-lin', '/team/daniel-brooks', '/team/sofia-alvarez']);
    await expect(panel.getByRole('link', { name: 'Meet the whole team' })).toHaveAttribute('href', '/team');
    await expectNoSeriousA11yViolations(page);

    // Arrow keys move between tabs (WAI-ARIA tabs).
    await tabs.getByRole('tab', { name: 'Our Team' }).press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'Achievements' })).toBeFocused();
    await expect(tabs.getByRole('tab', { name: 'Achievements' })).toHaveAttribute('aria-selected', 'true');
    await expect(panel.getByRole('heading', { level: 3 })).toHaveCount(4);
    await expect(panel.getByRole('link', { name: 'All achievements' })).toHaveAttribute('href', '/achievements');
    await expect(panel.getByRole('link', { name: 'Our research' })).toHaveAttribute('href', '/research');
    await expect(panel.getByRole('link', { name: 'Work with us' })).toHaveAttribute('href', '/contact');
    await expectNoSeriousA11yViolations(page);

    await tabs.getByRole('tab', { name: 'Our Partners' }).click();
    // ABOUT-4: the demo's placeholder partners (the clinic's own content; e2e/clinic-pages.spec.ts has a fresh installation's none).
    await expect(panel.getByRole('list', { name: 'Our partners' }).getByRole('listitem')).toHaveCount(7);
    await expect(panel.getByText('Hospital network', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto('/about?tab=team');
    await expect(tabs.getByRole('tab', { name: 'Our Team' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('link', { name: 'Dr. Amara Okafor' }).click();
    await expect(page.getByText('We are working on it')).toBeVisible();
  });
});

// SHELL-14: the footer's resource items lead to real pages, at a phone's and a desktop's width.
for (const width of [390, 1280]) {
  test(`footer resources at ${String(width)} px: Health Resources, Wellness Tips, FAQ and Support have destinations`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const [label, path, heading] of [
      ['Health Resources', '/health-resources', 'Health Resources'],
      ['Wellness Tips', '/wellness-tips', 'Wellness Tips'],
      ['FAQ', '/faq', 'Frequently asked questions'],
      ['Support', '/contact', 'Contact Us'],
    ] as const) {
      await page.goto('/about');
      await page.getByRole('contentinfo').getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);
  });
}

// AMB-6: an emergency is never behind a sign-in.
test.describe('emergency page', () => {
  for (const width of [390, 1280]) {
    test(`signed out at ${String(width)} px: home, footer and contact lead to the hotline and the form, which sends`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await page.locator('section', { has: page.getByRole('heading', { name: 'Everything in one place' }) }).getByRole('link', { name: 'Ambulance service' }).click();
      await expect(page).toHaveURL(/\/emergency$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Emergency and ambulance' })).toBeVisible();
      await expect(page.getByRole('link', { name: /^Emergency hotline/ })).toHaveAttribute('href', 'tel:+18005550199');
      await expectNoSeriousA11yViolations(page);
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Ambulance service' })).toHaveAttribute('href', '/emergency');
      await page.goto('/contact');
      await page.getByRole('button', { name: 'Learn About Urgent Care' }).click();
      await expect(page.getByRole('main').getByRole('link', { name: 'Ambulance service' })).toHaveAttribute('href', '/emergency');

      await page.goto('/emergency');
      const form = page.getByRole('form', { name: 'Emergency ambulance request' });
      await expect(form.getByLabel('Full name')).toHaveValue('');
      await form.getByRole('button', { name: 'Request Ambulance Now' }).click();
      await expect(form.getByText('Current location is required')).toBeVisible();
      await form.getByLabel('Full name').fill('Sam Reed');
      await form.getByLabel('Phone number').fill('+1 (415) 555-0142');
      await form.getByLabel('Current location').fill('5 Pier St, San Francisco');
      await form.getByLabel('Emergency description').fill('My father fell and cannot stand up.');
      await form.getByRole('button', { name: 'Request Ambulance Now' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Ambulance requested' }).getByTestId('ambulance-reference')).toHaveText(/^AMB-[2-9A-HJKMNP-Z]{6}$/);
      await expect(page).toHaveURL(/\/emergency$/);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });

    test(`signed in at ${String(width)} px: the patient's forms start filled`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signInAs(page, 'patient');
      await page.goto('/emergency');
      const form = page.getByRole('form', { name: 'Emergency ambulance request' });
      await expect(form.getByLabel('Phone number')).not.toHaveValue('');
      await expect(form.getByLabel('Full name')).not.toHaveValue('');
      await expect(form.getByLabel('Current location')).toHaveValue('');
      await expect(page.getByRole('form', { name: 'Non-emergency transport booking' }).getByLabel('Full name')).not.toHaveValue('');
    });
  }
});

test.describe('services: ambulance tab', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, 'patient');
  });

  test('Health Services is the default tab; ?tab=ambulance opens the ambulance tab with the hotline first', async ({ page }) => {
    await page.goto('/services');
    const tabs = page.getByRole('tablist', { name: 'Services' });
    await expect(tabs.getByRole('tab', { name: 'Health Services' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('link', { name: /Access Service/ })).toHaveCount(6);
    await expectNoSeriousA11yViolations(page);

    await tabs.getByRole('tab', { name: 'Ambulance Service' }).click();
    await expect(page).toHaveURL(/\/services\?tab=ambulance$/);
    await page.goto('/services?tab=ambulance');
    await expect(tabs.getByRole('tab', { name: 'Ambulance Service' })).toHaveAttribute('aria-selected', 'true');
    const hotline = page.getByRole('link', { name: /^Emergency hotline/ });
    await expect(hotline).toHaveAttribute('href', 'tel:+18005550199');
    await expect(hotline).toContainText('+1-800-555-0199');
    await expect(page.getByText('This website is not an emergency channel: in an emergency call the hotline or your local emergency number.')).toBeVisible();
    const hotlineTop = (await hotline.boundingBox())?.y ?? Infinity;
    const formTop = (await page.getByRole('form', { name: 'Emergency ambulance request' }).boundingBox())?.y ?? -Infinity;
    expect(hotlineTop).toBeLessThan(formTop);
    await expectNoSeriousA11yViolations(page);
  });

  test('emergency request: every field checked, then a reference number', async ({ page }) => {
    await page.goto('/services?tab=ambulance');
    const form = page.getByRole('form', { name: 'Emergency ambulance request' });
    await form.getByRole('button', { name: 'Request Ambulance Now' }).click();
    await expect(form.getByText('Full name is required')).toBeVisible();
    await expect(form.getByText('Phone number is required')).toBeVisible();
    await expect(form.getByText('Current location is required')).toBeVisible();
    await expect(form.getByText('Please describe the emergency')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await form.getByLabel('Full name').fill('Sam Reed');
    await form.getByLabel('Phone number').fill('555 0142');
    await form.getByLabel('Current location').fill('5 Pier St, San Francisco');
    await form.getByLabel('Emergency description').fill('My father fell and cannot stand up.');
    await form.getByRole('button', { name: 'Request Ambulance Now' }).click();
    await expect(form.getByText('Please enter a valid phone number')).toBeVisible();
    await expect(form.getByLabel('Emergency description')).toHaveValue('My father fell and cannot stand up.');

    await form.getByLabel('Phone number').fill('+1 (415) 555-0142');
    await form.getByRole('button', { name: 'Request Ambulance Now' }).click();
    const receipt = page.getByRole('status').filter({ hasText: 'Ambulance requested' });
    await expect(receipt).toBeVisible();
    await expect(receipt.getByTestId('ambulance-reference')).toHaveText(/^AMB-[2-9A-HJKMNP-Z]{6}$/);
    await expect(receipt).toContainText('+1-800-555-0199');
    await expectNoSeriousA11yViolations(page);

    await receipt.getByRole('button', { name: 'Make another request' }).click();
    await expect(page.getByRole('form', { name: 'Emergency ambulance request' }).getByLabel('Full name')).toHaveValue('');
  });

  test('transport booking: required fields, no past dates, then a reference number', async ({ page }) => {
    const { today } = (await (await page.request.get('/api/config')).json()) as { today: string };
    const shift = (days: number) => {
      const date = new Date(`${today}T00:00:00Z`);
      date.setUTCDate(date.getUTCDate() + days);
      return date.toISOString().slice(0, 10);
    };
    await page.goto('/services?tab=ambulance');
    const form = page.getByRole('form', { name: 'Non-emergency transport booking' });
    await form.getByRole('button', { name: 'Schedule Transport' }).click();
    for (const message of ['Full name is required', 'Phone number is required', 'Pickup address is required', 'Please choose a date', 'Please choose a time', 'Please choose a transport type']) {
      await expect(form.getByText(message)).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);

    await form.getByLabel('Full name').fill('Ana Diaz');
    await form.getByLabel('Phone number').fill('4155550199');
    await form.getByLabel('Pickup address').fill('12 Cedar Ln, Oakland');
    await form.getByLabel('Date', { exact: true }).fill(shift(-1));
    await form.getByLabel('Time', { exact: true }).fill('10:30');
    await form.getByLabel('Transport type').selectOption('Critical Care Transport');
    await form.getByLabel('Medical Equipment Needed').check();
    await form.getByLabel('Medical Staff Assistance Required').check();
    await form.getByRole('button', { name: 'Schedule Transport' }).click();
    await expect(form.getByText('The date cannot be in the past')).toBeVisible();

    await form.getByLabel('Date', { exact: true }).fill(shift(2));
    await form.getByRole('button', { name: 'Schedule Transport' }).click();
    const receipt = page.getByRole('status').filter({ hasText: 'Transport requested' });
    await expect(receipt.getByTestId('ambulance-reference')).toHaveText(/^AMB-[2-9A-HJKMNP-Z]{6}$/);
    await expect(receipt).toContainText('We will call you to confirm the pickup');
  });
});

// ABOUT-3: at phone widths the four tabs wrap into two rows, each fully in view; one row from 640 px.
test.describe('about at phone width', () => {
  for (const width of [360, 390]) {
    test(`the tab strip shows every tab at ${String(width)} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/about');
      const tabs = page.getByRole('tablist', { name: 'About Clinvia' });
      await expect(tabs.getByRole('tab')).toHaveCount(4);
      const overflow = await tabs.evaluate((list) => list.scrollWidth - list.clientWidth);
      expect(overflow).toBe(0);
      for (const tab of await tabs.getByRole('tab').all()) {
        const box = await tab.boundingBox();
        if (box === null) throw new Error('a tab has no box');
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }
      await tabs.getByRole('tab', { name: 'Our Partners' }).click();
      await expect(page).toHaveURL(/\/about\?tab=partners$/);
      await page.screenshot({ path: test.info().outputPath(`about-${String(width)}.png`) });
    });
  }

  test('one row of tabs on a wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/about');
    await expect(page.getByRole('tablist', { name: 'About Clinvia' }).getByRole('tab')).toHaveCount(4);
    const tops = await page.getByRole('tablist', { name: 'About Clinvia' }).getByRole('tab').evaluateAll((tabs) => tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
  });
});

test.describe('contact', () => {
  const fill = async (page: Page, message: string) => {
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByLabel('Name', { exact: true }).fill('Maria Lopez');
    await form.getByLabel('Email', { exact: true }).fill('maria@example.com');
    await form.getByLabel('Phone (optional)').fill('(415) 555-0142');
    await form.getByLabel('Subject', { exact: true }).fill('Insurance question');
    await form.getByLabel('Message', { exact: true }).fill(message);
    await form.getByLabel(/I agree to the privacy policy/).check();
    return form;
  };

  test('the contact block and every SPEC message of the form', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(page.getByText('Mon - Fri: 9 AM - 6 PM')).toBeVisible();
    await expect(page.getByText('1250 Harbor View Drive, Suite 400')).toBeVisible();
    await expect(page.getByRole('link', { name: '+1 (415) 555-0142' })).toHaveAttribute('href', 'tel:+14155550142');
    await expect(page.getByRole('link', { name: 'care@clinvia.example' })).toHaveAttribute('href', 'mailto:care@clinvia.example');

    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    for (const message of ['Name is required', 'Email is required', 'Subject is required', 'Message is required', 'You must agree to the privacy policy']) {
      await expect(form.getByText(message)).toBeVisible();
    }
    await expect(form.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel('Email', { exact: true }).fill('maria@example');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Invalid email address')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a sent message shows the success banner for 4 seconds and empties the form', async ({ page }) => {
    await page.goto('/contact');
    const form = await fill(page, `Do you accept Aetna plans? <b>${unique()}</b>`);
    // The page's own clock notes when the banner comes and goes: the axe check below may take
    // seconds on a loaded machine, which a clock read by the test after it would count as shown.
    await page.evaluate((text) => {
      const times: number[] = [];
      (window as unknown as { bannerTimes: number[] }).bannerTimes = times;
      let shown = false;
      new MutationObserver(() => {
        const now = [...document.querySelectorAll('[role="status"]')].some((element) => element.textContent.includes(text));
        if (now === shown) return;
        shown = now;
        times.push(performance.now());
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    }, 'Your message has been sent successfully!');
    await form.getByRole('button', { name: 'Send Message' }).click();
    const banner = form.getByRole('status').filter({ hasText: 'Your message has been sent successfully!' });
    await expect(banner).toBeVisible();
    await expect(form.getByLabel('Message', { exact: true })).toHaveValue('');
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue('');
    await expect(form.getByLabel(/I agree to the privacy policy/)).not.toBeChecked();
    await expectNoSeriousA11yViolations(page);
    await expect(banner).toBeHidden({ timeout: 8000 });
    const [shownAt, hiddenAt] = await page.evaluate(() => (window as unknown as { bannerTimes: number[] }).bannerTimes);
    expect(hiddenAt).toBeDefined();
    const shownFor = (hiddenAt ?? 0) - (shownAt ?? 0);
    expect(shownFor).toBeGreaterThan(3000);
    expect(shownFor).toBeLessThan(6000);
  });

  // CONTACT-4: the message's limit (the booking reason's, 2000) shows from the start; longer text is kept and refused.
  test('the message shows its limit before it is reached and never cuts a longer one, on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await expect(form.getByText('0 / 2000 characters')).toBeVisible();
    const long = `${'My bill shows a visit I did not have. '.repeat(53).slice(0, 1995)}zzzzzz`;
    await fill(page, long);
    const message = form.getByLabel('Message', { exact: true });
    await expect(message).toHaveValue(long);
    await expect(form.getByText('2001 / 2000 characters')).toBeVisible();
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Please use at most 2000 characters')).toBeVisible();
    await expect(message).toHaveValue(long);
    await expect(message).toHaveAttribute('aria-invalid', 'true');
    await message.press('End');
    await message.press('Backspace');
    await expect(form.getByText('2000 / 2000 characters')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('contact-limit-390.png'), fullPage: true });
  });

  test('a failed send shows an error and keeps what was typed', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 503, json: { error: { code: 'unavailable', message: 'The database is not reachable. Please try again shortly.' } } }),
    );
    await page.goto('/contact');
    const form = await fill(page, 'Please call me back about my bill.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('alert')).toContainText('Error occurred: your message was not sent. The database is not reachable.');
    await expect(form.getByLabel('Message', { exact: true })).toHaveValue('Please call me back about my bill.');
    await expect(form.getByLabel('Subject', { exact: true })).toHaveValue('Insurance question');
    await expect(form.getByLabel(/I agree to the privacy policy/)).toBeChecked();
    await expectNoSeriousA11yViolations(page);

    await page.unroute('**/api/contact');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Your message has been sent successfully!')).toBeVisible();
    await expect(form.getByRole('alert')).toHaveCount(0);
  });

  test('FAQ and the urgent-care banner, which the login page links to', async ({ page }) => {
    await page.goto('/contact');
    const faq = page.locator('section', { has: page.getByRole('heading', { name: 'Frequently asked questions' }) });
    await expect(faq.locator('summary')).toHaveText(['How do I schedule an appointment?', 'Do you accept my insurance?', 'How can I get a copy of my medical records?']);
    await faq.getByText('How can I get a copy of my medical records?').click();
    await expect(faq.getByText(/subject ‘Records request’/)).toBeVisible();

    const banner = page.locator('#urgent-care');
    await expect(banner.getByRole('link', { name: 'Call +1-800-555-0199' })).toHaveAttribute('href', 'tel:+18005550199');
    const learn = banner.getByRole('button', { name: 'Learn About Urgent Care' });
    await expect(learn).toHaveAttribute('aria-expanded', 'false');
    await learn.click();
    await expect(learn).toHaveAttribute('aria-expanded', 'true');
    await expect(banner.getByRole('heading', { name: 'Emergency: call now' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Find a doctor' })).toHaveAttribute('href', '/find-doctor');
    await expectNoSeriousA11yViolations(page);

    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/login');
    await page.getByRole('link', { name: 'Need urgent care? Book an emergency consultation' }).click();
    await expect(page).toHaveURL(/\/contact#urgent-care$/);
    await expect(page.getByRole('heading', { name: 'Need urgent care?' })).toBeInViewport();
  });
});

test.describe('newsletter', () => {
  const mailbox = new Mailbox();

  test('subscribe from the footer, again, then unsubscribe with the mailed link', async ({ page }) => {
    const email = `reader-${unique()}@example.com`;
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const box = footer.getByRole('textbox', { name: /Health tips and news/ });
    await box.fill('reader@example');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByText('Invalid email address')).toBeVisible();
    await expect(box).toHaveValue('reader@example');

    await box.fill(email);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('status')).toHaveText('Thank you for subscribing! We have sent a confirmation to your e-mail address.');
    await expect(footer.getByRole('textbox')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.goto('/about');
    await footer.getByRole('textbox', { name: /Health tips and news/ }).fill(email.toUpperCase());
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('status')).toHaveText('You are already subscribed with this e-mail address. Nothing more to do.');

    const link = await mailbox.linkFor(email, /https?:\/\/\S+\/newsletter\/unsubscribe\?token=[A-Za-z0-9_-]+/);
    await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from the Clinvia newsletter' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('status')).toHaveText('You have been unsubscribed. We will not send you the newsletter any more.');

    await page.goto('/newsletter/unsubscribe?token=not-a-token-we-ever-sent-0123456789');
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('alert')).toHaveText('This unsubscribe link is not valid. Please use the link in the most recent e-mail from us.');
  });
});

test.describe('legal pages and sitemap', () => {
  const pages = [
    { path: '/privacy', link: 'Privacy', title: 'Privacy Policy', phrases: ['The audit log', 'They are not a diagnosis and not medical advice.', 'they are not stored', 'Privacy request', 'Deleted automatically 24 months after they arrive.'] },
    { path: '/terms', link: 'Terms', title: 'Terms of Use', phrases: ['The health tools are not medical advice', 'Not for emergencies', 'Please arrive 15 minutes before your appointment'] },
    { path: '/accessibility', link: 'Accessibility', title: 'Accessibility Statement', phrases: ['WCAG', 'Known limitations', 'Tell us about a barrier'] },
  ] as const;

  for (const legal of pages) {
    test(`${legal.path} has real content and is reachable from the footer`, async ({ page }) => {
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: legal.link, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${legal.path}$`));
      await expect(page.getByRole('heading', { level: 1, name: legal.title })).toBeVisible();
      for (const phrase of legal.phrases) await expect(page.getByText(phrase).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('the sitemap page lists the public pages; robots.txt and sitemap.xml serve crawlers', async ({ page, request, baseURL }) => {
    await page.goto('/sitemap');
    await expect(page.getByRole('heading', { level: 1, name: 'Sitemap' })).toBeVisible();
    for (const [name, href] of [
      ['Home', '/'],
      ['About Clinvia', '/about'],
      ['Contact Us', '/contact'],
      ['Privacy Policy', '/privacy'],
      ['Ambulance Service', '/services?tab=ambulance'],
    ] as const) {
      await expect(page.getByRole('main').getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expectNoSeriousA11yViolations(page);

    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toContain('text/plain');
    expect(await robots.text()).toContain(`Sitemap: ${baseURL ?? ''}/sitemap.xml`);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${baseURL ?? ''}/privacy</loc>`);
    expect(sitemap).not.toContain('/appointments');
  });
});

test.describe('phone scroll position', () => {
  test('after signing in on a phone, every full page load opens at the top with its title in view', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/login');
    await page.getByLabel('Email').fill(demoAccounts.patient);
    await page.getByLabel('Password', { exact: true }).fill(demoPassword);
    // On a phone the form sits below the fold: the page is scrolled when the user signs in.
    await page.evaluate(() => {
      window.scrollTo(0, 300);
    });
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/$/);

    for (const path of ['/about', '/contact', '/find-doctor', '/privacy']) {
      await gotoSettled(page, path);
      const title = page.getByRole('heading', { level: 1 });
      await expect(title).toBeVisible();
      expect(await page.evaluate(() => window.scrollY), `${path} opened scrolled`).toBe(0);
      const headerBottom = (await page.locator('header').first().boundingBox())?.height ?? 0;
      expect((await title.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(headerBottom);
    }

    // A reload still comes back to where the reader was.
    await page.evaluate(() => {
      window.scrollTo(0, 400);
    });
    await page.waitForTimeout(200);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  });
});
