import { describe, expect, it } from 'vitest';
import { isoFromTimestampText } from './rows';

describe('isoFromTimestampText', () => {
  it('writes what Date#toISOString writes for PostgreSQL text in UTC, fractions of any length', () => {
    for (const text of ['2026-11-29 13:14:51+00', '2026-11-29 13:14:51.5+00', '2026-11-29 13:14:51.123+00', '2026-11-29 13:14:51.123999+00', '2024-02-29 23:59:59.9999+00', '1970-01-01 00:00:00+00']) {
      expect(isoFromTimestampText(text), text).toBe(new Date(text).toISOString());
    }
  });

  it('keeps a year under 100 that Date would read as 19xx', () => {
    expect(isoFromTimestampText('0099-01-01 00:00:00+00')).toBe('0099-01-01T00:00:00.000Z');
  });

  it('converts text in another zone through Date', () => {
    expect(isoFromTimestampText('2026-11-29 14:14:51.25+01')).toBe('2026-11-29T13:14:51.250Z');
    expect(isoFromTimestampText('2026-11-29 08:44:51-04:30')).toBe('2026-11-29T13:14:51.000Z');
  });
});
