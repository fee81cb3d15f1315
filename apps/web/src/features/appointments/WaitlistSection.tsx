import type { WaitlistEntry } from '@clinvia/contracts/waitlist';
import { leaveWaitlist } from '@clinvia/contracts/operations/patients';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { reasonOf } from '../../lib/api';
import { formatClinicDate } from '../../lib/clinic-dates';
import { useLanguage } from '../../lib/i18n/i18n';
import { specialtyName } from '../../lib/i18n/specialty-names';
import { patientKey } from '../../lib/queries/patients';
import { showToast } from '../../lib/toast';
import { operationMutation } from '../../lib/operation-queries';
import { waitlistQuery } from '../../lib/waitlist';
import { Button } from '../../components/ui/Button';

// WAIT-1: the patient's waitlist entries on /appointments, each with the way to leave it.
// Nothing is shown while there are none.


export function WaitlistSection({ patientId }: { patientId: string }) {
  const { t } = useTranslation('appointments');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const entries = useQuery(waitlistQuery(patientId));
  const [leaving, setLeaving] = useState<string | null>(null);
  const { mutateAsync: leaveWaitlistEntry } = useMutation(operationMutation(leaveWaitlist, (entryId: string) => ({ params: { entryId } })));

  const daysOf = (entry: WaitlistEntry): string =>
    entry.days === null ? t('waitlist.anyDay', { date: formatClinicDate(entry.expires_on, 'short', language) }) : entry.days.map((day) => formatClinicDate(day, 'short', language)).join(', ');

  async function leave(entry: WaitlistEntry) {
    setLeaving(entry.id);
    try {
      const answer = await leaveWaitlistEntry(entry.id);
      void showToast({ icon: 'success', title: answer.message, position: 'top-end', durationMs: 3000 });
    } catch (error) {
      void showToast({ icon: 'error', title: t('waitlist.leaveFailed'), text: reasonOf(error), position: 'top-end', durationMs: 4500 });
    } finally {
      setLeaving(null);
      void queryClient.invalidateQueries({ queryKey: patientKey(patientId) });
    }
  }

  if (!entries.data || entries.data.entries.length === 0) return null;
  return (
    <section aria-labelledby="waitlist-title">
      <h2 id="waitlist-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <BellRing className="size-5 text-teal-700" aria-hidden="true" />
        {t('waitlist.title')}
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-sm font-medium text-slate-700">{entries.data.entries.length}</span>
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('waitlist.hint')}</p>
      <ul className="mt-3 space-y-3" aria-labelledby="waitlist-title">
        {entries.data.entries.map((entry) => (
          <li key={entry.id} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="font-semibold text-slate-900">
                <Link to={`/doctors/${entry.doctor_id}`} className="hover:underline">
                  {t('doctorName', { name: entry.doctor_name })}
                </Link>
              </p>
              <p className="text-sm text-slate-600">{specialtyName(entry.specialization, language)}</p>
              <p className="mt-1 text-sm text-slate-800">
                {daysOf(entry)} · {entry.parts.map((part) => t(`waitlist.dayParts.${part}`)).join(` ${t('waitlist.and')} `)}
              </p>
            </div>
            <Button
              disabled={leaving === entry.id}
              onClick={() => void leave(entry)}
              variant="secondary" className="shrink-0"
            >
              {t('waitlist.leave')}
              <span className="sr-only"> {t('waitlist.leaveOf', { name: entry.doctor_name })}</span>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
