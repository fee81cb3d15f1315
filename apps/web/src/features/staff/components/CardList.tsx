import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Pagination } from '../../../components/Pagination';
import { LoadState } from '../../../components/ui/LoadState';

/** One page of a staff queue as the API answers it. */
export interface QueuePage<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

/**
 * A staff queue shown as cards, a page at a time (the inbox, ambulance requests): its loading,
 * error and empty states, the cards and the pages under them.
 */
export function CardList<T>({ query, emptyText, onPage, card }: { query: UseQueryResult<QueuePage<T>>; emptyText: string; onPage: (page: number) => void; card: (item: T) => ReactNode }) {
  const data = query.data;
  return (
    <div className="mt-6">
      <LoadState pending={query.isPending} error={query.error} empty={data?.items.length === 0} emptyText={emptyText} onRetry={() => void query.refetch()}>
        {data && (
          <>
            <ul className="space-y-4">{data.items.map(card)}</ul>
            <Pagination page={data.page} pageCount={Math.ceil(data.total / data.pageSize)} onPage={onPage} />
          </>
        )}
      </LoadState>
    </div>
  );
}
