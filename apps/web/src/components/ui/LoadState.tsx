import type { ReactNode } from 'react';
import { reasonOf } from '../../lib/api';
import { Button } from './Button';
import { useTranslation } from 'react-i18next';

interface LoadStateProps {
  pending: boolean;
  error: unknown;
  /** Loaded, but nothing to show: `emptyText` instead of the content. */
  empty: boolean;
  emptyText: string;
  onRetry: () => void;
  children: ReactNode;
}

/** Loading, failed (with the reason and a retry) or empty: one of them, or the content. */
export function LoadState({ pending, error, empty, emptyText, onRetry, children }: LoadStateProps) {
  const { t } = useTranslation('common');
  if (pending) {
    return (
      <p role="status" className="rounded-xl border border-slate-200 bg-white p-6 text-slate-600">
        {t('loading')}
      </p>
    );
  }
  if (error) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-800">
        <p className="font-semibold">{t('loadFailed')}</p>
        <p className="mt-1 text-sm">{reasonOf(error)}</p>
        <Button variant="danger" onClick={onRetry} className="mt-3">
          {t('tryAgain')}
        </Button>
      </div>
    );
  }
  if (empty) return <EmptyState>{emptyText}</EmptyState>;
  return children;
}

/** What stands where a list has nothing in it. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">{children}</p>;
}
