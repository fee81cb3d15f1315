import { HONEYPOT_FIELD } from '@clinvia/contracts/site';
import { useId, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The public forms' honeypot (packages/contracts/src/site.ts): off screen, out of the tab
 * order and hidden from assistive technology, so only bots that fill every field fill it in.
 */
export function Honeypot(input: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'tabIndex' | 'autoComplete'>) {
  const id = useId();
  const { t } = useTranslation('site');
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
      <label htmlFor={id}>{t('honeypot')}</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" {...input} />
    </div>
  );
}
