import { readdir } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOffResetMessage } from '@clinvia/contracts/auth';
import { appointmentMessages, slotOffers } from '../../db/schema';
import { deliverOfferEmail } from '../waitlist/offer-delivery';
import { outboxDir } from '../../plugins/mail';
import { addDays, clinicNow, todayIn } from '../../lib/clinic-time';
import { bookingOf, createDoctor, createPatient, createStaff, injectAs, type TestAccount } from '../../test/accounts';
import { closeJobsApp, openJobsApp, type TestApp } from '../../test/app';
import { book } from '../lifecycle/lifecycle';

// MAIL-2: with MAIL_DELIVERY=off nothing is handed over and nothing is marked sent: the
// appointment e-mails stay 'not_sent' (no file in the outbox, no sent time), a waitlist offer is
// not marked e-mailed, the staff console
// is told e-mail is off, and password reset says so plainly, alike for known and unknown addresses.

const zone = 'America/New_York';
let t: TestApp;
let dataDir: string;
let doctor: TestAccount;
let patient: TestAccount;
let staffMember: TestAccount;

beforeAll(async () => {
  ({ t, dataDir } = await openJobsApp('mail-off', zone, { mailOff: true }));
  doctor = await createDoctor(t.database.db, t.config.jwtSecret, 'Maya Patel');
  patient = await createPatient(t.database.db, t.config.jwtSecret, 'Alex Morgan');
  staffMember = await createStaff(t.database.db, t.config.jwtSecret, true);
});

afterAll(() => closeJobsApp(t, dataDir));

describe('e-mail delivery off (MAIL-2)', () => {
  it('keeps a booking e-mail as not sent: no sent time, no attempt, nothing in the outbox', async () => {
    const appointmentId = await book(t.database.db, { id: patient.id, role: 'patient', staffApproved: false }, bookingOf(patient, doctor, addDays(todayIn(zone), 3), '10:00'), clinicNow(zone), t.app.reminders);
    await t.app.jobs.drain();
    const rows = await t.database.db.select().from(appointmentMessages).where(eq(appointmentMessages.appointmentId, appointmentId));
    const booked = rows.find((row) => row.kind === 'booked');
    expect(booked).toMatchObject({ status: 'not_sent', sentAt: null, attempts: 0 });
    expect(rows.filter((row) => row.status === 'sent')).toEqual([]);
    expect(await readdir(outboxDir(dataDir)).catch(() => [])).toEqual([]);
  });

  it("leaves a waitlist offer unmarked as e-mailed", async () => {
    const [offer] = await t.database.db
      .insert(slotOffers)
      .values({ patientId: patient.id, doctorId: doctor.id, date: addDays(todayIn(zone), 4), time: '11:00', expiresAt: new Date(Date.now() + 15 * 60_000) })
      .returning({ id: slotOffers.id });
    const context = { mailer: t.app.mailer, clinicTimeZone: zone, appUrl: t.config.appUrl, organizer: { name: 'Clinvia', email: 'no-reply@clinvia.local' }, linkSecret: t.config.linkSecret };
    expect(await deliverOfferEmail(t.database.db, context, offer?.id ?? '')).toBe('not_sent');
    const [row] = await t.database.db.select({ emailedAt: slotOffers.emailedAt }).from(slotOffers).where(eq(slotOffers.id, offer?.id ?? ''));
    expect(row?.emailedAt).toBeNull();
    expect(await readdir(outboxDir(dataDir)).catch(() => [])).toEqual([]);
  });

  it('tells the staff console that e-mail is off, and counts the messages not sent', async () => {
    const dashboard = await injectAs(t.app, staffMember, { method: 'GET', url: '/api/staff/dashboard' });
    expect(dashboard.json()).toMatchObject({ email_off: true });
    const messages = await injectAs(t.app, staffMember, { method: 'GET', url: '/api/staff/appointment-messages?status=not_sent' });
    expect(messages.statusCode).toBe(200);
    const page = messages.json<{ email_off: boolean; counts: { sent: number; not_sent: number }; messages: { status: string; sent_at: string | null }[] }>();
    expect(page.email_off).toBe(true);
    expect(page.counts.sent).toBe(0);
    expect(page.counts.not_sent).toBeGreaterThan(0);
    expect(page.messages.every((message) => message.status === 'not_sent' && message.sent_at === null)).toBe(true);
  });

  it('answers a password reset request plainly that no e-mail can be sent, the same for a known and an unknown address', async () => {
    const known = await t.app.inject({ method: 'POST', url: '/api/authentication/forgot-password', payload: { email: patient.email } });
    const unknown = await t.app.inject({ method: 'POST', url: '/api/authentication/forgot-password', payload: { email: 'nobody-here@example.com' } });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: mailOffResetMessage });
    expect(unknown.json()).toEqual(known.json());
  });
});
