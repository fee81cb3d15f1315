import { Eye, EyeOff } from 'lucide-react';
import { useId, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import type { FieldError } from 'react-hook-form';

const inputBase =
  'block w-full rounded-md border bg-white px-3 py-2.5 text-slate-900 shadow-xs placeholder:text-slate-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-teal-600/40 disabled:bg-slate-100 disabled:text-slate-700';

function borderFor(error: FieldError | undefined): string {
  return error ? 'border-red-600 focus-visible:border-red-600' : 'border-slate-300 focus-visible:border-teal-600';
}

interface FieldShellProps {
  id: string;
  label: string;
  error?: FieldError;
  hint?: string;
  optional?: boolean;
  children: ReactNode;
}

/** Label above, message below in red (AUTH-7, A11Y-2), tied to the input for screen readers. */
function FieldShell({ id, label, error, hint, optional, children }: FieldShellProps) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
        {optional ? <span className="font-normal text-slate-600"> (optional)</span> : null}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error?.message ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error.message}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, error: FieldError | undefined, hint: string | undefined): string | undefined {
  if (error?.message) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: FieldError; hint?: string; optional?: boolean };

export function TextField({ label, error, hint, optional, id, className = '', ...input }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <FieldShell id={inputId} label={label} error={error} hint={hint} optional={optional}>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, error, hint)}
        className={`${inputBase} ${borderFor(error)} ${className}`}
        {...input}
      />
    </FieldShell>
  );
}

/** A password input with a show/hide toggle (AUTH-6). */
export function PasswordField({ label, error, hint, id, ...input }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell id={inputId} label={label} error={error} hint={hint}>
      <div className="relative">
        <input
          id={inputId}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, error, hint)}
          className={`${inputBase} ${borderFor(error)} pr-12`}
          {...input}
        />
        <button
          type="button"
          onClick={() => {
            setVisible((shown) => !shown);
          }}
          aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          aria-pressed={visible}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-slate-600 hover:text-slate-900"
        >
          {visible ? <EyeOff className="size-5" aria-hidden="true" /> : <Eye className="size-5" aria-hidden="true" />}
        </button>
      </div>
    </FieldShell>
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

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: FieldError; hint?: string; optional?: boolean; count?: TextCount };

export function TextAreaField({ label, error, hint, optional, count, id, className = '', ...textarea }: TextAreaFieldProps) {
  const generated = useId();
  const textareaId = id ?? generated;
  const countId = `${textareaId}-count`;
  const described = [describedBy(textareaId, error, hint), count === undefined ? undefined : countId].filter((value) => value !== undefined).join(' ');
  return (
    <div>
      <FieldShell id={textareaId} label={label} error={error} hint={hint} optional={optional}>
        <textarea
          id={textareaId}
          aria-invalid={error ? true : undefined}
          aria-describedby={described === '' ? undefined : described}
          className={`${inputBase} ${borderFor(error)} min-h-28 resize-y ${className}`}
          {...textarea}
        />
      </FieldShell>
      {count !== undefined && (
        <div className="flex">
          <CharacterCount id={countId} count={count} />
        </div>
      )}
    </div>
  );
}

type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: ReactNode; error?: FieldError };

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
      {error?.message ? (
        <p id={`${inputId}-error`} className="mt-1 pl-8 text-sm text-red-700">
          {error.message}
        </p>
      ) : null}
    </div>
  );
}

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & { label: string; error?: FieldError; options: readonly { value: string; label: string }[]; placeholder: string };

export function SelectField({ label, error, options, placeholder, id, ...select }: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <FieldShell id={selectId} label={label} error={error}>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(selectId, error, undefined)}
        className={`${inputBase} ${borderFor(error)}`}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

export function SubmitButton({ busy, busyText, children }: { busy: boolean; busyText: string; children: ReactNode }) {
  return (
    <button
      type="submit"
      disabled={busy}
      className="inline-flex w-full items-center justify-center rounded-md bg-teal-700 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-teal-800 disabled:cursor-not-allowed disabled:opacity-70"
    >
      {busy ? busyText : children}
    </button>
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
