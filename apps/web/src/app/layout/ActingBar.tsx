import { listProxies } from '@clinvia/contracts/operations/proxies';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { UsersRound } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { actingEnded, onActingChange, setActing, useActing, useActingEnded } from '../../lib/acting';
import { operationQuery } from '../../lib/operation-queries';
import { QueryScope } from '../../lib/query';
import type { SessionUser } from '../../lib/token';

// PROXY-4, PROXY-7: the 'Acting for' switcher under the header, for a patient who may act for
// someone. While acting it says for whom on every page; a grant that ended (the server's 403
// `proxy_inactive`, or the list no longer holding it) drops the tab back to the user's own view
// and says why.


function Bar({ user }: { user: SessionUser }) {
  const queryClient = useQueryClient();
  const acting = useActing();
  const { t } = useTranslation('layout');
  // Switching whom the tab acts for reads every answer again, as the new person's. Here, with the
  // bar every patient's page loads, rather than with the query cache of every visitor (PERF-7).
  useEffect(
    () =>
      onActingChange(() => {
        void queryClient.resetQueries();
      }),
    [queryClient],
  );
  const selectId = useId();
  // Typed, not checked with zod: the bar is on every page of a signed-in patient, and zod with the
  // proxies' schemas would weigh on each first load (issue 39.7); it shows names and compares ids.
  const list = useQuery(operationQuery(listProxies, { unchecked: true }));
  const ended = useActingEnded();
  const actingFor = list.data?.acting_for ?? [];
  const { refetch } = list;

  // A grant that ended: the list of whom the user may act for has changed too.
  useEffect(() => {
    if (ended !== null) void refetch();
  }, [ended, refetch]);
  // The list no longer holds the person acted for: their grant ended.
  useEffect(() => {
    if (acting === null || list.data === undefined) return;
    if (!list.data.acting_for.some((one) => one.patient_id === acting.patientId)) actingEnded();
  }, [acting, list.data]);

  if (actingFor.length === 0 && acting === null && ended === null) return null;
  return (
    <div className={acting === null ? 'border-t border-slate-200 bg-slate-50' : 'border-t border-amber-300 bg-amber-50'}>
      <div className="page-container flex flex-wrap items-center gap-x-4 gap-y-2 py-2 text-sm">
        <UsersRound className="size-4 text-slate-700" aria-hidden="true" />
        {acting === null ? null : <p className="font-semibold text-amber-900">{t('acting.actingFor', { name: acting.patientName })}</p>}
        {actingFor.length > 0 ? (
          <div className="flex items-center gap-2">
            <label htmlFor={selectId} className="text-slate-700">
              {t('acting.switchLabel')}
            </label>
            <select
              id={selectId}
              value={acting?.patientId ?? ''}
              onChange={(event) => {
                const chosen = actingFor.find((one) => one.patient_id === event.target.value);
                setActing(chosen === undefined ? null : { patientId: chosen.patient_id, patientName: chosen.patient_name });
              }}
              className="rounded-md border border-slate-300 bg-white px-2 py-1 text-slate-900"
            >
              <option value="">{t('acting.myself', { name: user.name })}</option>
              {actingFor.map((one) => (
                <option key={one.patient_id} value={one.patient_id}>
                  {one.patient_name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {ended === null ? null : (
          <p role="alert" className="font-medium text-red-800">
            {t('acting.ended', { name: ended })}
          </p>
        )}
      </div>
    </div>
  );
}

export default function ActingBar({ user }: { user: SessionUser }) {
  return (
    <QueryScope>
      <Bar user={user} />
    </QueryScope>
  );
}
