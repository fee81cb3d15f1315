import { useEffect, useId, useRef } from 'react';
import { ReasonForm } from './ReasonForm';

interface ReasonDialogProps {
  title: string;
  /** What happens when it is confirmed. */
  description: string;
  label: string;
  submitText: string;
  busyText: string;
  tone?: 'danger' | 'primary';
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/** A modal question that needs a reason (taking a member's access away or giving it back); what was typed stays on failure. */
export function ReasonDialog({ title, description, label, submitText, busyText, tone, onSubmit, onClose }: ReasonDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => {
      element?.close();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto w-[calc(100%-1.5rem)] max-w-lg rounded-xl border border-slate-200 p-0 shadow-xl backdrop:bg-slate-900/50"
    >
      <div className="px-5 py-5 sm:px-6">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{description}</p>
        <ReasonForm label={label} submitText={submitText} busyText={busyText} tone={tone} onSubmit={onSubmit} onCancel={onClose} />
      </div>
    </dialog>
  );
}
