import { useTranslation } from 'react-i18next';

// A consent's plain text as patients read it (CONSENT-1): paragraphs split at blank lines, line
// ends kept, never HTML (SEC-13). The signer and the staff editor's preview show the same.

export function ConsentText({ title, body }: { title: string; body: string }) {
  const { t } = useTranslation('consent');
  return (
    // A region that scrolls: focusable, so a keyboard user can scroll it too.
    <section
      tabIndex={0}
      aria-label={t('textOf', { title })}
      className="max-h-80 space-y-3 overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm leading-relaxed text-slate-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-teal-600"
    >
      {body
        .split(/\n\s*\n/)
        .filter((paragraph) => paragraph.trim() !== '')
        .map((paragraph, index) => (
          <p key={index} className="whitespace-pre-line">
            {paragraph}
          </p>
        ))}
    </section>
  );
}
