import { useSearchParams } from 'react-router';

/**
 * The chosen tab of a page, kept in `?tab=` so a link can open a tab (/services?tab=ambulance)
 * and a reload keeps it. An unknown or missing value means the first tab. Choosing a tab
 * replaces the history entry and keeps the scroll position.
 */
export function useTabParam<Id extends string>(ids: readonly [Id, ...Id[]]): [Id, (id: Id) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const selected = ids.find((id) => id === requested) ?? ids[0];
  const select = (id: Id) => {
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (id === ids[0]) next.delete('tab');
        else next.set('tab', id);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  return [selected, select];
}
