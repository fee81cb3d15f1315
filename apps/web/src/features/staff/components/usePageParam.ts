import { useSearchParams } from 'react-router';

/** The page of a console list, kept in `?page=` beside the section's filters. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const setPage = (next: number) => {
    const updated = new URLSearchParams(params);
    if (next === 1) updated.delete('page');
    else updated.set('page', String(next));
    setParams(updated);
  };
  return [page, setPage];
}
