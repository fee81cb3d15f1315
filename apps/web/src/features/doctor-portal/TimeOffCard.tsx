import type { TimeOffCalendar, TimeOffSlot } from '@clinvia/contracts/doctor-portal';
import { clockLabel } from '../../lib/zone-time';
import type { TimeOffRequestInput } from '@clinvia/contracts/doctor-portal';
import { blockTimeOff, unblockTimeOff } from '@clinvia/contracts/operations/doctor-portal';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Ban, CalendarOff, Clock, Lock } from 'lucide-react';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reasonOf } from '../../lib/api';
import { formatClinicDate } from '../../lib/clinic-dates';
import { useLanguage } from '../../lib/i18n/i18n';
import { operationMutation } from '../../lib/operation-queries';
import { portalKey, timeOffQuery } from './api';
import { Button, ButtonLink } from '../../components/ui/Button';

// Time off (issue 11, beyond SPEC): the doctor blocks whole days or single slots of the next
// 10 days; patients cannot book them. A slot a patient holds cannot be blocked: the server
// says so, and the doctor cancels or moves the booking first.

type SlotState = 'open' | 'blocked' | 'booked' | 'past';

function stateOf(slot: TimeOffSlot): SlotState {
  if (slot.past) return 'past';
  if (slot.blocked) return 'blocked';
  if (slot.booked) return 'booked';
  return 'open';
}

const stateClasses: Record<SlotState, string> = {
  open: 'border-slate-300 bg-white text-slate-900 hover:border-teal-600',
  blocked: 'border-slate-600 bg-slate-700 text-white hover:bg-slate-800',
  booked: 'border-teal-200 bg-teal-50 text-teal-900',
  past: 'border-slate-200 bg-slate-50 text-slate-500',
};

function SlotIcon({ state }: { state: SlotState }) {
  if (state === 'blocked') return <Ban className="size-3.5" aria-hidden="true" />;
  if (state === 'booked') return <Lock className="size-3.5" aria-hidden="true" />;
  if (state === 'past') return <Clock className="size-3.5" aria-hidden="true" />;
  return null;
}

function dayNote(day: TimeOffCalendar['days'][number], t: TFunction<'doctorPortal'>): string | null {
  if (day.day_off) return t('timeOff.dayOff');
  const blocked = day.slots.filter((slot) => slot.blocked).length;
  return blocked === 0 ? null : t('timeOff.blockedCount', { count: blocked });
}

export function TimeOffCard() {
  const { t } = useTranslation('doctorPortal');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const calendar = useQuery(timeOffQuery());
  const [chosen, setChosen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { mutateAsync: blockTime } = useMutation(operationMutation(blockTimeOff, (body: TimeOffRequestInput) => ({ body })));
  const { mutateAsync: unblock } = useMutation(operationMutation(unblockTimeOff, (query: { date: string; time?: string }) => ({ query })));
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const name = useId();

  const days = calendar.data?.days ?? [];
  const day = days.find((entry) => entry.date === chosen) ?? days[0];

  const change = async (run: () => Promise<TimeOffCalendar>, done: string) => {
    setBusy(true);
    setMessage(null);
    try {
      queryClient.setQueryData(timeOffQuery().queryKey, await run());
      setMessage({ tone: 'ok', text: done });
      // Booking pages and Find Doctor read the same slots.
      void queryClient.invalidateQueries({ queryKey: ['doctors'] });
    } catch (error) {
      setMessage({ tone: 'error', text: reasonOf(error) });
      void queryClient.invalidateQueries({ queryKey: portalKey });
    } finally {
      setBusy(false);
    }
  };

  const dayLabel = day ? formatClinicDate(day.date, 'long', language) : '';
  const toggleSlot = (slot: TimeOffSlot) => {
    if (!day) return;
    const state = stateOf(slot);
    if (state === 'past') return;
    const words = { time: clockLabel(slot.time, language), day: dayLabel };
    if (state === 'blocked') void change(() => unblock({ date: day.date, time: slot.time }), t('timeOff.timeOpened', words));
    else void change(() => blockTime({ date: day.date, time: slot.time }), t('timeOff.timeBlocked', words));
  };

  return (
    <section aria-labelledby="time-off-title" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="time-off-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <CalendarOff className="size-5 text-teal-700" aria-hidden="true" />
        {t('timeOff.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {t('timeOff.lead')}{' '}
        <ButtonLink to="/doctor-portal/hours" variant="link">
          {t('shell.hoursTitle')}
        </ButtonLink>
        .
      </p>
      {calendar.isPending ? (
        <p role="status" className="py-6 text-slate-600">
          {t('timeOff.loading')}
        </p>
      ) : calendar.isError ? (
        <div role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
          <p className="font-semibold">{t('timeOff.loadError')}</p>
          <Button variant="danger" size="sm" className="mt-2" onClick={() => void calendar.refetch()}>
            {t('timeOff.retry')}
          </Button>
        </div>
      ) : (
        day && (
          <div className="mt-4 space-y-4">
            <fieldset className="min-w-0">
              <legend className="text-sm font-medium text-slate-800">{t('timeOff.day')}</legend>
              <div className="mt-2 flex gap-2 overflow-x-auto p-1 xl:grid xl:grid-cols-10 xl:overflow-visible">
                {days.map((entry) => {
                  const note = dayNote(entry, t);
                  const selected = entry.date === day.date;
                  return (
                    <label key={entry.date} className="relative block shrink-0 cursor-pointer">
                      <input
                        type="radio"
                        name={name}
                        value={entry.date}
                        checked={selected}
                        onChange={() => {
                          setChosen(entry.date);
                          setMessage(null);
                        }}
                        className="peer sr-only"
                      />
                      <span
                        className={`flex w-20 flex-col items-center rounded-lg border px-1 py-2 text-center xl:w-auto peer-focus-visible:ring-2 peer-focus-visible:ring-teal-600 peer-focus-visible:ring-offset-2 ${
                          selected ? 'border-teal-700 bg-teal-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:border-teal-600'
                        }`}
                      >
                        <span className="text-xs font-medium uppercase">{formatClinicDate(entry.date, 'weekday', language)}</span>
                        <span className="text-sm font-semibold">{formatClinicDate(entry.date, 'monthDay', language)}</span>
                        <span className={`text-xs ${selected ? 'text-teal-50' : 'text-slate-600'}`}>{note ?? ' '}</span>
                      </span>
                    </label>
                  );
                })}
              </div>
            </fieldset>

            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="font-medium text-slate-900">{dayLabel}</p>
              {day.day_off ? (
                <Button
                  disabled={busy}
                  onClick={() => void change(() => unblock({ date: day.date }), t('timeOff.dayOpened', { day: dayLabel }))}
                  variant="secondary"
                >
                  {t('timeOff.openDay')}
                </Button>
              ) : (
                <Button variant="neutral" disabled={busy} onClick={() => void change(() => blockTime({ date: day.date }), t('timeOff.dayBlocked', { day: dayLabel }))}>
                  {t('timeOff.blockDay')}
                </Button>
              )}
            </div>

            <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4" aria-label={t('timeOff.timesOn', { day: dayLabel })}>
              {day.slots.map((slot) => {
                const state = stateOf(slot);
                return (
                  <li key={slot.time}>
                    <button
                      type="button"
                      aria-pressed={slot.blocked}
                      disabled={busy || state === 'past'}
                      onClick={() => {
                        toggleSlot(slot);
                      }}
                      className={`flex w-full flex-col items-start rounded-md border px-3 py-2 text-left text-sm disabled:cursor-not-allowed ${stateClasses[state]} ${busy ? 'opacity-70' : ''}`}
                    >
                      <span className="font-semibold">{clockLabel(slot.time, language)}</span>
                      <span className="mt-0.5 inline-flex items-center gap-1 text-xs">
                        <SlotIcon state={state} />
                        {t(`timeOff.states.${state}`)}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
            <p className="text-xs text-slate-600">{t('timeOff.hint')}</p>
            <p role="status" className="min-h-5 text-sm text-slate-700">
              {message?.tone === 'ok' ? message.text : ''}
            </p>
            {message?.tone === 'error' && (
              <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
                {message.text}
              </p>
            )}
          </div>
        )
      )}
    </section>
  );
}
