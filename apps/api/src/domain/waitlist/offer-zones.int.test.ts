import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DoctorPage, TrendingDoctor } from '@clinvia/contracts/doctors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctors, locations } from '../../db/schema';
import { addDays, todayIn } from '../../lib/clinic-time';
import { createDoctor, createPatient, injectAs, type TestAccount } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { outboxMails } from '../../test/outbox';
import { bell, booked, failedOfferJobs, offersOfDoctor, waitFor, waitlistOf } from '../../test/offers';

// TIME-5 (issue 31): every answer that names a doctor's time says the zone it is wall clock in,
// the zone of the doctor's location (HOURS-4), not the clinic's: the waitlist's offers, the
// bell's notices, Find Doctor's and the carousel's next free time; and the offer's e-mail says
// the hold's end in that zone's words. A doctor in Denver; the clinic is in New York.

const zone = 'America/New_York';
let t: TestApp;
let dataDir: string;
let denver: TestAccount;
let local: TestAccount;

const day = (offset: number) => addDays(todayIn(zone), offset);

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'clinvia-offer-zones-'));
  t = await createTestApp({ config: { clinicTimeZone: zone, dataDir, jobs: { worker: true, autoStart: false } } });
  await t.app.ready();
  denver = await createDoctor(t.database.db, t.config.jwtSecret, 'Rosa Zonepeak');
  local = await createDoctor(t.database.db, t.config.jwtSecret, 'Nora Zonehome');
  const [location] = await t.database.db.insert(locations).values({ name: 'Denver clinic', address: '5 Larimer St, Denver, CO', timeZone: 'America/Denver' }).returning({ id: locations.id });
  await t.database.db.update(doctors).set({ locationId: location?.id ?? null, trending: true }).where(eq(doctors.userId, denver.id));
  await t.database.db.update(doctors).set({ trending: true }).where(eq(doctors.userId, local.id));
});

afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('answers carry the zone of the doctor’s location (TIME-5)', () => {
  it('an offer of a Denver slot: its answer, bell notice and e-mail speak Mountain time', async () => {
    const patient = await createPatient(t.database.db, t.config.jwtSecret, 'Pat Zonewait');
    const date = day(3);
    const closed = await injectAs(t.app, denver, { method: 'PUT', url: `/api/doctors/${denver.id}/hours/overrides/${date}`, payload: { periods: [] } });
    expect(closed.statusCode).toBe(200);
    await waitFor(t, patient, denver, { days: [date], parts: ['morning'] });
    const opened = await injectAs(t.app, denver, { method: 'PUT', url: `/api/doctors/${denver.id}/hours/overrides/${date}`, payload: { periods: [{ start: '09:00', end: '09:30' }] } });
    expect(opened.statusCode).toBe(200);
    await t.app.jobs.drain();
    expect(await failedOfferJobs(t)).toEqual([]);

    const { offers } = await waitlistOf(t, patient);
    expect(offers.map((offer) => [offer.date, offer.time, offer.timeZone])).toEqual([[date, '09:00', 'America/Denver']]);
    const [notice] = await bell(t, patient, 'appointment.waitlist_offer');
    expect(notice?.timeZone).toBe('America/Denver');

    const [offer] = await offersOfDoctor(t, denver);
    if (!offer) throw new Error('no offer');
    const [mail] = await outboxMails(dataDir, (file) => file.startsWith(`waitlist-offer-${offer.id}-`));
    const until = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Denver', hour: 'numeric', minute: '2-digit' }).format(offer.expiresAt);
    expect(mail?.mail.text).toContain(`holding it for you until ${until} Mountain time.`);
    expect(mail?.mail.text).toMatch(/When: .* at 9:00 AM Mountain time \(America\/Denver, UTC-0[67]:00\)/);
  });

  it('a booking’s notices carry the zone of the doctor’s location, or the clinic’s', async () => {
    const patient = await createPatient(t.database.db, t.config.jwtSecret, 'Pat Zonebook');
    await booked(t, patient, denver, day(5), '13:00');
    await booked(t, patient, local, day(5), '14:00');
    const requests = await bell(t, denver, 'appointment.booked');
    expect(requests.map((notice) => notice.timeZone)).toEqual(['America/Denver']);
    expect((await bell(t, local, 'appointment.booked')).map((notice) => notice.timeZone)).toEqual([zone]);
  });

  it('Find Doctor’s and the carousel’s next free time name the zone they are in', async () => {
    const page = await injectAs(t.app, null, { method: 'GET', url: '/api/doctors?q=Zone&pageSize=10' });
    expect(page.statusCode).toBe(200);
    const zones = Object.fromEntries(page.json<DoctorPage>().items.map((item) => [item.name, item.timeZone]));
    expect(zones).toEqual({ 'Rosa Zonepeak': 'America/Denver', 'Nora Zonehome': zone });
    const trending = await injectAs(t.app, null, { method: 'GET', url: '/api/doctors/get-trending-doctor/' });
    const trendingZones = Object.fromEntries(trending.json<TrendingDoctor[]>().map((item) => [item.name, item.timeZone]));
    expect(trendingZones).toMatchObject({ 'Rosa Zonepeak': 'America/Denver', 'Nora Zonehome': zone });
  });
});
