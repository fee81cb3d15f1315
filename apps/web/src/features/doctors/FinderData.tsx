import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/i18n/i18n';
import { specialtyName, specialtySearchText } from '../../lib/i18n/specialty-names';
import { doctorListQuery } from '../../lib/queries/doctors';
import { citiesQuery, specializationsQuery } from './api';
import { DoctorCard } from './DoctorCard';
import { ResultsSkeleton } from './FinderSkeleton';
import { Pagination } from '../../components/Pagination';
import { apiQuery, type FinderState } from './searchParams';
import { Button } from '../../components/ui/Button';

// The parts of Find Doctor that read the directory through TanStack Query. They load as the page
// first renders, not before it: the heading, the search boxes and the sort draw without them
// (PERF-7).

/** The cities where listed doctors practise, as the location box's suggestions (FIND-14). */
export function CityOptions() {
  const cities = useQuery(citiesQuery());
  return cities.data?.map((city) => <option key={city} value={city} />);
}

/**
 * The specialty filter's choices, from the listed doctors (FIND-5), each named in the page's
 * language (I18N-13; in Spanish in the order of their Spanish names); the filter sends the clinic's label.
 */
export function SpecialtyButtons({ selected, onSelect }: { selected: string; onSelect: (specialization: string) => void }) {
  const { t } = useTranslation('doctors');
  const language = useLanguage();
  const specializations = useQuery(specializationsQuery());
  const listed = specializations.data ?? [];
  const choices = ['', ...(language === 'es' ? [...listed].sort((a, b) => specialtyName(a, language).localeCompare(specialtyName(b, language), 'es')) : listed)];
  return (
    <div role="group" aria-label={t('finder.specialty')} className="flex flex-wrap gap-2">
      {choices.map((choice) => {
        const active = choice === selected;
        return (
          <button
            key={choice || 'all'}
            type="button"
            aria-pressed={active}
            onClick={() => { onSelect(choice); }}
            className={`rounded-full border px-4 py-1.5 text-sm font-medium ${
              active ? 'border-teal-700 bg-teal-700 text-white' : 'border-slate-300 bg-white text-slate-700 hover:border-teal-600 hover:text-teal-700'
            }`}
          >
            {choice ? specialtyName(choice, language) : t('finder.allSpecialties')}
          </button>
        );
      })}
    </div>
  );
}

/** The caption, the cards and the pages of the doctors the filters choose. */
export function DoctorResults({ state, onPage, onClear }: { state: FinderState; onPage: (page: number) => void; onClear: () => void }) {
  const { t } = useTranslation('doctors');
  const language = useLanguage();
  // I18N-13: a Spanish specialty name typed in the search box is searched for by its English key,
  // in the spelling the directory lists (the chips' list: one request for both).
  const directory = useQuery(specializationsQuery());
  const results = useQuery({ ...doctorListQuery(apiQuery({ ...state, q: specialtySearchText(state.q, language, directory.data) })), placeholderData: keepPreviousData });
  // The cards render in the background (a deferred value renders in slices that let the browser
  // answer input), not in one long task when the answer arrives: the skeleton stays until then.
  const data = useDeferredValue(results.data);
  const pageCount = data ? Math.ceil(data.total / data.pageSize) : 0;
  // 'Showing 10-18 of 42 doctors' (FIND-8), or nothing when there is nothing to show.
  const first = data ? (data.page - 1) * data.pageSize + 1 : 0;
  const caption = data && data.total > 0 && data.items.length > 0 ? t('finder.showing', { first, last: first + data.items.length - 1, total: data.total }) : null;
  const filtered = state.q !== '' || state.city !== '' || state.specialization !== '' || state.language !== '';
  return (
    <section aria-label={t('finder.results')} className="mt-8" aria-busy={results.isFetching}>
      <p role="status" className="mb-4 min-h-6 text-sm text-slate-600">
        {caption}
      </p>
      {results.isError && !data ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-800">
          <p className="font-medium">{t('finder.loadFailed')}</p>
          <p className="mt-1 text-sm">{results.error.message}</p>
          <Button variant="danger" className="mt-4" onClick={() => void results.refetch()}>
            {t('facts.tryAgain')}
          </Button>
        </div>
      ) : data === undefined ? (
        <ResultsSkeleton />
      ) : data.items.length === 0 ? (
        <div className="rounded-xl border border-slate-200 bg-white p-8 text-center">
          <p className="text-lg font-semibold text-slate-900">{t('finder.noMatch')}</p>
          <p className="mt-1 text-slate-600">
            {data.total > 0 ? t('finder.pastLast') : t('finder.tryAnother')}
          </p>
          {(filtered || state.page > 1) && (
            <Button
              onClick={onClear}
              variant="secondary" className="mt-4"
            >
              {t('finder.clear')}
            </Button>
          )}
        </div>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {data.items.map((doctor, index) => (
            // content-visibility: the browser skips style, layout and paint of the cards out of
            // view (at 390 px all but the first), sized meanwhile by the remembered or intrinsic
            // height; the first row (three at lg) is in view and loads its photos at once (PERF-18, issue 39.7).
            <li key={doctor.user_id} className="[contain-intrinsic-size:auto_21rem] [content-visibility:auto]">
              <DoctorCard doctor={doctor} belowFold={index >= 3} />
            </li>
          ))}
        </ul>
      )}
      {data && <Pagination page={state.page} pageCount={pageCount} onPage={onPage} />}
    </section>
  );
}
