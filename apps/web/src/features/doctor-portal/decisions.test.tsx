import { describe, expect, it } from 'vitest';
import { doctorAppointment } from '../../test/fixtures';
import { decisionsFor } from './decisions';

const base = doctorAppointment({ id: 'a1' });

describe('decisionsFor', () => {
  it('offers accept and reject for a request, complete, no-show and cancel for a begun confirmed visit, as the server allows', () => {
    expect(decisionsFor(base)).toEqual(['accept', 'reject']);
    expect(decisionsFor({ ...base, status: 'confirmed', next_statuses: ['completed', 'no_show', 'cancelled'] })).toEqual(['complete', 'no_show', 'cancel']);
    expect(decisionsFor({ ...base, status: 'confirmed', next_statuses: ['cancelled'] })).toEqual(['cancel']);
    expect(decisionsFor({ ...base, status: 'completed', next_statuses: [] })).toEqual([]);
    expect(decisionsFor({ ...base, status: 'no_show', next_statuses: [] })).toEqual([]);
    // NOSHOW-2: a booking clinic staff confirm offers the doctor only the decline.
    expect(decisionsFor({ ...base, staff_confirms: true })).toEqual(['reject']);
  });
});
