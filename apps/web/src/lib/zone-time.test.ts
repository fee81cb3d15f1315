import { describe, expect, it } from 'vitest';
import { withZone, zoneNote } from './zone-time';

// TIME-5: a time carries its zone in words only for a viewer whose clock reads otherwise.

describe('zoneNote', () => {
  it('names the doctor’s zone for a viewer elsewhere, in summer and winter alike', () => {
    expect(zoneNote('2026-07-14', '14:30', 'America/Denver', 'Europe/Berlin')).toBe('Mountain time');
    expect(zoneNote('2026-12-14', '14:30', 'America/Denver', 'America/New_York')).toBe('Mountain time');
    expect(zoneNote('2026-12-14', '09:00', 'America/New_York', 'UTC')).toBe('Eastern time');
    expect(zoneNote('2026-12-14', '09:00', 'UTC', 'America/New_York')).toBe('UTC');
  });

  it('says nothing when the viewer’s clock reads the same', () => {
    expect(zoneNote('2026-07-14', '14:30', 'America/Denver', 'America/Denver')).toBeNull();
    expect(zoneNote('2026-07-14', '14:30', 'America/Denver', 'America/Boise')).toBeNull();
  });

  it('tells Arizona (no daylight saving) from Denver in summer, when their offsets differ', () => {
    expect(zoneNote('2026-07-14', '10:00', 'America/Phoenix', 'America/Denver')).toBe('Mountain Standard time');
    expect(zoneNote('2026-03-08', '09:00', 'America/New_York', 'America/Chicago')).toBe('Eastern time');
  });
});

describe('withZone', () => {
  it('adds the zone to a label only when it differs', () => {
    expect(withZone('2:30 PM', '2026-07-14', '14:30', 'America/Denver', 'Asia/Tokyo')).toBe('2:30 PM Mountain time');
    expect(withZone('2:30 PM', '2026-07-14', '14:30', 'America/Denver', 'America/Denver')).toBe('2:30 PM');
  });
});
