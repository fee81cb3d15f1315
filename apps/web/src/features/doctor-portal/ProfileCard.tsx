import type { AppointmentStatus } from '@clinvia/contracts/appointments';
import type { OwnDoctorProfile } from '@clinvia/contracts/doctor-portal';
import { setOwnAvailability } from '@clinvia/contracts/operations/doctor-portal';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/Avatar';
import { ButtonLink } from '../../components/ui/Button';
import { reasonOf } from '../../lib/api';
import { formatFee } from '../../lib/format';
import { useLanguage } from '../../lib/i18n/i18n';
import { StatusBadge } from '../../components/StatusBadge';
import { ownProfileKey } from '../../lib/queries/doctor-profile';
import { operationMutation } from '../../lib/operation-queries';
import { statsQuery } from './api';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-right font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/** PORTAL-3: Status as a switch the doctor flips: whether patients can book them. */
function AvailabilitySwitch({ available }: { available: boolean }) {
  const { t } = useTranslation('doctorPortal');
  const queryClient = useQueryClient();
  const labelId = useId();
  const hintId = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const setAvailability = useMutation(operationMutation(setOwnAvailability, (to: boolean) => ({ body: { available: to } })));

  const flip = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const profile = await setAvailability.mutateAsync(!available);
      queryClient.setQueryData(ownProfileKey, profile);
      // Find Doctor and the booking pages read availability too.
      void queryClient.invalidateQueries({ queryKey: ['doctors'] });
    } catch (error) {
      setProblem(reasonOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="py-2">
      <div className="flex items-center justify-between gap-4">
        <span id={labelId} className="text-sm text-slate-600">
          {t('profile.status')}
        </span>
        <button
          type="button"
          role="switch"
          aria-checked={available}
          aria-labelledby={labelId}
          aria-describedby={hintId}
          disabled={busy}
          onClick={() => void flip()}
          className="group inline-flex items-center gap-2 rounded-full font-medium text-slate-900 disabled:cursor-wait disabled:opacity-60"
        >
          <span className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 transition-colors motion-reduce:transition-none ${available ? 'border-teal-700 bg-teal-700' : 'border-slate-400 bg-slate-200'}`}>
            <span className={`inline-block size-4 rounded-full bg-white shadow transition-transform motion-reduce:transition-none ${available ? 'translate-x-5' : 'translate-x-0.5'}`} />
          </span>
          {available ? t('profile.available') : t('profile.unavailable')}
        </button>
      </div>
      <p id={hintId} className="mt-1 text-xs text-slate-600">
        {available ? t('profile.availableHint') : t('profile.unavailableHint')}
      </p>
      {problem !== null && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}

// LIFE-12: declined requests are counted apart from cancellations.
const statOrder: (AppointmentStatus | 'declined')[] = ['confirmed', 'pending', 'completed', 'cancelled', 'declined', 'no_show'];

/** PORTAL-4's Appointment Stats: counts over all the doctor's appointments, whatever the filters. */
function Stats({ doctorId }: { doctorId: string }) {
  const { t } = useTranslation('doctorPortal');
  const stats = useQuery(statsQuery(doctorId));
  return (
    <section aria-labelledby="portal-stats-title" className="mt-5 border-t border-slate-100 pt-4">
      <h3 id="portal-stats-title" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
        {t('profile.stats')}
      </h3>
      {stats.isError ? (
        <p className="mt-2 text-sm text-slate-600">{t('profile.statsError')}</p>
      ) : (
        <dl className="mt-3 grid grid-cols-2 gap-3" aria-busy={stats.isPending}>
          {statOrder.map((status) => (
            <div key={status} className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2.5">
              <dt>
                {status === 'declined' ? <StatusBadge status="cancelled" declined /> : <StatusBadge status={status} />}
              </dt>
              <dd className="mt-1.5 text-2xl font-bold text-slate-900">{stats.data ? stats.data[status] : '–'}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

/** The left card (PORTAL-3, PORTAL-4): who the doctor is, their practice details, the availability switch and the statistics. */
export function ProfileCard({ profile }: { profile: OwnDoctorProfile }) {
  const { t } = useTranslation('doctorPortal');
  const language = useLanguage();
  return (
    <section aria-labelledby="portal-profile-title" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex items-center gap-4">
        <Avatar name={profile.name} src={profile.face_url} size={72} />
        <div className="min-w-0">
          <h2 id="portal-profile-title" className="text-lg font-semibold text-slate-900">
            {t('profile.name', { name: profile.name })}
          </h2>
          <p className="font-medium text-teal-700">{profile.specialization}</p>
        </div>
      </div>
      <dl className="mt-4 divide-y divide-slate-100">
        <Detail label={t('profile.qualifications')}>{profile.qualifications}</Detail>
        <Detail label={t('profile.experience')}>{t('profile.years', { years: profile.experience_years })}</Detail>
        <Detail label={t('profile.fee')}>{formatFee(profile.consultation_fee, language)}</Detail>
        <Detail label={t('profile.rating')}>{`${profile.rating.toFixed(1)} / 5`}</Detail>
      </dl>
      <div className="border-t border-slate-100">
        <AvailabilitySwitch available={profile.available} />
      </div>
      <ButtonLink to="/doctor-profile" variant="inline" className="mt-2 text-sm">
        {t('profile.viewProfile')}
      </ButtonLink>
      <Stats doctorId={profile.id} />
    </section>
  );
}
