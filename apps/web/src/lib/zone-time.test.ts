import { describe, expect, it } from 'vitest';
import { clockLabel, withZone, zonedClock, zonedInstantClock, zonedNoticeText, zoneNote } from './zone-time';

// TIME-5: a time carries its zone in words only for a viewer whose clock reads otherwise.

describe('zoneNote', () => {
  it('names the doctor’s zone for a viewer elsewhere, in summer and winter alike', () => {
    expect(zoneNote('2026-07-14', '14:30', 'America/Denver', 'en', 'Europe/Berlin')).toBe('Mountain time');
    expect(zoneNote('2026-12-14', '14:30', 'America/Denver', 'en', 'America/New_York')).toBe('Mountain time');
    expect(zoneNote('2026-12-14', '09:00', 'America/New_York', 'en', 'UTC')).toBe('Eastern time');
    expect(zoneNote('2026-12-14', '09:00', 'UTC', 'en', 'America/New_York')).toBe('UTC');
  });

  it('says nothing when the viewer’s clock reads the same', () => {
    expect(zoneNote('2026-07-14', '14:30', 'America/Denver', 'en', 'America/Denver')).toBeNull();
    expect(zoneNote('2026-07-14', '14:30', 'America/Denver', 'en', 'America/Boise')).toBeNull();
  });

  it('tells Arizona (no daylight saving) from Denver in summer, when their offsets differ', () => {
    expect(zoneNote('2026-07-14', '10:00', 'America/Phoenix', 'en', 'America/Denver')).toBe('Mountain Standard time');
    expect(zoneNote('2026-03-08', '09:00', 'America/New_York', 'en', 'America/Chicago')).toBe('Eastern time');
  });
});

describe('withZone', () => {
  it('adds the zone to a label only when it differs', () => {
    expect(withZone('2:30 PM', '2026-07-14', '14:30', 'America/Denver', 'en', 'Asia/Tokyo')).toBe('2:30 PM Mountain time');
    expect(withZone('2:30 PM', '2026-07-14', '14:30', 'America/Denver', 'en', 'America/Denver')).toBe('2:30 PM');
  });
});

describe('zonedClock and zonedInstantClock', () => {
  it('write the 12-hour clock with the zone only for a viewer elsewhere', () => {
    expect(zonedClock('2026-07-14', '14:30', 'America/Denver', 'en', 'America/New_York')).toBe('2:30 PM Mountain time');
    expect(zonedClock('2026-07-14', '00:05', 'America/Denver', 'en', 'America/Denver')).toBe('12:05 AM');
    // An instant on the clock of the doctor's location: 14:15 UTC is 8:15 AM in Denver in March.
    expect(zonedInstantClock('2030-03-12T14:15:00.000Z', 'America/Denver', 'en', 'Europe/London')).toBe('8:15 AM Mountain time');
    expect(zonedInstantClock('2030-03-12T14:15:00.000Z', 'America/Denver', 'en', 'America/Denver')).toBe('8:15 AM');
  });
});

describe('in Spanish (I18N-1)', () => {
  it('writes the clock and the zone as es-US does', () => {
    expect(zonedClock('2026-07-14', '14:30', 'America/Denver', 'es', 'America/New_York')).toBe('2:30 p.m. hora de las Montañas Rocosas');
    expect(zonedClock('2026-07-14', '00:05', 'America/Denver', 'es', 'America/Denver')).toBe('12:05 a.m.');
    expect(zonedInstantClock('2030-03-12T14:15:00.000Z', 'America/New_York', 'es', 'Europe/London')).toBe('10:15 a.m. hora oriental');
  });

  it('writes every clock time as Intl.DateTimeFormat writes it for es-US and en-US', () => {
    for (const language of ['en', 'es'] as const) {
      const intl = new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
      for (let minutes = 0; minutes < 24 * 60; minutes += 5) {
        const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        expect(clockLabel(time, language), time).toBe(intl.format(Date.UTC(2030, 0, 1, 0, minutes)).replace(/\u202f/g, ' '));
      }
    }
  });
});

describe('zonedNoticeText', () => {
  const body = 'Dr. Rosa Peak moved your appointment from Wednesday, January 7 at 9:30 AM to Friday, January 9 at 2:00 PM.';

  it('names the zone after each time a notice names, for a reader elsewhere', () => {
    expect(zonedNoticeText(body, 'America/Denver', '2026-01-02T15:00:00Z', 'America/New_York')).toBe(
      'Dr. Rosa Peak moved your appointment from Wednesday, January 7 at 9:30 AM Mountain time to Friday, January 9 at 2:00 PM Mountain time.',
    );
  });

  it('leaves the text as written for a reader in the zone, and text without times', () => {
    expect(zonedNoticeText(body, 'America/Denver', '2026-01-02T15:00:00Z', 'America/Denver')).toBe(body);
    expect(zonedNoticeText('Your registration was approved.', 'America/Denver', '2026-01-02T15:00:00Z', 'Asia/Tokyo')).toBe('Your registration was approved.');
  });

  it('places a date the notice wrote without its year by its weekday, and leaves one no nearby year fits', () => {
    // Written on Dec 30, 2026 about Friday, January 1: that is 2027's (2026's was a Thursday).
    expect(zonedNoticeText('On Friday, January 1 at 9:00 AM.', 'America/Denver', '2026-12-30T15:00:00Z', 'America/New_York')).toBe('On Friday, January 1 at 9:00 AM Mountain time.');
    // No January 1 from 2025 to 2027 is a Monday: not a date this notice could mean, so left as written.
    expect(zonedNoticeText('On Monday, January 1 at 9:00 AM.', 'America/Denver', '2026-12-30T15:00:00Z', 'America/New_York')).toBe('On Monday, January 1 at 9:00 AM.');
  });
});
