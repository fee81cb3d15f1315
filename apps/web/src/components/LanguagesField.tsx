import { doctorLanguages, languageName } from '@clinvia/contracts/language-codes';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError as FormFieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useLanguage } from '../lib/i18n/i18n';
import { describedByIds } from './ui/Field';
import { FieldError } from './ui/Field';

/**
 * DOC-13: the languages a doctor speaks, one box per supported language named in the page's
 * language (CLDR's names, language-codes.ts), for the doctor's own profile and staff's doctor editor alike. The boxes
 * share one registered name, so the form's value is the list of checked codes.
 */
export function LanguagesField({ registration, error, hint }: { registration: UseFormRegisterReturn; error?: FormFieldError | undefined; hint?: string }) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const id = useId();
  const message = error?.message;
  return (
    <fieldset aria-describedby={describedByIds(id, message, hint)} aria-invalid={message === undefined ? undefined : true}>
      <legend className="mb-1.5 block text-sm font-medium text-slate-800">{t('languagesField.legend')}</legend>
      <div className="grid grid-cols-2 gap-x-4 gap-y-1.5 sm:grid-cols-3 lg:grid-cols-4">
        {doctorLanguages.map((code) => (
          <label key={code} className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" value={code} className="size-4 rounded border-slate-400 accent-teal-700" {...registration} />
            {languageName(code, language)}
          </label>
        ))}
      </div>
      {hint && message === undefined ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={message} />
    </fieldset>
  );
}
