import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { contractMessage } from '../../lib/i18n/contract-messages';
import { useLanguage } from '../../lib/i18n/i18n';

/** What a control inside a `Field` spreads onto itself to be tied to its label, hint and error. */
export interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  label: ReactNode;
  /** The per-field message (from the form's check or the API's answer); replaces the hint while shown. */
  error?: string;
  hint?: string;
  optional?: boolean;
  /** The control's id; one is made up without it. */
  id?: string;
  /** Further ids that describe the control (a character count). */
  describedBy?: string;
  children: (control: FieldControl) => ReactNode;
}

/** The ids that describe a control: its error, else its hint, then any others. */
export function describedByIds(id: string, error: string | undefined, hint: string | undefined, more?: string): string | undefined {
  const ids = [error ? `${id}-error` : hint ? `${id}-hint` : undefined, more].filter((value) => value !== undefined);
  return ids.length === 0 ? undefined : ids.join(' ');
}

/**
 * A label above, the control, then its hint or its error in red (AUTH-7, A11Y-2), tied to the
 * control by `aria-describedby`, with `aria-invalid` while the error stands.
 */
export function Field({ label, error, hint, optional, id, describedBy, children }: FieldProps) {
  const { t } = useTranslation('common');
  const generated = useId();
  const controlId = id ?? generated;
  const message = error === '' ? undefined : error;
  return (
    <div>
      <label htmlFor={controlId} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
        {optional ? <span className="font-normal text-slate-600"> {t('fields.optional')}</span> : null}
      </label>
      {children({ id: controlId, 'aria-invalid': message === undefined ? undefined : true, 'aria-describedby': describedByIds(controlId, message, hint, describedBy) })}
      {hint && message === undefined ? (
        <p id={`${controlId}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${controlId}-error`} message={message} />
    </div>
  );
}

interface FieldErrorProps {
  /** The id the control's `aria-describedby` names while the message shows. */
  id: string;
  message: string | null | undefined;
  /** Smaller text, for the rows of a dense editor (hours). */
  small?: boolean;
  /** An icon before the words (the slot picker's alert); passed in, so forms without one do not load it. */
  icon?: ReactNode;
  /** Where it sits: the space above it, an indent under a checkbox's label. */
  className?: string;
}

/**
 * A field's message (A11Y-2): tied to its control by id, and announced when it appears. The live
 * region stays in the page while the message is absent, because a screen reader announces only
 * changes inside a region it already knows; a message that mounts with its region is not read.
 */
export function FieldError({ id, message, small = false, icon, className = 'mt-1' }: FieldErrorProps) {
  const language = useLanguage();
  // A rule of the contracts checked in the page speaks English until put in the page's language (I18N-11).
  const shown = message === null || message === undefined || message === '' ? undefined : contractMessage(message, language);
  if (shown === undefined) return <p id={id} aria-live="polite" className="sr-only" />;
  return (
    <p id={id} aria-live="polite" className={`${className} ${icon === undefined ? '' : 'flex items-center gap-1.5 '}${small ? 'text-xs' : 'text-sm'} text-red-700`}>
      {icon}
      {shown}
    </p>
  );
}
