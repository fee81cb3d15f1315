import type { CheckIn, CheckInStep } from '@clinvia/contracts/check-ins';
import { finishCheckIn } from '@clinvia/contracts/operations/check-ins';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/fields';
import { Button } from '../../components/ui/Button';
import { FormActions } from '../../components/ui/FormActions';
import { reasonOf } from '../../lib/api';
import { operationMutation } from '../../lib/operation-queries';

function Row({ title, children, onEdit }: { title: string; children: React.ReactNode; onEdit: () => void }) {
  const { t } = useTranslation('checkIn');
  return (
    <div className="flex items-start justify-between gap-3 border-b border-slate-200 py-3 last:border-b-0">
      <div className="min-w-0">
        <dt className="font-medium text-slate-900">{title}</dt>
        <dd className="mt-1 break-words text-sm text-slate-700">{children}</dd>
      </div>
      <Button variant="secondary" size="sm" onClick={onEdit}>
        {t('edit')}
        <span className="sr-only">: {title}</span>
      </Button>
    </div>
  );
}

/** CHECKIN-5: the last step: what the patient gave, then finish (the server checks every step is done). */
export function ReviewStep({ checkIn, onFinished, onGoTo }: { checkIn: CheckIn; onFinished: (next: CheckIn) => void; onGoTo: (step: CheckInStep) => void }) {
  const { t } = useTranslation('checkIn');
  const finish = useMutation(operationMutation(finishCheckIn, () => ({ params: { appointmentId: checkIn.appointment_id } })));
  const { contact, insurance, cards } = checkIn;
  const photos = [cards.front, cards.back].filter((card) => card !== null).length;
  return (
    <div className="space-y-4">
      <p className="text-slate-700">{t('reviewLead')}</p>
      <dl className="rounded-lg border border-slate-200 px-4">
        <Row title={t('steps.contact')} onEdit={() => { onGoTo('contact'); }}>
          {contact === null ? '—' : `${contact.name} · ${contact.email} · ${contact.phone} · ${contact.address}`}
        </Row>
        <Row title={t('steps.insurance')} onEdit={() => { onGoTo('insurance'); }}>
          {insurance === null ? '—' : insurance.mode === 'self_pay' ? t('selfPay') : `${insurance.provider ?? ''}, ${insurance.member_number ?? ''} · ${photos === 0 ? t('noPhotos') : t('photos', { count: photos })}`}
        </Row>
        {checkIn.steps.includes('questionnaires') && (
          <Row title={t('steps.questionnaires')} onEdit={() => { onGoTo('questionnaires'); }}>
            {t('questionnairesCount', { completed: checkIn.questionnaires.completed, total: checkIn.questionnaires.total })}
          </Row>
        )}
        {checkIn.steps.includes('consents') && (
          <Row title={t('steps.consents')} onEdit={() => { onGoTo('consents'); }}>
            {t('consentsCount', { signed: checkIn.consents.signed, total: checkIn.consents.total })}
          </Row>
        )}
      </dl>
      {finish.error !== null && <FormAlert tone="error">{reasonOf(finish.error)}</FormAlert>}
      <FormActions>
        <Button size="lg" loading={finish.isPending} loadingText={t('finishing')} onClick={() => { finish.mutate(undefined, { onSuccess: (result) => { onFinished(result.check_in); } }); }}>
          {t('finish')}
        </Button>
      </FormActions>
    </div>
  );
}
