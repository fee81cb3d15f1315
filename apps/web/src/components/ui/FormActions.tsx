import type { ReactNode } from 'react';
import { Button } from './Button';
import { useTranslation } from 'react-i18next';

/** The buttons at the end of a form (submit first, then cancel), side by side, wrapping on a phone. */
export function FormActions({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`flex flex-wrap items-center gap-3 ${className}`.trim()}>{children}</div>;
}

/** The usual end of an inline edit form: its submit button (busy while it saves) and Cancel, when there is something to cancel. */
export function SaveOrCancel({ busy, saveText, onCancel, className }: { busy: boolean; saveText: string; onCancel: (() => void) | undefined; className?: string }) {
  const { t } = useTranslation('common');
  return (
    <FormActions className={className}>
      <Button type="submit" loading={busy} loadingText={t('saving')}>
        {saveText}
      </Button>
      {onCancel === undefined ? null : (
        <Button onClick={onCancel} variant="secondary">
          {t('cancel')}
        </Button>
      )}
    </FormActions>
  );
}
