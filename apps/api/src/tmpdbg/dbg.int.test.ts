import { expect, it } from 'vitest';
import { addDays, todayIn } from '../lib/clinic-time';
import { createDoctor, createPatient, injectAs } from '../test/accounts';
import { createTestApp } from '../test/app';
import { booked, cancelAs, offersOfDoctor, waitFor } from '../test/offers';
it('two-slot entries', async () => {
  const zone = 'America/New_York';
  const day = (n: number) => addDays(todayIn(zone), n);
  const t = await createTestApp({ config: { clinicTimeZone: zone, jobs: { worker: true, autoStart: false } } });
  await t.app.ready();
  const d = await createDoctor(t.database.db, t.config.jwtSecret, 'D');
  expect((await injectAs(t.app, d, { method: 'PUT', url: '/api/doctors/me/booking-rules', payload: { noticeHours: 0, twoSlotVisitTypes: ['New Patient Visit'] } })).statusCode).toBe(200);
  const p0 = await createPatient(t.database.db, t.config.jwtSecret, 'P0');
  const p1 = await createPatient(t.database.db, t.config.jwtSecret, 'P1');
  const a0 = await booked(t, p0, d, day(3), '09:00');
  await booked(t, p1, d, day(3), '09:30');
  const w = await createPatient(t.database.db, t.config.jwtSecret, 'W');
  await waitFor(t, w, d, { appointmentType: 'New Patient Visit' });
  await cancelAs(t, p0, a0);
  await t.app.jobs.drain();
  const offers = await offersOfDoctor(t, d);
  console.log('A offers', offers);
  if (offers[0]) {
    const r = await injectAs(t.app, w, { method: 'POST', url: `/api/patients/waitlist/offers/${offers[0].id}/accept`, payload: {} });
    console.log('A accept', r.statusCode, r.body);
  }
  // B: pair
  const d2 = await createDoctor(t.database.db, t.config.jwtSecret, 'D2');
  await injectAs(t.app, d2, { method: 'PUT', url: '/api/doctors/me/booking-rules', payload: { noticeHours: 0, twoSlotVisitTypes: ['New Patient Visit'] } });
  const a2 = await booked(t, p0, d2, day(4), '13:00', { appointmentType: 'New Patient Visit' });
  const wa = await createPatient(t.database.db, t.config.jwtSecret, 'WA');
  const wb = await createPatient(t.database.db, t.config.jwtSecret, 'WB');
  await waitFor(t, wa, d2, { appointmentType: 'New Patient Visit', parts: ['afternoon'] });
  await waitFor(t, wb, d2, { parts: ['afternoon'] });
  await cancelAs(t, p0, a2);
  await t.app.jobs.drain();
  const o2 = await offersOfDoctor(t, d2);
  console.log('B offers', o2.map((o) => [o.patientId === wa.id ? 'WA' : 'WB', o.time, o.status]));
  const mine = o2.find((o) => o.patientId === wa.id);
  const r2 = await injectAs(t.app, wa, { method: 'POST', url: `/api/patients/waitlist/offers/${mine?.id ?? ''}/accept`, payload: {} });
  console.log('B accept', r2.statusCode, r2.body);
  await t.close();
});
