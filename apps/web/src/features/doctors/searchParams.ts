import type { DoctorListQueryInput } from '@clinvia/contracts/doctors';
import { doctorSorts, type DoctorSort } from '@clinvia/contracts/doctor-sorts';
import { asDoctorLanguage, type DoctorLanguage } from '@clinvia/contracts/language-codes';

/** Find Doctor's state, kept in the URL so it can be shared, reloaded and navigated back to. */
export interface FinderState {
  q: string;
  city: string;
  specialization: string;
  sort: DoctorSort;
  page: number;
  /** FIND-17: an ISO 639-1 code, or '' for any language. */
  language: DoctorLanguage | '';
}

export const defaultFinderState: FinderState = { q: '', city: '', specialization: '', sort: 'recommended', page: 1, language: '' };

function isSort(value: string | null): value is DoctorSort {
  return doctorSorts.some((sort) => sort === value);
}

/** Reads the URL leniently: a hand-edited bad value falls back to its default. */
export function readFinderState(params: URLSearchParams): FinderState {
  const page = Number(params.get('page'));
  const sort = params.get('sort');
  return {
    q: params.get('q')?.trim() ?? '',
    city: params.get('city')?.trim() ?? '',
    specialization: params.get('specialization')?.trim() ?? '',
    sort: isSort(sort) ? sort : 'recommended',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    language: asDoctorLanguage(params.get('language')) ?? '',
  };
}

/** The URL form of a state; defaults are left out so plain /find-doctor stays plain. */
export function finderSearchParams(state: FinderState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.city) params.set('city', state.city);
  if (state.specialization) params.set('specialization', state.specialization);
  if (state.language) params.set('language', state.language);
  if (state.sort !== 'recommended') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The API query for a state: the set filters, always the sort (page size: the server's default of 9). */
export function apiQuery(state: FinderState): DoctorListQueryInput {
  return { ...Object.fromEntries(finderSearchParams(state)), sort: state.sort };
}
