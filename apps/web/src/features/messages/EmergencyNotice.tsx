import { emergencyHotline } from '@clinvia/contracts/site';
import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * MSG-UI-3: before a patient sends, a plain notice that messages are not for emergencies (the
 * hotline, the ambulance request) and how soon the clinic answers (its setting, MSG-5).
 */
export function EmergencyNotice({ answerDays }: { answerDays: number | undefined }) {
  const { t } = useTranslation('messages');
  return (
    <div role="note" aria-labelledby="not-emergency-title" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <p id="not-emergency-title" className="flex items-center gap-2 font-semibold">
        <AlertTriangle className="size-5 shrink-0" aria-hidden="true" />
        {t('notEmergencyTitle')}
      </p>
      <p className="mt-1 text-sm">
        {t('notEmergency')}{' '}
        <a href={`tel:${emergencyHotline.tel}`} className="whitespace-nowrap font-semibold underline underline-offset-2">
          {emergencyHotline.display}
        </a>{' '}
        {t('orLocal')}{' '}
        <Link to="/emergency" className="font-semibold underline underline-offset-2">
          {t('requestAmbulance')}
        </Link>
        .
      </p>
      {answerDays !== undefined && <p className="mt-1 text-sm">{t('answerWithin', { count: answerDays })}</p>}
    </div>
  );
}
