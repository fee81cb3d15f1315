import { languageName } from '@clinvia/contracts/language-codes';
import { Languages } from 'lucide-react';
import { languageTexts } from './texts';

/** DOC-13: 'Speaks English and Spanish' on a card; nothing when the doctor listed no language. */
export function SpokenLanguages({ codes, className = '' }: { codes: readonly string[] | undefined; className?: string }) {
  if (codes === undefined || codes.length === 0) return null;
  return (
    <p className={`flex items-start gap-1.5 text-sm text-slate-700 ${className}`}>
      <Languages className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
      {languageTexts.speaks(codes.map(languageName))}
    </p>
  );
}
