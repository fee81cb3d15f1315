import { describe, expect, it } from 'vitest';
import { errorForLog, redactUrl } from './log-safety';

describe('redactUrl', () => {
  it('hides every query value and keeps the names', () => {
    expect(redactUrl('/reset-password?token=abc123&next=%2Fhome')).toBe('/reset-password?token=[redacted]&next=[redacted]');
    expect(redactUrl('/api/staff/patients?q=Alex%20Morgan&page=2')).toBe('/api/staff/patients?q=[redacted]&page=[redacted]');
    expect(redactUrl('/x?Password=hunter2&flag')).toBe('/x?Password=[redacted]&flag=[redacted]');
    expect(redactUrl('/x?')).toBe('/x?');
    expect(redactUrl('/plain')).toBe('/plain');
  });

  it('hides a calendar feed’s token, the one secret in a path (SEC-21)', () => {
    const token = 'A'.repeat(43);
    expect(redactUrl(`/api/calendar-feeds/${token}`)).toBe('/api/calendar-feeds/[redacted]');
    expect(redactUrl(`/api/calendar-feeds/${token}?x=1`)).toBe('/api/calendar-feeds/[redacted]?x=[redacted]');
    expect(redactUrl('/api/doctors/me/calendar-feed')).toBe('/api/doctors/me/calendar-feed');
  });

  it('hides it in every spelling a router might or might not match (SEC-22)', () => {
    const token = 'Tk_-9'.repeat(8);
    for (const url of [
      `/API/calendar-feeds/${token}`,
      `//api/calendar-feeds/${token}`,
      `/api//Calendar-Feeds/${token}`,
      `/api/calendar%2Dfeeds/${token}`,
      `/api/calendar-feeds/${token}/`,
      `/api/calendar-feeds/${token}/extra`,
      `///api///CALENDAR-FEEDS///${token}`,
      `/ml/../api/calendar-feeds/${token}#x`,
    ]) {
      const logged = redactUrl(url);
      expect(logged, url).not.toContain(token);
      expect(logged, url).toContain('[redacted]');
    }
    expect(redactUrl(`/API/calendar-feeds/${token}?a=1`)).toBe('/API/calendar-feeds/[redacted]?a=[redacted]');
  });
});

describe('errorForLog', () => {
  it("keeps a query error's SQL and codes but not its values or the driver's detail", () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "appointments_active_slot_key"'), {
      code: '23505',
      constraint: 'appointments_active_slot_key',
      detail: 'Key (patient_id)=(secret-id) already exists.',
    });
    const error = new Error('Failed query: insert into "appointments" ("reason") values ($1)\nparams: Chest pain at night', { cause });
    const logged = errorForLog(error);
    const text = JSON.stringify(logged);
    expect(logged.message).toBe('Failed query: insert into "appointments" ("reason") values ($1)');
    expect(text).toContain('appointments_active_slot_key');
    expect(text).toContain('23505');
    expect(text).not.toContain('Chest pain');
    expect(text).not.toContain('secret-id');
    expect(logged.stack).toMatch(/^Error: Failed query: insert[^\n]*\n {4}at /);
  });
});
