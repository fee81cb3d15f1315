import type { CheckIn, CheckInStep } from '@clinvia/contracts/check-ins';
import { finishCheckIn } from '@clinvia/contracts/operations/check-ins';
import { useMutation } from '@tanstack/react-query';
import { FormAlert } from '../../components/fields';
import { Button } from '../../components/ui/Button';
import { FormActions } from '../../components/ui/FormActions';
import { reasonOf } from '../../lib/api';
import { operationMutation } from '../../lib/operation-queries';
import { checkInTexts as texts } from './texts';

function Row({ title, children, onEdit }: { title: string; children: React.ReactNode; onEdit: () => void }) {
  return (
    <div className="flex items-start justify-between gap-3 border-b border-slate-200 py-3 last:border-b-0">
      <div className="min-w-0">
        <dt className="font-medium text-slate-900">{title}</dt>
        <dd className="mt-1 break-words text-sm text-slate-700">{children}</dd>
      </div>
      <Button variant="secondary" size="sm" onClick={onEdit}>
        {texts.edit}
        <span className="sr-only">: {title}</span>
      </Button>
    </div>
  );
}

/** CHECKIN-5: the last step: what the patient gave, then finish (the server checks every step is done). */
export function ReviewStep({ checkIn, onFinished, onGoTo }: { checkIn: CheckIn; onFinished: (next: CheckIn) => void; onGoTo: (step: CheckInStep) => void }) {
  const finish = useMutation(operationMutation(finishCheckIn, () => ({ params: { appointmentId: checkIn.appointment_id } })));
  const { contact, insurance, cards } = checkIn;
  const photos = [cards.front, cards.back].filter((card) => card !== null).length;
  return (
    <div className="space-y-4">
      <p className="text-slate-700">{texts.reviewLead}</p>
      <dl className="rounded-lg border border-slate-200 px-4">
        <Row title={texts.contactSummary} onEdit={() => { onGoTo('contact'); }}>
          {contact === null ? '—' : `${contact.name} · ${contact.email} · ${contact.phone} · ${contact.address}`}
        </Row>
        <Row title={texts.insuranceSummary} onEdit={() => { onGoTo('insurance'); }}>
          {insurance === null ? '—' : insurance.mode === 'self_pay' ? texts.selfPay : `${insurance.provider ?? ''}, ${insurance.member_number ?? ''} · ${photos === 0 ? texts.noPhotos : texts.photos(photos)}`}
        </Row>
        {checkIn.steps.includes('questionnaires') && (
          <Row title={texts.questionnairesSummary} onEdit={() => { onGoTo('questionnaires'); }}>
            {texts.questionnairesCount(checkIn.questionnaires.completed, checkIn.questionnaires.total)}
          </Row>
        )}
        {checkIn.steps.includes('consents') && (
          <Row title={texts.consentsSummary} onEdit={() => { onGoTo('consents'); }}>
            {texts.consentsCount(checkIn.consents.signed, checkIn.consents.total)}
          </Row>
        )}
      </dl>
      {finish.error !== null && <FormAlert tone="error">{reasonOf(finish.error)}</FormAlert>}
      <FormActions>
        <Button size="lg" loading={finish.isPending} loadingText={texts.finishing} onClick={() => { finish.mutate(undefined, { onSuccess: (result) => { onFinished(result.check_in); } }); }}>
          {texts.finish}
        </Button>
      </FormActions>
    </div>
  );
}
