import type { SweetAlertIcon, SweetAlertOptions, SweetAlertPosition } from 'sweetalert2';
import { buttonClass } from '../components/ui/Button';

// The one way the app shows a SweetAlert2 toast or dialog (ESLint forbids importing it
// elsewhere). SweetAlert2 renders `title` and the button texts as HTML, and titles carry user
// data (a doctor's name in the staff console): every text goes through `asText` first, so a
// name like `M<meta http-equiv="refresh" …>` is shown as written and never parsed (issue 20).
// `text` is set as plain text by SweetAlert2 itself; `html` is never used.

async function loadSwal() {
  const { Swal } = await import('./swal');
  return Swal;
}

/** The text with HTML's special characters escaped: SweetAlert2 then shows it literally. */
export function asText(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${String(char.charCodeAt(0))};`);
}

/** Buttons in Clinvia's look instead of SweetAlert2's own colours. */
const buttonClasses: SweetAlertOptions['customClass'] = {
  actions: 'gap-2',
  confirmButton: buttonClass({ size: 'lg' }),
  cancelButton: buttonClass({ variant: 'secondary', size: 'lg' }),
};

export interface ToastOptions {
  icon: SweetAlertIcon;
  title: string;
  text?: string;
  position?: SweetAlertPosition;
  /** How long it stays, in milliseconds (AUTH-3, AUTH-9, BOOK-7). */
  durationMs: number;
}

/** A small notice that closes by itself (SHELL-11); no buttons. */
export async function showToast({ icon, title, text, position = 'top', durationMs }: ToastOptions): Promise<void> {
  const Swal = await loadSwal();
  // Issue 40.7: below the sticky 4 rem header, never over it (a phone's booking toast hid the menu).
  // `!`: SweetAlert2's own stylesheet is not in a cascade layer, so it outranks plain utilities.
  const belowHeader = position.startsWith('top') ? { container: 'pt-20!' } : undefined;
  await Swal.fire({ toast: true, icon, title: asText(title), text, position, timer: durationMs, timerProgressBar: false, showConfirmButton: false, customClass: belowHeader });
}

export interface ConfirmOptions {
  title: string;
  text: string;
  confirmText: string;
  cancelText?: string;
  icon?: SweetAlertIcon;
}

/** A modal question; resolves true only when the user confirms. */
export async function confirmDialog({ title, text, confirmText, cancelText = 'Cancel', icon = 'warning' }: ConfirmOptions): Promise<boolean> {
  const Swal = await loadSwal();
  const result = await Swal.fire({
    title: asText(title),
    text,
    icon,
    showCancelButton: true,
    confirmButtonText: asText(confirmText),
    cancelButtonText: asText(cancelText),
    focusCancel: true,
    buttonsStyling: false,
    customClass: buttonClasses,
  });
  return result.isConfirmed;
}

/** A modal message with one OK button (e.g. 'Canceled !' after a cancellation). */
export async function messageDialog({ icon, title, text }: { icon: SweetAlertIcon; title: string; text?: string }): Promise<void> {
  const Swal = await loadSwal();
  await Swal.fire({ icon, title: asText(title), text, buttonsStyling: false, customClass: buttonClasses });
}
