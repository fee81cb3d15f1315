import { useEffect, useRef, useState } from 'react';
import { lastActivityAt, onActivity } from './activity';
import { Button } from '../components/ui/Button';

/** How long before the idle timeout the warning shows: a minute, or half a short timeout. */
export function warningLeadSeconds(idleTimeoutSeconds: number): number {
  return Math.min(60, Math.floor(idleTimeoutSeconds / 2));
}

interface IdleWarningProps {
  idleTimeoutSeconds: number;
  /** 'Stay signed in': a request that counts as activity (the warning then closes by itself). */
  onStay: () => void;
  /** The time is up: end the session here (the server ends it too). */
  onTimeout: () => void;
}

/**
 * WCAG 2.2.1 (Timing Adjustable) and AUTH-16: before an idle session ends the
 * person is warned, with time to say they are still there. A modal dialog, so the keyboard and
 * screen readers land on it; its one button keeps the session.
 */
export function IdleWarning({ idleTimeoutSeconds, onStay, onTimeout }: IdleWarningProps) {
  const lead = warningLeadSeconds(idleTimeoutSeconds);
  const [deadline, setDeadline] = useState(() => lastActivityAt() + idleTimeoutSeconds * 1000);
  const [remaining, setRemaining] = useState<number | null>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const timeoutRef = useRef(onTimeout);

  useEffect(() => {
    timeoutRef.current = onTimeout;
  }, [onTimeout]);

  useEffect(
    () =>
      onActivity(() => {
        setDeadline(lastActivityAt() + idleTimeoutSeconds * 1000);
        setRemaining(null);
      }),
    [idleTimeoutSeconds],
  );

  useEffect(() => {
    let ticker: ReturnType<typeof setInterval> | undefined;
    const tick = () => {
      const left = Math.ceil((deadline - Date.now()) / 1000);
      if (left <= 0) {
        clearInterval(ticker);
        timeoutRef.current();
        return;
      }
      setRemaining(left);
    };
    const opener = setTimeout(
      () => {
        tick();
        ticker = setInterval(tick, 1000);
      },
      Math.max(0, deadline - lead * 1000 - Date.now()),
    );
    return () => {
      clearTimeout(opener);
      clearInterval(ticker);
    };
  }, [deadline, lead]);

  const open = remaining !== null;
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || dialog === null || dialog.open) return;
    // jsdom has no showModal; a browser always does.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={dialogRef}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="idle-warning-title"
      aria-describedby="idle-warning-text"
      className="max-w-md rounded-lg p-6 shadow-xl backdrop:bg-slate-900/50"
      onCancel={(event) => {
        // Escape means 'I am here' too, never a silent close that leaves the timer running.
        event.preventDefault();
        onStay();
      }}
    >
      <h2 id="idle-warning-title" className="text-lg font-semibold text-slate-900">
        Are you still there?
      </h2>
      <p id="idle-warning-text" className="mt-2 text-slate-700">
        You will be signed out in {remaining} s because there has been no activity.
      </p>
      <Button autoFocus size="lg" className="mt-5" onClick={onStay}>
        Stay signed in
      </Button>
    </dialog>
  );
}
