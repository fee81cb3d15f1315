import { Info } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface HelpTipProps {
  /** The id the field's input points at with aria-describedby, so screen readers read it anyway. */
  id: string;
  label: string;
  text: string;
}

/**
 * SPEC's hover help: shown while the pointer is over the icon, or opened by the icon's button
 * (keyboard, touch) until the focus leaves it; Escape hides it (WCAG 1.4.13). The text is always in the page for the
 * field's description, hidden from view when closed. It opens above the nearest positioned
 * ancestor (the field's label row), so it stays within the field's width on a phone.
 */
export function HelpTip({ id, label, text }: HelpTipProps) {
  const { t } = useTranslation('predictions');
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <span
      className="inline-flex print:hidden"
      onMouseEnter={() => {
        setOpen(true);
      }}
      onMouseLeave={() => {
        setOpen(false);
      }}
    >
      <button
        type="button"
        aria-label={t('aboutField', { label })}
        aria-expanded={open}
        // Opens only: a mouse click comes after the hover that opened it already.
        onClick={() => {
          setOpen(true);
        }}
        onBlur={() => {
          setOpen(false);
        }}
        className="inline-flex size-6 items-center justify-center rounded-full text-slate-500 hover:text-teal-700"
      >
        <Info className="size-4" aria-hidden="true" />
      </button>
      <span
        id={id}
        role="tooltip"
        className={
          open
            ? 'absolute bottom-full left-0 z-20 mb-1 w-72 max-w-full rounded-md bg-slate-900 px-3 py-2 text-sm font-normal text-white shadow-lg'
            : 'sr-only'
        }
      >
        {text}
      </span>
    </span>
  );
}
