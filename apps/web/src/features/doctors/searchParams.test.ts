import { describe, expect, it } from 'vitest';
import { apiQuery, defaultFinderState, finderSearchParams, readFinderState } from './searchParams';

describe('Find Doctor URL state', () => {
  it('round-trips through the URL, leaving defaults out', () => {
    const state = { q: 'heart', city: 'Boston, MA', specialization: 'Cardiology', sort: 'fee' as const, page: 3, language: 'es' as const };
    const params = finderSearchParams(state);
    expect(params.toString()).toBe('q=heart&city=Boston%2C+MA&specialization=Cardiology&language=es&sort=fee&page=3');
    expect(readFinderState(params)).toEqual(state);
    expect(finderSearchParams(defaultFinderState).toString()).toBe('');
  });

  it('falls back to defaults for hand-edited bad values', () => {
    expect(readFinderState(new URLSearchParams('sort=cheapest&page=-2'))).toEqual(defaultFinderState);
    expect(readFinderState(new URLSearchParams('page=1.5')).page).toBe(1);
    // FIND-17: a code outside the supported list (or not a code at all) is no filter.
    expect(readFinderState(new URLSearchParams('language=xx')).language).toBe('');
    expect(readFinderState(new URLSearchParams('language=Spanish')).language).toBe('');
  });

  it('always names the sort in the API query', () => {
    expect(apiQuery(defaultFinderState)).toEqual({ sort: 'recommended' });
    expect(apiQuery({ ...defaultFinderState, city: 'Boston, MA', page: 2 })).toEqual({ city: 'Boston, MA', page: '2', sort: 'recommended' });
    expect(apiQuery({ ...defaultFinderState, language: 'es' })).toEqual({ language: 'es', sort: 'recommended' });
  });
});
