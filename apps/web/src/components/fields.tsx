import { Eye, EyeOff } from 'lucide-react';
import { useId, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import type { FieldError as FormFieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from './ui/Button';
import { Field, FieldError } from './ui/Field';

const inputBase =
  'block w-full rounded-md border bg-white px-3 py-2.5 text-slate-900 shadow-xs placeholder:text-slate-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-teal-600/40 disabled:bg-slate-100 disabled:text-slate-700';

function borderFor(error: FormFieldError | undefined): string {
  return error ? 'border-red-600 focus-visible:border-red-600' : 'border-slate-300 focus-visible:border-teal-600';
}

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: FormFieldError; hint?: string; optional?: boolean };

export function TextField({ label, error, hint, optional, id, className = '', ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} error={error?.message} hint={hint} optional={optional}>
      {(control) => <input {...control} className={`${inputBase} ${borderFor(error)} ${className}`} {...input} />}
    </Field>
  );
}

/** A password input with a show/hide toggle (AUTH-6). */
export function PasswordField({ label, error, hint, optional, id, ...input }: TextFieldProps) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  return (
    <Field id={id} label={label} error={error?.message} hint={hint} optional={optional}>
      {(control) => (
      <div className="relative">
        <input {...control} type={visible ? 'text' : 'password'} className={`${inputBase} ${borderFor(error)} pr-12`} {...input} />
        <button
          type="button"
          onClick={() => {
            setVisible((shown) => !shown);
          }}
          aria-label={t(visible ? 'fields.hide' : 'fields.show', { label: label.toLowerCase() })}
          aria-pressed={visible}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-slate-600 hover:text-slate-900"
        >
          {visible ? <EyeOff className="size-5" aria-hidden="true" /> : <Eye className="size-5" aria-hidden="true" />}
        </button>
      </div>
      )}
    </Field>
  );
}

/** How much text a box holds against its limits (BOOK-18, CONTACT-4). */
export interface TextCount {
  length: number;
  max: number;
  min?: number;
}

/** The counter's words: '4 more characters needed · at most 2000', '12 / 2000 characters'. */
export function countText({ length, max, min }: TextCount): string {
  if (min !== undefined && length < min) return `${String(min - length)} more characters needed · at most ${String(max)}`;
  return `${String(length)} / ${String(max)} characters`;
}

/**
 * The limit shown from the first keystroke (BOOK-18, CONTACT-4). Nothing is cut: text beyond the
 * limit stays in the box, the count turns red and the form's check refuses it with the limit's
 * message. Read with the box (aria-describedby), not announced at every keystroke.
 */
export function CharacterCount({ id, count }: { id: string; count: TextCount }) {
  const over = count.length > count.max;
  return (
    <p id={id} data-over={over ? true : undefined} className={`ml-auto mt-1 shrink-0 text-xs ${over ? 'font-semibold text-red-700' : 'text-slate-600'}`}>
      {countText(count)}
    </p>
  );
}

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: FormFieldError; hint?: string; optional?: boolean; count?: TextCount };

export function TextAreaField({ label, error, hint, optional, count, id, className = '', ...textarea }: TextAreaFieldProps) {
  const generated = useId();
  const textareaId = id ?? generated;
  const countId = `${textareaId}-count`;
  return (
    <div>
      <Field id={textareaId} label={label} error={error?.message} hint={hint} optional={optional} describedBy={count === undefined ? undefined : countId}>
        {(control) => <textarea {...control} className={`${inputBase} ${borderFor(error)} min-h-28 resize-y ${className}`} {...textarea} />}
      </Field>
      {count !== undefined && (
        <div className="flex">
          <CharacterCount id={countId} count={count} />
        </div>
      )}
    </div>
  );
}

type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: ReactNode; error?: FormFieldError };

/** A checkbox with its label beside it and its message below (e.g. an agreement). */
export function CheckboxField({ label, error, id, ...input }: CheckboxFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error?.message ? `${inputId}-error` : undefined}
          className={`mt-0.5 size-5 shrink-0 rounded border accent-teal-700 ${error ? 'border-red-600' : 'border-slate-400'}`}
          {...input}
        />
        <label htmlFor={inputId} className="text-sm text-slate-800">
          {label}
        </label>
      </div>
      <FieldError id={`${inputId}-error`} message={error?.message} className="mt-1 pl-8" />
    </div>
  );
}

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & { label: string; error?: FormFieldError; options: readonly { value: string; label: string }[]; placeholder: string };

export function SelectField({ label, error, options, placeholder, id, ...select }: SelectFieldProps) {
  return (
    <Field id={id} label={label} error={error?.message}>
      {(control) => (
      <select {...control} className={`${inputBase} ${borderFor(error)}`} {...select}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      )}
    </Field>
  );
}

/** A form's full-width submit button: disabled and saying `busyText` while `busy`. */
export function SubmitButton({ busy, busyText, children }: { busy: boolean; busyText: string; children: ReactNode }) {
  return (
    <Button type="submit" size="lg" className="w-full" loading={busy} loadingText={busyText}>
      {children}
    </Button>
  );
}

/** A message for the whole form (e.g. the wait after too many attempts). */
export function FormAlert({ tone, children }: { tone: 'error' | 'success' | 'info'; children: ReactNode }) {
  const styles = {
    error: 'border-red-200 bg-red-50 text-red-800',
    success: 'border-green-200 bg-green-50 text-green-800',
    info: 'border-sky-200 bg-sky-50 text-sky-900',
  }[tone];
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`rounded-md border px-4 py-3 text-sm ${styles}`}>
      {children}
    </div>
  );
}

/** A card around one form of the auth screens. */
export function AuthCard({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 ${className}`}>{children}</div>;
}
