import type { AmbulanceReceipt } from '@clinvia/contracts/ambulance';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';

/** What the requester keeps after sending: the reference to quote on the phone. */
export function RequestReceipt({ receipt, title, onAnother }: { receipt: AmbulanceReceipt; title: string; onAnother: () => void }) {
  const { t } = useTranslation('sitePages');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <div role="status" className="rounded-lg border border-green-200 bg-green-50 p-5 text-green-900">
      <h3 ref={heading} tabIndex={-1} className="flex items-center gap-2 text-lg font-semibold focus:outline-none">
        <CheckCircle2 className="size-6 shrink-0 text-green-700" aria-hidden="true" />
        {title}
      </h3>
      <p className="mt-3 text-sm">{t('ambulance.reference')}</p>
      <p className="font-mono text-3xl font-bold tracking-wider" data-testid="ambulance-reference">
        {receipt.reference}
      </p>
      <p className="mt-3">{receipt.message}</p>
      <Button variant="secondary" className="mt-5" onClick={onAnother}>
        {t('ambulance.another')}
      </Button>
    </div>
  );
}
