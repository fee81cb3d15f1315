import type { AccountResponse } from '@clinvia/contracts/auth';
import { uiLanguages, type UiLanguage } from '@clinvia/contracts/ui-language';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthCard, FormAlert } from '../../../components/fields';
import { chooseLanguage } from '../../../lib/i18n/choose';
import { useLanguage } from '../../../lib/i18n/i18n';
import { accountKey } from '../../../lib/queries/account';
import { showToast } from '../../../lib/toast';
import { reasonOf } from '../api';

/**
 * I18N-2: /settings' language card: the pages' language (the profile's since sign-in, or the
 * header's latest choice, which saved it too); a choice here switches the pages at once and saves
 * it to the profile.
 */
export function LanguageSettings() {
  const { t } = useTranslation('auth');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const choose = async (chosen: UiLanguage) => {
    setSaving(true);
    setFailure(null);
    try {
      await chooseLanguage(chosen, true);
      queryClient.setQueryData<AccountResponse>(accountKey, (before) => (before === undefined ? before : { ...before, language: chosen }));
      void showToast({ icon: 'success', title: t('languageSettings.saved'), position: 'bottom-end', durationMs: 1500 });
    } catch (error) {
      setFailure(reasonOf(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <AuthCard>
      <fieldset disabled={saving}>
        <legend className="text-xl font-semibold text-slate-900">{t('languageSettings.title')}</legend>
        <p className="mt-1 text-sm text-slate-600">{t('languageSettings.intro')}</p>
        {failure === null ? null : (
          <div className="mt-4">
            <FormAlert tone="error">{failure}</FormAlert>
          </div>
        )}
        <div className="mt-4 flex flex-col gap-2 sm:flex-row">
          {uiLanguages.map((code) => (
            <label key={code} className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-4 py-3 hover:bg-slate-50 has-[:checked]:border-teal-600 has-[:checked]:bg-teal-50">
              <input
                type="radio"
                name="language"
                value={code}
                checked={language === code}
                onChange={() => void choose(code)}
                className="size-4 accent-teal-700"
              />
              <span lang={code} className="font-medium text-slate-900">
                {t(`languageSettings.${code}`)}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </AuthCard>
  );
}
