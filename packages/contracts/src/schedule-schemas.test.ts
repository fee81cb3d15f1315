import { describe, expect, it } from 'vitest';
import { hoursMessages, overrideUpdateSchema, weekUpdateSchema } from './schedule-schemas';

// HOURS-5: the week's and overrides' rules, the same for the form and the server.

function fieldsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): Record<string, string> {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.map(String).join('.'), issue.message]));
}

const week = (monday: { start: string; end: string }[]) => [[], monday, [], [], [], [], []];

describe('weekUpdateSchema (HOURS-5)', () => {
  it('takes a week of ordered periods and a slot length typed into a form', () => {
    const parsed = weekUpdateSchema.parse({ slotMinutes: '20', week: week([{ start: '07:30', end: '12:00' }, { start: '12:30', end: '15:00' }]) });
    expect(parsed.slotMinutes).toBe(20);
    expect(parsed.week[1]).toHaveLength(2);
  });

  it('lets one period end where the next starts', () => {
    expect(weekUpdateSchema.safeParse({ slotMinutes: 30, week: week([{ start: '09:00', end: '12:00' }, { start: '12:00', end: '13:00' }]) }).success).toBe(true);
  });

  it('names each wrong field', () => {
    const result = weekUpdateSchema.safeParse({ slotMinutes: 25, week: week([{ start: '09:00', end: '08:00' }, { start: '07:00', end: '7:30' }]) });
    expect(fieldsOf(result)).toEqual({
      slotMinutes: hoursMessages.slotMinutes,
      'week.1.0.end': hoursMessages.order,
      'week.1.1.end': hoursMessages.clock,
    });
  });

  it('refuses overlapping periods on the later one, and periods out of order', () => {
    expect(fieldsOf(weekUpdateSchema.safeParse({ slotMinutes: 30, week: week([{ start: '09:00', end: '12:00' }, { start: '11:30', end: '13:00' }]) }))).toEqual({ 'week.1.1.start': hoursMessages.overlap });
    expect(fieldsOf(weekUpdateSchema.safeParse({ slotMinutes: 30, week: week([{ start: '13:00', end: '14:00' }, { start: '09:00', end: '10:00' }]) }))).toEqual({ 'week.1.1.start': hoursMessages.sequence });
  });

  it('needs seven days and at least one period', () => {
    expect(fieldsOf(weekUpdateSchema.safeParse({ slotMinutes: 30, week: [[]] }))).toEqual({ week: hoursMessages.week });
    expect(fieldsOf(weekUpdateSchema.safeParse({ slotMinutes: 30, week: [[], [], [], [], [], [], []] }))).toEqual({ week: hoursMessages.noneWorked });
  });
});

describe('overrideUpdateSchema (HOURS-2)', () => {
  it('takes no periods as a day off', () => {
    expect(overrideUpdateSchema.parse({ periods: [] })).toEqual({ periods: [] });
  });
});
