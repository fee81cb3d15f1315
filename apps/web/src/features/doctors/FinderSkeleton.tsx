import { useTranslation } from 'react-i18next';

/** The results' place while the directory loads: the same size as nine cards, so nothing moves. */
export function ResultsSkeleton() {
  const { t } = useTranslation('doctors');
  return (
    <div role="status" aria-label={t('finder.loading')} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="h-64 animate-pulse rounded-xl border border-slate-200 bg-slate-100" />
      ))}
    </div>
  );
}

/** The results section before its code has loaded (the caption's line kept, as when it loads). */
export function DoctorsSectionLoading() {
  const { t } = useTranslation('doctors');
  return (
    <section aria-label={t('finder.results')} className="mt-8" aria-busy="true">
      <p role="status" className="mb-4 min-h-6 text-sm text-slate-600" />
      <ResultsSkeleton />
    </section>
  );
}
