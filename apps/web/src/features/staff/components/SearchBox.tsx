import { Search } from 'lucide-react';
import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';

// A search form of the console: booking for a patient and the patients section find people with it.

const inputClass = 'block w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 text-slate-900 placeholder:text-slate-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-teal-600/40';

export function SearchBox({ label, placeholder, initial, hint, onSearch }: { label: string; placeholder: string; initial: string; hint?: string; onSearch: (text: string) => void }) {
  const id = useId();
  const [text, setText] = useState(initial);
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" aria-label={label} onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="flex-1">
        <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
          {label}
        </label>
        <input
          id={id}
          type="search"
          value={text}
          placeholder={placeholder}
          aria-describedby={hint === undefined ? undefined : `${id}-hint`}
          onChange={(event) => {
            setText(event.target.value);
          }}
          className={inputClass}
        />
        {hint !== undefined && (
          <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
            {hint}
          </p>
        )}
      </div>
      <SearchButton />
    </form>
  );
}


/** The submit button of a staff search form. */
export function SearchButton() {
  const { t } = useTranslation('staff');
  return (
    <Button type="submit" className="py-2.5">
      <Search className="size-4" aria-hidden="true" />
      {t('search')}
    </Button>
  );
}
