import { cardSides, type CardSide, type StaffCheckIn } from '@clinvia/contracts/check-ins';
import { getCheckInCard, getStaffCheckIn, verifyCheckInInsurance } from '@clinvia/contracts/operations/check-ins';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, Download } from 'lucide-react';
import { useState } from 'react';
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

const sideLabels: Record<CardSide, string> = { front: 'Card front', back: 'Card back' };

function CardDownload({ appointmentId, side, name }: { appointmentId: string; side: CardSide; name: string }) {
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
        {sideLabels[side]}
      </Button>
      {failure !== null && <span className="ml-2 text-sm text-red-700">{failure}</span>}
    </span>
  );
}

function Details({ checkIn }: { checkIn: StaffCheckIn }) {
  const queryClient = useQueryClient();
  const verify = useMutation(operationMutation(verifyCheckInInsurance, () => ({ params: { appointmentId: checkIn.appointment_id } })));
  if (checkIn.state === null) return <p className="text-sm text-slate-700">The patient has not started the check-in.</p>;
  const { contact, insurance } = checkIn;
  return (
    <div className="space-y-3 text-sm">
      <p className="font-semibold text-slate-900">{checkIn.state === 'completed' ? 'Checked in' : 'Check-in started, not finished'}</p>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-900">Contact</dt>
        <dd className="break-words text-slate-700">{contact === null ? 'Not confirmed yet' : `${contact.name} · ${contact.email} · ${contact.phone} · ${String(contact.age)}, ${contact.gender} · ${contact.address}`}</dd>
        <dt className="font-medium text-slate-900">Insurance</dt>
        <dd className="break-words text-slate-700">{insurance === null ? 'Not given yet' : insurance.mode === 'self_pay' ? 'No insurance (pays themselves)' : `${insurance.provider ?? ''}, member number ${insurance.member_number ?? ''}`}</dd>
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
              loadingText="Saving..."
              onClick={() => {
                // The list's 'insurance verified' and this panel read again.
                verify.mutate(undefined, { onSuccess: () => { void queryClient.invalidateQueries({ queryKey: staffKeys.all }); } });
              }}
            >
              <BadgeCheck className="size-4" aria-hidden="true" />
              Mark insurance verified
            </Button>
          ) : (
            <p className="flex items-center gap-1 font-medium text-teal-800">
              <BadgeCheck className="size-4" aria-hidden="true" />
              Insurance verified{checkIn.insurance_verified_by === null ? '' : ` by ${checkIn.insurance_verified_by}`}
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
