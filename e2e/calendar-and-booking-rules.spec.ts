import { expect, test, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { newDoctor, pageSignedIn, type TestDoctor } from './support/doctors';
import { bookAs, chooseDay, freeSlots, newPatient, otherPatient, timeLabel, type TestPatient } from './support/patients';

// Issue 23 items 5 and 6 in Chromium: the doctor subscribes to their calendar feed (PORTAL-13),
// the feed is a valid calendar that stops working once renewed; a minimum notice keeps the
// patient's wizard from offering times inside it (BOOK-20); a visit type that takes two slots
// holds the slot after it (BOOK-20).

async function openPortal(page: Page) {
  await page.goto('/doctor-portal');
  await expect(page.getByRole('heading', { level: 1, name: 'Doctor Dashboard' })).toBeVisible();
}

async function saveRules(portal: Page, noticeHours: string, twoSlotTypes: string[] = []) {
  const card = portal.getByRole('region', { name: 'Booking rules' });
  const notice = card.getByLabel('Minimum notice (hours)');
  await expect(notice).toHaveValue('0');
  await notice.fill(noticeHours);
  for (const type of twoSlotTypes) await card.getByRole('checkbox', { name: type }).check();
  await card.getByRole('button', { name: 'Save booking rules' }).click();
  await expect(card.getByText('Booking rules saved. Patients see them at once.')).toBeVisible();
}

/** The clinic's date and time now (GET /api/config names the zone). */
async function clinicClock(page: Page): Promise<{ date: string; minutes: number }> {
  const config = (await (await page.request.get('/api/config')).json()) as { clinicTimeZone: string };
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: config.clinicTimeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date())
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year ?? ''}-${parts.month ?? ''}-${parts.day ?? ''}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

test.describe('the doctor’s calendar and booking rules', () => {
  test('the doctor subscribes: the feed URL is a valid calendar of their bookings, and a renewal makes the old URL 404', async ({ page, browser }) => {
    const doctor = await newDoctor(page.request, 'Farah');
    const patient = await otherPatient(page.request);
    const [slot] = await freeSlots(page.request, doctor.id, 1);
    if (!slot) throw new Error('no free slot');
    const appointmentId = await bookAs(page.request, patient, doctor.id, slot);

    const portal = await pageSignedIn(browser, doctor.token);
    await openPortal(portal);
    const card = portal.getByRole('region', { name: 'Subscribe in your calendar' });
    await expect(card.getByText('No calendar link yet.')).toBeVisible();
    await card.getByRole('button', { name: 'Get my calendar link' }).click();
    const link = card.getByLabel('Your private calendar link');
    await expect(link).toHaveValue(/\/api\/calendar-feeds\/[A-Za-z0-9_-]{43}$/);
    const firstUrl = await link.inputValue();
    await expect(card.getByRole('link', { name: 'Open in my calendar app' })).toHaveAttribute('href', firstUrl.replace(/^http:/, 'webcal:'));

    // A calendar app polls without signing in.
    const feed = await page.request.get(firstUrl);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const body = await feed.text();
    expect(body).not.toContain('Follow-up on blood pressure medication');
    const calendar = new ICAL.Component(ICAL.parse(body) as unknown[]);
    const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    const event = events.find((candidate) => candidate.uid === `${appointmentId}@clinvia`);
    expect(event?.summary).toBe('Request: Riley R., Follow-up');
    expect(event?.startDate.toString()).toBe(`${slot.date}T${slot.time}:00`);

    await card.getByRole('button', { name: 'Renew link' }).click();
    await expect(card.getByText('A new link is ready. The old link no longer works.')).toBeVisible();
    await expect(link).not.toHaveValue(firstUrl);
    const renewedUrl = await link.inputValue();
    expect((await page.request.get(firstUrl)).status()).toBe(404);
    expect((await page.request.get(renewedUrl)).status()).toBe(200);
    await portal.close();
  });

  test('a doctor’s minimum notice: the patient’s wizard does not offer the times inside it', async ({ page, browser }) => {
    const doctor = await newDoctor(page.request, 'Greta');
    const portal = await pageSignedIn(browser, doctor.token);
    await openPortal(portal);
    // A notice that always reaches past tomorrow 09:30 and stops before 11:00, whatever the clinic's clock says now.
    const clock = await clinicClock(portal);
    const hours = Math.ceil((24 * 60 - clock.minutes + 10 * 60) / 60);
    await saveRules(portal, String(hours));
    await portal.close();

    await newPatient(page, 'Nora Notice');
    await page.goto(`/appointment/${doctor.id}`);
    await expect(page.getByText(`This doctor takes bookings at least ${String(hours)} hours ahead.`)).toBeVisible();
    const slots = (await (await page.request.get(`/api/doctors/${doctor.id}/slots`)).json()) as { days: { date: string }[] };
    const tomorrow = slots.days[1]?.date ?? '';
    await chooseDay(page, tomorrow);
    for (const time of ['09:00', '09:30']) await expect(page.getByRole('radio', { name: `${timeLabel(time)}, too soon` })).toBeDisabled();
    await expect(page.getByRole('radio', { name: timeLabel('11:00'), exact: true })).toBeEnabled();
  });

  test('a visit type that takes two slots holds the slot after it', async ({ page, browser }) => {
    const doctor: TestDoctor = await newDoctor(page.request, 'Hana');
    const portal = await pageSignedIn(browser, doctor.token);
    await openPortal(portal);
    await saveRules(portal, '0', ['New Patient Visit']);
    await portal.close();

    const first: TestPatient = await otherPatient(page.request);
    const slots = (await (await page.request.get(`/api/doctors/${doctor.id}/slots`)).json()) as { days: { date: string }[] };
    const day = slots.days[2]?.date ?? '';
    const booked = await page.request.post('/api/patients/book-appointment', {
      headers: { authorization: `Bearer ${first.token}` },
      data: {
        selectedDate: day,
        selectedTime: '13:00',
        appointmentType: 'New Patient Visit',
        appointmentReason: 'First visit about recurring migraines',
        isInsurance: 'false',
        patientName: first.name,
        patientEmail: first.email,
        patientPhone: '4155550123',
        patientId: first.id,
        doctorId: doctor.id,
      },
    });
    expect(booked.status()).toBe(201);

    await newPatient(page, 'Theo Twoslot');
    await page.goto(`/appointment/${doctor.id}`);
    await chooseDay(page, day);
    await expect(page.getByRole('radio', { name: `${timeLabel('13:00')}, booked` })).toBeDisabled();
    await expect(page.getByRole('radio', { name: `${timeLabel('13:30')}, booked` })).toBeDisabled();
    await expect(page.getByRole('radio', { name: timeLabel('14:00'), exact: true })).toBeEnabled();

    // 11:30 runs into the lunch break: a New Patient Visit cannot start there, a Follow-up can.
    await page.locator('label', { has: page.locator('input[name="booking-time"][value="11:30"]') }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Tell us about your visit' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /New Patient Visit/ })).toBeDisabled();
    await expect(page.getByText(/the half hour after your time is not free/)).toBeVisible();
    await expect(page.getByRole('radio', { name: /Follow-up/ })).toBeEnabled();
  });
});
