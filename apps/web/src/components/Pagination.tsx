import { ChevronLeft, ChevronRight } from 'lucide-react';
import { pageItems } from './pagination';
import { useTranslation } from 'react-i18next';

interface PaginationProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

const base = 'inline-flex h-10 min-w-10 items-center justify-center rounded-md border px-3 text-sm font-medium';
const idle = 'border-slate-300 bg-white text-slate-700 hover:border-teal-600 hover:text-teal-700';
const disabled = 'disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:border-slate-300 disabled:hover:text-slate-700';

/** Previous / numbered / next buttons (FIND-8); previous and next are disabled at the ends. */
export function Pagination({ page, pageCount, onPage }: PaginationProps) {
  const { t } = useTranslation('common');
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t('pagination.label')} className="mt-8 flex flex-wrap items-center justify-center gap-2">
      <button type="button" className={`${base} ${idle} ${disabled} gap-1`} aria-label={t('pagination.previousPage')} disabled={page <= 1} onClick={() => { onPage(page - 1); }}>
        <ChevronLeft className="size-4" aria-hidden="true" />
        <span className="hidden sm:inline">{t('pagination.previous')}</span>
      </button>
      {pageItems(page, pageCount).map((item, i) =>
        item === 'gap' ? (
          <span key={`gap-${String(i)}`} className="px-1 text-slate-500" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            aria-label={t('pagination.page', { page: item })}
            aria-current={item === page ? 'page' : undefined}
            className={`${base} ${item === page ? 'border-teal-700 bg-teal-700 text-white' : idle}`}
            onClick={() => { onPage(item); }}
          >
            {item}
          </button>
        ),
      )}
      <button type="button" className={`${base} ${idle} ${disabled} gap-1`} aria-label={t('pagination.nextPage')} disabled={page >= pageCount} onClick={() => { onPage(page + 1); }}>
        <span className="hidden sm:inline">{t('pagination.next')}</span>
        <ChevronRight className="size-4" aria-hidden="true" />
      </button>
    </nav>
  );
}
