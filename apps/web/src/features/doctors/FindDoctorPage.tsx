import { doctorSortLabels, doctorSorts, type DoctorSort } from '@clinvia/contracts/doctor-sorts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MapPin, Search, SlidersHorizontal } from 'lucide-react';
import { useId, useState, type SyntheticEvent } from 'react';
import { useSearchParams } from 'react-router';
import { doctorListQuery } from '../../lib/queries/doctors';
import { citiesQuery, specializationsQuery } from './api';
import { DoctorCard } from './DoctorCard';
import { Pagination } from '../../components/Pagination';
import { showingCaption } from '../../components/pagination';
import { apiQuery, defaultFinderState, finderSearchParams, readFinderState, type FinderState } from './searchParams';

const inputClass =
  'w-full rounded-md border border-slate-300 bg-white py-2.5 pl-10 pr-3 text-slate-900 placeholder:text-slate-500 focus:border-teal-600 focus:outline-none focus:ring-2 focus:ring-teal-600/30';

/** The search and location boxes; they apply on 'Find Doctors' (FIND-3, FIND-4), not on every key. */
function SearchForm({ state, onSearch }: { state: FinderState; onSearch: (q: string, city: string) => void }) {
  const id = useId();
  const cities = useQuery(citiesQuery());
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
          Search doctors, specialties
        </label>
        <Search className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-slate-500" aria-hidden="true" />
        <input id={`${id}-q`} name="q" type="search" defaultValue={state.q} placeholder="Search doctors, specialties..." maxLength={100} className={inputClass} />
      </div>
      <div className="relative">
        <label htmlFor={`${id}-city`} className="sr-only">
          Location
        </label>
        <MapPin className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-slate-500" aria-hidden="true" />
        <input
          id={`${id}-city`}
          name="city"
          type="text"
          list={`${id}-cities`}
          autoComplete="off"
          defaultValue={state.city}
          placeholder="San Francisco, CA"
          maxLength={100}
          className={inputClass}
        />
        {/* Suggests the cities where listed doctors practise; the filter matches a whole city. */}
        <datalist id={`${id}-cities`}>
          {cities.data?.map((city) => (
            <option key={city} value={city} />
          ))}
        </datalist>
      </div>
      <button type="submit" className="rounded-md bg-teal-700 px-6 py-2.5 font-semibold text-white hover:bg-teal-800">
        Find Doctors
      </button>
    </form>
  );
}

function SpecialtyButtons({ selected, onSelect }: { selected: string; onSelect: (specialization: string) => void }) {
  const specializations = useQuery(specializationsQuery());
  const choices = ['', ...(specializations.data ?? [])];
  return (
    <div role="group" aria-label="Specialty" className="flex flex-wrap gap-2">
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
            {choice || 'All Specialties'}
          </button>
        );
      })}
    </div>
  );
}

function ResultsSkeleton() {
  return (
    <div role="status" aria-label="Loading doctors" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="h-64 animate-pulse rounded-xl border border-slate-200 bg-slate-100" />
      ))}
    </div>
  );
}

export default function FindDoctorPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = readFinderState(searchParams);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const results = useQuery({ ...doctorListQuery(apiQuery(state)), placeholderData: keepPreviousData });
  const sortId = useId();

  // Every change is a new history entry, so Back returns to the previous filters.
  const update = (change: Partial<FinderState>) => {
    setSearchParams(finderSearchParams({ ...state, page: 1, ...change }));
  };
  const goToPage = (page: number) => {
    update({ page });
    window.scrollTo({ top: 0 });
  };

  const data = results.data;
  const pageCount = data ? Math.ceil(data.total / data.pageSize) : 0;
  const caption = data ? showingCaption(data.page, data.pageSize, data.total, data.items.length) : null;
  const filtered = state.q !== '' || state.city !== '' || state.specialization !== '';

  return (
    <div className="page-container py-10">
      <title>Find a Doctor · Clinvia</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Find a Doctor</h1>
      <p className="mt-2 text-lg text-slate-600">Search verified doctors by name, specialty or location and book an appointment.</p>

      <div className="mt-6 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-6">
        {/* Remounted when the URL changes (Back, a shared link), so the boxes show its values. */}
        <SearchForm
          key={`${state.q}|${state.city}`}
          state={state}
          onSearch={(q, city) => {
            update({ q, city });
          }}
        />
        <button
          type="button"
          aria-expanded={filtersOpen}
          aria-controls="doctor-filters"
          onClick={() => { setFiltersOpen((open) => !open); }}
          className="mt-4 inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 md:hidden"
        >
          <SlidersHorizontal className="size-4" aria-hidden="true" />
          Filters &amp; Sort
        </button>
        <div id="doctor-filters" className={`${filtersOpen ? 'flex' : 'hidden'} mt-4 flex-col gap-4 md:flex md:flex-row md:items-start md:justify-between`}>
          <SpecialtyButtons selected={state.specialization} onSelect={(specialization) => { update({ specialization }); }} />
          <div className="flex shrink-0 items-center gap-2">
            <label htmlFor={sortId} className="text-sm font-medium text-slate-700">
              Sort by
            </label>
            <select
              id={sortId}
              value={state.sort}
              onChange={(event) => { update({ sort: event.target.value as DoctorSort }); }}
              className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900"
            >
              {doctorSorts.map((sort) => (
                <option key={sort} value={sort}>
                  {doctorSortLabels[sort]}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>

      <section aria-label="Doctors" className="mt-8" aria-busy={results.isFetching}>
        <p role="status" className="mb-4 min-h-6 text-sm text-slate-600">
          {caption}
        </p>
        {results.isPending ? (
          <ResultsSkeleton />
        ) : results.isError && !data ? (
          <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-800">
            <p className="font-medium">We couldn't load the doctors.</p>
            <p className="mt-1 text-sm">{results.error.message}</p>
            <button
              type="button"
              onClick={() => void results.refetch()}
              className="mt-4 rounded-md border border-red-300 bg-white px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-100"
            >
              Try again
            </button>
          </div>
        ) : data?.items.length === 0 ? (
          <div className="rounded-xl border border-slate-200 bg-white p-8 text-center">
            <p className="text-lg font-semibold text-slate-900">No doctors match your search.</p>
            <p className="mt-1 text-slate-600">
              {data.total > 0 ? 'This page is past the last one.' : 'Try another name, specialty or location.'}
            </p>
            {(filtered || state.page > 1) && (
              <button
                type="button"
                onClick={() => { setSearchParams(finderSearchParams(defaultFinderState)); }}
                className="mt-4 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-teal-800 hover:border-teal-600"
              >
                Clear filters
              </button>
            )}
          </div>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {data?.items.map((doctor) => (
              <li key={doctor.user_id}>
                <DoctorCard doctor={doctor} />
              </li>
            ))}
          </ul>
        )}
        {data && <Pagination page={state.page} pageCount={pageCount} onPage={goToPage} />}
      </section>
    </div>
  );
}
