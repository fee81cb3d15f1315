import { doctorSorts, type DoctorSort } from '@clinvia/contracts/doctor-sorts';
import { asDoctorLanguage, doctorLanguages, languageName } from '@clinvia/contracts/language-codes';
import { MapPin, Search, SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useId, useState, type ComponentType, type SyntheticEvent } from 'react';
import { useLanguage, withTexts } from '../../lib/i18n/i18n';
import { specialtyName } from '../../lib/i18n/specialty-names';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAfterPaint } from '../../components/useAfterFirstScreen';
import { DoctorsSectionLoading } from './FinderSkeleton';
import { defaultFinderState, finderSearchParams, readFinderState, type FinderState } from './searchParams';
import { Button } from '../../components/ui/Button';

const inputClass =
  'w-full rounded-md border border-slate-300 bg-white py-2.5 pl-10 pr-3 text-slate-900 placeholder:text-slate-500 focus:border-teal-600 focus:outline-none focus:ring-2 focus:ring-teal-600/30';

type FinderData = typeof import('./FinderData');

/**
 * A part of the page that reads the directory: its code, TanStack Query and the app's query scope
 * load once the page's first frame is painted, so the heading, the boxes and the sort paint
 * without them (the page's first download stays within its 100 KB budget, PERF-7).
 */
function withDirectory<P extends object>(pick: (module: FinderData) => ComponentType<P>) {
  return lazy(async () => {
    const [module, { QueryScope }] = await Promise.all([withTexts(import('./FinderData'), ['doctors']), import('../../lib/query')]);
    const Part = pick(module);
    return {
      default: function PartInQueryScope(props: P) {
        return (
          <QueryScope>
            <Part {...props} />
          </QueryScope>
        );
      },
    };
  });
}

const CityOptions = withDirectory((module) => module.CityOptions);
const SpecialtyButtons = withDirectory((module) => module.SpecialtyButtons);
const DoctorResults = withDirectory((module) => module.DoctorResults);

/** The specialty filter before its choices have loaded: the chosen one only, shown as chosen. */
function ChosenSpecialtyOnly({ selected }: { selected: string }) {
  const { t } = useTranslation('doctors');
  const language = useLanguage();
  return (
    <div role="group" aria-label={t('finder.specialty')} className="flex flex-wrap gap-2">
      <button type="button" aria-pressed="true" disabled className="rounded-full border border-teal-700 bg-teal-700 px-4 py-1.5 text-sm font-medium text-white">
        {selected ? specialtyName(selected, language) : t('finder.allSpecialties')}
      </button>
    </div>
  );
}

/** The search and location boxes; they apply on 'Find Doctors' (FIND-3, FIND-4), not on every key. */
function SearchForm({ state, painted, onSearch }: { state: FinderState; painted: boolean; onSearch: (q: string, city: string) => void }) {
  const { t } = useTranslation('doctors');
  const id = useId();
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' ? value.trim() : '';
    };
    onSearch(text('q'), text('city'));
  };
  return (
    <form role="search" onSubmit={submit} className="grid gap-3 md:grid-cols-[1fr_18rem_auto]">
      <div className="relative">
        <label htmlFor={`${id}-q`} className="sr-only">
          {t('finder.searchLabel')}
        </label>
        <Search className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-slate-500" aria-hidden="true" />
        <input id={`${id}-q`} name="q" type="search" defaultValue={state.q} placeholder={t('finder.searchPlaceholder')} maxLength={100} className={inputClass} />
      </div>
      <div className="relative">
        <label htmlFor={`${id}-city`} className="sr-only">
          {t('finder.location')}
        </label>
        <MapPin className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-slate-500" aria-hidden="true" />
        <input
          id={`${id}-city`}
          name="city"
          type="text"
          list={`${id}-cities`}
          autoComplete="off"
          defaultValue={state.city}
          placeholder={t('finder.locationPlaceholder')}
          maxLength={100}
          className={inputClass}
        />
        {/* Suggests the cities where listed doctors practise; the filter matches their words (FIND-14). */}
        <datalist id={`${id}-cities`}>
          {painted ? (
            <Suspense fallback={null}>
              <CityOptions />
            </Suspense>
          ) : null}
        </datalist>
      </div>
      <Button type="submit" size="lg">
        {t('finder.submit')}
      </Button>
    </form>
  );
}

export default function FindDoctorPage() {
  const { t } = useTranslation('doctors');
  const [searchParams, setSearchParams] = useSearchParams();
  const state = readFinderState(searchParams);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const sortId = useId();
  const languageId = useId();
  const language = useLanguage();
  const painted = useAfterPaint();

  // Every change is a new history entry, so Back returns to the previous filters.
  const update = (change: Partial<FinderState>) => {
    setSearchParams(finderSearchParams({ ...state, page: 1, ...change }));
  };
  const goToPage = (page: number) => {
    update({ page });
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="page-container py-10">
      <title>{t('finder.pageTitle')}</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('finder.title')}</h1>
      <p className="mt-2 text-lg text-slate-600">{t('finder.lead')}</p>

      <div className="mt-6 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-6">
        {/* Remounted when the URL changes (Back, a shared link), so the boxes show its values. */}
        <SearchForm
          key={`${state.q}|${state.city}`}
          state={state}
          painted={painted}
          onSearch={(q, city) => {
            update({ q, city });
          }}
        />
        <Button
          variant="secondary"
          className="mt-4 md:hidden"
          aria-expanded={filtersOpen}
          aria-controls="doctor-filters"
          onClick={() => { setFiltersOpen((open) => !open); }}
        >
          <SlidersHorizontal className="size-4" aria-hidden="true" />
          {t('finder.filters')}
        </Button>
        <div id="doctor-filters" className={`${filtersOpen ? 'flex' : 'hidden'} mt-4 flex-col gap-4 md:flex md:flex-row md:items-start md:justify-between`}>
          {painted ? (
            <Suspense fallback={<ChosenSpecialtyOnly selected={state.specialization} />}>
              <SpecialtyButtons selected={state.specialization} onSelect={(specialization) => { update({ specialization }); }} />
            </Suspense>
          ) : (
            <ChosenSpecialtyOnly selected={state.specialization} />
          )}
          <div className="flex shrink-0 flex-wrap items-center gap-2">
            {/* FIND-17: like the other filters, the language lives in the address (FIND-9). */}
            <label htmlFor={languageId} className="text-sm font-medium text-slate-700">
              {t('finder.language')}
            </label>
            <select
              id={languageId}
              value={state.language}
              onChange={(event) => { update({ language: asDoctorLanguage(event.target.value) ?? '' }); }}
              className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900"
            >
              <option value="">{t('finder.anyLanguage')}</option>
              {/* The supported list's order, the most spoken first (English, Spanish, Chinese...), named in the page's language. */}
              {doctorLanguages.map((code) => (
                <option key={code} value={code}>
                  {languageName(code, language)}
                </option>
              ))}
            </select>
            <label htmlFor={sortId} className="text-sm font-medium text-slate-700">
              {t('finder.sortBy')}
            </label>
            <select
              id={sortId}
              value={state.sort}
              onChange={(event) => { update({ sort: event.target.value as DoctorSort }); }}
              className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900"
            >
              {doctorSorts.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`finder.sort.${sort}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>

      {painted ? (
        <Suspense fallback={<DoctorsSectionLoading />}>
          <DoctorResults
            state={state}
            onPage={goToPage}
            onClear={() => {
              setSearchParams(finderSearchParams(defaultFinderState));
            }}
          />
        </Suspense>
      ) : (
        <DoctorsSectionLoading />
      )}
    </div>
  );
}
