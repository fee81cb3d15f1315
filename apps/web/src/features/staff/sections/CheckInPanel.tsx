import { cardSides, type CardSide, type StaffCheckIn } from '@clinvia/contracts/check-ins';
import { getCheckInCard, getStaffCheckIn, verifyCheckInInsurance } from '@clinvia/contracts/operations/check-ins';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/fields';
import { Button } from '../../../components/ui/Button';
import { LoadState } from '../../../components/ui/LoadState';
import { reasonOf } from '../../../lib/api';
import { call } from '../../../lib/client';
import { saveBlob } from '../../../lib/download';
import { fetchFile } from '../../../lib/file-fetch';
import { operationMutation } from '../../../lib/operation-queries';
import { staffKeys } from '../api';

// CHECKIN-7: one appointment's check-in in the staff console: what the patient confirmed, their
// insurance and card photos (downloads), and 'Mark insurance verified'.

function CardDownload({ appointmentId, side, name }: { appointmentId: string; side: CardSide; name: string }) {
  const { t } = useTranslation('staffClinic');
  const [failure, setFailure] = useState<string | null>(null);
  const save = async () => {
    setFailure(null);
    try {
      const { blob } = await fetchFile(getCheckInCard, { params: { appointmentId, side } });
      saveBlob(blob, name);
    } catch (error) {
      setFailure(reasonOf(error));
    }
  };
  return (
    <span>
      <Button variant="secondary" size="sm" onClick={() => void save()}>
        <Download className="size-4" aria-hidden="true" />
        {t(`checkIn.sides.${side}`)}
      </Button>
      {failure !== null && <span className="ml-2 text-sm text-red-700">{failure}</span>}
    </span>
  );
}

function Details({ checkIn }: { checkIn: StaffCheckIn }) {
  const { t } = useTranslation('staffClinic');
  const queryClient = useQueryClient();
  const verify = useMutation(operationMutation(verifyCheckInInsurance, () => ({ params: { appointmentId: checkIn.appointment_id } })));
  if (checkIn.state === null) return <p className="text-sm text-slate-700">{t('checkIn.notStarted')}</p>;
  const { contact, insurance } = checkIn;
  return (
    <div className="space-y-3 text-sm">
      <p className="font-semibold text-slate-900">{checkIn.state === 'completed' ? t('checkIn.completed') : t('checkIn.started')}</p>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-900">{t('checkIn.contact')}</dt>
        <dd className="break-words text-slate-700">{contact === null ? t('checkIn.contactNotConfirmed') : `${contact.name} · ${contact.email} · ${contact.phone} · ${String(contact.age)}, ${t(`checkIn.gender.${contact.gender}`)} · ${contact.address}`}</dd>
        <dt className="font-medium text-slate-900">{t('checkIn.insurance')}</dt>
        <dd className="break-words text-slate-700">{insurance === null ? t('checkIn.insuranceNotGiven') : insurance.mode === 'self_pay' ? t('checkIn.selfPay') : t('checkIn.member', { provider: insurance.provider ?? '', number: insurance.member_number ?? '' })}</dd>
      </dl>
      {insurance?.mode === 'insurance' && (
        <div className="flex flex-wrap items-center gap-2">
          {cardSides.map((side) => {
            const file = checkIn.cards[side];
            return file === null ? null : <CardDownload key={side} appointmentId={checkIn.appointment_id} side={side} name={file.name} />;
          })}
          {checkIn.insurance_verified_at === null ? (
            <Button
              size="sm"
              loading={verify.isPending}
              loadingText={t('checkIn.saving')}
              onClick={() => {
                // The list's 'insurance verified' and this panel read again.
                verify.mutate(undefined, { onSuccess: () => { void queryClient.invalidateQueries({ queryKey: staffKeys.all }); } });
              }}
            >
              <BadgeCheck className="size-4" aria-hidden="true" />
              {t('checkIn.verify')}
            </Button>
          ) : (
            <p className="flex items-center gap-1 font-medium text-teal-800">
              <BadgeCheck className="size-4" aria-hidden="true" />
              {checkIn.insurance_verified_by === null ? t('checkIn.verified') : t('checkIn.verifiedBy', { name: checkIn.insurance_verified_by })}
            </p>
          )}
        </div>
      )}
      {verify.error !== null && <FormAlert tone="error">{reasonOf(verify.error)}</FormAlert>}
    </div>
  );
}

export function CheckInPanel({ appointmentId }: { appointmentId: string }) {
  const checkIn = useQuery({ queryKey: [...staffKeys.all, 'check-in', appointmentId], queryFn: ({ signal }) => call(getStaffCheckIn, { params: { appointmentId }, signal }) });
  return (
    <div className="mt-3 rounded-lg border border-slate-200 bg-slate-50 p-3" data-testid="staff-check-in">
      <LoadState pending={checkIn.isPending} error={checkIn.error} empty={false} emptyText="" onRetry={() => void checkIn.refetch()}>
        {checkIn.data && <Details checkIn={checkIn.data} />}
      </LoadState>
    </div>
  );
}
