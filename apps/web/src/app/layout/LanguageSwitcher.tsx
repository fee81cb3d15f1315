import { uiLanguages, type UiLanguage } from '@clinvia/contracts/ui-language';
import { Languages } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '../../lib/i18n/choose';
import { useLanguage } from '../../lib/i18n/i18n';
import { useSession } from '../../lib/session';

/**
 * I18N-3: the language choice, in the header from md up and in the mobile menu below it (a phone's
 * header has no room for it beside the bell and the menu button). A native select: keyboard and
 * screen readers use it as they know it; each language is named in itself ('Español' whatever
 * the page's language).
 */
export function LanguageSwitcher({ className = 'flex' }: { className?: string }) {
  const { t } = useTranslation('layout');
  const language = useLanguage();
  const { user } = useSession();
  const id = useId();
  return (
    <div className={`${className} items-center gap-1`}>
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <Languages className="size-4 text-slate-600" aria-hidden="true" />
      <select
        id={id}
        value={language}
        onChange={(event) => {
          // The profile may fail to save: the pages have switched anyway, and the device remembers it.
          chooseLanguage(event.target.value as UiLanguage, user !== null).catch(() => undefined);
        }}
        className="h-10 rounded-md border border-slate-300 bg-white px-1.5 text-sm text-slate-800 hover:border-slate-400"
      >
        {uiLanguages.map((code) => (
          <option key={code} value={code} lang={code}>
            {t(`language.${code}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
