import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { Mailbox } from './support/mailbox';
import { bookAs, chooseDay, chooseTime, freeSlots, newPatient, otherPatient, timeLabel } from './support/patients';

// Issue 31 items 3 and 4 in Chromium, for a patient whose browser is in Tokyo: the demo's
// psychiatrist Isabella Costa works in Denver (TIME-5, HOURS-4). Her wizard offers her specialization's
// types with their length and no Annual Physical (VISIT-1, VISIT-4), and the wizard and
// /appointments say his times are Mountain time (TIME-5). The booking's .ics (the confirmation's
// download and the e-mail's attachment) carries America/Denver (TZID and VTIMEZONE), and ical.js
// reads from it the instant the e-mail states with its zone and offset (TIME-5, issue 31's Tests).

test.use({ timezoneId: 'Asia/Tokyo' });

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });
const mailbox = new Mailbox();

/** The .ics as a calendar app reads it (ical.js): its zone, its start as wall clock, and the instant that is. */
function readCalendar(ics: string): { tzid: string; start: string; instant: number } {
  const calendar = new ICAL.Component(ICAL.parse(ics) as unknown[]);
  const vevent = calendar.getFirstSubcomponent('vevent');
  const vtimezone = calendar.getFirstSubcomponent('vtimezone');
  if (!vevent || !vtimezone) throw new Error('The .ics has no VEVENT or no VTIMEZONE');
  const event = new ICAL.Event(vevent);
  event.startDate.zone = new ICAL.Timezone(vtimezone);
  return { tzid: String(vtimezone.getFirstPropertyValue('tzid')), start: event.startDate.toString(), instant: event.startDate.toJSDate().getTime() };
}

/** The instant an e-mail states: '10:30 AM Mountain time (America/Denver, UTC-07:00)' on the slot's date. */
function statedInstant(text: string, date: string, time: string): number {
  const match = new RegExp(`at ${timeLabel(time)} Mountain time \\(America/Denver, UTC([+-])(\\d{2}):(\\d{2})\\)`).exec(text);
  if (!match) throw new Error(`the e-mail does not say the time in Mountain time: ${text}`);
  const [, sign = '', hours = '', minutes = ''] = match;
  const offset = (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
  return Date.parse(`${date}T${time}:00Z`) - offset * 60_000;
}

async function denverPsychiatrist(request: APIRequestContext): Promise<string> {
  const listed = (await (await request.get('/api/doctors/get-doctors/?sort=rating')).json()) as { user_id: string; name: string; specialization: string }[];
  const doctor = listed.find((candidate) => candidate.name === 'Isabella Costa');
  if (doctor?.specialization !== 'Psychiatry') throw new Error('the demo psychiatrist in Denver is not listed');
  return doctor.user_id;
}

for (const [index, width] of [390, 1280].entries()) {
  test(`a psychiatrist in Denver: his own visit types, and Mountain time in the wizard and on /appointments (${String(width)} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const patient = await newPatient(page, 'Kenji Sato');
    const doctorId = await denverPsychiatrist(page.request);
    const offered = (await (await page.request.get(`/api/doctors/${doctorId}/visit-types`)).json()) as { types: { type: string }[] };
    expect(offered.types.map((offer) => offer.type)).not.toContain('Annual Physical');
    // Each width books its own slot: the two runs never take each other's time.
    const slot = (await freeSlots(page.request, doctorId, 2))[index * 3];
    if (!slot) throw new Error('no free slot');

    await page.goto(`/appointment/${doctorId}`);
    await expect(page.getByRole('heading', { name: 'Choose a date and time' })).toBeVisible();
    await chooseDay(page, slot.date);
    await expect(page.getByText('Times are Mountain time, where the doctor works.')).toBeVisible();
    await chooseTime(page, slot.time);
    await continueButton(page).click();

    await expect(page.getByRole('heading', { name: 'Tell us about your visit' })).toBeVisible();
    const types = page.getByRole('group', { name: 'Appointment type' }).getByRole('radio');
    await expect(types).toHaveCount(3);
    await expect(page.getByRole('radio', { name: /Annual Physical/ })).toHaveCount(0);
    await expect(page.getByRole('radio', { name: /^New Patient Visit · \d+ min/ })).toHaveCount(1);
    await page.locator('label').filter({ has: page.getByRole('radio', { name: /^Follow-up · \d+ min/ }) }).click();
    await page.getByLabel('Reason for your visit').fill('Follow-up on sleep and mood since last month');
    await continueButton(page).click();

    await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
    await expect(page.getByText(/Mountain time/)).toBeVisible();
    const booking = page.waitForResponse('**/api/patients/book-appointment');
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    expect((await booking).status()).toBe(201);
    // TIME-6: the confirmation says the time as every screen does, the zone in words after it.
    await expect(page.getByText(`${timeLabel(slot.time)} Mountain time`, { exact: true })).toBeVisible();

    // The calendar file of the confirmation and the e-mail's: Denver's zone, and the instant the e-mail states.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Add to calendar' }).click()]);
    const downloaded = readCalendar(await readFile(await download.path(), 'utf8'));
    const mail = await mailbox.parsedMailTo(patient.email, /^Appointment requested/);
    const attached = mail.attachments.find((attachment) => attachment.contentType.startsWith('text/calendar'));
    if (!attached) throw new Error('the booking e-mail carries no .ics');
    const instant = statedInstant(mail.text ?? '', slot.date, slot.time);
    for (const calendar of [downloaded, readCalendar(attached.content.toString('utf8'))]) {
      expect(calendar).toEqual({ tzid: 'America/Denver', start: `${slot.date}T${slot.time}:00`, instant });
    }

    await page.goto('/appointments');
    const card = page.getByTestId('appointment').filter({ hasText: 'Isabella Costa' });
    await expect(card).toHaveCount(1);
    await expect(card.getByText(`(${slot.time})`, { exact: true })).toBeVisible();
    await expect(card.getByText('Mountain time', { exact: true })).toBeVisible();
  });
}

// TIME-5, TIME-6, WAIT-2: the same Tokyo patient waits for a day of the Denver psychiatrist; another
// patient cancels there, and the offer hold on /appointments and the bell's notice say Mountain time.
test('a time offered from the waitlist of a doctor in Denver: the hold and the bell say Mountain time', async ({ page }) => {
  test.setTimeout(90_000);
  const waiting = await newPatient(page, 'Yui Tanaka');
  const doctorId = await denverPsychiatrist(page.request);
  // A day no other test of this file books from (they take days 2 on): day 1's first free time.
  const [slot] = await freeSlots(page.request, doctorId, 1);
  if (!slot) throw new Error('no free slot');
  const rival = await otherPatient(page.request);
  const rivalBooking = await bookAs(page.request, rival, doctorId, slot);
  const joined = await page.request.post('/api/patients/waitlist', {
    headers: { authorization: `Bearer ${waiting.token}` },
    data: { doctorId, days: [slot.date], parts: ['morning', 'afternoon'], appointmentType: 'Follow-up', appointmentReason: 'Follow-up on sleep and mood since last month', isInsurance: 'false' },
  });
  expect(joined.status(), 'joining the waitlist').toBe(201);
  const cancelled = await page.request.put(`/api/patients/cancel-appointment/${rivalBooking}`, { headers: { authorization: `Bearer ${rival.token}` } });
  expect(cancelled.status()).toBe(200);

  // The worker offers the freed time: /appointments shows it held, in the doctor's zone.
  const offers = page.getByRole('region', { name: 'A time opened for you' });
  await expect(async () => {
    await page.goto('/appointments');
    await expect(offers).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(offers).toContainText(`at ${timeLabel(slot.time)} Mountain time`);
  await expect(offers.getByText(/^Held for you until \d{1,2}:\d{2} [AP]M Mountain time$/)).toBeVisible();
  await expect(offers).not.toContainText('clinic time');

  await page.getByRole('button', { name: /^Notifications/ }).click();
  const notice = page.getByRole('link').filter({ hasText: 'A time opened for you' });
  await expect(notice).toContainText(new RegExp(` at ${timeLabel(slot.time)} Mountain time is free`));
});
