import { describe, expect, it } from 'vitest';
import { doctorFilters, tabRange } from './filters';

const today = '2026-03-31';

describe('tabRange', () => {
  it('maps each tab to clinic dates, Past latest first', () => {
    expect(tabRange('today', today)).toEqual({ from: today, to: today, order: 'asc' });
    expect(tabRange('tomorrow', today)).toEqual({ from: '2026-04-01', to: '2026-04-01', order: 'asc' });
    expect(tabRange('upcoming', today)).toEqual({ from: today, order: 'asc' });
    expect(tabRange('past', today)).toEqual({ to: '2026-03-30', order: 'desc' });
    expect(tabRange(undefined, today)).toEqual({ order: 'asc' });
  });
});

describe('doctorFilters', () => {
  it('narrows a tab with the query’s own dates and keeps the other filters', () => {
    expect(doctorFilters('d1', { tab: 'upcoming', from: '2026-04-05', to: '2026-04-10', status: 'pending', q: 'ali', page: 1, pageSize: 20 }, today)).toEqual({
      doctorId: 'd1',
      from: '2026-04-05',
      to: '2026-04-10',
      status: 'pending',
      patientText: 'ali',
      order: 'asc',
    });
    // A from before the tab's start does not widen it.
    expect(doctorFilters('d1', { tab: 'today', from: '2026-01-01', page: 1, pageSize: 20 }, today)).toMatchObject({ from: today, to: today });
    expect(doctorFilters('d1', { tab: 'past', to: '2026-05-01', page: 1, pageSize: 20 }, today)).toMatchObject({ from: undefined, to: '2026-03-30', order: 'desc' });
  });
});
