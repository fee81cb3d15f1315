import type { ReactNode } from 'react';
import { setActing, useActing } from '../lib/acting';
import { Button } from './ui/Button';
import { useTranslation } from 'react-i18next';

/**
 * PROXY-5: what only the person themselves does (their sign-in settings, a consent's signature)
 * says so while the tab acts for someone, instead of showing the proxy's own account under the
 * 'Acting for' bar; the server refuses it anyway (`proxy_not_allowed`). `actions` replace the way
 * back to one's own account where the screen has its own (a check-in step's Continue).
 */
export function NotWhileActing({ children, why, actions }: { children: ReactNode; why: (name: string) => string; actions?: ReactNode }) {
  const { t } = useTranslation('common');
  const acting = useActing();
  if (acting === null) return children;
  return (
    <div role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <p>{why(acting.patientName)}</p>
      {actions ?? (
        <Button
          variant="secondary"
          className="mt-3"
          onClick={() => {
            setActing(null);
          }}
        >
          {t('backToMe')}
        </Button>
      )}
    </div>
  );
}
