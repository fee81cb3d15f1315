import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';

interface DialogProps {
  title: string;
  /** A line under the title on what confirming does. */
  description?: ReactNode;
  /** Escape and the close button call it; the caller decides what closing means (e.g. not while saving). */
  onClose: () => void;
  /** The name of a close button (×) beside the title; none without it. */
  closeLabel?: string;
  /** Buttons in a bar under a scrolling body; without it the content follows the title. */
  footer?: ReactNode;
  /** Width of the box; `max-w-lg` unless said. */
  width?: string;
  children: ReactNode;
}

/**
 * A modal dialog labelled by its title (and described by its description). The browser's modal
 * `<dialog>` keeps focus inside it (the rest of the page is inert), moves focus into it on
 * opening, and turns Escape into a cancel that calls `onClose`; the focus goes back to the
 * control that opened it when it is removed (A11Y-5).
 */
export function Dialog({ title, description, onClose, closeLabel, footer, width = 'max-w-lg', children }: DialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const sections = footer !== undefined;

  useEffect(() => {
    const element = dialog.current;
    // The control that opened it: the browser gives the focus back on close only to a dialog
    // still in the page, and an owner that closes it removes it (React's cleanup runs after).
    const opener = document.activeElement;
    element?.showModal();
    return () => {
      element?.close();
      const lost = document.activeElement === null || document.activeElement === document.body || element?.contains(document.activeElement) === true;
      if (lost && opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={description === undefined ? undefined : descriptionId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={`m-auto w-[calc(100%-1.5rem)] ${width} rounded-xl border border-slate-200 p-0 shadow-xl backdrop:bg-slate-900/50`}
    >
      <div className={`flex items-start justify-between gap-4 px-5 sm:px-6 ${sections ? 'border-b border-slate-100 py-4' : 'pt-5'}`}>
        <div>
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {description !== undefined && (
            <p id={descriptionId} className="mt-1 text-sm text-slate-600">
              {description}
            </p>
          )}
        </div>
        {closeLabel !== undefined && (
          <button type="button" onClick={onClose} aria-label={closeLabel} className="rounded-md p-1.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900">
            <X className="size-5" aria-hidden="true" />
          </button>
        )}
      </div>
      <div className={sections ? 'max-h-[65vh] space-y-4 overflow-y-auto px-5 py-5 sm:px-6' : 'px-5 pb-5 sm:px-6'}>{children}</div>
      {sections && <div className="flex flex-col-reverse gap-3 border-t border-slate-100 px-5 py-4 sm:flex-row sm:justify-end sm:px-6">{footer}</div>}
    </dialog>
  );
}
