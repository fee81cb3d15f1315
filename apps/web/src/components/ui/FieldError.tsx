import { AlertCircle } from 'lucide-react';

interface FieldErrorProps {
  /** The id the control's `aria-describedby` names while the message shows. */
  id: string;
  message: string | null | undefined;
  /** Smaller text, for the rows of a dense editor (hours). */
  small?: boolean;
  /** An alert icon before the words (the slot picker's messages). */
  icon?: boolean;
  /** Where it sits: the space above it, an indent under a checkbox's label. */
  className?: string;
}

/**
 * A field's message (A11Y-2): tied to its control by id, and announced when it appears. The live
 * region stays in the page while the message is absent, because a screen reader announces only
 * changes inside a region it already knows; a message that mounts with its region is not read.
 */
export function FieldError({ id, message, small = false, icon = false, className = 'mt-1' }: FieldErrorProps) {
  const shown = message === null || message === undefined || message === '' ? undefined : message;
  if (shown === undefined) return <p id={id} aria-live="polite" className="sr-only" />;
  return (
    <p id={id} aria-live="polite" className={`${className} ${icon ? 'flex items-center gap-1.5 ' : ''}${small ? 'text-xs' : 'text-sm'} text-red-700`}>
      {icon && <AlertCircle className="size-4 shrink-0" aria-hidden="true" />}
      {shown}
    </p>
  );
}
