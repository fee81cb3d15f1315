import { useId, type ReactNode } from 'react';
import { FieldError } from './FieldError';

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
  const generated = useId();
  const controlId = id ?? generated;
  const message = error === '' ? undefined : error;
  return (
    <div>
      <label htmlFor={controlId} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
        {optional ? <span className="font-normal text-slate-600"> (optional)</span> : null}
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
