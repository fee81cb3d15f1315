import { MailX } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * MAIL-2: the clinic sends no e-mail (MAIL_DELIVERY=off), said where staff look: the dashboard
 * and the Messages section, from the flag their answers carry.
 */
export function EmailOffNotice() {
  const { t } = useTranslation('staff');
  return (
    <div role="status" className="mb-6 flex gap-3 rounded-xl border-2 border-amber-500 bg-amber-50 p-4 text-amber-950">
      <MailX className="size-6 shrink-0 text-amber-700" aria-hidden="true" />
      <div>
        <p className="font-bold">{t('emailOff.title')}</p>
        <p className="text-sm">
          {t('emailOff.text')}
        </p>
      </div>
    </div>
  );
}
